// cufe-std: c++20
// 2923: more than one of constexpr, consteval and constinit
consteval constexpr int f() { return 1; }
constinit constexpr int a = 1;
