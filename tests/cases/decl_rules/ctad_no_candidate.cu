// Class template argument deduction where no candidate takes the arguments: 289 at the
// variable's name (or a cast's parenthesis) and 2958 at the template's name. The candidates
// are the constructors, the copy deduction candidate and, where the class declares no
// constructor, the default constructor's.
template<typename T> struct L1 {};
template<typename T> struct L2 { L2(T); };
template<typename T> struct L3 { L3(int, T); };
template<typename T> struct L5 { L5(const T &); };
template<typename T> struct L6 { L6(T *); };
template<typename T = int> struct L7 {};
void f() {
  L1(1);
  L1(1, 2);
  L2(1, 2);
  L3(1);
  L3(1, 2);
  L7();
  L1();
}
int i;
int *ip;
L5 d(1, 2);
L6 e(1);
L6 e2(ip);
L2 g{};
L1 h{};
L1 h2(i);
L2 ok{1};
L3 ok2(1, ip);
