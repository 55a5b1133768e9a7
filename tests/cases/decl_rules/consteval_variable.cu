// cufe-std: c++20
// 2929: consteval on a variable
consteval int a = 1;
consteval int b;
consteval int ok() { return 1; }
