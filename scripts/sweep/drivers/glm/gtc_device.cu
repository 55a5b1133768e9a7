// sweep driver (glm): the gtc extensions in device code (matrix_transform, quaternion,
// type_ptr, constants, noise, packing, random-free parts), as CUDA renderers build camera and
// model matrices per thread
#include <glm/glm.hpp>
#include <glm/gtc/matrix_transform.hpp>
#include <glm/gtc/quaternion.hpp>
#include <glm/gtc/type_ptr.hpp>
#include <glm/gtc/constants.hpp>
#include <glm/gtc/noise.hpp>
#include <glm/gtc/packing.hpp>
#include <glm/gtc/epsilon.hpp>

struct Camera {
  glm::vec3 eye, center, up;
  float fovy;
  __host__ __device__ glm::mat4 view_proj(float aspect) const {
    glm::mat4 v = glm::lookAt(eye, center, up);
    glm::mat4 p = glm::perspective(glm::radians(fovy), aspect, 0.1f, 100.0f);
    return p * v;
  }
};

__global__ void model_matrices(const Camera cam, const glm::vec4* rot, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  glm::quat q = glm::normalize(glm::quat(rot[i].w, rot[i].x, rot[i].y, rot[i].z));
  glm::quat s = glm::slerp(q, glm::quat(1, 0, 0, 0), 0.5f);
  glm::mat4 m = glm::translate(glm::mat4(1.0f), glm::vec3(i, 0, 0)) * glm::mat4_cast(s);
  m = glm::rotate(m, glm::pi<float>() / 4, glm::vec3(0, 1, 0));
  m = glm::scale(m, glm::vec3(2.0f));
  glm::mat4 mvp = cam.view_proj(16.0f / 9.0f) * m;
  const float* p = glm::value_ptr(mvp);
  for (int k = 0; k < 16; ++k) out[16 * i + k] = p[k];
  out[16 * i] += glm::perlin(glm::vec2(i, 0.5f)) + glm::simplex(glm::vec3(0.25f, i, 1.0f));
  glm::uint packed = glm::packUnorm4x8(glm::vec4(0.5f));
  out[16 * i + 1] += glm::unpackUnorm4x8(packed).x;
  if (glm::all(glm::epsilonEqual(glm::vec3(mvp[0]), glm::vec3(0), 1e-6f))) out[16 * i + 2] = glm::eulerAngles(q).y;
}

void launch(float* out, const glm::vec4* rot, int n) {
  Camera c{glm::vec3(0, 0, 5), glm::vec3(0), glm::vec3(0, 1, 0), 45.0f};
  model_matrices<<<(n + 127) / 128, 128>>>(c, rot, out, n);
}
