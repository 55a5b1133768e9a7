// {fmt} 9's color.h (`value.rgb_color = ...` in color_type's constructor, before `union
// color_union { ... } value;`, beside the class template fmt::detail::value): the declarators
// after a class or enum body are members too, and one named like an outer template hides it in
// the class's function bodies, also when declared after them.
typedef unsigned int uint32_t;
template <typename Context> class value {};
template <typename T> struct arr {};
template <typename T> struct pick {};
struct color_type {
  color_type(int c) : value{} {
    value.rgb_color = static_cast<uint32_t>(c);
    arr.x = 1;
    pa = &arr;
  }
  void g() { value.term_color = 0; pick = green; }
  union color_union { unsigned char term_color; uint32_t rgb_color; } value;
  struct { int x; } arr, *pa;
  enum { red, green } pick;
};
// Declarations read in order before the member still see the template.
struct before {
  value<int> v;
  struct { int y; } value;
};
