// C++20: `x != y` and `y != x` may call a rewritten `operator==(X, Y)`; `a < b` a rewritten
// `operator<=>` (cut from clang's CXX/over/over.match/over.match.funcs/over.match.oper/p9-2a.cpp).
// cufe-std: c++20
struct X {} x;
struct Y {} y;
bool operator==(X, Y);
bool c = x != y;
bool d = y != x;
bool e = y == x;
