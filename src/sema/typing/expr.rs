//! Statements and expressions of one routine body: each expression's type where this model
//! can tell it, and the rules judged on those types.

use crate::diag::Diagnostic;
use crate::sema::symbols::{EntityId, EntityKind, ScopeId, ScopeKind};
use crate::sema::typing::lookup::Found;
use crate::sema::typing::overload;
use crate::mangle::mangle::MangleType;
use crate::sema::typing::ty::{self, comparable_function, QualType, Type};
use crate::sema::typing::bases::Judged;
use crate::sema::typing::Walk;
use crate::syntax::ast::*;
use crate::tables::diagnostics as catalog;

/// Where a value is converted implicitly: which rule a failed conversion breaks.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Site {
    Initializer,
    /// At the `=` operator.
    Assignment(u32),
    Argument,
    DefaultArgument,
    Return,
}

/// An expression's type and value category.
#[derive(Clone, Debug)]
pub struct Typed {
    pub ty: QualType,
    pub lvalue: bool,
    /// The integer literal `0` (a null pointer constant; `1 - 1` and `false` are not, since
    /// C++11).
    pub zero_literal: bool,
    /// A string literal (its conversion to a pointer to non-const characters is deprecated,
    /// not an error).
    pub string_literal: bool,
    /// Evaluating it has no effect (no call, assignment, volatile access...): a statement
    /// of it alone does nothing.
    pub pure: bool,
    /// An xvalue (a call of a function returning an rvalue reference, a cast to one): no
    /// lvalue, but an object a reference binds to directly.
    pub xvalue: bool,
}

impl Typed {
    pub(super) fn prvalue(ty: QualType) -> Typed {
        Typed { ty, lvalue: false, zero_literal: false, string_literal: false, pure: false, xvalue: false }
    }

    fn lvalue(ty: QualType) -> Typed {
        Typed { ty, lvalue: true, zero_literal: false, string_literal: false, pure: false, xvalue: false }
    }

    /// The value this expression gives as an operand: arrays and functions become pointers,
    /// cv-qualifiers of a prvalue go.
    /// The same value, marked effect-free when `pure`.
    fn pure_if(mut self, pure: bool) -> Typed {
        self.pure = pure;
        self
    }

    pub(super) fn decayed(&self) -> QualType {
        match &self.ty.ty {
            Type::Array(elem, _) => QualType::plain(Type::Pointer(elem.clone())),
            f @ Type::Function { .. } => QualType::plain(Type::Pointer(Box::new(QualType::plain(f.clone())))),
            _ => self.ty.unqualified(),
        }
    }
}

/// A non-static member function named as a value (see `Body::member_function_designator`).
struct MemberFunctionDesignator {
    /// In the form `&X::f`.
    standard: bool,
    function: EntityId,
}

/// What the declarators of an `auto` declaration deduced so far.
enum AutoDeduction {
    /// No declarator yet.
    Nothing,
    /// The first declarator's type.
    Deduced(QualType),
    /// The first declarator's type is not known: nothing to compare with.
    Unknown,
}

/// What a name's qualifier names.
pub(super) enum Qualifier {
    Namespace(ScopeId),
    Class(EntityId),
}

/// Undefined names reported, by name: the block scopes of the reports.
pub(super) type UndefinedReported = std::collections::HashMap<String, Vec<ScopeId>>;

/// `Body::function` for expressions outside any routine (namespace-scope initializers).
pub(super) const NAMESPACE_SCOPE: usize = usize::MAX;

/// One routine body being typed.
pub(super) struct Body<'w, 'a> {
    pub walk: &'w mut Walk<'a>,
    /// The class of an out-of-class member definition (`S::f`): searched after the blocks.
    pub member_of: Option<EntityId>,
    /// The class whose member function this is (the type of `*this`).
    pub class: Option<EntityId>,
    pub const_member: bool,
    /// The declared return type of the routine (`None` in a lambda's body, or unknown).
    pub ret: Option<QualType>,
    /// Inside an unevaluated operand (`sizeof`, `noexcept`, `typeid`): members may be named
    /// without an object there.
    pub unevaluated: usize,
    /// Undefined names reported, with the block scope of the report: the reference declares
    /// such a name there, so uses in that scope and the scopes inside it are not reported
    /// again.
    pub undefined_reported: UndefinedReported,
    /// The routine being typed, an index of `Typing::functions`; `NAMESPACE_SCOPE` outside
    /// routines.
    pub function: usize,
    /// Inside a lambda's body (nesting depth).
    pub lambdas: usize,
    /// The first token of the routine's body (its parameters are declared before it).
    pub body_start: Option<u32>,
    /// Per enclosing lambda, innermost last: whether a use of `this` in it is a deprecated
    /// implicit by-copy capture not yet reported (C++20 `[=]` without `this`).
    pub lambda_copies_this: Vec<bool>,
    /// Locals declared without initializer and not set yet (549).
    pub unset: super::unset::UnsetLocals,
    /// A parameter's default argument is being typed.
    pub in_default_argument: bool,
    /// The expression being typed is a call's callee (through parentheses): a bound member
    /// function (`(o.*pmf)`) may be named only there.
    pub callee: bool,
}

impl Body<'_, '_> {
    pub(super) fn table(&self) -> &crate::sema::symbols::SymbolTable {
        self.walk.lookup.table
    }

    pub(super) fn emit(&mut self, d: Diagnostic) {
        self.walk.emit(d);
    }

    pub(super) fn show(&self, t: &QualType) -> String {
        ty::display(self.table(), t)
    }

    // ------------------------------------------------------------------ statements

    pub fn block(&mut self, b: &Block, scope: ScopeId) {
        for s in &b.stmts {
            self.stmt(s, scope);
        }
    }

    /// The scope a statement opens (recorded by the symbol table), else `outer`.
    fn scope_of(&self, opened_at: u32, outer: ScopeId) -> ScopeId {
        self.table().block_scopes.get(&opened_at).copied().unwrap_or(outer)
    }

    fn stmt(&mut self, s: &Stmt, scope: ScopeId) {
        self.stmt_parts(s, scope);
        self.settle_unset();
    }

    /// Reports the reads of locals not set yet, of what was typed so far (549).
    fn settle_unset(&mut self) {
        for (name, at) in self.unset.settle() {
            self.emit(Diagnostic::new(&catalog::USED_BEFORE_SET, self.walk.span(at)).arg("name", name));
        }
    }

    /// Every token of `range` (a loop's body, say) as a mention that may set a local, after
    /// what was typed before it is settled.
    fn forget_mentioned(&mut self, range: TokRange) {
        self.settle_unset();
        self.unset.forget_mentioned(self.walk.tokens, self.walk.text, range);
    }

    fn stmt_parts(&mut self, s: &Stmt, scope: ScopeId) {
        match s {
            Stmt::Expr(e, _) => {
                // A statement that computes a value and does nothing with it (174, a warning
                // at the expression).
                let pure = match self.expr(e, scope) {
                    Some(t) => t.pure,
                    // A member function named and not called.
                    None => matches!(e, Expr::Name(_) | Expr::Paren(..) | Expr::Unary(..)) && self.member_function_designator(e, scope).is_some(),
                };
                if pure {
                    // Found once the whole expression is checked.
                    let end = self.walk.span(e.range().hi.saturating_sub(1)).lo;
                    self.emit(Diagnostic::new(&catalog::EXPR_HAS_NO_EFFECT, self.walk.span(e.range().lo)).found_at(end));
                }
            }
            Stmt::Return(Some(e), _) => {
                let value = self.expr(e, scope);
                let Some(ret) = self.ret.clone() else { return };
                let void = |t: &QualType| t.ty == Type::Builtin("void");
                // A value returned from a `void` function (120; a `void` expression may be).
                if void(&ret) {
                    if value.is_some_and(|v| !void(&v.ty)) {
                        self.emit(Diagnostic::new(&catalog::BAD_RETURN_VALUE_TYPE, self.walk.span(e.range().lo)));
                    }
                    return;
                }
                // A value returned as a class that is still incomplete (515).
                if matches!(ret.ty, Type::Class(_)) && self.walk.incomplete_at(&ret, e.range().lo, None) {
                    self.emit(Diagnostic::new(&catalog::CONVERTING_TO_INCOMPLETE_CLASS, self.walk.span(e.range().lo)).arg("type", self.show(&ret)));
                } else if let Some(value) = value {
                    self.judge_conversion(&value, &ret, e.range().lo, Site::Return);
                }
            }
            Stmt::Decl(d) => self.local_decl(d, scope),
            Stmt::Block(b) => {
                let inner = self.scope_of(b.range.lo, scope);
                self.block(b, inner);
            }
            Stmt::If { constexpr_, init, cond, then, els, range } => {
                let inner = self.scope_of(range.lo, scope);
                if let Some(init) = init {
                    self.stmt(init, inner);
                }
                if let (true, Condition::Expr(e)) = (*constexpr_, cond) {
                    self.warn_constant_evaluated_calls(e);
                }
                self.condition(cond, inner, Tested::Bool);
                self.stmt(then, inner);
                if let Some(e) = els {
                    self.stmt(e, inner);
                }
            }
            Stmt::Switch { init, cond, body, range } => {
                let inner = self.scope_of(range.lo, scope);
                if let Some(init) = init {
                    self.stmt(init, inner);
                }
                self.condition(cond, inner, Tested::Switch);
                self.stmt(body, inner);
            }
            Stmt::While { cond, body, range } => {
                let inner = self.scope_of(range.lo, scope);
                self.condition(cond, inner, Tested::Bool);
                self.forget_mentioned(body.range());
                self.stmt(body, inner);
            }
            Stmt::DoWhile { body, cond, range } => {
                let inner = self.scope_of(range.lo, scope);
                self.forget_mentioned(*range);
                self.stmt(body, inner);
                self.bool_condition(cond, scope);
            }
            Stmt::For { init, cond, step, body, range } => {
                let inner = self.scope_of(range.lo, scope);
                self.stmt(init, inner);
                if let Some(c) = cond {
                    self.condition(c, inner, Tested::Bool);
                }
                if let Some(step) = step {
                    self.forget_mentioned(step.range());
                }
                self.forget_mentioned(body.range());
                if let Some(step) = step {
                    self.expr(step, inner);
                }
                self.stmt(body, inner);
            }
            Stmt::RangeFor { init, range_expr, body, range, .. } => {
                let inner = self.scope_of(range.lo, scope);
                if let Some(init) = init {
                    self.stmt(init, inner);
                }
                self.expr(range_expr, inner);
                self.forget_mentioned(body.range());
                self.stmt(body, inner);
            }
            Stmt::Case { value, high, stmt, .. } => {
                for v in std::iter::once(value).chain(high) {
                    self.expr(v, scope);
                    self.require_constant(v, scope);
                    self.warn_constant_evaluated_calls(v);
                }
                self.stmt(stmt, scope)
            }
            Stmt::Default { stmt, .. } | Stmt::Label { stmt, .. } => self.stmt(stmt, scope),
            Stmt::Try { body, handlers, .. } => {
                let inner = self.scope_of(body.range.lo, scope);
                self.block(body, inner);
                for h in handlers {
                    let inner = self.scope_of(h.body.range.lo, scope);
                    self.block(&h.body, inner);
                }
            }
            _ => {}
        }
    }

    fn condition(&mut self, c: &Condition, scope: ScopeId, tested: Tested) {
        match (c, tested) {
            (Condition::Expr(e), Tested::Bool) => {
                self.bool_condition(e, scope);
            }
            (Condition::Expr(e), Tested::Switch) => {
                // A switch's value must be integral or an enum, or a class that converts to
                // one (847, at the expression).
                let value = self.expr(e, scope);
                let not_integral = value.is_some_and(|v| match v.decayed().ty {
                    Type::Class(class) => self.walk.lookup.converts(class) == Some(false),
                    t => t.is_floating() || matches!(t, Type::Pointer(_)),
                });
                if not_integral {
                    self.emit(Diagnostic::new(&catalog::EXPR_NOT_INTEGRAL_OR_ENUM, self.walk.span(e.range().lo)));
                }
            }
            (Condition::Decl(cd), _) => {
                self.condition_declaration(cd, scope, tested);
                self.initializer(&cd.init, scope, None);
            }
        }
    }

    /// A condition that declares (`if (T x = e)`): no type may be defined in it (255, at its
    /// key), it declares a variable (2840 at a function's name, and 145 at its `=`), not an
    /// array (701, at the type); a tested variable of class type must convert to `bool` (711,
    /// at its name).
    fn condition_declaration(&mut self, cd: &ConditionDecl, scope: ScopeId, tested: Tested) {
        for spec in &cd.specs {
            let defined_at = match spec {
                DeclSpec::Type(TypeSpec::Class(c)) => Some(c.key),
                DeclSpec::Type(TypeSpec::Enum(e)) if e.has_body => Some(e.key),
                _ => None,
            };
            if let Some(at) = defined_at {
                self.emit(Diagnostic::new(&catalog::TYPE_DEFINITION_NOT_ALLOWED, self.walk.span(at)));
                return;
            }
        }
        let Some(name) = cd.declarator.name() else { return };
        if cd.declarator.function_params().is_some() {
            // The reference reports the initializer first.
            if let Initializer::Assign(e) = &cd.init {
                let d = Diagnostic::new(&catalog::CANNOT_INITIALIZE, self.walk.span(e.range().lo.saturating_sub(1))).arg("name", self.walk.tok(name.range.hi.saturating_sub(1)).to_string());
                self.emit(d);
            }
            self.emit(Diagnostic::new(&catalog::CONDITION_DOES_NOT_DECLARE_A_VARIABLE, self.walk.span(name.range.lo)));
            return;
        }
        let Some(declared) = self.written_type(&cd.specs, &cd.declarator, scope) else { return };
        match declared.ty {
            Type::Array(..) => {
                let at = cd.specs.first().and_then(DeclSpec::start).unwrap_or(name.range.lo);
                self.emit(Diagnostic::new(&catalog::ARRAY_TYPE_NOT_ALLOWED, self.walk.span(at)));
            }
            Type::Class(class) if tested == Tested::Bool && self.walk.lookup.converts(class) == Some(false) => {
                let shown = self.show(&QualType::plain(Type::Class(class)));
                self.emit(Diagnostic::new(&catalog::EXPR_NOT_BOOL, self.walk.span(name.range.lo)).arg("type", shown));
            }
            _ => {}
        }
    }

    /// An expression tested as a condition: a class object must convert to `bool` (711,
    /// at the expression).
    fn bool_condition(&mut self, e: &Expr, scope: ScopeId) -> Option<Typed> {
        let value = self.expr(e, scope);
        if let Some(Typed { ty: QualType { ty: Type::Class(class), .. }, .. }) = &value {
            if self.walk.lookup.converts(*class) == Some(false) {
                let shown = self.show(&QualType::plain(Type::Class(*class)));
                self.emit(Diagnostic::new(&catalog::EXPR_NOT_BOOL, self.walk.span(e.range().lo)).arg("type", shown));
            }
        }
        value
    }

    /// A declaration statement: each variable's initializer is typed and, for `T x = e`,
    /// judged against the variable's type.
    fn local_decl(&mut self, d: &Decl, scope: ScopeId) {
        if let Decl::Using { name, range } = d {
            self.check_using_declaration(None, name, *range, scope);
            return;
        }
        if let Decl::StaticAssert { cond, message, range } = d {
            self.expr(cond, scope);
            self.static_assertion(cond, *message, *range, scope);
            return;
        }
        let Decl::Simple(s) = d else { return };
        let declarators: Vec<&Declarator> = s.declarators.iter().map(|i| &i.declarator).collect();
        self.check_undeclared_types(&s.specs, &declarators, scope);
        let initialized: Vec<(&Declarator, bool)> = s.declarators.iter().map(|i| (&i.declarator, i.init.is_some())).collect();
        self.check_class_template_placeholders(&s.specs, &initialized, super::placeholders::Place::Object, scope);
        self.walk.check_complete_objects(s, super::complete::Place::Block { in_class: self.class.is_some() });
        self.walk.instantiate_for_objects(s, scope, false);
        self.declaration_constants(s, scope, false);
        let is_extern = s.specs.iter().any(|spec| matches!(spec, DeclSpec::Keyword(t) if self.walk.tok(*t) == "extern"));
        let auto = s.specs.iter().any(|spec| matches!(spec, DeclSpec::Type(TypeSpec::Auto(_))));
        let decltype_auto = s.specs.iter().any(|spec| matches!(spec, DeclSpec::Type(TypeSpec::DecltypeAuto(_))));
        let mut deduction = AutoDeduction::Nothing;
        for init in &s.declarators {
            let target = self.declared_local(&init.declarator, scope);
            let errors = self.walk.errors;
            let calls_before = self.walk.found.calls.len();
            self.constant_initializer(s, init, target.as_ref(), scope);
            let initializing = self.initializing(s, init, target.as_ref());
            let args = match &init.init {
                Some(i) => match self.deducing_initializer(&s.specs, init, scope) {
                    Some(args) => args,
                    None => self.initializer(i, scope, target.clone()),
                },
                None => Some(Vec::new()),
            };
            if let Some((name, at)) = initializing.and_then(|id| self.unset.initialized(id)) {
                self.emit(Diagnostic::new(&catalog::USED_BEFORE_SET, self.walk.span(at)).arg("name", name));
            }
            if auto {
                self.check_auto_deduction(init, args.as_deref(), &mut deduction);
            }
            if decltype_auto {
                self.check_decltype_auto_binding(init, args.as_deref(), scope);
            }
            self.unset_by_declarator(s, init, target.as_ref());
            if self.walk.errors > errors {
                if let Some(name) = init.declarator.name() {
                    self.walk.found.erroneous_declarations.push(name.range.lo);
                }
            }
            // A local object of class type is constructed from its initializer and destroyed
            // at the end of its block: both calls are reported at its name.
            // (Not a `__device__`/`__shared__`... variable: the reference judges the
            // declaration itself there.)
            let cuda_variable = !crate::sema::cuda::spaces_of(&s.specs, Some(&init.declarator)).is_empty();
            let (Some(name), false, false, None) = (init.declarator.name(), is_extern, cuda_variable, &init.ambiguous_init) else { continue };
            // `D x = D(1);`, `auto x = D(1);`: the temporary is the object itself (the copy is
            // elided), and the reference reports its constructor and destructor again at `x`.
            if let Some(Initializer::Assign(e)) = &init.init {
                let temporary = self.temporary_calls(e, calls_before);
                let auto = s.specs.iter().any(|spec| matches!(spec, DeclSpec::Type(TypeSpec::Auto(_)))) && target.is_none() && !init.declarator.has_pointer();
                if let Some((class, calls)) = temporary.filter(|(class, _)| auto || matches!(&target, Some(QualType { ty: Type::Class(c), .. }) if c == class)) {
                    let _ = class;
                    for callees in calls {
                        self.record_call(callees, name.range.lo);
                    }
                    continue;
                }
            }
            if let (Some(QualType { ty: Type::Class(class), .. }), Some(args)) = (&target, args) {
                if let Some(Initializer::Paren(es, _)) = &init.init {
                    let first = es.first().map_or(name.range.lo, |e| e.range().lo);
                    self.check_constructor_match(*class, &args, first);
                }
                self.record_construction(*class, &args, name.range.lo, true);
            }
        }
    }

    /// A local declared without initializer (a scalar, not `static`, `extern` or a CUDA
    /// variable) starts unset; one bound to a reference, or passed to a constructor, sets the
    /// variables it names.
    /// A local with an initializer, of a type that is no class (a reference to one is): read
    /// in its own initializer, it is read before anything is stored in it (549). Tracked while
    /// the initializer is typed; its entity, where tracked.
    fn initializing(&mut self, s: &SimpleDecl, init: &InitDeclarator, target: Option<&QualType>) -> Option<EntityId> {
        // (A `static` local too: the reference judges its initializer alike.)
        let is_extern = s.specs.iter().any(|spec| matches!(spec, DeclSpec::Keyword(t) if self.walk.tok(*t) == "extern"));
        if init.init.is_none() || init.ambiguous_init.is_some() || is_extern || !target.is_some_and(|t| !matches!(t.ty, Type::Class(_))) {
            return None;
        }
        let name = init.declarator.name()?;
        let id = self.table().declared_at(name.range.lo).filter(|&id| self.table().entities[id].kind == EntityKind::Variable)?;
        let text = self.walk.tok(name.range.lo).to_string();
        // Tracked like a local without initializer until `initialized`.
        self.unset.track(id, &text);
        Some(id)
    }

    fn unset_by_declarator(&mut self, s: &SimpleDecl, init: &InitDeclarator, target: Option<&QualType>) {
        match &init.init {
            None => {
                let keywords = s.specs.iter().any(|spec| matches!(spec, DeclSpec::Keyword(t) if matches!(self.walk.tok(*t), "static" | "extern" | "thread_local" | "register")));
                let cuda = !crate::sema::cuda::spaces_of(&s.specs, Some(&init.declarator)).is_empty();
                let Some(name) = init.declarator.name() else { return };
                let Some(id) = self.table().declared_at(name.range.lo) else { return };
                if keywords || cuda || init.ambiguous_init.is_some() || !target.is_some_and(|t| t.ty.is_scalar() && !t.is_const) || self.table().entities[id].kind != EntityKind::Variable {
                    return;
                }
                let text = self.walk.tok(name.range.lo).to_string();
                self.unset.track(id, &text);
            }
            Some(Initializer::Assign(e)) => {
                let reference = crate::sema::cuda::is_reference(&init.declarator) || target.is_some_and(|t| matches!(t.ty, Type::LValueRef(_) | Type::RValueRef(_)));
                if let (true, Some(at)) = (reference, bare_name(e)) {
                    self.unset.set_at(at);
                }
            }
            Some(Initializer::Paren(es, _) | Initializer::Brace(es, _)) if !target.is_some_and(|t| t.ty.is_scalar()) => {
                for at in es.iter().filter_map(bare_name) {
                    self.unset.set_at(at);
                }
            }
            _ => {}
        }
    }

    /// A type-id `S` (a class's name, no declarator) of a class still incomplete here: 70 at
    /// the type. Whether it reported.
    /// A type-id whose array elements are arrays of unknown bound (98, at their `[`).
    fn check_array_elements(&mut self, ty: &TypeId) {
        if let Some(at) = ty.declarator.unknown_bound_element() {
            self.emit(Diagnostic::new(&catalog::BAD_ARRAY_ELEMENT_TYPE, self.walk.span(at)));
        }
    }

    fn check_complete_type_id(&mut self, ty: &TypeId, scope: ScopeId) -> bool {
        // An array of unknown bound (`int[][3]`) is incomplete too; one whose elements were
        // wrong already (98) is still an array of unknown bound, of the error type.
        if let Declarator::Array { size: None, .. } = ty.declarator.top_level_layer() {
            let shown = match ty.declarator.unknown_bound_element() {
                Some(_) => Some("<error-type> []".to_string()),
                None => self.type_id(ty, scope).map(|t| self.show(&t)),
            };
            if let Some(shown) = shown {
                self.emit(Diagnostic::new(&catalog::INCOMPLETE_TYPE_NOT_ALLOWED, self.walk.span(ty.range.lo)).arg("type", shown));
                return true;
            }
        }
        let (Some(class), Declarator::Name { name: None, pack: false, .. }) = (self.named_class(&ty.specs, scope), &ty.declarator) else { return false };
        let t = QualType::plain(Type::Class(class));
        if !self.walk.incomplete_at(&t, ty.range.lo, None) {
            return false;
        }
        self.emit(Diagnostic::new(&catalog::INCOMPLETE_TYPE_NOT_ALLOWED, self.walk.span(ty.range.lo)).arg("type", self.show(&t)));
        true
    }

    /// `decltype(auto) j = i;` with `i` (a plain name, not parenthesized) a variable declared
    /// an rvalue reference: `j` is declared that reference type too, and the name is an
    /// lvalue it cannot bind (1768, at the value).
    fn check_decltype_auto_binding(&mut self, init: &InitDeclarator, args: Option<&[Option<Typed>]>, scope: ScopeId) {
        let (Some(Initializer::Assign(e)), Declarator::Name { name: Some(_), pack: false, .. }, Some([Some(value)])) = (&init.init, &init.declarator, args) else { return };
        let Expr::Name(q) = e.as_ref() else { return };
        let Some(&[id]) = self.resolve(q, scope).as_deref() else { return };
        let variable = &self.table().entities[id];
        if variable.kind != EntityKind::Variable {
            return;
        }
        let Some(QualType { ty: Type::RValueRef(referred), .. }) = variable.declared.as_ref().and_then(|d| ty::from_declared(self.table(), d)) else { return };
        self.judge_rvalue_reference_binding(value, &referred, e.range().lo);
    }

    /// `auto a = x, b = y;`: every declarator must deduce the same type (1594 at the name of
    /// the first that does not). Only plain names initialized by `= value` are compared.
    fn check_auto_deduction(&mut self, init: &InitDeclarator, args: Option<&[Option<Typed>]>, deduction: &mut AutoDeduction) {
        let deduced = match (&init.init, &init.declarator, args) {
            (Some(Initializer::Assign(_)), Declarator::Name { name: Some(_), pack: false, .. }, Some([Some(value)])) => Some(value.decayed()),
            _ => None,
        };
        match (std::mem::replace(deduction, AutoDeduction::Unknown), deduced) {
            (AutoDeduction::Nothing, Some(t)) => *deduction = AutoDeduction::Deduced(t),
            (AutoDeduction::Deduced(first), Some(t)) => {
                if t != first {
                    let name = init.declarator.name().map(|n| n.range.lo).unwrap_or(init.declarator.range().lo);
                    let d = Diagnostic::new(&catalog::INCONSISTENT_DEDUCTION_OF_AUTO, self.walk.span(name)).arg("type", self.show(&t)).arg("previous", self.show(&first));
                    self.emit(d);
                }
                *deduction = AutoDeduction::Deduced(first);
            }
            _ => {}
        }
    }

    /// The type a type-id names (`int *`, `const S &`), if every name in it is a class,
    /// enum or typedef this model knows.
    pub(super) fn type_id(&self, t: &TypeId, scope: ScopeId) -> Option<QualType> {
        self.written_type(&t.specs, &t.declarator, scope)
    }

    /// The type decl-specifiers and a declarator name, seen from `scope`, if every name in
    /// it is a class, enum or typedef this model knows.
    fn written_type(&self, specs: &[DeclSpec], d: &Declarator, scope: ScopeId) -> Option<QualType> {
        let text = |tok: u32| self.walk.tok(tok).to_string();
        let resolve = |q: &QualName| match self.resolve(q, scope)?.as_slice() {
            [id] => Some(*id),
            _ => None,
        };
        let declared = self.table().declared_type(&text, &resolve, specs, d)?;
        ty::from_declared(self.table(), &declared)
    }

    /// Whether `t` is a class template (or a member of one): its name alone may name
    /// another specialization, or ask for deduction.
    fn is_template_class(&self, t: &QualType) -> bool {
        matches!(t.ty, Type::Class(id) if self.table().entities[id].template)
    }

    /// The default arguments of a function declarator: each initializes its parameter (310
    /// at a value of a type that cannot; 461 for a reference to non-const and no lvalue).
    pub(super) fn default_arguments(&mut self, d: &Declarator, scope: ScopeId) {
        let Some(clause) = d.function_params() else { return };
        for p in &clause.params {
            let Some(default) = &p.default else { continue };
            let outer = std::mem::replace(&mut self.in_default_argument, true);
            let value = self.expr(default, scope);
            self.in_default_argument = outer;
            // Arrays and functions as parameters are adjusted to pointers: not judged.
            let target = self.written_type(&p.specs, &p.declarator, scope).filter(|t| !matches!(t.ty, Type::Array(..) | Type::Function { .. }));
            if let (Some(value), Some(target)) = (value, target) {
                self.judge_conversion(&value, &target, default.range().lo, Site::DefaultArgument);
            }
        }
    }

    /// The declared type of the local `d` declares in `scope`.
    fn declared_local(&self, d: &Declarator, scope: ScopeId) -> Option<QualType> {
        let name = d.name()?;
        let UnqualKind::Plain(seg) = &name.last else { return None };
        if !name.scopes.is_empty() || d.function_params().is_some() {
            return None;
        }
        let id = self.table().declared_at(seg.tok).filter(|&id| self.table().entities[id].scope == scope)?;
        let e = &self.table().entities[id];
        if e.kind != EntityKind::Variable {
            return None;
        }
        ty::from_declared(self.table(), e.declared.as_ref()?)
    }

    /// A `constexpr` variable of scalar type needs a constant initializer (28); a `const`
    /// integer's initializer decides whether the variable is usable in constant expressions.
    pub(super) fn constant_initializer(&mut self, s: &SimpleDecl, init: &InitDeclarator, target: Option<&QualType>, scope: ScopeId) {
        let Some(target) = target else { return };
        let value = match &init.init {
            Some(Initializer::Assign(e)) => &**e,
            Some(Initializer::Paren(es, _) | Initializer::Brace(es, _)) if es.len() == 1 => &es[0],
            _ => return,
        };
        let constexpr = s.specs.iter().any(|spec| matches!(spec, DeclSpec::Keyword(t) if self.walk.tok(*t) == "constexpr"));
        let scalar = target.ty.is_arithmetic() || matches!(target.ty, Type::Enum(_));
        if constexpr && scalar {
            self.require_constant(value, scope);
        }
        if (constexpr || target.is_const) && (target.ty.is_integral() || matches!(target.ty, Type::Enum(_))) {
            if let Some(name) = init.declarator.name() {
                let c = self.constness(value, scope);
                self.walk.constant_variables.insert(name.range.lo, c);
            }
        }
    }

    /// A namespace-scope variable's initializer: typed, and for `T x = e` judged against the
    /// variable's type.
    pub(super) fn namespace_initializer(&mut self, specs: &[DeclSpec], init: &InitDeclarator, target: Option<QualType>, scope: ScopeId) {
        if let Some(i) = &init.init {
            if self.deducing_initializer(specs, init, scope).is_none() {
                self.initializer(i, scope, target);
            }
        }
    }

    /// The constants a declaration holds besides initializers: its enumerators' values and,
    /// where `array_bounds` (outside a block, where GNU C++ allows variable-length arrays),
    /// its declarators' array bounds.
    pub(super) fn declaration_constants(&mut self, s: &SimpleDecl, scope: ScopeId, array_bounds: bool) {
        for spec in &s.specs {
            if let DeclSpec::Type(TypeSpec::Enum(e)) = spec {
                for value in e.enumerators.iter().filter_map(|en| en.value.as_ref()) {
                    self.require_constant(value, scope);
                    self.warn_constant_evaluated_calls(value);
                }
            }
        }
        for init in &s.declarators {
            let mut d = &init.declarator;
            loop {
                match d {
                    Declarator::Array { inner, size, .. } => {
                        if let Some(size) = size {
                            if array_bounds {
                                self.require_constant(size, scope);
                            }
                            self.warn_constant_evaluated_calls(size);
                        }
                        d = inner;
                    }
                    Declarator::Ptr { inner, .. } | Declarator::Paren { inner, .. } | Declarator::Attributed { inner, .. } => d = inner,
                    Declarator::Func { .. } | Declarator::Name { .. } => break,
                }
            }
        }
    }

    /// An expression evaluated as a constant (a `static_assert` condition, a `case` label, an
    /// enumerator's value, an array bound, an `if constexpr` condition): a call of
    /// `std::is_constant_evaluated()` or `__builtin_is_constant_evaluated()` in it is always
    /// `true` there (3058, a warning at the call's `(`).
    pub(super) fn warn_constant_evaluated_calls(&mut self, e: &Expr) {
        let mut calls = Vec::new();
        is_constant_evaluated_calls(e, &|t| self.walk.tok(t).to_string(), &mut calls, 0);
        for (name, at) in calls {
            self.emit(Diagnostic::new(&catalog::IS_CONSTANT_EVALUATED_IN_CONSTANT_EXPRESSION, self.walk.span(at)).arg("name", name));
        }
    }

    /// An expression the language requires to be constant: 28 where it certainly is not.
    pub(super) fn require_constant(&mut self, e: &Expr, scope: ScopeId) {
        if self.constness(e, scope) == super::constant::Constness::NotConstant {
            self.emit(Diagnostic::new(&catalog::EXPR_NOT_CONSTANT, self.walk.span(e.range().lo)));
        }
    }

    /// Types an initializer; returns the arguments it gives a constructor (`None` where they
    /// are not known, or a braced list may be an aggregate's or a `std::initializer_list`'s).
    fn initializer(&mut self, i: &Initializer, scope: ScopeId, target: Option<QualType>) -> Option<Vec<Option<Typed>>> {
        match i {
            Initializer::Assign(e) => {
                if let (Expr::InitList(es, _), Some(target)) = (e.as_ref(), &target) {
                    self.check_initializer_count(es, target);
                    if self.aggregate_initializer(es, target, scope) {
                        return None;
                    }
                }
                let value = self.expr(e, scope);
                if let (Some(target), Some(value)) = (target, &value) {
                    self.judge_conversion(value, &target, e.range().lo, Site::Initializer);
                }
                (!matches!(e.as_ref(), Expr::InitList(..))).then(|| vec![value])
            }
            Initializer::Paren(es, _) => Some(es.iter().map(|e| self.expr(e, scope)).collect()),
            Initializer::Brace(es, _) => {
                if let Some(target) = &target {
                    self.check_initializer_count(es, target);
                    if self.aggregate_initializer(es, target, scope) {
                        return None;
                    }
                }
                for e in es {
                    self.expr(e, scope);
                }
                es.is_empty().then(Vec::new)
            }
            Initializer::BitField(_) => None,
        }
    }

    /// A braced list initializing an aggregate class: each value, in order, initializes the
    /// next member (copy initialization, 144 where it cannot). Judged up to the first member
    /// of array or class type given a value without braces (the braces around its own values
    /// may be elided, and which member the later values go to is not followed); a union
    /// takes its first value only. Whether the class is such an aggregate, with the values
    /// typed here (else the caller types them).
    fn aggregate_initializer(&mut self, values: &[Expr], target: &QualType, scope: ScopeId) -> bool {
        let Type::Class(class) = target.ty else { return false };
        if values.iter().any(|v| matches!(v, Expr::Designated(..) | Expr::PackExpansion(..))) {
            return false;
        }
        let Some(members) = self.aggregate_members(class) else { return false };
        let table = self.table();
        let union = self.walk.tok(table.entities[class].name_tok.saturating_sub(1)) == "union";
        let member_types: Vec<Option<QualType>> = members.iter().map(|&m| table.entities[m].declared.as_ref().and_then(|d| ty::from_declared(table, d))).collect();
        let mut judging = true;
        for (i, v) in values.iter().enumerate() {
            let value = self.expr(v, scope);
            let member = member_types.get(i).filter(|_| judging && (i == 0 || !union));
            match (member, value) {
                (Some(Some(t)), Some(value)) if t.ty.is_scalar() && !matches!(v, Expr::InitList(..)) => {
                    self.judge_conversion(&value, &t.unqualified(), v.range().lo, Site::Initializer);
                }
                (Some(Some(t)), _) if t.ty.is_scalar() || matches!(v, Expr::InitList(..)) => {}
                _ => judging = false,
            }
        }
        true
    }

    /// The non-static data members of `class`, in order, when it is an aggregate this model
    /// knows whole: no base, no user-declared constructor, no virtual function, every data
    /// member public and its own (none of an anonymous union or struct).
    fn aggregate_members(&self, class: EntityId) -> Option<Vec<EntityId>> {
        let table = self.table();
        let e = &table.entities[class];
        let inner = e.inner?;
        if e.kind != EntityKind::Class || e.template || !self.walk.lookup.constructors(class)?.is_empty() {
            return None;
        }
        let mut members = Vec::new();
        for &id in table.scopes[inner].names.values().flatten() {
            let m = &table.entities[id];
            match m.kind {
                EntityKind::Function if m.declared_virtual => return None,
                EntityKind::Variable if !m.is_static => {
                    if m.scope != inner || m.access != crate::sema::symbols::Access::Public {
                        return None;
                    }
                    members.push(id);
                }
                _ => {}
            }
        }
        members.sort_by_key(|&id| table.entities[id].name_tok);
        members.dedup();
        Some(members)
    }

    /// A braced list with more values than a scalar (one) or an array of scalars (its bound)
    /// has elements (146, at the first value too many). Lists with designators or pack
    /// expansions, and arrays of arrays or classes (whose braces may be elided), are not
    /// judged.
    fn check_initializer_count(&mut self, values: &[Expr], target: &QualType) {
        let room = match &target.ty {
            t if t.is_scalar() => 1,
            Type::Array(element, Some(bound)) if element.ty.is_scalar() => *bound,
            _ => return,
        };
        if values.iter().any(|v| matches!(v, Expr::Designated(..) | Expr::PackExpansion(..))) {
            return;
        }
        if let Some(extra) = usize::try_from(room).ok().and_then(|room| values.get(room)) {
            let d = Diagnostic::new(&catalog::TOO_MANY_INITIALIZER_VALUES, self.walk.span(extra.range().lo));
            if matches!(target.ty, Type::Array(..)) {
                // The values too many are dropped and the array keeps the rest: its
                // initializer is no error (cicc still calls an unused one unused).
                self.walk.emit_uncounted(d);
            } else {
                self.emit(d);
            }
        }
    }

    // ------------------------------------------------------------------ calls, for the cross-space checks

    /// Records a call of one of `callees` at token `at` (nothing in an unevaluated operand).
    /// (Calls outside routines, in namespace-scope initializers, are not recorded: no routine
    /// makes them.)
    fn record_call(&mut self, callees: Vec<EntityId>, at: u32) {
        if !callees.is_empty() && self.unevaluated == 0 && self.function != NAMESPACE_SCOPE && !self.walk.template_definition {
            let (function, in_lambda) = (self.function, self.lambdas > 0);
            self.walk.found.calls.push(super::ResolvedCall { at, callees, function, in_lambda });
        }
    }

    /// The constructor calls (and, for an object that is destroyed here, the destructor call)
    /// of an object of `class` made from `args`, when the class declares them: the reference
    /// reports the destructor first. Nothing is recorded where the implicit copy or move
    /// constructor may be the one called (a single argument of class type), or an argument is
    /// unknown.
    fn record_construction(&mut self, class: EntityId, args: &[Option<Typed>], at: u32, destroyed: bool) {
        if destroyed {
            if let Some(destructor) = self.walk.lookup.destructor(class) {
                self.record_call(vec![destructor], at);
            }
        }
        let Some(args) = args.iter().cloned().collect::<Option<Vec<Typed>>>() else { return };
        if matches!(args.as_slice(), [one] if matches!(one.ty.ty, Type::Class(_))) {
            return;
        }
        let Some(constructors) = self.walk.lookup.constructors(class) else { return };
        let args: Vec<Option<Typed>> = args.into_iter().map(Some).collect();
        let viable = constructors.into_iter().filter(|&id| !self.not_viable(id, &args)).collect();
        self.record_call(viable, at);
    }

    /// A direct initialization of a `class` object from one or more arguments (`T t(a, b)`,
    /// `T(a, b)`, `new T(a, b)`) that none of its constructors can take (289, at `at`).
    /// Judged only where the class's constructors are all known, it declares some, and the
    /// implicit copy and move constructors cannot take the arguments either (not a single
    /// argument of class type).
    fn check_constructor_match(&mut self, class: EntityId, args: &[Option<Typed>], at: u32) {
        let Some(args) = args.iter().cloned().collect::<Option<Vec<Typed>>>() else { return };
        if args.is_empty() || matches!(args.as_slice(), [one] if one.ty.ty.is_class_or_enum()) {
            return;
        }
        let Some(constructors) = self.walk.lookup.constructors(class) else { return };
        let args: Vec<Option<Typed>> = args.into_iter().map(Some).collect();
        if constructors.is_empty() || !constructors.iter().all(|&id| self.not_viable(id, &args)) {
            return;
        }
        let shown = self.show(&QualType::plain(Type::Class(class)));
        self.emit(Diagnostic::new(&catalog::NO_MATCHING_CONSTRUCTOR, self.walk.span(at)).arg("class", shown));
    }

    /// When `e` (parentheses aside) creates a temporary of a class (`D(1)`, `D{1}`): that
    /// class and the calls recorded for it since `since` (its destructor, its constructors).
    fn temporary_calls(&self, e: &Expr, since: usize) -> Option<(EntityId, Vec<Vec<EntityId>>)> {
        let mut e = e;
        while let Expr::Paren(inner, _) = e {
            e = inner;
        }
        if !matches!(e, Expr::Call(..) | Expr::Construct(..)) {
            return None;
        }
        let at = e.range().lo;
        let calls: Vec<Vec<EntityId>> = self.walk.found.calls[since..].iter().filter(|c| c.at == at).map(|c| c.callees.clone()).collect();
        let table = self.table();
        let class = calls.iter().flatten().map(|&id| table.entities[id].scope).next().and_then(|scope| self.walk.lookup.class_of_scope.get(&scope).copied())?;
        let members_of_class = calls.iter().flatten().all(|&id| self.walk.lookup.class_of_scope.get(&table.entities[id].scope) == Some(&class));
        let special = calls.iter().flatten().all(|&id| {
            let n = &table.entities[id].name;
            *n == table.entities[class].name || n.strip_prefix('~') == Some(table.entities[class].name.as_str())
        });
        (members_of_class && special).then_some((class, calls))
    }

    /// The class a type named by declaration specifiers alone is (`S`, `N::S`), if known.
    /// A cast to a type written with top-level `const`/`volatile` that is no class type (a
    /// scalar: the cast gives a prvalue, which is never cv-qualified): 191, a warning at the
    /// type. Only qualifiers written in the cast count (not a typedef's); a type this model
    /// cannot tell is no class is not judged.
    fn check_cast_qualifiers(&mut self, ty: &TypeId, scope: ScopeId) {
        let written_cv = |cv: &[u32]| cv.iter().any(|&t| matches!(self.walk.tok(t), "const" | "volatile"));
        // The declarator layer next to the (absent) name is the top-level one.
        let mut d = &ty.declarator;
        let mut top_level: Option<&PtrOp> = None;
        loop {
            match d {
                Declarator::Ptr { op, inner, .. } => {
                    top_level = Some(op);
                    d = inner;
                }
                Declarator::Paren { inner, .. } | Declarator::Attributed { inner, .. } => d = inner,
                Declarator::Name { name: None, .. } => break,
                _ => return,
            }
        }
        let qualified = match top_level {
            Some(PtrOp::Pointer { cv, .. } | PtrOp::Member { cv, .. }) => written_cv(cv),
            Some(PtrOp::LRef | PtrOp::RRef) => false,
            None => {
                let cv = ty.specs.iter().any(|s| matches!(s, DeclSpec::Cv(t) if written_cv(&[*t])));
                cv && self.names_scalar_type(&ty.specs, scope)
            }
        };
        if qualified {
            self.emit(Diagnostic::new(&catalog::CAST_TO_QUALIFIED_TYPE, self.walk.span(ty.range.lo)));
        }
    }

    /// Whether decl-specifiers certainly name a scalar type: builtin keywords only, or a name
    /// of an enum or of a typedef of a scalar type (arithmetic, enum, pointer, pointer to member).
    fn names_scalar_type(&self, specs: &[DeclSpec], scope: ScopeId) -> bool {
        let mut named = None;
        for s in specs {
            match s {
                DeclSpec::Builtin(_) | DeclSpec::Cv(_) => {}
                DeclSpec::Type(TypeSpec::Named(q)) if named.is_none() => named = Some(q),
                _ => return false,
            }
        }
        let Some(q) = named else { return specs.iter().any(|s| matches!(s, DeclSpec::Builtin(_))) };
        let ids = self.resolve(q, scope);
        let Some([id]) = ids.as_deref() else { return false };
        let e = &self.table().entities[*id];
        match e.kind {
            EntityKind::Enum => true,
            EntityKind::Typedef => e.declared.as_ref().and_then(|t| ty::from_declared(self.table(), t)).is_some_and(|t| t.ty.is_scalar()),
            _ => false,
        }
    }

    fn named_class(&self, specs: &[DeclSpec], scope: ScopeId) -> Option<EntityId> {
        let [DeclSpec::Type(TypeSpec::Named(q))] = specs else { return None };
        match self.resolve(q, scope)?.as_slice() {
            [id] if self.table().entities[*id].kind == EntityKind::Class => Some(*id),
            _ => None,
        }
    }

    // ------------------------------------------------------------------ expressions

    /// Types `e` (and everything in it), judging the rules on the way.
    pub fn expr(&mut self, e: &Expr, scope: ScopeId) -> Option<Typed> {
        let callee = std::mem::take(&mut self.callee);
        if matches!(e, Expr::Name(_) | Expr::Paren(..) | Expr::Unary(..)) {
            if let Some(value) = self.member_function_value(e, scope) {
                return value;
            }
        }
        match e {
            Expr::Literal(t) => {
                self.check_user_literals(TokRange { lo: *t, hi: *t + 1 });
                self.literal(TokRange { lo: *t, hi: *t + 1 })
            }
            Expr::Strings(r) => {
                self.check_user_literals(*r);
                self.literal(*r)
            }
            Expr::Paren(inner, _) => {
                self.callee = callee;
                self.expr(inner, scope)
            }
            Expr::Cast(kind, ty, operand, range) => {
                self.check_cast_qualifiers(ty, scope);
                self.check_type_id_placeholder(ty, scope);
                let value = self.expr(operand, scope);
                // What it converts to is not judged yet, only the type it gives.
                let target = self.type_id(ty, scope);
                // A cast to a reference makes one of it, `(void)x` reads nothing: a read only
                // where the cast makes a value of another type.
                let makes_value = target.as_ref().is_some_and(|t| !matches!(t.ty, Type::LValueRef(_) | Type::RValueRef(_) | Type::Builtin("void")));
                if let (Some(at), false) = (bare_name(operand), makes_value) {
                    self.unset.set_at(at);
                }
                let target = target?;
                // A C-style cast's type is reported at its `(`.
                let type_at = if *kind == CastKind::CStyle { range.lo } else { ty.range.lo };
                let judged = match &value {
                    Some(v) => self.judge_cast(*kind, v, &target, type_at, operand.range().lo, range.lo),
                    None => Judged::Fine,
                };
                // What cannot be converted has no value; an access error still converts.
                if judged == Judged::Error {
                    return None;
                }
                let related_classes = |a: &QualType, b: &QualType| match (&a.ty, &b.ty) {
                    (Type::Class(a), Type::Class(b)) => self.walk.lookup.derives_from(*a, *b) == Some(true) || self.walk.lookup.derives_from(*b, *a) == Some(true),
                    _ => false,
                };
                let made = match value_of_declared(target) {
                    v if v.lvalue => v,
                    v => Typed { xvalue: v.xvalue, ..Typed::prvalue(if v.ty.ty.is_class_or_enum() { v.ty } else { v.ty.unqualified() }) },
                };
                // A conversion of a value free of effects to a scalar value is too, unless it
                // is a floating-point one (to `bool` aside); a cast to a reference only where
                // it binds to the operand itself (no temporary is made).
                let floating = made.ty.ty.is_floating() || value.as_ref().is_some_and(|v| v.ty.ty.is_floating());
                let pure = match &value {
                    // (Or to a base or derived class of the operand's: the same object.)
                    Some(v) if made.lvalue => v.pure && v.lvalue && (v.ty.unqualified() == made.ty.unqualified() || related_classes(&v.ty, &made.ty)),
                    Some(v) => v.pure && made.ty.ty.is_scalar() && (!floating || made.ty.ty == Type::Builtin("bool")),
                    None => false,
                };
                // EDG keeps `(int)0` and `static_cast<int>(0)` null pointer constants.
                let zero_literal = !made.lvalue && made.ty.ty.is_integral() && value.as_ref().is_some_and(|v| v.zero_literal);
                Some(Typed { zero_literal, ..made.pure_if(pure) })
            }
            Expr::Name(q) => {
                self.check_undeclared_name(q, scope);
                self.check_qualified_access(q, scope);
                self.name(q, scope)
            }
            Expr::This(t) => {
                self.uses_this(*t);
                let class = self.class?;
                let object = QualType { ty: Type::Class(class), is_const: self.const_member, is_volatile: false };
                Some(Typed::prvalue(QualType::plain(Type::Pointer(Box::new(object)))).pure_if(true))
            }
            // `&S::m`: a pointer to member, not a member named without an object.
            Expr::Unary(op_tok, operand, _) if self.walk.tok(*op_tok) == "&" && is_member_name(operand) => match operand.as_ref() {
                Expr::Name(q) => self.member_pointer(q, scope),
                _ => None,
            },
            Expr::Unary(op_tok, operand, _) => {
                let op = self.walk.tok(*op_tok).to_string();
                let value = self.expr(operand, scope);
                if let (Some(at), true) = (bare_name(operand), op == "&" || !value.as_ref().is_some_and(|v| v.ty.ty.is_arithmetic() || matches!(v.ty.ty, Type::Pointer(_)))) {
                    self.unset.set_at(at);
                }
                self.unary(&op, *op_tok, operand, value?, scope)
            }
            Expr::Postfix(op_tok, operand, _) => {
                // `x++`, `x--`: a class's may be overloaded.
                let value = self.expr(operand, scope)?;
                if value.ty.ty.is_class_or_enum() {
                    return None;
                }
                let op = self.walk.tok(*op_tok).to_string();
                self.check_step(&op, operand, &value);
                Some(Typed::prvalue(value.ty.unqualified()))
            }
            Expr::Binary(op, l, r, _) => {
                let op_text = self.walk.op(*op).to_string();
                let left = self.expr(l, scope);
                let right = self.expr(r, scope);
                if matches!(op_text.as_str(), ".*" | "->*") && !callee {
                    self.check_bound_member_called(r, right.as_ref());
                }
                self.unset_by_operands(&op_text, l, r, left.as_ref(), right.as_ref());
                self.binary(&op_text, *op, l, r, left?, right, scope)
            }
            Expr::Conditional(c, a, b, _) => {
                let condition_pure = self.bool_condition(c, scope).is_some_and(|c| c.pure);
                let second = a;
                let b_expr = b;
                let a = a.as_ref().and_then(|a| self.expr(a, scope));
                let b_value = self.expr(b, scope);
                if let (Some(second), Some(a), Some(b_value)) = (second, &a, &b_value) {
                    // At the `:`, the token after the second operand.
                    self.check_common_pointer_type(a, b_value, second.range().hi);
                }
                let b = b_value;
                if let (Some(second), Some(a), Some(b)) = (second, &a, &b) {
                    self.judge_conditional_class_operands(a, b, second.range().lo, b_expr.range().lo);
                }
                match (a, b) {
                    // An lvalue only when both are.
                    (Some(a), Some(b)) if a.ty == b.ty && !a.ty.ty.is_class_or_enum() => {
                        let pure = a.pure && b.pure && condition_pure;
                        let lvalue = a.lvalue && b.lvalue;
                        Some(Typed { zero_literal: false, string_literal: false, pure, lvalue, ..a })
                    }
                    // Arithmetic types that differ: a prvalue of their common type.
                    (Some(a), Some(b)) if a.ty.ty.is_arithmetic() && b.ty.ty.is_arithmetic() && a.ty.ty != b.ty.ty => {
                        let pure = a.pure && b.pure && condition_pure;
                        Some(Typed::prvalue(QualType::plain(usual_arithmetic(&a.ty.ty, &b.ty.ty)?)).pure_if(pure))
                    }
                    // Arrays of different bounds (`c ? "a" : "bc"`): pointers to their elements.
                    (Some(a), Some(b)) if matches!((&a.ty.ty, &b.ty.ty), (Type::Array(x, _), Type::Array(y, _)) if x == y) => {
                        let pure = a.pure && b.pure && condition_pure;
                        Some(Typed::prvalue(a.decayed()).pure_if(pure))
                    }
                    _ => None,
                }
            }
            Expr::Call(callee, args, range) => self.call(callee, args, *range, scope),
            Expr::Launch { kernel, config, args, range, .. } => {
                for c in config {
                    self.expr(c, scope);
                }
                let arg_types: Vec<Option<Typed>> = args.iter().map(|a| self.expr(a, scope)).collect();
                if let Expr::Name(q) = kernel.as_ref() {
                    if let Some(candidates) = self.callee_candidates(q, &arg_types, scope) {
                        self.check_arity(&candidates, args, *range);
                        self.check_arguments(&candidates, args, &arg_types);
                    }
                }
                None
            }
            Expr::Index(a, i, _) => {
                let base = self.expr(a, scope);
                let index = self.expr(i, scope);
                if let Some(Typed { ty: QualType { ty: Type::Class(class), .. }, .. }) = &base {
                    // Only a member `operator[]` can subscript a class object.
                    if self.walk.lookup.member(*class, "operator[]") == Found::Nothing && self.walk.lookup.converts(*class) == Some(false) {
                        self.emit(Diagnostic::new(&catalog::NO_MATCHING_OPERATOR_FUNCTION, self.walk.span(a.range().hi)).arg("op", "[]"));
                    }
                    return None;
                }
                let (base, index) = (base?, index?);
                let pure = base.pure && index.pure;
                match (base.decayed().ty, index.ty.ty) {
                    (Type::Pointer(elem), i) if i.is_integral() => Some(Typed::lvalue(*elem).pure_if(pure)),
                    _ => None,
                }
            }
            Expr::Member(object, op, name, _) => {
                let value = self.expr(object, scope);
                // `x.~A` not called (3006, at the `~`).
                if let UnqualKind::Destructor(seg) = &name.last {
                    self.emit(Diagnostic::new(&catalog::VACUOUS_DESTRUCTOR_NOT_CALLED, self.walk.span(seg.tok.saturating_sub(1))));
                    return None;
                }
                let arrow = self.walk.tok(*op) == "->";
                let object_pure = value.as_ref().is_some_and(|v| v.pure);
                let class = self.object_class(object, value.as_ref(), arrow, name)?;
                if !name.scopes.is_empty() || name.global {
                    self.check_member_qualifier(class, name, scope);
                    return None;
                }
                self.member(class, name).map(|m| {
                    let pure = object_pure && !m.ty.is_volatile;
                    m.pure_if(pure)
                })
            }
            Expr::SizeofExpr(..) | Expr::SizeofType(..) | Expr::AlignofExpr(..) | Expr::AlignofType(..) | Expr::SizeofPack(..) => {
                if let Expr::SizeofType(ty, _) | Expr::AlignofType(ty, _) = e {
                    self.check_array_elements(ty);
                }
                // `sizeof(S)` of a class still incomplete (70, at the type).
                if let Expr::SizeofType(ty, _) = e {
                    if !self.check_type_id_placeholder(ty, scope) {
                        self.check_complete_type_id(ty, scope);
                    }
                }
                if let Expr::AlignofType(ty, _) = e {
                    self.check_type_id_placeholder(ty, scope);
                }
                self.unevaluated += 1;
                e.for_each_child(&mut |c| {
                    self.expr(c, scope);
                });
                self.unevaluated -= 1;
                Some(Typed::prvalue(QualType::builtin("unsigned long")).pure_if(true))
            }
            Expr::Noexcept(..) | Expr::Typeid(..) => {
                if let Expr::Typeid(operand, _) = e {
                    if let TypeOrExpr::Type(ty) = operand.as_ref() {
                        self.check_array_elements(ty);
                    }
                }
                self.unevaluated += 1;
                e.for_each_child(&mut |c| {
                    self.expr(c, scope);
                });
                self.unevaluated -= 1;
                None
            }
            // A lambda with template parameters is a template: its body is not typed.
            Expr::Lambda(l) if !l.template_params.is_empty() => {
                self.forget_mentioned(l.range);
                None
            }
            Expr::Lambda(l) => {
                self.forget_mentioned(l.range);
                let inner = self.scope_of(l.range.lo, scope);
                // Its body is another routine: `this` and the locals it may name are still
                // the enclosing ones, the return type its own.
                let ret = self.ret.take();
                self.lambdas += 1;
                let copies_this = self.walk.cplusplus >= 202002 && self.class.is_some() && self.copy_default_without_this(l.captures);
                self.lambda_copies_this.push(copies_this);
                self.block(&l.body, inner);
                self.lambda_copies_this.pop();
                self.lambdas -= 1;
                self.ret = ret;
                None
            }
            Expr::Construct(specs, args, braced, range) => {
                let arg_exprs = args;
                let mut erroneous = Vec::with_capacity(args.len());
                let args: Vec<Option<Typed>> = args
                    .iter()
                    .map(|a| {
                        let before = self.walk.errors;
                        let t = self.expr(a, scope);
                        erroneous.push(t.is_none() && self.walk.errors > before);
                        t
                    })
                    .collect();
                // `A(x)`, `A{x}` of a class template `A`: its arguments are deduced.
                if let Some((use_at, class)) = self.deduced_class_template(specs, scope) {
                    use super::ctad::{Arg, Form};
                    let deduced: Vec<Arg> = args
                        .iter()
                        .zip(&erroneous)
                        .map(|(t, &error)| match t {
                            Some(t) => Arg::Known(t.clone()),
                            None if error => Arg::Error,
                            None => Arg::Unknown,
                        })
                        .collect();
                    let open = specs.iter().find_map(|s| match s {
                        DeclSpec::Type(TypeSpec::Named(q)) => Some(q.range.hi),
                        _ => None,
                    });
                    // The reference reports at the token after the parenthesis or brace.
                    let open = open.filter(|&t| matches!(self.walk.tok(t), "(" | "{")).map_or(range.lo, |t| t + 1);
                    self.check_class_template_deduction(class, &deduced, if *braced { Form::Braced } else { Form::Paren }, use_at, open);
                }
                for at in arg_exprs.iter().filter_map(bare_name) {
                    self.unset.set_at(at);
                }
                if let Some(class) = self.named_class(specs, scope) {
                    // `S()`, `S(x)`, `S{}` of a class still incomplete here (70, at the type).
                    // Not in an unevaluated operand: `decltype(S())` makes no object, and
                    // `sizeof(S())` is the type of a function.
                    let made = QualType::plain(Type::Class(class));
                    if self.unevaluated == 0 && self.walk.incomplete_at(&made, range.lo, None) {
                        self.emit(Diagnostic::new(&catalog::INCOMPLETE_TYPE_NOT_ALLOWED, self.walk.span(range.lo)).arg("type", self.show(&made)));
                        return None;
                    }
                    if !braced {
                        self.check_constructor_match(class, &args, range.lo);
                    }
                    self.record_construction(class, &args, range.lo, true);
                }
                // `T(x)`, `T{x}`: a prvalue of type `T`.
                let abstract_declarator = Declarator::Name { name: None, pack: false, range: *range };
                let made = self.written_type(specs, &abstract_declarator, scope).filter(|t| !self.is_template_class(t))?;
                // `T(0)` with `T` an integer type stays a null pointer constant (as `(T)0`).
                let zero_literal = made.ty.is_integral() && matches!(args.as_slice(), [Some(v)] if v.zero_literal);
                Some(Typed { zero_literal, ..Typed::prvalue(if made.ty.is_class_or_enum() { made } else { made.unqualified() }) })
            }
            Expr::New { placement, ty, init, range } => {
                for p in placement {
                    self.expr(p, scope);
                }
                let args: Option<Vec<Option<Typed>>> = init.as_ref().map(|es| es.iter().map(|e| self.expr(e, scope)).collect());
                for at in init.iter().flatten().filter_map(bare_name) {
                    self.unset.set_at(at);
                }
                // `new T[n][m]`: every bound but the first must be constant (28, at the bound).
                let mut layer = &ty.declarator;
                while let Declarator::Array { inner, size, .. } = layer {
                    if let (Some(size), false) = (size, matches!(inner.as_ref(), Declarator::Name { name: None, .. })) {
                        self.require_constant(size, scope);
                    }
                    layer = inner;
                }
                // `new S`, `new S[n]` of an incomplete class (70 at the type) or of an abstract
                // one (322 at the type, 604 at `[`).
                // `new int[]{1, 2}`: the bound comes from the initializer, so an array of
                // unknown bound is no incomplete type here.
                let unknown_bound = matches!(ty.declarator.top_level_layer(), Declarator::Array { size: None, .. });
                if self.check_new_placeholder(ty, init.as_deref(), scope) || (!unknown_bound && self.check_complete_type_id(ty, scope)) {
                    return None;
                }
                if let Some(class) = self.named_class(&ty.specs, scope) {
                    let element = QualType::plain(Type::Class(class));
                    let created = match &ty.declarator {
                        Declarator::Name { name: None, pack: false, .. } => Some((element, ty.range.lo)),
                        Declarator::Array { inner, range, .. } if matches!(inner.as_ref(), Declarator::Name { name: None, pack: false, .. }) => Some((QualType::plain(Type::Array(Box::new(element), None)), range.lo)),
                        _ => None,
                    };
                    if let Some((created, at)) = created {
                        self.walk.check_abstract_object(&created, at);
                    }
                }
                if let (Some(class), false) = (self.named_class(&ty.specs, scope), placement.is_empty()) {
                    match &ty.declarator {
                        Declarator::Name { name: None, pack: false, .. } => self.check_placement_delete(class, "", placement.len(), range.lo),
                        Declarator::Array { inner, .. } if matches!(inner.as_ref(), Declarator::Name { name: None, pack: false, .. }) => self.check_placement_delete(class, "[]", placement.len(), range.lo),
                        _ => {}
                    }
                }
                // `new S(args)`: a pointer to a constructed `S`.
                let (Some(class), Declarator::Name { name: None, pack: false, .. }) = (self.named_class(&ty.specs, scope), &ty.declarator) else { return None };
                if let Some(args) = &args {
                    // At the `(` after the type.
                    self.check_constructor_match(class, args, ty.range.hi);
                }
                self.record_construction(class, &args.unwrap_or_default(), range.lo, false);
                Some(Typed::prvalue(QualType::plain(Type::Pointer(Box::new(QualType::plain(Type::Class(class)))))))
            }
            // `delete p`: the destructor, reported at the operand. EDG warns where the
            // pointer cannot reach one: to `void` (852), to a class still incomplete (414).
            Expr::Delete { operand, .. } => {
                let value = self.expr(operand, scope);
                if let Some(Type::Pointer(p)) = value.map(|v| v.decayed().ty) {
                    let at = operand.range().lo;
                    if p.ty == Type::Builtin("void") {
                        self.emit(Diagnostic::new(&catalog::EXPR_NOT_OBJECT_POINTER, self.walk.span(at)));
                    } else if matches!(p.ty, Type::Class(_)) && self.walk.incomplete_at(&QualType::plain(p.ty.clone()), at, None) {
                        self.emit(Diagnostic::new(&catalog::DELETE_OF_INCOMPLETE_CLASS, self.walk.span(at)));
                    }
                    if let Type::Class(class) = p.ty {
                        if let Some(destructor) = self.walk.lookup.destructor(class) {
                            self.record_call(vec![destructor], operand.range().lo);
                        }
                    }
                }
                None
            }
            Expr::StmtExpr(b, r) => {
                // GNU's `({ ... })` belongs in a function body: EDG rejects one in a
                // namespace's or a class's initializer (1166, at the `{`), and in a default
                // argument wherever it is (1234).
                let misplaced = if self.in_default_argument {
                    Some(&catalog::STATEMENT_EXPR_IN_DEFAULT_ARG)
                } else {
                    matches!(self.table().scopes[scope].kind, ScopeKind::Global | ScopeKind::Namespace | ScopeKind::Class).then_some(&catalog::STATEMENT_EXPRESSION_IN_FUNCTION_ONLY)
                };
                if let Some(def) = misplaced {
                    // Its statements are not checked: EDG drops the expression.
                    self.emit(Diagnostic::new(def, self.walk.span(b.range.lo)));
                    return None;
                }
                let inner = self.scope_of(r.lo, scope);
                // Its last expression statement is its value, not a statement that does nothing.
                match b.stmts.split_last() {
                    Some((Stmt::Expr(last, _), rest)) => {
                        rest.iter().for_each(|s| self.stmt(s, inner));
                        self.expr(last, inner);
                        self.settle_unset();
                    }
                    _ => self.block(b, inner),
                }
                None
            }
            Expr::Builtin(kw, args, _) if self.walk.tok(*kw) == "__builtin_offsetof" => {
                if let [TypeOrExpr::Type(ty)] = args.as_slice() {
                    self.check_offsetof_member(ty, scope);
                }
                None
            }
            _ => {
                e.for_each_child(&mut |c| {
                    self.expr(c, scope);
                });
                None
            }
        }
    }

    /// `__builtin_offsetof(T, m)` where class `T` has a non-static data member of reference
    /// type: it is not a standard-layout class (1427, a warning), and `m` may not be such a
    /// member (1907); both at `m`, the token after the type's `,`. (A class with bases, or
    /// other reasons not to be standard-layout, are not judged.)
    fn check_offsetof_member(&mut self, ty: &TypeId, scope: ScopeId) {
        let Some(Type::Class(class)) = self.type_id(ty, scope).map(|t| t.ty) else { return };
        if self.walk.tok(ty.range.hi) != "," {
            return;
        }
        let name_tok = ty.range.hi + 1;
        let table = self.table();
        let (Some(inner), Some(bases)) = (table.entities[class].inner, table.entities[class].bases.as_ref()) else { return };
        let is_reference = |id: EntityId| {
            let e = &table.entities[id];
            e.kind == EntityKind::Variable && !e.is_static && e.declared.as_ref().and_then(|d| ty::from_declared(table, d)).is_some_and(|t| matches!(t.ty, Type::LValueRef(_) | Type::RValueRef(_)))
        };
        if !bases.is_empty() || !table.scopes[inner].names.values().flatten().any(|&id| is_reference(id)) {
            return;
        }
        let member_is_reference = matches!(table.scopes[inner].names.get(self.walk.tok(name_tok)).map(Vec::as_slice), Some([id]) if is_reference(*id));
        let at = self.walk.span(name_tok);
        self.emit(Diagnostic::new(&catalog::OFFSET_IN_NON_POD_NONSTANDARD, at));
        if member_is_reference {
            self.emit(Diagnostic::new(&catalog::OFFSETOF_REF_FIELD, at));
        }
    }

    /// A literal (adjacent string literals are one): its type, a string's with its bound.
    fn literal(&self, r: TokRange) -> Option<Typed> {
        let mut value = literal_type(self.walk.tok(r.lo))?.pure_if(true);
        if let Type::Array(element, bound) = &mut value.ty.ty {
            let parts: Vec<&str> = (r.lo..r.hi).map(|t| self.walk.tok(t)).collect();
            *bound = string_bound(element, &parts);
        }
        Some(value)
    }

    /// A name used as an expression: a variable's (or parameter's) declared type, an lvalue.
    fn name(&mut self, q: &QualName, scope: ScopeId) -> Option<Typed> {
        let Some(ids) = self.resolve(q, scope) else {
            self.check_namespace_member(q, scope);
            return None;
        };
        self.check_object_needed(q, &ids, false);
        self.check_implicit_this(q, &ids);
        self.check_unqualified_access(q, &ids);
        let [id] = ids.as_slice() else { return None };
        if self.unevaluated == 0 && q.scopes.is_empty() && !q.global {
            self.unset.read(*id, q.range.lo);
        }
        let e = &self.table().entities[*id];
        match e.kind {
            EntityKind::Variable => variable_type(self, *id).map(|t| {
                let pure = !t.ty.is_volatile;
                t.pure_if(pure)
            }),
            EntityKind::Enumerator => Some(Typed::prvalue(ty::from_declared(self.table(), e.declared.as_ref()?)?).pure_if(true)),
            // A function outside any class and template, the only one of its name: an lvalue
            // of its function type (which decays to a pointer to it).
            EntityKind::Function if !e.template && self.table().scopes[e.scope].kind != ScopeKind::Class => {
                let t = ty::from_declared(self.table(), e.declared.as_ref()?)?;
                matches!(t.ty, Type::Function { .. }).then(|| Typed::lvalue(t))
            }
            _ => None,
        }
    }

    /// `&X::m` of a non-static data member or member function `m` (not overloaded, not a
    /// template, without cv-qualifiers): a pointer to a member of the class that declares it.
    fn member_pointer(&mut self, q: &QualName, scope: ScopeId) -> Option<Typed> {
        let Qualifier::Class(_) = self.qualifier(q, scope)? else { return None };
        let ids = self.resolve(q, scope)?;
        let [id] = ids.as_slice() else { return None };
        if self.table().entities[*id].kind == EntityKind::Function && self.unevaluated == 0 {
            self.walk.addressed_functions.insert(*id);
        }
        self.member_pointer_to(*id)
    }

    /// The pointer to member `&X::m` gives for the member `id` (none for static members,
    /// templates and members of anonymous unions and structs).
    fn member_pointer_to(&self, id: EntityId) -> Option<Typed> {
        let table = self.table();
        let e = &table.entities[id];
        if e.is_static || e.template || !matches!(e.kind, EntityKind::Variable | EntityKind::Function) {
            return None;
        }
        let class = *self.walk.lookup.class_of_scope.get(&e.scope)?;
        if table.entities[class].name.is_empty() {
            return None; // a member of an anonymous union or struct
        }
        let member = ty::from_declared(table, e.declared.as_ref()?)?;
        if e.kind == EntityKind::Function && !matches!(member.ty, Type::Function { .. }) {
            return None;
        }
        Some(Typed::prvalue(QualType::plain(Type::MemberPointer { class, member: Box::new(member) })).pure_if(true))
    }

    /// A non-static member function named as a value other than in the form `&X::f` (`f`,
    /// `&f`, `&(X::f)`, `(f)`, `X::f`): 504, at the expression's first token. `Some` when
    /// reported, with the value the reference goes on with: the pointer to member `&X::f`
    /// would give.
    fn member_function_value(&mut self, e: &Expr, scope: ScopeId) -> Option<Option<Typed>> {
        let MemberFunctionDesignator { standard: false, function } = self.member_function_designator(e, scope)? else { return None };
        let table = self.table();
        let f = &table.entities[function];
        let class = self.walk.lookup.class_of_scope.get(&f.scope).copied()?;
        let (class, name) = (table.entities[class].name.clone(), f.name.clone());
        self.emit(Diagnostic::new(&catalog::NONSTD_MEMBER_FUNCTION_ADDRESS, self.walk.span(e.range().lo)).arg("class", class).arg("name", name));
        Some(self.member_pointer_to(function))
    }

    /// `new (args) S` whose placement `operator new` has no `operator delete` of the same
    /// placement parameters (830, a warning at the `new`): were `S`'s constructor to throw,
    /// the memory would not be freed. Only where a constructor certainly runs (`S` declares
    /// one, or a virtual function); each operator is looked up in `S`, then globally, and
    /// matched by its number of parameters. `array` is `[]` for `new (args) S[n]` (then
    /// `operator new[]` and `operator delete[]`).
    fn check_placement_delete(&mut self, class: EntityId, array: &str, placement: usize, at: u32) {
        let (new_name, delete_name) = (format!("operator new{array}"), format!("operator delete{array}"));
        let table = self.table();
        let e = &table.entities[class];
        let Some(inner) = e.inner else { return };
        let members = &table.scopes[inner].names;
        if e.template {
            return;
        }
        // A base declaring either operator: not modelled (member lookup would find it).
        let Some(bases) = self.walk.lookup.all_bases(class) else { return };
        let declares = |c: EntityId| table.entities[c].inner.is_none_or(|scope| table.scopes[scope].names.contains_key(&new_name) || table.scopes[scope].names.contains_key(&delete_name));
        if bases.into_iter().any(declares) {
            return;
        }
        let constructs = members.get(&e.name).is_some_and(|ids| !ids.is_empty()) || members.values().flatten().any(|&m| table.entities[m].declared_virtual);
        if !constructs {
            return;
        }
        let global = &table.scopes[crate::sema::symbols::GLOBAL].names;
        let found = |name: &str| members.get(name).filter(|ids| !ids.is_empty()).or_else(|| global.get(name));
        // Whether one of the functions named `name` takes the size (or pointer) and the
        // placement arguments; the first that does.
        let taking = |name: &str| -> Option<Option<EntityId>> {
            let Some(ids) = found(name) else { return Some(None) };
            let mut first = None;
            for &id in ids {
                let arity = table.entities[id].arity?;
                if arity.min <= placement + 1 && arity.max.is_none_or(|max| max >= placement + 1) {
                    first = first.or(Some(id));
                }
            }
            Some(first)
        };
        let (Some(Some(new)), Some(None)) = (taking(&new_name), taking(&delete_name)) else { return };
        let function = ty::display_function(table, &new_name, new).unwrap_or(new_name);
        self.emit(Diagnostic::new(&catalog::NO_CORRESPONDING_DELETE, self.walk.span(at)).arg("function", function));
    }

    /// Whether `e` names one non-static member function as a value (not called): `f`, `&f`,
    /// `X::f`, `&X::f`, any of them in parentheses. An overloaded name is not judged here.
    fn member_function_designator(&self, e: &Expr, scope: ScopeId) -> Option<MemberFunctionDesignator> {
        if self.unevaluated > 0 {
            return None;
        }
        let mut core = e;
        let mut address_of = false;
        // `&X::f` (in parentheses or not) is the standard form.
        let mut standard = false;
        loop {
            match core {
                Expr::Paren(inner, _) => core = inner,
                Expr::Unary(op, inner, _) if self.walk.tok(*op) == "&" && !address_of => {
                    address_of = true;
                    standard = is_member_name(inner);
                    core = inner;
                }
                _ => break,
            }
        }
        let Expr::Name(q) = core else { return None };
        // Outside a class only a qualified name can name a member.
        if q.scopes.is_empty() && !q.global && self.class.is_none() {
            return None;
        }
        let ids = self.resolve(q, scope)?;
        let [id] = ids.as_slice() else { return None };
        let table = self.table();
        let f = &table.entities[*id];
        if f.kind != EntityKind::Function || f.is_static || table.scopes[f.scope].kind != ScopeKind::Class || !self.walk.lookup.plain_functions(&ids) {
            return None;
        }
        Some(MemberFunctionDesignator { standard, function: *id })
    }

    /// An unqualified name of non-static members, in a member function: a use of `this`.
    fn check_implicit_this(&mut self, q: &QualName, ids: &[EntityId]) {
        if !q.scopes.is_empty() || q.global || self.class.is_none() || ids.is_empty() {
            return;
        }
        let table = self.table();
        let member = |id: EntityId| {
            let e = &table.entities[id];
            matches!(e.kind, EntityKind::Variable | EntityKind::Function) && table.scopes[e.scope].kind == crate::sema::symbols::ScopeKind::Class && !e.is_static
        };
        if ids.iter().all(|&id| member(id)) {
            self.uses_this(q.range.lo);
        }
    }

    /// `this` used (written or implied) at token `at`: inside a C++20 lambda whose `=`
    /// default captures it implicitly, deprecated (warning 2908, once per lambda).
    fn uses_this(&mut self, at: u32) {
        if let Some(copies) = self.lambda_copies_this.last_mut().filter(|c| **c) {
            *copies = false;
            self.emit(Diagnostic::new(&catalog::IMPLICIT_COPY_THIS_CAPTURE_DEPRECATED, self.walk.span(at)));
        }
    }

    /// Whether a lambda's captures (`[=, &x]`) start with the `=` default and name neither
    /// `this` nor `*this`.
    fn copy_default_without_this(&self, captures: TokRange) -> bool {
        let words: Vec<&str> = (captures.lo..captures.hi).map(|t| self.walk.tok(t)).filter(|w| *w != "[" && *w != "]").collect();
        words.first() == Some(&"=") && !words.contains(&"this")
    }

    /// A non-static member named by a qualified name (`S::m`) outside any member function
    /// and outside an unevaluated operand: it needs an object (245, at the member's name; for
    /// a call, at the qualified name).
    fn check_object_needed(&mut self, q: &QualName, ids: &[EntityId], called: bool) {
        if q.scopes.is_empty() || self.class.is_some() || self.unevaluated > 0 {
            return;
        }
        let table = self.table();
        let member = |id: EntityId| {
            let e = &table.entities[id];
            matches!(e.kind, EntityKind::Variable | EntityKind::Function) && table.scopes[e.scope].kind == crate::sema::symbols::ScopeKind::Class && !e.is_static
        };
        if !ids.is_empty() && ids.iter().all(|&id| member(id)) && (table.entities[ids[0]].kind == EntityKind::Variable || self.walk.lookup.plain_functions(ids)) {
            let at = match &q.last {
                UnqualKind::Plain(seg) if !called => seg.tok,
                _ => q.range.lo,
            };
            self.emit(Diagnostic::new(&catalog::MEMBER_REF_REQUIRES_OBJECT, self.walk.span(at)).arg("name", table.entities[ids[0]].name.clone()));
        }
    }

    /// The entities an id-expression denotes: unqualified lookup, or a name qualified by
    /// namespaces; `None` where unknown.
    pub(super) fn resolve(&self, q: &QualName, scope: ScopeId) -> Option<Vec<EntityId>> {
        let UnqualKind::Plain(seg) = &q.last else { return None };
        if seg.template_args.is_some() {
            return None;
        }
        let name = self.walk.tok(seg.tok);
        if q.scopes.is_empty() && !q.global {
            return match self.walk.lookup.unqualified(scope, name, seg.tok, self.member_of) {
                Found::Entities(ids) => Some(ids),
                _ => None,
            };
        }
        let at = match self.qualifier(q, scope)? {
            Qualifier::Class(class) => {
                return match self.walk.lookup.member(class, name) {
                    Found::Entities(ids) => Some(ids),
                    _ => None,
                };
            }
            Qualifier::Namespace(at) => at,
        };
        if self.walk.lookup.using_names.contains(name) {
            return None;
        }
        let ids = self.table().members(at, name, 0, true);
        (!ids.is_empty()).then_some(ids)
    }

    /// `N::x` where namespace `N` declares no `x`, nor do the namespaces it nominates (135,
    /// at `x`). Names a using-declaration brings in somewhere, reserved names and `std`'s
    /// members stay silent: the table may not hold them.
    fn check_namespace_member(&mut self, q: &QualName, scope: ScopeId) {
        let UnqualKind::Plain(seg) = &q.last else { return };
        if q.scopes.is_empty() {
            return;
        }
        let Some(Qualifier::Namespace(at)) = self.qualifier(q, scope) else { return };
        let name = self.walk.tok(seg.tok);
        if name.starts_with("__") || self.walk.lookup.using_names.contains(name) || !self.table().members(at, name, 0, true).is_empty() {
            return;
        }
        let Some(namespace) = self.table().scope_owner(at) else { return };
        let shown = self.table().qualified_name(namespace);
        // The reference predeclares some of `std` (`std::align_val_t`, `std::type_info`), which
        // the table does not hold: unknown there.
        if shown == "std" {
            return;
        }
        let name = name.to_string();
        self.emit(Diagnostic::new(&catalog::NOT_A_MEMBER, self.walk.span(seg.tok)).arg("class", shown).arg("name", name));
    }

    /// What the qualifier of `N::x`, `::x`, `S::x` names: namespaces, then at most one class
    /// (not a template); `None` where unknown.
    pub(super) fn qualifier(&self, q: &QualName, scope: ScopeId) -> Option<Qualifier> {
        let path: Vec<&str> = q.plain_scope_tokens()?.into_iter().map(|t| self.walk.tok(t)).collect();
        let table = self.table();
        let mut at = if q.global { crate::sema::symbols::GLOBAL } else { scope };
        for (i, n) in path.iter().enumerate() {
            let id = if i == 0 && !q.global { table.lookup(at, n)? } else { table.lookup_in(at, n, 0)? };
            let e = &table.entities[id];
            match e.kind {
                EntityKind::Namespace => at = e.inner?,
                EntityKind::Class if i + 1 == path.len() && !e.template => return Some(Qualifier::Class(id)),
                _ => return None,
            }
        }
        Some(Qualifier::Namespace(at))
    }

    /// `S::m` naming a private or protected member (see `check_access`).
    fn check_qualified_access(&mut self, q: &QualName, scope: ScopeId) {
        let UnqualKind::Plain(seg) = &q.last else { return };
        if q.scopes.is_empty() || seg.template_args.is_some() {
            return;
        }
        let Some(Qualifier::Class(class)) = self.qualifier(q, scope) else { return };
        if let Found::Entities(ids) = self.walk.lookup.member(class, self.walk.tok(seg.tok)) {
            self.check_access(class, &ids, seg.tok, false);
        }
    }

    fn unary(&mut self, op: &str, op_tok: u32, operand: &Expr, value: Typed, scope: ScopeId) -> Option<Typed> {
        // Floating-point arithmetic may raise exceptions: not free of effects (`!d` is).
        let pure = value.pure && !matches!(op, "++" | "--") && !(matches!(op, "-" | "+") && value.ty.ty.is_floating());
        self.unary_value(op, op_tok, operand, value, scope).map(|t| t.pure_if(pure))
    }

    fn unary_value(&mut self, op: &str, op_tok: u32, operand: &Expr, value: Typed, scope: ScopeId) -> Option<Typed> {
        // An operator of a class or enum may be overloaded (`&` only where some class
        // declares an `operator&`).
        if value.ty.ty.is_class_or_enum() && (op != "&" || self.walk.address_of_overloaded) {
            // In a template's definition the reference takes `~X()` for a destructor's name
            // still to be looked up, not an operator applied to a temporary.
            let destructor_name = op == "~" && !value.lvalue && self.walk.template_definition;
            if op != "&" && !destructor_name {
                self.check_class_operator(op, op_tok, &[&value], scope);
            }
            return None;
        }
        match op {
            "&" => {
                if !value.lvalue || is_member_name(operand) {
                    return None;
                }
                Some(Typed::prvalue(QualType::plain(Type::Pointer(Box::new(value.ty)))))
            }
            "*" if value.ty.ty.is_class_or_enum() => None,
            "*" => match value.decayed().ty {
                Type::Pointer(p) if !matches!(p.ty, Type::Function { .. } | Type::Builtin("void")) => Some(Typed::lvalue(*p)),
                t if t.is_arithmetic() || t.is_nullptr() => {
                    // Indirection through a value that is no pointer (75, at the operand).
                    let d = Diagnostic::new(&catalog::BAD_INDIRECTION_OPERAND, self.walk.span(operand.range().lo)).arg("type", self.show(&value.ty.unqualified()));
                    self.emit(d);
                    None
                }
                _ => None,
            },
            "!" => Some(Typed::prvalue(QualType::builtin("bool"))),
            "++" | "--" => {
                self.check_step(op, operand, &value);
                Some(Typed::lvalue(value.ty))
            }
            "-" | "+" | "~" if value.ty.ty.is_arithmetic() => Some(Typed::prvalue(QualType::plain(promoted(&value.ty.ty)))),
            _ => None,
        }
    }

    fn binary(&mut self, op: &str, op_tok: u32, l: &Expr, r: &Expr, left: Typed, right: Option<Typed>, scope: ScopeId) -> Option<Typed> {
        let assignment = is_assignment(op);
        let floating = left.ty.ty.is_floating() || right.as_ref().is_some_and(|r| r.ty.ty.is_floating());
        let pure = !assignment && op != "," && left.pure && right.as_ref().is_some_and(|r| r.pure) && !(floating && !matches!(op, "&&" | "||"));
        // The left operand of a comma is evaluated for its effects only (174 where it has
        // none, at the operand).
        if op == "," && left.pure {
            self.emit(Diagnostic::new(&catalog::EXPR_HAS_NO_EFFECT, self.walk.span(l.range().lo)));
        }
        self.binary_value(op, op_tok, l, r, left, right, scope).map(|t| t.pure_if(pure))
    }

    #[allow(clippy::too_many_arguments)]
    fn binary_value(&mut self, op: &str, op_tok: u32, l: &Expr, r: &Expr, mut left: Typed, mut right: Option<Typed>, scope: ScopeId) -> Option<Typed> {
        let assignment = is_assignment(op);
        let is_class = |t: &Typed| matches!(t.ty.ty, Type::Class(_));
        let enums: Vec<EntityId> = [Some(&left), right.as_ref()].into_iter().flatten().filter_map(|t| if let Type::Enum(id) = t.ty.ty { Some(id) } else { None }).collect();
        // Enums without an operator function of their own take part as integers (an
        // unscoped enum's value converts; the left side of an assignment does not).
        let right_is_class = right.as_ref().is_some_and(is_class);
        if !enums.is_empty() && !is_class(&left) && !right_is_class && !(assignment && matches!(left.ty.ty, Type::Enum(_))) {
            if op == "," || self.walk.lookup.operator_declared(&format!("operator{op}"), None, &enums, scope, op_tok, self.member_of) != Some(false) {
                return None;
            }
            // An enum compared with a pointer: no builtin operator takes the two (349).
            let pointer = |t: &Typed| matches!(t.decayed().ty, Type::Pointer(_));
            if matches!(op, "==" | "!=" | "<" | ">" | "<=" | ">=") && (pointer(&left) || right.as_ref().is_some_and(pointer)) {
                self.emit(Diagnostic::new(&catalog::NO_MATCHING_OPERATOR_FUNCTION, self.walk.span(op_tok)).arg("op", op.to_string()));
                return None;
            }
            for t in [Some(&mut left), right.as_mut()].into_iter().flatten() {
                if matches!(t.ty.ty, Type::Enum(_)) {
                    t.ty = QualType::builtin("int");
                }
            }
        }
        if left.ty.ty.is_class_or_enum() || right.as_ref().is_some_and(|r| r.ty.ty.is_class_or_enum()) {
            if let Some(right) = &right {
                self.check_class_operator(op, op_tok, &[&left, right], scope);
                // `d = s`: the class must convert to the assigned builtin.
                if op == "=" && !left.ty.ty.is_class_or_enum() && matches!(right.ty.ty, Type::Class(_)) {
                    self.judge_conversion(right, &left.ty.unqualified(), r.range().lo, Site::Assignment(op_tok));
                }
                // `e = v`: an enumeration has no `operator=` of its own, the builtin one takes
                // only its own values.
                if op == "=" && matches!(left.ty.ty, Type::Enum(_)) && !matches!(right.ty.ty, Type::Class(_)) && left.lvalue && !left.ty.is_const {
                    self.judge_conversion(right, &left.ty.unqualified(), r.range().lo, Site::Assignment(op_tok));
                }
            }
            return None;
        }
        if assignment {
            if !self.check_modifiable(l, &left) && op == "=" {
                if let Some(right) = &right {
                    if matches!(left.ty.ty, Type::Pointer(_)) || left.ty.ty.is_arithmetic() {
                        self.judge_conversion(right, &left.ty.unqualified(), r.range().lo, Site::Assignment(op_tok));
                    }
                }
            }
            return left.lvalue.then_some(left);
        }
        let right = right?;
        let (a, b) = (left.decayed().ty, right.decayed().ty);
        // `%` and the bitwise operators need integral operands (2140, at the first operand
        // that is not).
        if matches!(op, "%" | "&" | "|" | "^" | "<<" | ">>") && a.is_arithmetic() && b.is_arithmetic() && (a.is_floating() || b.is_floating()) {
            let at = if a.is_floating() { l.range().lo } else { r.range().lo };
            self.emit(Diagnostic::new(&catalog::EXPR_NOT_INTEGRAL_OR_UNSCOPED_ENUM, self.walk.span(at)));
            return None;
        }
        if matches!(op, "==" | "!=" | "<" | ">" | "<=" | ">=") {
            self.check_common_pointer_type(&left, &right, op_tok);
        }
        if matches!(op, "==" | "!=") {
            self.check_void_function_comparison(&left, &right, op_tok);
        }
        match op {
            "==" | "!=" | "<" | ">" | "<=" | ">=" | "&&" | "||" => Some(Typed::prvalue(QualType::builtin("bool"))),
            "," => Some(right),
            "+" | "-" | "*" | "/" | "%" | "&" | "|" | "^" if a.is_arithmetic() && b.is_arithmetic() => Some(Typed::prvalue(QualType::plain(usual_arithmetic(&a, &b)?))),
            "<<" | ">>" if a.is_integral() && b.is_integral() => Some(Typed::prvalue(QualType::plain(promoted(&a)))),
            "+" | "-" if matches!(a, Type::Pointer(_)) && b.is_integral() => Some(Typed::prvalue(QualType::plain(a))),
            "+" if a.is_integral() && matches!(b, Type::Pointer(_)) => Some(Typed::prvalue(QualType::plain(b))),
            _ => None,
        }
    }

    /// The operands of a binary operator: the target of `=` is set (after the other operand is
    /// read); operands of types this model does not know as builtins may go to an operator
    /// function by reference, and count as set.
    fn unset_by_operands(&mut self, op: &str, l: &Expr, r: &Expr, left: Option<&Typed>, right: Option<&Typed>) {
        let builtin = |t: Option<&Typed>| t.is_some_and(|t| t.ty.ty.is_arithmetic() || matches!(t.ty.ty, Type::Pointer(_)));
        let both_builtin = builtin(left) && builtin(right);
        if let Some(at) = bare_name(l).filter(|_| op == "=" || !both_builtin) {
            self.unset.set_at(at);
        }
        if let Some(at) = bare_name(r).filter(|_| !both_builtin) {
            self.unset.set_at(at);
        }
    }

    /// Two operands that must have a common pointer type (a comparison, the last two of a
    /// `?:`): pointers to unrelated types, or a pointer and an integer that is no null pointer constant,
    /// have none (42, at `at`). Pointers whose relation this model cannot tell are not judged.
    fn check_common_pointer_type(&mut self, left: &Typed, right: &Typed, at: u32) {
        let (a, b) = (left.decayed(), right.decayed());
        // `false` passes for a null pointer constant here (not in an initializer).
        let not_null = |t: &Typed| t.ty.ty.is_integral() && t.ty.ty != Type::Builtin("bool") && !t.zero_literal;
        let incompatible = match (&a.ty, &b.ty) {
            (Type::Pointer(p), Type::Pointer(q)) => self.pointees_related(p, q, at, 0) == Some(false),
            (Type::Pointer(_), _) => not_null(right),
            (_, Type::Pointer(_)) => not_null(left),
            _ => false,
        };
        if incompatible {
            let d = Diagnostic::new(&catalog::INCOMPATIBLE_OPERANDS, self.walk.span(at)).arg("left", self.show(&a)).arg("right", self.show(&b));
            self.emit(d);
        }
    }

    /// A comparison of a pointer to void with a pointer to function: not standard C++, a
    /// GNU extension (2710, a warning at the operator).
    fn check_void_function_comparison(&mut self, left: &Typed, right: &Typed, at: u32) {
        let pointee = |t: &Typed| match t.decayed().ty {
            Type::Pointer(p) => Some(p.ty),
            _ => None,
        };
        if let (Some(p), Some(q)) = (pointee(left), pointee(right)) {
            let void_and_function = |a: &Type, b: &Type| *a == Type::Builtin("void") && matches!(b, Type::Function { .. });
            if void_and_function(&p, &q) || void_and_function(&q, &p) {
                self.emit(Diagnostic::new(&catalog::COMPARISON_OF_POINTERS_TO_VOID_AND_FUNCTION, self.walk.span(at)));
            }
        }
    }

    /// Whether pointers to `p` and to `q` have a common pointer type: the same type (cv
    /// aside, at every level), `void` and an object type, or classes one of which derives
    /// from the other (at token `at`); `None` where this model cannot tell.
    fn pointees_related(&self, p: &QualType, q: &QualType, at: u32, depth: usize) -> Option<bool> {
        let object = |t: &Type| !matches!(t, Type::Function { .. });
        match (&p.ty, &q.ty) {
            (Type::Builtin("void"), t) | (t, Type::Builtin("void")) if depth == 0 => object(t).then_some(true),
            (Type::Builtin(a), Type::Builtin(b)) => Some(a == b),
            (Type::Enum(a), Type::Enum(b)) => Some(a == b),
            (Type::Class(a), Type::Class(b)) if depth == 0 => {
                if a == b {
                    return Some(true);
                }
                // A class incomplete here derives from nothing yet, nor does another from it.
                let incomplete = |c: EntityId| self.walk.incomplete_at(&QualType::plain(Type::Class(c)), at, None);
                if incomplete(*a) || incomplete(*b) {
                    return Some(false);
                }
                let up = self.walk.lookup.derives_from(*a, *b)?;
                let down = self.walk.lookup.derives_from(*b, *a)?;
                Some(up || down)
            }
            (Type::Class(a), Type::Class(b)) => Some(a == b),
            (Type::Pointer(a), Type::Pointer(b)) if depth < 8 => self.pointees_related(a, b, at, depth + 1),
            (Type::Function { .. }, Type::Function { .. }) if p.ty == q.ty => Some(true),
            (Type::Function { .. }, Type::Function { .. }) => (comparable_function(p) && comparable_function(q)).then_some(false),
            (Type::Array(..), _) | (_, Type::Array(..)) => None,
            // Different kinds of types: a builtin, a class, an enum, a pointer, a function.
            _ => Some(false),
        }
    }

    /// Judges `++`/`--` (prefix or postfix) of `operand`: a bool may be incremented
    /// (deprecated, 708) but not decremented (709), and it must be modifiable (137); at the
    /// operand.
    fn check_step(&mut self, op: &str, operand: &Expr, value: &Typed) {
        if value.ty.ty == Type::Builtin("bool") {
            let def = if op == "++" { &catalog::INCR_OF_BOOL_DEPRECATED } else { &catalog::BOOL_TYPE_NOT_ALLOWED };
            self.emit(Diagnostic::new(def, self.walk.span(operand.range().lo)));
        }
        self.check_modifiable(operand, value);
    }

    /// Judges an assignment (or increment) of `target`: a const object of a non-class type
    /// is not modifiable (137). Whether it reported.
    fn check_modifiable(&mut self, target: &Expr, value: &Typed) -> bool {
        if value.lvalue && value.ty.is_const && !value.ty.ty.is_class_or_enum() && !matches!(value.ty.ty, Type::Array(..) | Type::Function { .. }) {
            self.emit(Diagnostic::new(&catalog::EXPR_NOT_A_MODIFIABLE_LVALUE, self.walk.span(target.range().lo)));
            return true;
        }
        false
    }

    /// `o.*pm` / `p->*pm` with `pm` a pointer to member function, not called: the bound
    /// function can only be called (300, at the pointer to member).
    fn check_bound_member_called(&mut self, pm: &Expr, value: Option<&Typed>) {
        let Some(Type::MemberPointer { member, .. }) = value.map(|v| &v.ty.ty) else { return };
        if self.unevaluated == 0 && matches!(member.ty, Type::Function { .. }) {
            self.emit(Diagnostic::new(&catalog::BOUND_FUNCTION_MUST_BE_CALLED, self.walk.span(pm.range().lo)));
        }
    }

    /// `object.name` / `object->name` on an object of the class `class`: the member's type;
    /// a name the class and its bases do not declare is an error (135).
    fn member(&mut self, class: EntityId, name: &QualName) -> Option<Typed> {
        let UnqualKind::Plain(seg) = &name.last else { return None };
        if !name.scopes.is_empty() || name.global {
            return None;
        }
        let member = self.walk.tok(seg.tok).to_string();
        match self.walk.lookup.member(class, &member) {
            Found::Nothing => {
                let shown = self.show(&QualType::plain(Type::Class(class)));
                self.emit(Diagnostic::new(&catalog::NOT_A_MEMBER, self.walk.span(seg.tok)).arg("class", shown).arg("name", member));
                None
            }
            Found::Entities(ids) => {
                self.check_access(class, &ids, seg.tok, true);
                // A non-static member function named through an object, not called (300).
                let table = self.table();
                if self.unevaluated == 0 && ids.iter().all(|&id| table.entities[id].kind == EntityKind::Function && !table.entities[id].is_static) {
                    self.emit(Diagnostic::new(&catalog::BOUND_FUNCTION_MUST_BE_CALLED, self.walk.span(seg.tok)));
                    return None;
                }
                if seg.template_args.is_some() {
                    return None;
                }
                if let [id] = ids.as_slice() {
                    if matches!(self.table().entities[*id].kind, EntityKind::Variable | EntityKind::Enumerator) {
                        self.walk.record_member(seg.tok, *id);
                    }
                }
                match ids.as_slice() {
                    [id] if self.table().entities[*id].kind == EntityKind::Variable => variable_type(self, *id),
                    [id] if self.table().entities[*id].kind == EntityKind::Enumerator => {
                        Some(Typed::prvalue(ty::from_declared(self.table(), self.table().entities[*id].declared.as_ref()?)?))
                    }
                    _ => None,
                }
            }
            Found::Unknown => None,
        }
    }

    /// `object.Q::m`: `Q` must be the object's class or one of its bases (244, at the
    /// qualifier). `Q` is looked up in the object's class first: judged only when that class
    /// has no member of that name and the context's lookup finds a class.
    fn check_member_qualifier(&mut self, class: EntityId, name: &QualName, scope: ScopeId) {
        let [Scope::Name(first), ..] = name.scopes.as_slice() else { return };
        if name.global || self.table().entities[class].template || self.walk.lookup.member(class, self.walk.tok(first.tok)) != Found::Nothing {
            return;
        }
        if let Some(Qualifier::Class(q)) = self.qualifier(name, scope) {
            if q != class && self.walk.lookup.derives_from(class, q) == Some(false) {
                let shown = self.show(&QualType::plain(Type::Class(class)));
                self.emit(Diagnostic::new(&catalog::NAME_NOT_MEMBER_OF_CLASS_OR_BASE_CLASSES, self.walk.span(name.range.lo)).arg("class", shown));
            }
        }
    }

    /// The class whose member `object.name` (`object->name`) names; a `.` on an object of a
    /// non-class type is an error (153).
    fn object_class(&mut self, object: &Expr, value: Option<&Typed>, arrow: bool, name: &QualName) -> Option<EntityId> {
        let value = value?;
        // `(42).~I()`, `p->~I()`: a pseudo-destructor call on a scalar, no class member.
        if matches!(name.last, UnqualKind::Destructor(_)) && object_class(Some(value), arrow).is_none() {
            return None;
        }
        if !arrow && matches!(value.ty.ty, Type::Builtin(_) | Type::Pointer(_) | Type::Enum(_)) {
            let d = Diagnostic::new(&catalog::EXPR_NOT_CLASS, self.walk.span(object.range().lo)).arg("type", self.show(&value.ty));
            self.emit(d);
            // An erroneous expression reads nothing the reference follows.
            if let Some(at) = bare_name(object) {
                self.unset.set_at(at);
            }
            return None;
        }
        // `->` on what is no pointer: only a class's member `operator->` takes it (3164).
        let not_a_pointer = match &value.decayed().ty {
            Type::Class(class) => self.walk.lookup.member(*class, "operator->") == Found::Nothing,
            t => t.is_arithmetic() || t.is_nullptr() || matches!(t, Type::Enum(_)),
        };
        if arrow && not_a_pointer {
            let d = Diagnostic::new(&catalog::MEMBER_ACCESS_REQUIRES_POINTER, self.walk.span(object.range().lo)).arg("type", self.show(&value.ty.unqualified()));
            self.emit(d);
            return None;
        }
        object_class(Some(value), arrow)
    }

    fn call(&mut self, callee: &Expr, args: &[Expr], range: TokRange, scope: ScopeId) -> Option<Typed> {
        let mut candidates = None;
        let value = self.call_resolved(callee, args, range, scope, &mut candidates);
        self.unset_by_arguments(args, candidates.as_deref());
        value
    }

    /// The arguments of a call that are a local's name: read when every candidate takes that
    /// argument by value, else (a reference parameter, or candidates unknown) set.
    fn unset_by_arguments(&mut self, args: &[Expr], candidates: Option<&[EntityId]>) {
        for (i, a) in args.iter().enumerate() {
            let Some(at) = bare_name(a) else { continue };
            let by_value = candidates.is_some_and(|c| !c.is_empty() && c.iter().all(|&id| self.takes_by_reference(id, i) == Some(false)));
            if !by_value {
                self.unset.set_at(at);
            }
        }
    }

    /// Whether function (or function template) `id` takes its `i`-th argument by reference;
    /// `None` where unknown (or it has no such parameter).
    fn takes_by_reference(&self, id: EntityId, i: usize) -> Option<bool> {
        if let Some(template) = &self.table().entities[id].function_template {
            let Some(MangleType::Function { params, .. }) = &template.declared else { return None };
            return params.get(i).map(|p| matches!(p, MangleType::LValueRef(_) | MangleType::RValueRef(_)));
        }
        self.parameter_types(id)?.get(i).map(|p| matches!(p.ty, Type::LValueRef(_) | Type::RValueRef(_)))
    }

    /// `call`, telling `candidates` the functions it may call where it knows them.
    fn call_resolved(&mut self, callee: &Expr, args: &[Expr], range: TokRange, scope: ScopeId, candidates_out: &mut Option<Vec<EntityId>>) -> Option<Typed> {
        let arg_types: Vec<Option<Typed>> = args.iter().map(|a| self.expr(a, scope)).collect();
        // In a template's definition an argument of unknown type may depend on the template's
        // parameters: the call is resolved at each instantiation, where argument-dependent
        // lookup may find more functions.
        if self.walk.template_definition && arg_types.iter().any(Option::is_none) {
            return None;
        }
        // `(s.f)(1)` calls `s.f` too.
        let callee = callee.without_parens();
        // The overload set called and the token naming it; the class of a member called.
        let mut member_of_class = None;
        let (candidates, named_at) = match callee {
            Expr::Name(q) => {
                // `S(args)`: a temporary of class `S`, constructed and destroyed.
                if let Some([id]) = self.resolve(q, scope).as_deref() {
                    if self.table().entities[*id].kind == EntityKind::Class {
                        self.check_constructor_match(*id, &arg_types, q.range.lo);
                        self.record_construction(*id, &arg_types, q.range.lo, true);
                        let made = QualType::plain(Type::Class(*id));
                        return (!self.is_template_class(&made)).then(|| Typed::prvalue(made));
                    }
                }
                self.check_undeclared_callee(q, args, &arg_types, scope);
                match self.callee_candidates(q, &arg_types, scope) {
                    Some(ids) => {
                        self.check_object_needed(q, &ids, true);
                        self.check_implicit_this(q, &ids);
                        self.check_unqualified_access(q, &ids);
                        (ids, q.range.lo)
                    }
                    None => {
                        let value = self.name(q, scope);
                        self.check_callable(callee, value, &arg_types);
                        return None;
                    }
                }
            }
            Expr::Member(object, op, name, _) => {
                let value = self.expr(object, scope);
                let arrow = self.walk.tok(*op) == "->";
                let class = self.object_class(object, value.as_ref(), arrow, name)?;
                // `p->~S()`: the destructor, reported at the `~`.
                if let UnqualKind::Destructor(_) = &name.last {
                    if let Some(destructor) = self.walk.lookup.destructor(class).filter(|_| name.scopes.is_empty()) {
                        self.record_call(vec![destructor], name.range.lo);
                    }
                    return None;
                }
                let UnqualKind::Plain(seg) = &name.last else { return None };
                if !name.scopes.is_empty() || name.global {
                    self.check_member_qualifier(class, name, scope);
                    return None;
                }
                if seg.template_args.is_some() {
                    return None;
                }
                let member = self.walk.tok(seg.tok).to_string();
                match self.walk.lookup.member(class, &member) {
                    Found::Entities(ids) if self.walk.lookup.plain_functions(&ids) => {
                        self.check_access(class, &ids, seg.tok, true);
                        member_of_class = Some(class);
                        (ids, seg.tok)
                    }
                    Found::Entities(ids) => {
                        if let [id] = ids.as_slice() {
                            if self.table().entities[*id].kind == EntityKind::Variable {
                                self.walk.record_member(seg.tok, *id);
                                let value = variable_type(self, *id);
                                self.check_callable(callee, value, &arg_types);
                            }
                        }
                        return None;
                    }
                    Found::Nothing => {
                        let shown = self.show(&QualType::plain(Type::Class(class)));
                        self.emit(Diagnostic::new(&catalog::NOT_A_MEMBER, self.walk.span(seg.tok)).arg("class", shown).arg("name", member));
                        return None;
                    }
                    Found::Unknown => return None,
                }
            }
            _ => {
                self.callee = true;
                let value = self.expr(callee, scope);
                self.check_callable(callee, value, &arg_types);
                return None;
            }
        };
        *candidates_out = Some(candidates.clone());
        let viable: Vec<EntityId> = candidates.iter().copied().filter(|&id| !self.not_viable(id, &arg_types)).collect();
        // A member function chosen from an overload set is judged for access once chosen.
        if let (Some(class), [chosen], true) = (member_of_class, viable.as_slice(), candidates.len() > 1) {
            self.check_access(class, &[*chosen], named_at, true);
        }
        // Which specialization of a template a call makes is not modelled: such calls are not
        // recorded (a cross-space call is judged on the callee the call resolves to).
        let table = self.walk.lookup.table;
        let template = |id: &EntityId| table.entities[*id].template;
        if candidates.len() > 1 || candidates.iter().any(template) {
            let chosen = self.resolve_overloads(&viable, &arg_types, named_at, scope);
            if let (Some(_), Some(id)) = (member_of_class, chosen) {
                self.walk.record_member(named_at, id);
            }
            if !viable.iter().any(template) {
                self.record_call(chosen.map_or(viable.clone(), |id| vec![id]), named_at);
            }
            self.check_overloads(&candidates, named_at, &arg_types);
            if let Some(id) = chosen {
                self.check_chosen_not_deleted(&candidates, id, named_at);
            }
            // The one viable function's arguments are converted as a single function's are.
            if let [only] = viable.as_slice() {
                if !template(only) {
                    self.check_arguments(&viable, args, &arg_types);
                }
            }
            // The one candidate left, a template whose specialization deduction found: the
            // call gives a value of its return type.
            if let [only] = viable.as_slice() {
                if template(only) {
                    return self.deduced_return(*only, &arg_types);
                }
            }
            return self.returned(chosen?);
        }
        if let (Some(_), [only]) = (member_of_class, candidates.as_slice()) {
            self.walk.record_member(named_at, *only);
        }
        self.record_call(viable, named_at);
        self.check_arity(&candidates, args, range);
        self.check_arguments(&candidates, args, &arg_types);
        let [only] = candidates.as_slice() else { return None };
        self.returned(*only)
    }

    /// What a call of function `id` gives: a value of its return type.
    fn returned(&self, id: EntityId) -> Option<Typed> {
        let declared = self.table().entities[id].declared.as_ref()?;
        match ty::from_declared(self.table(), declared)?.ty {
            Type::Function { ret, .. } => Some(value_of_declared(*ret)),
            _ => None,
        }
    }

    /// Overload resolution among the `viable` functions of a call, where this model can
    /// rank it: the one chosen, or none (ambiguous: 308 at the name; or not known).
    fn resolve_overloads(&mut self, viable: &[EntityId], args: &[Option<Typed>], named_at: u32, scope: ScopeId) -> Option<EntityId> {
        // Templates, and member functions qualified `const` or `volatile` (whose implicit
        // object parameter would take part), are not ranked.
        let unranked = |id: EntityId| {
            let e = &self.table().entities[id];
            e.template || matches!(&e.declared, Some(MangleType::Function { cv, .. }) if cv.is_const || cv.is_volatile)
        };
        if viable.len() < 2 || viable.iter().any(|&id| unranked(id)) {
            return viable.first().copied().filter(|&id| viable.len() == 1 && !unranked(id));
        }
        let params: Vec<Option<Vec<QualType>>> = viable.iter().map(|&id| self.parameter_types(id)).collect();
        let twins = |i: usize, j: usize| self.same_function_from_two_namespaces(viable[i], viable[j], scope);
        match overload::resolve(self, &params, args, &twins) {
            overload::Resolution::Best(i) => Some(viable[i]),
            overload::Resolution::Ambiguous => {
                let name = self.table().entities[viable[0]].name.clone();
                self.emit(Diagnostic::new(&catalog::AMBIGUOUS_OVERLOADED_FUNCTION, self.walk.span(named_at)).arg("name", name));
                None
            }
            overload::Resolution::Unknown => None,
        }
    }

    /// A call that overload resolution resolved to a deleted function, among candidates not
    /// all deleted (1776, at the name; `name_uses` reports those whose every candidate is).
    fn check_chosen_not_deleted(&mut self, candidates: &[EntityId], chosen: EntityId, named_at: u32) {
        let table = self.table();
        if !table.entities[chosen].deleted || candidates.iter().all(|&id| table.entities[id].deleted) {
            return;
        }
        let shown = crate::sema::name_uses::deleted_function_shown(&table.entities[chosen]);
        self.emit(Diagnostic::new(&catalog::DELETED_FUNCTION, self.walk.span(named_at)).arg("name", shown));
    }

    /// Whether functions `a` and `b`, of the same parameter types, are two declarations of
    /// that signature in different namespaces, neither enclosing the call's `scope` (both
    /// brought there by using-declarations or directives), which nothing in overload
    /// resolution tells apart: not class members, not templates, the same execution spaces,
    /// and not both `extern "C"` (then they are one function). (A function declared in an
    /// enclosing scope beside a using-declaration of the same signature is an error at the
    /// later declaration, 734/735, after which the reference calls the first.)
    fn same_function_from_two_namespaces(&self, a: EntityId, b: EntityId, scope: ScopeId) -> bool {
        let table = self.table();
        let (x, y) = (&table.entities[a], &table.entities[b]);
        let brought = |e: &crate::sema::symbols::Entity| matches!(table.scopes[e.scope].kind, ScopeKind::Namespace | ScopeKind::Global) && !table.encloses(e.scope, scope);
        a != b && brought(x) && brought(y) && x.scope != y.scope && !x.template && !y.template && x.exec_space == y.exec_space && !(x.extern_c && y.extern_c) && x.signature == y.signature
    }

    /// Calling a value of an arithmetic or object pointer type (109, at the callee).
    fn check_callable(&mut self, callee: &Expr, value: Option<Typed>, args: &[Option<Typed>]) {
        let Some(value) = value else { return };
        if let Type::Class(class) = value.ty.ty {
            // A class object is called through its `operator()` or a conversion to a
            // function pointer that takes the arguments (980).
            if self.walk.lookup.member(class, "operator()") == Found::Nothing && (self.walk.lookup.converts(class) == Some(false) || self.no_surrogate_takes(&value, args, callee.range().lo)) {
                let shown = self.show(&QualType::plain(Type::Class(class)));
                self.emit(Diagnostic::new(&catalog::BAD_CALL_OF_CLASS_OBJECT, self.walk.span(callee.range().lo)).arg("type", shown));
            }
            return;
        }
        let callable = match &value.decayed().ty {
            Type::Pointer(p) => !matches!(p.ty, Type::Builtin(_) | Type::Pointer(_)),
            t => !(t.is_arithmetic() || t.is_nullptr()),
        };
        if !callable {
            self.emit(Diagnostic::new(&catalog::EXPR_NOT_PTR_TO_FUNCTION, self.walk.span(callee.range().lo)));
        }
    }

    /// The functions a call of the name `q` may call, when all are functions this model
    /// judges: ordinary lookup, and for an unqualified name the functions argument-dependent
    /// lookup adds (so every argument's type must be known).
    fn callee_candidates(&self, q: &QualName, args: &[Option<Typed>], scope: ScopeId) -> Option<Vec<EntityId>> {
        let UnqualKind::Plain(seg) = &q.last else { return None };
        let unqualified = q.scopes.is_empty() && !q.global;
        let mut ids = match self.resolve(q, scope) {
            Some(ids) => ids,
            // Reported undefined before: the reference calls its stand-in for the name.
            None if unqualified && self.reported_undefined(self.walk.tok(seg.tok), scope) => return None,
            // Nothing visible: only argument-dependent lookup may find the function.
            None if unqualified && seg.template_args.is_none() && self.walk.lookup.unqualified(scope, self.walk.tok(seg.tok), seg.tok, self.member_of) == Found::Nothing => Vec::new(),
            None => return None,
        };
        // A function declared only as a friend is no candidate of ordinary lookup
        // ([namespace.memdef]/3); argument-dependent lookup may find it below.
        ids.retain(|&id| !self.table().entities[id].friend);
        if seg.template_args.is_some() || !self.judgeable_candidates(&mut ids) {
            return None;
        }
        let table = self.table();
        // Argument-dependent lookup applies to an unqualified name unless ordinary lookup
        // found a block-scope declaration or a class member ([basic.lookup.argdep]/3).
        let found_in_block_or_class = ids.iter().any(|&id| !matches!(table.scopes[table.entities[id].scope].kind, crate::sema::symbols::ScopeKind::Namespace | crate::sema::symbols::ScopeKind::Global));
        if unqualified && !found_in_block_or_class {
            for id in self.argument_dependent(self.walk.tok(seg.tok), args)? {
                if !ids.contains(&id) {
                    ids.push(id);
                }
            }
        }
        (!ids.is_empty()).then_some(ids)
    }

    /// Whether a call's candidates `ids` are functions this model judges: plain functions and
    /// the function templates deduction judges (see `deduce`). Explicit specializations of
    /// function templates are dropped: they are no candidates, the template is.
    fn judgeable_candidates(&self, ids: &mut Vec<EntityId>) -> bool {
        let table = self.table();
        ids.retain(|&id| table.entities[id].function_template.as_ref().is_none_or(|t| !t.params.is_empty()));
        ids.iter().all(|&id| {
            let e = &table.entities[id];
            // (Friends are left to argument-dependent lookup, which keeps those it finds.)
            let plain_friend = e.friend && e.kind == EntityKind::Function && !e.template && e.arity.is_some();
            self.walk.lookup.plain_functions(&[id]) || plain_friend || (e.kind == EntityKind::Function && e.function_template.is_some() && !e.friend)
        })
    }

    /// The functions named `name` argument-dependent lookup finds in the namespaces of the
    /// arguments' classes and enums; `None` where an argument's type is unknown or what it
    /// finds is not plain functions.
    fn argument_dependent(&self, name: &str, args: &[Option<Typed>]) -> Option<Vec<EntityId>> {
        let mut out = Vec::new();
        // A function declared only as a friend is found when a class befriending it is
        // associated: an argument's class or one of its bases.
        let mut associated_classes = Vec::new();
        for arg in args {
            for entity in associated_entities(&arg.as_ref()?.ty.ty)? {
                if self.table().entities[entity].kind == EntityKind::Class {
                    associated_classes.push(entity);
                    associated_classes.extend(self.walk.lookup.all_bases(entity)?);
                }
            }
        }
        let table = self.table();
        let befriended = |id: EntityId| table.entities[id].befriended_in.iter().any(|s| self.walk.lookup.class_of_scope.get(s).is_some_and(|c| associated_classes.contains(c)));
        for arg in args {
            for entity in associated_entities(&arg.as_ref()?.ty.ty)? {
                for ns in self.walk.lookup.associated_namespaces(entity)? {
                    let mut found = self.table().members(ns, name, 0, false);
                    found.retain(|&id| !table.entities[id].friend || befriended(id));
                    if !self.judgeable_candidates(&mut found) {
                        return None;
                    }
                    out.extend(found.into_iter().filter(|id| !out.contains(id)).collect::<Vec<_>>());
                }
            }
        }
        Some(out)
    }

    /// A conversion of `value` to `target` where the language makes one implicitly: judged by
    /// the standard conversions (`convertible`), a class's conversion functions and a
    /// class's converting constructors. `at` is the value's first token.
    fn judge_conversion(&mut self, value: &Typed, target: &QualType, at: u32, site: Site) {
        let site_at = match site {
            Site::Assignment(op) => op,
            _ => at,
        };
        if let Type::LValueRef(referred) = &target.ty {
            if matches!(referred.ty, Type::Class(_)) && value.ty.ty.is_class_or_enum() && self.judge_implicit_base_conversion(&value.ty.unqualified(), target, at) != Judged::Fine {
                return;
            }
            // An lvalue of the referred type with qualifiers the reference lacks (433).
            let drops_qualifiers = (value.ty.is_const && !referred.is_const) || (value.ty.is_volatile && !referred.is_volatile);
            let binds = matches!(site, Site::Initializer | Site::Argument | Site::DefaultArgument | Site::Return);
            // A class object several conversion functions bind equally well (417).
            if binds && matches!(value.ty.ty, Type::Class(_)) && self.judge_ambiguous_conversion_functions(value, target, at, false) {
                return;
            }
            if binds && value.lvalue && drops_qualifiers && value.ty.ty == referred.ty && !matches!(value.ty.ty, Type::Array(..) | Type::Function { .. }) {
                let d = Diagnostic::new(&catalog::QUALIFIER_DROPPED_IN_REF_INIT, self.walk.span(at)).arg("target", self.show(target)).arg("source", self.show(&value.ty));
                self.emit(d);
                return;
            }
            if binds && !referred.is_const {
                self.judge_reference_binding(value, referred, at);
            } else if site == Site::Return && !referred.is_volatile {
                self.judge_returned_temporary(value, referred, at);
            }
            return;
        }
        if let Type::RValueRef(referred) = &target.ty {
            if matches!(site, Site::Initializer | Site::Argument | Site::DefaultArgument | Site::Return) && !self.judge_rvalue_reference_binding(value, referred, at) && site == Site::Return {
                self.judge_returned_temporary(value, referred, at);
            }
            return;
        }
        if self.deprecated_string_conversion(value, target, site_at) || self.string_too_long(value, target, site_at) {
            return;
        }
        // A class object several conversion functions convert equally well (417).
        if matches!(value.ty.ty, Type::Class(_)) && matches!(target.ty, Type::Builtin(_) | Type::Pointer(_)) && self.judge_ambiguous_conversion_functions(value, target, at, false) {
            return;
        }
        let source = value.decayed();
        if convertible(self, value, target) == Some(false) {
            let def = match site {
                Site::Initializer => &catalog::BAD_INITIALIZER_TYPE,
                Site::Assignment(_) => &catalog::INCOMPATIBLE_ASSIGNMENT_OPERANDS,
                Site::Argument => &catalog::INCOMPATIBLE_PARAM,
                Site::DefaultArgument => &catalog::BAD_DEFAULT_ARG_TYPE,
                Site::Return => &catalog::BAD_RETURN_VALUE_TYPE,
            };
            let mut d = Diagnostic::new(def, self.walk.span(site_at)).arg("source", self.show(&source)).arg("target", self.show(target));
            // A qualifier added below a level that is not `const` (`int **` to `const int
            // **`): the reference only warns.
            // So does a pointer to a function made a `void *`.
            if let (Type::Pointer(to), Type::Pointer(from)) = (&target.ty, &source.ty) {
                if function_pointer_to_void(&target.ty, &source.ty) || ty::qualification_conversion(to, from) == Some(ty::Qualification::AddsUnsafely) {
                    d = d.severity(crate::diag::Severity::Warning);
                }
            }
            self.emit(d);
            return;
        }
        if self.judge_implicit_base_conversion(&source, target, at) != Judged::Fine {
            return;
        }
        let target_is_scalar = target.ty.is_arithmetic() || matches!(target.ty, Type::Pointer(_));
        match (&source.ty, &target.ty) {
            // A class object where a builtin or pointer is wanted: only a conversion
            // function can make one (413, at the value).
            // (An incomplete class has no conversion functions yet.)
            (Type::Class(class), _) if target_is_scalar && (self.walk.lookup.converts(*class) == Some(false) || self.walk.incomplete_at(&source, at, None)) => {
                let d = Diagnostic::new(&catalog::NO_CONVERSION_FUNCTION, self.walk.span(at)).arg("source", self.show(&source)).arg("target", self.show(target));
                self.emit(d);
            }
            // An object of another class, not derived from the wanted one, that has no
            // conversion function, where no converting constructor takes it (312, at the
            // value).
            (Type::Class(from), Type::Class(to)) if !matches!(site, Site::Assignment(_)) => {
                // A constructor and a conversion function, neither better (348).
                if self.judge_ambiguous_user_conversion(value, *to, at) {
                    return;
                }
                if self.walk.lookup.derives_from(*from, *to) == Some(false) && self.walk.lookup.converts(*from) == Some(false) && self.made_by_constructor(*to, value) == Some(false) {
                    let d = Diagnostic::new(&catalog::NO_USER_DEFINED_CONVERSION, self.walk.span(at)).arg("source", self.show(&source)).arg("target", self.show(target));
                    self.emit(d);
                }
            }
            // A builtin or pointer where a class object is wanted (by copy): only a
            // converting constructor can make one (415, at the value).
            (s, Type::Class(class)) if (s.is_arithmetic() || matches!(s, Type::Pointer(_))) && !matches!(site, Site::Assignment(_)) => {
                if !self.has_converting_constructor(*class, value) {
                    let d = Diagnostic::new(&catalog::NO_CONSTRUCTOR_FOR_CONVERSION, self.walk.span(at)).arg("source", self.show(&source)).arg("target", self.show(target));
                    self.emit(d);
                } else if overload::choose_constructor(self, *class, value) == Some(overload::ConstructorChoice::Ambiguous) {
                    // Several converting constructors, none better (416, at the value).
                    let d = Diagnostic::new(&catalog::AMBIGUOUS_CONSTRUCTOR_FOR_CONVERSION, self.walk.span(at)).arg("source", self.show(&source)).arg("target", self.show(target));
                    self.emit(d);
                } else {
                    self.check_converting_constructor_access(*class, value, at);
                }
            }
            _ => {}
        }
    }

    /// A `static_cast` or C-style cast to or from a class object by value, which is direct
    /// initialization of the target from the operand (explicit constructors and conversion
    /// functions count): a class object to a scalar with no conversion function (413), a
    /// builtin or pointer to a class no constructor takes it by (415), an object of an
    /// unrelated class with no conversion function to a class no constructor takes it by
    /// (312); each at the operand. Before C++20 only for class targets: C++20 initializes an
    /// aggregate from a parenthesized value. Whether it reported.
    pub(super) fn judge_class_value_cast(&mut self, value: &Typed, target: &QualType, at: u32) -> bool {
        let source = value.decayed();
        let lookup = &self.walk.lookup;
        let before_cxx20 = self.walk.cplusplus < 202002;
        let def = match (&source.ty, &target.ty) {
            (Type::Class(class), t) if t.is_scalar() && !matches!(t, Type::MemberPointer { .. }) => {
                if matches!(t, Type::Builtin(_) | Type::Pointer(_)) && self.judge_ambiguous_conversion_functions(value, target, at, true) {
                    return true;
                }
                let lookup = &self.walk.lookup;
                if lookup.converts(*class) != Some(false) || self.walk.incomplete_at(&source, at, None) {
                    return false;
                }
                &catalog::NO_CONVERSION_FUNCTION
            }
            (Type::Class(from), Type::Class(to)) if from != to && before_cxx20 => {
                let unrelated = lookup.derives_from(*from, *to) == Some(false) && lookup.converts(*from) == Some(false);
                if !unrelated || self.walk.incomplete_at(&source, at, None) || self.walk.incomplete_at(target, at, None) || !self.constructors_taking(*to, value, true).is_some_and(|f| f.is_empty()) {
                    return false;
                }
                &catalog::NO_USER_DEFINED_CONVERSION
            }
            (s, Type::Class(class)) if (s.is_arithmetic() || matches!(s, Type::Pointer(_))) && before_cxx20 => {
                if self.walk.incomplete_at(target, at, None) || !self.constructors_taking(*class, value, true).is_some_and(|f| f.is_empty()) {
                    return false;
                }
                &catalog::NO_CONSTRUCTOR_FOR_CONVERSION
            }
            _ => return false,
        };
        let d = Diagnostic::new(def, self.walk.span(at)).arg("source", self.show(&source)).arg("target", self.show(target));
        self.emit(d);
        true
    }

    /// A string literal initializing a character array too short for it, its null included
    /// (144). Whether it reported.
    fn string_too_long(&mut self, value: &Typed, target: &QualType, at: u32) -> bool {
        let (true, Type::Array(to, Some(room)), Type::Array(from, Some(length))) = (value.string_literal, &target.ty, &value.ty.ty) else { return false };
        if to.ty != from.ty || length <= room {
            return false;
        }
        let d = Diagnostic::new(&catalog::BAD_INITIALIZER_TYPE, self.walk.span(at)).arg("source", self.show(&value.ty)).arg("target", self.show(target));
        self.emit(d);
        true
    }

    /// A reference to non-const `referred` bound to `value`: it must be an lvalue (461, for a
    /// value of any type) of that very type or of a class derived from it (434 for an lvalue
    /// of another type); at the value. Not judged: cv-qualified values, enumerations, arrays
    /// bound to arrays and functions (whose types this model may not compare exactly), and a
    /// class object whose conversion functions may give an lvalue of the referred type.
    fn judge_reference_binding(&mut self, value: &Typed, referred: &QualType, at: u32) {
        if value.ty.is_const || (value.ty.is_volatile && !referred.is_volatile) {
            return;
        }
        let lookup = &self.walk.lookup;
        let (source, target) = (&value.ty.ty, &referred.ty);
        let judged = |t: &Type| matches!(t, Type::Builtin(_) | Type::Pointer(_) | Type::Class(_) | Type::Array(..) | Type::Function { .. });
        let both_arrays = matches!((source, target), (Type::Array(..), Type::Array(..)));
        if !judged(source) || !judged(target) || both_arrays || matches!(source, Type::Function { .. }) {
            return;
        }
        let binds_directly = match (source, target) {
            (Type::Class(s), Type::Class(t)) => match lookup.derives_from(*s, *t) {
                Some(derived) => derived,
                None => return,
            },
            (s, t) => s == t,
        };
        if let Type::Class(class) = source {
            if !binds_directly && lookup.conversions_give_prvalues(*class) != Some(true) {
                return;
            }
        }
        if !value.lvalue {
            self.emit(Diagnostic::new(&catalog::NONCONST_REF_INIT_FROM_RVALUE, self.walk.span(at)));
        } else if !binds_directly {
            let d = Diagnostic::new(&catalog::BAD_NONCONST_REF_INIT, self.walk.span(at)).arg("target", self.show(referred)).arg("source", self.show(&value.ty));
            self.emit(d);
        }
    }

    /// An rvalue reference to `referred` bound to an lvalue of that type or of a class
    /// derived from it (1768, at the value). Functions (which rvalue references bind) and
    /// enumerations are not judged.
    fn judge_rvalue_reference_binding(&mut self, value: &Typed, referred: &QualType, at: u32) -> bool {
        if !value.lvalue {
            return false;
        }
        let same = match (&value.ty.ty, &referred.ty) {
            (Type::Class(s), Type::Class(t)) => self.walk.lookup.derives_from(*s, *t) == Some(true),
            (s @ (Type::Builtin(_) | Type::Pointer(_)), t) => s == t,
            _ => false,
        };
        if same {
            self.emit(Diagnostic::new(&catalog::RVALUE_REFERENCE_BOUND_TO_LVALUE, self.walk.span(at)));
        }
        same
    }

    /// A function returning a `const` lvalue reference or an rvalue reference to `referred`
    /// returns a value the reference cannot bind directly: a prvalue, or an lvalue of
    /// another builtin or pointer type (an array made a pointer); it binds a temporary that
    /// dies on return (430, a warning at the value); so does a reference to a class bound to
    /// an object its converting constructor certainly makes. Class lvalues (converted by their
    /// constructors or conversion functions) are not judged.
    fn judge_returned_temporary(&mut self, value: &Typed, referred: &QualType, at: u32) {
        let scalar = |t: &Type| matches!(t, Type::Builtin(_) | Type::Pointer(_));
        let temporary = if !value.lvalue {
            !value.xvalue
        } else {
            let source = &value.ty.ty;
            let made_by_constructor = match (&referred.ty, source) {
                // A class made from a builtin, pointer or array only by a converting constructor.
                (Type::Class(class), Type::Builtin(_) | Type::Pointer(_) | Type::Array(..)) => self.made_by_constructor(*class, value) == Some(true),
                _ => false,
            };
            made_by_constructor || ((scalar(source) || matches!(source, Type::Array(..))) && scalar(&referred.ty) && *source != referred.ty)
        };
        if temporary {
            self.emit(Diagnostic::new(&catalog::RETURN_REF_INIT_REQUIRES_TEMP, self.walk.span(at)));
        }
    }

    /// Whether class `class` may have a non-explicit constructor taking `value` (true where
    /// unknown).
    fn has_converting_constructor(&self, class: EntityId, value: &Typed) -> bool {
        self.converting_constructors(class, value).is_none_or(|found| !found.is_empty())
    }

    /// The constructors of `class` that may make an object of it from `value` by copy
    /// initialization, each with whether its parameter certainly takes `value`; `None` where
    /// some constructor cannot be judged.
    pub(super) fn converting_constructors(&self, class: EntityId, value: &Typed) -> Option<Vec<(EntityId, bool)>> {
        self.constructors_taking(class, value, false)
    }

    /// As `converting_constructors`, for direct initialization (`direct`: a cast) too, where
    /// explicit constructors count.
    fn constructors_taking(&self, class: EntityId, value: &Typed, direct: bool) -> Option<Vec<(EntityId, bool)>> {
        let mut found = Vec::new();
        for &id in &self.walk.lookup.constructors(class)? {
            let e = &self.table().entities[id];
            let arity = e.arity?;
            if (e.explicit && !direct) || arity.min > 1 || arity.max == Some(0) {
                continue;
            }
            let params = self.parameter_types(id)?;
            let first = params.first()?;
            // The copy and move constructors take the class itself: no builtin becomes one.
            let takes_the_class = matches!(&first.ty, Type::LValueRef(r) | Type::RValueRef(r) if r.ty == Type::Class(class));
            // An arithmetic value converts to any arithmetic parameter, by value or bound to
            // a `const` reference.
            let arithmetic_param = match &first.ty {
                Type::LValueRef(r) if r.is_const && !r.is_volatile => r.ty.is_arithmetic(),
                t => t.is_arithmetic(),
            };
            let certainly = arithmetic_param && value.decayed().ty.is_arithmetic();
            match (takes_the_class, self.implicit_conversion(value, first, false)) {
                (true, _) | (_, Some(false)) => {}
                (false, takes) => found.push((id, certainly || takes == Some(true))),
            }
        }
        Some(found)
    }

    /// A builtin or pointer made an object of `class` outside its members, through its one
    /// converting constructor, which is not public (330, at the value). Classes with friends
    /// are not judged.
    fn check_converting_constructor_access(&mut self, class: EntityId, value: &Typed, at: u32) {
        if self.class.is_some() || self.table().entities[class].has_friends {
            return;
        }
        if let Some([(constructor, true)]) = self.converting_constructors(class, value).as_deref() {
            self.walk.report_inaccessible(*constructor, "constructor", at);
        }
    }

    /// An operator applied to a class object when no operator function of that name can be
    /// found (member, ordinary or argument-dependent lookup) and no operand's class converts
    /// to anything (349, at the operator). `=` is the implicit copy assignment's unless a
    /// converting constructor could make the right operand.
    fn check_class_operator(&mut self, op: &str, op_tok: u32, operands: &[&Typed], scope: ScopeId) {
        // The builtin comma takes operands of any type.
        if op == "," {
            return;
        }
        let mut entities = Vec::new();
        for o in operands {
            match &o.ty.ty {
                Type::Class(id) => {
                    if self.walk.lookup.converts(*id) != Some(false) {
                        return;
                    }
                    entities.push(*id);
                }
                // An enum converts to its underlying integer type.
                Type::Enum(_) => return,
                t if t.is_arithmetic() || matches!(t, Type::Pointer(_)) => {}
                _ => return,
            }
        }
        let first_class = match &operands[0].ty.ty {
            Type::Class(id) => Some(*id),
            _ => None,
        };
        let name = format!("operator{op}");
        if op == "=" {
            // The implicit copy assignment takes the class: a builtin on the right needs a
            // converting constructor.
            let (Some(class), [_, right]) = (first_class, operands) else { return };
            if matches!(right.ty.ty, Type::Class(_)) || self.walk.lookup.member(class, &name) != Found::Nothing || self.has_converting_constructor(class, right) {
                return;
            }
        } else {
            // C++20's rewritten candidates: `x != y` may call `operator==`, `x < y` may call
            // `operator<=>`, either with the operands in either order.
            let rewritten: &[&str] = match op {
                "==" | "!=" if self.walk.cplusplus >= 202002 => &["operator=="],
                "<" | ">" | "<=" | ">=" if self.walk.cplusplus >= 202002 => &["operator<=>"],
                _ => &[],
            };
            let declared = |this: &Self, name: &str, class: Option<EntityId>| {
                this.walk.lookup.operator_declared(name, class, &entities, scope, op_tok, this.member_of) != Some(false)
            };
            // A reversed candidate's member is the second operand's.
            let second_class = match operands.get(1).map(|o| &o.ty.ty) {
                Some(Type::Class(id)) => Some(*id),
                _ => None,
            };
            if declared(self, &name, first_class) || rewritten.iter().any(|r| declared(self, r, first_class) || declared(self, r, second_class)) {
                return;
            }
        }
        let mut d = Diagnostic::new(&catalog::NO_MATCHING_OPERATOR_FUNCTION, self.walk.span(op_tok)).arg("op", op.to_string());
        if self.walk.template_definition && crate::lex::is_compound_assignment(op) {
            // The reference only warns of a compound assignment in a template's definition.
            d.severity = crate::diag::Severity::Warning;
        }
        self.emit(d);
    }

    /// A string literal made a pointer to non-const characters: deprecated, a warning (2464
    /// for `char *`, 2465 for the wider characters) at `at`. Whether it was one.
    fn deprecated_string_conversion(&mut self, value: &Typed, target: &QualType, at: u32) -> bool {
        if !string_to_mutable_characters(value, target) {
            return false;
        }
        let def = if matches!(&target.ty, Type::Pointer(p) if p.ty == Type::Builtin("char")) { &catalog::DEPRECATED_STRING_CONV } else { &catalog::DEPRECATED_STRING_CONV_GEN };
        self.emit(Diagnostic::new(def, self.walk.span(at)));
        true
    }

    /// An unqualified callee no declaration makes visible, where argument-dependent lookup
    /// cannot find one either (no argument of a class or enum type): undefined (20). Calls
    /// whose arguments are all literals are judged with the other name uses (`name_uses`).
    fn check_undeclared_callee(&mut self, q: &QualName, args: &[Expr], arg_types: &[Option<Typed>], scope: ScopeId) {
        let UnqualKind::Plain(seg) = &q.last else { return };
        if !q.scopes.is_empty() || q.global || seg.template_args.is_some() {
            return;
        }
        let name = self.walk.tok(seg.tok).to_string();
        // Compiler builtins (`__builtin_expect`) are declared nowhere. In a routine, name_uses
        // judges calls whose arguments are all literals with the other names.
        let literal_args = args.iter().all(|a| matches!(a, Expr::Literal(_) | Expr::Strings(_)));
        if name.starts_with("__") || (literal_args && self.function != NAMESPACE_SCOPE) {
            return;
        }
        let found_by_arguments = self.argument_dependent(&name, arg_types);
        if found_by_arguments.is_some_and(|f| f.is_empty()) && self.walk.lookup.unqualified(scope, &name, seg.tok, self.member_of) == Found::Nothing {
            self.report_undefined(name, seg.tok, scope);
        }
    }

    /// A name outside any routine (routines' names are judged by `name_uses`): undefined (20)
    /// where no declaration is visible, counting only declarations before it (at namespace
    /// scope the point of use is exact).
    fn check_undeclared_name(&mut self, q: &QualName, scope: ScopeId) {
        let UnqualKind::Plain(seg) = &q.last else { return };
        if self.function != NAMESPACE_SCOPE || !q.scopes.is_empty() || q.global || seg.template_args.is_some() {
            return;
        }
        let name = self.walk.tok(seg.tok).to_string();
        if !name.starts_with("__") && !self.visible_before(&name, seg.tok, scope) {
            self.report_undefined(name, seg.tok, scope);
        }
    }

    /// The type a declaration names in its specifiers, when it is a plain name no declaration
    /// before it makes visible (`Unknown x;`, `void f(Unknown p);`): undefined (20), at
    /// every occurrence as the reference reports it (it declares no stand-in for a type).
    /// The parameters of a function declarator are judged too, unless its name is qualified
    /// (they are looked up in the named scope first). Names an implementation may predeclare
    /// (`__int256`, `_Float16`) stay silent.
    pub(super) fn check_undeclared_types(&mut self, specs: &[DeclSpec], declarators: &[&Declarator], scope: ScopeId) {
        for spec in specs {
            let DeclSpec::Type(TypeSpec::Named(q)) = spec else { continue };
            let UnqualKind::Plain(seg) = &q.last else { continue };
            if !q.scopes.is_empty() || q.global || seg.template_args.is_some() {
                continue;
            }
            let name = self.walk.tok(seg.tok).to_string();
            if name.starts_with('_') || self.visible_before(&name, seg.tok, scope) {
                continue;
            }
            self.emit(Diagnostic::new(&catalog::UNDEFINED_IDENTIFIER, self.walk.span(seg.tok)).arg("name", name));
        }
        for d in declarators {
            let Some(params) = d.function_params() else { continue };
            if d.name().is_some_and(|n| !n.scopes.is_empty() || n.global) {
                continue;
            }
            for p in &params.params {
                let inner: Vec<&Declarator> = vec![&p.declarator];
                self.check_undeclared_types(&p.specs, &inner, scope);
            }
        }
    }

    /// Whether some declaration of `name` declared before token `at` is visible from
    /// `scope` (or the table cannot tell). A class member counts wherever it is declared
    /// (a member function's body sees the whole class).
    fn visible_before(&self, name: &str, at: u32, scope: ScopeId) -> bool {
        let table = self.table();
        match self.walk.lookup.declared_before(scope, name, at, self.member_of) {
            Found::Nothing => false,
            Found::Entities(ids) => ids.iter().any(|&id| table.entities[id].name_tok < at || table.scopes[table.entities[id].scope].kind == ScopeKind::Class),
            Found::Unknown => true,
        }
    }

    /// 20 for `name` at token `at`, once: the reference declares an undefined name in the
    /// scope of its first use, so later uses in that scope or inside it are not reported.
    fn report_undefined(&mut self, name: String, at: u32, scope: ScopeId) {
        if self.reported_undefined(&name, scope) {
            return;
        }
        self.undefined_reported.entry(name.clone()).or_default().push(scope);
        self.emit(Diagnostic::new(&catalog::UNDEFINED_IDENTIFIER, self.walk.span(at)).arg("name", name));
    }

    /// Whether `name` was reported undefined in `scope` or a scope enclosing it: the
    /// reference declared it there, and ordinary lookup finds that stand-in from now on.
    fn reported_undefined(&self, name: &str, scope: ScopeId) -> bool {
        let table = self.walk.lookup.table;
        self.undefined_reported.get(name).is_some_and(|scopes| scopes.iter().any(|&at| table.encloses(at, scope)))
    }

    /// The parameter types of function `id`, when known.
    pub(super) fn parameter_types(&self, id: EntityId) -> Option<Vec<QualType>> {
        match ty::from_declared(self.table(), self.table().entities[id].declared.as_ref()?)?.ty {
            Type::Function { params, .. } => Some(params),
            _ => None,
        }
    }

    /// Whether function `id` certainly cannot take these arguments: their count, or an
    /// argument no conversion turns into its parameter's type.
    fn not_viable(&self, id: EntityId, args: &[Option<Typed>]) -> bool {
        if self.table().entities[id].template {
            return self.deduce(id, args) == super::deduce::Deduction::Fails;
        }
        let Some(arity) = self.table().entities[id].arity else { return false };
        if args.len() < arity.min || arity.max.is_some_and(|max| args.len() > max) {
            return true;
        }
        let Some(params) = self.parameter_types(id) else { return false };
        args.iter().zip(&params).any(|(a, p)| a.as_ref().is_some_and(|a| self.reaches(a, p) == Some(false)))
    }

    /// Whether an implicit conversion sequence takes `value` to a parameter of type `param`
    /// ([over.best.ics]): a standard conversion, a reference binding, one converting
    /// constructor, or a conversion function; `None` where this model cannot tell.
    pub(super) fn reaches(&self, value: &Typed, param: &QualType) -> Option<bool> {
        self.implicit_conversion(value, param, true)
    }

    /// `reaches`, with user-defined conversions allowed or not (not: the argument of a
    /// converting constructor, [over.best.ics]/4).
    fn implicit_conversion(&self, value: &Typed, param: &QualType, user_defined: bool) -> Option<bool> {
        if accepted_with_warning(value, param) {
            return Some(true);
        }
        let lookup = &self.walk.lookup;
        match (&param.ty, &value.ty.ty) {
            // An lvalue array bound to a reference to an array of its element type and bound,
            // no less qualified.
            (Type::LValueRef(referred), Type::Array(from, Some(n))) if value.lvalue && matches!(&referred.ty, Type::Array(to, Some(m)) if m == n && to.ty == from.ty && to.at_least_as_qualified(from) && (referred.is_const || !value.ty.is_const)) => Some(true),
            (Type::LValueRef(referred), _) if !referred.is_const || referred.is_volatile => self.binds_lvalue_reference(value, referred),
            // An rvalue reference binds no lvalue of its own type (or of a derived class).
            (Type::RValueRef(referred), source) if value.lvalue && (source == &referred.ty || matches!((source, &referred.ty), (Type::Class(s), Type::Class(r)) if lookup.derives_from(*s, *r) == Some(true))) => {
                match source {
                    Type::Class(s) if lookup.converts(*s) != Some(false) => None,
                    _ => Some(false),
                }
            }
            // A `const` lvalue reference or an rvalue reference: bound directly, or to a
            // temporary made by the conversion to the referred type.
            (Type::LValueRef(referred) | Type::RValueRef(referred), _) => {
                if !referred.at_least_as_qualified(&value.ty) && matches!(value.ty.ty, Type::Class(_)) {
                    return Some(false);
                }
                self.implicit_conversion(value, &referred.unqualified(), user_defined)
            }
            (Type::Class(class), Type::Class(source)) => match lookup.derives_from(*source, *class)? {
                true => Some(true),
                false if !user_defined => Some(false),
                false if lookup.converts(*source) != Some(false) => None,
                false => self.made_by_constructor(*class, value),
            },
            (Type::Class(_), _) if !user_defined => Some(false),
            (Type::Class(class), _) if value.decayed().ty.is_scalar() => self.made_by_constructor(*class, value),
            (target, Type::Class(source)) if target.is_scalar() => match lookup.converts(*source) {
                Some(false) => Some(false),
                _ if !user_defined => Some(false),
                _ => None,
            },
            _ => convertible(self, value, param),
        }
    }

    /// Whether a converting constructor of `class` makes one of its objects from `value`.
    fn made_by_constructor(&self, class: EntityId, value: &Typed) -> Option<bool> {
        let found = self.converting_constructors(class, value)?;
        if found.iter().any(|&(_, certainly)| certainly) {
            Some(true)
        } else if found.is_empty() {
            Some(false)
        } else {
            None
        }
    }

    /// Whether a reference to non-`const` (or to `const volatile`) `referred` binds `value`:
    /// an lvalue of that type, or of a class derived from it, no less qualified ([dcl.init.ref]);
    /// a conversion function may give one (unknown). Arrays, functions and enums are not
    /// judged.
    fn binds_lvalue_reference(&self, value: &Typed, referred: &QualType) -> Option<bool> {
        let lookup = &self.walk.lookup;
        let plain = |t: &Type| matches!(t, Type::Builtin(_) | Type::Pointer(_) | Type::Class(_));
        if !plain(&value.ty.ty) || !plain(&referred.ty) {
            return None;
        }
        if let Type::Class(source) = value.ty.ty {
            let related = match referred.ty {
                Type::Class(target) => lookup.derives_from(source, target)?,
                _ => false,
            };
            if !related || !value.lvalue {
                return if lookup.converts(source) == Some(false) { Some(false) } else { None };
            }
        } else if !value.lvalue || value.ty.ty != referred.ty {
            return Some(false);
        }
        Some(referred.at_least_as_qualified(&value.ty))
    }

    /// A call of an overload set none of whose functions can take the arguments (304, at the
    /// name).
    fn check_overloads(&mut self, candidates: &[EntityId], named_at: u32, args: &[Option<Typed>]) {
        if candidates.iter().all(|&id| self.not_viable(id, args)) {
            let name = self.table().entities[candidates[0]].name.clone();
            self.emit(Diagnostic::new(&catalog::NO_MATCHING_FUNCTION, self.walk.span(named_at)).arg("name", name));
        }
    }

    /// Arguments of a single function's call that cannot become their parameter's type
    /// (167, at the argument).
    fn check_arguments(&mut self, candidates: &[EntityId], args: &[Expr], arg_types: &[Option<Typed>]) {
        let [only] = candidates else { return };
        let Some(params) = self.parameter_types(*only) else { return };
        for ((arg, value), param) in args.iter().zip(arg_types).zip(&params) {
            let Some(value) = value else { continue };
            self.judge_conversion(value, param, arg.range().lo, Site::Argument);
        }
    }

    /// A call of a single function with fewer arguments than it needs (165, at the closing
    /// parenthesis) or more than it takes (140, at the first one too many).
    fn check_arity(&mut self, candidates: &[EntityId], args: &[Expr], range: TokRange) {
        let [only] = candidates else { return };
        let Some(arity) = self.table().entities[*only].arity else { return };
        if args.iter().any(|a| matches!(a, Expr::PackExpansion(..))) {
            return;
        }
        if args.len() < arity.min {
            self.emit(Diagnostic::new(&catalog::TOO_FEW_ARGUMENTS, self.walk.span(range.hi.saturating_sub(1))));
        } else if let Some(extra) = arity.max.and_then(|max| args.get(max)) {
            self.emit(Diagnostic::new(&catalog::TOO_MANY_ARGUMENTS, self.walk.span(extra.range().lo)));
        }
    }
}

/// Whether a bit-field of type `t` promotes (or stays) as a full object of its type would:
/// `int` and the types narrower than it.
fn promotes_whatever_its_width(t: &Type) -> bool {
    matches!(t, Type::Enum(_) | Type::Builtin("bool" | "char" | "signed char" | "unsigned char" | "short" | "unsigned short" | "int"))
}

/// The type of the variable `id` named as an expression: an lvalue of its declared type
/// (through a reference, the referenced type).
fn variable_type(body: &Body, id: EntityId) -> Option<Typed> {
    let e = &body.table().entities[id];
    let declared = ty::from_declared(body.table(), e.declared.as_ref()?)?;
    // A bit-field of a type wider than `int` may promote to `int` by its width
    // ([conv.prom]/5): not modelled.
    if e.bit_field && !promotes_whatever_its_width(&declared.ty) {
        return None;
    }
    Some(value_of_declared(declared)).map(|mut t| {
        t.lvalue = true;
        t
    })
}

/// The value an entity of declared type `t` gives: references are to their referent
/// (lvalues), other types prvalues unless the caller says otherwise.
pub(super) fn value_of_declared(t: QualType) -> Typed {
    match t.ty {
        Type::LValueRef(r) => Typed::lvalue(*r),
        Type::RValueRef(r) => Typed { xvalue: true, ..Typed::prvalue(*r) },
        _ => Typed::prvalue(t),
    }
}

/// The class an object expression of `value`'s type names a member of (`.`), or points to
/// (`->`).
fn object_class(value: Option<&Typed>, arrow: bool) -> Option<EntityId> {
    let value = value?;
    let object = if arrow {
        match value.decayed().ty {
            Type::Pointer(p) => p.ty,
            _ => return None,
        }
    } else {
        value.ty.ty.clone()
    };
    match object {
        Type::Class(id) => Some(id),
        _ => None,
    }
}

/// The token of the unqualified name `e` is (in parentheses or not), where it is one.
fn bare_name(e: &Expr) -> Option<u32> {
    match e.without_parens() {
        Expr::Name(q) if q.scopes.is_empty() && !q.global && matches!(&q.last, UnqualKind::Plain(seg) if seg.template_args.is_none()) => Some(q.range.lo),
        _ => None,
    }
}

/// A member named by a qualified name (`&S::m`): its address is a pointer to member.
fn is_member_name(e: &Expr) -> bool {
    matches!(e, Expr::Name(q) if !q.scopes.is_empty())
}

/// The classes and enums whose namespaces argument-dependent lookup searches for an argument
/// of type `t` (a class's bases are the lookup's business); `None` where that is not known.
fn associated_entities(t: &Type) -> Option<Vec<EntityId>> {
    match t {
        Type::Builtin(_) => Some(Vec::new()),
        Type::Pointer(p) | Type::LValueRef(p) | Type::RValueRef(p) | Type::Array(p, _) => associated_entities(&p.ty),
        Type::Enum(id) | Type::Class(id) => Some(vec![*id]),
        Type::MemberPointer { class, member } => {
            let mut all = associated_entities(&member.ty)?;
            all.push(*class);
            Some(all)
        }
        // A function type's parameters and return type add theirs ([basic.lookup.argdep]/3).
        Type::Function { ret, params } => {
            let mut all = associated_entities(&ret.ty)?;
            for p in params {
                all.extend(associated_entities(&p.ty)?);
            }
            Some(all)
        }
    }
}

/// Conversions EDG makes with a warning where the standard has none: a string literal to a
/// pointer to non-const characters, a pointer to a function to `void *`. The function can
/// take such an argument.
fn accepted_with_warning(value: &Typed, target: &QualType) -> bool {
    function_pointer_to_void(&target.ty, &value.decayed().ty) || string_to_mutable_characters(value, target)
}

/// A pointer to a function made a `void *`: no standard conversion, EDG only warns.
fn function_pointer_to_void(target: &Type, source: &Type) -> bool {
    matches!((target, source), (Type::Pointer(to), Type::Pointer(from)) if to.ty == Type::Builtin("void") && matches!(from.ty, Type::Function { .. }))
}

/// Whether a string literal becomes a pointer to non-const characters of its own kind.
fn string_to_mutable_characters(value: &Typed, target: &QualType) -> bool {
    let (true, Type::Pointer(to), Type::Array(element, _)) = (value.string_literal, &target.ty, &value.ty.ty) else { return false };
    !to.is_const && to.ty == element.ty
}

/// Whether a value of `value`'s type can initialize an object of type `target` by copy
/// initialization; `None` where this model cannot tell (classes, enums, references,
/// pointers to pointers or functions, string literals).
fn convertible(body: &Body, value: &Typed, target: &QualType) -> Option<bool> {
    let source = value.decayed();
    match (&target.ty, &source.ty) {
        (Type::Pointer(_), s) if s.is_integral() => Some(value.zero_literal),
        (Type::Pointer(_), s) if s.is_floating() || s.is_nullptr() => Some(s.is_nullptr()),
        // An enumerator is no null pointer constant, whatever its value.
        (Type::Pointer(_), Type::Enum(_)) => Some(false),
        // A pointer to member is no pointer ([conv.ptr] has no such conversion).
        (Type::Pointer(_), Type::MemberPointer { .. }) => Some(false),
        (Type::Pointer(to), Type::Pointer(from)) => {
            if !to.at_least_as_qualified(from) {
                return Some(false);
            }
            let levels = |t: &Type| matches!(t, Type::Pointer(_) | Type::Array(..) | Type::MemberPointer { .. });
            match (&to.ty, &from.ty) {
                (Type::Builtin("void"), f) if !matches!(f, Type::Function { .. }) => Some(true),
                // Between `void *` and a pointer to a function there is no standard
                // conversion (EDG only warns from a function pointer to `void *`, see
                // `judge_conversion`).
                (Type::Builtin("void"), Type::Function { .. }) | (Type::Function { .. }, Type::Builtin("void")) => Some(false),
                // Pointers to pointers (to arrays, to members...): a qualification conversion.
                (t, f) if levels(t) || levels(f) => ty::qualification_conversion(to, from).map(|q| q == ty::Qualification::Converts),
                (Type::Builtin(a), Type::Builtin(b)) => Some(a == b),
                (Type::Class(a), Type::Class(b)) => body.walk.lookup.derives_from(*b, *a),
                // An object type and another kind of object type (`int *` from `int (*)[3]`).
                (Type::Builtin(_) | Type::Class(_), Type::Builtin(_) | Type::Class(_) | Type::Pointer(_) | Type::Array(..)) => Some(false),
                // An object type and a function type, either way.
                (Type::Builtin(_) | Type::Class(_), Type::Function { .. }) | (Type::Function { .. }, Type::Builtin(_) | Type::Class(_)) => Some(false),
                // A pointer to a function of another type (parameters adjusted, typedefs
                // expanded); where either type holds what this model does not compare
                // exactly, unknown.
                (Type::Function { .. }, Type::Function { .. }) if comparable_function(to) && comparable_function(from) => Some(to.ty == from.ty),
                _ => None,
            }
        }
        // Nothing converts implicitly to an enumeration but a value of that enumeration
        // ([conv.integral] goes the other way only).
        (Type::Enum(to), Type::Enum(from)) => Some(to == from),
        (Type::Enum(_), s) if s.is_arithmetic() || matches!(s, Type::Pointer(_) | Type::MemberPointer { .. }) || s.is_nullptr() => Some(false),
        (Type::Builtin("bool"), Type::Pointer(_) | Type::MemberPointer { .. }) => Some(true),
        (t, Type::Pointer(_) | Type::MemberPointer { .. }) if t.is_arithmetic() => Some(false),
        // A pointer to member of a base class becomes one of a derived class, its member
        // type only more cv-qualified ([conv.mem], [conv.qual]).
        (Type::MemberPointer { class: to_class, member: to }, Type::MemberPointer { class: from_class, member: from }) => {
            let functions = matches!(to.ty, Type::Function { .. }) || matches!(from.ty, Type::Function { .. });
            if functions && !(comparable_function(to) && comparable_function(from)) {
                return None;
            }
            if to.unqualified() != from.unqualified() || !to.at_least_as_qualified(from) {
                return Some(false);
            }
            body.walk.lookup.derives_from(*to_class, *from_class)
        }
        (Type::MemberPointer { .. }, s) if s.is_integral() => Some(value.zero_literal),
        (Type::MemberPointer { .. }, s) if s.is_nullptr() => Some(true),
        (Type::MemberPointer { .. }, Type::Pointer(_)) => Some(false),
        (Type::MemberPointer { .. }, s) if s.is_floating() => Some(false),
        _ => None,
    }
}


/// The number of elements of the array the adjacent string literals `parts` make (the
/// terminating null included); `None` where this model does not count them (prefixes other
/// than none and `L`/`u`/`U` on ASCII text, raw strings, universal character names).
fn string_bound(element: &QualType, parts: &[&str]) -> Option<u64> {
    let mut count = 1u64;
    for part in parts {
        let (prefix, rest) = part.split_once('"')?;
        if prefix.ends_with('R') || !matches!(prefix, "" | "L" | "u" | "U" | "u8") {
            return None;
        }
        let body = rest.strip_suffix('"')?;
        if !body.is_ascii() && !(matches!(prefix, "" | "u8") && matches!(element.ty, Type::Builtin("char"))) {
            return None;
        }
        let bytes = body.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] != b'\\' {
                i += 1;
                count += 1;
                continue;
            }
            i += 1;
            match bytes.get(i)? {
                b'x' => {
                    i += 1;
                    while i < bytes.len() && bytes[i].is_ascii_hexdigit() {
                        i += 1;
                    }
                }
                b'0'..=b'7' => {
                    let start = i;
                    while i < bytes.len() && i < start + 3 && (b'0'..=b'7').contains(&bytes[i]) {
                        i += 1;
                    }
                }
                b'u' | b'U' | b'N' | b'o' => return None,
                _ => i += 1,
            }
            count += 1;
        }
    }
    Some(count)
}

/// Whether a character literal's text between its quotes is an escape of value zero: `\0`,
/// `\000`, `\x0`.
fn char_literal_is_zero(body: &str) -> bool {
    let Some(escape) = body.strip_prefix('\\') else { return false };
    let digits = escape.strip_prefix('x').unwrap_or(escape);
    !digits.is_empty() && digits.bytes().all(|b| b == b'0')
}

/// The type of a literal token: integer and floating literals by their suffixes, character
/// and string literals by their prefixes, `true`/`false`, `nullptr`.
pub(super) fn literal_type(text: &str) -> Option<Typed> {
    let typed = |name: &'static str| Some(Typed::prvalue(QualType::builtin(name)));
    match text {
        "true" | "false" => return typed("bool"),
        "nullptr" => return typed("decltype(nullptr)"),
        _ => {}
    }
    if text.ends_with('"') {
        let element = match text.split('"').next()?.trim_end_matches('R') {
            "" | "u8" => "char",
            "L" => "wchar_t",
            "u" => "char16_t",
            "U" => "char32_t",
            _ => return None,
        };
        let ty = QualType { ty: Type::Array(Box::new(QualType { ty: Type::Builtin(element), is_const: true, is_volatile: false }), None), is_const: false, is_volatile: false };
        return Some(Typed { string_literal: true, ..Typed::lvalue(ty) });
    }
    let first = text.chars().next()?;
    if text.ends_with('\'') {
        let (prefix, body) = text.split_once('\'')?;
        let name = match prefix {
            "" | "u8" => "char",
            "L" => "wchar_t",
            "u" => "char16_t",
            "U" => "char32_t",
            _ => return None,
        };
        // The reference takes a character literal of value zero (`'\0'`) as a null pointer
        // constant, as it does the integer literal `0`.
        return Some(Typed { zero_literal: char_literal_is_zero(body.strip_suffix('\'')?), ..Typed::prvalue(QualType::builtin(name)) });
    }
    if !(first.is_ascii_digit() || first == '.') {
        return None;
    }
    // `12_km`, `1.0_f` are user-defined literals: their literal operator's type, not
    // modelled. (EDG takes `1lL` as a builtin suffix, which the lexer does not.)
    let digits: Vec<u8> = text.bytes().filter(|&b| b != b'\'').collect();
    if crate::lex::lexer::number_ud_suffix(&digits).is_some_and(|s| !s.iter().all(|c| b"uUlLzZ".contains(c))) {
        return None;
    }
    let lower = text.to_ascii_lowercase().replace('\'', "");
    let hex = lower.starts_with("0x");
    let floating = lower.contains('.') || (!hex && lower.contains('e')) || (hex && lower.contains('p'));
    if floating {
        return match lower.chars().last()? {
            'f' => typed("float"),
            'l' => typed("long double"),
            c if c.is_ascii_digit() || c == '.' => typed("double"),
            _ => None,
        };
    }
    let digits_end = lower.find(|c: char| matches!(c, 'u' | 'l' | 'z')).filter(|_| !hex || !lower.ends_with(|c: char| c.is_ascii_hexdigit())).unwrap_or(lower.len());
    let (digits, suffix) = lower.split_at(digits_end);
    let unsigned = suffix.contains('u');
    let name = match (suffix.matches('l').count(), unsigned) {
        (0, false) if !suffix.contains('z') => "int",
        (0, true) if !suffix.contains('z') => "unsigned int",
        (1, false) => "long",
        (1, true) => "unsigned long",
        (2, false) => "long long",
        (2, true) => "unsigned long long",
        _ => return None,
    };
    // A value too large for `int` has a larger type: not modelled.
    let value = if hex { u128::from_str_radix(&digits[2..], 16).ok()? } else if digits.len() > 1 && digits.starts_with('0') && !digits.starts_with("0b") { u128::from_str_radix(&digits[1..], 8).ok()? } else if let Some(b) = digits.strip_prefix("0b") { u128::from_str_radix(b, 2).ok()? } else { digits.parse().ok()? };
    if value > i32::MAX as u128 {
        return None;
    }
    Some(Typed { zero_literal: value == 0, ..Typed::prvalue(QualType::builtin(name)) })
}

/// `=` and the compound assignments (`+=`, `<<=`, ...), not the comparisons.
fn is_assignment(op: &str) -> bool {
    op == "=" || (op.len() >= 2 && op.ends_with('=') && !matches!(op, "==" | "!=" | "<=" | ">="))
}

/// Integral promotion: the small integer types (and `bool`) become `int`.
fn promoted(t: &Type) -> Type {
    match t {
        Type::Builtin("bool" | "char" | "signed char" | "unsigned char" | "short" | "unsigned short" | "wchar_t" | "char8_t" | "char16_t") => Type::Builtin("int"),
        other => other.clone(),
    }
}

/// The usual arithmetic conversions for two arithmetic types; `None` for mixes this model
/// does not rank (extended floating types).
fn usual_arithmetic(a: &Type, b: &Type) -> Option<Type> {
    const FLOATS: &[&str] = &["float", "double", "long double"];
    const INTS: &[&str] = &["int", "unsigned int", "long", "unsigned long", "long long", "unsigned long long"];
    let (Type::Builtin(x), Type::Builtin(y)) = (promoted(a), promoted(b)) else { return None };
    if a.is_floating() || b.is_floating() {
        let rank = |n: &str| FLOATS.iter().position(|f| *f == n);
        let r = match (a.is_floating(), b.is_floating()) {
            (true, true) => rank(x)?.max(rank(y)?),
            (true, false) => rank(x)?,
            _ => rank(y)?,
        };
        return Some(Type::Builtin(FLOATS[r]));
    }
    let rank = |n: &str| INTS.iter().position(|i| *i == n);
    Some(Type::Builtin(INTS[rank(x)?.max(rank(y)?)]))
}

/// What a condition is tested for: truth (`if`, loops) or a `switch`'s value.
#[derive(Clone, Copy, PartialEq)]
enum Tested {
    Bool,
    Switch,
}

/// The calls of `std::is_constant_evaluated()` and `__builtin_is_constant_evaluated()` in
/// `e` (outside lambdas and unevaluated operands): the name called and the call's `(`.
fn is_constant_evaluated_calls(e: &Expr, text: &dyn Fn(u32) -> String, out: &mut Vec<(String, u32)>, depth: usize) {
    if depth > 256 {
        return;
    }
    let walk = |e: &Expr, out: &mut Vec<(String, u32)>| is_constant_evaluated_calls(e, text, out, depth + 1);
    match e {
        Expr::Call(callee, args, _) => {
            if let Expr::Name(q) = callee.as_ref() {
                if let UnqualKind::Plain(seg) = &q.last {
                    let name = text(seg.tok);
                    let scopes: Vec<String> = q.scopes.iter().filter_map(|s| if let crate::syntax::ast::Scope::Name(n) = s { Some(text(n.tok)) } else { None }).collect();
                    let named = match name.as_str() {
                        "__builtin_is_constant_evaluated" => q.scopes.is_empty(),
                        "is_constant_evaluated" => scopes == ["std"] && q.scopes.len() == 1,
                        _ => false,
                    };
                    if named && args.is_empty() && seg.template_args.is_none() {
                        out.push((name, callee.range().hi));
                    }
                }
            }
            args.iter().for_each(|a| walk(a, out));
        }
        Expr::Paren(inner, _) | Expr::Unary(_, inner, _) | Expr::Cast(_, _, inner, _) => walk(inner, out),
        Expr::Binary(_, l, r, _) => {
            walk(l, out);
            walk(r, out);
        }
        Expr::Conditional(c, t, f, _) => {
            walk(c, out);
            if let Some(t) = t {
                walk(t, out);
            }
            walk(f, out);
        }
        _ => {}
    }
}

impl overload::ClassConversions for Body<'_, '_> {
    fn derives_from(&self, derived: EntityId, base: EntityId) -> Option<bool> {
        self.walk.lookup.derives_from(derived, base)
    }

    fn constructors_from(&self, class: EntityId, value: &Typed) -> Option<Vec<(EntityId, QualType)>> {
        let mut out = Vec::new();
        for (id, certainly) in self.converting_constructors(class, value)? {
            if !certainly {
                return None;
            }
            out.push((id, self.parameter_types(id)?.into_iter().next()?));
        }
        Some(out)
    }
}
