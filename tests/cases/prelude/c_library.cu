#include <cstdio>
#include <cstdlib>
#include <cassert>
__global__ void k(int *p, int n) {
    assert(n > 0);
    int *scratch = (int *)malloc(n * sizeof(int));
    memset(scratch, 0, n * sizeof(int));
    memcpy(p, scratch, n * sizeof(int));
    free(scratch);
    printf("block %d thread %d\n", (int)blockIdx.x, (int)threadIdx.x);
}
int main() {
    int *p = (int *)malloc(4 * sizeof(int));
    memset(p, 0, 4 * sizeof(int));
    k<<<1, 1>>>(nullptr, 4);
    printf("%d\n", p[0]);
    free(p);
    return 0;
}
