// 84: type keywords that do not combine
int float a;
long long long b;
double long double c;
static unsigned float d;
long double long e;
__int128 long f;
signed unsigned g;
unsigned long long long int h;
unsigned __int128 ok1;
long double ok2;
unsigned long long int ok3;
