// 70 and 409: objects, parameters and return types of a class declared but not defined yet;
// `new` and `sizeof` of one
struct A;
struct Later;
A at_namespace;
extern A declared_only;          // fine: not a definition
A *pointer;                      // fine: a pointer
A function_declaration(A);       // fine: not a definition
A defined_returning() { return *pointer; }
void takes(A a) {}
void unnamed(A) {}
struct Holder {
  static A static_member;        // fine: only declared here
  A member;
  A *link;
  Holder *self;
  Holder inside;                 // the class itself, still being defined
  void method(Holder h) {}       // fine: complete in a member function's parameters
};
Later before_definition[2];
struct Later { int x; };
Later after_definition;          // fine
typedef A Alias;
void use(...);
void locals() {
  A local;
  static A local_static;
  extern A local_extern;         // fine
  Alias through_typedef;
  Later complete;                // fine
  A *made = new A;
  unsigned long size = sizeof(A);
  unsigned long fine = sizeof(Later) + sizeof(A *);
  Later *fine_too = new Later;
  use(made, size, fine, fine_too);
}
namespace N { struct Q; }
struct N::Q { int y; };
N::Q defined_elsewhere;          // fine: defined through a qualified name
