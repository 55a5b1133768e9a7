static int s = 1;
namespace { int a = 2; }
extern "C" { static void sc() {} }
int later = 1;
