__constant__ constexpr int c = 3;
