// GoogleTest's gtest-printers.h: a member of one specialization of a class template (here a
// function GetTypeName of Printer<int>) does not hide a namespace-scope name in the body of
// another specialization; qualified names still find every specialization's members, and a
// specialization deriving from another one sees that one's members, as do bases shared by
// all of them (libstdc++'s ctype<char> and ctype_base::mask).
template <typename T> int GetTypeName() { return 0; }
struct common_base { typedef int mask; };
template <typename T> struct Printer : common_base { typedef long mask; typedef int type; };
template <> struct Printer<int> : common_base {
  static int Print(const int& v) { return GetTypeName(v); }
 private:
  static int GetTypeName(const int&) { return 1; }
  mask m;
};
template <> struct Printer<long> : common_base {
  struct Visitor {
    template <typename U> int operator()(const U&) const { return GetTypeName<U>() + 1; }
  };
  mask m2;
};
template <> struct Printer<char> : Printer<short> { type t; };
template <class T> struct Printer<T*> : Printer<T> { using typename Printer<T>::type; type u; };
Printer<short>::type qualified = 0;
