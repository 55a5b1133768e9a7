int x;
__managed__ const int &r = x;
