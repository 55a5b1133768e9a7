// sweep cluster: "a declaration should come here" -- CLI11 2.1 (Validators.hpp:84, Debian 12's
// libcli11-dev): `std::function<std::string(std::string &)> func_{[](std::string &) {..}};`.
// A `[` that starts an element of a braced initializer was always read as an array designator
// `[i] =`, so the lambda's `(std::string &)` became a cast.
struct string {};
template <class F> struct function { template <class L> function(L) {} };
struct Validator { function<string(string &)> func_{[](string &) { return string{}; }}; };
