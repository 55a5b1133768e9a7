//! What class template argument deduction ([over.match.class.deduct]) reads of a primary
//! class template defined at namespace scope: each constructor of its definition and each
//! deduction guide declared for it, as a function template (the class template's parameters,
//! then a constructor template's own; for a guide, its own) whose function type has the
//! candidate's parameter types over them. The typing pass (`typing::ctad`) adds the implicit
//! candidates (the copy deduction candidate, the default constructor's) and judges them.

use super::{Arity, Builder, EntityId, FunctionTemplate, ScopeId, ScopeKind, TemplateParamShape};
use crate::mangle::mangle::{Cv, MangleType, QualifiedName, TemplateArg};
use crate::sema::types::ResolvedName;
use crate::syntax::ast::*;

/// A template header: each parameter's name and shape, and each type parameter's default
/// type where this model spells it.
pub(super) type TemplateHeader = (Vec<(Option<String>, TemplateParamShape)>, Vec<Option<MangleType>>);

/// One candidate of class template argument deduction written in the source: a constructor
/// of the primary template or a deduction guide.
#[derive(Clone, Debug)]
pub struct GuideCandidate {
    /// Its template parameters and its function type over them (`declared` is `None` where a
    /// parameter type, or a guide's template-id, names something this model does not follow).
    pub template: FunctionTemplate,
    pub arity: Option<Arity>,
    /// How many of the template parameters are the class template's: `T&&` of one of them
    /// is no forwarding reference.
    pub class_params: usize,
    /// Written as a deduction guide (not a constructor).
    pub written: bool,
    /// Declared `explicit`; `None` for `explicit(condition)`.
    pub explicit: Option<bool>,
    /// The token that starts its declaration.
    pub at: u32,
}

/// A primary class template's deduction candidates.
#[derive(Clone, Debug, Default)]
pub struct ClassDeduction {
    /// The class template's parameters.
    pub params: Vec<TemplateParamShape>,
    /// The constructors declared in its definition.
    pub constructors: Vec<GuideCandidate>,
    /// Its deduction guides, in declaration order.
    pub guides: Vec<GuideCandidate>,
    /// The token that closes its definition: the class is complete after it.
    pub complete_after: u32,
    /// Its definition has a using-declaration (inheriting constructors, not followed), or
    /// a deduction guide was declared before it.
    pub unmodelled: bool,
    /// How many constructors its definition declares, as written: where `constructors`
    /// holds fewer, one was not followed.
    pub declared_constructors: usize,
}

impl Builder<'_> {
    /// A template header `params` of `decl` declared in `scope`: a primary class template
    /// defined at namespace scope keeps it for its class; a member template of such a class
    /// for a constructor.
    pub(super) fn note_deduction_header(&mut self, params: &[TemplateParam], decl: &Decl, scope: ScopeId) {
        let at_namespace = matches!(self.table.scopes[scope].kind, ScopeKind::Namespace | ScopeKind::Global);
        let primary_class = match decl {
            Decl::Simple(sd) if sd.declarators.is_empty() => sd.specs.iter().any(|spec| {
                matches!(spec, DeclSpec::Type(TypeSpec::Class(c)) if c.name.as_ref().is_some_and(|q| q.scopes.is_empty() && !q.global && matches!(&q.last, UnqualKind::Plain(seg) if seg.template_args.is_none())))
            }),
            _ => false,
        };
        if primary_class && at_namespace && self.templated == 1 && !params.is_empty() {
            self.class_template_header = Some(self.template_header_of(params, scope, &[]));
        } else if let Some((_, outer)) = self.deduction_classes.get(&scope) {
            let outer = outer.0.clone();
            self.member_template_header = Some(self.template_header_of(params, scope, &outer));
        }
    }

    /// A template parameter list's shapes and its type parameters' defaults, resolved with the
    /// enclosing templates' parameters (`outer`) in scope.
    pub(super) fn template_header_of(&self, params: &[TemplateParam], scope: ScopeId, outer: &[(Option<String>, TemplateParamShape)]) -> TemplateHeader {
        let shapes: Vec<(Option<String>, TemplateParamShape)> = params.iter().map(|p| self.template_param_shape(p)).collect();
        let names: Vec<(Option<String>, TemplateParamShape)> = outer.iter().cloned().chain(shapes.iter().cloned()).collect();
        let defaults = params
            .iter()
            .map(|p| match p {
                TemplateParam::Type { default: Some(t), .. } => {
                    let text = |t: u32| self.tok(t).to_string();
                    self.table.declared_type_by(&text, &|q| self.resolve_in_template(&names, scope, q), &t.specs, &t.declarator)
                }
                _ => None,
            })
            .collect();
        (shapes, defaults)
    }

    /// The class `class` (its scope `inner`) of definition `c` was just entered: a primary
    /// class template whose header was kept takes it.
    pub(super) fn note_deduction_class(&mut self, class: EntityId, inner: ScopeId, c: &ClassSpec) {
        let Some(header) = self.class_template_header.take() else { return };
        let name = self.table.entities[class].name.clone();
        let unmodelled = c.members.iter().any(|m| matches!(m, Member::Decl(Decl::Using { .. }))) || self.early_guides.contains(&name);
        let declared_constructors = c.members.iter().filter_map(|m| if let Member::Decl(d) = m { Some(d) } else { None }).map(|d| self.constructors_declared(d, &name)).sum();
        let params = header.0.iter().map(|(_, shape)| *shape).collect();
        self.table.deduction.insert(class, ClassDeduction { params, constructors: Vec::new(), guides: Vec::new(), complete_after: c.body.hi.saturating_sub(1), unmodelled, declared_constructors });
        self.deduction_classes.insert(inner, (class, header));
    }

    /// How many constructors of the class `name` the member declaration `d` declares.
    fn constructors_declared(&self, d: &Decl, name: &str) -> usize {
        let names_class = |d: &Declarator| d.function_params().is_some() && matches!(d.name().map(|q| &q.last), Some(UnqualKind::Plain(seg)) if self.tok(seg.tok) == name);
        match d {
            Decl::Template { decl, .. } => self.constructors_declared(decl, name),
            Decl::Function(f) => usize::from(names_class(&f.declarator)),
            Decl::Simple(sd) => sd.declarators.iter().filter(|i| names_class(&i.declarator)).count(),
            _ => 0,
        }
    }

    /// A function `n` declared by `specs` and `d` in `scope`: a constructor of a class
    /// template that deduction reads is one of its candidates.
    pub(super) fn note_constructor_candidate(&mut self, n: &str, specs: &[DeclSpec], d: &Declarator, scope: ScopeId) {
        let Some((class, header)) = self.deduction_classes.get(&scope).cloned() else { return };
        if self.table.entities[class].name != n || self.has_keyword(specs, "friend") {
            return;
        }
        let Some(clause) = d.function_params() else { return };
        let own = self.member_template_header.take();
        let mut names = header.0.clone();
        let mut shapes: Vec<TemplateParamShape> = header.0.iter().map(|(_, s)| *s).collect();
        let mut defaults = header.1.clone();
        if let Some((own_names, own_defaults)) = own {
            shapes.extend(own_names.iter().map(|(_, s)| *s));
            names.extend(own_names);
            defaults.extend(own_defaults);
        }
        let (declared, arity) = self.candidate_function(&names, Some(class), clause, None, scope);
        let explicit = self.explicit_of(specs);
        let at = d.range().lo;
        let candidate = GuideCandidate { template: FunctionTemplate { params: shapes, defaults, declared }, arity, class_params: header.0.len(), written: false, explicit, at };
        if let Some(deduction) = self.table.deduction.get_mut(&class) {
            deduction.constructors.push(candidate);
        }
    }

    /// `specs guide;` declared in `scope` at `at`: a deduction guide of the class template it
    /// names, with the function template header kept for it (none: not a template).
    pub(super) fn deduction_guide(&mut self, specs: &[DeclSpec], guide: &DeductionGuide, at: u32, scope: ScopeId) {
        let header = self.function_template_header.take();
        let Some(class) = self.resolve_name(scope, &guide.name).filter(|id| self.table.deduction.contains_key(id)) else {
            // A guide of a class template not defined yet: its deduction is not followed.
            if let UnqualKind::Plain(seg) = &guide.name.last {
                self.early_guides.insert(self.tok(seg.tok).to_string());
            }
            return;
        };
        // A template whose header this model did not keep (not at namespace scope): unknown.
        let kept = header.is_some() || self.templated == 0;
        let (names, defaults) = header.unwrap_or_default();
        let (declared, arity) = self.candidate_function(&names, None, &guide.params, Some(&guide.target), scope);
        let explicit = self.explicit_of(specs);
        let shapes = names.iter().map(|(_, s)| *s).collect();
        let candidate = GuideCandidate { template: FunctionTemplate { params: shapes, defaults, declared: declared.filter(|_| kept) }, arity, class_params: 0, written: true, explicit, at };
        if let Some(deduction) = self.table.deduction.get_mut(&class) {
            deduction.guides.push(candidate);
        }
    }

    /// `explicit` among `specs`: `None` for `explicit(condition)`.
    fn explicit_of(&self, specs: &[DeclSpec]) -> Option<bool> {
        let explicit = specs.iter().find_map(|s| match s {
            DeclSpec::Keyword(t) if self.tok(*t) == "explicit" => Some(*t),
            _ => None,
        });
        match explicit {
            None => Some(false),
            Some(t) if self.tokens.get(t as usize + 1).is_some_and(|_| self.tok(t + 1) == "(") => None,
            Some(_) => Some(true),
        }
    }

    /// A candidate's function type over the template parameters `names` (its parameters'
    /// types from `clause`; for a guide, its template-id `target` as the return type), and
    /// its arity. For a constructor of `class`, the class's name alone (its injected name)
    /// is the class over its own parameters.
    fn candidate_function(&self, names: &[(Option<String>, TemplateParamShape)], class: Option<EntityId>, clause: &ParamClause, target: Option<&TypeId>, scope: ScopeId) -> (Option<MangleType>, Option<Arity>) {
        let class_params = class.and_then(|c| self.deduction_classes.values().find(|(id, _)| *id == c)).map_or(0, |(_, h)| h.0.len());
        let text = |t: u32| self.tok(t).to_string();
        let resolve = |q: &QualName| -> Option<ResolvedName> {
            if let (Some(class), UnqualKind::Plain(seg), true) = (class, &q.last, q.scopes.is_empty() && !q.global) {
                if seg.template_args.is_none() && self.tok(seg.tok) == self.table.entities[class].name && !names.iter().any(|(n, _)| n.as_deref() == Some(self.tok(seg.tok))) {
                    let e = &self.table.entities[class];
                    let template_args = (0..class_params as u32).map(|i| TemplateArg::Type(MangleType::TemplateParam(i))).collect();
                    return Some(ResolvedName::Alias(MangleType::Named(QualifiedName { scopes: vec![], name: format!("{}@{}", e.name, e.scope), template_args })));
                }
            }
            self.resolve_in_template(names, scope, q)
        };
        let mut params = Vec::new();
        let mut known = true;
        let mut min = None;
        for (i, p) in clause.params.iter().enumerate() {
            if p.declarator.is_pack() {
                return (None, Some(Arity { min: min.unwrap_or(i), max: None }));
            }
            if p.default.is_some() && min.is_none() {
                min = Some(i);
            }
            match self.table.declared_type_by(&text, &resolve, &p.specs, &p.declarator) {
                Some(t) => params.push(super::adjust_parameter(t)),
                None => known = false,
            }
        }
        // `(void)`: no parameters.
        let lone_void = matches!((params.as_slice(), clause.params.as_slice()), ([MangleType::Builtin(b)], [p]) if b == "v" && matches!(p.declarator, Declarator::Name { name: None, .. }));
        if lone_void {
            params.clear();
        }
        let count = params.len().max(if lone_void { 0 } else { clause.params.len() });
        let arity = Arity { min: min.unwrap_or(count), max: (!clause.variadic).then_some(count) };
        let ret = match target {
            Some(t) => self.table.declared_type_by(&text, &resolve, &t.specs, &t.declarator),
            None => Some(MangleType::Builtin("v".into())),
        };
        let declared = match (known, ret) {
            (true, Some(ret)) => Some(MangleType::Function { ret: Box::new(ret), params, cv: Cv::default() }),
            _ => None,
        };
        (declared, Some(arity))
    }
}

