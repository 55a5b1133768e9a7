// A lambda annotated __global__ is no extended lambda: without --extended-lambda the
// reference says nothing of the flag for it (clang SemaCUDA/lambda.cu).
void f() {
  auto k = [] __global__ () {};
  (void)k;
}
