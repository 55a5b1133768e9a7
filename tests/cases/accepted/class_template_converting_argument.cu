// A parameter of a class template's specialization that names none of the function template's
// parameters (`B<char>`, `std::string`) takes no part in deduction: the argument converts to it
// by a constructor (found on CLI11's detail::find_and_modify(commandline, "=", escape_detect)).
template <class T> struct B { B(const T *s); B(const B &o); };
typedef B<char> Str;
namespace d {
template <typename C> int fq(Str b, C m) { return 0; }
template <typename C> int fr(B<char> b, C m) { return 0; }
inline long ee(int &str, long offset) { return offset; }
}
int h() { return d::fq("=", 1) + d::fr("=", d::ee); }
