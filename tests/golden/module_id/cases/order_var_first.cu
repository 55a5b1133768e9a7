int later = 1;
void g() {}
