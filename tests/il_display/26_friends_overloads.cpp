class Secret { int hidden; friend int peek(const Secret &); public: Secret() : hidden(9) {} };
int peek(const Secret &s) { return s.hidden; }
int over(int);
int over(double);
int over(int a) { return a; }
Secret secret;
