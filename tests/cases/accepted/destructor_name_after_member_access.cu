// {fmt} 9's chrono.h (`locale_.~locale();`): after `.~` / `->~` the name is a destructor's,
// looked up in the object's class, so a class name not visible where the call is written is
// still a type name, also with template arguments.
namespace std {
class locale { public: locale(); ~locale(); };
template <class T> struct box { ~box(); };
}
struct get_locale {
  union { std::locale locale_; };
  std::box<int>* b;
  std::locale* p;
  ~get_locale() {
    locale_.~locale();
    p->~locale();
    b->~box();
    b->~box<int>();
  }
};
template <class T> void destroy(T* p) { p->~T(); }
