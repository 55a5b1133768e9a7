template <class T> void tf(T) {}
template <> void tf<int>(int) {}
int later = 1;
