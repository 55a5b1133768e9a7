// An override runs where the function it overrides runs: each pair of execution spaces
// (3669-3674, at the overrider's name, at the '~' of a destructor), through an indirect base
// too; matching spaces, defaulted destructors and non-virtual bases stay silent.
struct Base {
  __device__ virtual int f() { return 1; }
  virtual int g() { return 2; }
  __host__ __device__ virtual int h() { return 1; }
  virtual int i() { return 2; }
  __device__ virtual int j() { return 2; }
  __host__ __device__ virtual int k() { return 2; }
};
struct Derived : Base {
  int f() override { return 3; }
  __device__ int g() override { return 4; }
  int h() override { return 3; }
  __host__ __device__ int i() override { return 4; }
  __host__ __device__ int j() override { return 4; }
  __device__ int k() override { return 4; }
};
struct D2 : Derived { int f() { return 1; } };
struct Base3 {
  __device__ virtual int f() { return 1; }
  virtual int g() { return 2; }
  __host__ __device__ virtual int h() { return 1; }
  virtual int i() { return 2; }
  virtual ~Base3() {}
};
struct Derived3 : Base3 {
  __device__ int g() override;
  __host__ __device__ int i() override;
  __device__ int h() override;
  __device__ ~Derived3() {}
};
struct D3 : Base3 {
  __device__ int g();
  __host__ __device__ int i()
  ;
  __device__ virtual int h() { return 2; }
};
struct Fine { __device__ virtual int f(); virtual int g(); __host__ __device__ virtual int h(); virtual ~Fine() = default; };
struct FineD : Fine { __device__ int f() override; int g() override; __host__ __device__ int h() override; __device__ ~FineD() {} };
struct NotVirtual { int f(); };
struct NV : NotVirtual { __device__ int f(); };
