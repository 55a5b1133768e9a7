// sweep cluster: "a declaration should come here" -- {fmt} 9 (chrono.h:1564, Debian 12's
// libfmt-dev; spdlog's bundled fmt): `locale_.~locale();` where `locale_` is a std::locale and
// `locale` is visible only inside std. After `.~` / `->~` the name is a destructor's, looked up
// in the object's class; cufe's oracle read the unknown name as an identifier, and the grammar
// takes only a type name there.
namespace std { class locale { public: ~locale(); }; }
struct get_locale {
  union { std::locale locale_; };
  ~get_locale() { locale_.~locale(); }
};
