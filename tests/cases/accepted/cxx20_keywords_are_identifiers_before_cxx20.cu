// cudafe-ref-flags: --std=c++17
// Before C++20, char8_t, concept, requires, consteval, constinit and the co_ keywords are identifiers (glibc's <uchar.h> declares `typedef unsigned char char8_t;` for C++17; libstdc++ <cuchar>).
int requires = 1; int concept = 2; int co_await = 3; int consteval = 4; int constinit = 5; int co_yield = 6; int co_return = 7;
typedef unsigned char char8_t;
int g() { return requires + concept + co_await + consteval + constinit + co_yield + co_return + (char8_t)1; }
