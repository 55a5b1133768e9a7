namespace n { struct S {}; inline void touch(S) {} }
void h() { n::S s; touch(s); }
