// cudafe-ref-flags: --std=c++20
// from cuVS 26.10 (libcuvs-cu12) cuvs/neighbors/cagra.hpp (`template <typename, typename, ann_dataset_view> friend struct index;`): a type-constraint with no parameter name
template <typename T> concept C = true;
template <typename, C> struct X;
