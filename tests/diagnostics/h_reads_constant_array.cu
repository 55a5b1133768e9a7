__constant__ float c[8];
float h() { return c[2]; }
