// `auto` with a trailing return type is no placeholder: arrays of and pointers to such
// functions need no initializer, also as members.
auto (*handlers[2])() -> int;
auto (*handler)(int) -> long;
struct Table { auto (*entry)() -> int; auto (*entries[3])(double) -> float; };
void use() { auto (*local[4])(int) -> long = {}; (void)local; }
