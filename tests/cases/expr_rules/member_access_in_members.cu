// 265, 410: private and protected members used inside member functions: a class's own
// members and those of the classes nested in it may use them; other classes may not; a
// derived class uses a protected member only through its own objects (410)
class Account {
  int balance;
protected:
  int limit;
public:
  int id;
  struct Audit { int check(Account &a) { return a.balance; } };   // fine: nested
  int same(Account &other) { return other.balance + other.limit; } // fine: its own
};
struct Bank { int peek(Account &a) { return a.balance; } };          // 265
struct Teller { int limit_of(Account &a) { return a.limit; } };      // 265
struct Savings : Account {
  int own() { return limit; }                                        // fine
  int through_base(Account &a) { return a.limit; }                   // 410
  int through_own(Savings &s) { return s.limit; }                    // fine
  int visible(Account &a) { return a.id; }                           // fine
  int secret(Account &a) { return a.balance; }                       // 265
};
class Vault { int code; friend struct Keyholder; };
struct Keyholder { int open(Vault &v) { return v.code; } };          // fine: a friend
