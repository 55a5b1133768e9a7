// sweep cluster: "missing ";" here" -- CUTLASS cute/arch/mma_sm90_desc.hpp:122,
// mma_sm100_desc.hpp:110 (every CuTe SM90/SM100 example). Unnamed bit-fields in a
// member-declarator list that starts with one: `uint8_t : 1, base_offset_ : 3, : 4;` (`b : 3, : 4` is fine).
struct Desc {
  unsigned char : 1, base_offset_ : 3, : 4;
  unsigned char : 6, layout_type_ : 2;
};
