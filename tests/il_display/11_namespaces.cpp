namespace outer {
  int x = 1;
  namespace inner { int y = 2; }
  inline namespace v1 { int z = 3; }
}
namespace { int hidden = 4; }
namespace outer { int reopened = 5; }
namespace alias = outer::inner;
int use_alias = alias::y;
