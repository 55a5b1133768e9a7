__managed__ int m;
int h() { return m; }
