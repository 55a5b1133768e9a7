//! The unit's static initialization function, as g++ 12 at -O0 names it: when some
//! namespace-scope object is initialized dynamically (by code that runs before `main`, such
//! as `<iostream>`'s `static ios_base::Init __ioinit;` or `int x = f();`), the object holds
//! `_Z41__static_initialization_and_destruction_0ii` and `_GLOBAL__sub_I_<first>`, where
//! `<first>` is the name of the unit's first public, non-comdat definition in source order
//! (a constructor or destructor by its C2/D2 variant). Where cufe cannot tell whether an
//! initializer runs code, or which definition comes first, it lists neither and says so.

use super::*;

/// What the walk learned about static initialization.
#[derive(Default)]
pub(super) struct StaticInit {
    /// The first public, non-comdat definition (`None` before one is seen).
    pub first: Option<String>,
    /// A definition cufe does not list came before any it does: `first` is unknown.
    pub first_unknown: bool,
    /// Some initializer certainly runs code.
    pub dynamic: bool,
    /// An initializer cufe cannot judge (its variable, for the message).
    pub unsure: Option<String>,
}

impl Walk<'_> {
    /// A public, non-comdat definition was listed (or, with `None`, one cufe could not list).
    pub(super) fn note_strong_definition(&mut self, mangled: Option<String>) {
        if self.static_init.first.is_some() || self.static_init.first_unknown {
            return;
        }
        match mangled {
            Some(m) => self.static_init.first = Some(m),
            None => self.static_init.first_unknown = true,
        }
    }

    /// A namespace-scope (or static member) variable of the unit with static storage:
    /// whether its initialization runs code. `ty` is its type as modelled.
    pub(super) fn note_initializer(&mut self, ident: &str, specs: &[DeclSpec], init: Option<&Initializer>, ty: Option<&MangleType>, cx: &Cx) {
        if ["constexpr", "constinit", "thread_local"].iter().any(|k| self.keyword(specs, k)) {
            return; // constant initialization, or a thread-local's own init function
        }
        let exprs: Vec<&ast::Expr> = match init {
            Some(Initializer::Assign(e)) => vec![&**e],
            Some(Initializer::Paren(es, _)) | Some(Initializer::Brace(es, _)) => es.iter().collect(),
            _ => vec![],
        };
        let class_type = matches!(ty.map(strip_cv), Some(t @ (MangleType::Named(_) | MangleType::Path(_))) if !self.enums.contains(t));
        let verdict = if exprs.iter().any(|e| self.certainly_runs_code(e, cx)) {
            Some(true)
        } else if exprs.iter().any(|e| may_run_code(e)) {
            None // a call cufe cannot judge (a constexpr function, a lambda)
        } else if class_type {
            // A class object: constructed or destroyed by code unless its class is trivial,
            // which cufe judges only for the header object `<iostream>` defines.
            if self.header_mode && exprs.is_empty() { Some(true) } else { None }
        } else if ty.is_none() {
            None
        } else {
            Some(false)
        };
        match verdict {
            Some(true) => self.static_init.dynamic = true,
            Some(false) => {}
            None => {
                if self.static_init.unsure.is_none() {
                    self.static_init.unsure = Some(ident.to_string());
                }
            }
        }
    }

    /// Whether an initializer certainly runs code: it calls a namespace-scope function the
    /// unit declares that is not `constexpr`, or allocates with `new`.
    fn certainly_runs_code(&self, e: &ast::Expr, cx: &Cx) -> bool {
        match e {
            ast::Expr::New { .. } => return true,
            ast::Expr::Call(callee, _, _) => {
                if let ast::Expr::Name(q) = &**callee {
                    let plain_function = self.lookup_outwards(q, cx, |path| {
                        matches!(self.values.get(path), Some(MangleType::Function { .. })).then(|| !self.constexpr_functions.contains(path))
                    });
                    if plain_function == Some(true) {
                        return true;
                    }
                }
            }
            ast::Expr::Lambda(_) => return false,
            _ => {}
        }
        let mut found = false;
        e.for_each_child(&mut |c| found |= self.certainly_runs_code(c, cx));
        found
    }

    /// The two names, pushed at the end of the walk (or the reason they are not).
    pub(super) fn finish_static_init(&mut self, file_name: &str) {
        let s = std::mem::take(&mut self.static_init);
        if !s.dynamic {
            if let Some(v) = s.unsure {
                self.errors.push(format!("cannot tell whether the initialization of `{v}` runs code: the static initialization functions are not listed"));
            }
            return;
        }
        // With no public definition, the name is the file's, each character that cannot be
        // in a symbol made `_`.
        let first = match (s.first, s.first_unknown) {
            (None, false) if !file_name.is_empty() => Some(file_name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '.' || c == '$' { c } else { '_' }).collect()),
            (first, _) => first,
        };
        match first {
            Some(first) if !s.first_unknown => {
                self.symbols.push(format!("_GLOBAL__sub_I_{first}"));
                self.symbols.push("_Z41__static_initialization_and_destruction_0ii".to_string());
            }
            _ => self.errors.push("the unit's static initialization function is named after a definition cufe does not list: not listed".to_string()),
        }
    }
}

/// The element type of an object: cv and array layers removed.
fn strip_cv(t: &MangleType) -> &MangleType {
    match t {
        MangleType::Qualified(inner, _) | MangleType::Array(inner, _) => strip_cv(inner),
        other => other,
    }
}

/// Whether an expression calls or allocates anywhere (a lambda expression itself only
/// makes a closure object, constant for a namespace-scope lambda, which captures nothing).
fn may_run_code(e: &ast::Expr) -> bool {
    match e {
        ast::Expr::Call(..) | ast::Expr::New { .. } => true,
        ast::Expr::Lambda(_) => false,
        _ => {
            let mut found = false;
            e.for_each_child(&mut |c| found |= may_run_code(c));
            found
        }
    }
}
