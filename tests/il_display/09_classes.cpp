class Counter {
public:
  Counter() : n(0) {}
  explicit Counter(int start) : n(start) {}
  ~Counter() {}
  int get() const { return n; }
  void inc() { ++n; }
  static int instances;
private:
  int n;
protected:
  double weight;
};
int Counter::instances = 0;
Counter global_counter;
