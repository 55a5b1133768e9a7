void h();
void g() { h<<<1, 1>>>(); }
