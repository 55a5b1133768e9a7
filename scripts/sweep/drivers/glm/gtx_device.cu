// sweep driver (glm): experimental gtx extensions and ext/ functions in device code
// (norm, component-wise, rotate_vector, intersect, hash-free, string-free parts), with
// GLM_ENABLE_EXPERIMENTAL as GLM requires
#define GLM_ENABLE_EXPERIMENTAL
#include <glm/glm.hpp>
#include <glm/gtx/norm.hpp>
#include <glm/gtx/component_wise.hpp>
#include <glm/gtx/rotate_vector.hpp>
#include <glm/gtx/intersect.hpp>
#include <glm/gtx/transform.hpp>
#include <glm/gtx/quaternion.hpp>
#include <glm/gtx/fast_square_root.hpp>
#include <glm/ext/scalar_constants.hpp>
#include <glm/ext/vector_relational.hpp>

template <typename T>
__device__ T sphere_hit(glm::vec<3, T> o, glm::vec<3, T> d, glm::vec<3, T> c, T r) {
  T dist = T(0);
  if (glm::intersectRaySphere(o, glm::normalize(d), c, r * r, dist)) return dist;
  return T(-1);
}

__global__ void trace(glm::vec3* dirs, float* t, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  glm::vec3 d = glm::rotateY(dirs[i], glm::pi<float>() * 0.1f);
  t[i] = sphere_hit(glm::vec3(0), d, glm::vec3(0, 0, -3), 1.0f);
  t[i] += glm::length2(d) + glm::compMax(glm::abs(d)) + glm::fastInverseSqrt(2.0f);
  glm::mat4 m = glm::rotate(0.5f, glm::vec3(0, 0, 1)) * glm::translate(glm::vec3(1, 2, 3));
  glm::quat q = glm::toQuat(glm::mat3(m));
  glm::vec3 p = glm::rotate(q, d);
  if (glm::all(glm::equal(p, d, 1e-5f))) t[i] = 0;
}

void launch(glm::vec3* d, float* t, int n) { trace<<<(n + 63) / 64, 64>>>(d, t, n); }
