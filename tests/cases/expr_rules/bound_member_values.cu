// A member function named without `&X::` (504) goes on as the pointer to member it would be;
// a pointer to member function applied to an object can only be called (300).
struct A {
    void foo();
    int get();
    void bar(int i) {
        void (*p)() = foo;
        int k = i ? 1 : 0;
        void (A::*q)() = foo;
        (this->*q)();
        p();
        (void)k;
    }
};

int use(A a, A *pa) {
    int (A::*g)() = &A::get;
    int x = (a.*g)();
    auto y = a.*g;
    pa->*g;
    return x + ((pa->*g))();
}
