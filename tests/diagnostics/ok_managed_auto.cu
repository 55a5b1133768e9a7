__managed__ auto m = 1;
