// CLI11's Validators.hpp (`func_{[](std::string &) {..}}`): a `[` that starts an element of a
// braced initializer is a lambda's introducer unless `=`, `.` or `[` follows its `]` (an array
// designator, a GNU extension); lambdas with unnamed reference, pointer and value parameters,
// at class, block and namespace scope.
struct string {};
template <class F> struct function { template <class L> function(L) {} };
struct Validator {
  function<string(string &)> func_{[](string &) { return string{}; }};
  function<int(int *)> g_{[](int *) { return 1; }, };
  function<int(int)> h_{[](int) { return 2; }};
};
function<int(int &)> ns_fn{[](int &) { return 3; }};
void f() {
  function<int(int &)> local{[](int &) { return 4; }};
  (void)local;
}
