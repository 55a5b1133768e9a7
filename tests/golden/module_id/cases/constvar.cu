extern int e;
int x;
constexpr int ce = 4;
const int ci = 5;
extern const int ec = 6;
