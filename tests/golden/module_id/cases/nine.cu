void abcde() {}
