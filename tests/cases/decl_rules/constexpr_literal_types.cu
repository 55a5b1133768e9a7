// A constexpr variable of a class that is certainly no literal type (2402, after 2807 for a
// default initialization or 28 at the initializer): constructors none of which is constexpr,
// a user-provided destructor, or a base or member of such a class. Literal classes stay
// silent: aggregates, a constexpr (or defaulted) constructor beside other ones.
struct NoConstexprCtor { NoConstexprCtor() {} NoConstexprCtor(int) {} };
struct CtorTemplate { template <typename... T> CtorTemplate(T...) {} };
struct Inheriting : CtorTemplate { using CtorTemplate::CtorTemplate; };
struct UserDestructor { ~UserDestructor() {} };
struct HasMember { int i; NoConstexprCtor m; };
struct Aggregate { int i; int j; };
struct Mixed { Mixed() {} constexpr Mixed(int) {} };
struct Defaulted { Defaulted() = default; int x = 1; };
struct LiteralBase : Aggregate { constexpr LiteralBase() : Aggregate{1, 2} {} };

constexpr NoConstexprCtor a;
constexpr NoConstexprCtor b(1);
constexpr NoConstexprCtor c = NoConstexprCtor(2);
constexpr CtorTemplate d{};
constexpr Inheriting e;
constexpr UserDestructor f{};
constexpr HasMember g(HasMember{});
constexpr Aggregate h{1, 2};
constexpr Mixed i(3);
constexpr Defaulted j;
constexpr LiteralBase k;

int use() {
    constexpr NoConstexprCtor local(4);
    constexpr Aggregate fine{3, 4};
    (void)&local;
    (void)&i;
    return fine.i + h.j + j.x + k.i;
}
