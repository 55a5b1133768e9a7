// 83 (warning): a repeated cv-qualifier
const const int a = 1;
volatile volatile int b;
const volatile int ok = 1;
