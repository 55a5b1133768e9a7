// cufe-std: c++20
// a consteval __device__ function runs at compile time: host code may call it
__device__ consteval int f() { return 1; }
int main() { return f(); }
