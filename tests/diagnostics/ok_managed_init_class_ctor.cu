struct C { int x; };
__managed__ C c = {1};
