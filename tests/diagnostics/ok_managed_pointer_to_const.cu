__managed__ const int *p;
