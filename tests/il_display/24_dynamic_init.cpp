int compute() { return 5; }
int dynamic_value = compute();
struct WithCtor { WithCtor() : v(1) {} int v; };
WithCtor with_ctor;
static int another = dynamic_value + 1;
