// An argument that cannot become its parameter's type (167), at the argument; also in a
// launch.
void takes_int_ptr(int *);
void takes_two(int, double *);
__global__ void k(int *p);
void f(int i, double d, int *p) {
  takes_int_ptr(d);
  takes_int_ptr(&d);
  takes_two(1, &i);
  k<<<1, 1>>>(d);
  takes_int_ptr(0); takes_int_ptr(p); takes_two(d, 0);
}
