// CUDA samples imageDenoising and scan: a header declares a variable in a linkage
// specification without braces, `extern "C" T x;`, and the .cu defines it. The braceless form
// makes the declaration `extern` ([dcl.link]), so it is no definition; the braced form is not.
typedef unsigned long long cudaTextureObject_t;
typedef unsigned int uint;

extern "C" cudaTextureObject_t texImage;
cudaTextureObject_t texImage;

extern "C" const uint MAX_BATCH_ELEMENTS;
extern "C" const uint MAX_BATCH_ELEMENTS = 64 * 1048576;

extern "C" { int braced; }
extern int braced;

uint host_use(cudaTextureObject_t t) { return (uint)t + MAX_BATCH_ELEMENTS + braced + (uint)texImage; }
__global__ void k(cudaTextureObject_t t, uint *out) { *out = (uint)t; }
