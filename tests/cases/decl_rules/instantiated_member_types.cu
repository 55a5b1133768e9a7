// 604, 322, 70: a class template's data members over its arguments, judged where the class
// is instantiated (an explicit instantiation, an object of the specialization), once each
struct Abstract { virtual void f() = 0; };
struct Incomplete;
template <class T> struct K {
  T (*a1)[2];
  T a2[2];
  static T s;
  T *fine[2];
};
template struct K<Abstract>;
template <class T> struct L { T x[2]; };
L<Abstract> l1;
L<Abstract> l2;
L<Abstract> *not_instantiated;
template <class T> struct M { T x; };
template struct M<Incomplete>;
template <class T, class U = T> struct Q { U x[2]; };
struct Holder { Q<Abstract> q; };
template <class T> struct P { T x[2]; };
template <class T> struct P<T*> { T x; };
template struct P<int*>;
template struct K<int>;
