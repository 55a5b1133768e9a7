// Templates: class, function, variable and alias templates with explicit instantiations and
// explicit specializations, member templates, template template parameters, packs,
// partial specializations, templates over arrays, functions and pointers.
struct PMS_fwd;
template <class T> struct Box { T v; void set(T); T get() const; static int count; template <class U> void conv(U); struct In { void f(); }; };
template <class T> void Box<T>::set(T x) { v = x; }
template <class T> T Box<T>::get() const { return v; }
template <class T> int Box<T>::count = 0;
template <class T> template <class U> void Box<T>::conv(U) {}
template <class T> void Box<T>::In::f() {}
template struct Box<int>;
template struct Box<double*>;
template struct Box<const char*>;
template struct Box<int (*)[4]>;
template struct Box<void (*)(int)>;
template struct Box<Box<int>>;
template struct Box<unsigned long long>;
template void Box<char>::set(char);
template char Box<char>::get() const;
template int Box<short>::count;
template void Box<int>::conv<double>(double);
template void Box<long>::conv(Box<long>);
template <> void Box<bool>::set(bool) {}
template <> int Box<float>::count = 5;
template <> struct Box<void> { void only(); };
void Box<void>::only() {}

template <class T> void tf(T) {}
template void tf<int>(int);
template void tf(double);
template void tf(const char*);
template void tf(int*);
template void tf(int (*)[3]);
template void tf(int (&)[3]);
template <class T> struct Holder { void f(); static int n; };
template <class T> void Holder<T>::f() {}
template <class T> int Holder<T>::n;
template struct Holder<int[3]>;
template struct Holder<int[2][3]>;
template struct Holder<const char[4]>;
template struct Holder<int[]>;
template struct Holder<int (&)[3]>;
template struct Holder<int (*)[2]>;
template void Holder<double[8]>::f();
template int Holder<char[16]>::n;
template struct Holder<int(int)>;
template struct Holder<int PMS_fwd::*>;
template void tf<int[3]>(int*);
template void tf(void (*)());
template void tf(Box<int>);
template void tf(Box<int>*);
template <> void tf<long>(long) {}
template <> void tf(short) {}
template <class T> T tret() { return T(); }
template int tret<int>();
template double tret<double>();
template Box<int> tret<Box<int>>();
template <class T, class U> void two(T, U) {}
template void two(int, int);
template void two(int, double);
template void two(Box<int>, Box<int>);
template void two<int*, int*>(int*, int*);
template <class T> void tref(T&, const T&, T&&) {}
template void tref(int&, const int&, int&&);
template void tref<int&>(int&, int&, int&);
template <class T> void tptr(T*, T**, const T*) {}
template void tptr(int*, int**, const int*);
template void tptr(char*, char**, const char*);
template <class T> void tarr(T (&)[5]) {}
template void tarr(int (&)[5]);
template <class T, int N> void tarrn(T (&)[N]) {}
template void tarrn(int (&)[7]);
template void tarrn(char (&)[2]);
template <class R, class... A> void tfn(R (*)(A...)) {}
template void tfn(int (*)(int, double));
template void tfn(void (*)());
template <class C, class M> void tpm(M C::*) {}
struct PMS { int a; void f(int); };
template void tpm(int PMS::*);
template void tpm(void (PMS::*)(int));
template <class T> struct Id { using type = T; };
template <class T> void nondeduced(typename Id<T>::type) {}
template void nondeduced<int>(int);
template void nondeduced<Box<int>>(Box<int>);

// Overloaded function templates and non-template overloads.
template <class T> void ov(T) {}
template <class T> void ov(T*) {}
template <class T> void ov(T, int) {}
void ov(int) {}
template void ov(char);
template void ov(char*);
template void ov(char, int);

// Packs.
template <class... Ts> void pack(Ts...) {}
template void pack();
template void pack(int);
template void pack(int, double, char);
template void pack<int, int>(int, int);
template <class... Ts> struct Tup { void f(); };
template <class... Ts> void Tup<Ts...>::f() {}
template struct Tup<>;
template struct Tup<int>;
template struct Tup<int, Box<int>, char*>;
template <class T, class... Ts> void head(T, Ts&&...) {}
template void head(int, int&, double&&);
template <int... Ns> struct ISeq { static void f(); };
template <int... Ns> void ISeq<Ns...>::f() {}
template struct ISeq<>;
template struct ISeq<1, 2, 3>;
template <class... Ts> void pack_ptr(Ts*...) {}
template void pack_ptr(int*, char*);

// Template template parameters.
template <template <class> class TT> struct UsesTT { TT<int> x; void f(); };
template <template <class> class TT> void UsesTT<TT>::f() {}
template struct UsesTT<Box>;
template <template <class> class TT, class T> void ttf(TT<T>) {}
template void ttf(Box<int>);
template void ttf<Box, double>(Box<double>);
template <template <class...> class TT> void ttv() {}
template void ttv<Tup>();
template void ttv<Box>();
template <template <int...> class TT> void tti() {}
template void tti<ISeq>();

// Partial specializations.
template <class T, class U> struct Pair { void f(); };
template <class T, class U> void Pair<T, U>::f() {}
template <class T> struct Pair<T, T> { void same(); };
template <class T> void Pair<T, T>::same() {}
template <class T> struct Pair<T*, int> { void ptr(); };
template <class T> void Pair<T*, int>::ptr() {}
template struct Pair<int, double>;
template struct Pair<int, int>;
template struct Pair<char*, int>;
template <> struct Pair<void, void> { void full(); };
void Pair<void, void>::full() {}

// Variable templates.
template <class T> T vt = T(1);
template int vt<int>;
template double vt<double>;
template <> char vt<char> = 'c';
template <class T> constexpr int vsize = sizeof(T);
int use_vsize() { return vsize<long>; }
template <class T> int vt2 = 0;
template <class T> int vt2<T*> = 1;
template int vt2<int*>;
template int vt2<Box<int>>;
template <class T> inline int vinl = 3;
int use_vinl() { return vinl<short>; }
struct WithVT { template <class T> static int m; template <class T> static const int c = 1; };
template <class T> int WithVT::m = 2;
template int WithVT::m<int>;

// Alias templates (transparent in mangling).
template <class T> using Ptr = T*;
template <class T> using BoxOf = Box<T>;
void alias_use(Ptr<int>, BoxOf<int>, Ptr<BoxOf<char>>) {}
template <class T> void alias_t(Ptr<T>, BoxOf<T>) {}
template void alias_t(int*, Box<int>);

// Member templates of non-template classes.
struct MT {
  template <class T> void f(T);
  template <class T> static T s();
  template <class T> MT(T, int);
  template <class T> operator T*() const;
  template <class T> struct Nest { void g(); };
};
template <class T> void MT::f(T) {}
template <class T> T MT::s() { return T(); }
template <class T> MT::MT(T, int) {}
template <class T> MT::operator T*() const { return nullptr; }
template <class T> void MT::Nest<T>::g() {}
template void MT::f(int);
template void MT::f<double>(double);
template int MT::s<int>();
template MT::MT(char, int);
template MT::operator int*() const;
template struct MT::Nest<int>;
template <> void MT::f(char*) {}

// Templates in namespaces; explicit instantiation of a member of a nested template.
namespace tn {
  template <class T> struct Vec { template <class U> struct Rebind { static void r(); }; void push(const T&); };
  template <class T> void Vec<T>::push(const T&) {}
  template <class T> template <class U> void Vec<T>::Rebind<U>::r() {}
  template struct Vec<int>;
  template struct Vec<int>::Rebind<char>;
  template <class T> void free(Vec<T>&, T) {}
  template void free(Vec<double>&, double);
  struct X {};
  template struct Vec<X>;
  template void free(Vec<X>&, X);
}
template struct tn::Vec<Box<int>>;
template void tn::free(tn::Vec<char>&, char);

// Substitutions: repeated template args, template params in parameters.
template <class T> void subst(T, T*, Box<T>, Box<T>*, const Box<T>&) {}
template void subst(int, int*, Box<int>, Box<int>*, const Box<int>&);
template void subst(Box<int>, Box<int>*, Box<Box<int>>, Box<Box<int>>*, const Box<Box<int>>&);
template <class T, class U> void subst2(Pair<T, U>, Pair<U, T>, T, U) {}
template void subst2(Pair<int, char>, Pair<char, int>, int, char);

// Return types of function templates: template parameters, dependent types.
template <class T> T* rp(T) { return nullptr; }
template int* rp(int);
template <class T> Box<T> rb(T) { return {}; }
template Box<char> rb(char);
template <class T> typename Id<T>::type rid(T) { return {}; }
template int rid(int);
template <class T> const T& rcr(const T& t) { return t; }
template const double& rcr(const double&);
template <class T> void (*rfp(T))(T) { return nullptr; }
template void (*rfp(int))(int);

// Default template arguments and explicit specialization of a class member function.
template <class T, class A = Box<T>> struct Def { void f(); };
template <class T, class A> void Def<T, A>::f() {}
template struct Def<int>;
template struct Def<int, char>;
template <> void Def<double>::f() {}

// An explicit specialization declared inline is emitted only where used ({fmt}'s
// `template <> inline auto find<false, char>(...)`); a plain one is always emitted.
template <bool B, class C> bool find_in(const C* p) { return B && p; }
template <> inline bool find_in<false, char>(const char* p) { return p != nullptr; }
template <> bool find_in<true, char>(const char* p) { return p == nullptr; }
