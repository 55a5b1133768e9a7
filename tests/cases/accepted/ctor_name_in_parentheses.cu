// A constructor (or destructor, conversion function) whose name is in parentheses:
// `(X0)(float);`, `((X0))(INT, INT);`, `(X0::X0)(int) {}` (clang's CXX/special/class.ctor/p1,
// SemaCXX/constructor). The class's name before a parenthesized member name is still a type.
typedef int INT;
struct X0 {
  struct type { };
  X0();
  X0(int);
  (X0)(float);
  X0 (f0)(int);
  X0 (f0)(type);
  ((X0))(INT, INT);
  (~X0)();
  (operator int)();
};
X0::X0() { }
(X0::X0)(int) { }
((X0::X0))(float) { }
(X0::~X0)() { }
X0 (X0::f0)(int) { return X0(); }

template<typename T>
struct X1 {
  X1<T>();
  (X1<T>)(float);
  X1(float, float);
  (X1)(double);
  X1 (f1)(int);
};
template<typename T> X1<T>::X1() { }
template<typename T> (X1<T>::X1)(double) { }
void use() { X0 a(1); X1<int> b; }
