// cudafe-ref-flags: --std=c++20
// sweep: crt/cuda_tile.h (CUDA 13.5's toolkit, C++20; the reference accepts it under
// -enable-tile): `template<integral auto Value>`, a non-type template parameter of constrained
// placeholder type. cufe's grammar took `C auto` in declarations and function parameters but
// not in template parameter lists.
template <class T> concept integral = sizeof(T) <= 8;
template <integral auto Value> struct constant {};
