// sweep cluster: "a declaration should come here" -- CUTLASS fmha_grouped.h:376 (`return epilogue;`
// where `epilogue` is an anonymous-union member and cutlass::epilogue a namespace).
namespace cutlass { namespace epilogue {} struct S { union { int a; float epilogue; }; float g() { return epilogue; } }; }
