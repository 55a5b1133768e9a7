void f() { missing(); }
