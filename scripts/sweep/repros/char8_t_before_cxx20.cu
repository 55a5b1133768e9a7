// cudafe-ref-flags: --std=c++17
// sweep cluster: "these type specifiers cannot be combined" -- glibc uchar.h:43 through libstdc++
// <cuchar> in C++17: `typedef unsigned char char8_t;`. char8_t is a keyword only from C++20.
typedef unsigned char char8_t;
