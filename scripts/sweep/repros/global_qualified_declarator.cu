// sweep cluster: "a declaration should come here" / "cannot parse this construct of a system
// header" -- CCCL cuda/__barrier/barrier_block_scope.h:74 (`friend ::cuda::std::uint64_t*
// ::cuda::device::...::barrier_native_handle(...)`), seen through flashinfer. A declarator
// whose name starts with `::` after a ptr-operator (or right after the type) does not parse.
namespace N { int* g(int); }
int* ::N::g(int) { return 0; }
