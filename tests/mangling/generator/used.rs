//! What g++ emits only when an emitted function uses it: inline functions (alone or
//! calling each other) with local statics and lambdas, inline variables, variables
//! initialized by lambdas (their closures' call operators); and unnamed enumerations of
//! classes (`Ut_`, `Ut0_`) reaching a mangled name as template arguments through
//! `decltype(C::enumerator)`.

use super::locals::LAMBDA_PARAMS;
use super::{open_ns, Gen, NAMESPACES};

impl Gen {
    fn named_namespace(&mut self) -> (String, String) {
        let ns: Vec<Option<String>> = self.rng.pick(NAMESPACES).iter().map(|s| Some(s.to_string())).collect();
        open_ns(&ns)
    }

    /// An inline function, perhaps called (directly or through another inline one).
    pub(super) fn inline_function(&mut self, i: usize) {
        let (open, close) = self.named_namespace();
        let body = self.local_body();
        let mut text = format!("{open}inline int il{i}(int a) {{ {body} }}");
        match self.rng.below(3) {
            0 => text.push_str(&format!(" int use_il{i}() {{ return il{i}(1); }}")),
            1 => text.push_str(&format!(" inline int il{i}_b() {{ return il{i}(2) + 1; }} int use_il{i}() {{ return il{i}_b(); }}")),
            _ => {}
        }
        self.defs.push(format!("{text} {close}"));
    }

    /// Inline variables and variables initialized by lambdas, perhaps used.
    pub(super) fn lambda_variable(&mut self, i: usize) {
        let (open, close) = self.named_namespace();
        let n = self.rng.below(3);
        let ps: Vec<(&str, &str)> = (0..n).map(|_| *self.rng.pick(LAMBDA_PARAMS)).collect();
        let decl: Vec<String> = ps.iter().enumerate().map(|(j, (t, _))| format!("{t} p{j}")).collect();
        let args: Vec<&str> = ps.iter().map(|(_, a)| *a).collect();
        let mutable = if self.rng.chance(25) { " mutable" } else { "" };
        let inline = if self.rng.chance(40) { "inline " } else { "" };
        let mut text = match self.rng.below(4) {
            0 => format!("{open}inline int iv{i} = {i};"),
            _ => format!("{open}{inline}auto lam{i} = []({}){mutable} {{ return 1; }};", decl.join(", ")),
        };
        if self.rng.chance(65) {
            if text.contains("iv") {
                text.push_str(&format!(" int use_v{i}() {{ return iv{i}; }}"));
            } else {
                text.push_str(&format!(" int use_v{i}() {{ return lam{i}({}); }}", args.join(", ")));
            }
        }
        self.defs.push(format!("{text} {close}"));
    }

    /// A class with unnamed members types, one of its unnamed enumerations a template
    /// argument.
    pub(super) fn unnamed_types(&mut self, i: usize) {
        let (open, close) = self.named_namespace();
        let mut members = Vec::new();
        let mut enumerators = Vec::new();
        for k in 0..1 + self.rng.below(3) {
            if self.rng.chance(30) {
                members.push(format!("struct {{ int q; }} s{k};"));
            } else {
                members.push(format!("enum {{ E{i}_{k}, F{i}_{k} }} e{k};"));
                enumerators.push(format!("E{i}_{k}"));
            }
        }
        if enumerators.is_empty() {
            members.push(format!("enum {{ E{i}_x }} ex;"));
            enumerators.push(format!("E{i}_x"));
        }
        let e = self.rng.pick(&enumerators).clone();
        // No parameters after `T`: c++filt 2.40 counts the substitutions that follow an
        // unnamed type differently from g++ (and cufe), so such names cannot be compared.
        let extra_decl = "";
        self.defs.push(format!(
            "{open}struct UH{i} {{ {} }}; template<class T> void ut{i}(T{extra_decl}) {{}} template void ut{i}<decltype(UH{i}::{e})>(decltype(UH{i}::{e}){extra_decl}); {close}",
            members.join(" ")
        ));
    }
}
