__shared__ constexpr int s = 1;
