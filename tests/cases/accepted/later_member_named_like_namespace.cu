// from RAFT 26.10 (libraft-cu12) raft/util/cache.cuh: a data member declared after the member function / mem-initializer that uses it, named like the enclosing namespace
namespace cache {
struct vec { vec(int); int* data(); };
struct Cache {
  Cache() : cache(0) {}
  int* f() { return cache.data(); }
  vec cache;
};
}
// the same with a class template of the member's name, read through `.` in a body
template <class T> struct later {};
struct vec2 { int v; };
struct UsesLater { int f() { return later.v; } vec2 later; };
