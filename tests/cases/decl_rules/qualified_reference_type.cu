// 512: cv-qualifiers after & or && mean nothing (a warning at the first; GNU's __restrict__
// is fine); the declaration still declares a reference
int value;
int &const alias = value;                       // 512
void take(int &volatile a, int &&const b);      // 512, 512
int &__restrict__ restricted = value;           // fine
int &const volatile both = value;               // 512 once
int use() { return alias + both + restricted; }
