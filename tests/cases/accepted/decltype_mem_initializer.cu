// A base class named by a decltype-specifier in a mem-initializer (clang SemaCXX/class-base-member-init.cpp).
struct Base { Base(int); };
struct A : Base {
  A() : decltype(Base(1))(3) {}
  A(float) : decltype(Base(1)){3} {}
};
