// A returned value that cannot become the function's return type (120), at the value; a
// lambda's returns are its own.
int ret_int() { int *p = 0; return p; }
int *ret_ptr() { return 1.0; }
double *ret_other(int *p) { return p; }
int *ok(int *p) { auto l = [](double d) { return d; }; l(1.0); return p ? p : 0; }
