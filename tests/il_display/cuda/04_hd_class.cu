struct Vec2 {
  float x, y;
  __host__ __device__ Vec2(float a, float b) : x(a), y(b) {}
  __host__ __device__ float dot(const Vec2 &o) const { return x * o.x + y * o.y; }
  __device__ float dev_only() const { return x; }
  float host_member() const { return y; }
};
__global__ void dots(const Vec2 *v, float *out) { Vec2 t(1.0f, 2.0f); out[threadIdx.x] = v[threadIdx.x].dot(t) + t.dev_only(); }
