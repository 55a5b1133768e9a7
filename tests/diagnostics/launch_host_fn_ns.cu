namespace n { void h(); }
void g() { n::h<<<1, 1>>>(); }
