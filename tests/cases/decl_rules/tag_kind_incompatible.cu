// A type defined under a name that declares another kind of type (469 at the name): an enum
// after a class, a union after a struct and the other way round, a class through a qualified
// name (or after an opaque enum) after an enum; cut from g++.dg/parse/enum6.C. A struct after
// a class of the name is the same class.
namespace N { struct X; enum E { e1 }; struct Y; union V; }
enum N::X {};
struct N::E {};
struct Z;
enum Z { z1 };
union N::Y {};
struct S1;
union S1 {};
union U1;
struct U1 {};
class C1;
struct C1 {};
struct D1 {};
enum D1 { d1 };
struct N::V {};
enum class EC;
struct EC {};
