// An alias template redeclared in terms of itself, `template<typename U> using T = T<U>;` after
// `template<typename U> using T = int;` (clang's SemaCXX/alias-template): the earlier
// declaration is visible in the type-id.
namespace RedeclAliasTypedef {
  template<typename U> using T = int;
  template<typename U> using T = int;
  template<typename U> using T = T<U>;
}
RedeclAliasTypedef::T<char> x = 1;
