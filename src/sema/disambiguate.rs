//! The disambiguation pass: every ambiguity node the grammar kept gets one reading, chosen by
//! the standard's rules. The grammar only builds an ambiguity node when both readings parse
//! with the names as the oracle classified them, so the rules here decide between two valid
//! parses:
//! - [stmt.ambig]: a statement that can be a declaration is a declaration;
//! - [dcl.ambig.res]: `T x(U());` / `T x(U(y));` declare functions;
//! - [temp.arg]: a template argument that can be a type-id is a type-id.
//!
//! Each decision is recorded (`Resolution`) so tools can show which reading won and why.

use crate::syntax::ast::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    Declaration,
    Expression,
    TypeId,
}

/// One decision: where, which reading, and the rule that chose it.
#[derive(Clone, Debug)]
pub struct Resolution {
    pub range: TokRange,
    pub chosen: Reading,
    pub rule: &'static str,
}

/// Resolves every ambiguity node in `unit` in place; returns the decisions in source order.
pub fn resolve(unit: &mut TranslationUnit) -> Vec<Resolution> {
    let mut out = Vec::new();
    for d in &mut unit.decls {
        decl(d, &mut out);
    }
    out.sort_by_key(|r| r.range.lo);
    out
}

fn decl(d: &mut Decl, out: &mut Vec<Resolution>) {
    match d {
        Decl::Simple(s) => simple(s, out),
        Decl::Function(f) => {
            specs(&mut f.specs, out);
            if let FunctionBody::Block(b) = &mut f.body {
                block(b, out);
            }
        }
        Decl::Namespace { decls, .. } | Decl::Linkage { decls, .. } => decls.iter_mut().for_each(|d| decl(d, out)),
        Decl::Template { decl: inner, .. } | Decl::ExplicitInstantiation { decl: inner, .. } => decl(inner, out),
        _ => {}
    }
}

fn simple(s: &mut SimpleDecl, out: &mut Vec<Resolution>) {
    specs(&mut s.specs, out);
    for init in &mut s.declarators {
        if init.ambiguous_init.take().is_some() {
            out.push(Resolution { range: init.range, chosen: Reading::Declaration, rule: "[dcl.ambig.res]: a declarator that can be a function declarator is one" });
        }
    }
}

fn specs(specs: &mut [DeclSpec], out: &mut Vec<Resolution>) {
    for s in specs {
        if let DeclSpec::Type(TypeSpec::Named(q)) = s {
            qual(q, out);
        }
        if let DeclSpec::Type(TypeSpec::Class(c)) = s {
            for m in &mut c.members {
                if let Member::Decl(d) = m {
                    decl(d, out);
                }
            }
        }
    }
}

fn qual(q: &mut QualName, out: &mut Vec<Resolution>) {
    if let UnqualKind::Plain(seg) = &mut q.last {
        if let Some(args) = &mut seg.template_args {
            for a in args {
                template_arg(a, out);
            }
        }
    }
}

fn template_arg(a: &mut TemplateArg, out: &mut Vec<Resolution>) {
    if let TemplateArg::Ambig(t, _) = a {
        let t = (**t).clone();
        out.push(Resolution { range: t.range, chosen: Reading::TypeId, rule: "[temp.arg]: an argument that can be a type-id is one" });
        *a = TemplateArg::Type(t);
    }
}

fn block(b: &mut Block, out: &mut Vec<Resolution>) {
    for s in &mut b.stmts {
        stmt(s, out);
    }
}

fn stmt(s: &mut Stmt, out: &mut Vec<Resolution>) {
    match s {
        Stmt::Ambig { decl: d, range, .. } => {
            let range = *range;
            let mut chosen = std::mem::replace(&mut **d, Decl::Empty(range));
            decl(&mut chosen, out);
            // Recorded at the declaration (the ambiguity's marker token is not part of it).
            out.push(Resolution { range: chosen.range(), chosen: Reading::Declaration, rule: "[stmt.ambig]: a statement that can be a declaration is one" });
            *s = Stmt::Decl(chosen);
        }
        Stmt::Decl(d) => decl(d, out),
        Stmt::Block(b) => block(b, out),
        Stmt::If { then, els, .. } => {
            stmt(then, out);
            if let Some(e) = els {
                stmt(e, out);
            }
        }
        Stmt::While { body, .. } | Stmt::For { body, .. } | Stmt::RangeFor { body, .. } | Stmt::Switch { body, .. } | Stmt::DoWhile { body, .. } => stmt(body, out),
        Stmt::Case { stmt: inner, .. } | Stmt::Default { stmt: inner, .. } | Stmt::Label { stmt: inner, .. } => stmt(inner, out),
        Stmt::Try { body, handlers, .. } => {
            block(body, out);
            handlers.iter_mut().for_each(|h| block(&mut h.body, out));
        }
        _ => {}
    }
}
