//! The types the IL display can describe from the syntax tree: builtins, cv-qualified,
//! pointers, references, arrays, functions, classes and typedefs, interned so that each
//! distinct type is one `type` entry; and their C++ spelling as the reference writes it
//! after a type reference (`const char *`, `int [3]`, `int (*)(int)`, `void ()`).

use std::collections::HashMap;

pub type TypeIx = usize;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeNode {
    /// A builtin by its display name (`unsigned long`).
    Builtin(String),
    /// `const`/`volatile` on a type: the qualifier text (`const`, `const volatile`).
    Qualified(TypeIx, String),
    Pointer(TypeIx),
    LRef(TypeIx),
    RRef(TypeIx),
    /// A pointer to member: (the class, the member's type).
    PtrToMember(TypeIx, TypeIx),
    Array(TypeIx, Option<u64>),
    /// An array whose bound depends on a template parameter: the bound as the reference
    /// spells it (`((unsigned long)N)`).
    DependentArray(TypeIx, String),
    Function {
        ret: TypeIx,
        params: Vec<TypeIx>,
        variadic: bool,
        /// What follows the parameter list: ` const`, ` &&`, ` noexcept`.
        qualifiers: String,
    },
    /// A parameter pack's expansion in a function type's parameter list (`Ts...`): spelled,
    /// but not an entry of its own (the reference marks the parameter, not a type).
    PackExpansion(TypeIx),
    /// A class, struct or union, by its class record number (see `Interner::classes`).
    Class(usize),
    /// An enumeration, by its record number (see `Interner::enums`).
    Enum(usize),
    /// A typedef or alias: its qualified name and the type it names.
    Typedef(String, TypeIx),
    /// A name cufe could not resolve to a type it knows (a template parameter, an
    /// unresolved qualified name): shown by its spelling, kind `tk_unknown`.
    Unknown(String),
}

/// A class's display facts, filled as its members are read.
#[derive(Clone, Debug, Default)]
pub struct ClassInfo {
    /// `ns::S`.
    pub qualified_name: String,
    /// `tk_struct`, `tk_class` or `tk_union`.
    pub kind: &'static str,
    /// Nonstatic data member types, in order (for size and alignment).
    pub field_types: Vec<TypeIx>,
    /// Bases, virtual functions or bit-fields make the layout something cufe does not compute.
    pub layout_unknown: bool,
    /// `__attribute__((packed))`: every field is aligned to 1 byte (so the class is too).
    pub packed: bool,
    /// Objects need a constructor run (a user-declared constructor, a virtual function or
    /// base, or such a base or member): without an initializer they are `initk_dynamic`.
    pub dynamic_init: bool,
    /// Declared but never defined (the predeclared `_IO_FILE`, `std::type_info`): size 0,
    /// alignment 1, no fields.
    pub incomplete: bool,
    /// A class template's prototype (`Buffer<T#(1,1), N>`): a "nonreal" class of size 0.
    pub template_prototype: bool,
    /// A class template's specialization (`Buffer<int, 4>`), and whether it is an explicit
    /// one (`is_specialized`).
    pub template_specialization: bool,
    pub explicit_specialization: bool,
}

/// An enumeration's display facts.
#[derive(Clone, Debug)]
pub struct EnumInfo {
    /// `ns::E`.
    pub qualified_name: String,
    /// The underlying integer type (a builtin).
    pub underlying: TypeIx,
    pub explicit_base: bool,
    pub scoped: bool,
    /// No explicit base and every value non-negative.
    pub unsigned_values: bool,
    /// Declared without a name (`enum { a, b };`).
    pub originally_unnamed: bool,
    /// The alignment the compiler recorded when it is not the underlying type's (the
    /// predeclared `std::align_val_t` shows 1).
    pub recorded_alignment: Option<u64>,
    /// Declared by the compiler, without an enumerator list (`std::align_val_t`).
    pub predeclared: bool,
}

#[derive(Default)]
pub struct Interner {
    pub nodes: Vec<TypeNode>,
    index: HashMap<TypeNode, TypeIx>,
    pub classes: Vec<ClassInfo>,
    pub enums: Vec<EnumInfo>,
}

/// Deeply nested declarators could make the recursive spelling overflow the stack; past
/// this depth a type is spelled `...`.
const MAX_DEPTH: usize = 200;

impl Interner {
    /// The index of `node`, and whether it is new.
    pub fn intern(&mut self, node: TypeNode) -> (TypeIx, bool) {
        if let Some(&ix) = self.index.get(&node) {
            return (ix, false);
        }
        let ix = self.nodes.len();
        self.nodes.push(node.clone());
        self.index.insert(node, ix);
        (ix, true)
    }

    /// The spelling after a type reference (`int (*)(int)`).
    pub fn spell(&self, t: TypeIx) -> String {
        self.spell_with(t, String::new(), 0)
    }

    fn spell_with(&self, t: TypeIx, inner: String, depth: usize) -> String {
        let join = |base: &str, inner: &str| {
            if inner.is_empty() {
                base.to_string()
            } else {
                format!("{base} {inner}")
            }
        };
        if depth > MAX_DEPTH {
            return join("...", &inner);
        }
        let Some(node) = self.nodes.get(t) else {
            return join("<error type>", &inner);
        };
        match node {
            TypeNode::Builtin(n) | TypeNode::Typedef(n, _) | TypeNode::Unknown(n) => {
                join(n, &inner)
            }
            TypeNode::Enum(e) => join(
                self.enums.get(*e).map(|e| e.qualified_name.as_str()).unwrap_or("<enum>"),
                &inner,
            ),
            TypeNode::Class(c) => join(
                self.classes
                    .get(*c)
                    .map(|c| c.qualified_name.as_str())
                    .unwrap_or("<class>"),
                &inner,
            ),
            TypeNode::Qualified(base, cv) => match self.nodes.get(*base) {
                Some(
                    TypeNode::Pointer(_) | TypeNode::LRef(_) | TypeNode::RRef(_) | TypeNode::PtrToMember(..),
                ) => self
                    .spell_with(
                        *base,
                        if inner.is_empty() {
                            cv.clone()
                        } else {
                            format!("{cv} {inner}")
                        },
                        depth + 1,
                    ),
                _ => format!("{cv} {}", self.spell_with(*base, inner, depth + 1)),
            },
            TypeNode::Pointer(p) => {
                self.spell_with(*p, self.wrap(*p, format!("*{inner}")), depth + 1)
            }
            TypeNode::LRef(p) => self.spell_with(*p, self.wrap(*p, format!("&{inner}")), depth + 1),
            TypeNode::RRef(p) => {
                self.spell_with(*p, self.wrap(*p, format!("&&{inner}")), depth + 1)
            }
            TypeNode::PtrToMember(class, member) => {
                let class = self.spell_with(*class, String::new(), depth + 1);
                self.spell_with(*member, self.wrap(*member, format!("{class}::*{inner}")), depth + 1)
            }
            TypeNode::PackExpansion(p) => format!("{}...", self.spell_with(*p, inner, depth + 1)),
            TypeNode::Array(e, n) => {
                let bound = n.map(|n| n.to_string()).unwrap_or_default();
                self.spell_with(*e, format!("{inner}[{bound}]"), depth + 1)
            }
            TypeNode::DependentArray(e, bound) => self.spell_with(*e, format!("{inner}[{bound}]"), depth + 1),
            TypeNode::Function {
                ret,
                params,
                variadic,
                qualifiers,
            } => {
                let mut ps: Vec<String> = params
                    .iter()
                    .map(|p| self.spell_with(*p, String::new(), depth + 1))
                    .collect();
                if *variadic {
                    ps.push("...".into());
                }
                self.spell_with(*ret, format!("{inner}({}){qualifiers}", ps.join(", ")), depth + 1)
            }
        }
    }

    /// A pointer or reference to an array or function needs parentheses: `(*)(int)`.
    fn wrap(&self, pointee: TypeIx, inner: String) -> String {
        match self.nodes.get(pointee) {
            Some(TypeNode::Array(..) | TypeNode::DependentArray(..) | TypeNode::Function { .. }) => format!("({inner})"),
            _ => inner,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Expected spellings are copied from the reference's `--il_display` output.
    #[test]
    fn spellings_match_the_reference() {
        let mut t = Interner::default();
        let int = t.intern(TypeNode::Builtin("int".into())).0;
        let ch = t.intern(TypeNode::Builtin("char".into())).0;
        let void = t.intern(TypeNode::Builtin("void".into())).0;
        let cch = t.intern(TypeNode::Qualified(ch, "const".into())).0;
        let p_cch = t.intern(TypeNode::Pointer(cch)).0;
        assert_eq!(t.spell(p_cch), "const char *");
        let arr = t.intern(TypeNode::Array(int, Some(3))).0;
        assert_eq!(t.spell(arr), "int [3]");
        let f = t
            .intern(TypeNode::Function {
                ret: int,
                params: vec![int],
                variadic: false,
                qualifiers: String::new(),
            })
            .0;
        let fp = t.intern(TypeNode::Pointer(f)).0;
        assert_eq!(t.spell(fp), "int (*)(int)");
        let v = t
            .intern(TypeNode::Function {
                ret: void,
                params: vec![],
                variadic: false,
                qualifiers: String::new(),
            })
            .0;
        assert_eq!(t.spell(v), "void ()");
        let f2 = t
            .intern(TypeNode::Function {
                ret: int,
                params: vec![int, ch],
                variadic: false,
                qualifiers: String::new(),
            })
            .0;
        assert_eq!(t.spell(f2), "int (int, char)");
        let r = t.intern(TypeNode::LRef(int)).0;
        assert_eq!(t.spell(r), "int &");
        let vp = t.intern(TypeNode::Pointer(void)).0;
        let fvp = t
            .intern(TypeNode::Function {
                ret: vp,
                params: vec![],
                variadic: false,
                qualifiers: String::new(),
            })
            .0;
        assert_eq!(t.spell(fvp), "void *()");
        assert_eq!(t.intern(TypeNode::Pointer(cch)), (p_cch, false));
        let s = t.intern(TypeNode::Unknown("S".into())).0;
        let pm = t.intern(TypeNode::PtrToMember(s, int)).0;
        assert_eq!(t.spell(pm), "int S::*");
        let fi = t
            .intern(TypeNode::Function { ret: int, params: vec![int], variadic: false, qualifiers: String::new() })
            .0;
        let pmf = t.intern(TypeNode::PtrToMember(s, fi)).0;
        assert_eq!(t.spell(pmf), "int (S::*)(int)");
        let ts = t.intern(TypeNode::Unknown("Ts#(1,1)".into())).0;
        let pack = t.intern(TypeNode::PackExpansion(ts)).0;
        let fpack = t
            .intern(TypeNode::Function { ret: int, params: vec![pack], variadic: false, qualifiers: String::new() })
            .0;
        assert_eq!(t.spell(fpack), "int (Ts#(1,1)...)");
    }

    #[test]
    fn bad_indices_and_deep_nesting_do_not_panic() {
        let mut t = Interner::default();
        assert_eq!(t.spell(42), "<error type>");
        let mut ty = t.intern(TypeNode::Builtin("int".into())).0;
        for _ in 0..10_000 {
            ty = t.intern(TypeNode::Pointer(ty)).0;
        }
        assert!(t.spell(ty).starts_with("..."));
    }
}
