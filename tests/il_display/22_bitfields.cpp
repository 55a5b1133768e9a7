struct Flags {
  unsigned a : 1;
  unsigned b : 3;
  int c : 4;
  unsigned : 0;
  unsigned long d : 40;
};
Flags flags;
