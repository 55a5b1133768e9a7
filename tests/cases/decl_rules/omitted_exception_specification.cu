void f() noexcept;
void f();
void g() throw();
void g() {}
void h() noexcept(true);
void h() noexcept;
void k() noexcept(false);
void k();
extern __attribute__((host)) __attribute__((device)) __attribute__((device_builtin)) void b1(int) noexcept(true);
void b1(int);
