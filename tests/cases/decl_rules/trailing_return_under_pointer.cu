// With a trailing return type, `auto` must be the function declarator's whole return type:
// a pointer or reference between them is 1825 (at the `*` or `&`).
auto* (*get)() -> int* = nullptr;
const auto* (*name)() -> const char* = nullptr;
auto& (*pick())() -> int&;
auto *make() -> int*;
auto (*fine())() -> int;
auto (**table)() -> long = nullptr;
