// Structured bindings declare their names, also in a range-for (ggml-cuda common.cuh, CUTLASS command_line.h).
struct P { int a, b; };
int g(P p) { auto [x, y] = p; return x + y; }
int h(P (&m)[3]) { int s = 0; for (auto& [k, v] : m) s += k + v; return s; }
