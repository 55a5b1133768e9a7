// corpus: cooperative_groups.h
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void sum(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int v = in[block.thread_rank()];
  for (int offset = warp.size() / 2; offset > 0; offset /= 2) v += warp.shfl_down(v, offset);
  if (warp.thread_rank() == 0) atomicAdd(out, v);
  block.sync();
}

void run(const int *in, int *out) { sum<<<1, 128>>>(in, out); }
