// sweep cluster: "missing ")" here" -- CUTLASS reduction/kernel/reduce_split_k.h:155
// (`MatrixCoord thread_offset(MatrixCoord::Index(int(blockIdx.x) * Shape::kRow + ...), ...)`),
// in the split-k examples. A direct-initialiser whose argument starts `T(T(x) * ...` reads as a
// function declarator up to the `*`; the reference backtracks to the expression reading
// ([dcl.ambig.res]), cufe stops. `I t(I(a * 2));` is fine. Perhaps the README's known parser gap.
typedef int I;
void f(int a) {
  I t(I(I(a) * 2));
}
