// Only a member function with the same cv- and ref-qualifiers overrides a virtual one; with
// others it hides it (997) and its return type is its own business (no 317).
struct Shape {
  virtual int area() const;
  virtual int size() &;
};
struct Square : Shape {
  long area();
  long size() &&;
};
