//! Class templates: members defined in the body and outside it (`template<...> R
//! C<T...>::f(...) {}`), static data members, constructors and destructors, member
//! templates; explicit instantiations of the class (`template struct C<int, -3>;`) and of a
//! member template of one of its specializations (`template void C<int>::h<char>(char,
//! int);`).

use super::templates::substitute;
use super::{open_ns, Gen, NAMESPACES};

impl Gen {
    pub(super) fn class_template(&mut self, i: usize) {
        let ns: Vec<Option<String>> = self.rng.pick(NAMESPACES).iter().filter(|s| !s.is_empty()).map(|s| Some(s.to_string())).collect();
        let (open, close) = open_ns(&ns);
        let prefix: String = ns.iter().flatten().map(|n| format!("{n}::")).collect();
        let name = format!("CT{i}");
        let (heads, uses, has_type) = *self.rng.pick(&[("class T", "T", true), ("class T, int N", "T, N", true), ("class T, bool B", "T, B", true), ("int N", "N", false)]);
        // Member texts with `T` for the type parameter (`int` where there is none).
        let t = |text: &str| if has_type { text.to_string() } else { substitute(text, &[("T", "int")]) };
        let mut body = Vec::new();
        let mut outside = Vec::new();
        let header = format!("template<{heads}>");
        let scope = format!("{prefix}{name}<{uses}>");
        if self.rng.chance(70) {
            body.push(t(&format!("void b{i}(T*, Pair<T, char>) const {{}}")));
        }
        // Members a single explicit instantiation may name.
        let mut single = Vec::new();
        if self.rng.chance(70) {
            body.push(format!("void c{i}(int);"));
            if self.rng.chance(85) {
                outside.push(format!("{header} void {scope}::c{i}(int) {{}}"));
                single.push(format!("void {{}}::c{i}(int)"));
            }
        }
        if self.rng.chance(60) {
            body.push(format!("static int s{i};"));
            outside.push(format!("{header} int {scope}::s{i} = 1;"));
            single.push(format!("int {{}}::s{i}"));
        }
        if self.rng.chance(40) {
            body.push(t(&format!("static T* p{i};")));
            outside.push(t(&format!("{header} T* {scope}::p{i} = nullptr;")));
        }
        if self.rng.chance(50) {
            body.push(t(&format!("{name}(T, double);")));
            outside.push(t(&format!("{header} {scope}::{name}(T, double) {{}}")));
        }
        if self.rng.chance(50) {
            body.push(format!("~{name}();"));
            outside.push(format!("{header} {scope}::~{name}() {{}}"));
        }
        let member_template = self.rng.chance(60);
        if member_template {
            body.push(t(&format!("template<class U> void h{i}(U, T*) {{}}")));
        }
        body.push("int data;".into());
        let mut text = format!("{open}{header} struct {name} {{ {} }}; {close}", body.join(" "));
        for o in &outside {
            text.push(' ');
            text.push_str(o);
        }
        let mut seen = Vec::new();
        for _ in 0..1 + self.rng.below(2) {
            let args = self.class_template_args(heads);
            if seen.contains(&args) {
                continue;
            }
            text.push_str(&format!(" template struct {prefix}{name}<{args} >;"));
            seen.push(args);
        }
        if !single.is_empty() && self.rng.chance(50) {
            // One member of another specialization.
            let args = self.class_template_args(heads);
            if !seen.contains(&args) {
                let member = self.rng.pick(&single).replace("{}", &format!("{prefix}{name}<{args} >"));
                text.push_str(&format!(" template {member};"));
                seen.push(args);
            }
        }
        if member_template {
            let args = self.class_template_args(heads);
            let u = self.arg_type();
            let concrete_t = if has_type { args.split(", ").next().unwrap_or("int").to_string() } else { "int".into() };
            // The first argument is a type without commas (see `class_template_args`).
            text.push_str(&format!(" template void {prefix}{name}<{args} >::h{i}<{u} >({u}, {concrete_t}*);"));
        }
        self.defs.push(text);
    }

    /// Arguments for a parameter list of `class_template`; the type comes first and is
    /// spelled without a comma.
    fn class_template_args(&mut self, heads: &str) -> String {
        let mut ty = self.arg_type();
        while ty.contains(',') {
            ty = self.arg_type();
        }
        let n = self.rng.below(40) as i64 - 20;
        let b = if self.rng.chance(50) { "true" } else { "false" };
        match heads {
            "class T" => ty,
            "class T, int N" => format!("{ty}, {n}"),
            "class T, bool B" => format!("{ty}, {b}"),
            _ => n.to_string(),
        }
    }
}
