inline int iv = 3;
int later = 1;
