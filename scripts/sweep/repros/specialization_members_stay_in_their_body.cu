// sweep cluster: "a declaration should come here" -- GoogleTest 1.12 (gtest-printers.h:789,
// Debian 12's libgtest-dev): `GetTypeName<U>()` in UniversalPrinter<Variant<T...>>, after the
// explicit specialization UniversalPrinter<Any> declared a member function GetTypeName. cufe's
// oracle keeps one scope for a class template and all its specializations, so the member of
// one specialization hid the namespace's function template in another's body.
template <typename T> int GetTypeName() { return 0; }
template <typename T> class Printer {};
template <> class Printer<int> { static int GetTypeName(const int&) { return 1; } };
template <> class Printer<long> {
  template <typename U> int f(const U&) const { return GetTypeName<U>() + 1; }
};
