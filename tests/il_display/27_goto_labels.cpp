int search(const int *v, int n, int key) {
  int i = 0;
again:
  if (i >= n) goto done;
  if (v[i] == key) return i;
  ++i;
  goto again;
done:
  return -1;
}
