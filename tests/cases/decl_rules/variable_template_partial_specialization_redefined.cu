// A partial specialization of a variable template defined twice (3369, at the name of the
// second).
template <class T> T zero = T();
template <class T> T* zero<T*> = nullptr;
template <class T> const T* zero<const T*> = nullptr;
template <class T> T* zero<T*> = nullptr;
