// from RAFT 26.10 (libraft-cu12) raft/linalg/detail/cublas_wrappers.hpp: an allocation function with a trailing return type
struct S {
  static auto operator new(decltype(sizeof 0)) -> void* = delete;
  static auto operator new[](decltype(sizeof 0)) -> void* = delete;
};
auto operator delete(void*, int) -> void;
