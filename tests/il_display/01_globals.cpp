int counter;
int initialized = 42;
static int file_local = 7;
extern int declared_only;
const int limit = 100;
long long big = 1234567890123LL;
unsigned short small_value = 3;
char letter = 'x';
bool flag = true;
