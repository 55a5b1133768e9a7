// A class, union, class template or enum defined a second time in its scope (3369, at the
// name). Forward declarations, opaque enum declarations, specializations, local classes of
// different functions and blocks, and classes of other namespaces are no redefinitions.
struct S { int a; };
struct S { int b; };
namespace N { struct T {}; }
namespace N { struct T {}; }
template <class X> struct U {};
template <class X> struct U {};
union V {};
union V {};
enum E { A };
enum E { B };
struct W;
struct W {};
enum class F : int;
enum class F : int { C };
template <> struct U<int> {};
template <class X> struct U<X*> {};
namespace M { struct T {}; }
void f() { struct L {}; { struct K {}; } { struct K {}; } }
void g() { struct L {}; }
