#include <cstdio>
int k = 1;
