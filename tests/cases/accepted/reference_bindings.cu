// Reference bindings to lvalues of every common kind (members, results of functions returning references, subscripts, conditional and comma operators, conversion functions giving references, arrays, functions); the reference accepts them.
#include <utility>
#include <vector>
#include <string>
struct P { int x; int& get() { return x; } P& self() { return *this; } int arr[4]; int& operator[](int i) { return arr[i]; } };
struct Q : P { };
struct Conv { operator int&(); operator P&(); };
int gi; int& ret() { return gi; } int&& rret();
void take(int&); void takep(P&); void takecp(const P&); void taker(int&&); void takepp(int*&);
template<class T> void fwd(T&& t) { take(t); }
int garr[3]; extern int uarr[];
int use(P p, Q q, int* ptr, Conv c) {
  int a = 1, b = 2; const int ca = 3;
  int& r1 = a; int& r2 = p.x; int& r3 = p.get(); P& r4 = p.self(); int& r5 = *ptr; int& r6 = ++a;
  int& r7 = (a = 3); int& r8 = true ? a : b; int& r9 = (take(b), a); int& r10 = p[1]; int& r11 = ret();
  P& r12 = q; int& r13 = c; P& r14 = c; int (&r15)[3] = garr; int& r16 = garr[1]; int& r17 = ptr[2];
  int&& r18 = 5; int&& r19 = std::move(a); int&& r20 = rret(); int&& r21 = a + 1; const int& r22 = ca;
  int& r23 = static_cast<int&>(a); int& r24 = reinterpret_cast<int&>(p); int*& r25 = ptr;
  take(a); take(p.x); take(*ptr); take(ret()); takep(q); takep(p); takecp(P()); taker(1); taker(std::move(b)); takepp(ptr);
  fwd(a); fwd(1);
  std::vector<int> v(3); int& e = v[0]; for (int& x : v) x++; for (auto& x : v) x++;
  std::string s; char& ch = s[0]; std::pair<int,int> pr; int& f = pr.first;
  auto& [m, n] = pr; int& g = m;
  long long ll = 0; long long& rl = ll; unsigned u = 0; unsigned& ru = u;
  const char (&lit)[3] = "ab"; int (&ua)[] = uarr;
  void (&fn)(int&) = take; void (*fp)(int&) = take; void (*&rfp)(int&) = fp;
  return r1 + r2 + r3 + r4.x + r5 + r6 + r7 + r8 + r9 + r10 + r11 + r12.x + r13 + r14.x + r15[0] + r16 + r17 + r18 + r19 + r20 + r21 + r22 + r23 + r24 + *r25 + e + ch + f + g + (int)rl + (int)ru + lit[0] + ua[0] + n + (fn == take) + (rfp == fp);
}
