// What a function's name forbids (cut from GCC's g++.dg/other/main3.C, parse/friend-main.C,
// init/new26.C, cpp1y/auto-fn18.C): ::main inline (404) or a template (466, a friend too),
// an inline replacement operator new/delete (2620, a warning), a virtual function with a
// deduced return type (2548). Valid neighbours stay silent.
typedef __SIZE_TYPE__ size_t;
inline void *operator new(size_t n) { return 0; }
inline void operator delete (void*) noexcept {}
inline void *operator new[](size_t n) { return 0; }
struct A { virtual auto g() { return 1; } virtual decltype(auto) h() { return 2; } };
struct B { template<class T> friend int main(); };
inline int main();
namespace N { inline int main() { return 0; } }
struct C { virtual auto k() -> int; static void *operator new(size_t n); };
inline void *operator new(size_t, void *p) noexcept { return p; }
inline void operator delete(void *, size_t) noexcept {}
class Fooc { template<class T> friend int main(); };
template<class U> int main() { return 0; }
template <class T> class Foob { friend int main(); int i; };
template<class T> class Food { template<class U> friend int main(); };
