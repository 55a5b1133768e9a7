void h() { static __managed__ int m; }
