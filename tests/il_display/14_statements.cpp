int loops(int n) {
  int total = 0;
  for (int i = 0; i < n; ++i) total += i;
  while (total > 100) total -= 10;
  do { total++; } while (total < 5);
  if (total == 7) return 1; else total = 0;
  switch (n) { case 1: total = 1; break; case 2: total = 2; break; default: break; }
  return total;
}
