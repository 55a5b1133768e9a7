// cufe-std: c++20
// C++20 deprecates capturing `this` by copy through a lambda's `=` default (warning 2908,
// at the first use of `this`, written or implied by a member's name, once per lambda).
// Silent: `[=, this]`, `[&]`, a local hiding the member, a static member, an inner `[&]`
// lambda (it captures `this` by reference).
struct S {
  int m;
  void f() const {}
  static int s;
  int g() {
    auto a = [=] { return m + m; };
    auto b = [=] { f(); return 1; };
    auto c = [=] { return this->m; };
    auto d = [=, this] { return m; };
    auto e = [&] { return m; };
    auto h = [=] { int m = 2; return m; };
    auto i = [=] { return [&] { return m; }(); };
    auto j = [=] { return s; };
    return a() + b() + c() + d() + e() + h() + i() + j();
  }
};
