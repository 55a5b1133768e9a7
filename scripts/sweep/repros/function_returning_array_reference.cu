// sweep cluster: "missing ";" here" -- range-v3 0.12 (range/v3/utility/variant.hpp:120):
// `constexpr T (&get() noexcept)[N] { return data_; }`, the definition of a function returning
// a reference to an array. cufe's grammar took a function definition's declarator only with the
// function layer outermost.
int arr[3];
int (&get() noexcept)[3] { return arr; }
