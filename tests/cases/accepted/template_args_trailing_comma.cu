// sweep cluster: "an expression should come here" -- mathdx cublasdx/database/
// suggested_instructions.hpp:213 (`instruction_list< instruction<...>, instruction<...>, >`).
// The reference accepts, without a word, a trailing comma in a template argument list.
template <class... T> struct list {};
using L = list<int, long,>;
