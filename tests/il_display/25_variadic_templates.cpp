template <typename... Ts> int count(Ts... ts) { return sizeof...(ts); }
template <typename T> struct Wrapper { T t; T get() const { return t; } };
template <> struct Wrapper<char> { int special; };
Wrapper<char> wc;
int n = count(1, 2.0, 'c');
