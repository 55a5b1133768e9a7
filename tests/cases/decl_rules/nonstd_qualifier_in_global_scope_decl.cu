// 1372: a declaration at the global scope whose name is qualified by :: alone (a warning at
// the ::); a name qualified by a namespace (::N::f) is fine
namespace tools { int *make(); }
int *::tools::make() { return 0; }   // fine
int ::counter;                       // 1372
int ::limit = 1;                     // 1372
void ::reset() {}                    // 1372
