namespace n { int v = 3; }
