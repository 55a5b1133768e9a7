// Names no declaration makes visible in namespace-scope initializers (20, at the name): in a
// plain initializer, a call's argument, a call with literal arguments, sizeof's operand, a
// braced list. Once reported, a name is declared in the scope of its first use: its later
// uses there and in namespaces inside it are silent. Valid names around them are silent: an
// enumerator, a namespace member through a using-directive or a using-declaration, a name
// declared later, a lambda's parameters, locals and init-captures, builtins.
enum E { A, B };
namespace M { int mv = 1; enum { MA }; }
using namespace M;
namespace P { using M::mv; int pv = mv; }
int b = c;
int d = c + 1;
int f(int);
int e = f(c2);
int g = h(1);
int k = sizeof(zz);
int arr[] = { u1, 2 };
namespace N { int w = c; }
auto lam = [](int x) { int y = x; return y + A; };
auto lam2 = [k2 = 3](int x) { return x + k2; };
int i1 = A + mv + MA + i4;
int i3 = [](){ return B; }();
extern int i4;
int i5 = __builtin_expect(1, 1);
int i6 = later;
int later = 2;
