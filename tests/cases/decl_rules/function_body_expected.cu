// After a function's declarator at namespace scope, a token that cannot follow it is a
// missing "{" (130): EDG then takes the next "{" as the function's body and skips what is
// before it (here `int w = ;` and `void h()`), so the body is `{}` and `g` does not return
// (940).
int g(int) 5;
int w = ;
void h() {}
int v = ;
namespace N {
int f() int;
int x = ;
extern "C" int k() {}
}
