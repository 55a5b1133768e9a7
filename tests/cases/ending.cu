// The file ends without a newline after a declaration.
int last = 3;
int z = 0;