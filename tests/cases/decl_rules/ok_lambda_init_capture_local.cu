// A local of a lambda's body named like one of its init-captures: the reference is silent
// (cut from clang's SemaCXX/warn-shadow-in-lambdas.cpp).
// cufe-std: c++14
int f() {
  int a = 1;
  auto l = [b = a] {
    int b = 0;
    return b;
  };
  return l();
}
