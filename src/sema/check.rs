//! The checking walk: visits every declaration of the unit with its context (namespace path,
//! linkage block, template, class) and calls the rules at named hooks. Today's hooks: the
//! kernel rules of `cuda` and the search for the module id's "first external definition".

use crate::diag::{DiagSink, Diagnostic};
use crate::lex::{Span, Token};
use crate::mangle::mangle::mangle;
use crate::sema::cuda::{self, ExecSpace};
use crate::sema::types::{self, TokenText};
use crate::syntax::ast::*;
use crate::tables::diagnostics as catalog;

/// What the walk found that later stages need.
#[derive(Debug, Default)]
pub struct Checked {
    /// The mangled name of the first definition with external linkage that is a non-inline
    /// function or an initialized variable (the module id's tail comes from it).
    pub first_external_definition: Option<String>,
}

#[derive(Clone, Default)]
struct Context {
    /// Enclosing namespaces, outermost first; `None` for an anonymous namespace.
    namespaces: Vec<Option<String>>,
    extern_c: bool,
    in_template: bool,
}

struct Walk<'a> {
    tokens: &'a [Token],
    text: TokenText<'a>,
    sink: &'a mut DiagSink,
    found: Checked,
}

pub fn check(unit: &TranslationUnit, tokens: &[Token], text: TokenText, sink: &mut DiagSink) -> Checked {
    let mut w = Walk { tokens, text, sink, found: Checked::default() };
    for d in &unit.decls {
        w.decl(d, &Context::default());
    }
    w.found
}

impl Walk<'_> {
    fn span(&self, tok: u32) -> Span {
        self.tokens.get(tok as usize).map(|t| t.span).unwrap_or_default()
    }

    fn decl(&mut self, d: &Decl, cx: &Context) {
        match d {
            Decl::Function(f) => self.function(f, cx),
            Decl::Simple(s) => self.simple(s, cx),
            Decl::Namespace { name, decls, .. } => {
                let mut inner = cx.clone();
                inner.namespaces.push(name.map(|t| (self.text)(t)));
                decls.iter().for_each(|d| self.decl(d, &inner));
            }
            Decl::Linkage { lang, decls, .. } => {
                let mut inner = cx.clone();
                inner.extern_c = (self.text)(*lang).contains("\"C\"");
                decls.iter().for_each(|d| self.decl(d, &inner));
            }
            Decl::Template { decl, .. } | Decl::ExplicitInstantiation { decl, .. } => {
                let mut inner = cx.clone();
                inner.in_template = true;
                self.decl(decl, &inner);
            }
            _ => {}
        }
    }

    fn function(&mut self, f: &FunctionDef, cx: &Context) {
        let spaces = cuda::spaces_of(&f.specs, Some(&f.declarator));
        if cuda::exec_space(&spaces) == ExecSpace::Global && !cuda::returns_void(&f.specs, &f.declarator, self.text) {
            // The reference points at the `global` attribute itself.
            let at = global_attribute(&f.specs, &f.declarator).unwrap_or(f.range.lo);
            self.sink.emit(Diagnostic::new(&catalog::GLOBAL_FUNCTION_RETURN_TYPE, self.span(at)));
        }
        // `void launder(void*) = delete;` (in <new>) is no definition the module id can use.
        let deleted = matches!(f.body, FunctionBody::Deleted(_));
        if self.found.first_external_definition.is_none() && !deleted && !cx.in_template && self.has_external_linkage(&f.specs, cx) {
            let inline = f.specs.iter().any(|s| matches!(s, DeclSpec::Keyword(t) if matches!((self.text)(*t).as_str(), "inline" | "constexpr" | "consteval")));
            if !inline {
                self.found.first_external_definition = self.mangled(&f.specs, &f.declarator, cx);
            }
        }
    }

    fn simple(&mut self, s: &SimpleDecl, cx: &Context) {
        for spec in &s.specs {
            if let DeclSpec::Type(TypeSpec::Class(c)) = spec {
                for m in &c.members {
                    if let Member::Decl(Decl::Function(f)) = m {
                        // Member functions defined in the class are inline: only the kernel rule applies.
                        let spaces = cuda::spaces_of(&f.specs, Some(&f.declarator));
                        if cuda::exec_space(&spaces) == ExecSpace::Global {
                            self.sink.emit(Diagnostic::new(&catalog::GLOBAL_CLASS_DECL, self.span(f.range.lo)));
                        }
                    }
                }
            }
        }
        if self.found.first_external_definition.is_some() || cx.in_template || !self.has_external_linkage(&s.specs, cx) {
            return;
        }
        let is_typedef_or_const = s.specs.iter().any(|sp| match sp {
            DeclSpec::Keyword(t) => matches!((self.text)(*t).as_str(), "typedef" | "inline" | "constexpr" | "friend"),
            DeclSpec::Cv(t) => (self.text)(*t) == "const" && !s.specs.iter().any(|x| matches!(x, DeclSpec::Keyword(k) if (self.text)(*k) == "extern")),
            _ => false,
        });
        if is_typedef_or_const {
            return;
        }
        for init in &s.declarators {
            if init.init.is_some() && init.declarator.function_params().is_none() {
                self.found.first_external_definition = self.mangled(&s.specs, &init.declarator, cx);
                return;
            }
        }
    }

    fn has_external_linkage(&self, specs: &[DeclSpec], cx: &Context) -> bool {
        let is_static = specs.iter().any(|s| matches!(s, DeclSpec::Keyword(t) if (self.text)(*t) == "static"));
        !is_static && !cx.namespaces.iter().any(Option::is_none)
    }

    fn mangled(&self, specs: &[DeclSpec], d: &Declarator, cx: &Context) -> Option<String> {
        let name = d.name()?;
        // `void S::f() const {}` / `void ns::g() {}`: the qualifier's plain names continue the
        // enclosing namespaces (classes and namespaces mangle alike in a nested name).
        let mut scopes = cx.namespaces.clone();
        for sc in &name.scopes {
            match sc {
                Scope::Name(seg) if seg.template_args.is_none() => scopes.push(Some((self.text)(seg.tok))),
                _ => return None,
            }
        }
        let UnqualKind::Plain(seg) = &name.last else { return None };
        let ident = (self.text)(seg.tok);
        // `main` is never mangled (the reference's module id for a unit whose first definition
        // is `int main()` ends in `_main`).
        if cx.extern_c || (ident == "main" && cx.namespaces.is_empty() && d.function_params().is_some()) {
            return Some(ident);
        }
        let params = match d.function_params() {
            Some(p) => Some(types::param_types(p, self.text)?),
            None => {
                // Sanity check that the type is one we can model (the name alone is mangled).
                types::specifier_type(specs, self.text)?;
                None
            }
        };
        let mut entity = types::entity_name(&scopes, ident, params, false);
        if let Declarator::Func { quals, .. } = d {
            if !name.scopes.is_empty() {
                entity.cv.is_const = quals.cv.iter().any(|t| (self.text)(*t) == "const");
                entity.cv.is_volatile = quals.cv.iter().any(|t| (self.text)(*t) == "volatile");
            }
        }
        mangle(&entity).ok()
    }
}

/// The token of the `global` in `__attribute__((global))` on a function.
fn global_attribute(specs: &[DeclSpec], d: &Declarator) -> Option<u32> {
    let from_specs = specs.iter().find_map(|s| match s {
        DeclSpec::Attr(a) => a.cuda.iter().find(|(c, _)| *c == CudaSpace::Global).map(|(_, t)| *t),
        _ => None,
    });
    from_specs.or_else(|| {
        let mut found = None;
        cuda::declarator_attrs(d, &mut |a| {
            if found.is_none() {
                found = a.cuda.iter().find(|(c, _)| *c == CudaSpace::Global).map(|(_, t)| *t);
            }
        });
        found
    })
}
