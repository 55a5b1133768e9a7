// sweep cluster: "cufe cannot parse this construct of a system header yet" -- libstdc++ <future>:1435
// (`struct __future_base::_Task_state_base<_Res(_Args...)>` calling `_S_allocate_result<_Res>(__a)`):
// a nested class template defined outside its class sees the enclosing class's members.
struct FB { template<typename R, typename A> static R* al(const A&) { return 0; } template<typename S> struct T; };
template<typename S> struct FB::T { void f(int a) { al<S>(a); } };
