//! A class template's name written as a type without its template arguments (`A` for
//! `template<class T> struct A`). C++17 deduces the arguments only where `A` is the whole
//! type of what is initialized: a variable with an initializer, a `new`'s type, a functional
//! cast. Elsewhere the reference reports, at the template's name:
//! * 441 (the argument list is missing): a parameter, a function's return type, a class
//!   member, an array, a `typedef` or alias, a base class, a cast's target type, `sizeof`'s
//!   and `alignof`'s operand;
//! * 2887 (the name is a placeholder for part of a type): a pointer or reference declared
//!   without initializer, a `new` of an array or pointer (with 1589, an array of a
//!   placeholder);
//! * 2958 (the arguments cannot be deduced): a pointer or reference with an initializer.
//!
//! Inside the template itself the name is its injected class name, a complete type; the
//! typing walk does not enter templates, and a use inside a class of the same name is left
//! alone.

use crate::diag::Diagnostic;
use crate::sema::symbols::{EntityKind, ScopeId};
use crate::sema::typing::expr::Body;
use crate::syntax::ast::*;
use crate::tables::diagnostics as catalog;

/// What a declarator makes of its specifiers' type, outermost first: the derivation next to
/// the declared name.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Derived {
    /// The name has the specifiers' type itself.
    Plain,
    /// A pointer, reference or pointer to member.
    Compound,
    Array,
    Function,
}

fn derived(d: &Declarator) -> Derived {
    match d {
        Declarator::Name { .. } => Derived::Plain,
        Declarator::Paren { inner, .. } | Declarator::Attributed { inner, .. } => derived(inner),
        Declarator::Ptr { inner, .. } | Declarator::Array { inner, .. } | Declarator::Func { inner, .. } if !inner.is_plain_name() => derived(inner),
        Declarator::Ptr { .. } => Derived::Compound,
        Declarator::Array { .. } => Derived::Array,
        Declarator::Func { .. } => Derived::Function,
    }
}

/// Where declarators with a class template placeholder are written.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Place {
    /// A variable or function at namespace or block scope: a plain declarator with an
    /// initializer deduces.
    Object,
    /// A class member: nothing deduces.
    Member,
}

impl Body<'_, '_> {
    /// The first token of `q` (where the reference reports) when `q` names a class template
    /// without template arguments (not a class of that name enclosing `scope`, whose injected name it is).
    fn class_template_placeholder(&self, q: &QualName, scope: ScopeId) -> Option<Tok> {
        let UnqualKind::Plain(seg) = &q.last else { return None };
        if seg.template_args.is_some() {
            return None;
        }
        let table = self.table();
        let ids = self.resolve(q, scope)?;
        let [id] = ids.as_slice() else { return None };
        let e = &table.entities[*id];
        if e.kind != EntityKind::Class || !e.template || (self.walk.in_system_header)(self.walk.span(seg.tok).lo) {
            return None;
        }
        // The classes enclosing the use: those of its scopes, and the class of the member
        // function whose body it is in (defined outside the class, its scope's parent is a
        // namespace).
        let name = self.walk.tok(seg.tok);
        let named_so = |class: crate::sema::symbols::EntityId| self.walk.tok(table.entities[class].name_tok) == name;
        let mut at = Some(scope);
        while let Some(s) = at {
            if self.walk.lookup.class_of_scope.get(&s).is_some_and(|&class| named_so(class)) {
                return None;
            }
            at = table.scopes[s].parent;
        }
        if self.class.into_iter().chain(self.member_of).any(named_so) {
            return None;
        }
        Some(q.range.lo)
    }

    fn specs_placeholder(&self, specs: &[DeclSpec], scope: ScopeId) -> Option<(Tok, String)> {
        specs.iter().find_map(|s| match s {
            DeclSpec::Type(TypeSpec::Named(q)) => self.class_template_placeholder(q, scope).map(|t| (t, self.walk.written_name(q))),
            _ => None,
        })
    }

    /// The class template `specs` name without template arguments (deduced where the
    /// declarator is plain), and the token of its name.
    pub(super) fn deduced_class_template(&self, specs: &[DeclSpec], scope: ScopeId) -> Option<(Tok, crate::sema::symbols::EntityId)> {
        specs.iter().find_map(|s| match s {
            DeclSpec::Type(TypeSpec::Named(q)) => {
                let at = self.class_template_placeholder(q, scope)?;
                let ids = self.resolve(q, scope)?;
                let [id] = ids.as_slice() else { return None };
                Some((at, *id))
            }
            _ => None,
        })
    }

    /// `A a(x);`, `A a{x};`, `A a = {x};` with `A` a class template (not a typedef, not a
    /// member): the initializer's values are typed and the class template's arguments
    /// deduced from them (`ctad`). `None` where the declaration is no such one (the caller
    /// types the initializer); otherwise what `initializer` gives a constructor.
    pub(super) fn deducing_initializer(&mut self, specs: &[DeclSpec], init: &InitDeclarator, scope: ScopeId) -> Option<Option<Vec<Option<crate::sema::typing::expr::Typed>>>> {
        use super::ctad::{Arg, Form};
        let i = init.init.as_ref()?;
        if init.ambiguous_init.is_some() || derived(&init.declarator) != Derived::Plain || specs.iter().any(|s| matches!(s, DeclSpec::Keyword(t) if self.walk.tok(*t) == "typedef")) {
            return None;
        }
        let name = init.declarator.name()?.range.lo;
        let (use_at, class) = self.deduced_class_template(specs, scope)?;
        let (es, form) = match i {
            Initializer::Paren(es, _) => (es, Form::Paren),
            Initializer::Brace(es, _) => (es, Form::Braced),
            Initializer::Assign(e) => match e.as_ref() {
                Expr::InitList(es, _) => (es, Form::CopyList),
                _ => return None,
            },
            Initializer::BitField(_) => return None,
        };
        let mut typed = Vec::with_capacity(es.len());
        let mut args = Vec::with_capacity(es.len());
        for e in es {
            let before = self.walk.errors;
            let t = self.expr(e, scope);
            args.push(match &t {
                Some(t) => Arg::Known(t.clone()),
                None if self.walk.errors > before => Arg::Error,
                None => Arg::Unknown,
            });
            typed.push(t);
        }
        if self.check_class_template_deduction(class, &args, form, use_at, name) {
            self.walk.found.erroneous_declarations.push(name);
        }
        Some(match form {
            Form::Paren => Some(typed),
            Form::Braced => es.is_empty().then(Vec::new),
            Form::CopyList => None,
        })
    }

    fn missing_argument_list(&mut self, at: Tok, name: String) {
        self.emit(Diagnostic::new(&catalog::MISSING_TEMPLATE_ARG_LIST, self.walk.span(at)).arg("name", name));
    }

    /// A declaration's specifiers `specs` and its declarators (each with whether it has an
    /// initializer), written at `place`; and the parameters of its function declarators.
    pub(super) fn check_class_template_placeholders(&mut self, specs: &[DeclSpec], declarators: &[(&Declarator, bool)], place: Place, scope: ScopeId) {
        if let Some((at, name)) = self.specs_placeholder(specs, scope) {
            let typedef = specs.iter().any(|s| matches!(s, DeclSpec::Keyword(t) if self.walk.tok(*t) == "typedef"));
            // One report per declaration: the first declarator that cannot deduce.
            let reported = declarators.iter().find_map(|&(d, initialized)| {
                let entry = match derived(d) {
                    Derived::Function | Derived::Array => &catalog::MISSING_TEMPLATE_ARG_LIST,
                    Derived::Plain | Derived::Compound if typedef || place == Place::Member => &catalog::MISSING_TEMPLATE_ARG_LIST,
                    Derived::Compound if initialized => &catalog::CANNOT_DEDUCE_CLASS_TEMPLATE_ARGUMENTS,
                    Derived::Compound => &catalog::MODIFIED_CLASS_TEMPLATE_PLACEHOLDER,
                    Derived::Plain => return None,
                };
                Some((entry, d))
            });
            if let Some((entry, d)) = reported {
                // The variable's type is an error: no more is said of it (not "unused").
                if let Some(declared) = d.name() {
                    self.walk.found.erroneous_declarations.push(declared.range.lo);
                }
                if entry.number == catalog::MISSING_TEMPLATE_ARG_LIST.number {
                    self.missing_argument_list(at, name);
                } else {
                    self.emit(Diagnostic::new(entry, self.walk.span(at)));
                }
            }
        }
        for &(d, _) in declarators {
            let Some(clause) = d.function_params() else { continue };
            for p in &clause.params {
                if let Some((at, name)) = self.specs_placeholder(&p.specs, scope) {
                    self.missing_argument_list(at, name);
                }
            }
        }
    }

    /// A type-id where nothing deduces: an alias declaration's type (`using P = A*;`), a
    /// cast's target (`(A)x`, `static_cast<A>(x)`), `sizeof(A)`. Whether one was reported.
    pub(super) fn check_type_id_placeholder(&mut self, ty: &TypeId, scope: ScopeId) -> bool {
        let Some((at, name)) = self.specs_placeholder(&ty.specs, scope) else { return false };
        self.missing_argument_list(at, name);
        true
    }

    /// A class's base named by a class template without arguments.
    pub(super) fn check_base_placeholders(&mut self, bases: &[BaseSpec], scope: ScopeId) {
        for b in bases {
            if let TypeSpec::Named(q) = &b.name {
                if let Some(at) = self.class_template_placeholder(q, scope) {
                    let name = self.walk.written_name(q);
                    self.missing_argument_list(at, name);
                }
            }
        }
    }

    /// `new A[n]`, `new A*`: the placeholder is not the whole type created (2887, and 1589
    /// for an array; a pointer with an initializer `init` cannot deduce either, 2958). A
    /// braced initializer is then read as for a placeholder: one value at most (146 at the
    /// second). A parenthesized type-id (`new (A[2])`) is another rule, left alone.
    /// Whether something was reported.
    pub(super) fn check_new_placeholder(&mut self, ty: &TypeId, init: Option<&[Expr]>, scope: ScopeId) -> bool {
        let Some((at, _)) = self.specs_placeholder(&ty.specs, scope) else { return false };
        let parenthesized = at > 0 && self.walk.tok(ty.range.lo.saturating_sub(1)) == "(";
        let d = derived(&ty.declarator);
        if parenthesized || d == Derived::Plain {
            return false;
        }
        self.emit(Diagnostic::new(&catalog::MODIFIED_CLASS_TEMPLATE_PLACEHOLDER, self.walk.span(at)));
        if d == Derived::Array {
            self.emit(Diagnostic::new(&catalog::AUTO_TYPE_IN_ARRAY_TYPE, self.walk.span(at)));
        } else if d == Derived::Compound && init.is_some() {
            self.emit(Diagnostic::new(&catalog::CANNOT_DEDUCE_CLASS_TEMPLATE_ARGUMENTS, self.walk.span(at)));
        }
        if let Some([Expr::InitList(values, _)]) = init {
            let Some(second) = values.get(1) else { return true };
            self.emit(Diagnostic::new(&catalog::TOO_MANY_INITIALIZER_VALUES, self.walk.span(second.range().lo)));
        }
        true
    }
}
