__managed__ int &&r = 1;
