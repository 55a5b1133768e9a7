// Non-type template arguments of every kind: integers of every type (negative, large,
// 128-bit), bool, char types, enumerators, nullptr, pointers and references to objects and
// functions, pointers to members, C++20 class-type and floating-point arguments,
// expressions over template parameters, auto parameters.
template <int N> struct I { static void f(); };
template <int N> void I<N>::f() {}
template struct I<0>;
template struct I<1>;
template struct I<-1>;
template struct I<2147483647>;
template struct I<(-2147483647 - 1)>;
template struct I<'a'>;
template struct I<(3 + 4)>;
template struct I<sizeof(long)>;

template <bool B> void fb() {}
template void fb<true>();
template void fb<false>();
template <char C> void fc() {}
template void fc<'x'>();
template void fc<'\0'>();
template void fc<(char)-1>();
template <signed char C> void fsc() {}
template void fsc<-5>();
template <unsigned char C> void fuc() {}
template void fuc<255>();
template <wchar_t C> void fwc() {}
template void fwc<L'w'>();
template <char8_t C> void fc8() {}
template void fc8<u8'a'>();
template <char16_t C> void fc16() {}
template void fc16<u'b'>();
template <char32_t C> void fc32() {}
template void fc32<U'c'>();
template <short S> void fs() {}
template void fs<-300>();
template <unsigned short S> void fus() {}
template void fus<65535>();
template <unsigned U> void fu() {}
template void fu<4294967295u>();
template void fu<0u>();
template <long L> void fl() {}
template void fl<-9000000000L>();
template void fl<0L>();
template <unsigned long L> void ful() {}
template void ful<18446744073709551615ul>();
template <long long L> void fll() {}
template void fll<-1LL>();
template <unsigned long long L> void full() {}
template void full<12345678901234ull>();
template <__int128 L> void fi128() {}
template void fi128<(__int128)1 << 100>();
template void fi128<-7>();
template <unsigned __int128 L> void fu128() {}
template void fu128<5>();

enum E { e0, e1, e5 = 5, eneg = -3 };
enum class EC : long { a = 10, b = -2 };
namespace en { enum class N : unsigned char { x = 7 }; }
template <E V> void fe() {}
template void fe<e0>();
template void fe<e5>();
template void fe<eneg>();
template void fe<(E)42>();
template <EC V> void fec() {}
template void fec<EC::a>();
template void fec<EC::b>();
template <en::N V> void fen() {}
template void fen<en::N::x>();

template <decltype(nullptr) P> void fnp() {}
template void fnp<nullptr>();
template <int* P> void fip() {}
template void fip<nullptr>();
template <int* P> struct IP { void f(); };
template <int* P> void IP<P>::f() {}

int gi;
int garr[4];
const int gci = 3;
namespace vars { int nv; extern const int nci; const int nci = 4; }
struct SObj { int m; double d; void mf(); int mfc(int) const; static int sm; };
void SObj::mf() {}
int SObj::mfc(int) const { return 0; }
int SObj::sm;
SObj gobj;
void gfun() {}
void gfun2(int) {}
namespace funs { void nf(double) {} }

template struct IP<&gi>;
template struct IP<garr>;
template struct IP<&garr[0]>;
template struct IP<&vars::nv>;
template struct IP<&SObj::sm>;
template struct IP<nullptr>;
template <const int* P> void fcip() {}
template void fcip<&gci>();
template void fcip<&vars::nci>();
template <int& R> void fir() {}
template void fir<gi>();
template void fir<vars::nv>();
template void fir<SObj::sm>();
template <int (&A)[4]> void farr() {}
template void farr<garr>();
template <SObj* P> void fobj() {}
template void fobj<&gobj>();
template <SObj& R> void fobjr() {}
template void fobjr<gobj>();

template <void (*F)()> void ffp() {}
template void ffp<gfun>();

template void ffp<nullptr>();
template <void (*F)(int)> void ffp2() {}
template void ffp2<gfun2>();
template <void (*F)(double)> void ffp3() {}
template void ffp3<funs::nf>();
template <void (&F)()> void ffr() {}
template void ffr<gfun>();

template <int SObj::*M> void fpm() {}
template void fpm<&SObj::m>();
template void fpm<nullptr>();
template <double SObj::*M> void fpmd() {}
template void fpmd<&SObj::d>();
template <void (SObj::*M)()> void fpmf() {}
template void fpmf<&SObj::mf>();
template void fpmf<nullptr>();
template <int (SObj::*M)(int) const> void fpmfc() {}
template void fpmfc<&SObj::mfc>();

// auto template parameters.
template <auto V> struct A { static void f(); };
template <auto V> void A<V>::f() {}
template struct A<1>;
template struct A<1u>;
template struct A<1L>;
template struct A<'c'>;
template struct A<true>;
template struct A<e1>;
template struct A<EC::a>;
template struct A<&gi>;
template struct A<gfun>;
template struct A<&SObj::m>;
template struct A<nullptr>;
template <auto... Vs> void autos() {}
template void autos<1, 'a', true>();
template void autos<>();
template <decltype(auto) V> void dauto() {}
template void dauto<5>();

// Floating-point and class-type arguments (C++20).
template <double D> void fd() {}
template void fd<1.5>();
template void fd<-0.25>();
template <float F> void ff() {}
template void ff<2.0f>();
struct Lit { int a; int b; };
template <Lit L> void flit() {}
template void flit<Lit{1, 2}>();
template void flit<Lit{}>();
template void flit<Lit{0, 3}>();
struct LitNested { Lit l; char c; };
template <LitNested L> void flitn() {}
template void flitn<LitNested{{1, 2}, 'x'}>();
struct LitArr { int v[3]; };
template <LitArr L> void flita() {}
template void flita<LitArr{{1, 2, 3}}>();

// Template parameters used in expressions in signatures.
template <int N> struct Arr { int a[N]; };
template <int N> void dep(Arr<N>, Arr<N + 1>, int (&)[N * 2]) {}
template void dep<3>(Arr<3>, Arr<4>, int (&)[6]);
template <int N> void dep2(I<N>*, I<-N>*) {}
template void dep2<2>(I<2>*, I<-2>*);
template <class T, int N> void tn(T (&)[N], I<N>) {}
template void tn(int (&)[3], I<3>);
template <int N> void dsz(char (*)[sizeof(int) + N]) {}
template void dsz<1>(char (*)[5]);
template <bool B> struct Cond {};
template <class T> void cond(Cond<(sizeof(T) > 4)>) {}
template void cond<double>(Cond<true>);

// Non-type parameters of class templates, with members and static data.
template <class T, T V> struct Const { static constexpr T value = V; static T get(); };
template <class T, T V> T Const<T, V>::get() { return V; }
template struct Const<int, 3>;
template struct Const<bool, false>;
template struct Const<char, 'z'>;
template struct Const<long, -4>;
template struct Const<unsigned, 8u>;
template struct Const<E, e5>;
template struct Const<int*, &gi>;
template struct Const<decltype(nullptr), nullptr>;

// Default non-type arguments and mixed.
template <class T, int N = 4, bool B = false> struct Mix { void f(); };
template <class T, int N, bool B> void Mix<T, N, B>::f() {}
template struct Mix<int>;
template struct Mix<char, 2>;
template struct Mix<double, 0, true>;
template <int N> void usesI(I<N>, Mix<int, N>) {}
template void usesI(I<7>, Mix<int, 7>);
