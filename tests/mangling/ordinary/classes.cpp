// Classes: members of every kind defined out of class, operators of every kind, conversion
// operators, literal operators, new/delete, constructors and destructors (virtual ones with
// vtables and typeinfo), nested classes, unions, enums and scoped enums, static data.
#include <cstddef>

struct Ops {
  int v;
  Ops();
  Ops(int);
  Ops(const Ops&);
  Ops(Ops&&) noexcept;
  explicit Ops(double, int = 0);
  ~Ops();
  Ops& operator=(const Ops&);
  Ops& operator=(Ops&&);
  Ops operator+(const Ops&) const;
  Ops operator-(const Ops&) const;
  Ops operator*(const Ops&) const;
  Ops operator/(const Ops&) const;
  Ops operator%(const Ops&) const;
  Ops operator^(const Ops&) const;
  Ops operator&(const Ops&) const;
  Ops operator|(const Ops&) const;
  Ops operator~() const;
  bool operator!() const;
  bool operator<(const Ops&) const;
  bool operator>(const Ops&) const;
  Ops& operator+=(const Ops&);
  Ops& operator-=(const Ops&);
  Ops& operator*=(const Ops&);
  Ops& operator/=(const Ops&);
  Ops& operator%=(const Ops&);
  Ops& operator^=(const Ops&);
  Ops& operator&=(const Ops&);
  Ops& operator|=(const Ops&);
  Ops operator<<(int) const;
  Ops operator>>(int) const;
  Ops& operator<<=(int);
  Ops& operator>>=(int);
  bool operator==(const Ops&) const;
  bool operator!=(const Ops&) const;
  bool operator<=(const Ops&) const;
  bool operator>=(const Ops&) const;
  int operator<=>(const Ops&) const;
  bool operator&&(const Ops&) const;
  bool operator||(const Ops&) const;
  Ops& operator++();
  Ops operator++(int);
  Ops& operator--();
  Ops operator--(int);
  Ops operator,(const Ops&) const;
  int operator->*(int) const;
  Ops* operator->();
  int operator()() const;
  int operator()(int, double);
  int& operator[](std::size_t);
  const int& operator[](std::size_t) const;
  Ops operator+() const;
  Ops operator-() const;
  int& operator*();
  Ops* operator&();
  operator int() const;
  operator bool() const;
  explicit operator double() const;
  operator int*() const;
  operator const char*() const;
  operator Ops*();
  using PMF = int (Ops::*)() const;
  operator PMF() const;
  static void* operator new(std::size_t);
  static void* operator new[](std::size_t);
  static void operator delete(void*);
  static void operator delete[](void*);
  static void* operator new(std::size_t, void*);
  static void operator delete(void*, std::size_t);
};
Ops::Ops() {}
Ops::Ops(int) {}
Ops::Ops(const Ops&) {}
Ops::Ops(Ops&&) noexcept {}
Ops::Ops(double, int) {}
Ops::~Ops() {}
Ops& Ops::operator=(const Ops&) { return *this; }
Ops& Ops::operator=(Ops&&) { return *this; }
Ops Ops::operator+(const Ops&) const { return *this; }
Ops Ops::operator-(const Ops&) const { return *this; }
Ops Ops::operator*(const Ops&) const { return *this; }
Ops Ops::operator/(const Ops&) const { return *this; }
Ops Ops::operator%(const Ops&) const { return *this; }
Ops Ops::operator^(const Ops&) const { return *this; }
Ops Ops::operator&(const Ops&) const { return *this; }
Ops Ops::operator|(const Ops&) const { return *this; }
Ops Ops::operator~() const { return *this; }
bool Ops::operator!() const { return false; }
bool Ops::operator<(const Ops&) const { return false; }
bool Ops::operator>(const Ops&) const { return false; }
Ops& Ops::operator+=(const Ops&) { return *this; }
Ops& Ops::operator-=(const Ops&) { return *this; }
Ops& Ops::operator*=(const Ops&) { return *this; }
Ops& Ops::operator/=(const Ops&) { return *this; }
Ops& Ops::operator%=(const Ops&) { return *this; }
Ops& Ops::operator^=(const Ops&) { return *this; }
Ops& Ops::operator&=(const Ops&) { return *this; }
Ops& Ops::operator|=(const Ops&) { return *this; }
Ops Ops::operator<<(int) const { return *this; }
Ops Ops::operator>>(int) const { return *this; }
Ops& Ops::operator<<=(int) { return *this; }
Ops& Ops::operator>>=(int) { return *this; }
bool Ops::operator==(const Ops&) const { return true; }
bool Ops::operator!=(const Ops&) const { return false; }
bool Ops::operator<=(const Ops&) const { return true; }
bool Ops::operator>=(const Ops&) const { return true; }
int Ops::operator<=>(const Ops&) const { return 0; }
bool Ops::operator&&(const Ops&) const { return true; }
bool Ops::operator||(const Ops&) const { return true; }
Ops& Ops::operator++() { return *this; }
Ops Ops::operator++(int) { return *this; }
Ops& Ops::operator--() { return *this; }
Ops Ops::operator--(int) { return *this; }
Ops Ops::operator,(const Ops&) const { return *this; }
int Ops::operator->*(int) const { return 0; }
Ops* Ops::operator->() { return this; }
int Ops::operator()() const { return 0; }
int Ops::operator()(int, double) { return 0; }
int& Ops::operator[](std::size_t) { return v; }
const int& Ops::operator[](std::size_t) const { return v; }
Ops Ops::operator+() const { return *this; }
Ops Ops::operator-() const { return *this; }
int& Ops::operator*() { return v; }
Ops* Ops::operator&() { return this; }
Ops::operator int() const { return 0; }
Ops::operator bool() const { return false; }
Ops::operator double() const { return 0; }
Ops::operator int*() const { return nullptr; }
Ops::operator const char*() const { return nullptr; }
Ops::operator Ops*() { return this; }
Ops::operator PMF() const { return nullptr; }
void* Ops::operator new(std::size_t) { return nullptr; }
void* Ops::operator new[](std::size_t) { return nullptr; }
void Ops::operator delete(void*) {}
void Ops::operator delete[](void*) {}
void* Ops::operator new(std::size_t, void* p) { return p; }
void Ops::operator delete(void*, std::size_t) {}

// Free operators.
struct F { int x; };
F operator+(F, F) { return {}; }
F operator-(F) { return {}; }
bool operator==(const F&, const F&) { return true; }
bool operator<(F, int) { return true; }
F& operator<<(F& f, const char*) { return f; }
F& operator>>(F& f, int&) { return f; }
F operator~(F f) { return f; }
bool operator!(F) { return false; }
F& operator++(F& f) { return f; }
F operator++(F& f, int) { return f; }
F operator*(int, const F& f) { return f; }
int operator<=>(const F&, const F&) { return 0; }

// Literal operators.
unsigned long long operator""_u(unsigned long long v) { return v; }
long double operator""_ld(long double v) { return v; }
const char* operator""_s(const char* s, std::size_t) { return s; }
int operator""_raw(const char*) { return 0; }
int operator""_c(char) { return 0; }
int operator""_wc(wchar_t) { return 0; }
int operator""_ws(const wchar_t*, std::size_t) { return 0; }
int operator""_u8(const char8_t*, std::size_t) { return 0; }
int operator""_u16(const char16_t*, std::size_t) { return 0; }
namespace lit { int operator""_ns(unsigned long long) { return 0; } }
template <char...> int operator""_t() { return 0; }
int use_lit_t() { return 123_t; }

// Global new/delete replacements.
void* operator new(std::size_t, int) { return nullptr; }
void* operator new[](std::size_t, int, double) { return nullptr; }
void operator delete(void*, int) noexcept {}
void operator delete[](void*, int, double) {}

// Static data members, nested classes, member enums.
struct Outer {
  static int count;
  static const int kConst = 3;
  static constexpr double kPi = 3.14;
  static inline int inl = 4;
  static int arr[3];
  static const char* name;
  struct Inner {
    static int n;
    void f();
    struct Deeper { void g(int); static double d; };
  };
  enum Color { red, green };
  enum class Mode : short { a, b };
  union U { int i; float f; void set(int); };
  class Priv { void p(); };
  void use(Inner, Inner::Deeper*, Color, Mode, U);
  int data;
  static int Outer::* pm;
};
int Outer::count = 1;
const int Outer::kConst;
int Outer::arr[3];
const char* Outer::name = "o";
int Outer::Inner::n;
void Outer::Inner::f() {}
void Outer::Inner::Deeper::g(int) {}
double Outer::Inner::Deeper::d = 1.5;
void Outer::U::set(int) {}
void Outer::Priv::p() {}
void Outer::use(Inner, Inner::Deeper*, Color, Mode, U) {}
int Outer::* Outer::pm = &Outer::data;
int use_inl() { return Outer::inl; }

union TopU { int a; double b; TopU(); ~TopU(); int get() const; };
TopU::TopU() {}
TopU::~TopU() {}
int TopU::get() const { return a; }
enum Plain { p0, p1 };
enum class Scoped { s0 };
enum struct Sized : unsigned char { z };
void enums(Plain, Scoped, Sized, Plain*, const Scoped&) {}
namespace en { enum E { e }; enum class EC { ec }; void f(E, EC) {} }

// Virtual functions: vtables, typeinfo, key functions, virtual destructors.
struct Base {
  virtual ~Base();
  virtual void f();
  virtual int g(int) const;
  virtual void pure() = 0;
};
Base::~Base() {}
void Base::f() {}
int Base::g(int) const { return 0; }
struct Derived : Base {
  Derived();
  ~Derived() override;
  void f() override;
  void pure() override;
};
Derived::Derived() {}
Derived::~Derived() {}
void Derived::f() {}
void Derived::pure() {}
struct Second { virtual void s(); virtual ~Second(); };
void Second::s() {}
Second::~Second() {}
struct Multi : Base, Second {
  void f() override;
  void s() override;
  void pure() override;
  ~Multi();
};
void Multi::f() {}
void Multi::s() {}
void Multi::pure() {}
Multi::~Multi() {}
struct VBase { virtual void vb(); int x; };
void VBase::vb() {}
struct VL : virtual VBase { void vb() override; };
void VL::vb() {}
struct VR : virtual VBase { virtual void r(); };
void VR::r() {}
struct Diamond : VL, VR { Diamond(); void vb() override; };
Diamond::Diamond() {}
void Diamond::vb() {}
struct NoKey { virtual void inl() {} };
NoKey make_nokey() { return NoKey(); }
struct Abstract { virtual void a() = 0; virtual ~Abstract() = default; void nonvirt(); };
void Abstract::nonvirt() {}
struct Final final : Abstract { void a() override; };
void Final::a() {}
namespace poly { struct P { virtual void v(); }; void P::v() {} struct Q : P { void v() override; }; void Q::v() {} }

// Constructors with default member initializers, delegating, inherited.
struct Ctors {
  int a = 1;
  Ctors();
  Ctors(int);
  Ctors(int, int);
  template <class T> Ctors(T*);
};
Ctors::Ctors() : Ctors(0) {}
Ctors::Ctors(int x) : a(x) {}
Ctors::Ctors(int x, int) : Ctors(x) {}
Ctors make_ctors() { return Ctors(); }

// Member functions with every qualifier.
struct Quals {
  void c() const;
  void v() volatile;
  void cv() const volatile;
  void l() &;
  void r() &&;
  void cl() const &;
  void cr() const &&;
  void n() noexcept;
  static int s(int);
  Quals* self();
  const Quals& cself() const;
};
void Quals::c() const {}
void Quals::v() volatile {}
void Quals::cv() const volatile {}
void Quals::l() & {}
void Quals::r() && {}
void Quals::cl() const & {}
void Quals::cr() const && {}
void Quals::n() noexcept {}
int Quals::s(int) { return 0; }
Quals* Quals::self() { return this; }
const Quals& Quals::cself() const { return *this; }

// Members of classes in namespaces; members taking their own class.
namespace ns1 { namespace ns2 {
  struct K { void f(K, K*, const K&); K g(ns1::ns2::K); static K h(); struct N { void f(K, N); }; };
  void K::f(K, K*, const K&) {}
  K K::g(K) { return *this; }
  K K::h() { return {}; }
  void K::N::f(K, N) {}
} }

// Unnamed struct members and a typedef-named class.
typedef struct { void m(); } TNamed;
void TNamed::m() {}
struct WithAnon { struct { int a; } s; union { int u; float uf; }; void f(); };
void WithAnon::f() {}

// Friend functions defined in class (emitted only when used).
struct Fr { friend void fr(Fr) {} friend int operator+(Fr, Fr) { return 0; } };
void use_fr() { fr(Fr()); (void)(Fr() + Fr()); }

// Inline members defined in class and used.
struct InlineUse { int f() { return 1; } static int s() { return 2; } InlineUse() {} ~InlineUse() {} };
int use_inline_members() { InlineUse u; return u.f() + InlineUse::s(); }
