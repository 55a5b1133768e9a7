int x = 3, y = 4;
int arith() { return (x + y) * (x - y) / 2 % 3; }
bool logic() { return x < y && !(x == y) || x >= y; }
int bits() { return (x & y) | (x ^ y) << 2 >> 1; }
int cond() { return x ? y : -y; }
int assign() { int z = 0; z += x; z -= y; z *= 2; return z; }
long cast() { return (long)x + static_cast<long>(y); }
int sz() { return sizeof(int) + sizeof x; }
