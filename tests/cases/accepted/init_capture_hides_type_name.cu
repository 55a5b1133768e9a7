// from RAFT 26.10 (libraft-cu12) raft/sparse/solver/detail/lanczos.cuh (`[device_scalar = ...]` with raft::device_scalar a class template): an init-capture named like a type is a variable in the lambda body
template <typename T> struct device_scalar {};
struct scalar {};
void g(float* p) {
  auto f = [device_scalar = p](float y) { return y / *device_scalar; };
  auto h = [scalar = p](float y) { return y / *scalar; };
}
