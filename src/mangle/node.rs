//! The demangler's tree: the parser (`demangle.rs`) builds these nodes in an arena, then
//! `Printer` writes them out with c++filt's (libiberty's) spelling. Types print in two
//! halves (LLVM ItaniumDemangle's scheme): the part left of the declarator and the part
//! right of it, so `void (*)(int)` and `int (&) [3]` come out with the inner declarator in
//! the middle.

/// Index of a node in `Arena::nodes`.
pub type NodeId = usize;

/// cv-qualifier bits (`K`, `V`, `r`).
pub const CV_CONST: u8 = 4;
pub const CV_VOLATILE: u8 = 2;
pub const CV_RESTRICT: u8 = 1;

/// Function ref-qualifier (`R` / `O` after the cv-qualifiers of a member function).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefQual {
    None,
    LValue,
    RValue,
}

/// One node of a demangled name.
#[derive(Clone, Debug)]
pub enum Node {
    /// Printed as is: identifiers, builtin types, `(anonymous namespace)`, literals.
    Text(String),
    /// `prefix::name`.
    Nested(NodeId, NodeId),
    /// A standard abbreviation (`Sa`, `Ss`, ...): printed expanded; a constructor or
    /// destructor of it prints `last`.
    StdSub { expansion: &'static str, last: &'static str },
    /// `name<args>`; the second node is a `TemplateArgs`.
    Template(NodeId, NodeId),
    TemplateArgs(Vec<NodeId>),
    /// A template argument pack (`J ... E`); printed as its elements joined with ", ".
    ArgPack(Vec<NodeId>),
    /// A template parameter whose argument was not known yet when it was parsed (conversion
    /// operators refer forward); filled in once the arguments are parsed.
    Forward(Option<NodeId>),
    /// A generic lambda's template parameter (`T_` in `Ul...E`): `auto:N` inside the
    /// lambda's signature, elsewhere the call operator's template argument once it is known
    /// (libiberty prints the same node both ways, so substitutions made of it do too).
    LambdaAuto { number: usize, arg: Option<NodeId> },
    /// Type with cv-qualifiers (never a function type: those carry their own).
    Qualified(NodeId, u8),
    /// Type with a vendor qualifier `U<name>` (printed after it).
    VendorQualified(NodeId, String),
    Pointer(NodeId),
    LRef(NodeId),
    RRef(NodeId),
    /// A function type `ret (params) cv ref exception`.
    Function { ret: NodeId, params: Vec<NodeId>, cv: u8, refq: RefQual, exception: Option<String> },
    /// A function's encoding: `ret name(params) cv ref`.
    Encoding { name: NodeId, ret: Option<NodeId>, params: Vec<NodeId>, cv: u8, refq: RefQual },
    /// `elem [dim]` (dim empty for `A_`).
    Array(NodeId, String),
    /// `member class::*`.
    PtrToMember { class: NodeId, member: NodeId },
    /// GNU vector type `elem __vector(N)`.
    Vector(NodeId, String),
    /// `name[abi:tag]`.
    AbiTag(NodeId, String),
    /// `function::entity` for local names.
    Local(NodeId, NodeId),
    /// A constructor or destructor of the class named by the node (its last component).
    CtorDtor { class: NodeId, dtor: bool },
    /// `operator+`, `operator new`, ...
    Operator(String),
    /// `operator <type>`.
    Conversion(NodeId),
    /// `operator"" name`.
    LiteralOperator(String),
    /// `vtable for X` and the other special names: text then operand.
    Special(String, NodeId),
    /// `construction vtable for A-in-B`.
    CtorVtable(NodeId, NodeId),
    /// `{lambda(params)#N}`.
    Lambda { params: Vec<NodeId>, number: String },
    /// `{unnamed type#N}`.
    Unnamed(String),
    /// `encoding [clone .suffix]`.
    Clone(NodeId, String),
    /// `pattern...`, expanded over the pack it mentions.
    PackExpansion(NodeId),
    /// `decltype (expr)`.
    Decltype(NodeId),
    /// An expression printed as `(operand)op(operand)` etc.
    Expr(Expr),
    /// NVIDIA extended lambda wrapper type (`Unvdl`/`Unvdtl`/`Unvhdl`).
    NvLambda { wrapper: &'static str, tag: &'static str, flags: Vec<String>, fn_type: NodeId, fn_name: NodeId,
               ret: Option<NodeId>, id: String, signature: Option<NodeId>, captures: Vec<NodeId> },
}

/// Expressions in template arguments and `decltype`.
#[derive(Clone, Debug)]
pub enum Expr {
    /// `postfix`: `x++` / `x--` (the plain `pp`/`mm` codes; `pp_`/`mm_` are prefix).
    Unary { op: String, operand: NodeId, postfix: bool },
    Binary { op: String, left: NodeId, right: NodeId },
    Ternary { cond: NodeId, then: NodeId, other: NodeId },
    Call { callee: NodeId, args: Vec<NodeId> },
    Index { base: NodeId, index: NodeId },
    /// `static_cast<T>(e)` and friends.
    NamedCast { kind: String, ty: NodeId, operand: NodeId },
    /// `(T)(e)` or `T(args)`.
    Cast { ty: NodeId, args: Vec<NodeId>, list: bool },
    /// `sizeof (T)`, `alignof (T)`, `typeid (T)`, `noexcept (e)`.
    Keyword { word: String, operand: NodeId, is_type: bool },
    /// `sizeof...(T)`.
    SizeofPack(NodeId),
    /// `(T)N`, `N`, `true`, `-3ll`.
    Literal(String),
    /// `{parm#N}`.
    Param(String),
    /// `a.b`, `a->b`.
    Member { base: NodeId, arrow: bool, member: NodeId },
    /// `throw e` / `throw`.
    Throw(Option<NodeId>),
    /// `(... op pack)`, `(pack op ...)`, `(init op ... op pack)`.
    Fold { op: String, left: bool, pack: NodeId, init: Option<NodeId> },
    /// `T{...}` / `{...}`.
    InitList { ty: Option<NodeId>, items: Vec<NodeId> },
    /// A template parameter used as an operand (`T_` in an expression).
    TemplateParam(NodeId),
    /// `::e` (`gs`): `::new`, `::delete`, `::name`.
    Global(NodeId),
    /// `new (placement) T(init)` / `new T{init}` (`init.0`: braced); c++filt spells `na` the
    /// same way.
    New { placement: Vec<NodeId>, ty: NodeId, init: Option<(bool, Vec<NodeId>)> },
}

/// The nodes of one demangled name.
#[derive(Default)]
pub struct Arena {
    pub nodes: Vec<Node>,
    /// Printing work spent on this name so far, by every printer (the parser prints
    /// array bounds and `noexcept` operands too): node visits plus bytes written.
    /// Shared substitutions and nested pack expansions can make the visits grow
    /// exponentially in the input length while the output stays empty, so the output
    /// cap alone does not bound the time; this does.
    pub work: std::cell::Cell<usize>,
}

impl Arena {
    pub fn add(&mut self, n: Node) -> NodeId {
        self.nodes.push(n);
        self.nodes.len() - 1
    }
}

/// Longest output we produce; past it (substitutions can multiply size) the name is refused.
const MAX_OUTPUT: usize = 1 << 20;
/// Deepest node nesting the printer follows.
const MAX_PRINT_DEPTH: usize = 512;
/// Most printing work (node visits plus bytes) one name may cost; past it the name is
/// refused, like an over-long output. Real names need a few thousand.
const MAX_WORK: usize = 1 << 23;

/// Writes nodes out; `failed` is set when limits were hit or the tree is malformed.
pub struct Printer<'a> {
    arena: &'a Arena,
    pub out: String,
    pub failed: bool,
    depth: usize,
    /// Which element of the pack being expanded is printed now.
    pack_index: Option<usize>,
    /// Set when a pack was met during a trial print (to size a pack expansion).
    pack_len: Option<usize>,
    /// c++filt forgets dropped separators but remembers their last character (a space):
    /// it decides whether `>` needs a space before it by that character.
    phantom_last: Option<char>,
    /// Inside the trial print of a pack expansion, which only looks for the pack the
    /// pattern names; nested expansions are skipped there (like libiberty's `d_find_pack`,
    /// which does not look into them), so nesting costs linear, not exponential, time.
    in_trial: bool,
    /// Printing a lambda's `{lambda(...)}` signature, where its parameters are `auto:N`.
    in_lambda_signature: bool,
}

impl<'a> Printer<'a> {
    pub fn new(arena: &'a Arena) -> Self {
        Printer { arena, out: String::new(), failed: false, depth: 0, pack_index: None, pack_len: None, phantom_last: None, in_trial: false, in_lambda_signature: false }
    }

    fn node(&self, id: NodeId) -> &'a Node {
        &self.arena.nodes[id]
    }

    /// Follows forward template references to the node they stand for.
    fn resolve(&self, mut id: NodeId) -> NodeId {
        for _ in 0..64 {
            match self.node(id) {
                Node::Forward(_) | Node::LambdaAuto { .. } => match self.stands_for(id) {
                    Some(t) => id = t,
                    None => return id,
                },
                _ => return id,
            }
        }
        id
    }

    /// The argument a template parameter node prints as here: a `Forward`'s once known, a
    /// lambda's `auto:N` outside its signature once the call operator's arguments are read.
    fn stands_for(&self, id: NodeId) -> Option<NodeId> {
        match *self.node(id) {
            Node::Forward(t) => t,
            Node::LambdaAuto { arg, .. } if !self.in_lambda_signature => arg,
            _ => None,
        }
    }

    fn push(&mut self, s: &str) {
        if !s.is_empty() {
            self.phantom_last = None;
        }
        self.spend(s.len());
        if self.out.len() + s.len() > MAX_OUTPUT {
            self.failed = true;
        }
        if self.failed {
            return;
        }
        self.out.push_str(s);
    }

    /// Appends the whole node.
    pub fn print(&mut self, id: NodeId) {
        self.print_left(id);
        self.print_right(id);
    }

    /// The element of an `ArgPack` to print now, if `id` is a pack.
    fn pack_element(&mut self, id: NodeId) -> Option<Option<NodeId>> {
        let id = self.resolve(id);
        if let Node::ArgPack(items) = self.node(id) {
            if let Some(i) = self.pack_index {
                if self.pack_len.is_none() {
                    self.pack_len = Some(items.len());
                }
                return Some(items.get(i).copied());
            }
            if self.pack_len.is_none() {
                self.pack_len = Some(items.len());
            }
        }
        None
    }

    /// True when the type prints a part right of the declarator (functions and arrays).
    fn has_rhs(&mut self, id: NodeId) -> bool {
        let id = self.resolve(id);
        if let Some(e) = self.pack_element(id) {
            return e.map(|e| self.has_rhs(e)).unwrap_or(false);
        }
        match self.node(id) {
            Node::Function { .. } | Node::Array(..) => true,
            Node::Qualified(t, _) | Node::VendorQualified(t, _) => self.has_rhs(*t),
            _ => false,
        }
    }

    /// True for a pointer/reference/member pointer to a function or array: its declarator
    /// sits inside parentheses, so no space follows it (`int (*(*)())()`).
    fn declarator_inside(&mut self, id: NodeId) -> bool {
        let id = self.resolve(id);
        match self.node(id) {
            Node::Pointer(t) | Node::LRef(t) | Node::RRef(t) => {
                // `**` to a function too: `void (**f())(int)`.
                let t = *t;
                self.has_rhs(t) || self.declarator_inside(t)
            }
            Node::PtrToMember { member, .. } => {
                let m = *member;
                self.has_rhs(m)
            }
            Node::Qualified(t, _) => {
                let t = *t;
                self.declarator_inside(t)
            }
            _ => false,
        }
    }

    /// Charges `n` units of work to the name; fails the print once the budget is spent.
    fn spend(&mut self, n: usize) {
        let total = self.arena.work.get().saturating_add(n);
        self.arena.work.set(total);
        if total > MAX_WORK {
            self.failed = true;
        }
    }

    fn enter(&mut self) -> bool {
        self.depth += 1;
        self.spend(1);
        if self.depth > MAX_PRINT_DEPTH || self.failed {
            self.failed = true;
            return false;
        }
        true
    }

    pub fn print_left(&mut self, id: NodeId) {
        if !self.enter() {
            return;
        }
        self.left(id);
        self.depth -= 1;
    }

    pub fn print_right(&mut self, id: NodeId) {
        if !self.enter() {
            return;
        }
        self.right(id);
        self.depth -= 1;
    }

    fn last_char(&self) -> Option<char> {
        if let Some(c) = self.phantom_last {
            return Some(c);
        }
        self.out.chars().last()
    }

    /// Items joined by ", " as libiberty joins function parameters and template arguments:
    /// an empty pack keeps its separator (`f(, int)`, `f<int, , void>`) unless everything
    /// after it is empty too (`f(int)`), since libiberty drops a ", " only when the rest of
    /// the list printed nothing; it then still remembers the dropped space (`phantom_last`).
    fn print_list(&mut self, items: &[NodeId]) {
        // Where the trailing run of separators followed only by empty items starts.
        let mut empty_tail: Option<usize> = None;
        for (i, &it) in items.iter().enumerate() {
            if i > 0 {
                let mark = self.out.len();
                self.push(", ");
                empty_tail.get_or_insert(mark);
            }
            let before = self.out.len();
            self.print(it);
            if self.out.len() != before {
                empty_tail = None;
            }
        }
        if let Some(mark) = empty_tail {
            self.out.truncate(mark);
            self.phantom_last = Some(' ');
        }
    }

    fn print_template_args(&mut self, args: NodeId) {
        if self.last_char() == Some('<') {
            self.push(" ");
        }
        self.push("<");
        if let Node::TemplateArgs(items) = self.node(args) {
            let items = items.clone();
            self.print_list(&items);
        }
        if self.last_char() == Some('>') {
            self.push(" ");
        }
        self.push(">");
    }

    fn cv_text(cv: u8) -> &'static str {
        match cv & 7 {
            0 => "",
            CV_CONST => " const",
            CV_VOLATILE => " volatile",
            CV_RESTRICT => " restrict",
            6 => " const volatile",
            5 => " const restrict",
            3 => " volatile restrict",
            _ => " const volatile restrict",
        }
    }

    /// Follows a reference type through template parameters for reference collapsing:
    /// returns the referred-to type and whether the result is an rvalue reference.
    fn collapse(&mut self, mut inner: NodeId, mut rvalue: bool) -> (NodeId, bool) {
        for _ in 0..64 {
            let mut r = self.resolve(inner);
            if let Some(e) = self.pack_element(r) {
                match e {
                    Some(e) => r = self.resolve(e),
                    None => return (r, rvalue),
                }
            }
            match self.node(r) {
                Node::LRef(t) => {
                    rvalue = false;
                    inner = *t;
                }
                Node::RRef(t) => inner = *t,
                _ => return (r, rvalue),
            }
        }
        (inner, rvalue)
    }

    fn left(&mut self, id: NodeId) {
        match self.node(id) {
            Node::Text(s) => {
                let s = s.clone();
                self.push(&s)
            }
            Node::StdSub { expansion, .. } => {
                let e = *expansion;
                self.push(e);
            }
            Node::Nested(p, n) => {
                let (p, n) = (*p, *n);
                self.print(p);
                self.push("::");
                self.print(n);
            }
            Node::Template(n, a) => {
                let (n, a) = (*n, *a);
                self.print(n);
                self.print_template_args(a);
            }
            Node::TemplateArgs(_) => self.print_template_args(id),
            // A pack written out (`J...E`) prints whole; a template parameter that names a
            // pack (a `Forward`) prints the element of the expansion being printed.
            Node::ArgPack(items) => {
                let items = items.clone();
                self.print_list(&items);
            }
            Node::Forward(_) | Node::LambdaAuto { .. } => match (self.stands_for(id), self.node(id)) {
                (Some(t), _) => match self.pack_element(t) {
                    Some(Some(e)) => self.print_left(e),
                    Some(None) => {}
                    None => self.print_left(t),
                },
                (None, Node::LambdaAuto { number, .. }) => {
                    let text = format!("auto:{number}");
                    self.push(&text);
                }
                (None, _) => self.failed = true,
            },
            Node::Qualified(t, cv) => {
                let (t, cv) = (*t, *cv);
                // A qualifier the qualified type already has (`RKT_` with `T` = `X const`)
                // prints once, as in libiberty: `X const&`, not `X const const&`.
                match *self.node(self.resolve(t)) {
                    Node::Qualified(inner, inner_cv) => {
                        self.print_left(inner);
                        self.push(Self::cv_text(inner_cv & !cv));
                    }
                    _ => self.print_left(t),
                }
                self.push(Self::cv_text(cv));
            }
            Node::VendorQualified(t, q) => {
                let (t, q) = (*t, q.clone());
                self.print_left(t);
                self.push(" ");
                self.push(&q);
            }
            Node::Pointer(t) => {
                let t = *t;
                self.pointer_like_left(t, "*");
            }
            Node::LRef(t) | Node::RRef(t) => {
                let rv = matches!(self.node(id), Node::RRef(_));
                let (t, rv) = self.collapse(*t, rv);
                self.pointer_like_left(t, if rv { "&&" } else { "&" });
            }
            Node::Function { ret, .. } => {
                let ret = *ret;
                self.print_left(ret);
                if !self.declarator_inside(ret) {
                    self.push(" ");
                }
            }
            Node::Encoding { name, ret, .. } => {
                let (name, ret) = (*name, *ret);
                if let Some(r) = ret {
                    self.print_left(r);
                    // A pointer to function keeps the name inside its parentheses:
                    // `void (**f())(int)`, no space.
                    if !self.has_rhs(r) && !self.declarator_inside(r) {
                        self.push(" ");
                    }
                }
                self.print(name);
            }
            Node::Array(t, _) => {
                let t = *t;
                self.print_left(t);
            }
            Node::PtrToMember { class, member } => {
                let (class, member) = (*class, *member);
                self.print_left(member);
                if self.has_rhs(member) {
                    self.push("(");
                } else {
                    self.push(" ");
                }
                self.print(class);
                self.push("::*");
            }
            Node::Vector(t, n) => {
                let (t, n) = (*t, n.clone());
                self.print(t);
                self.push(" __vector(");
                self.push(&n);
                self.push(")");
            }
            Node::AbiTag(n, tag) => {
                let (n, tag) = (*n, tag.clone());
                self.print(n);
                self.push("[abi:");
                self.push(&tag);
                self.push("]");
            }
            Node::Local(f, e) => {
                let (f, e) = (*f, *e);
                self.print(f);
                self.push("::");
                self.print(e);
            }
            Node::CtorDtor { class, dtor } => {
                let (class, dtor) = (*class, *dtor);
                if dtor {
                    self.push("~");
                }
                let last = self.last_component(class);
                if let Node::StdSub { last, .. } = self.node(last) {
                    let l = *last;
                    self.push(l);
                } else {
                    self.print(last);
                }
            }
            Node::Operator(s) => {
                let s = s.clone();
                self.push("operator");
                if s.starts_with(|c: char| c.is_ascii_lowercase()) {
                    self.push(" ");
                }
                self.push(&s);
            }
            Node::Conversion(t) => {
                let t = *t;
                self.push("operator ");
                self.print(t);
            }
            Node::LiteralOperator(s) => {
                let s = s.clone();
                self.push("operator\"\" ");
                self.push(&s);
            }
            Node::Special(text, n) => {
                let (text, n) = (text.clone(), *n);
                self.push(&text);
                self.print(n);
            }
            Node::CtorVtable(a, b) => {
                let (a, b) = (*a, *b);
                self.push("construction vtable for ");
                self.print(a);
                self.push("-in-");
                self.print(b);
            }
            Node::Lambda { params, number } => {
                let (params, number) = (params.clone(), number.clone());
                self.push("{lambda(");
                let was = std::mem::replace(&mut self.in_lambda_signature, true);
                self.print_list(&params);
                self.in_lambda_signature = was;
                self.push(")#");
                self.push(&number);
                self.push("}");
            }
            Node::Unnamed(n) => {
                let n = n.clone();
                self.push("{unnamed type#");
                self.push(&n);
                self.push("}");
            }
            Node::Clone(e, s) => {
                let (e, s) = (*e, s.clone());
                self.print(e);
                self.push(" [clone ");
                self.push(&s);
                self.push("]");
            }
            Node::PackExpansion(p) => {
                let p = *p;
                self.print_pack_expansion(p);
            }
            Node::Decltype(e) => {
                let e = *e;
                self.push("decltype (");
                self.print(e);
                self.push(")");
            }
            Node::Expr(e) => {
                let e = e.clone();
                self.print_expr(&e);
            }
            Node::NvLambda { wrapper, tag, flags, fn_type, fn_name, ret, id: num, signature, captures } => {
                let (wrapper, tag, flags, fn_type, fn_name, ret, num, signature, captures) =
                    (*wrapper, *tag, flags.clone(), *fn_type, *fn_name, *ret, num.clone(), *signature, captures.clone());
                self.push(wrapper);
                self.push("<");
                for f in &flags {
                    self.push(if f == "0" { "false" } else { "true" });
                    self.push(", ");
                }
                self.push(tag);
                self.push("<");
                self.print(fn_type);
                self.push(", &");
                self.print(fn_name);
                if let Some(r) = ret {
                    self.push(", ");
                    self.print(r);
                }
                self.push(", ");
                self.push(&num);
                self.push("u>");
                if let Some(s) = signature {
                    self.push(", ");
                    self.print(s);
                }
                for c in captures {
                    self.push(", ");
                    self.print(c);
                }
                if self.last_char() == Some('>') {
                    self.push(" ");
                }
                self.push(">");
            }
        }
    }

    fn right(&mut self, id: NodeId) {
        match self.node(id) {
            Node::Forward(_) | Node::LambdaAuto { .. } => {
                let Some(t) = self.stands_for(id) else { return };
                match self.pack_element(t) {
                    Some(Some(e)) => self.print_right(e),
                    Some(None) => {}
                    None => self.print_right(t),
                }
            }
            Node::Qualified(t, _) | Node::VendorQualified(t, _) => {
                let t = *t;
                self.print_right(t)
            }
            Node::Pointer(t) => {
                let t = *t;
                self.pointer_like_right(t);
            }
            Node::LRef(t) | Node::RRef(t) => {
                let (t, _) = self.collapse(*t, false);
                self.pointer_like_right(t);
            }
            Node::Function { params, cv, refq, exception, ret } => {
                let (params, cv, refq, exception, ret) = (params.clone(), *cv, *refq, exception.clone(), *ret);
                self.print_params(&params);
                self.print_right(ret);
                // c++filt puts the exception specification before the qualifiers:
                // `void (A::*)() noexcept const &`.
                if let Some(e) = exception {
                    self.push(" ");
                    self.push(&e);
                }
                self.push(Self::cv_text(cv));
                self.push(match refq {
                    RefQual::None => "",
                    RefQual::LValue => " &",
                    RefQual::RValue => " &&",
                });
            }
            Node::Encoding { params, cv, refq, ret, .. } => {
                let (params, cv, refq, ret) = (params.clone(), *cv, *refq, *ret);
                self.print_params(&params);
                if let Some(r) = ret {
                    self.print_right(r);
                }
                self.push(Self::cv_text(cv));
                self.push(match refq {
                    RefQual::None => "",
                    RefQual::LValue => " &",
                    RefQual::RValue => " &&",
                });
            }
            Node::Array(t, dim) => {
                let (t, dim) = (*t, dim.clone());
                if self.last_char() != Some(']') {
                    self.push(" ");
                }
                self.push("[");
                self.push(&dim);
                self.push("]");
                self.print_right(t);
            }
            Node::PtrToMember { member, .. } => {
                let member = *member;
                if self.has_rhs(member) {
                    self.push(")");
                }
                self.print_right(member);
            }
            _ => {}
        }
    }

    fn print_params(&mut self, params: &[NodeId]) {
        self.push("(");
        // `(void)` prints as `()`.
        let only_void = params.len() == 1 && matches!(self.node(params[0]), Node::Text(s) if s == "void");
        if !only_void {
            self.print_list(params);
        }
        self.push(")");
    }

    fn pointer_like_left(&mut self, t: NodeId, sym: &str) {
        self.print_left(t);
        if self.has_rhs(t) {
            // libiberty: a pointer to an array always opens with " ("; one to a function
            // needs no space after `(`, `*` or `&`.
            let resolved = self.resolve(t);
            let array = matches!(self.node(resolved), Node::Array(..));
            let tight = matches!(self.last_char(), Some(' ') | Some('(')) || (!array && matches!(self.last_char(), Some('*') | Some('&')));
            self.push(if tight { "(" } else { " (" });
        }
        self.push(sym);
    }

    fn pointer_like_right(&mut self, t: NodeId) {
        if self.has_rhs(t) {
            self.push(")");
        }
        self.print_right(t);
    }

    /// The unqualified last part of a (possibly nested or templated) name.
    fn last_component(&self, id: NodeId) -> NodeId {
        let mut id = self.resolve(id);
        for _ in 0..64 {
            match self.node(id) {
                Node::Nested(_, n) => id = self.resolve(*n),
                Node::Template(n, _) => id = self.resolve(*n),
                Node::AbiTag(n, _) => id = self.resolve(*n),
                Node::Local(_, n) => id = self.resolve(*n),
                _ => return id,
            }
        }
        id
    }

    /// Prints `pattern` once per element of the pack it mentions (`, ` between); a pattern
    /// with no pack in reach prints as `pattern...`.
    fn print_pack_expansion(&mut self, pattern: NodeId) {
        if self.in_trial {
            return;
        }
        // Trial print to learn the pack length.
        let saved_out = self.out.len();
        let (saved_index, saved_len) = (self.pack_index, self.pack_len);
        self.pack_index = Some(0);
        self.pack_len = None;
        self.in_trial = true;
        self.print(pattern);
        self.in_trial = false;
        let len = self.pack_len;
        self.out.truncate(saved_out);
        match len {
            None => {
                // No pack in reach: c++filt prints the pattern as a subexpression.
                self.pack_index = saved_index;
                self.pack_len = saved_len;
                self.subexpr(pattern);
                self.push("...");
            }
            Some(n) => {
                for i in 0..n {
                    if i > 0 {
                        self.push(", ");
                    }
                    self.pack_index = Some(i);
                    self.pack_len = Some(n);
                    self.print(pattern);
                }
                self.pack_index = saved_index;
                self.pack_len = saved_len;
            }
        }
    }

    /// True for operands c++filt prints without parentheses.
    fn is_simple_operand(&self, id: NodeId) -> bool {
        let id = self.resolve(id);
        match self.node(id) {
            Node::Text(_) | Node::Nested(..) => true,
            Node::Expr(Expr::Param(_)) => true,
            Node::Expr(Expr::InitList { .. }) => true,
            _ => false,
        }
    }

    fn subexpr(&mut self, id: NodeId) {
        let simple = self.is_simple_operand(id);
        if !simple {
            self.push("(");
        }
        self.print(id);
        if !simple {
            self.push(")");
        }
    }

    fn print_expr(&mut self, e: &Expr) {
        match e {
            Expr::Literal(s) | Expr::Param(s) => self.push(s),
            Expr::Unary { op, operand, postfix: true } => {
                self.subexpr(*operand);
                self.push(op);
            }
            Expr::Unary { op, operand, .. } => {
                self.push(op);
                // `&a::f` of a function in a scope prints the name alone, as c++filt does
                // (`&(f(int))` for an unscoped one).
                let r = self.resolve(*operand);
                if op == "&" {
                    if let Node::Encoding { name, ret: None, .. } = self.node(r) {
                        let name = *name;
                        if matches!(self.node(self.resolve(name)), Node::Nested(..)) {
                            self.print(name);
                            return;
                        }
                    }
                }
                self.subexpr(*operand);
            }
            Expr::Binary { op, left, right } => {
                let wrap = op == ">";
                if wrap {
                    self.push("(");
                }
                self.subexpr(*left);
                self.push(op);
                self.subexpr(*right);
                if wrap {
                    self.push(")");
                }
            }
            Expr::Ternary { cond, then, other } => {
                self.subexpr(*cond);
                self.push("?");
                self.subexpr(*then);
                self.push(" : ");
                self.subexpr(*other);
            }
            Expr::Call { callee, args } => {
                self.subexpr(*callee);
                self.push("(");
                self.print_list(args);
                self.push(")");
            }
            Expr::Index { base, index } => {
                self.subexpr(*base);
                self.push("[");
                self.print(*index);
                self.push("]");
            }
            Expr::NamedCast { kind, ty, operand } => {
                self.push(kind);
                self.push("<");
                self.print(*ty);
                self.push(">(");
                self.print(*operand);
                self.push(")");
            }
            Expr::Cast { ty, args, list } => {
                if *list {
                    // c++filt: `cv T _ args E` prints `(T)(args)`.
                    self.push("(");
                    self.print(*ty);
                    self.push(")(");
                    self.print_list(args);
                    self.push(")");
                } else {
                    self.push("(");
                    self.print(*ty);
                    self.push(")");
                    if let Some(&a) = args.first() {
                        self.subexpr(a);
                    }
                }
            }
            Expr::Keyword { word, operand, is_type } => {
                self.push(word);
                if *is_type {
                    self.push(" (");
                    self.print(*operand);
                    self.push(")");
                } else {
                    self.push(" ");
                    self.subexpr(*operand);
                }
            }
            Expr::SizeofPack(p) => {
                // sizeof... of a known pack is its length.
                let r = self.resolve(*p);
                if let Node::ArgPack(items) = self.node(r) {
                    let n = items.len().to_string();
                    self.push(&n);
                } else {
                    self.push("sizeof...(");
                    self.print(*p);
                    self.push(")");
                }
            }
            Expr::Member { base, arrow, member } => {
                self.subexpr(*base);
                self.push(if *arrow { "->" } else { "." });
                self.print(*member);
            }
            Expr::Throw(x) => match x {
                Some(x) => {
                    self.push("throw ");
                    self.subexpr(*x);
                }
                None => self.push("throw"),
            },
            Expr::Fold { op, left, pack, init } => {
                self.push("(");
                match (left, init) {
                    (true, None) => {
                        self.push("...");
                        self.push(op);
                        self.subexpr(*pack);
                    }
                    (false, None) => {
                        self.subexpr(*pack);
                        self.push(op);
                        self.push("...");
                    }
                    (true, Some(i)) => {
                        self.subexpr(*i);
                        self.push(op);
                        self.push("...");
                        self.push(op);
                        self.subexpr(*pack);
                    }
                    (false, Some(i)) => {
                        self.subexpr(*pack);
                        self.push(op);
                        self.push("...");
                        self.push(op);
                        self.subexpr(*i);
                    }
                }
                self.push(")");
            }
            Expr::InitList { ty, items } => {
                if let Some(t) = ty {
                    self.print(*t);
                }
                self.push("{");
                self.print_list(items);
                self.push("}");
            }
            Expr::TemplateParam(t) => self.print(*t),
            Expr::Global(e) => {
                self.push("::");
                self.print(*e);
            }
            Expr::New { placement, ty, init } => {
                self.push("new ");
                if !placement.is_empty() {
                    self.push("(");
                    self.print_list(placement);
                    self.push(") ");
                }
                self.print(*ty);
                if let Some((braced, items)) = init {
                    self.push(if *braced { "{" } else { "(" });
                    self.print_list(items);
                    self.push(if *braced { "}" } else { ")" });
                }
            }
        }
    }
}
