__managed__ int *const p = 0;
