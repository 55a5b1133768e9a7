thread_local int t = 1;
int later = 1;
