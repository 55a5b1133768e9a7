// sweep cluster: "cufe cannot parse this construct of a system header yet" -- CCCL
// cuda/std/__random/linear_congruential_engine.h:283 (`(void) operator()();`).
struct E { int operator()() { return 1; } void d() { (void) operator()(); } };
