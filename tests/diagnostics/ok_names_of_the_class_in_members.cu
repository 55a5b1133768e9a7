struct B { int base_value; };
struct D : B { int own; int get() { return base_value + own + later(); } int later() { return 1; } };
