// Deduced by-value parameters in other spellings: `const T`, a later parameter, a pack.
__device__ int v;
template<class T> void g(const T);
template<typename T, typename U> void second(U u, T t);
template<class... Ts> void pack(Ts... ts);
void h() { g(v); second(1, v); pack(1, v, 2); }
