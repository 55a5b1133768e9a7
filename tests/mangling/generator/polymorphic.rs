//! Class hierarchies with virtual functions: roots holding only their vtable pointer,
//! classes derived from one of them, classes derived from two (overriders of the second
//! base's functions get thunks), and classes with a virtual base (VTT; overriders of a
//! polymorphic virtual base's functions get virtual thunks). Virtual functions
//! are pure, defined in the class or defined outside it, in varied orders, so the key
//! function (and whether the unit defines it: vtable, typeinfo and typeinfo name) changes
//! from class to class; every polymorphic class declares its destructor.

use super::{open_ns, Gen, NAMESPACES};

/// Parameter lists of virtual functions.
const VIRTUAL_PARAMS: &[&str] = &["", "int", "double, int", "const char*", "long", "Pair<int, char>&", "v4si", "ns::Color"];

/// A class other classes of this module may derive from.
#[derive(Clone)]
pub struct PolyBase {
    pub qualified: String,
    /// Virtual functions other than the destructor: name, parameters, cv.
    pub virtuals: Vec<(String, String, &'static str)>,
    /// Whether it has no bases (it may then be a virtual base).
    pub root: bool,
}

impl Gen {
    /// One polymorphic class, its members defined (or not) after it.
    pub(super) fn polymorphic(&mut self, i: usize) {
        let ns: Vec<Option<String>> = self.rng.pick(NAMESPACES).iter().map(|s| Some(s.to_string())).collect();
        let (open, close) = open_ns(&ns);
        let prefix: String = ns.iter().flatten().map(|n| format!("{n}::")).collect();
        let name = format!("P{i}");
        let qualified = format!("{prefix}{name}");
        let kind = if self.poly_bases.is_empty() { 0 } else { self.rng.below(5) };
        let bases: Vec<PolyBase> = match kind {
            0 => vec![],
            1 | 2 => vec![self.rng.pick(&self.poly_bases.clone()).clone()],
            3 => {
                let a = self.rng.pick(&self.poly_bases.clone()).clone();
                let b = self.rng.pick(&self.poly_bases.clone()).clone();
                if a.qualified == b.qualified { vec![a] } else { vec![a, b] }
            }
            _ => {
                // A virtual base: a root with virtual functions (thunks), or a plain class.
                let roots: Vec<PolyBase> = self.poly_bases.iter().filter(|b| b.root).cloned().collect();
                if !roots.is_empty() && self.rng.chance(60) { vec![self.rng.pick(&roots).clone()] } else { vec![] }
            }
        };
        let virtual_base = kind == 4;
        // Members: (declaration in the class, definition outside or None).
        let mut members: Vec<(String, Option<String>)> = Vec::new();
        let dtor_virtual = if bases.is_empty() { "virtual " } else { "" };
        let dtor_override = if bases.is_empty() { "" } else { " override" };
        members.push((format!("{dtor_virtual}~{name}(){dtor_override};"), Some(format!("{qualified}::~{name}() {{}}"))));
        let mut own = Vec::new();
        for j in 0..1 + self.rng.below(3) {
            let f = format!("v{i}_{j}");
            let ps = (*self.rng.pick(VIRTUAL_PARAMS)).to_string();
            let cv = *self.rng.pick(&["", " const"]);
            match self.rng.below(6) {
                0 => members.push((format!("virtual int {f}({ps}){cv} = 0;"), None)),
                1 => members.push((format!("virtual int {f}({ps}){cv} {{ return 0; }}"), None)),
                _ => members.push((format!("virtual int {f}({ps}){cv};"), Some(format!("int {qualified}::{f}({ps}){cv} {{ return 1; }}")))),
            }
            own.push((f, ps, cv));
        }
        let mut overridden: Vec<String> = Vec::new();
        for b in &bases {
            for (f, ps, cv) in &b.virtuals {
                if !overridden.contains(f) && self.rng.chance(60) {
                    overridden.push(f.clone());
                    members.push((format!("int {f}({ps}){cv} override;"), Some(format!("int {qualified}::{f}({ps}){cv} {{ return 2; }}"))));
                }
            }
        }
        if virtual_base {
            members.push((format!("{name}(int);"), Some(format!("{qualified}::{name}(int) {{}}"))));
        }
        // Shuffle the declarations: the key function is the first virtual one declared.
        for k in (1..members.len()).rev() {
            let j = self.rng.below(k + 1);
            members.swap(k, j);
        }
        let mut heads: Vec<String> = bases.iter().map(|b| if virtual_base { format!("virtual {}", b.qualified) } else { b.qualified.clone() }).collect();
        if virtual_base && bases.is_empty() {
            heads.push("virtual VirtualBase".into());
        }
        let head = if heads.is_empty() { String::new() } else { format!(" : {}", heads.join(", ")) };
        let body: String = members.iter().map(|(d, _)| format!("{d} ")).collect();
        // Classes nothing derives from may hold data (bases hold only their vptr).
        let data = if bases.len() == 2 || virtual_base { "int data; " } else { "" };
        let mut text = format!("{open}struct {name}{head} {{ {data}{body}}}; {close}");
        for (_, def) in &members {
            // Some definitions are left out: a missing key function means no vtable here.
            if let Some(def) = def.as_ref().filter(|_| self.rng.chance(85)) {
                text.push(' ');
                text.push_str(def);
            }
        }
        self.defs.push(text);
        if bases.len() <= 1 && !virtual_base {
            let mut virtuals = own;
            virtuals.extend(bases.iter().flat_map(|b| b.virtuals.clone()));
            let root = bases.is_empty();
            self.poly_bases.push(PolyBase { qualified, virtuals, root });
        }
    }
}
