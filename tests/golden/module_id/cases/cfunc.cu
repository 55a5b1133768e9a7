extern "C" void cfunc() {}
