__device__ int v;
int main() { return v; }
