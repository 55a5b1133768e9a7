__global__ void kern() {}
