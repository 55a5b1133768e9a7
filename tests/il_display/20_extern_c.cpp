extern "C" int c_function(int);
extern "C" { int c_variable; void c_other(void); }
extern "C++" int cpp_function(int);
int call_c() { return c_function(1); }
