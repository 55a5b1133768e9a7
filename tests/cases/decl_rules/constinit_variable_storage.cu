// cufe-std: c++20
// 3114: constinit on a variable with automatic storage
void f() { constinit int a = 1; static constinit int ok = 2; }
