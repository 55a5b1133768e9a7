//! Function templates for the generated unit, each defined and then explicitly instantiated
//! (or explicitly specialized) so that g++ emits the specialization: type parameters used
//! through pointers, references and class templates; `auto`, `decltype(auto)` and `T`
//! return types; non-type parameters of every kind (negative `int`, `bool`, `char`,
//! `unsigned long`, enumerators, addresses of variables and functions, `nullptr`); type
//! and non-type packs (`J...E`), also empty; template template parameters; expressions of
//! the parameters in the signature (`Box<N + 1, int>`, `Size<sizeof(T)>`, trailing
//! `decltype(t + 1)`); member function templates of classes.

use super::{open_ns, Gen, ARG_TYPES, NAMESPACES};

/// `text` with each whole identifier `from` replaced by `to`.
pub fn substitute(text: &str, pairs: &[(&str, &str)]) -> String {
    let mut out = String::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        match pairs.iter().find(|(from, _)| *from == word.as_str()) {
            Some((_, to)) => out.push_str(to),
            None => out.push_str(word),
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_ascii_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// Parameter patterns over `T` and `U`.
const PATTERNS: &[&str] = &["T", "T*", "const T&", "T&&", "Pair<T, int>", "T (*)(int)", "Box<3, T>", "T const*", "U", "U*", "Tpl1<U>", "T volatile*"];

impl Gen {
    /// One concrete template argument type (never one of the unnamed namespace).
    pub(super) fn arg_type(&mut self) -> String {
        if self.rng.chance(25) {
            let named: Vec<String> = self.classes.iter().filter(|c| !c.anonymous()).map(|c| c.qualified()).collect();
            return self.rng.pick(&named).clone();
        }
        (*self.rng.pick(ARG_TYPES)).to_string()
    }

    /// Each kind of non-type template argument once (the pointer kinds with each value).
    pub(super) fn every_non_type_argument(&mut self) {
        for kind in [0, 1, 2, 3, 4, 5, 5, 5, 6, 6, 6, 7] {
            let name = format!("nt{}", self.defs.len());
            let text = self.non_type_template(&name, kind);
            self.defs.push(text);
        }
    }

    pub(super) fn function_template(&mut self, i: usize) {
        let ns: Vec<Option<String>> = self.rng.pick(NAMESPACES).iter().map(|s| Some(s.to_string())).collect();
        let (open, close) = open_ns(&ns);
        let name = format!("ft{i}");
        let text = match self.rng.below(9) {
            0..=2 => self.type_template(&name, false),
            3 => self.type_template(&name, true),
            4 => {
                let kind = self.rng.below(8);
                self.non_type_template(&name, kind)
            }
            5 => self.pack_template(&name),
            6 => self.template_template(&name),
            7 => self.expression_template(&name),
            _ => return self.member_template(i),
        };
        self.defs.push(format!("{open}{text} {close}"));
    }

    /// `template<class T, class U> R f(P...) {}` and its instantiation (or specialization).
    fn type_template(&mut self, name: &str, specialize: bool) -> String {
        let two = self.rng.chance(50);
        let n = 1 + self.rng.below(3);
        let mut params: Vec<&str> = (0..n).map(|_| *self.rng.pick(PATTERNS)).collect();
        if !two {
            params.retain(|p| !p.contains('U'));
            if params.is_empty() {
                params.push("T");
            }
        }
        if params[0].contains('(') {
            // cufe's parser reads `R* f(T (*)(int))` as a variable with an initializer.
            params.insert(0, "int");
        }
        let (ret, body) = if specialize {
            ("void", "{}")
        } else {
            *self.rng.pick(&[("void", "{}"), ("T", "{ return *(T*)0; }"), ("auto", "{ return (T*)0; }"), ("decltype(auto)", "{ return (T*)0; }"), ("T*", "{ return 0; }")])
        };
        let t = self.arg_type();
        let u = self.arg_type();
        let heads = if two { "class T, class U" } else { "class T" };
        let args = if two { format!("{t}, {u}") } else { t.clone() };
        let pairs = [("T", t.as_str()), ("U", u.as_str())];
        let concrete: Vec<String> = params.iter().map(|p| substitute(p, &pairs)).collect();
        let def = format!("template<{heads}> {ret} {name}({}) {body}", params.join(", "));
        if specialize {
            return format!("{def} template<> void {name}<{args}>({}) {{}}", concrete.join(", "));
        }
        let inst_ret = substitute(ret, &pairs);
        format!("{def} template {inst_ret} {name}<{args} >({});", concrete.join(", "))
    }

    /// A non-type parameter of one kind, used in the signature where its type allows.
    fn non_type_template(&mut self, name: &str, kind: usize) -> String {
        let extra = self.params(2);
        let turn = self.pointer_turn;
        let (head, param, arg, concrete) = match kind {
            0 => {
                let v = (self.rng.below(300) as i64 - 150).to_string();
                ("int N", "Box<N, int>".to_string(), v.clone(), format!("Box<{v}, int>"))
            }
            1 => {
                let v = if self.rng.chance(50) { "true" } else { "false" };
                ("bool B", "Flag<B>".to_string(), v.to_string(), format!("Flag<{v}>"))
            }
            2 => {
                let c = (b'a' + self.rng.below(26) as u8) as char;
                ("char C", String::new(), format!("'{c}'"), String::new())
            }
            3 => {
                let v = self.rng.below(100_000);
                ("unsigned long S", "Size<S>".to_string(), format!("{v}ul"), format!("Size<{v}ul>"))
            }
            4 => ("ns::Color K", String::new(), (*self.rng.pick(&["ns::red", "ns::green"])).to_string(), String::new()),
            // The pointer forms take turns (by position), so that each appears.
            5 => {
                self.pointer_turn += 1;
                ("int* P", String::new(), ["&gvar0", "nullptr", "&gvar2"][turn % 3].to_string(), String::new())
            }
            6 => {
                self.pointer_turn += 1;
                ("void (*F)(int)", String::new(), ["&gfn0", "nullptr", "gfn1"][turn % 3].to_string(), String::new())
            }
            _ => ("a::b::Kind K", String::new(), "a::b::Kind::x".to_string(), String::new()),
        };
        let mut ps: Vec<String> = extra.clone();
        let mut cs: Vec<String> = extra;
        if !param.is_empty() {
            ps.insert(0, param);
            cs.insert(0, concrete);
        }
        format!("template<{head}> void {name}({}) {{}} template void {name}<{arg}>({});", ps.join(", "), cs.join(", "))
    }

    /// Type and non-type packs, possibly empty.
    fn pack_template(&mut self, name: &str) -> String {
        let n = self.rng.below(4);
        let types: Vec<String> = (0..n).map(|_| self.arg_type()).collect();
        match self.rng.below(3) {
            0 => format!("template<class... Ts> void {name}(int, Ts...) {{}} template void {name}<{}>(int{});", types.join(", "), types.iter().map(|t| format!(", {t}")).collect::<String>()),
            1 => {
                let vals: Vec<String> = (0..n).map(|_| (self.rng.below(40) as i64 - 20).to_string()).collect();
                format!("template<int... Ns> void {name}() {{}} template void {name}<{}>();", vals.join(", "))
            }
            _ => {
                let first = self.arg_type();
                format!(
                    "template<class T, class... Ts> void {name}(T, Ts*...) {{}} template void {name}<{first}{}>({first}{});",
                    types.iter().map(|t| format!(", {t}")).collect::<String>(),
                    types.iter().map(|t| format!(", {t}*")).collect::<String>()
                )
            }
        }
    }

    /// Template template parameters.
    fn template_template(&mut self, name: &str) -> String {
        let t = self.arg_type();
        if self.rng.chance(50) {
            let tt = *self.rng.pick(&["Tpl1", "Tpl2", "std::allocator"]);
            format!("template<template<class> class TT> void {name}(TT<{t}>, int) {{}} template void {name}<{tt}>({tt}<{t}>, int);")
        } else {
            format!("template<template<class, class> class TT, class T> void {name}(TT<T, int>*) {{}} template void {name}<Pair, {t}>(Pair<{t}, int>*);")
        }
    }

    /// Expressions of the template parameters in the signature.
    fn expression_template(&mut self, name: &str) -> String {
        let op = *self.rng.pick(&["+", "-", "*"]);
        let k = 1 + self.rng.below(9) as i64;
        match self.rng.below(3) {
            0 => {
                let n = self.rng.below(50) as i64;
                let v = match op {
                    "+" => n + k,
                    "-" => n - k,
                    _ => n * k,
                };
                format!("template<int N> void {name}(Box<N {op} {k}, int>) {{}} template void {name}<{n}>(Box<{v}, int>);")
            }
            1 => {
                let (t, size) = *self.rng.pick(&[("int", 4), ("double", 8), ("char", 1), ("short", 2)]);
                format!("template<class T> void {name}(Size<sizeof(T)>, T) {{}} template void {name}<{t}>(Size<{size}>, {t});")
            }
            _ => {
                let t = *self.rng.pick(&["int", "long", "double", "unsigned"]);
                format!("template<class T> auto {name}(T t) -> decltype(t {op} {k}) {{ return t {op} {k}; }} template auto {name}<{t}>({t}) -> {t};")
            }
        }
    }

    /// A member function template of a class (declared in it, defined and instantiated
    /// outside).
    fn member_template(&mut self, i: usize) {
        let named: Vec<usize> = (0..self.classes.len()).filter(|&c| !self.classes[c].anonymous()).collect();
        let ci = *self.rng.pick(&named);
        let qname = self.classes[ci].qualified();
        let cv = *self.rng.pick(&["", " const", " volatile"]);
        let p = *self.rng.pick(PATTERNS);
        let p = if p.contains('U') { "T" } else { p };
        let t = self.arg_type();
        let concrete = substitute(p, &[("T", t.as_str())]);
        let name = format!("mt{i}");
        self.classes[ci].members.push(format!("template<class T> void {name}({p}, int){cv};"));
        self.defs.push(format!("template<class T> void {qname}::{name}({p}, int){cv} {{}} template void {qname}::{name}<{t}>({concrete}, int){cv};"));
    }
}
