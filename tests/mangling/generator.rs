//! A generator of C++ translation units for the mangler test: namespaces (nested, unnamed,
//! inline), classes with nested classes, enums and typedefs, and then definitions that g++
//! must emit: free functions, internal functions and variables (kept by
//! `__attribute__((used))`), `extern "C"` entities, member functions with cv- and
//! ref-qualifiers, static member functions and data members, constructors and destructors,
//! operators of every kind a class or namespace can declare (conversion, `new`/`delete`
//! forms, call, subscript, arrow, postfix), with parameter types drawn from builtins,
//! classes, enums, typedefs, `std::` names that have abbreviations (`Sa Sb Ss Si So Sd St`),
//! class templates with type, integer, negative and `bool` arguments, extended floating
//! types (`_Float16`, `__float128`) and vector types, pointers, cv,
//! references, function pointers, pointers to arrays and to members, repeated to exercise
//! substitutions, `noexcept` and ref-qualified function types; function templates with
//! explicit instantiations and specializations (`templates`); bodies with local statics
//! and lambdas, `thread_local` variables (`locals`); class hierarchies with virtual
//! functions, multiple and virtual bases (`polymorphic`); ABI tags on functions, classes
//! and an inline namespace, propagated from return and variable types; class templates
//! with explicit instantiations of the class and of member templates (`class_templates`);
//! inline functions and variables and lambda-initialized variables used (or not) by
//! emitted functions, unnamed enumerations in template arguments (`used`). C++20. A seed
//! fixes the whole unit.

use std::collections::BTreeSet;
use std::fmt::Write;

mod class_templates;
mod locals;
mod polymorphic;
mod templates;
mod used;

/// xorshift64*: deterministic, no dependency.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

const BUILTINS: &[&str] = &[
    "void*", "bool", "char", "signed char", "unsigned char", "wchar_t", "char8_t", "char16_t", "char32_t", "short", "unsigned short",
    "int", "unsigned", "long", "unsigned long", "long long", "unsigned long long", "__int128", "unsigned __int128",
    "float", "double", "long double", "decltype(nullptr)", "_Float16", "__float128", "v4si", "v2df", "v8hi",
];

/// Types a function template is instantiated with: spelled so that putting one in place of
/// `T` in `const T&` or `T*` keeps the meaning (no declarator parts).
const ARG_TYPES: &[&str] = &[
    "int", "char", "double", "long", "unsigned", "bool", "short", "float", "unsigned long", "long long", "_Float16", "v4si",
    "Pair<int, char>", "std::allocator<char>", "Tpl1<int>", "ns::Holder::In", "ns::Color", "Tagged1", "Vs",
];

/// `std::` names whose manglings use the standard abbreviations, declared by the prelude.
const STD_TYPES: &[&str] = &[
    "std::allocator<int>",
    "std::allocator<char>",
    "std::basic_string<char, std::char_traits<char>, std::allocator<char> >",
    "std::basic_string<wchar_t, std::char_traits<wchar_t>, std::allocator<wchar_t> >",
    "std::basic_istream<char, std::char_traits<char> >",
    "std::basic_ostream<char, std::char_traits<char> >",
    "std::basic_iostream<char, std::char_traits<char> >",
    "std::nothrow_t",
    "std::char_traits<char>",
];

const PRELUDE: &str = "\
namespace std {
  template<class T> class allocator {};
  template<class C> struct char_traits {};
  template<class C, class T, class A> class basic_string {};
  template<class C, class T> class basic_istream {};
  template<class C, class T> class basic_ostream {};
  template<class C, class T> class basic_iostream {};
  struct nothrow_t {};
}
template<int N, class T> struct Box {};
template<bool B> struct Flag {};
template<unsigned long U> struct Size {};
template<class A, class B> struct Pair {};
struct Holder { struct In {}; };
template<class T> struct Tpl1 {};
template<class T> struct Tpl2 {};
int gvar0, gvar1, gvar2;
void gfn0(int) {}
void gfn1(int) {}
typedef int v4si __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
int ext() noexcept;
struct VirtualBase { int vb; };
struct __attribute__((abi_tag(\"ct\", \"at\"))) Tagged1 {};
namespace tg { struct [[gnu::abi_tag(\"x\")]] Tagged2 {}; }
inline namespace __attribute__((abi_tag(\"v2\"))) ver2 { struct Vs {}; }
namespace ns { struct Holder { struct In {}; }; }
namespace a { namespace b { namespace c { struct Holder { struct In {}; }; } } }
namespace Outer { struct Holder { struct In {}; }; }
";

/// Every binary operator a class can declare.
const BINARY: &[&str] = &[
    "+", "-", "*", "/", "%", "^", "&", "|", "=", "+=", "-=", "*=", "/=", "%=", "^=", "&=", "|=", "<<", ">>", "<<=", ">>=", "==", "!=",
    "<", ">", "<=", ">=", "&&", "||", ",", "->*", "[]", "<=>",
];

/// A class of the generated unit.
struct Class {
    /// Namespace path (`None` = the unnamed namespace).
    ns: Vec<Option<String>>,
    name: String,
    /// Member declarations, as written in the body.
    members: Vec<String>,
    /// Member signatures already declared (name + parameter text), to avoid clashes.
    taken: BTreeSet<String>,
    has_dtor: bool,
}

impl Class {
    fn qualified(&self) -> String {
        let mut s = String::new();
        for n in &self.ns {
            if let Some(n) = n {
                s.push_str(n);
                s.push_str("::");
            }
        }
        s + &self.name
    }
    fn anonymous(&self) -> bool {
        self.ns.iter().any(Option::is_none)
    }
}

pub struct Unit {
    pub text: String,
    /// How many definitions were written.
    pub definitions: usize,
}

struct Gen {
    rng: Rng,
    classes: Vec<Class>,
    /// Namespace-scope typedefs: (namespace path, name).
    typedefs: Vec<(Vec<String>, String, String)>,
    enums: Vec<String>,
    defs: Vec<String>,
    free_taken: BTreeSet<String>,
    /// The next binary operator a class declares.
    binary_turn: usize,
    /// Turns of the pointer forms of non-type template arguments.
    pointer_turn: usize,
    /// Polymorphic classes that others may derive from.
    poly_bases: Vec<polymorphic::PolyBase>,
}

const NAMESPACES: &[&[&str]] = &[&[], &["ns"], &["ns", "inner"], &["a", "b", "c"], &["std2"], &["Outer"]];

fn open_ns(path: &[Option<String>]) -> (String, String) {
    let mut open = String::new();
    let mut close = String::new();
    for n in path {
        match n {
            Some(n) => write!(open, "namespace {n} {{ ").unwrap(),
            None => open.push_str("namespace { "),
        }
        close.push_str("} ");
    }
    (open, close)
}

impl Gen {
    /// A parameter type (never `void`), at most `depth` layers of declarator.
    fn ty(&mut self, depth: u32) -> String {
        let base = self.base_type();
        if depth == 0 {
            return base;
        }
        match self.rng.below(14) {
            0 | 1 => {
                let inner = self.ty(depth - 1);
                // A pointer to a function pointer or array pointer needs another declarator form.
                if inner.contains('(') { format!("{base}**") } else { format!("{inner}*") }
            }
            2 => format!("const {}*", base),
            3 => format!("{} const*const*", base),
            4 => format!("volatile {}*", base),
            5 => format!("{}*__restrict", base),
            6 => {
                let ret = self.ret_type();
                let n = self.rng.below(3);
                let ps: Vec<String> = (0..n).map(|_| self.ty(depth - 1)).collect();
                let noexcept = if self.rng.chance(30) { " noexcept" } else { "" };
                format!("{ret} (*)({}){noexcept}", ps.join(", "))
            }
            7 => format!("{} (*)[{}]", base, 1 + self.rng.below(9)),
            8 => {
                let c = self.class_name();
                format!("{base} {c}::*")
            }
            9 => {
                let c = self.class_name();
                let cv = *self.rng.pick(&["", " const", " volatile", " const volatile"]);
                let rq = *self.rng.pick(&["", "", " &", " &&"]);
                let p = self.ty(0);
                format!("void ({c}::*)({p}){cv}{rq}")
            }
            _ => base,
        }
    }

    fn ret_type(&mut self) -> String {
        match self.rng.below(4) {
            0 => "void".into(),
            1 => "int".into(),
            2 => format!("{}*", self.class_name()),
            _ => "double".into(),
        }
    }

    fn class_name(&mut self) -> String {
        let i = self.rng.below(self.classes.len());
        // Classes in the unnamed namespace are still written with their named prefix.
        self.classes[i].qualified()
    }

    fn base_type(&mut self) -> String {
        match self.rng.below(20) {
            0..=7 => (*self.rng.pick(BUILTINS)).to_string(),
            8..=10 => self.class_name(),
            11 => (*self.rng.pick(&["ns::Holder::In", "a::b::c::Holder::In", "Outer::Holder::In", "Holder::In", "Tagged1", "tg::Tagged2", "Vs"])).to_string(),
            12 => self.rng.pick(&self.enums.clone()).clone(),
            13 => {
                let (ns, name, _) = self.rng.pick(&self.typedefs.clone()).clone();
                ns.iter().map(|n| format!("{n}::")).collect::<String>() + &name
            }
            14 | 15 => (*self.rng.pick(STD_TYPES)).to_string(),
            16 => {
                let n = self.rng.below(200) as i64 - 100;
                let t = self.ty_simple();
                format!("Box<{n}, {t} >")
            }
            17 => format!("Flag<{}>", if self.rng.chance(50) { "true" } else { "false" }),
            18 => format!("Size<{}ul>", self.rng.below(1 << 20)),
            _ => {
                let a = self.ty_simple();
                let b = self.ty_simple();
                format!("Pair<{a}, {b} >")
            }
        }
    }

    fn ty_simple(&mut self) -> String {
        match self.rng.below(3) {
            0 => self.class_name(),
            1 => format!("{}*", self.rng.pick(BUILTINS)),
            _ => (*self.rng.pick(BUILTINS)).to_string(),
        }
    }

    /// A parameter list: types repeat often, so that substitutions are exercised.
    fn params(&mut self, max: usize) -> Vec<String> {
        let n = self.rng.below(max + 1);
        let mut out: Vec<String> = Vec::new();
        for _ in 0..n {
            if !out.is_empty() && self.rng.chance(25) {
                let again = self.rng.pick(&out).clone();
                out.push(again);
            } else {
                let d = self.rng.below(3) as u32;
                let mut t = self.ty(d);
                if t.contains('(') {
                    // Function and array pointers take no suffix in this spelling.
                } else if self.rng.chance(12) {
                    t = format!("{t}&");
                } else if self.rng.chance(6) {
                    t = format!("{t}&&");
                } else if self.rng.chance(5) {
                    t = format!("{t} const");
                }
                out.push(t);
            }
        }
        out
    }

    fn free_function(&mut self, i: usize) {
        let ns: Vec<Option<String>> = self.rng.pick(NAMESPACES).iter().map(|s| Some(s.to_string())).collect();
        let mut ps = self.params(4);
        if self.rng.chance(5) {
            ps.push("...".into());
        }
        let name = format!("fn{i}");
        let (open, close) = open_ns(&ns);
        let kind = self.rng.below(8);
        let text = match kind {
            // ABI tags: written on the function, or carried by its return type.
            5 => {
                let tags = *self.rng.pick(&["\"t1\"", "\"t2\", \"a0\"", "\"z\""]);
                let spelling = if self.rng.chance(50) { format!("[[gnu::abi_tag({tags})]]") } else { format!("__attribute__((abi_tag({tags})))") };
                format!("{open}{spelling} void {name}({}) {{}} {close}", ps.join(", "))
            }
            6 => {
                let ret = *self.rng.pick(&["Tagged1", "tg::Tagged2", "Vs", "Tagged1*", "Pair<Vs, int>"]);
                format!("{open}{ret} {name}({}) {{ return {{}}; }} {close}", ps.join(", "))
            }
            0 => format!("{open}static __attribute__((used)) void {name}({}) {{}} {close}", ps.join(", ")),
            1 => format!("{open}namespace {{ __attribute__((used)) void {name}({}) {{}} }} {close}", ps.join(", ")),
            2 => format!("{open}inline namespace v{i} {{ void {name}({}) {{}} }} {close}", ps.join(", ")),
            3 => format!("{open}extern \"C\" void {name}(int, double) {{}} {close}"),
            _ => format!("{open}{} {name}({}) {{ {} }} {close}", "int", ps.join(", "), "return 0;"),
        };
        self.defs.push(text);
    }

    fn variable(&mut self, i: usize) {
        let ns: Vec<Option<String>> = self.rng.pick(NAMESPACES).iter().map(|s| Some(s.to_string())).collect();
        let (open, close) = open_ns(&ns);
        let t = match self.rng.below(4) {
            0 => "int".to_string(),
            1 => {
                let t = self.ty(1);
                if t.contains('(') { "int*".to_string() } else { format!("{t}*") }
            }
            2 => "double".to_string(),
            _ => "unsigned char".to_string(),
        };
        let name = format!("var{i}");
        let text = match self.rng.below(8) {
            0 => format!("{open}static {t} {name} __attribute__((used)); {close}"),
            1 => format!("{open}const int {name} __attribute__((used)) = {i}; {close}"),
            2 => format!("{open}namespace {{ {t} {name} __attribute__((used)); }} {close}"),
            3 => format!("{open}extern \"C\" {{ int {name} = 1; }} {close}"),
            4 => format!("{open}int {name}[{}] = {{1}}; {close}", 1 + i % 7),
            5 => format!("{open}extern const int {name} = 5; {close}"),
            6 => format!("{open}{t} {name}; {close}"),
            _ => format!("{open}{t} {name} = 0; {close}"),
        };
        self.defs.push(text);
    }

    /// A member of class `c` declared in its body and defined out of class.
    fn member(&mut self, i: usize) {
        let ci = self.rng.below(self.classes.len());
        let qname = self.classes[ci].qualified();
        let cname = self.classes[ci].name.clone();
        let (decl, def) = match self.rng.below(10) {
            0..=2 => {
                let ps = self.params(3);
                let cv = self.rng.pick(&["", " const", " volatile", " const volatile"]).to_string();
                let rq = self.rng.pick(&["", "", " &", " &&"]).to_string();
                let name = format!("m{i}");
                (format!("void {name}({}){cv}{rq};", ps.join(", ")), format!("void {qname}::{name}({}){cv}{rq} {{}}", ps.join(", ")))
            }
            4 => {
                let ps = self.params(3);
                let name = format!("sm{i}");
                (format!("static int {name}({});", ps.join(", ")), format!("int {qname}::{name}({}) {{ return 0; }}", ps.join(", ")))
            }
            5 => {
                let name = format!("s{i}");
                let t = *self.rng.pick(&["int", "double", "char*", "long long", "const char*"]);
                let init = if self.rng.chance(50) { " = 0" } else { "" };
                (format!("static {t} {name};"), format!("{t} {qname}::{name}{init};"))
            }
            6 => {
                let ps = self.params(3);
                let key = format!("ctor({})", ps.join(","));
                if !self.classes[ci].taken.insert(key) || ps.len() == 1 && ps[0].contains(&cname) {
                    return self.member_fallback(ci, i);
                }
                (format!("{cname}({});", ps.join(", ")), format!("{qname}::{cname}({}) {{}}", ps.join(", ")))
            }
            7 => {
                if self.classes[ci].has_dtor {
                    return self.defaulted_member(ci, i);
                }
                self.classes[ci].has_dtor = true;
                // Defined, or defaulted outside the class (a definition all the same).
                let body = if self.rng.chance(30) { " = default;" } else { " {}" };
                (format!("~{cname}();"), format!("{qname}::~{cname}(){body}"))
            }
            3 | 8 => match self.operator(ci) {
                Some(x) => x,
                None => return self.member_fallback(ci, i),
            },
            _ => {
                let t = self.rng.pick(&["int", "bool", "double", "void*", "unsigned long", "const char*"]).to_string();
                let key = format!("conv {t}");
                if !self.classes[ci].taken.insert(key) {
                    return self.member_fallback(ci, i);
                }
                let cv = if self.rng.chance(50) { " const" } else { "" };
                (format!("operator {t}(){cv};"), format!("{qname}::operator {t}(){cv} {{ return {{}}; }}"))
            }
        };
        self.classes[ci].members.push(decl);
        self.push_member_def(ci, def);
    }

    /// A special member declared in the class and defaulted outside it: the default or
    /// copy constructor, or the copy assignment.
    fn defaulted_member(&mut self, ci: usize, i: usize) {
        let qname = self.classes[ci].qualified();
        let cname = self.classes[ci].name.clone();
        let (key, decl, def) = match self.rng.below(3) {
            0 => ("ctor()".to_string(), format!("{cname}();"), format!("{qname}::{cname}() = default;")),
            1 => ("ctor(copy)".to_string(), format!("{cname}(const {cname}&);"), format!("{qname}::{cname}(const {qname}&) = default;")),
            _ => ("operator=(copy)".to_string(), format!("{cname}& operator=(const {cname}&);"), format!("{qname}& {qname}::operator=(const {qname}&) = default;")),
        };
        if self.classes[ci].anonymous() || !self.classes[ci].taken.insert(key) {
            return self.member_fallback(ci, i);
        }
        self.classes[ci].members.push(decl);
        self.push_member_def(ci, def);
    }

    fn member_fallback(&mut self, ci: usize, i: usize) {
        let qname = self.classes[ci].qualified();
        let name = format!("mf{i}");
        let ps = self.params(2);
        self.classes[ci].members.push(format!("void {name}({}) const;", ps.join(", ")));
        let def = format!("void {qname}::{name}({}) const {{}}", ps.join(", "));
        self.push_member_def(ci, def);
    }

    /// Members of a class in the unnamed namespace have internal linkage: `used` keeps them.
    fn push_member_def(&mut self, ci: usize, def: String) {
        let def = if self.classes[ci].anonymous() { format!("__attribute__((used)) {def}") } else { def };
        self.defs.push(def);
    }

    /// A member operator: every overloadable spelling, with a parameter type that keeps the
    /// signature unique in its class.
    fn operator(&mut self, ci: usize) -> Option<(String, String)> {
        const UNARY: &[&str] = &["+", "-", "*", "&", "~", "!", "++", "--"];
        let qname = self.classes[ci].qualified();
        let (sig, ret, body) = match self.rng.below(9) {
            0 if self.rng.chance(15) => ("operator co_await()".to_string(), "void", ""),
            0 => (format!("operator{}()", self.rng.pick(UNARY)), "void", ""),
            1 => (format!("operator{}(int)", self.rng.pick(&["++", "--"])), "void", ""),
            2 => ("operator->()".to_string(), "int*", "return nullptr;"),
            3 => {
                let ps = self.params(3);
                (format!("operator()({})", ps.join(", ")), "void", "")
            }
            4 => ("operator new(unsigned long)".to_string(), "static void*", "return nullptr;"),
            5 => (format!("operator {}(void*)", self.rng.pick(&["delete", "delete[]"])), "static void", ""),
            _ => {
                let p = self.ty(1);
                // In turn, so that every spelling appears.
                let op = BINARY[self.binary_turn % BINARY.len()];
                self.binary_turn += 1;
                (format!("operator{op}({p})"), "void", "")
            }
        };
        if !self.classes[ci].taken.insert(sig.clone()) {
            return None;
        }
        let def_ret = ret.trim_start_matches("static ");
        Some((format!("{ret} {sig};"), format!("{def_ret} {qname}::{sig} {{ {body} }}")))
    }

    /// A namespace-scope operator taking one of the classes.
    fn free_operator(&mut self) {
        const OPS: &[&str] = &["+", "-", "*", "/", "==", "<", "<<", ">>", "&", "|", "^", "%", "!=", ">=", "&&"];
        let c = self.class_name();
        let op = *self.rng.pick(OPS);
        let other = self.ty(1);
        let sig = format!("operator{op}(const {c}&, {other})");
        if !self.free_taken.insert(sig.clone()) {
            return;
        }
        self.defs.push(format!("int {sig} {{ return 0; }}"));
    }

    /// Global placement `new`/`delete` forms taking a class (unique by the class).
    fn global_new(&mut self, i: usize) {
        let c = self.class_name();
        let op = *self.rng.pick(&["new", "new[]", "delete", "delete[]"]);
        let sig = if op.starts_with("new") {
            format!("void* operator {op}(unsigned long, {c}*)")
        } else {
            format!("void operator {op}(void*, {c}*)")
        };
        if !self.free_taken.insert(sig.clone()) {
            return self.free_function(i);
        }
        let body = if op.starts_with("new") { "return nullptr;" } else { "" };
        self.defs.push(format!("{sig} {{ {body} }}"));
    }
}

/// A unit with at least `count` definitions.
pub fn generate(seed: u64, count: usize) -> Unit {
    let mut g = Gen {
        rng: Rng::new(seed),
        classes: vec![],
        typedefs: vec![],
        enums: vec![],
        defs: vec![],
        free_taken: BTreeSet::new(),
        binary_turn: seed as usize * 11,
        poly_bases: vec![],
        pointer_turn: 0,
    };
    // Classes: a few per namespace, one in the unnamed namespace.
    let mut class_ns: Vec<Vec<Option<String>>> = NAMESPACES.iter().map(|p| p.iter().map(|s| Some(s.to_string())).collect()).collect();
    class_ns.push(vec![Some("ns".into()), None]);
    for (k, ns) in class_ns.iter().enumerate() {
        for j in 0..2 {
            g.classes.push(Class { ns: ns.clone(), name: format!("C{k}_{j}"), members: vec![], taken: BTreeSet::new(), has_dtor: false });
        }
    }
    g.enums = vec!["ns::Color".into(), "a::b::Kind".into(), "Top".into()];
    g.typedefs = vec![
        (vec!["ns".into()], "cptr".into(), "typedef const char* cptr;".into()),
        (vec![], "u8".into(), "typedef unsigned char u8;".into()),
        (vec!["a".into(), "b".into()], "fnp".into(), "typedef int (*fnp)(double);".into()),
        (vec!["ns".into(), "inner".into()], "lint".into(), "using lint = long;".into()),
    ];
    // Each binary operator once, in some class, then the rest at random.
    for _ in BINARY {
        let ci = g.rng.below(g.classes.len());
        let p = g.ty(1);
        let op = BINARY[g.binary_turn % BINARY.len()];
        g.binary_turn += 1;
        let qname = g.classes[ci].qualified();
        let sig = format!("operator{op}({p})");
        if g.classes[ci].taken.insert(sig.clone()) {
            g.classes[ci].members.push(format!("void {sig};"));
            g.push_member_def(ci, format!("void {qname}::{sig} {{  }}"));
        }
    }
    {
        // `operator co_await` once for certain (it is also drawn at random below).
        let ci = g.rng.below(g.classes.len());
        let qname = g.classes[ci].qualified();
        if g.classes[ci].taken.insert("operator co_await()".into()) {
            g.classes[ci].members.push("void operator co_await();".into());
            g.push_member_def(ci, format!("void {qname}::operator co_await() {{ }}"));
        }
    }
    g.every_non_type_argument();
    let mut i = 0;
    while g.defs.len() < count {
        match g.rng.below(26) {
            0..=2 => g.free_function(i),
            3 | 4 => g.variable(i),
            5..=9 => g.member(i),
            10 => g.free_operator(),
            11 => g.global_new(i),
            12..=15 => g.function_template(i),
            16 | 17 => g.local_function(i),
            18 => g.thread_local_var(i),
            19 | 20 => g.polymorphic(i),
            21 | 22 => g.class_template(i),
            23 => g.inline_function(i),
            24 => g.lambda_variable(i),
            _ => g.unnamed_types(i),
        }
        i += 1;
    }
    let mut text = String::from(PRELUDE);
    text.push_str("namespace ns { enum Color { red, green }; }\nnamespace a { namespace b { enum class Kind : short { x }; } }\nenum Top : long { top };\n");
    for (ns, _, def) in &g.typedefs {
        let (open, close) = open_ns(&ns.iter().cloned().map(Some).collect::<Vec<_>>());
        writeln!(text, "{open}{def} {close}").unwrap();
    }
    // Forward declarations first (parameters name classes of any namespace), then bodies.
    for c in &g.classes {
        let (open, close) = open_ns(&c.ns);
        writeln!(text, "{open}struct {}; {close}", c.name).unwrap();
    }
    for c in &g.classes {
        let (open, close) = open_ns(&c.ns);
        writeln!(text, "{open}struct {} {{", c.name).unwrap();
        for m in &c.members {
            writeln!(text, "  {m}").unwrap();
        }
        writeln!(text, "}}; {close}").unwrap();
    }
    for d in &g.defs {
        text.push_str(d);
        text.push('\n');
    }
    Unit { text, definitions: g.defs.len() }
}
