constexpr int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
enum Sizes { small_size = 2, big_size = small_size * 4 };
const int doubled = big_size * 2;
char by_fact[fact(4)];
short by_enum[big_size + 1];
long by_const[doubled - (1 << 2)];
namespace std { int user_in_std; }
int mixed() {
  int a = 1, b = 2;
  auto both = [a, &b](int c) { return a + b + c; };
  auto none = [] { return 7; };
  return both(1) + none();
}
