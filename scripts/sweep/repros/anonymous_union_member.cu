// sweep cluster: "no declaration of "X" is visible here" -- CUTLASS uint128.h / uint256.h
// (hilo_, native). Members of an anonymous union inside a class are not found from member
// functions.
struct U {
  union { int a; float b; };
  int get() const { return a; }
};
