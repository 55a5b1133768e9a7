// Found outside the sweep, in prelude mode only: libstdc++ 12 bits/shared_ptr_base.h:196
// (`__attribute__((__noinline__))`) under the prelude's `#define __noinline__
// __attribute__((noinline))` (the reference's prelude.h and cufe's built-in one), so <future>,
// <filesystem>, <execution> fail in `cufe check` without --cuda-path. CUDA 13's real headers do
// not define __noinline__ that way, so full-mode units (the sweep's) are not affected. The
// reference accepts an attribute list that holds a whole `__attribute__((...))`.
struct S {
  __attribute__((__noinline__)) void cold() noexcept {}
};
