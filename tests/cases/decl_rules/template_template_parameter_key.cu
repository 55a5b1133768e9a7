// A template template parameter takes `class` or `typename` (cut from GCC's
// g++.dg/cpp1z/typename-tmpl-tmpl-parm-neg.C): `struct` is rejected by name (996), anything
// else is a missing keyword (2653), both at the token.
template<template<typename> struct X>
  struct D {};
template<template<typename> X>
  struct E {};
template<template<typename> class Y, template<typename> typename Z>
  struct F {};
