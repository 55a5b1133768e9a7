// A __managed__ variable read and written from host code and device code.
__managed__ int counter = 0;
__managed__ float weights[4];

__global__ void bump(int by)
{
    atomicAdd(&counter, by);
    weights[threadIdx.x % 4] += 1.0f;
}

int run_bump()
{
    counter = 5;
    bump<<<1, 32>>>(2);
    return counter + (int)weights[0];
}
