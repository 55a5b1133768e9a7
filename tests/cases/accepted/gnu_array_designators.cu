// GNU array designators in braced initializers (the reference accepts them in C++): alone,
// chained after member and index designators, as ranges, and beside a lambda whose
// introducer looks alike.
int a[4] = {[0] = 1, [2] = 3};
struct S { int x, y; int z[3]; };
S s = {.x = 1, .y = 2, .z[1] = 4};
int r[8] = {[1 ... 3] = 7, [5] = 1};
int u[2][2] = {[1][1] = 2};
int g(int x) {
    auto l = [x] { return x; };
    int q[2] = {[0] = x};
    int (*fs[1])() = {[] { return 1; }};
    return l() + q[0] + fs[0]();
}
