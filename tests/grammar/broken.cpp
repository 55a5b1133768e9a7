// Not C++: the checker in tests/grammar.rs must report the error on line 3.
int ok;
int x = (1 + ;
int also_ok;
