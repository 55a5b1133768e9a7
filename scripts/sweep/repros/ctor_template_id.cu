// sweep cluster: "a declaration should come here" / "missing ";"" and then "this specifier can
// only be used inside a class definition" for the rest of the class -- CUTLASS exmy_base.h:1024
// (`explicit float_exmy_base<T, Derived>(float x)`), every CUTLASS and mathdx unit. A
// constructor declared with the class's template-id as its name (valid until C++20).
template <class T>
struct B {
  B<T>() {}
};
