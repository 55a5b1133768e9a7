// Nothing converts implicitly to an enumeration but its own values: 144 (initialization),
// 167 (argument), 513 (assignment), 120 (return). Casts and enumerations with a fixed
// underlying type initialized from a braced value (C++17) are fine; an enumerator converts
// to an integer.
enum E { EA, EB };
enum class F : int { FA };
enum G : int { GA };
E e = 1;
E e2 = EB;
F f{1};
G g{2};
void take(E);
E gx; int gi; F gy; E gz; bool gb;
void u() { take(0); gx = EA; gx = 1; gx = EB; gi = EA; gy = F::FA; gy = F(3); gz = static_cast<E>(1); gb = EA; }
E r() { return 0; }
E e4 = (E)1;
E e5 = E(1);
