// GoogleTest's gtest-param-util.h (`typedef ParamGenerator<ParamType>(GeneratorCreationFunc)();`
// in a class template): the name of a typedef is the parenthesized declarator-id, not the
// template-id of its type, which stays a template for the rest of the class.
template <typename T> class ParamGenerator {};
template <class Suite> struct Info {
  using ParamType = typename Suite::ParamType;
  typedef ParamGenerator<ParamType>(GeneratorCreationFunc)();
  typedef ParamGenerator<int>(Other)();
  typedef int (Plain)[3];
  ParamGenerator<long> g;
};
typedef ParamGenerator<int>(AtNamespace)();
