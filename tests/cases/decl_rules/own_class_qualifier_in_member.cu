// A member declared in its class with the class's own name as qualifier: accepted with a
// warning (427, at the qualifier), for functions, static data members and typedefs.
struct Vec {
  int Vec::size();
  void Vec::clear() {}
  static int Vec::count;
  typedef int Vec::index;
  Vec::Vec(int);
  template <class T> void Vec::push(T);
};
template <class T> struct Box {
  int Box::get();
};
