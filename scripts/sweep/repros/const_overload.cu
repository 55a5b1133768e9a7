// sweep cluster: "the function "X" is defined a second time" -- CUTLASS (platform.h get_deleter,
// coord.h, matrix_coord.h, layout/matrix.h ...), mathdx, flashinfer (vec_dtypes.cuh operator[]),
// libstdc++ <bitset> (reported there as "cannot parse this construct of a system header").
// Member functions that differ only in their const qualifier are two overloads.
struct V {
  int d;
  int* get() { return &d; }
  int* get() const { return 0; }
};
