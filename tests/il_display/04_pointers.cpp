int target;
int *p = &target;
int **pp = &p;
const int *cp = nullptr;
int *const pc = &target;
volatile int vi;
int &ref = target;
int &&rref = 5;
void *vp = 0;
