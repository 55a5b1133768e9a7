__shared__ auto s = 1;
