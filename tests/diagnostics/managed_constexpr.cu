__managed__ constexpr int m = 1;
