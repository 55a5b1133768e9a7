int main() { __shared__ int s; return 0; }
