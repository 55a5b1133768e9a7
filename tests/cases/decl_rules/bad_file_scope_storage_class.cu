// 149: register at namespace scope
register int a;
namespace n { register int b; }
void ok() { register int c; }
