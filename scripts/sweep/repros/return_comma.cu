// sweep cluster: "missing ";" here" -- fmt (core.h:2500, format.h:4382, shipped with
// flashinfer via spdlog): `return handler.on_error("..."), end;`. A return statement whose
// operand is a comma expression (`return (1, x);` and `x = 1, x;` are fine).
int p(int x) { return 1, x; }
