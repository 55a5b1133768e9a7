struct Q {
  static const ;
  int x;
};
