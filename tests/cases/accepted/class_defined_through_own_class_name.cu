// A member class defined through its own class's qualifier (`struct V::W {}` in `V`) is
// accepted (with a warning), not a class defined outside its namespace; nor is one defined
// after its class.
struct Outer {
  struct Inner;
  struct Outer::Inner { int x; };
};
template <class T> struct Holder {
  struct Item;
};
template <class T> struct Holder<T>::Item { T value; };
int use(Outer::Inner i, Holder<int>::Item h) { return i.x + h.value; }
