enum Color { red, green = 5, blue };
enum class Mode : unsigned char { off, on };
enum { anonymous_a = 1, anonymous_b };
Color c = blue;
Mode m = Mode::on;
enum Big : long long { huge = 10000000000LL };
