void h(int c) {
  yy = 1;
  { yy = 2; }
  if (c) vv = 1;
  vv = 2;
  while (c) { uu = 1; }
  uu = 2;
  for (ww; c;) { }
  ww = 3;
}
