template <typename T> T maximum(T a, T b) { return a > b ? a : b; }
template <typename T, int N> struct Buffer { T data[N]; int size() const { return N; } };
Buffer<int, 4> ib;
int use_max() { return maximum(1, 2) + ib.size(); }
template <class T> struct Box { T value; };
Box<double> box;
