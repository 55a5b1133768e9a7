// 265: an unqualified name in a member function finding a private member of a base class
class Engine {
  static void ignite();
  int rpm;
protected:
  int temp;
  void cool();
public:
  void start();
};
struct Car : Engine {
  void drive() { ignite(); }              // 265
  int gauge() { return rpm + temp; }      // 265 at rpm; temp is fine
  void idle() { cool(); start(); }        // fine
};
class Garage {
  static int slots;
  struct Bay { int free() { return slots; } };   // fine: nested
};
