float f = 1.5f;
double d = 2.25;
long double ld = 3.0L;
double tiny = 1e-300;
float neg = -0.5f;
double sum = 1.0 + 2.0;
