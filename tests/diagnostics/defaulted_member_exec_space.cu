// 3596: __host__/__device__ on a non-virtual member defaulted on its first declaration are ignored
struct D { __device__ D() = default; };
struct H { __host__ H() = default; };
struct HD { __host__ __device__ HD() = default; };
struct C { __device__ C(const C&) = default; __device__ C& operator=(const C&) = default; __device__ ~C() = default; C() {} };
template <class T> struct T1 { __device__ T1() = default; };
struct V { __device__ virtual ~V() = default; };
struct Out { __device__ Out(); };
__device__ Out::Out() = default;
struct Del { __device__ Del() = delete; };
// In a class with bases only a constructor is judged (a destructor or an assignment may be
// virtual through a base without saying so; not modelled yet).
struct Base {};
struct WithBase : Base { __device__ WithBase() = default; __device__ WithBase(const WithBase&) = default; };
