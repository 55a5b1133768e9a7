namespace { void anon() {} }
static void st() {}
int late = 7;
