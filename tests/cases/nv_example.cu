// The worked example of docs/extending-the-grammar.md: cufe's vendor attribute `nv_example`,
// spelled `__nv_example__` as a vendor header would define it (as crt/host_defines.h defines
// `__device__`). It marks a function; on a variable it is ignored with warning 1835, like the
// function-only GNU attribute `noinline` (whose warning the reference gives too).
#define __nv_example__ __attribute__((nv_example))
__nv_example__ void marked(int n) { (void)n; }
__nv_example__ int not_a_function;
__attribute__((noinline)) int also_not_a_function;
void plain() {}
