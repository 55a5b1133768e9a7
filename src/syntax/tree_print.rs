//! Prints a syntax tree as indented text, one node per line, with the source spelling of
//! names and operators: what `cufe parse` shows and what grammar snapshot tests compare.
//! Ambiguity nodes print both readings; after disambiguation, the chosen reading is annotated
//! with the rule that chose it.

use std::fmt::Write;

use crate::lex::Token;
use crate::syntax::ast::*;

/// Indentation levels printed as spaces.
const MAX_INDENT: usize = 64;

pub struct TreePrinter<'a> {
    text: &'a str,
    tokens: &'a [Token],
    out: String,
    depth: usize,
    /// Annotations to print after the node starting at a token (disambiguation decisions).
    notes: Vec<(u32, String)>,
}

/// Prints `unit`. `notes` are `(token index, text)` pairs attached to the node that starts at
/// that token (the disambiguation pass's decisions).
pub fn print_tree(text: &str, tokens: &[Token], unit: &TranslationUnit, notes: Vec<(u32, String)>) -> String {
    let mut p = TreePrinter { text, tokens, out: String::new(), depth: 0, notes };
    p.line("TranslationUnit");
    p.nested(|p| unit.decls.iter().for_each(|d| p.decl(d)));
    p.out
}

impl TreePrinter<'_> {
    fn tok(&self, i: u32) -> &str {
        self.tokens.get(i as usize).and_then(|t| self.text.get(t.span.lo as usize..t.span.hi as usize)).unwrap_or("?")
    }

    /// The source text of a token range, with white space folded.
    fn spelled(&self, r: TokRange) -> String {
        (r.lo..r.hi).map(|i| self.tok(i)).collect::<Vec<_>>().join(" ")
    }

    /// One node's line, indented by its depth; past [`MAX_INDENT`] levels the depth is written
    /// as a number (a tree 10^5 levels deep would otherwise print gigabytes of spaces).
    fn line(&mut self, s: impl AsRef<str>) {
        if self.depth > MAX_INDENT {
            let _ = writeln!(self.out, "{}[depth {}] {}", "  ".repeat(MAX_INDENT), self.depth, s.as_ref());
        } else {
            let _ = writeln!(self.out, "{}{}", "  ".repeat(self.depth), s.as_ref());
        }
    }

    fn line_at(&mut self, start: u32, s: impl AsRef<str>) {
        let note = self.notes.iter().find(|(t, _)| *t == start).map(|(_, n)| n.clone());
        match note {
            Some(n) => self.line(format!("{}    ; {}", s.as_ref(), n)),
            None => self.line(s),
        }
    }

    fn nested(&mut self, f: impl FnOnce(&mut Self)) {
        self.depth += 1;
        f(self);
        self.depth -= 1;
    }

    /// A qualified name as spelled; each ambiguous template argument in it is shown after the
    /// name with both readings' spelling (`A < T ( x ) > {Ambig[type-id | expression] T ( x )}`).
    fn qual(&self, q: &QualName) -> String {
        let mut s = self.spelled(q.range);
        let segs = q.scopes.iter().filter_map(|sc| match sc {
            Scope::Name(n) => Some(n),
            Scope::Decltype(_) => None,
        });
        let last = match &q.last {
            UnqualKind::Plain(n) | UnqualKind::Destructor(n) => Some(n),
            _ => None,
        };
        for seg in segs.chain(last) {
            for arg in seg.template_args.iter().flatten() {
                let decided_at = match arg {
                    TemplateArg::Ambig(t, _) => {
                        s.push_str(&format!(" {{Ambig[type-id | expression] {}}}", self.spelled(t.range)));
                        continue;
                    }
                    TemplateArg::Type(t) => t.range,
                    TemplateArg::Expr(e) => e.range(),
                    TemplateArg::Pack(_) => continue,
                };
                // After disambiguation: the decision taken on this argument, if any.
                if let Some((_, note)) = self.notes.iter().find(|(t, _)| *t == decided_at.lo) {
                    s.push_str(&format!(" {{{} {note}}}", self.spelled(decided_at)));
                }
            }
        }
        s
    }

    fn specs(&self, specs: &[DeclSpec]) -> String {
        let parts: Vec<String> = specs
            .iter()
            .map(|s| match s {
                DeclSpec::Keyword(t) | DeclSpec::Cv(t) | DeclSpec::Builtin(t) => self.tok(*t).to_string(),
                DeclSpec::ExplicitBool(t, _) => format!("{}(...)", self.tok(*t)),
                DeclSpec::Attr(a) => {
                    let cuda: Vec<String> = a.cuda.iter().map(|(c, _)| format!("{c:?}")).collect();
                    if cuda.is_empty() { format!("attr[{}]", self.spelled(a.range)) } else { format!("cuda[{}]", cuda.join(",")) }
                }
                DeclSpec::Type(t) => self.type_spec(t),
            })
            .collect();
        parts.join(" ")
    }

    fn type_spec(&self, t: &TypeSpec) -> String {
        match t {
            TypeSpec::Named(q) => format!("type({})", self.qual(q)),
            TypeSpec::Typename(q) => format!("typename({})", self.qual(q)),
            TypeSpec::Elaborated { key, name } => format!("{} {}", self.tok(*key), self.qual(name)),
            TypeSpec::Class(c) => format!("{} {} {{{} members}}", self.tok(c.key), c.name.as_ref().map(|q| self.qual(q)).unwrap_or_default(), c.members.len()),
            TypeSpec::Enum(e) => format!("enum {} {{{} enumerators}}", e.name.as_ref().map(|q| self.qual(q)).unwrap_or_default(), e.enumerators.len()),
            TypeSpec::Decltype(_, r) | TypeSpec::DecltypeAuto(r) | TypeSpec::Typeof(_, r) | TypeSpec::TraitType(_, _, r) => self.spelled(*r),
            TypeSpec::Auto(t) => self.tok(*t).to_string(),
        }
    }

    fn declarator(&self, d: &Declarator) -> String {
        match d {
            Declarator::Name { name: Some(n), pack, .. } => format!("{}{}", if *pack { "..." } else { "" }, self.qual(n)),
            Declarator::Name { name: None, pack, .. } => if *pack { "...".into() } else { "<abstract>".into() },
            Declarator::Ptr { op, inner, .. } => {
                let op = match op {
                    PtrOp::Pointer { .. } => "*".to_string(),
                    PtrOp::LRef => "&".to_string(),
                    PtrOp::RRef => "&&".to_string(),
                    PtrOp::Member { class, .. } => format!("{}::*", self.qual(class)),
                };
                format!("Ptr({op} {})", self.declarator(inner))
            }
            Declarator::Func { inner, params, .. } => {
                let ps: Vec<String> = params.params.iter().map(|p| format!("{} {}", self.specs(&p.specs), self.declarator(&p.declarator))).collect();
                format!("Func({}; {}{})", self.declarator(inner), ps.join(", "), if params.variadic { ", ..." } else { "" })
            }
            Declarator::Array { inner, size, .. } => {
                format!("Array({}[{}])", self.declarator(inner), size.as_ref().map(|e| self.spelled(e.range())).unwrap_or_default())
            }
            Declarator::Paren { inner, .. } => format!("Paren({})", self.declarator(inner)),
            Declarator::Attributed { inner, .. } => self.declarator(inner),
        }
    }

    fn decl(&mut self, d: &Decl) {
        let start = d.range().lo;
        match d {
            Decl::Simple(s) => {
                self.line_at(start, format!("SimpleDecl {}", self.specs(&s.specs)));
                self.nested(|p| {
                    for i in &s.declarators {
                        p.line_at(i.range.lo, format!("Declarator {}", p.declarator(&i.declarator)));
                        if let Some(init) = &i.init {
                            p.nested(|p| p.initializer(init));
                        }
                        if let Some(other) = &i.ambiguous_init {
                            p.nested(|p| {
                                p.line(format!("Ambig other reading: variable {}", p.declarator(&other.object)));
                                p.nested(|p| p.initializer(&other.init));
                            });
                        }
                    }
                    for spec in &s.specs {
                        if let DeclSpec::Type(TypeSpec::Class(c)) = spec {
                            for m in &c.members {
                                match m {
                                    Member::Decl(d) => p.decl(d),
                                    Member::Access(t) => p.line(format!("{}:", p.tok(*t))),
                                }
                            }
                        }
                    }
                });
            }
            Decl::Function(f) => {
                self.line_at(start, format!("FunctionDef {} {}", self.specs(&f.specs), self.declarator(&f.declarator)));
                if let FunctionBody::Block(b) = &f.body {
                    self.nested(|p| p.block(b));
                }
            }
            Decl::Namespace { name, decls, .. } => {
                self.line_at(start, format!("Namespace {}", name.map(|t| self.tok(t).to_string()).unwrap_or_else(|| "<anonymous>".into())));
                self.nested(|p| decls.iter().for_each(|d| p.decl(d)));
            }
            Decl::Linkage { lang, decls, .. } => {
                self.line_at(start, format!("Linkage {}", self.tok(*lang)));
                self.nested(|p| decls.iter().for_each(|d| p.decl(d)));
            }
            Decl::Template { decl, range, .. } => {
                let head_end = decl.range().lo;
                self.line_at(start, format!("Template {}", self.spelled(TokRange { lo: range.lo, hi: head_end })));
                self.nested(|p| p.decl(decl));
            }
            Decl::ExplicitInstantiation { decl, .. } => {
                self.line_at(start, "ExplicitInstantiation");
                self.nested(|p| p.decl(decl));
            }
            other => {
                let name = format!("{other:?}");
                let kind = name.split([' ', '(', '{']).next().unwrap_or("Decl").to_string();
                self.line_at(start, format!("{kind} {}", self.spelled(other.range())));
            }
        }
    }

    fn initializer(&mut self, i: &Initializer) {
        match i {
            Initializer::Assign(e) | Initializer::BitField(e) => self.expr(e),
            Initializer::Paren(args, _) => {
                self.line("ParenInit");
                self.nested(|p| args.iter().for_each(|a| p.expr(a)));
            }
            Initializer::Brace(args, _) => {
                self.line("BraceInit");
                self.nested(|p| args.iter().for_each(|a| p.expr(a)));
            }
        }
    }

    fn block(&mut self, b: &Block) {
        for s in &b.stmts {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Expr(e, r) => {
                self.line_at(r.lo, "ExprStmt");
                self.nested(|p| p.expr(e));
            }
            Stmt::Decl(d) => self.decl(d),
            Stmt::Ambig { decl, expr, range } => {
                self.line_at(range.lo, "Ambig[declaration | expression]");
                self.nested(|p| {
                    p.decl(decl);
                    p.expr(expr);
                });
            }
            Stmt::Block(b) => {
                self.line_at(b.range.lo, "Block");
                self.nested(|p| p.block(b));
            }
            Stmt::Return(e, r) => {
                self.line_at(r.lo, "Return");
                if let Some(e) = e {
                    self.nested(|p| p.expr(e));
                }
            }
            Stmt::If { constexpr_, init, cond, then, els, range } => {
                self.line_at(range.lo, if *constexpr_ { "If constexpr" } else { "If" });
                self.nested(|p| {
                    if let Some(i) = init {
                        p.stmt(i);
                    }
                    p.condition(cond);
                    p.stmt(then);
                    if let Some(e) = els {
                        p.line("Else");
                        p.nested(|p| p.stmt(e));
                    }
                });
            }
            Stmt::While { cond, body, range } => {
                self.line_at(range.lo, "While");
                self.nested(|p| {
                    p.condition(cond);
                    p.stmt(body);
                });
            }
            Stmt::DoWhile { body, cond, range } => {
                self.line_at(range.lo, "DoWhile");
                self.nested(|p| {
                    p.stmt(body);
                    p.expr(cond);
                });
            }
            Stmt::For { init, cond, step, body, range } => {
                self.line_at(range.lo, "For");
                self.nested(|p| {
                    p.stmt(init);
                    if let Some(c) = cond {
                        p.condition(c);
                    }
                    if let Some(e) = step {
                        p.expr(e);
                    }
                    p.stmt(body);
                });
            }
            Stmt::RangeFor { init, specs, declarator, range_expr, body, range } => {
                self.line_at(range.lo, format!("RangeFor {} {}", self.specs(specs), self.declarator(declarator)));
                self.nested(|p| {
                    if let Some(i) = init {
                        p.stmt(i);
                    }
                    p.expr(range_expr);
                    p.stmt(body);
                });
            }
            Stmt::Switch { init, cond, body, range } => {
                self.line_at(range.lo, "Switch");
                self.nested(|p| {
                    if let Some(i) = init {
                        p.stmt(i);
                    }
                    p.condition(cond);
                    p.stmt(body);
                });
            }
            Stmt::Case { value, high, stmt, range } => {
                self.line_at(range.lo, "Case");
                self.nested(|p| {
                    p.expr(value);
                    if let Some(h) = high {
                        p.expr(h);
                    }
                    p.stmt(stmt);
                });
            }
            Stmt::Default { stmt, range } => {
                self.line_at(range.lo, "Default");
                self.nested(|p| p.stmt(stmt));
            }
            Stmt::Label { name, stmt, range } => {
                self.line_at(range.lo, format!("Label {}", self.tok(*name)));
                self.nested(|p| p.stmt(stmt));
            }
            other => {
                let name = format!("{other:?}");
                let kind = name.split([' ', '(', '{']).next().unwrap_or("Stmt").to_string();
                self.line(kind);
            }
        }
    }

    fn condition(&mut self, c: &Condition) {
        match c {
            Condition::Expr(e) => self.expr(e),
            Condition::Decl(cd) => {
                self.line(format!("CondDecl {} {}", self.specs(&cd.specs), self.declarator(&cd.declarator)));
                self.nested(|p| p.initializer(&cd.init));
            }
        }
    }

    fn expr(&mut self, e: &Expr) {
        let r = e.range();
        match e {
            Expr::Name(q) => self.line(format!("Name {}", self.qual(q))),
            Expr::Literal(t) => self.line(format!("Literal {}", self.tok(*t))),
            Expr::Binary(op, a, b, _) => {
                self.line(format!("Binary {}", self.tok(*op)));
                self.nested(|p| {
                    p.expr(a);
                    p.expr(b);
                });
            }
            Expr::Unary(op, a, _) => {
                self.line(format!("Unary {}", self.tok(*op)));
                self.nested(|p| p.expr(a));
            }
            Expr::Call(f, args, _) => {
                self.line("Call");
                self.nested(|p| {
                    p.expr(f);
                    args.iter().for_each(|a| p.expr(a));
                });
            }
            Expr::Launch { kernel, config, args, .. } => {
                self.line("Launch");
                self.nested(|p| {
                    p.expr(kernel);
                    p.line("Config");
                    p.nested(|p| config.iter().for_each(|a| p.expr(a)));
                    p.line("Args");
                    p.nested(|p| args.iter().for_each(|a| p.expr(a)));
                });
            }
            Expr::Construct(specs, args, braced, _) => {
                self.line(format!("Construct{} {}", if *braced { "{}" } else { "()" }, self.specs(specs)));
                self.nested(|p| args.iter().for_each(|a| p.expr(a)));
            }
            Expr::Cast(kind, t, a, _) => {
                self.line(format!("Cast {kind:?} {} {}", self.specs(&t.specs), self.declarator(&t.declarator)));
                self.nested(|p| p.expr(a));
            }
            Expr::SizeofType(t, _) => self.line(format!("SizeofType {} {}", self.specs(&t.specs), self.declarator(&t.declarator))),
            Expr::SizeofExpr(a, _) => {
                self.line("SizeofExpr");
                self.nested(|p| p.expr(a));
            }
            Expr::Paren(a, _) => {
                self.line("Paren");
                self.nested(|p| p.expr(a));
            }
            other => {
                let name = format!("{other:?}");
                let kind = name.split([' ', '(', '{']).next().unwrap_or("Expr").to_string();
                self.line(format!("{kind} {}", self.spelled(r)));
            }
        }
    }
}
