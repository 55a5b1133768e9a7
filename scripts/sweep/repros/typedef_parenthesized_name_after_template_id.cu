// sweep cluster: "missing ";" here" -- GoogleTest 1.12 (gtest-param-util.h:510):
// `typedef ParamGenerator<ParamType>(GeneratorCreationFunc)();` in a class template. The class
// prescan took the template-id's name for the typedef's (the parenthesized declarator-id was
// skipped as a parameter list), declaring a member type that hid the class template.
template <typename T> class ParamGenerator {};
struct Info {
  typedef ParamGenerator<int>(GeneratorCreationFunc)();
  typedef ParamGenerator<long>(Other)();
};
