//! Function bodies whose contents g++ emits: local classes (some members called, the same
//! name again in inner blocks), local statics (dynamic, constant and zero
//! initialized, `thread_local`, the same name again in inner blocks for discriminators),
//! lambdas of varied signatures (const and `mutable` call operators, captures, generic
//! ones with `auto` parameters called with several argument types), some called and some
//! not; and `thread_local` variables at namespace scope and as static members,
//! with dynamic or constant initializers, used or not by functions of the unit.

use super::{open_ns, Gen, NAMESPACES};

/// Lambda parameter types with an argument to call them with.
pub(super) const LAMBDA_PARAMS: &[(&str, &str)] = &[
    ("int", "1"), ("double", "2.0"), ("char", "'c'"), ("long long", "3ll"), ("const char*", "nullptr"), ("int*", "nullptr"),
    ("const Pair<int, char>&", "Pair<int, char>()"), ("std::allocator<char>", "std::allocator<char>()"), ("v4si", "v4si()"),
    ("Tpl1<double>*", "nullptr"), ("unsigned", "4u"), ("bool", "true"),
];

/// Arguments for a generic lambda's `auto` parameters (their types are deduced).
const GENERIC_ARGS: &[&str] = &["1", "2.5", "'x'", "true", "3ll", "4u"];

const STATIC_NAMES: &[&str] = &["x", "count", "cache", "y"];

impl Gen {
    /// The statements of a body: statics (a name taken in the current block opens an inner
    /// one) and lambdas, most of them called where they are declared.
    pub(super) fn local_body(&mut self) -> String {
        let mut out = String::from("int sum = 0; ");
        let mut depth = 0;
        let mut taken: Vec<&str> = Vec::new();
        for k in 0..2 + self.rng.below(6) {
            if self.rng.chance(20) {
                // A local class, some of its members called.
                let cname = *self.rng.pick(&["L", "Local"]);
                if taken.contains(&cname) {
                    out.push_str("{ ");
                    depth += 1;
                    taken.clear();
                }
                taken.push(cname);
                out.push_str(&format!("struct {cname} {{ int g(int) {{ return 1; }} int h() const {{ return 2; }} static int s() {{ return 3; }} }}; {cname} lc{k}; "));
                for call in [format!("lc{k}.g(1)"), format!("lc{k}.h()"), format!("{cname}::s()")] {
                    if self.rng.chance(50) {
                        out.push_str(&format!("sum += {call}; "));
                    }
                }
            } else if self.rng.chance(50) {
                let name = *self.rng.pick(STATIC_NAMES);
                if taken.contains(&name) || self.rng.chance(10) {
                    out.push_str("{ ");
                    depth += 1;
                    taken.clear();
                }
                taken.push(name);
                let tls = if self.rng.chance(15) { "thread_local " } else { "" };
                let init = *self.rng.pick(&[" = ext()", " = 7", "", " = ext() + 1", " = 2 * 3"]);
                out.push_str(&format!("static {tls}int {name}{init}; sum += {name}; "));
            } else {
                let n = self.rng.below(3);
                // Some parameters are `auto` (a generic lambda).
                let ps: Vec<(&str, &str)> =
                    (0..n).map(|_| if self.rng.chance(25) { ("auto", *self.rng.pick(GENERIC_ARGS)) } else { *self.rng.pick(LAMBDA_PARAMS) }).collect();
                let decl: Vec<String> = ps.iter().enumerate().map(|(j, (t, _))| format!("{t} p{j}")).collect();
                let capture = *self.rng.pick(&["", "&", "="]);
                let mutable = if self.rng.chance(25) { " mutable" } else { "" };
                out.push_str(&format!("auto l{k} = [{capture}]({}){mutable} {{ return 1; }}; ", decl.join(", ")));
                if self.rng.chance(80) {
                    let args: Vec<&str> = ps.iter().map(|(_, a)| *a).collect();
                    out.push_str(&format!("sum += l{k}({}); ", args.join(", ")));
                    if ps.iter().any(|(t, _)| *t == "auto") && self.rng.chance(50) {
                        // Called again with other argument types: another instantiation.
                        let again: Vec<&str> = ps.iter().map(|(t, a)| if *t == "auto" { *self.rng.pick(GENERIC_ARGS) } else { *a }).collect();
                        out.push_str(&format!("sum += l{k}({}); ", again.join(", ")));
                    }
                }
            }
        }
        out.push_str(&"} ".repeat(depth));
        out + "return sum;"
    }

    /// A function with local statics and lambdas: free, `static`, or a member.
    pub(super) fn local_function(&mut self, i: usize) {
        let body = self.local_body();
        match self.rng.below(3) {
            0 => {
                let ns: Vec<Option<String>> = self.rng.pick(NAMESPACES).iter().map(|s| Some(s.to_string())).collect();
                let (open, close) = open_ns(&ns);
                let ps = self.params(2);
                self.defs.push(format!("{open}int lf{i}({}) {{ {body} }} {close}", ps.join(", ")));
            }
            1 => self.defs.push(format!("static __attribute__((used)) int lf{i}(int a) {{ {body} }}")),
            _ => {
                let named: Vec<usize> = (0..self.classes.len()).filter(|&c| !self.classes[c].anonymous()).collect();
                let ci = *self.rng.pick(&named);
                let cv = *self.rng.pick(&["", " const"]);
                let qname = self.classes[ci].qualified();
                self.classes[ci].members.push(format!("int lm{i}(double){cv};"));
                self.defs.push(format!("int {qname}::lm{i}(double){cv} {{ {body} }}"));
            }
        }
    }

    /// A `thread_local` variable, perhaps used by a function.
    pub(super) fn thread_local_var(&mut self, i: usize) {
        let init = *self.rng.pick(&[" = ext()", " = 5", "", " = ext() * 2"]);
        if self.rng.chance(30) {
            let named: Vec<usize> = (0..self.classes.len()).filter(|&c| !self.classes[c].anonymous()).collect();
            let ci = *self.rng.pick(&named);
            let qname = self.classes[ci].qualified();
            self.classes[ci].members.push(format!("static thread_local int tls{i};"));
            self.defs.push(format!("thread_local int {qname}::tls{i}{init};"));
            return;
        }
        let ns: Vec<Option<String>> = self.rng.pick(NAMESPACES).iter().map(|s| Some(s.to_string())).collect();
        let (open, close) = open_ns(&ns);
        let user = if self.rng.chance(60) { format!(" int use_tls{i}() {{ return tls{i}; }}") } else { String::new() };
        self.defs.push(format!("{open}thread_local int tls{i}{init};{user} {close}"));
    }
}
