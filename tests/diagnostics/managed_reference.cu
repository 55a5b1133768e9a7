int x;
__managed__ int &r = x;
