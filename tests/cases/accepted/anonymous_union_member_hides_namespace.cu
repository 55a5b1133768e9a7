// A member of an anonymous union is a member of the enclosing class: inside the class it hides a namespace of the same name (CUTLASS 41_fused_multi_head_attention fmha_grouped.h: `union { ...; typename MM1::DefaultEpilogue::SharedStorage epilogue; };` and `return epilogue;` inside namespace cutlass, which has a namespace `epilogue`).
namespace cutlass {
namespace epilogue { struct X {}; }
template <class T> struct K {
  struct S {
    union { int mm0; float epilogue; };
    __device__ float &get() { return epilogue; }
  };
};
struct S2 { union { int a; float epilogue; }; float g() { return epilogue; } };
void f() { union { int u1; float epilogue; }; epilogue = 1.0f; }
}
