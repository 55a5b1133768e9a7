// `T t(U(V(x) * k))` is a direct-initialiser: `V(x) * k` can only be an expression, so `U(...)` is a functional cast, not a parameter declaration (CUTLASS reduction/kernel/reduce_split_k.h: `MatrixCoord thread_offset(MatrixCoord::Index(int(blockIdx.x) * Shape::kRow + threadIdx.y), ...)`).
typedef int I;
struct MC { typedef int Index; MC(int, int) {} };
void f(int a, int b) {
  I t(I(I(a) * 2));
  MC m(MC::Index(int(a) * 4 + b), MC::Index(int(b) * 2 + a * 3));
}
