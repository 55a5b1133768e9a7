// 322, 603, 604: objects, parameters and arrays of a class with a pure virtual function
// that nothing overrides
struct Abs { virtual void f() = 0; virtual ~Abs() {} };
struct Still : Abs { };
struct Done : Abs { void f() override; };
struct Deeper : Still { void f() override; };
struct Again : Done { virtual void f() = 0; };
struct Two { virtual int g() = 0; virtual int h() = 0; };
struct Half : Two { int g() override; };
struct UsingOnly : Abs { using Abs::f; };
struct PureDtor { virtual ~PureDtor() = 0; };
struct AfterPureDtor : PureDtor { };
Abs a;
Still s;
extern Abs declared;
Again again;
Half half;
UsingOnly using_only;
PureDtor pure_dtor;
Abs array[2];
void by_value(Abs a) {}
void declared_only(Abs);          // fine: not a definition
Abs *pointer;                     // fine
Abs &reference();                 // fine
Done done;                        // fine
Deeper deeper;                    // fine
AfterPureDtor after;              // fine: its destructor overrides
struct Member { Abs m; Done ok; };
void locals() {
  Abs local;
  Abs *p = new Abs;
  Abs *q = new Abs[3];
  Done *r = new Done;             // fine
  (void)p; (void)q; (void)r;
}
// A pure virtual operator= taking the derived class is overridden by that class's
// implicitly declared copy assignment.
struct Derived2;
struct AssignBase { virtual Derived2 &operator=(const Derived2 &) = 0; };
struct Derived2 : AssignBase {};
Derived2 assigned;                        // fine
// The reference rejects an array type of an abstract class wherever it is formed (604, at
// the declared name); arrays of pointers to one are fine.
Abs (*to_array)[2];
Abs (**to_array2)[2];
Abs (*arrays_of_them[2])[2];
Abs *pointers[2];                         // fine
Abs *(*pointers_to_arrays[2])[2];         // fine
