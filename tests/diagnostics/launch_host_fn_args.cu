void h(int);
void g() { h<<<1, 1>>>(2); }
