// sweep cluster: "no declaration of "X" is visible here" -- every ggml-cuda unit (common.cuh:
// `for (const auto & [tensor, stream] : stream_mapping)`). The names of a structured binding
// are not declared.
struct P { int a; int b; };
int f(P p) {
  auto [x, y] = p;
  return x + y;
}
