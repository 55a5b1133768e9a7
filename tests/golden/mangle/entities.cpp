// Entities whose g++ manglings are the golden for tests/mangle.rs (g++ -c, nm).
#include <string>
#include <vector>
#include <iostream>
void f0() {}
int f1(int, char, double) { return 0; }
void f2(const char*, unsigned long, long long*) {}
void f3(int&, const int&, int&&) {}
void f4(void (*)(int), int (*)[3]) {}
static void f5(float) {}
void use_f5() { f5(1.0f); }
namespace ns {
  void g(int) {}
  int var = 1;
  struct A {
    A() {}
    ~A() {}
    void m(int) const {}
    void n(A&, const A*) {}
    static int s;
    A& operator=(const A&) { return *this; }
    bool operator==(const A&) const { return true; }
    A operator-() const { return *this; }
    A operator-(const A&) const { return *this; }
    operator int() const { return 0; }
    int operator[](int) { return 0; }
    void operator()() {}
    int A::* pm;
  };
  int A::s = 0;
  namespace inner { struct B {}; void h(B, B*, ns::A) {} }
  void pmf(void (A::*)(int) const, int A::*) {}
}
namespace { void anon(int) {} }
void use_anon() { anon(1); }
template <typename T> T tmax(T a, T b) { return a > b ? a : b; }
template int tmax<int>(int, int);
template double tmax<double>(double, double);
template <int N, bool B> void nontype() {}
template void nontype<3, true>();
template void nontype<-2, false>();
template <typename T> struct Box { void put(T, Box<T>*) {} template <typename U> void cvt(U, T) {} };
template struct Box<long>;
template void Box<long>::cvt<char>(char, long);
void strs(std::string, const std::string&, std::vector<int>&, std::ostream&) {}
void alloc(std::allocator<char>, std::vector<std::string>*) {}
void subs(ns::A, ns::A*, const ns::A&, ns::inner::B, ns::inner::B) {}
void arr(int (&)[4], char*[2]) {}
void fnptr(int (*)(ns::A), int (*)(ns::A)) {}
void use_A() {
  ns::A a, b;
  a.m(1); a.n(a, &b); a = b; (void)(a == b); (void)-a; (void)(a - b); (void)int(a); (void)a[0]; a();
}
