// No size_t typedef before the first user declaration.
int x = 1;
