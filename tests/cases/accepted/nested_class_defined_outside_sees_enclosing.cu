// A nested class (or class template, or partial specialization) sees the members of the classes enclosing it, also when it is defined outside them (libstdc++ <future>: `template<typename _Res, typename... _Args> struct __future_base::_Task_state_base<_Res(_Args...)>` calls `_S_allocate_result<_Res>(__a)`).
struct FB {
  template<typename R, typename A> static R* al(const A&) { return 0; }
  template<typename S> struct TSB;
  template<typename S> struct TP;
  struct N;
  static int s;
  struct Inline { int f() { return s; } struct Deeper { int g() { return s + 1; } }; };
};
template<typename R, typename... Args>
struct FB::TSB<R(Args...)> {
  template<typename A> TSB(const A& a) : m(al<R>(a)) { }
  R* m;
};
template<typename S>
struct FB::TP { void f(int a) { al<S>(a); } };
struct FB::N {
  N() : m(al<int>(1)) { }
  int* m;
  int h() { return s; }
};
