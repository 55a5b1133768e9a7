//! Integral constant expressions in `cufe symbols`: the value and type of the expressions
//! that template arguments, array bounds and enumerator values spell when they depend on no
//! template parameter (`3 + 4`, `sizeof(long)`, `'a'`, `(char)-1`, `L'w'`, `1 << 10`,
//! enumerators and namespace-scope integer constants), computed as g++ does on x86-64, so
//! that a non-type argument is mangled by its value (`Li7E`), never by its spelling.
//! The evaluation is sema's ([`crate::sema::constant_eval`]); this module says what the
//! names mean to the mangler. Anything else is `None`: the caller reports the entity
//! instead of guessing a name.

use super::*;
use crate::sema::constant_eval::{self, ConstantEnv, Int};
use std::borrow::Cow;

pub(super) use crate::sema::types::convert;

/// The evaluator's view of the walk: names are the enumerators and constants declared so
/// far; a template parameter has no value.
struct MangleEnv<'w, 'a> {
    walk: &'w Walk<'a>,
    cx: &'w Cx,
}

impl ConstantEnv for MangleEnv<'_, '_> {
    type Scope = ();
    fn tok(&self, t: u32) -> Cow<'_, str> {
        self.walk.tok(t).into()
    }
    fn op(&self, t: u32) -> Cow<'_, str> {
        self.walk.op(t).into()
    }
    fn named(&self, q: &ast::QualName, _: ()) -> Option<Int> {
        let (walk, cx) = (self.walk, self.cx);
        if walk.plain(q).is_some_and(|name| cx.template_params.iter().any(|(n, _)| *n == name)) {
            return None;
        }
        // An enumerator promotes to int in arithmetic (the enums here are int-sized unless
        // fixed; an enumerator's own type is the caller's business).
        if let Some(v) = walk.lookup_outwards(q, cx, |path| walk.enumerator_values.get(path).copied()) {
            return Some(Int::new(v, "i"));
        }
        walk.lookup_outwards(q, cx, |path| walk.const_values.get(path).cloned()).map(|(value, code)| Int { value, code })
    }
    fn type_id(&self, ty: &ast::TypeId, _: ()) -> Option<MangleType> {
        self.walk.type_id(ty, self.cx)
    }
    fn spec_type(&self, specs: &[ast::DeclSpec], _: ()) -> Option<MangleType> {
        self.walk.spec_type(specs, self.cx)
    }
}

impl Walk<'_> {
    /// The value and type (builtin code) of an integral constant expression that names no
    /// template parameter; `None` when cufe cannot compute it.
    pub(super) fn eval(&self, e: &ast::Expr, cx: &Cx) -> Option<(i128, String)> {
        constant_eval::evaluate(&MangleEnv { walk: self, cx }, e, ()).map(|v| (v.value, v.code))
    }
}
