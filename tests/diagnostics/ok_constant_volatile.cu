__constant__ volatile int c;
