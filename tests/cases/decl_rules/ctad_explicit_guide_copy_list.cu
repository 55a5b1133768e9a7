// Copy-list-initialization that deduces through an `explicit` deduction guide (2891 at the
// variable's name, GCC testsuite g++.dg/cpp1z/class-deduction73.C); direct initialization may
// use one. Where the copy deduction candidate is viable the reference says nothing.
template<typename T> struct tuple { tuple(T); };
template<typename T> explicit tuple(T t) -> tuple<T>;
tuple t = { 1 };
tuple t1 = tuple{ 1 };
tuple t2{ 1 };

template<typename T> struct A { A(T, T); };
template<typename T> explicit A(T, T) -> A<int>;
A a = {1, 1};
A a1 = A{1, 1};
A a2{1, 1};

template<typename T, typename U>
struct B {
  B(T, U);
};
template<typename T, typename U>
B(T, U) -> B<T, typename U::type>;
B b = { 1, 2 };
B b1 = B{ 1, 2 };
B b2{ 1, 2 };

template<typename T>
struct C { };
explicit C() -> C<int>;
C c = {};
C c1 = C{};
C c2{};

template<typename T>
struct D { };
template<typename T> explicit D(D<T>) -> D<T>;
D<int> d;
D d1 = {d};
D d2 = D{d};
D d3{d};
