// A const object defined without an initializer must be initialized by its class (811, at its
// name): a user-provided default constructor, or bases and members that all are.
struct Empty {};
struct Pod { int x; };
struct Init { int x = 1; };
struct Mut { mutable int x; };
struct Ctor { Ctor(); int x; };
struct Defaulted { Defaulted() = default; int x; };
struct HasCtorMember { Ctor c; };
struct Base : Ctor {};
struct Derived : Pod {};
struct Virt { virtual void f(); };
typedef Pod PodAlias;
const Empty e;                 // fine: nothing to initialize
const Pod p;
const Init i;                  // fine: default member initializers
const Mut m;
const Ctor c;                  // fine: user-provided
const Defaulted d;
const HasCtorMember h;         // fine
const Base b;                  // fine
const Derived dd;
const Virt v;                  // fine: no data members
const PodAlias pa;
const int n = 0;
extern const Pod ep;           // fine: no definition
const Pod arr[2];
struct S { static const Pod sp; };
void f() { const Pod lp; static const Pod slp; (void)lp; (void)slp; }
typedef struct { int version; } Anon;
extern "C" const Anon anon2;         // fine: a declaration (extern)
struct SomeInitDefaulted { SomeInitDefaulted() = default; int a = 0; int b; };
const SomeInitDefaulted sid;         // fine for the reference: its defaulted constructor initializes a
struct SomeInit { int a = 0; int b; };
const SomeInit si;
// Every object is used, so that no warning about unused ones is left.
const void *all[] = { &e, &p, &i, &m, &c, &d, &h, &b, &dd, &v, &pa, &n, &arr, &anon2, &sid, &si };
