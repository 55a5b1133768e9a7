// cufe-std: c++20
// 3113: constinit on a function
constinit int f();
constinit int ok = 1;
