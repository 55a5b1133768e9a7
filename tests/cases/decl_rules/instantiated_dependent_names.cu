// 135, 276, 439: names qualified by a template parameter in a class template's member
// declarations, judged where the class is instantiated with arguments that lack them
template <template <class> class TT> class C {};
template <int> struct A;
struct E { typedef int B; static const int a = 1; };
struct F {};
struct G : F {};
template <class T> struct D1 { typedef typename T::B X; };
template struct D1<F>;
template <class T> struct D2 { typename T::B f(); void g(typename T::B); };
template struct D2<F>;
template <class T> struct D3 { typename T::B c; A<T::a> *p; };
template struct D3<E>;
template <class T> struct D4 { A<(T::a + 1)> *p; };
template struct D4<F>;
template <class T> struct D5 { A<T::a> *p; };
template struct D5<double>;
template <class T> struct D6 { C<T::template B> c; };
D6<F> d6;
template <class T> struct D7 { typename T::B c; };
D7<G> d7;
D7<E> d7e;
