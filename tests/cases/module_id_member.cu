// Module id: the first definition is an out-of-class const member function in a namespace
// (mangled `_ZNK3geo5Shape4areaEv`), not the initialised variable after it.
namespace geo { struct Shape { float w, h; float area() const; }; }
float geo::Shape::area() const { return w * h; }
int counter = 1;
