// sweep cluster: "an expression should come here" -- flashinfer mamba/common.cuh:113
// (`launcher.template operator()<DIM, DSTATE>();`). A member access naming a template
// operator function with `template` and explicit template arguments.
struct L { template <int N> void operator()() {} };
template <class T> void f(T& l) { l.template operator()<1>(); }
