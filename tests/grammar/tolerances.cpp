// Constructs the reference (EDG, as nvcc runs it) accepts and g++ rejects, which real
// NVIDIA headers rely on. Not checked with g++.

// A member alias named like the enclosing namespace's template it aliases, without
// qualification (CUB block_scan_raking.cuh: `using BlockRakingLayout =
// BlockRakingLayout<T, BLOCK_THREADS>;`; g++: "changes meaning").
template <class T, int N> struct Layout {};
template <class T>
struct raking { using Layout = Layout<T, 4>; Layout l; };

// A dependent member type in a cast without `typename` (CUB dispatch_segmented_sort.cuh
// `static_cast<ChooseOffsetT::type>(n)`).
template <class ChooseOffsetT>
long narrow(long n) { return static_cast<ChooseOffsetT::type>(n); }

// A destructor named with a template-id inside its class template (g++ -std=c++20:
// "template-id not allowed for destructor"; issue 14's constructor variant).
template <class T> struct D { ~D<T>() {} };
