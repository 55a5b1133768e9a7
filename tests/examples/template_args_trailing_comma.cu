// EDG accepts a trailing comma in a template argument list (mathdx cublasdx/database/suggested_instructions.hpp:
// `using type = instruction_list<instruction<...>, instruction<...>,>;`); gcc does not, so the host translation
// must not carry it (the reference's has none).
template <class... T> struct list { static const int n = sizeof...(T); };
template <class T, int N> struct instr {};
using L = list<
    instr<int, 800>,
    instr<long, 750>,
>;
template <class T> __global__ void k(T *out) { *out = L::n; }
void run(int *p) { k<int><<<1, 1>>>(p); }
