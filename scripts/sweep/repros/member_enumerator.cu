// sweep cluster: "no declaration of "X" is visible here" -- CUTLASS
// gemm/threadblock/threadblock_swizzle_streamk.h:470 (kNone, kMixed), tools/util distribution.h
// (Invalid, Uniform ...): the enumerators of an unscoped enum that is a class member are not
// found from the class's member functions.
struct S {
  enum Strategy { kNone, kMixed };
  Strategy k;
  bool f() const { return k != kNone; }
};
