// A class defined through a qualified name outside a namespace enclosing its qualifier, or in
// a class (551 at the qualifier), cut from GCC's g++.dg/other/error17.C; enclosing namespaces
// may define it.
struct Foo { struct Bar; struct B2; struct B3; struct B4; };
namespace N { struct Foo2 { struct In; struct In2; }; namespace M { struct Q { struct R; }; } }
namespace N { struct Foo::Bar { }; }
struct Baz { struct Foo::B2 { }; };
struct Foo::B3 { };
struct N::Foo2::In { };
namespace N { struct Foo2::In2 { }; }
namespace N { struct M::Q::R { }; }
struct ::Foo::B4 { };
