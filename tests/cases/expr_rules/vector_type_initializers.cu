// A GNU vector type (`__attribute__((vector_size(N)))`) holds N bytes of elements: a braced
// list of that many values initializes it; it is no scalar.
typedef int __attribute__((vector_size(16))) v4i;
typedef float v4f __attribute__((vector_size(16)));
v4i four_ints = {0, 1, 2, 3};             // fine
v4f four_floats = {1, 2, 3, 4};           // fine
int __attribute__((vector_size(8))) two = {1, 2};   // fine
int scalar = {1, 2};                      // error: a scalar
v4f sum() { return four_floats + four_floats; }
