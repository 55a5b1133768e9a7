// sweep driver (glm): GLM's core types and functions in device code (vectors, matrices,
// geometric and common functions), one thread per element, as CUDA ray tracers and particle
// codes use it
#include <glm/glm.hpp>

__device__ glm::vec3 reflect_ray(const glm::vec3& d, const glm::vec3& n) {
  return d - 2.0f * glm::dot(d, n) * n;
}

__global__ void shade(const glm::vec3* pos, const glm::vec3* nrm, glm::vec4* out, int n, glm::vec3 light) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  glm::vec3 l = glm::normalize(light - pos[i]);
  float diffuse = glm::max(glm::dot(nrm[i], l), 0.0f);
  glm::vec3 r = reflect_ray(-l, nrm[i]);
  float spec = glm::pow(glm::clamp(r.z, 0.0f, 1.0f), 16.0f);
  glm::vec3 c = glm::mix(glm::vec3(0.1f), glm::vec3(1.0f, 0.8f, 0.6f), diffuse) + spec;
  out[i] = glm::vec4(c, 1.0f);
}

__global__ void transform(glm::mat4 m, glm::vec4* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    glm::mat3 n3 = glm::transpose(glm::inverse(glm::mat3(m)));
    v[i] = m * v[i] + glm::vec4(n3 * glm::vec3(v[i]), 0.0f);
    v[i].w = glm::length(glm::vec3(v[i])) + glm::distance(v[i], glm::vec4(0)) + glm::determinant(m);
    glm::ivec2 cell = glm::ivec2(glm::floor(glm::vec2(v[i]) * 8.0f)) % 4;
    v[i].x += static_cast<float>(cell.x + cell.y);
    glm::bvec3 b = glm::lessThan(glm::vec3(v[i]), glm::vec3(0.5f));
    if (glm::any(b)) v[i] = glm::abs(v[i]);
  }
}

void launch(const glm::vec3* p, const glm::vec3* nr, glm::vec4* out, int n) {
  shade<<<(n + 255) / 256, 256>>>(p, nr, out, n, glm::vec3(1, 2, 3));
  transform<<<(n + 255) / 256, 256>>>(glm::mat4(1.0f), out, n);
}
