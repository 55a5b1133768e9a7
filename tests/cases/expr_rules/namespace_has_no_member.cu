// 135: a qualified name whose namespace declares no such member (CUDA samples particles:
// thrust::get without <thrust/tuple.h>). Every other qualified name here is valid: members of
// reopened, nested, inline and unnamed namespaces, enumerators, namespaces a using-directive
// nominates, using-declarations, aliases and variable templates.
namespace thrust { template <class T> struct vec { T x; }; int count(int n); }
namespace outer {
  enum Colour { red, green };
  inline namespace v1 { int versioned; }
  namespace { int hidden; }
  namespace inner { int deep(int); }
  int shown;
}
namespace outer { int later; }
namespace other { int nominated; int declared_by_using; }
namespace outer { using namespace other; using other::declared_by_using; }
namespace alias = outer::inner;
namespace outer::inner { template <class T> constexpr T zero = T(); }
extern "C++" { namespace outer { int linked; } }

int valid(int t) {
  return thrust::count(t) + outer::red + outer::versioned + outer::hidden + outer::inner::deep(1) +
         outer::shown + outer::later + outer::nominated + outer::declared_by_using + alias::deep(2) +
         outer::inner::zero<int> + outer::linked + ::outer::green;
}

// The reference predeclares std::align_val_t and std::type_info; cufe does not judge std.
namespace std { typedef unsigned long size_t; }
unsigned long predeclared() { return sizeof(std::align_val_t) + std::size_t(1); }

int missing(int t) {
  int a = thrust::nothing;
  int b = outer::inner::absent(t);
  int c = thrust::get<0>(t);
  return a + b + c + ::outer::gone;
}
