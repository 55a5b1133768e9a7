//! Class template argument deduction ([over.match.class.deduct]) where a class template's
//! name without template arguments is the whole type of what is initialized: a variable
//! (`A a(1);`, `A a{1};`, `A a = {1};`) or a functional cast (`A(1)`, `A{1}`).
//!
//! The candidates are the primary template's constructors, the copy deduction candidate
//! (`A(A<T...>)`), the default constructor's where the class declares none, and the
//! deduction guides declared before the use (the symbol table's `ClassDeduction`). Each is a
//! function template deduced from the arguments as a call's (`deduce.rs`), except that
//! `T&&` of a class template parameter is no forwarding reference: an lvalue of scalar type
//! cannot bind it. The reference reports:
//! * 289 (no constructor takes the arguments, at the variable's name or the cast's `(`) and
//!   2958 (the arguments cannot be deduced, at the template's name) when every candidate
//!   certainly fails;
//! * 2891 (at the variable's name) for copy-list-initialization (`A a = {1};`) that selects
//!   an `explicit` deduction guide: one viable explicit guide whose every template
//!   parameter is deduced, every other candidate failing or being a constructor with the
//!   same template parameters and parameter types (a guide beats the constructor it repeats).
//!   (Where the copy deduction candidate is viable the reference says nothing; nor does this.)
//!
//! Unknown is silent: an argument or a parameter type this model cannot tell, packs,
//! non-type parameters, a braced list where a constructor may take an `initializer_list`,
//! inheriting constructors, C++20's aggregate deduction (a class that declares no
//! constructor), and anything inside a template's definition.

use crate::diag::Diagnostic;
use crate::mangle::mangle::{Cv, MangleType, QualifiedName, TemplateArg};
use crate::sema::symbols::{Arity, EntityId, FunctionTemplate, GuideCandidate};
use crate::sema::typing::deduce::{mentions_template_param, names_class_specialization, Deduction, Step};
use crate::sema::typing::expr::{Body, Typed};
use crate::sema::typing::ty::{self, QualType};
use crate::tables::diagnostics as catalog;

/// How the deduced object is initialized.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Form {
    /// `A a(x)`, `A(x)`.
    Paren,
    /// `A a{x}`, `A{x}`.
    Braced,
    /// `A a = {x}`.
    CopyList,
}

/// An argument as deduction sees it.
#[derive(Clone, Debug)]
pub(super) enum Arg {
    Known(Typed),
    /// An expression the typing reported as erroneous (a type name used as a value).
    Error,
    Unknown,
}

impl Body<'_, '_> {
    /// Deduces the arguments of the class template `class` from `args` (initialized as `form`),
    /// at `use_at` (the token of the template's name, where 2958 is reported); `name_at` is
    /// where 289 and 2891 are reported. Whether something was reported.
    pub(super) fn check_class_template_deduction(&mut self, class: EntityId, args: &[Arg], form: Form, use_at: u32, name_at: u32) -> bool {
        if self.walk.template_definition || self.walk.templated > 0 {
            return false;
        }
        let table = self.table();
        let Some(deduction) = table.deduction.get(&class) else { return false };
        if deduction.unmodelled || deduction.constructors.len() != deduction.declared_constructors || deduction.complete_after >= use_at || (deduction.constructors.is_empty() && self.walk.cplusplus >= 202002) {
            return false;
        }
        let e = &table.entities[class];
        let n = deduction.params.len();
        let specialization = MangleType::Named(QualifiedName { scopes: vec![], name: format!("{}@{}", e.name, e.scope), template_args: (0..n as u32).map(|i| TemplateArg::Type(MangleType::TemplateParam(i))).collect() });
        let implicit = |params: Vec<MangleType>| GuideCandidate {
            arity: Some(Arity { min: params.len(), max: Some(params.len()) }),
            template: FunctionTemplate { params: deduction.params.clone(), defaults: vec![None; n], declared: Some(MangleType::Function { ret: Box::new(MangleType::Builtin("v".into())), params, cv: Cv::default() }) },
            class_params: n,
            written: false,
            explicit: Some(false),
            at: 0,
        };
        let mut candidates: Vec<GuideCandidate> = deduction.constructors.clone();
        candidates.push(implicit(vec![specialization]));
        if deduction.constructors.is_empty() {
            candidates.push(implicit(Vec::new()));
        }
        candidates.extend(deduction.guides.iter().filter(|g| g.at < use_at).cloned());
        // A braced list goes to an `initializer_list` constructor first: not followed.
        if form != Form::Paren && candidates.iter().any(|c| c.template.declared.is_none() || first_param_is_initializer_list(c)) {
            return false;
        }
        let results: Vec<(Deduction, Vec<Option<QualType>>)> = candidates.iter().map(|c| self.candidate_deduction(c, args)).collect();
        if results.iter().all(|(d, _)| *d == Deduction::Fails) {
            let name = e.name.clone();
            self.emit(Diagnostic::new(&catalog::NO_MATCHING_CONSTRUCTOR, self.walk.span(name_at)).arg("class", name));
            // After the 289 in the reference's order, although it stands before it.
            let found_at = self.walk.span(name_at).lo;
            self.emit(Diagnostic::new(&catalog::CANNOT_DEDUCE_CLASS_TEMPLATE_ARGUMENTS, self.walk.span(use_at)).found_at(found_at));
            return true;
        }
        if form != Form::CopyList {
            return false;
        }
        let explicit: Vec<usize> = (0..candidates.len()).filter(|&i| candidates[i].written && candidates[i].explicit == Some(true) && results[i].0 == Deduction::Viable && results[i].1.iter().all(Option::is_some)).collect();
        let [chosen] = explicit.as_slice() else { return false };
        let guide = &candidates[*chosen];
        let loses = |j: usize| j == *chosen || results[j].0 == Deduction::Fails || (!candidates[j].written && same_signature(&candidates[j], guide));
        if !(0..candidates.len()).all(loses) {
            return false;
        }
        let name = e.name.clone();
        self.emit(Diagnostic::new(&catalog::EXPLICIT_DEDUCTION_GUIDE_IN_COPY_LIST_INIT, self.walk.span(name_at)).arg("class", name));
        true
    }

    /// Whether `candidate` can take `args`, with what each template parameter is deduced to.
    fn candidate_deduction(&self, candidate: &GuideCandidate, args: &[Arg]) -> (Deduction, Vec<Option<QualType>>) {
        let unknown = (Deduction::Unknown, Vec::new());
        let fails = (Deduction::Fails, Vec::new());
        let Some(arity) = candidate.arity else { return unknown };
        if args.len() < arity.min || arity.max.is_some_and(|max| args.len() > max) {
            return fails;
        }
        let template = &candidate.template;
        if template.params.iter().any(|p| !p.is_type || p.pack) {
            return unknown;
        }
        let Some(MangleType::Function { params, .. }) = &template.declared else { return unknown };
        if arity.max.is_none() && args.len() < params.len() {
            return unknown;
        }
        let mut deduced: Vec<Option<QualType>> = vec![None; template.params.len()];
        let mut not_known = false;
        for (param, arg) in params.iter().zip(args) {
            let step = match arg {
                // `T&&` of the class's parameter `T`: no forwarding reference.
                Arg::Known(a) if matches!(param, MangleType::RValueRef(inner) if matches!(**inner, MangleType::TemplateParam(i) if (i as usize) < candidate.class_params)) => {
                    let MangleType::RValueRef(inner) = param else { unreachable!() };
                    let MangleType::TemplateParam(i) = **inner else { unreachable!() };
                    if a.lvalue {
                        if a.ty.ty.is_scalar() { Step::Fails } else { Step::Unknown }
                    } else {
                        let found = a.ty.unqualified();
                        match deduced.get(i as usize).unwrap_or(&None) {
                            None => {
                                deduced[i as usize] = Some(found);
                                Step::Fine
                            }
                            Some(earlier) if *earlier != found => Step::Fails,
                            Some(_) => Step::Fine,
                        }
                    }
                }
                Arg::Known(a) => self.deduce_from(template, param, a, &mut deduced),
                // An erroneous argument deduces no class template's specialization.
                Arg::Error if mentions_template_param(param, 0) && names_class_specialization(param) => Step::Fails,
                Arg::Error | Arg::Unknown => Step::Unknown,
            };
            match step {
                Step::Fine => {}
                Step::Fails => return fails,
                Step::Unknown => not_known = true,
            }
        }
        if not_known {
            return unknown;
        }
        let undeducible = deduced.iter().zip(&template.params).any(|(d, p)| d.is_none() && !p.has_default);
        if undeducible {
            return fails;
        }
        for (param, arg) in params.iter().zip(args) {
            if mentions_template_param(param, 0) {
                continue;
            }
            let (Arg::Known(arg), Some(target)) = (arg, ty::from_declared(self.table(), param)) else { return unknown };
            match self.reaches(arg, &target) {
                Some(true) => {}
                Some(false) => return fails,
                None => return unknown,
            }
        }
        (Deduction::Viable, deduced)
    }
}

/// Whether a candidate's first parameter may be a `std::initializer_list` (a specialization of
/// a class template of that name, under references and qualifiers).
fn first_param_is_initializer_list(c: &GuideCandidate) -> bool {
    let Some(MangleType::Function { params, .. }) = &c.template.declared else { return true };
    let Some(mut t) = params.first() else { return false };
    loop {
        match t {
            MangleType::LValueRef(inner) | MangleType::RValueRef(inner) | MangleType::Qualified(inner, _) => t = inner,
            MangleType::Named(q) => return q.name.split('@').next() == Some("initializer_list"),
            _ => return false,
        }
    }
}

/// Whether two candidates have the same template parameters and parameter types.
fn same_signature(a: &GuideCandidate, b: &GuideCandidate) -> bool {
    let params = |c: &GuideCandidate| match &c.template.declared {
        Some(MangleType::Function { params, .. }) => Some(params.clone()),
        _ => None,
    };
    a.template.params == b.template.params && a.arity.map(|x| (x.min, x.max)) == b.arity.map(|x| (x.min, x.max)) && params(a).is_some() && params(a) == params(b)
}
