int x;
__managed__ int *p;
