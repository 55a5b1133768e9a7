// 144, 171, 286, 287, 804, 916, 269, 1280: pointers to members converted between a class
// and its bases (implicitly only from a base's member to a derived class's), static_cast
// and C-style casts of them
struct Base { int value; int get(); };
struct Mid1 : Base { int one; };
struct Mid2 : Base { };
struct Diamond : Mid1, Mid2 { int own; };
struct Virt { int v; };
struct Uses : virtual Virt { int u; };
struct Priv : private Base { int p; };

int Mid1::*m1 = &Base::value;                             // fine
int Diamond::*d1 = &Base::value;                          // 287
int Uses::*u1 = &Virt::v;                                 // 804
int Base::*b1 = &Mid1::one;                               // 144: not implicitly
int Virt::*v1 = static_cast<int Virt::*>(&Uses::u);       // 916
int Base::*b2 = static_cast<int Base::*>(&Diamond::own);  // 286
int Base::*b3 = static_cast<int Base::*>(&Priv::p);       // 269 at the cast
int Priv::*p1 = static_cast<int Priv::*>(&Base::value);   // 1280
float Mid1::*f1 = static_cast<float Mid1::*>(&Mid1::one); // 171: another member type
const int Mid1::*c1 = &Mid1::one;                         // fine
int Mid1::*c2 = static_cast<int Mid1::*>(c1);             // 171: casts away const
int (Mid1::*g1)() = &Base::get;                           // fine
int (Diamond::*g2)() = &Base::get;                        // 287
int (Virt::*g3)() = (int (Virt::*)())&Uses::u;            // a C-style cast reinterprets
int (Base::*g4)() = (int (Base::*)())&Diamond::own;       // idem

void use() {
  (int Diamond::*)&Mid1::one;                             // no effect
  (int Uses::*)&Virt::v;                                  // 804
  int Mid1::*local = 0;                                   // fine
  bool set = local;                                       // fine
}
