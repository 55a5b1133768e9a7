// Redeclarations whose types cufe cannot spell out (an alias template, a class template
// argument deduced from a deduction guide) are not judged (cut from clang's
// SemaCXX/alias-template.cpp and CXX/over/over.match/over.match.best/p1.cpp).
// cufe-std: c++17
template<typename T> using handler_t = void (*)(T);
extern handler_t<int> ignore;
extern void (*ignore)(int);

template<typename T> struct A { A(T); };
A a{1};
extern A<int> a;
