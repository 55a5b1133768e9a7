// A mixed overload set (function + function template) is a template before `<`.
int h(int); template<class T> int h(T, T);
int k() { return h<int>(1, 2); }
