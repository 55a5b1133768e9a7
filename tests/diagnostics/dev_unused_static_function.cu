static void sf() {}
