constexpr int square(int x) { return x * x; }
constexpr int nine = square(3);
static_assert(nine == 9, "square");
const int forty = 40;
int array_of_nine[nine];
constexpr double half = 0.5;
