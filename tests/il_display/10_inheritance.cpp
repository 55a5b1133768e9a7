struct Base { int b; virtual ~Base() {} virtual int f() { return 1; } };
struct Derived : Base { int d; int f() override { return 2; } };
struct Other { long o; };
struct Multi : public Derived, private Other { char m; };
Derived derived;
Multi multi;
