// A union has no base classes (241 at the ":", g++.dg/inherit/union3.C), a class names a
// direct base once (263 at the later name, however it is spelled, g++.dg/inherit/crash4.C),
// and a bit-field of width zero has no name (107 at the name,
// g++.old-deja/g++.other/900403_04.C). (A base named through a typedef is not compared yet.)
struct A { virtual void foo() const; };
struct C {};
typedef C CC;
union B : A { void foo() const; };
struct D : virtual A, A {};
struct E : C, ::C {};
struct F : A, C {};
struct G : CC, D {};
template <class T> struct H : T, C {};
struct s {
  unsigned int foo : 0;
  unsigned int : 0;
  unsigned int field : 3;
  int zero : 00;
};
