// sweep cluster: "cannot parse this construct of a system header" -- libstdc++ <span>:112 (so
// <span>, <ranges> in C++20): `if constexpr (extent != dynamic_extent)` in a member function
// body, where `extent` is a static data member declared LATER in the class and std::extent a
// class template. A member function body is a complete-class context: the member hides the
// template; cufe's oracle still reads `extent` as the template, so `!=` cannot follow.
template <class T> struct extent {};
struct span {
  static constexpr int f() { return extent != 0; }
  static constexpr int extent = 3;
};
// Declarations read in order before the member still see the template (the reference accepts).
struct span2 {
  extent<int> e;
  int f() { return extent + 1; }
  static const int extent = 3;
};
