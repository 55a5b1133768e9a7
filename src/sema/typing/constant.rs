//! Constant expressions: whether an expression the language requires to be constant (a
//! `constexpr` variable's initializer, a `static_assert` condition, a `case` label) certainly
//! is not (28, at the expression's first token).
//!
//! Nothing is evaluated: an expression is certainly not constant when evaluating it must read
//! a variable no constant expression may read (a parameter, a variable that is not `const`,
//! a `const` integer whose initializer is not constant), call a function that is not
//! `constexpr`, or divide by a literal zero. Whatever this cannot tell (class types and their
//! operators, references, casts to class types, member accesses, lambdas, templates) is
//! unknown, and unknown is silent.

use crate::sema::symbols::{EntityId, EntityKind, ScopeId, ScopeKind};
use crate::sema::typing::expr::Body;
use crate::sema::typing::lookup::Found;
use crate::sema::typing::ty::{self, Type};
use crate::syntax::ast::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Constness {
    Constant,
    NotConstant,
    Unknown,
}

use Constness::*;

/// Both operands must be constant; either one not constant makes the whole not constant.
fn both(a: Constness, b: Constness) -> Constness {
    match (a, b) {
        (NotConstant, _) | (_, NotConstant) => NotConstant,
        (Constant, Constant) => Constant,
        _ => Unknown,
    }
}

impl Body<'_, '_> {
    /// Whether `e`, seen from `scope`, is a constant expression.
    pub(super) fn constness(&self, e: &Expr, scope: ScopeId) -> Constness {
        match e {
            Expr::Literal(t) => {
                if crate::sema::typing::expr::literal_type(self.walk.tok(*t)).is_some() {
                    Constant
                } else {
                    Unknown
                }
            }
            Expr::Strings(_) => Constant,
            Expr::SizeofExpr(..) | Expr::SizeofType(..) | Expr::AlignofExpr(..) | Expr::AlignofType(..) | Expr::SizeofPack(..) | Expr::Noexcept(..) => Constant,
            Expr::Paren(inner, _) => self.constness(inner, scope),
            Expr::Name(q) => self.name_constness(q, scope),
            Expr::Unary(op, operand, _) => match self.walk.tok(*op) {
                "+" | "-" | "!" | "~" | "not" | "compl" => self.constness(operand, scope),
                // `*p` reads `p` first.
                "*" if self.constness(operand, scope) == NotConstant => NotConstant,
                _ => Unknown,
            },
            Expr::Binary(op, l, r, _) => {
                let op = self.walk.op(*op);
                match op {
                    // The right operand is evaluated only when the left one does not decide.
                    "&&" | "||" | "and" | "or" => match self.constness(l, scope) {
                        NotConstant => NotConstant,
                        Constant if self.constness(r, scope) == Constant => Constant,
                        _ => Unknown,
                    },
                    "/" | "%" if is_zero_literal(self, r) && self.constness(l, scope) != Unknown => NotConstant,
                    "+" | "-" | "*" | "/" | "%" | "<<" | ">>" | "<" | ">" | "<=" | ">=" | "==" | "!=" | "&" | "|" | "^" | "bitand" | "bitor" | "xor" | "not_eq" => {
                        both(self.constness(l, scope), self.constness(r, scope))
                    }
                    _ => Unknown,
                }
            }
            Expr::Conditional(c, a, b, _) => match self.constness(c, scope) {
                NotConstant => NotConstant,
                Constant => {
                    let a = a.as_ref().map_or(Constant, |a| self.constness(a, scope));
                    if a == Constant && self.constness(b, scope) == Constant {
                        Constant
                    } else {
                        Unknown
                    }
                }
                Unknown => Unknown,
            },
            // The operand is evaluated whatever the target type.
            Expr::Cast(CastKind::Static | CastKind::CStyle, _, operand, _) if self.constness(operand, scope) == NotConstant => NotConstant,
            Expr::Index(a, i, _) if self.constness(a, scope) == NotConstant || self.constness(i, scope) == NotConstant => NotConstant,
            Expr::Call(callee, args, _) => self.call_constness(callee, args, scope),
            _ => Unknown,
        }
    }

    /// A variable's value, an enumerator, or anything else a name denotes.
    fn name_constness(&self, q: &QualName, scope: ScopeId) -> Constness {
        let Some(ids) = self.resolve_for_constness(q, scope) else { return Unknown };
        let [id] = ids.as_slice() else { return Unknown };
        let e = &self.table().entities[*id];
        match e.kind {
            EntityKind::Enumerator => Constant,
            EntityKind::Variable => self.variable_constness(*id),
            _ => Unknown,
        }
    }

    fn resolve_for_constness(&self, q: &QualName, scope: ScopeId) -> Option<Vec<EntityId>> {
        let UnqualKind::Plain(seg) = &q.last else { return None };
        if q.scopes.is_empty() && !q.global && seg.template_args.is_none() {
            return match self.walk.lookup.unqualified(scope, self.walk.tok(seg.tok), seg.tok, self.member_of) {
                Found::Entities(ids) => Some(ids),
                _ => None,
            };
        }
        None
    }

    /// Reading a scalar variable: constant for a `constexpr` one and a `const` integer with
    /// a constant initializer; not constant for any other variable of the program's (a
    /// parameter, a non-`const` variable).
    pub(super) fn variable_constness(&self, id: EntityId) -> Constness {
        let e = &self.table().entities[id];
        if e.constexpr {
            return Constant;
        }
        let Some(t) = e.declared.as_ref().and_then(|d| ty::from_declared(self.table(), d)) else { return Unknown };
        let scalar = t.ty.is_arithmetic() || matches!(t.ty, Type::Enum(_) | Type::Pointer(_));
        let scope_kind = self.table().scopes[e.scope].kind;
        if !scalar || scope_kind == ScopeKind::Class || (self.walk.in_system_header)(self.walk.span(e.name_tok).lo) {
            return Unknown;
        }
        if !t.is_const {
            return NotConstant;
        }
        if !(t.ty.is_integral() || matches!(t.ty, Type::Enum(_))) {
            return Unknown;
        }
        if let Some(&c) = self.walk.constant_variables.get(&e.name_tok) {
            return c;
        }
        // A parameter (declared before the body) has no initializer a constant expression
        // could read.
        match self.body_start {
            Some(start) if scope_kind == ScopeKind::Block && e.name_tok < start => NotConstant,
            _ => Unknown,
        }
    }

    /// A call of a function that is not `constexpr` (by every declaration of every candidate)
    /// is not constant.
    fn call_constness(&self, callee: &Expr, args: &[Expr], scope: ScopeId) -> Constness {
        // Arguments of class or enum type could bring constexpr overloads by
        // argument-dependent lookup: only calls with literal arguments are judged.
        if !args.iter().all(|a| matches!(a, Expr::Literal(_))) {
            return Unknown;
        }
        let Expr::Name(q) = callee else { return Unknown };
        let UnqualKind::Plain(seg) = &q.last else { return Unknown };
        if seg.template_args.is_some() || self.walk.tok(seg.tok).starts_with("__") {
            return Unknown;
        }
        let Some(ids) = self.resolve_for_constness(q, scope) else { return Unknown };
        let table = self.table();
        let plain = !ids.is_empty() && self.walk.lookup.plain_functions(&ids);
        if plain && ids.iter().all(|&id| !table.entities[id].constexpr && !(self.walk.in_system_header)(self.walk.span(table.entities[id].name_tok).lo)) {
            NotConstant
        } else {
            Unknown
        }
    }
}

fn is_zero_literal(body: &Body, e: &Expr) -> bool {
    matches!(e, Expr::Literal(t) if matches!(body.walk.tok(*t), "0" | "0u" | "0U" | "0l" | "0L" | "0ul" | "0UL"))
}
