struct CopyOnly { CopyOnly(const CopyOnly &); int a; };
struct Both { Both(); ~Both(); int b; };
struct Plain { int p; };
struct HasMember { Plain inner; double d; };
struct DerivedPlain : Plain { int q; };
struct Init { int x = 3; };
HasMember has_member;
DerivedPlain derived_plain;
Init init;
