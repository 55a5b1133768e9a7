struct S { static __managed__ int v; };
