// `auto q = D(1);` and `D r = (D(4));` construct the variable from the temporary itself (the
// copy is elided): the reference reports the constructor and destructor calls at the
// temporary and again at the variable (3591 from host code).
struct D { __device__ D(int); __device__ ~D(); };
void host() {
  auto q = D(1);
  D r = (D(4));
}
