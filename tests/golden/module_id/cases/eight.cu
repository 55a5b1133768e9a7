void abcd() {}
