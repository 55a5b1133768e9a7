// A cv-qualified `void` as the whole parameter list is nonstandard (2410), named or beside
// other parameters it is a void parameter (526); both at the parameter's first token. Cut
// from g++.dg/conversion/err-recover1.C.
void a(const void);
void b(void const);
void c(volatile void);
void d(const void x);
void e(void);
void g(int, const void);
