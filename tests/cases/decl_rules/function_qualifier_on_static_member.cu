// 1667: a cv-qualifier on a static member function
struct S { int ok() const; static int g() const; static int h() volatile; };
