// Functions returning references to lvalues and xvalues of every common kind; the reference accepts them.
#include <utility>
#include <vector>
#include <string>
struct P { int x; float d[4]; const int& cx() const { return x; } int&& mx() { return std::move(x); } int&& sx() { return static_cast<int&&>(x); }
  const float& at(int i) const { return d[i]; } const P& self() const { return *this; } P&& me() { return std::move(*this); }
  const int& tx() const { return this->x; } };
template<class T> T&& fw(T& t) { return static_cast<T&&>(t); }
const std::string& name() { static std::string s; return s; }
const int& pick(const int& a, const int& b) { return a < b ? a : b; }
const std::vector<int>& vec() { static const std::vector<int> v; return v; }
const int& first(const std::vector<int>& v) { return v[0]; }
const int& front(const std::vector<int>& v) { return v.front(); }
int&& mv(int& i) { return std::move(i); }
const char* const& str() { static const char* s = "x"; return s; }
const unsigned& cu() { static unsigned u; return u; }
__device__ const float& dget(const float* p, int i) { return p[i]; }
struct Q { int x; int a[3]; int& get() { return x; } Q& self() { return *this; } const Q& cself() const { return *this; }
  int& at(int i) { return a[i]; } int&& mv() { return std::move(x); } static Q& inst(); int& sx() { static int s; return s; }
  Q& operator=(const Q& o) { x = o.x; return *this; } int& ref(int& r) { return r; } int (&arr())[3] { return a; } };
Q& Q::inst() { static Q q; return q; }
int g; int& gg() { return g; } int& cond(bool b, int& u, int& v) { return b ? u : v; }
template<class T> T& tr(T& t) { return t; }
std::vector<int>& vr() { static std::vector<int> v; return v; } int& vel(std::vector<int>& v) { return v[0]; }
auto lam = [](int& q) -> int& { return q; };
int& deref(int* p) { return *p; } int& pre(int& i) { return ++i; } int& asg(int& i) { return i = 2; }
