// 1592: a non-const static data member initialized in its class
struct S { static int a = 1; static const int ok1 = 1; static constexpr int ok2 = 2; static inline int ok3 = 3; int ok4 = 4; };
