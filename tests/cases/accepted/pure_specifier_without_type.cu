// A pure virtual destructor or conversion function, `virtual ~A() = 0;` (GCC testsuite g++.dg/other/final8.C): the pure-specifier after a declarator without a type specifier.
struct A { int i; A(); virtual ~A() = 0; virtual operator int() = 0; };
struct B final : public virtual A { int j; B(); ~B(); operator int() { return j; } };
A::~A() {}
B::B() {}
B::~B() {}
