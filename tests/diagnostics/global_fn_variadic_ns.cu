namespace n { __global__ void k(int, ...) {} }
