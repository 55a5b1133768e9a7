// sweep cluster: "missing ";" here" -- {fmt} 9 (color.h:212, Debian 12's libfmt-dev):
// `value.rgb_color = ...` in a constructor of color_type, whose member `union color_union
// { ... } value;` is declared after it and fmt::detail::value is a class template. A member
// function body is a complete-class context: the member hides the template; cufe's oracle
// registered later members named like outer templates, but not the declarators after a class
// body.
template <typename Context> class value {};
struct color_type {
  color_type() { value.rgb_color = 1; }
  union color_union { unsigned char term_color; unsigned rgb_color; } value;
};
