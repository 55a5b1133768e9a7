__constant__ auto c = 1;
