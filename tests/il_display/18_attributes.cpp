[[nodiscard]] int important() { return 1; }
int aligned_var __attribute__((aligned(16)));
static int unused_var __attribute__((unused));
[[deprecated]] void old_api() {}
struct __attribute__((packed)) Packed { char c; int i; };
Packed packed;
[[maybe_unused]] static int maybe;
