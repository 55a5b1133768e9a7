struct C { C() {} };
__managed__ C c;
