// Pragmas, attributes on host declarations, typedefs, static_assert.
#pragma once
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused"
#pragma pack(push, 1)
struct Packed { char c; int i; };
#pragma pack(pop)
#pragma nv_diag_suppress 177
#pragma unroll
#pragma omp parallel for
static int unused_helper() __attribute__((unused));
static int unused_helper() { return 0; }
[[nodiscard]] int must_use() { return 1; }
struct alignas(16) Al { float f[4]; };
struct __attribute__((aligned(8))) Al2 { int x; } __attribute__((packed));
typedef int myint;
typedef unsigned int uint_t;
using alias_t = long long;
static_assert(sizeof(myint) == 4, "int is 4");
static_assert(sizeof(Al) == 16);
[[deprecated("old")]] void old_fn();
__attribute__((visibility("default"))) int vis = 0;
int weak_fn() __attribute__((weak));
#pragma GCC diagnostic pop
void loop(int *p) {
#pragma unroll 4
    for (int i = 0; i < 8; ++i) p[i] = i;
    _Pragma("GCC ivdep") for (int i = 0; i < 8; ++i) p[i] += 1;
}
