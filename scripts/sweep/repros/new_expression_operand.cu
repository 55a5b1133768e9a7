// sweep cluster: "cufe cannot parse this construct of a system header yet" -- libstdc++ <bitset>:564
// (`return *new _WordT;`), CUTLASS 77_blackwell_fmha_bwd. A new-expression is a unary operand.
int &f() { return *new int; }
