// mathdx commondx/complex_types.hpp: hidden friends of two explicit specializations of one
// class template, each written with the injected-class-name, declare different functions.
template <class T> struct complex;
template <> struct complex<float> {
  float x;
  friend complex operator*(const complex& a, const complex& b) { return a; }
};
template <> struct complex<double> {
  double x;
  friend complex operator*(const complex& a, const complex& b) { return a; }
};
