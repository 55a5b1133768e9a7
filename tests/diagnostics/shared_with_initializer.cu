__shared__ int s = 3;
