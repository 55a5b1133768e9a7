// An object defined outside its class's members and friends needs a public destructor, and
// a default-initialized one a public default constructor (330, at the object's name).
class BadDtor {
  ~BadDtor() = default;
public:
  BadDtor() {}
};
class PrivCtor { PrivCtor(); public: PrivCtor(int); int x; };
class Prot { protected: ~Prot(); public: Prot(); };
class Open { public: Open(); ~Open(); };
void test() {
  BadDtor dd;
  static BadDtor sd;
  PrivCtor fine(1);                  // fine: a public constructor
  Open o;                            // fine
  (void)o; (void)fine; (void)dd; (void)sd;
}
BadDtor global;
BadDtor globals[2];
PrivCtor pc;
Prot pr;
extern BadDtor declared_only;        // fine: no definition
struct Friend { friend void h(); private: ~Friend(); };
void h() { Friend f; (void)f; }      // fine: a friend
struct Member { static void make() { BadDtor *p = nullptr; (void)p; } };
