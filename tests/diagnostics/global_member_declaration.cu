// 3815: a member function cannot be __global__, declared or defined (at the attribute)
struct S {
  __global__ static void declared();
  __global__ static void defined() {}
  template <class T> __global__ static void templated();
  friend __global__ void friend_kernel();
};
