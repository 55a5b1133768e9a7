enum { first_unnamed, second_unnamed } unnamed_enum_var;
extern int defined_later;
int defined_later = 3;
struct A { struct B { friend void befriended(B); static int defined_outside; static const int in_class = 4; }; };
void befriended(A::B b) {}
int A::B::defined_outside;
A::B nested_obj;
template <typename... Ts> void forward_all(Ts &&...ts) {}
struct __attribute__((__packed__)) Tight { char c; double d; short s; };
Tight tight;
int A::B::*member_ptr;
double (Tight::*no_such_member);
