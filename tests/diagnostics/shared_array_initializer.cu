__shared__ int s[2] = {1, 2};
