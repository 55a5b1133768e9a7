// A template parameter hides a namespace-scope entity of the same name in the whole
// template, the declarations and expressions of its body included: nothing here refers to
// the incomplete class `T` or to the function `U`.
struct T;
void U(int);

template <typename T>
unsigned long size_of(const T &value) {
    T copy = value;
    copy.anything();
    return sizeof(T) + sizeof(copy);
}

template <class U>
struct Box {
    U held;
    int get() { U other = held; return other.size() + sizeof(U); }
};

template <int T>
int scaled(int x) { return x * T; }

struct T { int a; };
