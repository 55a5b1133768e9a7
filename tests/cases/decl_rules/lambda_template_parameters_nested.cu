// The unit's first explicit lambda template parameter list is empty and nested in another
// lambda's body (cut from GCC's g++.dg/cpp1y/pr59636.C): the C++20 warning (3288) still comes
// at its `<`, then 2909 at its `>`; lambdas nested in lambdas are found at namespace scope too.
auto f = []() { return []<>() {}; };
auto g = []() { auto inner = [](int x) { return [x]<class T>(T y) { return x + y; }; }; return inner; };
