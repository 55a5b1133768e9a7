void del() = delete;
void f() { del(); }
