struct C { C() {} int x; };
__device__ C c;
