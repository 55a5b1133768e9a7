int a[2];
__managed__ int (&r)[2] = a;
