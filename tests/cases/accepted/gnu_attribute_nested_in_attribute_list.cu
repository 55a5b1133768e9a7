// sweep cluster: "cannot parse this construct of a system header" -- libstdc++ 12
// bits/shared_ptr_base.h:196 (`__attribute__((__noinline__))`, with CUDA's
// `#define __noinline__ __attribute__((noinline))`), so <future>, <filesystem>, <execution>,
// <thread>-users. The reference accepts an attribute list that holds a whole
// `__attribute__((...))`.
struct S {
  __attribute__((__noinline__)) void cold() noexcept {}
};
