// Overloading on execution space, virtual functions, operators.
__host__ int ov(int x) { return x; }
__device__ int ov(int x) { return -x; }
struct Base {
  __device__ virtual int f() { return 1; }
  virtual int g() { return 2; }
  __host__ __device__ virtual ~Base() {}
};
struct Derived : Base {
  int f() override { return 3; }
  __device__ int g() override { return 4; }
};
struct Op {
  __device__ Op operator+(const Op &) const { return *this; }
  __host__ __device__ bool operator==(const Op &) const { return true; }
};
__global__ void k(Op *a) { *a = *a + *a; }
