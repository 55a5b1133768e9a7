// A friend declaration declares no member and so no bit-field: EDG ends the declaration
// before the `:` and wants its `;` there (65).
typedef void (fn_type)();
struct A {
  friend fn_type f : 2;
  int ok : 3;
};
