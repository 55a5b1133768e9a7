//! The recorder of name uses: walks every routine body written outside system headers and
//! records each use of a name with how it is used (called, read, written, address taken,
//! unevaluated) and the routine it occurs in. The cross-space checks (`cuda_calls`) judge
//! these uses; other users (xref, deprecated uses) can read the same list later.
//!
//! It knows no types yet, so it records conservatively: a use it cannot classify (a bare
//! name passed as a call argument may bind to a reference, a name declared locally may hide
//! the outer one) is recorded as `Unknown` or not at all, never as a read or a call.

use std::collections::{HashMap, HashSet};

use crate::lex::Token;
use crate::sema::cuda::{self, ExecSpace};
use crate::syntax::ast::*;

/// How a name is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UseKind {
    /// The callee of a call `f(...)` (not a launch).
    Call,
    /// Read as a value.
    Read,
    /// Assigned to.
    Write,
    /// Read and written (`++v`, `v += 1`).
    ReadWrite,
    /// The function named in a launch `f<<<...>>>(...)`.
    Launch,
    /// Passed as the argument at `arg_index` of a call of `callee`: a read when that parameter
    /// is taken by value.
    Argument { arg_index: usize },
    /// Its address is taken (`&v`).
    AddressOf,
    /// Named and discarded by a cast to `void` (`(void)v`): a mention, not a use of the value.
    Discarded,
    /// Named in an unevaluated operand (`sizeof`, `decltype`, `noexcept`, `typeid` of an
    /// expression): calls there are not made, values not read.
    Unevaluated,
    /// Used in a way whose read/write nature depends on types we do not know yet.
    Unknown,
}

/// One routine (function or member function definition) whose body was walked.
#[derive(Clone, Debug)]
pub struct Routine {
    pub name: String,
    pub exec: ExecSpace,
    /// Inside a template (dependent calls are judged at instantiation by the reference).
    pub in_template: bool,
    /// Enclosing named namespaces, outermost first (anonymous namespaces are left out: their
    /// names are found from the enclosing scope through its implicit using-directive).
    pub namespaces: Vec<String>,
    /// Names declared in the body, the parameters or the enclosing class: uses of these
    /// names are not resolved at namespace scope.
    pub hidden: HashSet<String>,
    /// The enclosing class has base classes: any name may be an inherited member.
    pub has_bases: bool,
    /// The namespaces named by using-directives in the body (wherever in it: a use may
    /// find more candidates than it should, never fewer).
    pub using_directives: Vec<QualName>,
    /// The declared name's token (none for lambdas).
    pub name_tok: Option<u32>,
    /// Where the routine's text starts (a lambda's introducer).
    pub body_tok: Option<u32>,
    /// The token after the routine's text.
    pub end_tok: u32,
    /// A lambda's body: the routine it is written in (its code runs where that one's does).
    pub lambda_of: Option<usize>,
    /// Compiled only when used: defined in its class body, or declared `inline` or `static`
    /// (the device compiler emits these, and judges their bodies, only when called).
    pub only_when_used: bool,
    /// A lambda whose captures are only a capture-default: `Some(true)` for `[&]`,
    /// `Some(false)` for `[=]`; `None` for any other lambda (or no lambda).
    pub captures_by_reference: Option<bool>,
}

/// One use of a name.
#[derive(Clone, Debug)]
pub struct NameUse {
    pub routine: usize,
    pub name: QualName,
    pub kind: UseKind,
    /// The call's arguments are all free of names (literals only): the call cannot depend on
    /// a template parameter.
    pub plain_args: bool,
    /// Reached through `a[i]` (an array is accessed, a pointer only read).
    pub indexed: bool,
    /// For `UseKind::Call` and `UseKind::Launch`: every argument is a literal or a bare name
    /// (the names are recorded as `Argument` uses of this callee).
    pub bare_args: bool,
    /// Reached through `.` (`v.x`): a member of a class object is accessed.
    pub member: bool,
    /// For `UseKind::Argument`: the called (or launched) function's name.
    pub callee: Option<QualName>,
    /// Where the device compiler places its "does not exist in device code" error when not
    /// at the name: the assigned value of a write, the `&` of an address.
    pub op_tok: Option<u32>,
    /// The innermost scope of the body the use is in (see `References::scope_parent`).
    pub scope: u32,
    /// The whole initializer of a reference (`int &r = s;`): the object is bound, not read.
    pub binds_reference: bool,
}

/// A CUDA variable declared in a routine body (for the "not in a host function" rule).
#[derive(Clone, Debug)]
pub struct LocalCudaVar {
    pub routine: usize,
    pub name_tok: u32,
    pub is_static: bool,
    /// `extern __shared__ int a[];`: names a variable declared elsewhere, so it is no local
    /// variable of the host function (the reference is silent on it there).
    pub is_extern: bool,
    pub space: CudaSpace,
    pub has_init: bool,
}

/// A variable declared in a routine body (for the unused-variable warnings).
#[derive(Clone, Debug)]
pub struct LocalVar {
    pub routine: usize,
    pub name: String,
    pub name_tok: u32,
    pub has_init: bool,
    /// Its type is built-in, a pointer or an array of those, or a class named here (the
    /// checker decides whether constructing one does anything).
    pub class_name: Option<String>,
    /// Declared with a type the checker cannot judge (`auto`, a template, decltype...,
    /// `void` in erroneous code, `volatile`: reading one is a side effect).
    pub opaque_type: bool,
    /// A reference: assigning through it is no "set" of its own.
    pub is_reference: bool,
    /// Its initializer may do something (a call, `new`, an assignment..., or it is a braced
    /// list): the device compiler does not call such a variable "set but never used".
    pub init_has_effects: bool,
    /// Its initializer may do something, a braced list of values that do nothing aside: the
    /// device compiler does not call such a variable unreferenced either.
    pub init_has_side_effects: bool,
}

#[derive(Debug, Default)]
pub struct References {
    pub routines: Vec<Routine>,
    pub uses: Vec<NameUse>,
    pub local_cuda_vars: Vec<LocalCudaVar>,
    pub locals: Vec<LocalVar>,
    /// Every name introduced by a using-declaration anywhere: the symbol table does not model
    /// these, so their candidates are unknown.
    pub using_names: HashSet<String>,
    /// The name tokens of variables declared in a condition (`if (int z = g())`): the
    /// condition reads them where they are declared.
    pub condition_variables: Vec<u32>,
    /// The name tokens of range-for variables (`for (int x : v)`), and of ranges named by a
    /// bare name (`v`, bound to the loop's hidden reference): for the cross-reference.
    pub range_for_variables: Vec<u32>,
    pub range_for_ranges: HashSet<u32>,
    /// Where each of those using-declarations is (the path of the namespaces enclosing it, or
    /// `None` inside a class) and what it names. Resolution ignores the ones its lookup cannot
    /// reach (`namespace std { using ::printf; }` does not touch `printf` named in a global
    /// function) and follows the others to what they name (`std::printf` is `::printf`).
    pub using_at: HashMap<String, Vec<(Option<Vec<String>>, QualName)>>,
    /// The scopes of routine bodies that uses are in, by id: each one's enclosing scope
    /// (`u32::MAX` at the outermost). A scope is a block or a statement controlled by
    /// `if`/`else`/`while`/`for`/`do`/`switch`; a for-init-statement or a condition is in the
    /// enclosing one (where the reference declares a name it found undefined).
    pub scope_parent: Vec<u32>,
    /// Lambdas written with `__host__`/`__device__`/`__global__` (outside system headers):
    /// the token after the annotation (see `sema::lambda_annotations`).
    pub annotated_lambdas: Vec<u32>,
    /// Lambdas with an explicit template parameter list: its `<` token, and whether the
    /// list is empty.
    pub lambda_template_lists: Vec<(u32, bool)>,
    /// The members named through objects (`s.a`, `p->f()`), with the kind of the member
    /// expression as a whole (which entity each is, typing tells: `Typing::members`).
    pub member_uses: Vec<MemberUse>,
}

/// A member named through an object: `object.name` or `object->name`.
#[derive(Clone, Debug)]
pub struct MemberUse {
    /// The member's name, and how the member expression is used (`Call` where it is called).
    pub name: NameUse,
    /// Through `->`.
    pub arrow: bool,
    /// The use (an index of `References::uses`) of the object where it is a bare name.
    pub object: Option<usize>,
    /// The operand of a cast.
    pub cast: bool,
}

impl References {
    /// Whether scope `outer` is `inner` or encloses it.
    pub fn scope_encloses(&self, outer: u32, mut inner: u32) -> bool {
        while inner != u32::MAX {
            if inner == outer {
                return true;
            }
            inner = self.scope_parent.get(inner as usize).copied().unwrap_or(u32::MAX);
        }
        false
    }
}

/// Context of an expression: what its value is used for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ctx {
    Value,
    Write,
    ReadWrite,
    /// The root names are not recorded (bound to an unknown parameter, discarded); inner
    /// subexpressions still are.
    Quiet,
    /// The address is taken (`&v`; the token of `&`).
    Address(u32),
}

struct Recorder<'a> {
    text: &'a str,
    tokens: &'a [Token],
    in_system_header: &'a dyn Fn(u32) -> bool,
    out: References,
    routine: usize,
    /// How a `return`ed expression is used: `Quiet` when the routine may return a reference.
    return_ctx: Ctx,
    /// Inside an unevaluated operand (nesting depth): every use is `Unevaluated`.
    unevaluated: u32,
    /// The innermost scope of the walk (an index of `out.scope_parent`).
    scope: u32,
    /// Inside a branch of `if constexpr` (nesting depth).
    in_constexpr_if: u32,
    /// The enumerators of the enums declared outside routines, by the enum's name: what a
    /// `using enum E;` in a body declares.
    enumerators: HashMap<String, Vec<String>>,
}

pub fn record(text: &str, tokens: &[Token], unit: &TranslationUnit, in_system_header: &dyn Fn(u32) -> bool) -> References {
    let mut enumerators = HashMap::new();
    let name_of = |t: u32| tokens.get(t as usize).and_then(|t| text.get(t.span.lo as usize..t.span.hi as usize)).unwrap_or("").to_string();
    unit.decls.iter().for_each(|d| enums_in(d, &name_of, &mut enumerators));
    let mut r = Recorder { text, tokens, in_system_header, out: References::default(), routine: 0, return_ctx: Ctx::Quiet, unevaluated: 0, scope: 0, in_constexpr_if: 0, enumerators };
    r.out.scope_parent.push(u32::MAX);
    let mut ns = Vec::new();
    for d in &unit.decls {
        r.decl(d, &mut ns, false, None);
    }
    r.out
}

/// Adds the enumerators of the enums `d` declares (in namespaces and classes) to `out`.
fn enums_in(d: &Decl, name_of: &dyn Fn(u32) -> String, out: &mut HashMap<String, Vec<String>>) {
    match d {
        Decl::Namespace { decls, .. } | Decl::Linkage { decls, .. } => decls.iter().for_each(|d| enums_in(d, name_of, out)),
        Decl::Template { decl, .. } => enums_in(decl, name_of, out),
        Decl::Simple(s) => {
            for spec in &s.specs {
                match spec {
                    DeclSpec::Type(TypeSpec::Enum(e)) => {
                        if let Some(UnqualKind::Plain(seg)) = e.name.as_ref().map(|q| &q.last) {
                            out.entry(name_of(seg.tok)).or_default().extend(e.enumerators.iter().map(|en| name_of(en.name)));
                        }
                    }
                    DeclSpec::Type(TypeSpec::Class(c)) => c.members.iter().for_each(|m| {
                        if let Member::Decl(d) = m {
                            enums_in(d, name_of, out)
                        }
                    }),
                    _ => {}
                }
            }
        }
        _ => {}
    }
}

/// The class a member function is defined in: its member names and whether it has bases.
struct ClassCx {
    members: HashSet<String>,
    has_bases: bool,
}

impl Recorder<'_> {
    fn tok(&self, i: u32) -> &str {
        self.tokens.get(i as usize).and_then(|t| self.text.get(t.span.lo as usize..t.span.hi as usize)).unwrap_or("")
    }

    /// The binary operator whose token is `i` (`>>` for a shift's first token).
    fn op(&self, i: u32) -> &str {
        self.tokens.get(i as usize).map(|t| crate::lex::operator_text(self.text, t)).unwrap_or("")
    }

    fn in_header(&self, tok: u32) -> bool {
        self.tokens.get(tok as usize).is_none_or(|t| (self.in_system_header)(t.span.lo))
    }

    /// `ns` is the path of enclosing namespaces, one stack for the whole walk (a copy per level
    /// made `namespace a{` nested N deep cost N² time and memory).
    fn decl(&mut self, d: &Decl, ns: &mut Vec<String>, in_template: bool, class: Option<&ClassCx>) {
        match d {
            Decl::Namespace { name, extra, decls, .. } => {
                let depth = ns.len();
                if let Some(t) = name {
                    // `namespace a::b { }` opens each name in turn.
                    ns.extend(std::iter::once(t).chain(extra).map(|t| self.tok(*t).to_string()));
                }
                decls.iter().for_each(|d| self.decl(d, ns, in_template, None));
                ns.truncate(depth);
            }
            Decl::Linkage { decls, .. } => decls.iter().for_each(|d| self.decl(d, ns, in_template, class)),
            Decl::Template { decl, .. } => self.decl(decl, ns, true, class),
            Decl::Using { name, .. } => {
                if let UnqualKind::Plain(seg) = &name.last {
                    let n = self.tok(seg.tok).to_string();
                    self.out.using_at.entry(n.clone()).or_default().push((class.is_none().then(|| ns.clone()), name.clone()));
                    self.out.using_names.insert(n);
                }
            }
            Decl::Function(f) => self.function(f, ns, in_template, class),
            Decl::Simple(s) => {
                for spec in &s.specs {
                    if let DeclSpec::Type(TypeSpec::Class(c)) = spec {
                        self.class(c, ns, in_template, class);
                    }
                }
                for init in s.declarators.iter().filter(|_| class.is_none()) {
                    match &init.init {
                        Some(Initializer::Assign(e)) => self.initializer_lambdas(e),
                        Some(Initializer::Paren(es, _) | Initializer::Brace(es, _)) => es.iter().for_each(|e| self.initializer_lambdas(e)),
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }

    /// A class's member functions see its members and those of the classes enclosing it
    /// (`outer`). A class defined under a qualified name (`struct A::B {..}`) has enclosing
    /// members this walk has not collected: its bodies' names count as possibly hidden.
    fn class(&mut self, c: &ClassSpec, ns: &mut Vec<String>, in_template: bool, outer: Option<&ClassCx>) {
        let mut members = outer.map(|o| o.members.clone()).unwrap_or_default();
        for m in &c.members {
            if let Member::Decl(d) = m {
                self.member_names(d, &mut members);
            }
        }
        let defined_outside = c.name.as_ref().is_some_and(|n| !n.scopes.is_empty() || n.global);
        let has_bases = !c.bases.is_empty() || defined_outside || outer.is_some_and(|o| o.has_bases);
        let cx = ClassCx { members, has_bases };
        for m in &c.members {
            if let Member::Decl(d) = m {
                self.decl(d, ns, in_template, Some(&cx));
            }
        }
    }

    fn member_names(&self, d: &Decl, out: &mut HashSet<String>) {
        match d {
            Decl::Template { decl, .. } => self.member_names(decl, out),
            Decl::Function(f) => self.declared_name(&f.declarator, out),
            Decl::Simple(s) => self.simple_decl_names(s, out),
            Decl::Using { name, .. } => {
                if let UnqualKind::Plain(seg) = &name.last {
                    out.insert(self.tok(seg.tok).to_string());
                }
            }
            _ => {}
        }
    }

    /// The names a simple declaration makes visible in its scope: its declarators, the
    /// enumerators of an unscoped enum it defines, and the members of an anonymous union or
    /// struct (which belong to the enclosing scope).
    fn simple_decl_names(&self, s: &SimpleDecl, out: &mut HashSet<String>) {
        s.declarators.iter().for_each(|i| self.declared_name(&i.declarator, out));
        self.specifier_names(&s.specs, !s.declarators.is_empty(), out);
    }

    /// The names decl-specifiers declare: an unscoped enum's enumerators, an anonymous
    /// union's members (`has_declarators`: it is no anonymous union then).
    fn specifier_names(&self, specs: &[DeclSpec], has_declarators: bool, out: &mut HashSet<String>) {
        for spec in specs {
            match spec {
                DeclSpec::Type(TypeSpec::Enum(e)) if !e.scoped => out.extend(e.enumerators.iter().map(|en| self.tok(en.name).to_string())),
                DeclSpec::Type(TypeSpec::Class(c)) if c.name.is_none() && !has_declarators => {
                    for m in &c.members {
                        if let Member::Decl(d) = m {
                            self.member_names(d, out);
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// The name a declarator declares (the names, for a structured binding).
    fn declared_name(&self, d: &Declarator, out: &mut HashSet<String>) {
        if let Some(UnqualKind::Plain(seg)) = d.name().map(|q| &q.last) {
            out.insert(self.tok(seg.tok).to_string());
        }
        out.extend(d.binding_names().into_iter().map(|t| self.tok(t).to_string()));
    }

    fn function(&mut self, f: &FunctionDef, ns: &[String], in_template: bool, class: Option<&ClassCx>) {
        let FunctionBody::Block(body) = &f.body else { return };
        let Some(name) = f.declarator.name() else { return };
        // Out-of-class member definitions need the class's scope: not walked yet.
        if !name.scopes.is_empty() || self.in_header(f.range.lo) {
            return;
        }
        let (fname, name_tok) = match &name.last {
            UnqualKind::Plain(seg) => (self.tok(seg.tok).to_string(), Some(seg.tok)),
            _ => (String::new(), None),
        };
        let only_when_used = class.is_some()
            || f.specs.iter().any(|s| matches!(s, DeclSpec::Keyword(t) if matches!(self.tok(*t), "inline" | "static" | "__inline__" | "__inline")));
        let mut hidden = class.map(|c| c.members.clone()).unwrap_or_default();
        if let Some(p) = f.declarator.function_params() {
            p.params.iter().for_each(|p| self.declared_name(&p.declarator, &mut hidden));
        }
        self.block_names(body, &mut hidden);
        self.out.routines.push(Routine {
            name: fname,
            exec: cuda::exec_space(&cuda::spaces_of(&f.specs, Some(&f.declarator))),
            in_template,
            namespaces: ns.to_vec(),
            hidden,
            has_bases: class.is_some_and(|c| c.has_bases),
            using_directives: Vec::new(),
            name_tok,
            body_tok: Some(f.range.lo),
            end_tok: f.range.hi,
            lambda_of: None,
            only_when_used,
            captures_by_reference: None,
        });
        self.routine = self.out.routines.len() - 1;
        self.return_ctx = if returns_value(&f.specs, &f.declarator) { Ctx::Value } else { Ctx::Quiet };
        for mi in &f.ctor_inits {
            mi.args.iter().for_each(|a| self.arg(a));
        }
        self.block(body);
    }

    /// Every name declared anywhere in a block (locals, lambda parameters, handlers): a crude
    /// over-approximation of what hides outer names, which can only make us miss a use.
    fn block_names(&self, b: &Block, out: &mut HashSet<String>) {
        // Any identifier followed by `=`, `;`, `,`, `(`, `{`, `[` or `)` after a type could be a
        // declaration; rather than re-walk every statement form, collect declared names from
        // the statement tree.
        for s in &b.stmts {
            self.stmt_names(s, out);
        }
    }

    fn stmt_names(&self, s: &Stmt, out: &mut HashSet<String>) {
        match s {
            Stmt::Decl(d) => {
                self.decl_names(d, out);
                // The locals of statement expressions in its initializers.
                if let Decl::Simple(simple) = d {
                    for init in simple.declarators.iter().filter_map(|i| i.init.as_ref()) {
                        match init {
                            Initializer::Assign(e) | Initializer::BitField(e) => self.statement_expression_names(e, out),
                            Initializer::Paren(args, _) | Initializer::Brace(args, _) => args.iter().for_each(|e| self.statement_expression_names(e, out)),
                        }
                    }
                }
            }
            Stmt::Expr(e, _) | Stmt::Return(Some(e), _) => self.statement_expression_names(e, out),
            Stmt::Ambig { decl, .. } => self.decl_names(decl, out),
            Stmt::Block(b) | Stmt::Try { body: b, .. } => self.block_names(b, out),
            Stmt::If { init, cond, then, els, .. } => {
                init.iter().for_each(|s| self.stmt_names(s, out));
                self.cond_names(cond, out);
                self.stmt_names(then, out);
                els.iter().for_each(|s| self.stmt_names(s, out));
            }
            Stmt::Switch { init, cond, body, .. } => {
                init.iter().for_each(|s| self.stmt_names(s, out));
                self.cond_names(cond, out);
                self.stmt_names(body, out);
            }
            Stmt::While { cond, body, .. } => {
                self.cond_names(cond, out);
                self.stmt_names(body, out);
            }
            Stmt::DoWhile { body, .. } | Stmt::Default { stmt: body, .. } | Stmt::Label { stmt: body, .. } | Stmt::Case { stmt: body, .. } => {
                self.stmt_names(body, out)
            }
            Stmt::For { init, cond, body, .. } => {
                self.stmt_names(init, out);
                cond.iter().for_each(|c| self.cond_names(c, out));
                self.stmt_names(body, out);
            }
            Stmt::RangeFor { init, declarator, body, .. } => {
                init.iter().for_each(|s| self.stmt_names(s, out));
                self.declared_name(declarator, out);
                self.stmt_names(body, out);
            }
            _ => {}
        }
        if let Stmt::Try { handlers, .. } = s {
            for h in handlers {
                if let Some(p) = &h.param {
                    self.declared_name(&p.declarator, out);
                }
                self.block_names(&h.body, out);
            }
        }
    }

    /// The names declared in the statement expressions (`({ int t = f(); t; })`) inside `e`:
    /// locals of the routine too.
    fn statement_expression_names(&self, e: &Expr, out: &mut HashSet<String>) {
        match e {
            Expr::StmtExpr(b, _) => self.block_names(b, out),
            _ => e.for_each_child(&mut |c| self.statement_expression_names(c, out)),
        }
    }

    fn decl_names(&self, d: &Decl, out: &mut HashSet<String>) {
        match d {
            Decl::Simple(d) => self.simple_decl_names(d, out),
            // `using std::max;` in a body brings candidates the symbol table does not know;
            // `using enum E;` declares E's enumerators.
            Decl::Using { name: QualName { last: UnqualKind::Plain(seg), .. }, range } => {
                let name = self.tok(seg.tok).to_string();
                if self.tok(range.lo + 1) == "enum" {
                    out.extend(self.enumerators.get(&name).into_iter().flatten().cloned());
                }
                out.insert(name);
            }
            _ => {}
        }
    }

    fn cond_names(&self, c: &Condition, out: &mut HashSet<String>) {
        if let Condition::Decl(cd) = c {
            self.declared_name(&cd.declarator, out);
            self.specifier_names(&cd.specs, true, out);
        }
    }

    fn block(&mut self, b: &Block) {
        let saved = self.enter_scope();
        b.stmts.iter().for_each(|s| self.stmt(s));
        self.scope = saved;
    }

    /// Opens a scope inside the current one; returns the current one (to restore).
    fn enter_scope(&mut self) -> u32 {
        let saved = self.scope;
        self.scope = self.out.scope_parent.len() as u32;
        self.out.scope_parent.push(saved);
        saved
    }

    /// A statement controlled by `if`/`while`/`for`/...: a scope of its own ([stmt.pre]).
    fn substatement(&mut self, s: &Stmt) {
        let saved = self.enter_scope();
        self.stmt(s);
        self.scope = saved;
    }

    fn stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Expr(e, _) => self.expr(e, Ctx::Quiet),
            Stmt::Decl(Decl::UsingDirective { name, .. }) => self.out.routines[self.routine].using_directives.push(name.clone()),
            Stmt::Decl(d) => self.local_decl(d),
            Stmt::Ambig { decl, .. } => self.local_decl(decl),
            Stmt::Block(b) => self.block(b),
            Stmt::If { constexpr_, init, cond, then, els, .. } => {
                init.iter().for_each(|s| self.stmt(s));
                self.cond(cond);
                self.in_constexpr_if += u32::from(*constexpr_);
                self.substatement(then);
                els.iter().for_each(|s| self.substatement(s));
                self.in_constexpr_if -= u32::from(*constexpr_);
            }
            Stmt::Switch { init, cond, body, .. } => {
                init.iter().for_each(|s| self.stmt(s));
                self.cond(cond);
                self.substatement(body);
            }
            Stmt::While { cond, body, .. } => {
                self.cond(cond);
                self.substatement(body);
            }
            Stmt::DoWhile { body, cond, .. } => {
                self.substatement(body);
                self.expr(cond, Ctx::Value);
            }
            Stmt::For { init, cond, step, body, .. } => {
                self.stmt(init);
                cond.iter().for_each(|c| self.cond(c));
                step.iter().for_each(|e| self.expr(e, Ctx::Quiet));
                self.substatement(body);
            }
            Stmt::RangeFor { init, declarator, range_expr, body, .. } => {
                init.iter().for_each(|s| self.stmt(s));
                if let Some(UnqualKind::Plain(seg)) = declarator.name().map(|q| &q.last) {
                    self.out.range_for_variables.push(seg.tok);
                }
                let mut bare = &**range_expr;
                while let Expr::Paren(inner, _) = bare {
                    bare = inner;
                }
                if let Expr::Name(QualName { last: UnqualKind::Plain(seg), .. }) = bare {
                    self.out.range_for_ranges.insert(seg.tok);
                }
                // The range binds to a reference.
                self.expr(range_expr, Ctx::Quiet);
                self.substatement(body);
            }
            Stmt::Case { value, high, stmt, .. } => {
                std::iter::once(value).chain(high).for_each(|v| self.expr(v, Ctx::Value));
                self.stmt(stmt)
            }
            Stmt::Default { stmt, .. } | Stmt::Label { stmt, .. } => self.stmt(stmt),
            Stmt::Return(Some(e), _) => self.expr(e, self.return_ctx),
            Stmt::Try { body, handlers, .. } => {
                self.block(body);
                handlers.iter().for_each(|h| self.block(&h.body));
            }
            _ => {}
        }
    }

    fn cond(&mut self, c: &Condition) {
        match c {
            Condition::Expr(e) => self.expr(e, Ctx::Value),
            Condition::Decl(cd) => {
                self.init(&cd.init);
                if let Some(UnqualKind::Plain(seg)) = cd.declarator.name().map(|q| &q.last) {
                    self.out.condition_variables.push(seg.tok);
                }
            }
        }
    }

    fn local_decl(&mut self, d: &Decl) {
        let Decl::Simple(s) = d else { return };
        let spaces: Vec<(CudaSpace, u32)> = s
            .specs
            .iter()
            .filter_map(|sp| match sp {
                DeclSpec::Attr(a) => Some(a.cuda.clone()),
                _ => None,
            })
            .flatten()
            .collect();
        let is_static = s.specs.iter().any(|sp| matches!(sp, DeclSpec::Keyword(t) if self.tok(*t) == "static"));
        for sp in &s.specs {
            if let DeclSpec::Type(TypeSpec::Decltype(e, _)) = sp {
                self.unevaluated(e);
            }
        }
        let skip = s.specs.iter().any(|sp| matches!(sp, DeclSpec::Keyword(t) if matches!(self.tok(*t), "extern" | "typedef")));
        let mut class_name = None;
        let mut opaque_type = false;
        let mut auto = false;
        for sp in &s.specs {
            match sp {
                DeclSpec::Cv(t) | DeclSpec::Builtin(t) if matches!(self.tok(*t), "volatile" | "void") => opaque_type = true,
                DeclSpec::Keyword(_) | DeclSpec::Cv(_) | DeclSpec::Builtin(_) | DeclSpec::Attr(_) => {}
                DeclSpec::Type(TypeSpec::Auto(_)) => auto = true,
                DeclSpec::Type(TypeSpec::Named(q)) if q.scopes.is_empty() && !q.global => match &q.last {
                    UnqualKind::Plain(seg) if seg.template_args.is_none() => class_name = Some(self.tok(seg.tok).to_string()),
                    _ => opaque_type = true,
                },
                _ => opaque_type = true,
            }
        }
        for i in &s.declarators {
            if let (false, Some(UnqualKind::Plain(seg))) = (skip, i.declarator.name().map(|q| &q.last)) {
                // `int *g();` declares a function too (the function layer under `*`).
                if i.declarator.function_params().is_none() {
                    let pointer = i.declarator.has_pointer();
                    // `auto x = 1;`: a built-in type all the same.
                    let literal_init = matches!(&i.init, Some(Initializer::Assign(e)) if matches!(**e, Expr::Literal(_)));
                    self.out.locals.push(LocalVar {
                        routine: self.routine,
                        name: self.tok(seg.tok).to_string(),
                        name_tok: seg.tok,
                        has_init: i.init.is_some(),
                        class_name: if pointer { None } else { class_name.clone() },
                        opaque_type: (opaque_type && !pointer) || (auto && !literal_init),
                        is_reference: cuda::is_reference(&i.declarator),
                        init_has_effects: i.init.as_ref().is_some_and(|init| self.has_effects(init)),
                        init_has_side_effects: i.init.as_ref().is_some_and(|init| self.has_side_effects(init)),
                    });
                }
            }
            if let Some((space, _)) = spaces.iter().find(|(c, _)| matches!(c, CudaSpace::Device | CudaSpace::Shared | CudaSpace::Constant | CudaSpace::Managed)) {
                if let Some(UnqualKind::Plain(seg)) = i.declarator.name().map(|q| &q.last) {
                    let is_extern = s.specs.iter().any(|sp| matches!(sp, DeclSpec::Keyword(t) if self.tok(*t) == "extern"));
                    self.out.local_cuda_vars.push(LocalCudaVar { routine: self.routine, name_tok: seg.tok, is_static, is_extern, space: *space, has_init: i.init.is_some() });
                }
            }
            if let Some(init) = &i.init {
                if cuda::is_reference(&i.declarator) {
                    self.init_quiet(init);
                } else {
                    self.init(init);
                }
            }
        }
    }

    /// Whether evaluating an initializer may do something beyond computing a value: it
    /// holds a call, a launch, `new`/`delete`, an assignment or increment, a lambda or a
    /// constructed temporary (judged on its tokens: any of those shows as one).
    fn has_effects(&self, init: &Initializer) -> bool {
        match init {
            Initializer::Assign(e) | Initializer::BitField(e) => self.expr_has_effects(e),
            Initializer::Paren(args, _) | Initializer::Brace(args, _) => args.iter().any(|e| self.expr_has_effects(e)),
        }
    }

    /// Whether an initializer may do something, looking into braced lists (which
    /// `has_effects` takes as doing something).
    fn has_side_effects(&self, init: &Initializer) -> bool {
        fn any_in(r: &Recorder<'_>, e: &Expr) -> bool {
            match e {
                Expr::InitList(es, _) => es.iter().any(|e| any_in(r, e)),
                e => r.expr_has_effects(e),
            }
        }
        match init {
            Initializer::Assign(e) | Initializer::BitField(e) => any_in(self, e),
            Initializer::Paren(args, _) | Initializer::Brace(args, _) => args.iter().any(|e| any_in(self, e)),
        }
    }

    /// Whether evaluating `e` may do more than compute a value: a call, a construction, an
    /// allocation, an assignment, an increment, a launch, a lambda, a list... (any of those
    /// makes the variable it initialises count as used, as cicc counts it). Names, literals,
    /// built-in operators, parentheses and casts to built-in types do nothing themselves.
    fn expr_has_effects(&self, e: &Expr) -> bool {
        match e {
            Expr::Name(_) | Expr::Literal(_) | Expr::Strings(_) | Expr::This(_) => false,
            Expr::Paren(inner, _) | Expr::Member(inner, _, _, _) => self.expr_has_effects(inner),
            Expr::Cast(_, ty, operand, _) if ty.is_builtin_or_pointer() => self.expr_has_effects(operand),
            Expr::Unary(op, inner, _) | Expr::Postfix(op, inner, _) => matches!(self.tok(*op), "++" | "--") || self.expr_has_effects(inner),
            Expr::Binary(op, a, b, _) => {
                let assigns = self.op(*op) == "=" || crate::lex::is_compound_assignment(self.op(*op));
                assigns || self.expr_has_effects(a) || self.expr_has_effects(b)
            }
            Expr::Index(a, b, _) => self.expr_has_effects(a) || self.expr_has_effects(b),
            Expr::Conditional(c, t, f, _) => self.expr_has_effects(c) || t.as_ref().is_some_and(|t| self.expr_has_effects(t)) || self.expr_has_effects(f),
            _ => true,
        }
    }

    fn unevaluated(&mut self, e: &Expr) {
        self.unevaluated += 1;
        self.expr(e, Ctx::Value);
        self.unevaluated -= 1;
    }

    fn init(&mut self, init: &Initializer) {
        match init {
            Initializer::Assign(e) | Initializer::BitField(e) => self.expr(e, Ctx::Value),
            // Constructor arguments may bind to references.
            Initializer::Paren(args, _) | Initializer::Brace(args, _) => args.iter().for_each(|a| self.arg(a)),
        }
    }

    fn init_quiet(&mut self, init: &Initializer) {
        match init {
            Initializer::Assign(e) => {
                let members = self.out.member_uses.len();
                self.expr(e, Ctx::Quiet);
                // `int &r = s.a;`: the member is bound.
                if let Expr::Member(_, _, name, _) = e.without_parens() {
                    for m in self.member_uses_since(members, name) {
                        if m.name.kind == UseKind::Unknown && !m.name.indexed {
                            m.name.kind = UseKind::AddressOf;
                            m.name.binds_reference = true;
                        }
                    }
                }
                let mut bare = &**e;
                while let Expr::Paren(inner, _) = bare {
                    bare = inner;
                }
                if matches!(bare, Expr::Name(_)) {
                    if let Some(u) = self.out.uses.last_mut() {
                        u.binds_reference = true;
                    }
                }
            }
            Initializer::BitField(e) => self.expr(e, Ctx::Quiet),
            Initializer::Paren(args, _) | Initializer::Brace(args, _) => args.iter().for_each(|a| self.arg(a)),
        }
    }

    /// A call argument: a bare lvalue may bind to a reference parameter (no read).
    fn arg(&mut self, e: &Expr) {
        self.expr(e, Ctx::Quiet);
    }

    /// The arguments of a call: a bare variable name is recorded with its position, for the
    /// checker to judge once it knows the parameter's type; anything else as usual.
    fn args_of(&mut self, callee: &Expr, args: &[Expr]) {
        for (i, a) in args.iter().enumerate() {
            let mut bare = a;
            while let Expr::Paren(inner, _) = bare {
                bare = inner;
            }
            match (callee, bare) {
                (Expr::Name(f), Expr::Name(q)) => self.out.uses.push(NameUse {
                    routine: self.routine,
                    name: q.clone(),
                    kind: if self.unevaluated > 0 { UseKind::Unevaluated } else { UseKind::Argument { arg_index: i } },
                    plain_args: false,
                    indexed: false,
                    bare_args: false,
                    member: false,
                    callee: Some(f.clone()),
                    op_tok: None,
                    scope: self.scope,
                    binds_reference: false,
                }),
                (Expr::Name(f), member) if argument_member(member).is_some() => {
                    let name = argument_member(member).unwrap();
                    // `f(s.a)`: the member is given to the parameter (read or bound, as the
                    // parameter is taken).
                    let members = self.out.member_uses.len();
                    self.arg(a);
                    if self.unevaluated == 0 {
                        for m in self.member_uses_since(members, name) {
                            if m.name.kind == UseKind::Unknown {
                                m.name.kind = UseKind::Argument { arg_index: i };
                                m.name.callee = Some(f.clone());
                            }
                        }
                    }
                }
                _ => self.arg(a),
            }
        }
    }

    /// Records the member `name` named through an object, used as `kind`; its index in
    /// `member_uses`.
    fn member_use(&mut self, name: &QualName, kind: UseKind, indexed: bool, member: bool, arrow: bool) -> usize {
        let kind = if self.unevaluated > 0 { UseKind::Unevaluated } else { kind };
        let name = NameUse { routine: self.routine, name: name.clone(), kind, plain_args: false, indexed, bare_args: false, member, callee: None, op_tok: None, scope: self.scope, binds_reference: false };
        self.out.member_uses.push(MemberUse { name, arrow, object: None, cast: false });
        self.out.member_uses.len() - 1
    }

    /// The member uses recorded since index `since` that are of the member named `name` (the
    /// expression's own member, not one named inside its object).
    fn member_uses_since<'m>(&'m mut self, since: usize, name: &QualName) -> impl Iterator<Item = &'m mut MemberUse> + 'm {
        let at = name.range.lo;
        self.out.member_uses[since..].iter_mut().filter(move |m| m.name.name.range.lo == at)
    }

    /// Links member use `at` to its object's use, where the object is a bare name (recorded
    /// first from `before`).
    fn member_object(&mut self, at: usize, obj: &Expr, before: usize) {
        if matches!(obj.without_parens(), Expr::Name(_)) && before < self.out.uses.len() {
            self.out.member_uses[at].object = Some(before);
        }
    }

    fn name_use(&mut self, q: &QualName, kind: UseKind, plain_args: bool, indexed: bool) {
        self.name_use_via(q, kind, plain_args, indexed, false)
    }

    fn name_use_via(&mut self, q: &QualName, kind: UseKind, plain_args: bool, indexed: bool, member: bool) {
        let kind = if self.unevaluated > 0 { UseKind::Unevaluated } else { kind };
        // A branch of `if constexpr` in a template may be discarded at instantiation: nothing
        // in it is judged in the template's definition.
        let plain_args = plain_args && self.in_constexpr_if == 0;
        self.out.uses.push(NameUse { routine: self.routine, name: q.clone(), kind, plain_args, indexed, bare_args: false, member, callee: None, op_tok: None, scope: self.scope, binds_reference: false });
    }

    fn expr(&mut self, e: &Expr, cx: Ctx) {
        self.expr_at(e, cx, false)
    }

    fn expr_at(&mut self, e: &Expr, cx: Ctx, indexed: bool) {
        self.expr_via(e, cx, indexed, false)
    }

    /// `indexed`: the value is reached through `[]`; `member`: through `.`.
    fn expr_via(&mut self, e: &Expr, cx: Ctx, indexed: bool, member: bool) {
        match e {
            Expr::Name(q) => {
                let (kind, op_tok) = match cx {
                    Ctx::Value => (UseKind::Read, None),
                    Ctx::Write => (UseKind::Write, None),
                    Ctx::ReadWrite => (UseKind::ReadWrite, None),
                    Ctx::Quiet => (UseKind::Unknown, None),
                    Ctx::Address(amp) => (UseKind::AddressOf, Some(amp)),
                };
                self.name_use_via(q, kind, false, indexed, member);
                self.out.uses.last_mut().unwrap().op_tok = op_tok;
            }
            Expr::Paren(inner, _) => self.expr_via(inner, cx, indexed, member),
            Expr::Unary(op, inner, _) => match self.tok(*op) {
                "&" => self.expr(inner, Ctx::Address(*op)),
                "++" | "--" => self.expr(inner, Ctx::ReadWrite),
                _ => self.expr(inner, Ctx::Value),
            },
            Expr::Postfix(op, inner, _) => {
                let c = if matches!(self.tok(*op), "++" | "--") { Ctx::ReadWrite } else { Ctx::Value };
                self.expr(inner, c)
            }
            Expr::Binary(op, l, r, _) => {
                let op = self.op(*op).to_string();
                match op.as_str() {
                    "=" => {
                        let before = self.out.uses.len();
                        self.expr(l, Ctx::Write);
                        // The assigned value's first token: where the device compiler places
                        // its error for a write.
                        let value_tok = r.range().lo;
                        for u in &mut self.out.uses[before..] {
                            if u.kind == UseKind::Write {
                                u.op_tok = Some(value_tok);
                            }
                        }
                        self.expr(r, Ctx::Value);
                    }
                    compound if crate::lex::is_compound_assignment(compound) => {
                        self.expr(l, Ctx::ReadWrite);
                        self.expr(r, Ctx::Value);
                    }
                    // The comma operator's left operand is discarded.
                    "," => {
                        self.expr(l, Ctx::Quiet);
                        self.expr(r, cx);
                    }
                    // Class types may overload the operator (taking references).
                    _ => {
                        self.expr(l, Ctx::Value);
                        self.expr(r, Ctx::Value);
                    }
                }
            }
            Expr::Conditional(c, t, f, _) => {
                self.expr(c, Ctx::Value);
                t.iter().for_each(|t| self.expr(t, cx));
                self.expr(f, cx);
            }
            Expr::Call(callee, args, _) => {
                match &**callee {
                    Expr::Name(q) => {
                        let plain = args.iter().all(|a| matches!(a, Expr::Literal(_) | Expr::Strings(_)));
                        self.name_use(q, UseKind::Call, plain, false);
                        self.out.uses.last_mut().unwrap().bare_args = bare_args(args);
                    }
                    Expr::Member(obj, op, name, _) => {
                        let arrow = self.tok(*op) == "->";
                        let at = self.member_use(name, UseKind::Call, false, false, arrow);
                        let before = self.out.uses.len();
                        self.expr(obj, Ctx::Quiet);
                        self.member_object(at, obj, before);
                    }
                    other => self.expr(other, Ctx::Quiet),
                }
                self.args_of(callee, args);
            }
            Expr::Launch { kernel, config, args, .. } => {
                match &**kernel {
                    Expr::Name(q) => {
                        self.name_use(q, UseKind::Launch, false, false);
                        self.out.uses.last_mut().unwrap().bare_args = bare_args(args);
                    }
                    other => self.expr(other, Ctx::Quiet),
                }
                config.iter().for_each(|a| self.expr(a, Ctx::Value));
                self.args_of(kernel, args);
            }
            Expr::Index(base, index, _) => {
                self.expr_via(base, cx, true, member);
                self.expr(index, Ctx::Value);
            }
            Expr::Member(obj, op, name, _) => {
                let kind = match cx {
                    Ctx::Value => UseKind::Read,
                    Ctx::Write => UseKind::Write,
                    Ctx::ReadWrite => UseKind::ReadWrite,
                    Ctx::Quiet => UseKind::Unknown,
                    Ctx::Address(_) => UseKind::AddressOf,
                };
                let arrow = self.tok(*op) == "->";
                let at = self.member_use(name, kind, indexed, member, arrow);
                let before = self.out.uses.len();
                if arrow {
                    self.expr(obj, Ctx::Value)
                } else {
                    // `v.x = 1` writes (part of) `v`; `v.f()` is handled with calls.
                    self.expr_via(obj, cx, indexed, true)
                }
                self.member_object(at, obj, before);
            }
            Expr::Construct(_, args, _, _) | Expr::InitList(args, _) => args.iter().for_each(|a| self.arg(a)),
            Expr::Cast(_, ty, inner, _) => {
                let to_void = matches!(&ty.specs[..], [DeclSpec::Builtin(t)] if self.tok(*t) == "void") && matches!(ty.declarator, Declarator::Name { name: None, .. });
                if let (true, Expr::Name(q)) = (to_void, inner.without_parens()) {
                    self.name_use(q, UseKind::Discarded, false, false);
                    return;
                }
                // `(void)s.a`: the member and its object are only named.
                if let (true, Expr::Member(_, _, name, _)) = (to_void, inner.without_parens()) {
                    let members = self.out.member_uses.len();
                    self.expr(inner, Ctx::Value);
                    let discarded = |k: &mut UseKind| {
                        if *k == UseKind::Read {
                            *k = UseKind::Discarded
                        }
                    };
                    let mut objects = Vec::new();
                    for m in self.member_uses_since(members, name) {
                        discarded(&mut m.name.kind);
                        objects.extend(m.object);
                    }
                    for o in objects {
                        discarded(&mut self.out.uses[o].kind);
                    }
                    return;
                }
                let c = if cuda::is_reference(&ty.declarator) { Ctx::Quiet } else { Ctx::Value };
                let members = self.out.member_uses.len();
                self.expr(inner, c);
                if let Expr::Member(_, _, name, _) = inner.without_parens() {
                    for m in self.member_uses_since(members, name) {
                        m.cast = true;
                    }
                }
            }
            Expr::New { placement, init, .. } => {
                placement.iter().for_each(|a| self.arg(a));
                init.iter().flatten().for_each(|a| self.arg(a));
            }
            Expr::Delete { operand, .. } => self.expr(operand, Ctx::Value),
            Expr::Throw(Some(inner), _) => self.expr(inner, Ctx::Value),
            Expr::Designated(_, inner) | Expr::PackExpansion(inner, _) => self.expr(inner, Ctx::Quiet),
            Expr::StmtExpr(b, _) => self.block(b),
            Expr::Lambda(l) => self.lambda(l),
            Expr::SizeofExpr(inner, _) | Expr::AlignofExpr(inner, _) | Expr::Noexcept(inner, _) => self.unevaluated(inner),
            Expr::Typeid(operand, _) => {
                if let TypeOrExpr::Expr(inner) = &**operand {
                    self.unevaluated(inner)
                }
            }
            // Unevaluated operands (sizeof, alignof, decltype, noexcept, typeid) and leaves.
            _ => {}
        }
    }

    /// `[]<class T>(T x) {..}`: the `<` comes right after the captures' `]`.
    fn lambda_template_list(&mut self, l: &Lambda) {
        let after_captures = l.captures.hi;
        if !self.in_header(after_captures) && self.tok(after_captures) == "<" {
            self.out.lambda_template_lists.push((after_captures, l.template_params.is_empty()));
        }
    }

    /// The lambdas of a namespace-scope initializer (no routine's uses): how they are
    /// written only.
    fn initializer_lambdas(&mut self, e: &Expr) {
        if let Expr::Lambda(l) = e {
            self.lambda_template_list(l);
            l.body.stmts.iter().for_each(|s| s.for_each_expr(&mut |inner| self.initializer_lambdas(inner)));
        }
        e.for_each_child(&mut |child| self.initializer_lambdas(child));
    }

    /// A lambda without execution-space attributes runs where its enclosing routine runs
    /// (the reference reports host-side errors in its body); extended lambdas are skipped.
    fn lambda(&mut self, l: &Lambda) {
        self.lambda_template_list(l);
        if !cuda::spaces_of(&l.specs, None).is_empty() || l.quals.attrs.iter().any(|a| !a.cuda.is_empty()) {
            let annotation_end = l
                .specs
                .iter()
                .filter_map(|s| match s {
                    DeclSpec::Attr(a) => Some(a),
                    _ => None,
                })
                .chain(l.quals.attrs.iter())
                .filter(|a| a.cuda.iter().any(|(c, _)| matches!(c, CudaSpace::Host | CudaSpace::Device | CudaSpace::Global)))
                .map(|a| a.range.hi)
                .max();
            // A `__global__` lambda is another error, at its launch (the reference says
            // nothing of the flag there).
            let global = l.specs.iter().filter_map(|s| if let DeclSpec::Attr(a) = s { Some(a) } else { None }).chain(l.quals.attrs.iter()).any(|a| a.cuda.iter().any(|(c, _)| *c == CudaSpace::Global));
            if let (Some(at), false) = (annotation_end, global) {
                if !(self.in_system_header)(self.tokens.get(at as usize).map(|t| t.span.lo).unwrap_or(0)) {
                    self.out.annotated_lambdas.push(at);
                }
            }
            return;
        }
        let mut names = HashSet::new();
        if let Some(p) = &l.params {
            p.params.iter().for_each(|p| self.declared_name(&p.declarator, &mut names));
        }
        self.block_names(&l.body, &mut names);
        // Captures may rename outer variables (`[x = v]`): hide every identifier in them.
        for i in l.captures.lo..l.captures.hi {
            names.insert(self.tok(i).to_string());
        }
        // A routine of its own (a node of the call graph), with the extra hidden names; its
        // code runs where the enclosing routine's does (device code for a kernel's lambda).
        let r = self.routine;
        let mut own = self.out.routines[r].clone();
        own.hidden.extend(names);
        own.lambda_of = Some(r);
        own.name_tok = None;
        own.body_tok = Some(l.range.lo);
        own.end_tok = l.range.hi;
        own.only_when_used = true;
        own.captures_by_reference = match (l.captures.lo + 1..l.captures.hi.saturating_sub(1)).map(|t| self.tok(t)).collect::<Vec<_>>()[..] {
            ["&"] => Some(true),
            ["="] => Some(false),
            _ => None,
        };
        // With template parameters (`[]<class T>`) it is a template: its names may depend on
        // them.
        own.in_template |= !l.template_params.is_empty();
        if own.exec == ExecSpace::Global {
            own.exec = ExecSpace::Device;
        }
        self.out.routines.push(own);
        self.routine = self.out.routines.len() - 1;
        // Without a trailing return type a lambda returns by value (`auto` deduction).
        let ret = if l.quals.trailing_return.is_none() { Ctx::Value } else { Ctx::Quiet };
        let saved = std::mem::replace(&mut self.return_ctx, ret);
        self.block(&l.body);
        self.return_ctx = saved;
        self.routine = r;
    }
}

/// Whether every argument of a call is a literal or a bare name.
fn bare_args(args: &[Expr]) -> bool {
    args.iter().all(|a| matches!(a.without_parens(), Expr::Literal(_) | Expr::Strings(_) | Expr::Name(_)))
}

/// Whether a function certainly returns by value: built-in (or `auto`) return type, no
/// reference declarator around the function, no trailing return type. A named type may be
/// a typedef of a reference, so it does not count.
fn returns_value(specs: &[DeclSpec], d: &Declarator) -> bool {
    fn by_value(d: &Declarator) -> bool {
        match d {
            Declarator::Func { inner, quals, .. } => quals.trailing_return.is_none() && matches!(**inner, Declarator::Name { .. }),
            Declarator::Attributed { inner, .. } | Declarator::Paren { inner, .. } => by_value(inner),
            _ => false,
        }
    }
    let builtin = specs.iter().all(|s| {
        matches!(s, DeclSpec::Keyword(_) | DeclSpec::Cv(_) | DeclSpec::Builtin(_) | DeclSpec::Attr(_) | DeclSpec::Type(TypeSpec::Auto(_)))
    });
    builtin && by_value(d)
}

/// The member an argument names: `s.a`, or `s.a[i]` (an element of it).
fn argument_member(e: &Expr) -> Option<&QualName> {
    match e {
        Expr::Member(_, _, name, _) => Some(name),
        Expr::Index(base, _, _) => match base.without_parens() {
            Expr::Member(_, _, name, _) => Some(name),
            _ => None,
        },
        _ => None,
    }
}
