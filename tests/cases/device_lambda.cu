// Lambdas with launches and device code without --extended-lambda.
__global__ void k(int a) { auto f = [](int v) { return v + 1; }; (void)f(a); }
void run() { auto go = [](int n) { k<<<n, 1>>>(n); }; go(2); }
