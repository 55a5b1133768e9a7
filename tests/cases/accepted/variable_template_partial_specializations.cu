// Partial specializations of one variable template that differ, and one of the same name in
// another namespace, are no redefinitions.
template <class T> T zero = T();
template <class T> T* zero<T*> = nullptr;
template <class T> const T* zero<const T*> = nullptr;
template <class T> T& zero<T&> = zero<T>;
namespace other {
template <class T> T zero = T();
template <class T> T* zero<T*> = nullptr;
}
int *p = zero<int*>;
