//! Integer constant expressions, as far as the display needs them (array bounds): the
//! evaluation is sema's ([`crate::sema::constant_eval`]); this module gives it the names the
//! display knows: the values of `const`/`constexpr` integer variables, of enumerators
//! declared so far and of the non-type template arguments of the specialization being read,
//! and the `constexpr` functions whose body is a single `return e;`. Anything else is "not a
//! constant cufe can evaluate" (`None`), never a guess.

use super::*;
use crate::sema::constant_eval::{self, ConstantEnv, Int};
use std::borrow::Cow;

/// A `constexpr` function cufe can evaluate, its names looked up from a display scope.
pub(super) type ConstexprFunction = constant_eval::ConstexprFunction<usize>;

impl<'a> Builder<'a> {
    /// The value of an integer constant expression in `scope`, if cufe can evaluate it.
    pub(super) fn constant_value(&self, e: &Expr, scope: usize) -> Option<i64> {
        constant_eval::evaluate(self, e, scope).and_then(|v| i64::try_from(v.value).ok())
    }

    /// The same, with names bound to values first (an enum's earlier enumerators).
    pub(super) fn constant_value_with(&self, e: &Expr, scope: usize, bound: &HashMap<String, i64>) -> Option<i64> {
        let bound = bound.iter().map(|(n, &v)| (n.clone(), Int::untyped(i128::from(v)))).collect();
        constant_eval::evaluate_with(self, e, scope, &bound).and_then(|v| i64::try_from(v.value).ok())
    }

    /// Records a `constexpr` function defined as `{ return e; }`.
    pub(super) fn record_constexpr_function(&mut self, f: &FunctionDef, name: &str, scope: usize) {
        if !self.has_keyword(&f.specs, "constexpr") {
            return;
        }
        let FunctionBody::Block(b) = &f.body else { return };
        let [Stmt::Return(Some(returned), _)] = b.stmts.as_slice() else { return };
        let Some(clause) = f.declarator.function_params() else { return };
        let mut params = vec![];
        for p in &clause.params {
            match p.declarator.name().map(|q| &q.last) {
                Some(UnqualKind::Plain(seg)) => params.push(self.tok(seg.tok).to_string()),
                _ => return,
            }
        }
        self.constexpr_functions
            .insert((scope, name.to_string()), std::rc::Rc::new(ConstexprFunction { params, returned: returned.clone(), scope, signature: None }));
    }

    /// Records the value of a `const` or `constexpr` integer variable's initializer.
    pub(super) fn record_constant_variable(&mut self, name: &str, scope: usize, init: Option<&Initializer>) {
        let e = match init {
            Some(Initializer::Assign(e)) => &**e,
            Some(Initializer::Brace(list, _) | Initializer::Paren(list, _)) if list.len() == 1 => &list[0],
            _ => return,
        };
        if let Some(v) = self.constant_value(e, scope) {
            self.constant_variables.insert((scope, name.to_string()), v);
        }
    }

    /// `name` looked up from `scope` outwards in `map`.
    fn lookup_outwards<'m, T>(&self, map: &'m HashMap<(usize, String), T>, mut scope: usize, name: &str) -> Option<&'m T> {
        for _ in 0..MAX_NESTING {
            if let Some(v) = map.get(&(scope, name.to_string())) {
                return Some(v);
            }
            scope = self.scopes[scope].parent?;
        }
        None
    }
}

impl ConstantEnv for Builder<'_> {
    type Scope = usize;
    fn tok(&self, t: u32) -> Cow<'_, str> {
        Builder::tok(self, t).into()
    }
    fn op(&self, t: u32) -> Cow<'_, str> {
        Builder::op(self, t).into()
    }
    fn named(&self, q: &QualName, scope: usize) -> Option<Int> {
        let UnqualKind::Plain(seg) = &q.last else { return None };
        if !q.scopes.is_empty() || seg.template_args.is_some() {
            return None;
        }
        let name = Builder::tok(self, seg.tok);
        // A non-type template parameter of the specialization being read, a constant
        // variable, an enumerator of an unscoped enum declared so far.
        let value = self
            .nontype_values
            .iter()
            .rev()
            .find_map(|m| m.get(name).copied())
            .or_else(|| self.lookup_outwards(&self.constant_variables, scope, name).copied())
            .or_else(|| self.constants.iter().rev().find(|c| c.named.name == name).and_then(|c| c.value))?;
        Some(Int::untyped(i128::from(value)))
    }
    fn constexpr_function(&self, q: &QualName, scope: usize) -> Option<std::rc::Rc<ConstexprFunction>> {
        let (UnqualKind::Plain(seg), true) = (&q.last, q.scopes.is_empty()) else { return None };
        self.lookup_outwards(&self.constexpr_functions, scope, Builder::tok(self, seg.tok)).cloned()
    }
}
