struct S { static __constant__ int c; };
