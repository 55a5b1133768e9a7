// An operator-function-id starts an operand after a C-style cast (CCCL cuda/std/__random/linear_congruential_engine.h: `(void) operator()();`).
struct E {
  int operator()() { return 1; }
  int operator+(int x) { return x; }
  void discard(unsigned long long z) {
    for (; z; --z) { (void) operator()(); }
    (void) operator+(1);
    int n = (int) operator()() + (int) E::operator+(2);
    (void) n;
  }
};
