//! The name oracle: the pass between the lexer and the LR(1) grammar that does what the
//! grammar cannot (the classic "lexer hack", plus extra lookahead). It walks the whole token
//! array once with a skimming recursive-descent reader that keeps a scoped table of the names
//! declared so far (namespaces, classes, enums, typedefs, aliases, templates, template
//! parameters, values that hide them), and returns a new token vector in which
//!  - identifiers are refined into `TypeName` / `TypeTemplateName` / `TemplateName` /
//!    `NamespaceName` (or stay `Ident`), and constructor names become `CtorName`;
//!  - `(` and `{` that need more than one token of lookahead become `LParenType`,
//!    `LParenInit`, `LParenAmbig`, `LParenFold`, `LBraceInit`; `[[` becomes `AttrOpen`;
//!  - `CtorMarker`, `DeclAmbigMarker` and `TemplateArgAmbigMarker` are inserted (zero-width
//!    tokens placed at the start of the token they precede);
//!  - `__extension__` and the `(cond)` of `explicit(cond)` are dropped.
//!
//! Spans of real tokens are unchanged and the result ends with `Eof`. Every reader function
//! is bounded by an end index (brackets are matched up front), always makes progress, and
//! falls back to copying tokens when the input makes no sense, so bad input never panics
//! or loops; nesting deeper than `MAX_DEPTH` is copied flat.

use std::collections::HashSet;

use crate::lex::{Span, Token, TokenKind};
use TokenKind as K;

/// Classifies names and inserts the grammar's marker tokens (see the module comment).
pub fn classify(text: &str, lexed: &[Token]) -> Vec<Token> {
    let toks = prepare(text, lexed);
    let close = match_brackets(&toks);
    let ids = intern(text, &toks);
    let mut o = Oracle {
        text,
        t: toks,
        close,
        ids: ids.0,
        out: Vec::with_capacity(lexed.len() + lexed.len() / 16 + 2),
        scopes: vec![Scope::new(NONE, SK::Namespace)],
        cur: 0,
        depth: 0,
        templated: false,
        member_templates: HashSet::default(),
        last_type_scope: NONE,
    };
    o.declare_builtin_types();
    let n = o.t.len().saturating_sub(1);
    let mut i = 0;
    while i < n {
        let j = o.decl_seq(i, n, Ctx::Namespace);
        i = o.progress(i, j);
    }
    let eof = o.t[n];
    o.out.push(eof);
    o.out
}

const NONE: usize = usize::MAX;
/// Deeper nesting than this is copied without analysis (keeps the stack bounded).
const MAX_DEPTH: u32 = 160;

// ------------------------------------------------------------------ preparation

/// GNU trait builtins whose result is a type (`TokenKind::TypeTraitType`).
const TYPE_YIELDING_TRAITS: &[&str] = &[
    "__underlying_type",
    "__remove_cv",
    "__remove_reference",
    "__remove_cvref",
    "__remove_pointer",
    "__add_pointer",
    "__add_lvalue_reference",
    "__add_rvalue_reference",
    "__decay",
    "__make_signed",
    "__make_unsigned",
    "__remove_all_extents",
    "__remove_extent",
];

/// Type names GCC predeclares at global scope (`typedef __builtin_va_list __gnuc_va_list;`).
const BUILTIN_TYPE_NAMES: &[&str] = &[
    "__builtin_va_list",
    "__builtin_ms_va_list",
    "__int128_t",
    "__uint128_t",
];

/// Drops `__extension__`, `#pragma` lines and `explicit`'s condition, merges `[[` into `AttrOpen`, and makes
/// sure the vector ends with exactly one `Eof`.
fn prepare(text: &str, lexed: &[Token]) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(lexed.len() + 1);
    let mut i = 0;
    while i < lexed.len() {
        let t = lexed[i];
        match t.kind {
            K::Eof => break,
            // `#pragma` lines are not syntax: the driver applies them from the lexer's tokens,
            // and GCC lets them stand anywhere (between `if (c)` and its `{`, in a macro's
            // `_Pragma` inside an expression), so the grammar never sees them.
            K::KwExtension | K::PragmaLine => {
                i += 1;
                continue;
            }
            K::KwExplicit if lexed.get(i + 1).map(|t| t.kind) == Some(K::LParen) => {
                out.push(t);
                let mut depth = 0usize;
                i += 1;
                while i < lexed.len() && lexed[i].kind != K::Eof {
                    match lexed[i].kind {
                        K::LParen => depth += 1,
                        K::RParen => depth -= 1,
                        _ => {}
                    }
                    i += 1;
                    if depth == 0 {
                        break;
                    }
                }
                continue;
            }
            // GCC's trait names are identifiers unless called (libstdc++ has `struct __is_void`).
            K::KwTypeTrait if lexed.get(i + 1).map(|t| t.kind) != Some(K::LParen) => {
                let mut m = t;
                m.kind = K::Ident;
                out.push(m);
            }
            K::KwTypeTrait
                if TYPE_YIELDING_TRAITS.contains(
                    &text
                        .get(t.span.lo as usize..t.span.hi as usize)
                        .unwrap_or(""),
                ) =>
            {
                let mut m = t;
                m.kind = K::TypeTraitType;
                out.push(m);
            }
            K::LBracket if lexed.get(i + 1).map(|t| t.kind) == Some(K::LBracket) => {
                let mut m = t;
                m.kind = K::AttrOpen;
                m.span = t.span.to(lexed[i + 1].span);
                out.push(m);
                i += 2;
                continue;
            }
            _ => out.push(t),
        }
        i += 1;
    }
    let end = lexed
        .last()
        .filter(|t| t.kind == K::Eof)
        .map(|t| t.span)
        .unwrap_or_else(|| {
            let n = text.len().min(u32::MAX as usize);
            Span::new(n, n)
        });
    out.push(Token {
        kind: K::Eof,
        span: end,
        space_before: false,
        line_start: true,
    });
    out
}

/// For each opening bracket, the index of its closer (`NONE` when unmatched). `AttrOpen`
/// closes at the second of its two `]`. Mismatches are recovered the usual way: a `}` closes
/// everything opened since its `{`; a stray `)`/`]` is ignored.
fn match_brackets(t: &[Token]) -> Vec<usize> {
    let mut close = vec![NONE; t.len()];
    let mut stack: Vec<(usize, bool)> = Vec::new();
    for (j, tok) in t.iter().enumerate() {
        match tok.kind {
            K::LParen | K::LBracket | K::LBrace => stack.push((j, false)),
            K::AttrOpen => {
                stack.push((j, false));
                stack.push((j, true));
            }
            K::RParen | K::RBracket | K::RBrace => {
                let want = |k: K| match tok.kind {
                    K::RParen => k == K::LParen,
                    K::RBracket => k == K::LBracket || k == K::AttrOpen,
                    _ => k == K::LBrace,
                };
                let pos = stack.iter().rposition(|&(o, _)| want(t[o].kind));
                let Some(pos) = pos else { continue };
                // `)` and `]` never close across a `{`.
                if tok.kind != K::RBrace
                    && stack[pos + 1..]
                        .iter()
                        .any(|&(o, _)| t[o].kind == K::LBrace)
                {
                    continue;
                }
                let (o, virt) = stack[pos];
                stack.truncate(pos);
                if !virt {
                    close[o] = j;
                }
            }
            _ => {}
        }
    }
    close
}

type FxMap<K2, V> = crate::fx_hash::FxHashMap<K2, V>;
type FxSet<K2> = crate::fx_hash::FxHashSet<K2>;

/// Interns every name token's spelling: `ids[i]` is the id of token `i` (`u32::MAX` for
/// tokens that are not names).
fn intern(text: &str, t: &[Token]) -> (Vec<u32>, usize) {
    let mut map: FxMap<&str, u32> = FxMap::default();
    let mut ids = vec![u32::MAX; t.len()];
    for (j, tok) in t.iter().enumerate() {
        if tok.kind == K::Ident {
            let s = text
                .get(tok.span.lo as usize..tok.span.hi as usize)
                .unwrap_or("");
            let n = map.len() as u32;
            ids[j] = *map.entry(s).or_insert(n);
        }
    }
    let n = map.len();
    (ids, n)
}

// ------------------------------------------------------------------ the name table

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum NK {
    Type,
    TypeTemplate,
    Template,
    Concept,
    Namespace,
    Value,
}

#[derive(Clone, Copy, Debug)]
struct Entity {
    kind: NK,
    /// The class, enum or namespace scope the name denotes (`NONE` if unknown).
    scope: usize,
    /// A class name hidden by a value of the same name (`struct stat` / `stat()`).
    hidden: Option<(NK, usize)>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum SK {
    Namespace,
    Class,
    Enum,
    Block,
    Template,
    Proto,
}

struct Scope {
    parent: usize,
    kind: SK,
    names: FxMap<u32, Entity>,
    /// Scopes searched after this one's own names: inline and unnamed namespaces, base
    /// classes, the class of an out-of-class member definition.
    usings: Vec<usize>,
    /// Namespaces nominated by using-directives here: searched after `usings` by qualified
    /// lookup, at the nearest scope enclosing both by unqualified lookup (`lookup`).
    directives: Vec<usize>,
    anon: usize,
    /// Members declared anywhere in a class that hide an outer template, seen only from the
    /// class's function bodies (the complete-class context); declarations read in order
    /// still see the template (`extent<int> e; ... static const int extent = 3;`).
    body_values: FxSet<u32>,
    /// A class scope whose body has been read: the primary template and its specializations
    /// share one scope (so `X<T>::member` finds members whichever body declared them).
    body_read: bool,
    /// While a later body of such a scope is read (a specialization after the primary or
    /// another specialization): the names the earlier bodies declared, which unqualified
    /// lookup from inside this body does not see (`GetTypeName` of `UniversalPrinter<Any>`
    /// in GoogleTest does not hide the namespace's template in `UniversalPrinter<Variant>`);
    /// a name this body declares again leaves the set. Empty otherwise.
    earlier_bodies: FxSet<u32>,
    /// The base clause being read names this same scope (`template <> struct X<int> :
    /// X<long>`): that body sees the earlier bodies' members through its base.
    self_base: bool,
}

impl Scope {
    fn new(parent: usize, kind: SK) -> Scope {
        Scope {
            parent,
            kind,
            names: FxMap::default(),
            usings: Vec::new(),
            directives: Vec::new(),
            anon: NONE,
            body_values: FxSet::default(),
            body_read: false,
            earlier_bodies: FxSet::default(),
            self_base: false,
        }
    }
}

/// What kind of declaration context a reader runs in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ctx {
    Namespace,
    /// A class body; the class's name id.
    Class(u32),
    Block,
    Param,
    Cond,
}

/// Stop conditions of the expression reader (besides `;` and unmatched closers).
#[derive(Clone, Copy, Default)]
struct Stop {
    comma: bool,
    gt: bool,
    brace: bool,
}

const S_NONE: Stop = Stop {
    comma: false,
    gt: false,
    brace: false,
};
const S_COMMA: Stop = Stop {
    comma: true,
    gt: false,
    brace: false,
};
const S_TARG: Stop = Stop {
    comma: true,
    gt: true,
    brace: false,
};

/// One name segment: token index, kind, template arguments (`<` index, `>` index).
type Seg = (usize, K, Option<(usize, usize)>);

/// A scanned (possibly qualified) name: its segments and what it denotes.
#[derive(Debug, Default)]
struct QName {
    start: usize,
    end: usize,
    /// Name tokens with their kinds and template argument lists (`<` index, `>` index).
    segs: Vec<Seg>,
    /// `decltype(...)` as the first qualifier: index of `decltype`.
    decltype_at: usize,
    is_type: bool,
    /// The scope the last segment denotes (class/namespace), if known.
    scope: usize,
    /// The scope the qualifier denotes (`NONE` when unqualified or unknown).
    qual_scope: usize,
    qualified: bool,
    /// The name ended with `::` (followed by `~`, `operator` or `*`).
    trailing_scope: bool,
    entity: Option<Entity>,
}

/// How a `(` after a declarator name reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum ParenRead {
    Params,
    Init,
    Ambig,
}

/// How a block-scope statement starts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum StmtRead {
    Decl,
    DeclAmbig,
    Expr,
}

#[derive(Default)]
struct Specs {
    has_type: bool,
    typedef: bool,
    friend: bool,
    /// Scope of the (single) named or defined class type, for typedefs of classes.
    type_scope: usize,
}

#[derive(Default, Debug)]
struct DInfo {
    name: usize,
    name_id: u32,
    qualified: bool,
    qual_scope: usize,
    is_function: bool,
    proto: usize,
    init_paren: Option<ParenRead>,
    template_id: bool,
    ctor: bool,
}

struct Oracle<'a> {
    text: &'a str,
    t: Vec<Token>,
    close: Vec<usize>,
    ids: Vec<u32>,
    out: Vec<Token>,
    scopes: Vec<Scope>,
    cur: usize,
    depth: u32,
    /// Set by `template <...>` for the declaration that follows.
    templated: bool,
    /// Names declared anywhere as function templates (for `x.name<...>`).
    member_templates: crate::fx_hash::FxHashSet<u32>,
    /// Scope of the named type most recently read by `type_specs`.
    last_type_scope: usize,
}

fn is_builtin_type(k: K) -> bool {
    k.is_builtin_type()
}

fn is_cv(k: K) -> bool {
    matches!(k, K::KwConst | K::KwVolatile | K::KwRestrict)
}

fn is_storage(k: K) -> bool {
    matches!(
        k,
        K::KwStatic
            | K::KwExtern
            | K::KwTypedef
            | K::KwInline
            | K::KwVirtual
            | K::KwExplicit
            | K::KwFriend
            | K::KwConstexpr
            | K::KwConsteval
            | K::KwConstinit
            | K::KwMutable
            | K::KwRegister
            | K::KwThreadLocal
            | K::KwThread
            | K::KwNoinline // an attribute, but it starts a declaration like a specifier
    )
}

fn is_class_key(k: K) -> bool {
    matches!(k, K::KwClass | K::KwStruct | K::KwUnion)
}

/// Tokens that can start an operand (what may follow the `)` of a C-style cast).
fn starts_operand(k: K) -> bool {
    k.is_name()
        || is_builtin_type(k)
        || matches!(
            k,
            K::IntLit
                | K::FloatLit
                | K::CharLit
                | K::StringLit
                | K::UserLit
                | K::LParen
                | K::LBrace
                | K::LBracket
                | K::Star
                | K::Amp
                | K::AmpAmp
                | K::Plus
                | K::Minus
                | K::Bang
                | K::Tilde
                | K::PlusPlus
                | K::MinusMinus
                | K::ColonColon
                | K::KwThis
                | K::KwTrue
                | K::KwFalse
                | K::KwNullptr
                | K::KwSizeof
                | K::KwAlignof
                | K::KwAlignofGnu
                | K::KwNew
                | K::KwDelete
                | K::KwStaticCast
                | K::KwDynamicCast
                | K::KwReinterpretCast
                | K::KwConstCast
                | K::KwTypeid
                | K::KwTypename
                | K::KwDecltype
                | K::KwNoexcept
                | K::KwCoAwait
                | K::KwReal
                | K::KwImag
                | K::KwBuiltinVaArg
                | K::KwBuiltinOffsetof
                | K::KwBuiltinBitCast
                | K::KwTypeTrait
                | K::KwThrow
                | K::KwAuto
                | K::KwOperator
                | K::KwRequires
        )
}

/// Binary operators a fold expression may use (`<`, `>` and `>>` left out: next to `...`
/// they may be template brackets; `is_fold` adds them outside template argument lists).
fn is_fold_op(k: K) -> bool {
    matches!(
        k,
        K::Plus
            | K::Minus
            | K::Star
            | K::Slash
            | K::Percent
            | K::Caret
            | K::Amp
            | K::Pipe
            | K::Shl
            | K::PlusAssign
            | K::MinusAssign
            | K::StarAssign
            | K::SlashAssign
            | K::PercentAssign
            | K::CaretAssign
            | K::AmpAssign
            | K::PipeAssign
            | K::ShlAssign
            | K::ShrAssign
            | K::Assign
            | K::EqEq
            | K::NotEq
            | K::Le
            | K::Ge
            | K::AmpAmp
            | K::PipePipe
            | K::Comma
            | K::DotStar
            | K::ArrowStar
    )
}

impl<'a> Oracle<'a> {
    // ------------------------------------------------------------ token access

    fn k(&self, i: usize) -> K {
        self.t.get(i).map(|t| t.kind).unwrap_or(K::Eof)
    }

    fn txt(&self, i: usize) -> &'a str {
        match self.t.get(i) {
            Some(t) => self
                .text
                .get(t.span.lo as usize..t.span.hi as usize)
                .unwrap_or(""),
            None => "",
        }
    }

    fn id(&self, i: usize) -> u32 {
        self.ids.get(i).copied().unwrap_or(u32::MAX)
    }

    /// The closer of the bracket at `i`, if matched.
    fn cl(&self, i: usize) -> Option<usize> {
        self.close.get(i).copied().filter(|&c| c != NONE)
    }

    fn emit(&mut self, i: usize, kind: K) {
        if let Some(t) = self.t.get(i) {
            let mut t = *t;
            t.kind = kind;
            self.out.push(t);
        }
    }

    fn emit_same(&mut self, i: usize) {
        let k = self.k(i);
        self.emit(i, k);
    }

    /// A zero-width marker token placed at the start of token `i`.
    fn marker(&mut self, kind: K, i: usize) {
        let lo = self.t.get(i).map(|t| t.span.lo).unwrap_or(0);
        self.out.push(Token {
            kind,
            span: Span { lo, hi: lo },
            space_before: false,
            line_start: false,
        });
    }

    /// Copies `i..end` with names classified by plain lookup and nothing else.
    fn flat(&mut self, mut i: usize, end: usize) -> usize {
        while i < end && self.k(i) != K::Eof {
            if self.k(i) == K::Ident {
                let k = self.plain_kind(i);
                self.emit(i, k);
            } else {
                self.emit_same(i);
            }
            i += 1;
        }
        i
    }

    /// Guarantees progress: if a reader returned without consuming, copy one token.
    fn progress(&mut self, i: usize, j: usize) -> usize {
        if j > i {
            j
        } else {
            self.flat(i, i + 1)
        }
    }

    fn plain_kind(&self, i: usize) -> K {
        let next_lt = self.k(i + 1) == K::Lt;
        match self.lookup(self.id(i), false) {
            // `C auto`: a concept constraining a placeholder.
            Some(e) if e.kind == NK::Concept && self.k(i + 1) == K::KwAuto => K::TemplateName,
            Some(e) => self.kind_of(e, next_lt),
            None => K::Ident,
        }
    }

    fn kind_of(&self, e: Entity, next_lt: bool) -> K {
        match e.kind {
            NK::Type => K::TypeName,
            NK::TypeTemplate if next_lt => K::TypeTemplateName,
            NK::TypeTemplate => K::TypeName,
            NK::Template | NK::Concept if next_lt => K::TemplateName,
            NK::Namespace => K::NamespaceName,
            _ => K::Ident,
        }
    }

    /// Skips a bracket group starting at `i` (or one token).
    fn skip(&self, i: usize) -> usize {
        match self.k(i) {
            K::LParen | K::LBracket | K::LBrace | K::AttrOpen => {
                self.cl(i).map(|c| c + 1).unwrap_or(i + 1)
            }
            _ => i + 1,
        }
    }

    // ------------------------------------------------------------ scopes and lookup

    fn push_scope(&mut self, kind: SK) -> usize {
        self.scopes.push(Scope::new(self.cur, kind));
        self.cur = self.scopes.len() - 1;
        self.cur
    }

    /// The scope declarations go to: the nearest one that is not a template-parameter or
    /// prototype scope.
    fn target(&self) -> usize {
        let mut s = self.cur;
        while s != NONE && matches!(self.scopes[s].kind, SK::Template | SK::Proto) {
            s = self.scopes[s].parent;
        }
        if s == NONE {
            0
        } else {
            s
        }
    }

    /// Declares `BUILTIN_TYPE_NAMES` (those the unit mentions) as types of the global scope.
    fn declare_builtin_types(&mut self) {
        let mut seen: HashSet<u32> = HashSet::default();
        for j in 0..self.t.len() {
            if self.t[j].kind == K::Ident && BUILTIN_TYPE_NAMES.contains(&self.txt(j)) {
                seen.insert(self.id(j));
            }
        }
        for id in seen {
            self.declare_in(0, id, NK::Type, NONE);
        }
    }

    fn declare_in(&mut self, s: usize, name: u32, kind: NK, scope: usize) {
        if name == u32::MAX || s >= self.scopes.len() {
            return;
        }
        if !self.scopes[s].earlier_bodies.is_empty() {
            self.scopes[s].earlier_bodies.remove(&name);
        }
        let names = &mut self.scopes[s].names;
        match names.get_mut(&name) {
            // A function and a function template of the same name form one overload set,
            // which is a template name (`f<int>()` may name the template).
            Some(old) if kind == NK::Value && old.kind == NK::Template => {}
            Some(old) if kind == NK::Template && old.kind == NK::Value => {
                old.kind = NK::Template;
            }
            Some(old) if kind == NK::Value => {
                if old.kind != NK::Value && old.kind != NK::Namespace {
                    let hidden = (old.kind, old.scope);
                    *old = Entity {
                        kind: NK::Value,
                        scope: NONE,
                        hidden: Some(hidden),
                    };
                }
            }
            Some(old) if old.kind == NK::Value => {
                old.hidden = Some((kind, scope));
            }
            Some(old) => {
                let keep = if scope == NONE { old.scope } else { scope };
                *old = Entity {
                    kind,
                    scope: keep,
                    hidden: None,
                };
            }
            None => {
                names.insert(
                    name,
                    Entity {
                        kind,
                        scope,
                        hidden: None,
                    },
                );
            }
        }
    }

    fn declare(&mut self, name: u32, kind: NK, scope: usize) {
        let s = if kind == NK::Value {
            self.cur_value_scope()
        } else {
            self.target()
        };
        self.declare_in(s, name, kind, scope);
    }

    /// Values (parameters, locals) go to the innermost non-template scope, prototypes included.
    fn cur_value_scope(&self) -> usize {
        let mut s = self.cur;
        while s != NONE && self.scopes[s].kind == SK::Template {
            s = self.scopes[s].parent;
        }
        if s == NONE {
            0
        } else {
            s
        }
    }

    /// Looks `name` up in scope `s` only (with its using-directives, inline namespaces and
    /// bases, to a bounded depth): qualified lookup.
    fn lookup_in(&self, s: usize, name: u32, types_only: bool, depth: u32) -> Option<Entity> {
        self.member(s, name, types_only, depth, true)
    }

    /// `name` in scope `s`, its `usings` and, when `directives`, the namespaces its
    /// using-directives nominate.
    fn member(&self, s: usize, name: u32, types_only: bool, depth: u32, directives: bool) -> Option<Entity> {
        let sc = self.scopes.get(s)?;
        if let Some(e) = sc.names.get(&name) {
            // Function templates are no types either: `shfl::helper<N>` names namespace
            // `shfl` beside a member function template `shfl` (cooperative_groups helpers.h).
            if !types_only || !matches!(e.kind, NK::Value | NK::Template) {
                return Some(*e);
            }
            if let Some((kind, scope)) = e.hidden {
                return Some(Entity {
                    kind,
                    scope,
                    hidden: None,
                });
            }
        }
        if depth < 6 {
            let nominated: &[usize] = if directives { &sc.directives } else { &[] };
            for &u in sc.usings.iter().chain(nominated) {
                if u != s {
                    if let Some(e) = self.member(u, name, types_only, depth + 1, directives) {
                        return Some(e);
                    }
                }
            }
        }
        None
    }

    /// Unqualified lookup from the current scope outwards. A namespace nominated by a
    /// using-directive counts as if its members were declared in the nearest scope enclosing
    /// both the directive and the namespace ([namespace.udir]/2): `using namespace cute;`
    /// in `cutlass::gemm` does not hide `cutlass::plus` behind `cute::plus`.
    fn lookup(&self, name: u32, types_only: bool) -> Option<Entity> {
        if name == u32::MAX {
            return None;
        }
        let nominated = self.nominated();
        let mut s = self.cur;
        let mut guard = 0;
        let mut in_body = false;
        while s != NONE && guard < 4096 {
            let sc = &self.scopes[s];
            in_body |= sc.kind == SK::Block;
            if sc.earlier_bodies.contains(&name) {
                // Still a member of this body's bases (`mask` of ctype_base in libstdc++'s
                // `ctype<char>`, whose primary template declares its own `mask`).
                for &u in &sc.usings {
                    if u != s {
                        if let Some(e) = self.member(u, name, types_only, 1, false) {
                            return Some(e);
                        }
                    }
                }
                s = sc.parent;
                guard += 1;
                continue;
            }
            if in_body && !types_only && sc.body_values.contains(&name) && !sc.names.contains_key(&name) {
                return Some(Entity {
                    kind: NK::Value,
                    scope: NONE,
                    hidden: None,
                });
            }
            if let Some(e) = self.member(s, name, types_only, 0, false) {
                // The names a using-directive brings to this scope join its own in one
                // overload set: a function here and a function template there make a
                // template-name (`select<0, 1>(x)` with glibc's `select` and `cute::select`).
                if e.kind == NK::Value {
                    let template = nominated
                        .iter()
                        .filter(|&&(home, _)| home == s)
                        .filter_map(|&(_, ns)| self.member(ns, name, types_only, 0, false))
                        .find(|n| n.kind == NK::Template);
                    if let Some(t) = template {
                        return Some(t);
                    }
                }
                return Some(e);
            }
            for &(home, ns) in &nominated {
                if home == s {
                    if let Some(e) = self.member(ns, name, types_only, 0, false) {
                        return Some(e);
                    }
                }
            }
            s = self.scopes[s].parent;
            guard += 1;
        }
        None
    }

    /// The namespaces using-directives make visible from the current scope (transitively),
    /// each with the scope its members count as declared in (see `lookup`). Usually empty.
    fn nominated(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let mut s = self.cur;
        let mut guard = 0;
        while s != NONE && guard < 4096 {
            for &ns in &self.scopes[s].directives {
                self.nominate(s, ns, &mut out, 0);
            }
            s = self.scopes[s].parent;
            guard += 1;
        }
        out
    }

    fn nominate(&self, at: usize, ns: usize, out: &mut Vec<(usize, usize)>, depth: u32) {
        if depth > 6 || ns >= self.scopes.len() || out.iter().any(|&(_, n)| n == ns) {
            return;
        }
        out.push((self.common_enclosing(at, ns), ns));
        for &next in &self.scopes[ns].directives {
            self.nominate(at, next, out, depth + 1);
        }
    }

    /// The nearest scope enclosing both `a` and `b` (either one itself included); the global
    /// scope if the parent chains do not meet within a bounded walk (they are re-linked for
    /// nested classes defined outside their class).
    fn common_enclosing(&self, a: usize, b: usize) -> usize {
        let chain = |mut s: usize| {
            let mut out = Vec::new();
            while s != NONE && out.len() < 4096 {
                out.push(s);
                s = self.scopes[s].parent;
            }
            out
        };
        let outer_of_a = chain(a);
        chain(b).into_iter().find(|c| outer_of_a.contains(c)).unwrap_or(0)
    }

    /// Creates or finds the scope of a class/enum/namespace `name` declared in `s`.
    fn scope_for(&mut self, s: usize, name: u32, kind: SK) -> usize {
        if let Some(e) = self.scopes.get(s).and_then(|sc| sc.names.get(&name)) {
            let found = if e.kind == NK::Value {
                e.hidden.map(|h| h.1).unwrap_or(NONE)
            } else {
                e.scope
            };
            if found != NONE && (kind != SK::Namespace || e.kind == NK::Namespace) {
                return found;
            }
        }
        self.scopes.push(Scope::new(s, kind));
        self.scopes.len() - 1
    }

    // ------------------------------------------------------------ qualified names

    /// Finds the `>` closing the template argument list opened at `lt` (`None` if this
    /// cannot be one).
    fn skip_angle(&self, lt: usize, end: usize) -> Option<usize> {
        self.skip_angle_with(lt, end, false)
            .or_else(|| self.skip_angle_with(lt, end, true))
    }

    /// `skip_angle`'s scan. A `<` after a name opens a nested list, except (when
    /// `dependent_lt`, the retry after an unbalanced first scan) after `T::name` where `T`
    /// names a type whose members are unknown: without `template`, that `<` is a comparison
    /// (`integral_constant<bool, _R1::num < _R2::num>`, <ratio>).
    fn skip_angle_with(&self, lt: usize, end: usize, dependent_lt: bool) -> Option<usize> {
        let mut depth = 0i32;
        let mut j = lt;
        while j < end {
            match self.k(j) {
                K::Lt if j == lt
                    || matches!(
                        self.k(j - 1),
                        K::KwTemplate | K::KwStaticCast | K::KwDynamicCast | K::KwReinterpretCast | K::KwConstCast
                    )
                    || (self.k(j - 1).is_name() && !(dependent_lt && self.lt_compares(j - 1))) =>
                {
                    depth += 1;
                }
                K::Gt | K::GtGt1 => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(j);
                    }
                }
                K::LParen | K::LBracket | K::LBrace | K::AttrOpen => {
                    j = self.cl(j)?;
                }
                K::Semi | K::RBrace | K::RParen | K::RBracket | K::Eof => return None,
                _ => {}
            }
            j += 1;
        }
        None
    }

    /// Whether a `<` after the name at `n` can only be a comparison (asked only once the list
    /// did not balance otherwise): the name is a value or unknown (`__m % __a < __m / __a`,
    /// <random>), or it is `Q::n` (no `template`) with `Q` a
    /// lone name denoting a type whose members are unknown (a template parameter) or nothing.
    fn lt_compares(&self, n: usize) -> bool {
        if n < 3 || self.k(n - 1) != K::ColonColon || !self.k(n - 2).is_name() {
            // Template parameters are declared only after their list's end is found, so an
            // unknown name counts as a value here too.
            return self.lookup(self.id(n), false).is_none_or(|e| e.kind == NK::Value);
        }
        if self.k(n - 3) == K::ColonColon {
            return false;
        }
        match self.lookup(self.id(n - 2), true) {
            Some(e) => e.kind == NK::Type && e.scope == NONE,
            None => true,
        }
    }

    /// Reads a possibly qualified name starting at `i`: `typename`? `::`? (seg `::`)* seg,
    /// seg = name [<args>]. Classifies every segment; emits nothing.
    fn scan_qname(&self, i: usize, end: usize) -> Option<QName> {
        let mut q = QName {
            start: i,
            decltype_at: NONE,
            scope: NONE,
            qual_scope: NONE,
            ..Default::default()
        };
        let mut j = i;
        let typename_kw = self.k(j) == K::KwTypename;
        if typename_kw {
            j += 1;
        }
        // qual: NONE = unqualified lookup; usize::MAX - 1 = unknown scope.
        const UNKNOWN: usize = usize::MAX - 1;
        let mut qual = NONE;
        if self.k(j) == K::ColonColon {
            qual = 0;
            q.qualified = true;
            j += 1;
        } else if self.k(j) == K::KwDecltype && self.k(j + 1) == K::LParen {
            let c = self.cl(j + 1)?;
            if self.k(c + 1) != K::ColonColon {
                return None;
            }
            q.decltype_at = j;
            q.qualified = true;
            qual = UNKNOWN;
            j = c + 2;
        }
        loop {
            if j >= end {
                break;
            }
            let mut template_kw = false;
            if self.k(j) == K::KwTemplate && q.qualified {
                template_kw = true;
                j += 1;
            }
            if !self.k(j).is_name() {
                if q.qualified && q.segs.is_empty() && q.decltype_at == NONE && qual == 0 {
                    return None; // a bare `::` (before `new`/`delete`/`operator`)
                }
                if template_kw {
                    j -= 1;
                }
                q.trailing_scope = q.qualified;
                break;
            }
            let name = self.id(j);
            let has_lt = self.k(j + 1) == K::Lt;
            let followed_by_scope = |after: usize| {
                self.k(after) == K::ColonColon
                    && (self.k(after + 1).is_name()
                        || matches!(
                            self.k(after + 1),
                            K::KwTemplate | K::Tilde | K::KwOperator | K::Star
                        ))
            };
            // Qualifier position: lookup ignores non-types.
            let ent_q = self.lookup_q(qual, name, true);
            let mut args = None;
            let mut after = j + 1;
            let is_tmpl = |e: Option<Entity>| {
                matches!(
                    e.map(|e| e.kind),
                    Some(NK::TypeTemplate | NK::Template | NK::Concept)
                )
            };
            let ent_full = self.lookup_q(qual, name, false);
            if has_lt {
                let tmpl = template_kw || is_tmpl(ent_full) || is_tmpl(ent_q);
                if let Some(gt) = self.skip_angle(j + 1, end) {
                    if tmpl || (ent_q.is_none() && followed_by_scope(gt + 1)) {
                        args = Some((j + 1, gt));
                        after = gt + 1;
                    }
                }
            }
            if followed_by_scope(after) {
                let kind = match ent_q.map(|e| e.kind) {
                    Some(NK::Namespace) => K::NamespaceName,
                    _ if args.is_some() => K::TypeTemplateName,
                    _ => K::TypeName,
                };
                q.segs.push((j, kind, args));
                qual = match ent_q {
                    Some(e) if e.scope != NONE => e.scope,
                    _ => UNKNOWN,
                };
                q.qualified = true;
                j = after + 1;
                continue;
            }
            // The last segment.
            let ent = ent_full;
            let kind = if template_kw {
                if args.is_none() {
                    K::Ident
                } else if typename_kw {
                    K::TypeTemplateName
                } else {
                    K::TemplateName
                }
            } else {
                match ent {
                    // `C auto`: a concept constraining a placeholder.
                    Some(e) if e.kind == NK::Concept && self.k(after) == K::KwAuto => {
                        K::TemplateName
                    }
                    Some(e) if e.kind != NK::Value => self.kind_of(e, args.is_some()),
                    _ if typename_kw => {
                        if args.is_some() {
                            K::TypeTemplateName
                        } else {
                            K::TypeName
                        }
                    }
                    // C++20 implicit typename: `T::type x;`.
                    None if q.qualified && qual == UNKNOWN && self.k(after) == K::Ident => {
                        K::TypeName
                    }
                    _ => K::Ident,
                }
            };
            let kind = if typename_kw && kind == K::Ident {
                if args.is_some() {
                    K::TypeTemplateName
                } else {
                    K::TypeName
                }
            } else {
                kind
            };
            if args.is_some() && kind == K::Ident {
                args = None;
                after = j + 1;
            }
            q.segs.push((j, kind, args));
            q.is_type = matches!(kind, K::TypeName | K::TypeTemplateName);
            q.entity = ent;
            q.scope = ent.map(|e| e.scope).unwrap_or(NONE);
            if q.is_type && q.scope == NONE {
                if let Some(e) = ent_q {
                    q.scope = e.scope;
                }
            }
            q.qual_scope = if qual == UNKNOWN { NONE } else { qual };
            j = after;
            break;
        }
        if q.segs.is_empty() && q.decltype_at == NONE && !q.qualified {
            return None;
        }
        if q.trailing_scope || q.segs.is_empty() {
            q.is_type = false;
            q.qual_scope = if qual == UNKNOWN { NONE } else { qual };
        }
        q.end = j;
        Some(q)
    }

    fn lookup_q(&self, qual: usize, name: u32, types_only: bool) -> Option<Entity> {
        if qual == NONE {
            self.lookup(name, types_only)
        } else if qual < self.scopes.len() {
            self.lookup_in(qual, name, types_only, 0)
        } else {
            None
        }
    }

    /// Emits a scanned name: qualifiers, segments with their kinds, template arguments.
    /// `last` overrides the last segment's kind.
    fn emit_qname(&mut self, q: &QName, last: Option<K>) -> usize {
        let mut j = q.start;
        let nsegs = q.segs.len();
        if q.decltype_at != NONE {
            j = self.flat(j, q.decltype_at);
            j = self.decltype(j);
        }
        for (n, &(idx, kind, args)) in q.segs.iter().enumerate() {
            self.flat(j, idx); // `typename`, `::`, `template`
            let kind = if n + 1 == nsegs && !q.trailing_scope {
                last.unwrap_or(kind)
            } else {
                kind
            };
            self.emit(idx, kind);
            j = idx + 1;
            if let Some((lt, gt)) = args {
                j = self.template_args(lt, gt);
            }
        }
        self.flat(j, q.end)
    }

    // ------------------------------------------------------------ declaration sequences

    /// Reads declarations until `end` or an unmatched `}`.
    fn decl_seq(&mut self, mut i: usize, end: usize, ctx: Ctx) -> usize {
        while i < end && self.k(i) != K::Eof {
            if self.k(i) == K::RBrace {
                if ctx == Ctx::Namespace {
                    i = self.flat(i, i + 1);
                    continue;
                }
                return i;
            }
            let j = self.declaration(i, end, ctx);
            i = self.progress(i, j);
        }
        i
    }

    fn declaration(&mut self, i: usize, end: usize, ctx: Ctx) -> usize {
        match self.k(i) {
            K::Semi | K::PragmaLine => self.flat(i, i + 1),
            K::KwNamespace => self.namespace_def(i, end),
            K::KwInline if self.k(i + 1) == K::KwNamespace => self.namespace_def(i, end),
            K::KwUsing => self.using_decl(i, end),
            K::KwTemplate => self.template_decl(i, end, ctx),
            K::KwExport => {
                self.emit_same(i);
                i + 1
            }
            K::KwExtern if self.k(i + 1) == K::StringLit => {
                let j = self.flat(i, i + 2);
                if self.k(j) == K::LBrace {
                    let c = self.cl(j).unwrap_or(end).min(end);
                    self.emit_same(j);
                    let k = self.decl_seq(j + 1, c, Ctx::Namespace);
                    self.flat(k, (c + 1).min(end))
                } else {
                    self.declaration(j, end, ctx)
                }
            }
            K::KwExtern if self.k(i + 1) == K::KwTemplate => {
                self.emit_same(i);
                self.template_decl(i + 1, end, ctx)
            }
            K::KwStaticAssert => self.static_assert(i, end),
            K::KwAsm => self.asm_stmt(i, end),
            K::KwPublic | K::KwProtected | K::KwPrivate if self.k(i + 1) == K::Colon => {
                self.flat(i, i + 2)
            }
            K::KwConcept => {
                self.emit_same(i);
                let id = self.id(i + 1);
                if self.k(i + 1).is_name() {
                    self.emit(i + 1, K::Ident);
                    self.declare(id, NK::Concept, NONE);
                    self.member_templates.insert(id);
                }
                self.templated = false;
                let mut j = i + 2;
                if self.k(j) == K::Assign {
                    j = self.flat(j, j + 1);
                    j = self.expr(j, end, S_NONE);
                }
                if self.k(j) == K::Semi {
                    j = self.flat(j, j + 1);
                }
                j
            }
            _ => self.simple_decl(i, end, ctx),
        }
    }

    fn static_assert(&mut self, i: usize, end: usize) -> usize {
        self.emit_same(i);
        let mut j = i + 1;
        if self.k(j) == K::LParen {
            if let Some(c) = self.cl(j) {
                self.emit_same(j);
                let k = self.expr(j + 1, c, S_NONE);
                self.flat(k, c + 1);
                j = c + 1;
            }
        }
        if self.k(j) == K::Semi && j < end {
            j = self.flat(j, j + 1);
        }
        j
    }

    /// `asm [volatile|goto|inline] ( ... ) ;` and the like: operands are expressions.
    fn asm_stmt(&mut self, i: usize, end: usize) -> usize {
        let mut j = self.flat(i, i + 1);
        while matches!(self.k(j), K::KwVolatile | K::KwInline | K::KwGoto) {
            j = self.flat(j, j + 1);
        }
        if self.k(j) == K::LParen {
            if let Some(c) = self.cl(j) {
                self.emit_same(j);
                let k = self.asm_operands(j + 1, c);
                self.flat(k, c + 1);
                j = c + 1;
            }
        }
        if self.k(j) == K::Semi && j < end {
            j = self.flat(j, j + 1);
        }
        j
    }

    fn asm_operands(&mut self, mut j: usize, c: usize) -> usize {
        while j < c {
            match self.k(j) {
                K::LParen => {
                    let e = self.cl(j).unwrap_or(c).min(c);
                    self.emit_same(j);
                    let k = self.expr(j + 1, e, S_NONE);
                    j = self.flat(k, (e + 1).min(c));
                }
                K::LBracket => {
                    let e = self.cl(j).unwrap_or(c).min(c);
                    self.emit_same(j);
                    let k = self.flat_idents(j + 1, e);
                    j = self.flat(k, (e + 1).min(c));
                }
                K::Ident => {
                    self.emit(j, K::Ident);
                    j += 1;
                }
                _ => j = self.flat(j, j + 1),
            }
        }
        j
    }

    /// Copies tokens, names as `Ident`.
    fn flat_idents(&mut self, mut j: usize, end: usize) -> usize {
        while j < end {
            let k = self.k(j);
            self.emit(j, if k.is_name() { K::Ident } else { k });
            j += 1;
        }
        j
    }

    fn namespace_def(&mut self, i: usize, end: usize) -> usize {
        let mut j = i;
        let mut inline = false;
        if self.k(j) == K::KwInline {
            inline = true;
            j = self.flat(j, j + 1);
        }
        j = self.flat(j, j + 1); // namespace
        j = self.attrs(j, end);
        let mut s = self.target();
        let outer = s;
        let mut named = false;
        if self.k(j).is_name() {
            // Alias: `namespace N = A::B;`
            if self.k(j + 1) == K::Assign {
                let name = self.id(j);
                self.emit(j, K::Ident);
                self.emit_same(j + 1);
                j += 2;
                let mut scope = NONE;
                if let Some(q) = self.scan_qname(j, end) {
                    scope = q.scope;
                    j = self.emit_qname(&q, None);
                }
                self.declare_in(s, name, NK::Namespace, scope);
                if self.k(j) == K::Semi {
                    j = self.flat(j, j + 1);
                }
                return j;
            }
            loop {
                if self.k(j) == K::KwInline {
                    inline = true;
                    j = self.flat(j, j + 1);
                }
                if !self.k(j).is_name() {
                    break;
                }
                let name = self.id(j);
                let exists = matches!(self.scopes[s].names.get(&name), Some(e) if e.kind == NK::Namespace && e.scope != NONE);
                self.emit(j, if exists { K::NamespaceName } else { K::Ident });
                let ns = self.scope_for(s, name, SK::Namespace);
                self.declare_in(s, name, NK::Namespace, ns);
                if inline && !self.scopes[s].usings.contains(&ns) {
                    self.scopes[s].usings.push(ns);
                }
                inline = false;
                s = ns;
                named = true;
                j += 1;
                if self.k(j) == K::ColonColon {
                    j = self.flat(j, j + 1);
                } else {
                    break;
                }
            }
        }
        if !named {
            let anon = self.scopes[s].anon;
            let ns = if anon != NONE {
                anon
            } else {
                self.scopes.push(Scope::new(s, SK::Namespace));
                let ns = self.scopes.len() - 1;
                self.scopes[s].anon = ns;
                self.scopes[s].usings.push(ns);
                ns
            };
            s = ns;
        }
        j = self.attrs(j, end);
        if self.k(j) != K::LBrace {
            // A malformed head (`namespace G [[a]] ::H {`, `namespace A::B:: {`): EDG takes the
            // next `{` as the body (`recovery::namespace_head_recovery`), and so does the table.
            let mut m = j;
            while m < end && !matches!(self.k(m), K::LBrace | K::Semi | K::RBrace | K::Eof) {
                m = match self.cl(m) {
                    Some(c) if c > m => c + 1,
                    _ => m + 1,
                };
            }
            if m >= end || self.k(m) != K::LBrace {
                return j;
            }
            j = self.flat(j, m);
        }
        let c = self.cl(j).unwrap_or(end).min(end);
        self.emit_same(j);
        let saved = self.cur;
        self.cur = s;
        let k = self.decl_seq(j + 1, c, Ctx::Namespace);
        self.cur = saved;
        let _ = outer;
        self.flat(k, (c + 1).min(end))
    }

    fn using_decl(&mut self, i: usize, end: usize) -> usize {
        let mut j = self.flat(i, i + 1);
        match self.k(j) {
            K::KwNamespace => {
                j = self.flat(j, j + 1);
                if let Some(q) = self.scan_qname(j, end) {
                    let s = q.scope;
                    j = self.emit_qname(&q, None);
                    let t = self.cur_value_scope();
                    if s != NONE && s != t && !self.scopes[t].directives.contains(&s) {
                        self.scopes[t].directives.push(s);
                    }
                }
            }
            K::KwEnum => {
                j = self.flat(j, j + 1);
                if let Some(q) = self.scan_qname(j, end) {
                    j = self.emit_qname(&q, None);
                }
            }
            k if k.is_name()
                && (self.k(j + 1) == K::Assign
                    || self.k(j + 1) == K::AttrOpen
                    || self.k(j + 1) == K::KwAttribute) =>
            {
                let templated = std::mem::take(&mut self.templated);
                let name = self.id(j);
                self.emit(j, K::Ident);
                j = self.attrs(j + 1, end);
                if self.k(j) == K::Assign {
                    j = self.flat(j, j + 1);
                }
                self.last_type_scope = NONE;
                // The alias is declared after its type-id: in `using BlockScan =
                // BlockScan<...>;` (CUB) the right side names the outer template, not the
                // member the class prescan already declared.
                // Without such an outer name, the earlier declaration stays visible: it is
                // one the alias redeclares (`template<class U> using T = T<U>;` after
                // `template<class U> using T = int;`).
                let t = self.target();
                let mut early = self.scopes[t].names.remove(&name);
                if self.lookup(name, false).is_none() {
                    if let Some(e) = early.take() {
                        self.scopes[t].names.insert(name, e);
                    }
                }
                j = self.type_id(j, end, S_NONE);
                if let Some(e) = early {
                    self.scopes[t].names.insert(name, e);
                }
                let scope = self.last_type_scope;
                self.declare(
                    name,
                    if templated {
                        NK::TypeTemplate
                    } else {
                        NK::Type
                    },
                    scope,
                );
            }
            _ => loop {
                // using-declarations: `using A::b, typename C::d;`
                let typename_kw = self.k(j) == K::KwTypename;
                let Some(q) = self.scan_qname(j, end) else {
                    break;
                };
                if q.trailing_scope || q.segs.is_empty() {
                    j = self.emit_qname(&q, None);
                    j = self.operator_or_dtor(j, end);
                } else {
                    let (idx, _, args) = q.segs[q.segs.len() - 1];
                    let name = self.id(idx);
                    let ent = q.entity;
                    j = self.emit_qname(
                        &q,
                        // `using N::f<0>;` (ill-formed, 753) names a template-id.
                        Some(if self.k(q.end) == K::Lt || args.is_some() {
                            K::TemplateName
                        } else {
                            K::Ident
                        }),
                    );
                    if typename_kw {
                        self.declare(name, NK::Type, NONE);
                    } else if let Some(e) = ent {
                        let t = self.target();
                        // `using ::mbstate_t;` is qualified with one segment.
                        if e.kind != NK::Value && (q.segs.len() > 1 || q.qualified) {
                            self.declare_in(t, name, e.kind, e.scope);
                        } else if e.kind == NK::Value
                            && self.scopes.get(t).and_then(|s| s.names.get(&name)).is_some_and(|o| o.kind != NK::Value)
                        {
                            // `using B::x; using A::x;` with struct B::x and variable A::x: the
                            // variable hides the class ([basic.scope.hiding]), `x = 99` is an
                            // expression.
                            self.declare_in(t, name, NK::Value, NONE);
                        }
                    }
                }
                if self.k(j) == K::Ellipsis {
                    j = self.flat(j, j + 1);
                }
                if self.k(j) == K::Comma {
                    j = self.flat(j, j + 1);
                    continue;
                }
                break;
            },
        }
        if self.k(j) == K::Semi && j < end {
            j = self.flat(j, j + 1);
        }
        j
    }

    fn template_decl(&mut self, i: usize, end: usize, ctx: Ctx) -> usize {
        let mut j = self.flat(i, i + 1);
        if self.k(j) != K::Lt {
            // Explicit instantiation.
            return self.declaration(j, end, ctx);
        }
        let saved = self.cur;
        self.push_scope(SK::Template);
        j = self.template_params(j, end);
        if self.k(j) == K::KwRequires {
            j = self.flat(j, j + 1);
            j = self.constraint(j, end);
        }
        self.templated = true;
        let k = if self.depth < MAX_DEPTH {
            self.depth += 1;
            let k = self.declaration(j, end, ctx);
            self.depth -= 1;
            k
        } else {
            j
        };
        self.templated = false;
        self.cur = saved;
        k
    }

    /// A requires-clause: primaries joined by `&&`/`||`.
    fn constraint(&mut self, mut j: usize, end: usize) -> usize {
        loop {
            while self.k(j) == K::Bang {
                j = self.flat(j, j + 1);
            }
            match self.k(j) {
                K::LParen => {
                    let c = self.cl(j).unwrap_or(end).min(end);
                    // `(C<Ts> && ...)`: a fold expression.
                    let kind = if self.is_fold(j, c) { K::LParenFold } else { K::LParen };
                    self.emit(j, kind);
                    let k = self.expr(j + 1, c, S_NONE);
                    j = self.flat(k, (c + 1).min(end));
                }
                k if k.is_name() || k == K::ColonColon => {
                    if let Some(q) = self.scan_qname(j, end) {
                        j = self.emit_qname(&q, None);
                    } else {
                        j = self.flat(j, j + 1);
                    }
                }
                K::KwTrue | K::KwFalse | K::IntLit => j = self.flat(j, j + 1),
                K::KwRequires => j = self.requires_expr(j, end),
                // `__is_trivially_copyable(T)`
                K::KwTypeTrait => {
                    self.emit_same(j);
                    j = if self.k(j + 1) == K::LParen {
                        self.type_or_expr_paren(j + 1, end)
                    } else {
                        j + 1
                    };
                }
                _ => return j,
            }
            if matches!(self.k(j), K::AmpAmp | K::PipePipe) && j < end {
                j = self.flat(j, j + 1);
            } else {
                return j;
            }
        }
    }

    /// `<` template-parameter-list `>`; declares the parameters in the current scope.
    fn template_params(&mut self, lt: usize, end: usize) -> usize {
        let gt = self.skip_angle(lt, end).unwrap_or(end).min(end);
        self.emit_same(lt);
        let mut j = lt + 1;
        while j < gt {
            let start = j;
            match self.k(j) {
                K::Comma => {
                    j = self.flat(j, j + 1);
                    continue;
                }
                K::KwClass | K::KwTypename
                    if {
                        let mut n = j + 1;
                        if self.k(n) == K::Ellipsis {
                            n += 1;
                        }
                        if self.k(n) == K::Ident {
                            n += 1;
                        }
                        matches!(self.k(n), K::Comma | K::Gt | K::GtGt1 | K::Assign) || n >= gt
                    } =>
                {
                    j = self.flat(j, j + 1);
                    if self.k(j) == K::Ellipsis {
                        j = self.flat(j, j + 1);
                    }
                    if self.k(j) == K::Ident && j < gt {
                        let name = self.id(j);
                        self.emit(j, K::Ident);
                        self.declare_in(self.cur, name, NK::Type, NONE);
                        j += 1;
                    }
                    if self.k(j) == K::Assign && j < gt {
                        j = self.flat(j, j + 1);
                        j = self.type_id(j, gt, S_TARG);
                    }
                }
                K::KwTemplate if self.k(j + 1) == K::Lt => {
                    j = self.flat(j, j + 1);
                    let saved = self.cur;
                    self.push_scope(SK::Template);
                    j = self.template_params(j, gt);
                    self.cur = saved;
                    if matches!(self.k(j), K::KwClass | K::KwTypename) {
                        j = self.flat(j, j + 1);
                    }
                    if self.k(j) == K::Ellipsis {
                        j = self.flat(j, j + 1);
                    }
                    if self.k(j).is_name() && j < gt {
                        let name = self.id(j);
                        self.emit(j, K::Ident);
                        self.declare_in(self.cur, name, NK::TypeTemplate, NONE);
                        j += 1;
                    }
                    if self.k(j) == K::Assign && j < gt {
                        j = self.flat(j, j + 1);
                        if let Some(q) = self.scan_qname(j, gt) {
                            let last = match q.entity.map(|e| e.kind) {
                                Some(NK::TypeTemplate) if self.k(q.end) != K::Lt => {
                                    Some(K::TypeTemplateName)
                                }
                                _ => None,
                            };
                            j = self.emit_qname(&q, last);
                        }
                    }
                }
                _ => {
                    // A constrained type parameter `C T` / `C<U> T`, or a non-type parameter.
                    if let Some(q) = self.scan_qname(j, gt) {
                        let concept =
                            matches!(q.entity.map(|e| e.kind), Some(NK::Concept | NK::Template));
                        let mut n = q.end;
                        if self.k(n) == K::Ellipsis {
                            n += 1;
                        }
                        // `template <typename, C>`: a constrained type parameter may be unnamed.
                        let unnamed = q.entity.is_some_and(|e| e.kind == NK::Concept) && (n == gt || matches!(self.k(n), K::Comma | K::Assign));
                        if concept && (self.k(n) == K::Ident || unnamed) && !q.segs.is_empty() {
                            let has_args = q.segs.last().map(|s| s.2.is_some()).unwrap_or(false);
                            j = self.emit_qname(
                                &q,
                                Some(if has_args {
                                    K::TypeTemplateName
                                } else {
                                    K::TypeName
                                }),
                            );
                            if self.k(j) == K::Ellipsis {
                                j = self.flat(j, j + 1);
                            }
                            if self.k(j) == K::Ident {
                                let name = self.id(j);
                                self.emit(j, K::Ident);
                                self.declare_in(self.cur, name, NK::Type, NONE);
                                j += 1;
                            }
                            if self.k(j) == K::Assign && j < gt {
                                j = self.flat(j, j + 1);
                                j = self.type_id(j, gt, S_TARG);
                            }
                            continue;
                        }
                    }
                    let (k, _) = self.decl_specs(j, gt, Ctx::Param);
                    let (k, info) = self.declarator(k, gt, Ctx::Param, true);
                    if info.name != NONE {
                        self.declare_in(self.cur, info.name_id, NK::Value, NONE);
                    }
                    j = k;
                    if self.k(j) == K::Assign && j < gt {
                        j = self.flat(j, j + 1);
                        j = self.expr(j, gt, S_TARG);
                    }
                }
            }
            if j == start {
                j = self.flat(j, j + 1);
            } else if !matches!(self.k(j), K::Comma) && j < gt {
                // Confused: copy to the next comma or the end.
                while j < gt && self.k(j) != K::Comma {
                    j = self.flat(j, self.skip(j).min(gt));
                }
            }
        }
        if gt < end {
            self.flat(gt, gt + 1)
        } else {
            gt
        }
    }

    // ------------------------------------------------------------ simple declarations

    /// Declaration specifiers. Stops at the first token that is not one (the declarator).
    fn decl_specs(&mut self, mut j: usize, end: usize, ctx: Ctx) -> (usize, Specs) {
        let mut sp = Specs {
            type_scope: NONE,
            ..Default::default()
        };
        let mut builtin = false;
        // A specifier came before the type: what follows is a declaration.
        let mut seen_spec = false;
        while j < end {
            let k = self.k(j);
            match k {
                _ if is_storage(k) || is_cv(k) => {
                    sp.typedef |= k == K::KwTypedef;
                    sp.friend |= k == K::KwFriend;
                    seen_spec = true;
                    j = self.flat(j, j + 1);
                }
                K::AttrOpen | K::KwAttribute | K::KwAlignas => {
                    seen_spec = true;
                    j = self.attrs(j, end);
                }
                _ if is_builtin_type(k) => {
                    if sp.has_type && !builtin {
                        break;
                    }
                    sp.has_type = true;
                    builtin = true;
                    j = self.flat(j, j + 1);
                }
                K::KwAuto => {
                    if sp.has_type {
                        break;
                    }
                    sp.has_type = true;
                    j = self.flat(j, j + 1);
                }
                _ if sp.has_type && !builtin && (is_class_key(k) || k == K::KwEnum) => break,
                _ if is_class_key(k) => {
                    if sp.has_type {
                        break;
                    }
                    sp.has_type = true;
                    let (n, s) = self.class_spec(j, end, ctx, sp.friend);
                    sp.type_scope = s;
                    j = n;
                }
                K::KwEnum => {
                    if sp.has_type {
                        break;
                    }
                    sp.has_type = true;
                    let (n, s) = self.enum_spec(j, end);
                    sp.type_scope = s;
                    j = n;
                }
                K::KwDecltype | K::KwTypeof | K::TypeTraitType if !sp.has_type => {
                    if k == K::KwDecltype {
                        if let Some(q) = self.scan_qname(j, end) {
                            if q.is_type || q.trailing_scope {
                                sp.has_type = q.is_type;
                                j = self.emit_qname(&q, None);
                                continue;
                            }
                        }
                    }
                    sp.has_type = true;
                    j = self.type_paren_spec(j, end);
                }
                K::KwTypename | K::ColonColon if !sp.has_type => match self.scan_qname(j, end) {
                    // `::N::S::S() {..}` names a constructor, not a type.
                    Some(q) if q.is_type && !self.is_ctor_qname(&q) => {
                        sp.has_type = true;
                        sp.type_scope = q.scope;
                        j = self.emit_qname(&q, None);
                    }
                    _ => break,
                },
                _ if k.is_name() && !sp.has_type => {
                    if self.is_deduction_guide(j, ctx) {
                        break; // the guide's name is its declarator
                    }
                    if let Ctx::Class(cname) = ctx {
                        // A constructor: `S(`, or `B<T>(` in a class template `B`.
                        let after = match self.k(j + 1) {
                            K::Lt => self.skip_angle(j + 1, end).map_or(j + 1, |g| g + 1),
                            _ => j + 1,
                        };
                        if self.id(j) == cname && self.ctor_paren(after) {
                            break;
                        }
                    }
                    match self.scan_qname(j, end) {
                        Some(q) if q.is_type && !self.is_ctor_qname(&q) => {
                            sp.has_type = true;
                            sp.type_scope = q.scope;
                            j = self.emit_qname(&q, None);
                        }
                        // `C auto` / `ns::C<int> auto`: the concept constrains the placeholder
                        // that follows (read next as the type).
                        Some(q) if self.k(q.end) == K::KwAuto && q.entity.is_some_and(|e| e.kind == NK::Concept) => {
                            j = self.emit_qname(&q, None);
                        }
                        _ if self.undeclared_type_name(j, seen_spec || matches!(ctx, Ctx::Namespace | Ctx::Class(_))) => {
                            sp.has_type = true;
                            self.emit(j, K::TypeName);
                            j += 1;
                        }
                        _ => break,
                    }
                }
                _ => break,
            }
        }
        (j, sp)
    }

    /// EDG's recovery for an undeclared name where a declaration's type is expected
    /// (`Unknown x;`, `static Unknown *p;`): the name is read as a type, so the declaration
    /// parses and sema reports the name as undefined (20) rather than a cascade of syntax
    /// errors. Only in shapes no expression has: the name followed by a declarator's name, or
    /// by `*`/`&`/`&&` and a name where only a declaration can come (`declaration_only`: after
    /// a specifier, or at namespace or class scope).
    fn undeclared_type_name(&self, j: usize, declaration_only: bool) -> bool {
        if self.k(j) != K::Ident || self.lookup(self.id(j), false).is_some() {
            return false;
        }
        match self.k(j + 1) {
            K::Ident => true,
            K::Star | K::Amp | K::AmpAmp => declaration_only && self.k(j + 2) == K::Ident,
            _ => false,
        }
    }

    /// Whether the class's own name followed by the `(` at `p` declares a constructor: not
    /// when a pointer declarator opens there (`A (*fp)();`, `A (A::*pm);` in class `A`),
    /// since no parameter starts with a pointer operator.
    fn ctor_paren(&self, p: usize) -> bool {
        self.k(p) == K::LParen
            && !matches!(self.k(p + 1), K::Star | K::Amp | K::AmpAmp)
            && !self.cl(p).is_some_and(|c| self.is_member_ptr(p + 1, c))
            // `X0 (f0)(int);` in class X0: a member function with a parenthesized name that
            // returns X0 (a name that is no type cannot be a constructor's parameter type).
            && !(self.k(p + 1) == K::Ident && self.plain_kind(p + 1) == K::Ident && self.k(p + 2) == K::RParen && self.k(p + 3) == K::LParen)
    }

    /// `pair(T1, T2) -> pair<T1, T2>;`: a deduction guide starts at `j` (an unqualified
    /// class template name, a parameter list and `->`, at namespace or class scope).
    fn is_deduction_guide(&self, j: usize, ctx: Ctx) -> bool {
        matches!(ctx, Ctx::Namespace | Ctx::Class(_))
            && self.k(j).is_name()
            && (j == 0 || self.k(j - 1) != K::ColonColon)
            && self.k(j + 1) == K::LParen
            && self.cl(j + 1).is_some_and(|c| self.k(c + 1) == K::Arrow)
            && matches!(self.lookup(self.id(j), true).map(|e| e.kind), Some(NK::TypeTemplate))
    }

    /// Where the declarator continues after a declarator-id that ends at `end`: past the
    /// `)`s that close the parentheses opened right before the id at `start`
    /// (`(X0)(float);`, `((Foo))(INT);`, `(X0::X0)(int) {}` name constructors too).
    fn past_id_parens(&self, start: usize, end: usize) -> usize {
        let mut open = 0;
        while open < start && self.k(start - open - 1) == K::LParen {
            open += 1;
        }
        let mut j = end;
        while open > 0 && self.k(j) == K::RParen {
            open -= 1;
            j += 1;
        }
        j
    }

    /// `A::A(` / `A<T>::A(`: the last segment names the class the qualifier denotes.
    fn is_ctor_qname(&self, q: &QName) -> bool {
        let n = q.segs.len();
        n >= 2
            && !q.trailing_scope
            && self.k(self.past_id_parens(q.start, q.end)) == K::LParen
            && q.segs[n - 1].2.is_none()
            && self.id(q.segs[n - 1].0) == self.id(q.segs[n - 2].0)
    }

    /// `decltype(...)`, `__typeof__(...)`, a type trait `__underlying_type(T)`.
    fn type_paren_spec(&mut self, j: usize, end: usize) -> usize {
        match self.k(j) {
            K::KwDecltype => self.decltype(j),
            _ => {
                self.emit_same(j);
                if self.k(j + 1) == K::LParen {
                    self.type_or_expr_paren(j + 1, end)
                } else {
                    j + 1
                }
            }
        }
    }

    /// `decltype ( expr )` or `decltype(auto)`.
    fn decltype(&mut self, j: usize) -> usize {
        self.emit_same(j);
        let p = j + 1;
        if self.k(p) != K::LParen {
            return p;
        }
        let Some(c) = self.cl(p) else { return p };
        if self.k(p + 1) == K::KwAuto && c == p + 2 {
            self.emit(p, K::LParenType);
            return self.flat(p + 1, c + 1);
        }
        self.emit_same(p);
        let k = self.expr(p + 1, c, S_NONE);
        self.flat(k, c + 1)
    }

    /// A `(` whose contents are a type-id (→ `LParenType`) or an expression.
    fn type_or_expr_paren(&mut self, p: usize, end: usize) -> usize {
        let Some(c) = self.cl(p).filter(|&c| c < end.max(p + 1) || end == NONE) else {
            return self.flat(p, p + 1);
        };
        if self.all_type_ids(p + 1, c) {
            self.emit(p, K::LParenType);
            let mut j = p + 1;
            while j < c {
                j = self.type_id(j, c, S_COMMA);
                if self.k(j) == K::Ellipsis || self.k(j) == K::Comma {
                    j = self.flat(j, j + 1);
                } else if j < c {
                    j = self.flat(j, c);
                }
            }
        } else {
            self.emit_same(p);
            let k = self.expr(p + 1, c, S_NONE);
            self.flat(k, c);
        }
        self.flat(c, c + 1)
    }

    /// Every comma-separated part of `s..e` is a type-id.
    fn all_type_ids(&self, s: usize, e: usize) -> bool {
        if s >= e {
            return false;
        }
        let mut j = s;
        while j < e {
            let part_end = self.top_level_end(j, e, true);
            let mut pe = part_end;
            if pe > j && self.k(pe - 1) == K::Ellipsis {
                pe -= 1;
            }
            if !self.is_type_id(j, pe) {
                return false;
            }
            j = part_end + 1;
        }
        true
    }

    /// The index of the first top-level `,` (if `comma`) in `s..e`, or `e`; template
    /// argument lists are skipped.
    fn top_level_end(&self, s: usize, e: usize, comma: bool) -> usize {
        let mut j = s;
        while j < e {
            match self.k(j) {
                K::Comma if comma => return j,
                K::Lt if j > s && self.k(j - 1).is_name() && self.names_template(j - 1) => {
                    j = self.skip_angle(j, e).map(|g| g + 1).unwrap_or(j + 1)
                }
                _ => j = self.step_over(j, e),
            }
        }
        e
    }

    /// Past the unit of tokens starting at `j`: a bracketed group, a (qualified) name with
    /// its template arguments (`ns::A<x, y>::v`), or one token.
    fn step_over(&self, j: usize, e: usize) -> usize {
        match self.k(j) {
            K::LParen | K::LBracket | K::LBrace | K::AttrOpen => self.skip(j),
            k if k.is_name() || k == K::ColonColon => match self.scan_qname(j, e) {
                Some(q) if q.end > j => q.end,
                _ => j + 1,
            },
            _ => j + 1,
        }
    }

    fn names_template(&self, i: usize) -> bool {
        matches!(
            self.lookup(self.id(i), false).map(|e| e.kind),
            Some(NK::TypeTemplate | NK::Template | NK::Concept)
        ) || (i > 0 && self.k(i - 1) == K::KwTemplate)
    }

    /// Where the type specifier starting at `j` ends, if one starts there (`None` if `j`
    /// does not start a type): builtin keywords, a named type, `typename`, class keys,
    /// `decltype`/`__typeof__`/type traits.
    fn type_spec_end(&self, mut j: usize, e: usize) -> Option<usize> {
        let mut found = false;
        loop {
            if j >= e {
                break;
            }
            let k = self.k(j);
            if is_cv(k) {
                j += 1;
            } else if matches!(k, K::AttrOpen | K::KwAttribute | K::KwAlignas) {
                j = self.skip_attr(j);
            } else if is_builtin_type(k) {
                found = true;
                j += 1;
                while j < e && (is_builtin_type(self.k(j)) || is_cv(self.k(j))) {
                    j += 1;
                }
                break;
            } else if found {
                break;
            } else if is_class_key(k) || k == K::KwEnum {
                let q = self.scan_qname(j + 1, e)?;
                return Some(self.skip_cv(q.end, e));
            } else if matches!(k, K::KwTypeof | K::TypeTraitType) {
                return Some(self.skip_cv(self.skip(j + 1), e));
            } else if k == K::KwDecltype {
                if let Some(q) = self.scan_qname(j, e) {
                    if q.is_type {
                        return Some(self.skip_cv(q.end, e));
                    }
                    return None;
                }
                return Some(self.skip_cv(self.skip(j + 1), e));
            } else if k == K::KwAuto {
                return Some(self.skip_cv(j + 1, e));
            } else if k.is_name() || k == K::ColonColon || k == K::KwTypename {
                let q = self.scan_qname(j, e)?;
                // `C auto`: a concept constraining a placeholder is a type specifier too.
                if !q.is_type && self.k(q.end) == K::KwAuto && q.entity.is_some_and(|e| e.kind == NK::Concept) {
                    return Some(self.skip_cv(q.end + 1, e));
                }
                if !q.is_type {
                    return None;
                }
                return Some(self.skip_cv(q.end, e));
            } else {
                break;
            }
        }
        found.then_some(j)
    }

    fn skip_cv(&self, mut j: usize, e: usize) -> usize {
        while j < e && (is_cv(self.k(j)) || matches!(self.k(j), K::AttrOpen | K::KwAttribute)) {
            j = self.skip_attr(j);
        }
        j
    }

    fn skip_attr(&self, j: usize) -> usize {
        match self.k(j) {
            K::KwAttribute | K::KwAlignas => {
                if self.k(j + 1) == K::LParen {
                    self.skip(j + 1)
                } else {
                    j + 1
                }
            }
            _ => self.skip(j),
        }
    }

    /// `s..e` is exactly a type-id: a type specifier and an abstract declarator.
    fn is_type_id(&self, s: usize, e: usize) -> bool {
        match self.type_spec_end(s, e) {
            Some(j) => self.abstract_ok(j, e, false),
            None => false,
        }
    }

    /// `j..e` is an abstract declarator (`*`, `&`, `(*)(int)`, `[3]`, ...). A `(` right after
    /// the type that is not a nested declarator makes it a functional cast instead.
    /// Whether the `(` at `p` can open a parameter-declaration-clause: `()`, `(...)`, or a
    /// first parameter that starts with a type.
    fn starts_params(&self, p: usize) -> bool {
        let k = self.k(p + 1);
        if k.is_name() || k == K::ColonColon {
            // Not yet classified at this point: look the (qualified) name up.
            let end = self.cl(p).unwrap_or(p + 1);
            return matches!(self.scan_qname(p + 1, end), Some(q) if q.is_type);
        }
        matches!(
            k,
            K::RParen
                | K::Ellipsis
                | K::KwTypename
                | K::KwDecltype
                | K::KwTypeof
                | K::KwStruct
                | K::KwClass
                | K::KwEnum
                | K::KwUnion
                | K::KwAuto
        ) || is_builtin_type(k)
            || is_cv(k)
    }

    fn abstract_ok(&self, mut j: usize, e: usize, mut seen_group: bool) -> bool {
        // After a pointer operator a `(` can only be a declarator's (`T&(Args...)`).
        let mut after_ptr = false;
        while j < e {
            let k = self.k(j);
            match k {
                K::Star | K::Amp | K::AmpAmp | K::Caret => {
                    j += 1;
                    after_ptr = true;
                }
                K::Ellipsis => j += 1,
                _ if is_cv(k) => j += 1,
                K::AttrOpen | K::KwAttribute => j = self.skip_attr(j),
                K::LBracket => {
                    j = self.skip(j);
                    seen_group = true;
                }
                K::LParen => {
                    let Some(c) = self.cl(j) else { return false };
                    let first = self.k(j + 1);
                    if matches!(first, K::Star | K::Amp | K::AmpAmp | K::Caret)
                        || self.is_member_ptr(j + 1, c)
                    {
                        if !self.abstract_ok(j + 1, c, false) {
                            return false;
                        }
                        seen_group = true;
                    } else if !seen_group && !(after_ptr && self.starts_params(j)) {
                        return false;
                    }
                    j = c + 1;
                    // Function qualifiers after a parameter list.
                    while j < e && (is_cv(self.k(j)) || matches!(self.k(j), K::KwNoexcept)) {
                        j += 1;
                    }
                }
                K::KwNoexcept => j += 1,
                K::Arrow if seen_group => {
                    return self.is_type_id(j + 1, e);
                }
                _ if k.is_name() || k == K::ColonColon => {
                    if !self.is_member_ptr(j, e) {
                        return false;
                    }
                    match self.scan_qname(j, e) {
                        Some(q) if q.trailing_scope => j = q.end,
                        _ => return false,
                    }
                }
                _ => return false,
            }
        }
        true
    }

    /// `A::*` or `A<T>::B::*` starts at `j`.
    fn is_member_ptr(&self, j: usize, e: usize) -> bool {
        if !(self.k(j).is_name() || self.k(j) == K::ColonColon) {
            return false;
        }
        match self.scan_qname(j, e) {
            Some(q) => q.trailing_scope && self.k(q.end) == K::Star,
            None => false,
        }
    }

    fn simple_decl(&mut self, i: usize, end: usize, ctx: Ctx) -> usize {
        // A class specifier among the specifiers takes the template flag itself.
        let templated = self.templated;
        let (mut j, sp) = self.decl_specs(i, end, ctx);
        self.templated = false;
        // Structured binding `auto [a, b] = e;`.
        if self.k(j) == K::LBracket && sp.has_type {
            if let Some(c) = self.cl(j) {
                self.emit_same(j);
                let mut n = j + 1;
                while n < c {
                    if self.k(n).is_name() {
                        let id = self.id(n);
                        self.declare(id, NK::Value, NONE);
                        self.emit(n, K::Ident);
                        n += 1;
                    } else {
                        n = self.flat(n, n + 1);
                    }
                }
                j = self.flat(c, c + 1);
                j = self.initializer(j, end, &DInfo::default(), ctx);
            }
        }
        let mut first = true;
        loop {
            if j >= end {
                return j;
            }
            match self.k(j) {
                K::Semi => return self.flat(j, j + 1),
                K::RBrace | K::Eof => return j,
                K::Colon if first => {
                    // Unnamed bit-field.
                    j = self.flat(j, j + 1);
                    j = self.expr(j, end, S_COMMA);
                    continue;
                }
                K::Comma if !first => {
                    j = self.flat(j, j + 1);
                    continue;
                }
                _ => {}
            }
            if !first && self.k(j - 1) != K::Comma {
                return j; // confused
            }
            first = false;
            let start = j;
            let (n, info) = self.declarator(j, end, ctx, false);
            j = n;
            if info.name != NONE && !info.ctor {
                if sp.typedef {
                    self.declare(info.name_id, NK::Type, sp.type_scope);
                } else if !info.qualified && !sp.friend {
                    let kind = if templated { NK::Template } else { NK::Value };
                    if templated && info.is_function {
                        self.member_templates.insert(info.name_id);
                    }
                    if info.template_id {
                        // A specialization does not redeclare the name.
                    } else if ctx == Ctx::Block || ctx == Ctx::Cond {
                        self.declare_in(self.cur_value_scope(), info.name_id, kind, NONE);
                    } else {
                        self.declare(info.name_id, kind, NONE);
                    }
                }
            }
            if let Some(read) = info.init_paren {
                j = self.init_paren(j, read);
            }
            if info.is_function
                && !sp.typedef
                && (matches!(self.k(j), K::LBrace | K::KwTry)
                    || (self.k(j) == K::Colon && self.looks_like_ctor_init(j, end)))
            {
                return self.function_body(j, end, &info);
            }
            j = self.initializer(j, end, &info, ctx);
            if j == start {
                return j;
            }
        }
    }

    /// After `:` of a function declarator: mem-initializers followed by a body.
    fn looks_like_ctor_init(&self, j: usize, end: usize) -> bool {
        let mut n = j + 1;
        while n < end {
            match self.k(n) {
                K::LBrace => {
                    // `x{...}` is a mem-initializer; `{` after `)`/`}`/`...` is the body.
                    if matches!(
                        self.k(n - 1),
                        K::RParen | K::RBrace | K::Ellipsis | K::Colon
                    ) {
                        return true;
                    }
                    n = self.skip(n);
                }
                K::Semi | K::RBrace => return false,
                _ => n = self.skip(n),
            }
        }
        false
    }

    /// `=`, `{`, `:` bit-field: what follows a declarator other than a body.
    fn initializer(&mut self, mut j: usize, end: usize, _info: &DInfo, _ctx: Ctx) -> usize {
        match self.k(j) {
            K::Assign => {
                j = self.flat(j, j + 1);
                match self.k(j) {
                    K::LBrace => self.init_list(j),
                    K::KwDefault | K::KwDelete => self.flat(j, j + 1),
                    _ => self.expr(j, end, S_COMMA),
                }
            }
            K::LBrace => self.init_list(j),
            K::Colon => {
                j = self.flat(j, j + 1);
                self.expr(j, end, S_COMMA)
            }
            _ => j,
        }
    }

    /// The `(` after a declarator name that is an initializer (or ambiguous).
    fn init_paren(&mut self, p: usize, read: ParenRead) -> usize {
        let Some(c) = self.cl(p) else { return p };
        match read {
            ParenRead::Init => {
                self.emit(p, K::LParenInit);
                let k = self.call_args(p + 1, c, false);
                self.flat(k, c + 1)
            }
            _ => {
                // Both readings remain only when the declaration ends right after `)`;
                // a body, qualifiers or attributes make it a function declarator.
                let kind = if matches!(self.k(c + 1), K::Semi | K::Comma) { K::LParenAmbig } else { K::LParen };
                self.emit(p, kind);
                let saved = self.cur;
                self.push_scope(SK::Proto);
                let k = self.param_list(p + 1, c);
                self.cur = saved;
                self.flat(k, c + 1)
            }
        }
    }

    fn function_body(&mut self, mut j: usize, end: usize, info: &DInfo) -> usize {
        let saved = self.cur;
        if info.proto != NONE {
            self.cur = info.proto;
        } else {
            self.push_scope(SK::Proto);
        }
        if self.k(j) == K::KwTry {
            j = self.flat(j, j + 1);
        }
        if self.k(j) == K::Colon {
            j = self.flat(j, j + 1);
            // Mem-initializers are read in the complete class, like the body: members declared
            // after the constructor hide outer names there too (`cache(0)` in RAFT's cache.cuh).
            let outer = self.cur;
            self.push_scope(SK::Block);
            j = self.mem_inits(j, end);
            self.cur = outer;
        }
        if self.k(j) == K::LBrace {
            j = self.block(j);
        }
        while self.k(j) == K::KwCatch {
            j = self.handler(j);
        }
        self.cur = saved;
        j
    }

    fn mem_inits(&mut self, mut j: usize, end: usize) -> usize {
        while j < end {
            let start = j;
            if self.k(j) == K::KwDecltype && self.k(j + 1) == K::LParen && self.k(self.cl(j + 1).map_or(j, |c| c + 1)) != K::ColonColon {
                // `decltype(Base(1))(3)`, `decltype(Base(1)){3}`: a base named by its type.
                j = self.decltype(j);
            } else if let Some(q) = self.scan_qname(j, end) {
                j = self.emit_qname(&q, None);
            }
            match self.k(j) {
                K::LParen => {
                    if let Some(c) = self.cl(j) {
                        self.emit_same(j);
                        let k = self.call_args(j + 1, c, false);
                        j = self.flat(k, c + 1);
                    }
                }
                K::LBrace => j = self.init_list(j),
                _ => {}
            }
            if self.k(j) == K::Ellipsis {
                j = self.flat(j, j + 1);
            }
            if self.k(j) == K::Comma {
                j = self.flat(j, j + 1);
                continue;
            }
            if j == start {
                j = self.flat(j, j + 1);
            }
            if self.k(j) == K::LBrace || j == start {
                break;
            }
        }
        j
    }

    fn handler(&mut self, j: usize) -> usize {
        let mut j = self.flat(j, j + 1); // catch
        let saved = self.cur;
        if self.k(j) == K::LParen {
            let (n, _) = self.params(j, NONE);
            j = n;
        }
        if self.k(j) == K::LBrace {
            j = self.block(j);
        }
        self.cur = saved;
        j
    }

    // ------------------------------------------------------------ declarators

    /// Reads a declarator (named, or abstract when `abstract_ok`), emitting it. Stops at a
    /// `(` right after the name that reads as an initializer (reported in `init_paren`).
    fn declarator(
        &mut self,
        mut j: usize,
        end: usize,
        ctx: Ctx,
        abstract_ok: bool,
    ) -> (usize, DInfo) {
        let mut info = DInfo {
            name: NONE,
            qual_scope: NONE,
            proto: NONE,
            ..Default::default()
        };
        if self.depth >= MAX_DEPTH {
            return (j, info);
        }
        self.depth += 1;
        // Pointer operators.
        loop {
            let k = self.k(j);
            if j >= end {
                break;
            }
            if matches!(k, K::Star | K::Amp | K::AmpAmp | K::Caret) || is_cv(k) {
                j = self.flat(j, j + 1);
            } else if matches!(k, K::AttrOpen | K::KwAttribute | K::KwAlignas) {
                j = self.attrs(j, end);
            } else if (k.is_name() || k == K::ColonColon) && self.is_member_ptr(j, end) {
                let q = self.scan_qname(j, end).unwrap_or_default();
                j = self.emit_qname(&q, None);
                j = self.flat(j, j + 1);
            } else {
                break;
            }
        }
        let mut just_named = false;
        match self.k(j) {
            K::LParen if j < end => {
                let c = self.cl(j).unwrap_or(end).min(end);
                let first = self.k(j + 1);
                let nested = if abstract_ok {
                    matches!(
                        first,
                        K::Star | K::Amp | K::AmpAmp | K::Caret | K::LParen | K::AttrOpen
                    ) || self.is_member_ptr(j + 1, c)
                        || (ctx != Ctx::Param && first == K::Ident)
                } else {
                    true
                };
                if nested {
                    self.emit_same(j);
                    let (k, inner) = self.declarator(j + 1, c, ctx, abstract_ok);
                    let k = self.flat(k, c);
                    j = self.flat(k, (c + 1).min(end));
                    info = inner;
                    info.init_paren = None;
                } else {
                    let (k, proto) = self.params(j, NONE);
                    info.is_function = true;
                    info.proto = proto;
                    j = self.fn_quals_in(proto, k, end);
                }
            }
            K::Ellipsis => {
                j = self.flat(j, j + 1);
                if self.k(j).is_name() {
                    info.name = j;
                    info.name_id = self.id(j);
                    self.emit(j, K::Ident);
                    j += 1;
                    just_named = true;
                }
            }
            K::Tilde => {
                j = self.dtor_name(j, end);
                just_named = true;
                info.name = NONE;
            }
            K::KwOperator => {
                j = self.operator_id(j, end);
                just_named = true;
            }
            // `int decltype(foo())::i;`: a decltype-specifier qualifies the declarator-id
            // (EDG accepts it with a warning).
            k if (k.is_name() || k == K::ColonColon || (k == K::KwDecltype && self.scan_qname(j, end).is_some())) && j < end => {
                if let Some(mut q) = self.scan_qname(j, end) {
                    if k == K::ColonColon {
                        // `int* ::N::f()`: the grammar needs to know this `::` starts the
                        // declarator-id, not the rest of a type's name.
                        self.emit(j, K::DeclGlobal);
                        q.start = j + 1;
                    }
                    if q.trailing_scope {
                        j = self.emit_qname(&q, None);
                        info.qualified = true;
                        info.qual_scope = q.qual_scope;
                        if self.k(j) == K::Tilde || self.k(j) == K::KwOperator {
                            j = self.operator_or_dtor_in(q.qual_scope, j, end);
                            just_named = true;
                        }
                    } else if let Some(&(idx, kind, args)) = q.segs.last() {
                        let ctor = match ctx {
                            Ctx::Class(c) => {
                                !q.qualified
                                    && self.id(idx) == c
                                    && self.ctor_paren(self.past_id_parens(q.start, q.end))
                            }
                            _ => false,
                        } || self.is_ctor_qname(&q)
                            || (!q.qualified && self.is_deduction_guide(idx, ctx));
                        info.ctor = ctor;
                        let last = if ctor {
                            K::CtorName
                        } else if args.is_some() && kind != K::Ident {
                            info.template_id = true;
                            kind
                        } else {
                            K::Ident
                        };
                        info.name = idx;
                        info.name_id = self.id(idx);
                        info.qualified = q.qualified;
                        info.qual_scope = if q.qualified { q.qual_scope } else { NONE };
                        j = self.emit_qname(&q, Some(last));
                        just_named = !ctor;
                    } else {
                        j = self.emit_qname(&q, None);
                    }
                } else {
                    j = self.flat(j, j + 1);
                }
            }
            _ => {}
        }
        // Suffixes.
        loop {
            if j >= end {
                break;
            }
            match self.k(j) {
                K::LParen => {
                    let mut read = if just_named
                        && info.name != NONE
                        && matches!(ctx, Ctx::Namespace | Ctx::Block | Ctx::Cond)
                    {
                        match self.paren_read_in(info.qual_scope, j) {
                            // `T A::x(5);` defines a static data member, but a class
                            // member's `(` is otherwise a parameter list.
                            r if info.qualified_class_member(self) && r != ParenRead::Init => {
                                ParenRead::Params
                            }
                            r => r,
                        }
                    } else {
                        ParenRead::Params
                    };
                    // Both readings remain only when the declarator ends right after `)`;
                    // a body, qualifiers or attributes make it a function declarator.
                    if read == ParenRead::Ambig {
                        let after = self.cl(j).map(|c| self.k(c + 1));
                        if !matches!(after, Some(K::Semi | K::Comma)) {
                            read = ParenRead::Params;
                        }
                    }
                    if read != ParenRead::Params {
                        info.init_paren = Some(read);
                        break;
                    }
                    let q = if info.qualified {
                        info.qual_scope
                    } else {
                        NONE
                    };
                    let (k, proto) = self.params(j, q);
                    if !info.is_function {
                        info.is_function = true;
                        info.proto = proto;
                    }
                    j = self.fn_quals_in(proto, k, end);
                }
                K::LBracket => {
                    let c = self.cl(j).unwrap_or(end).min(end);
                    self.emit_same(j);
                    let k = self.expr(j + 1, c, S_NONE);
                    let k = self.flat(k, c);
                    j = self.flat(k, (c + 1).min(end));
                }
                K::AttrOpen | K::KwAttribute | K::KwAlignas => j = self.attrs(j, end),
                K::KwAsm => {
                    j = self.flat(j, j + 1);
                    if self.k(j) == K::LParen {
                        let c = self.cl(j).unwrap_or(end).min(end);
                        j = self.flat(j, (c + 1).min(end));
                    }
                }
                _ => break,
            }
            just_named = false;
        }
        self.depth -= 1;
        (j, info)
    }

    /// Function qualifiers in the prototype scope `proto`: the parameters (and the class
    /// of a qualified declarator) are visible in `noexcept(...)` and a trailing return type.
    fn fn_quals_in(&mut self, proto: usize, j: usize, end: usize) -> usize {
        let saved = self.cur;
        if proto != NONE {
            self.cur = proto;
        }
        let j = self.fn_quals(j, end);
        self.cur = saved;
        j
    }

    /// Function qualifiers after a parameter list.
    fn fn_quals(&mut self, mut j: usize, end: usize) -> usize {
        while j < end {
            let k = self.k(j);
            if is_cv(k) || matches!(k, K::Amp | K::AmpAmp) {
                j = self.flat(j, j + 1);
            } else if matches!(k, K::KwNoexcept | K::KwThrow) {
                j = self.flat(j, j + 1);
                if self.k(j) == K::LParen {
                    if let Some(c) = self.cl(j) {
                        self.emit_same(j);
                        let n = if k == K::KwThrow {
                            let mut n = j + 1;
                            while n < c {
                                n = self.type_id(n, c, S_COMMA);
                                if n < c {
                                    n = self.flat(n, n + 1);
                                }
                            }
                            n
                        } else {
                            self.expr(j + 1, c, S_NONE)
                        };
                        self.flat(n, c);
                        j = self.flat(c, c + 1);
                    }
                }
            } else if k == K::Arrow {
                j = self.flat(j, j + 1);
                j = self.type_id(
                    j,
                    end,
                    Stop {
                        brace: true,
                        ..S_COMMA
                    },
                );
            } else if k == K::Ident && matches!(self.txt(j), "override" | "final") {
                self.emit(j, K::Ident);
                j += 1;
            } else if matches!(k, K::AttrOpen | K::KwAttribute) {
                j = self.attrs(j, end);
            } else if k == K::KwRequires {
                j = self.flat(j, j + 1);
                j = self.constraint(j, end);
            } else {
                break;
            }
        }
        j
    }

    /// `operator` followed by an operator, a literal suffix or a conversion type.
    fn operator_id(&mut self, j: usize, end: usize) -> usize {
        let mut j = self.flat(j, j + 1);
        match self.k(j) {
            K::LParen if self.k(j + 1) == K::RParen => self.flat(j, j + 2),
            K::LBracket if self.k(j + 1) == K::RBracket => self.flat(j, j + 2),
            K::KwNew | K::KwDelete => {
                j = self.flat(j, j + 1);
                if self.k(j) == K::LBracket && self.k(j + 1) == K::RBracket {
                    j = self.flat(j, j + 2);
                }
                j
            }
            K::StringLit if self.k(j + 1).is_name() => {
                self.emit_same(j);
                self.emit(j + 1, K::Ident);
                j + 2
            }
            K::GtGt1 if self.k(j + 1) == K::Gt => self.flat(j, j + 2),
            k if is_builtin_type(k)
                || k.is_name()
                || is_cv(k)
                || matches!(k, K::ColonColon | K::KwTypename | K::KwDecltype | K::KwAuto) =>
            {
                // Conversion function: type specifiers and pointer operators (`*`, `&`,
                // `C::*`), no parentheses.
                j = self.type_specs(j, end);
                loop {
                    if matches!(self.k(j), K::Star | K::Amp | K::AmpAmp) || is_cv(self.k(j)) {
                        j = self.flat(j, j + 1);
                    } else if self.is_member_ptr(j, end) {
                        let q = self.scan_qname(j, end).unwrap_or_default();
                        j = self.emit_qname(&q, None);
                        j = self.flat(j, j + 1);
                    } else {
                        break;
                    }
                }
                j
            }
            K::Eof => j,
            _ => self.flat(j, j + 1),
        }
    }

    /// An operator-function-id in an expression (`operator` at `j`): when template arguments
    /// follow it and a call follows them (`operator=<BlockType>(other)` in Eigen's
    /// SparseBlock.h), `<` opens the arguments ([temp.names]: only a template's name can be
    /// called so) and the id is marked for the grammar (`K::OperatorTemplateMarker`).
    fn operator_id_expr(&mut self, j: usize, end: usize) -> usize {
        let op = j + 1;
        let after = match self.k(op) {
            K::LParen if self.k(op + 1) == K::RParen => op + 2,
            K::LBracket if self.k(op + 1) == K::RBracket => op + 2,
            K::KwNew | K::KwDelete if self.k(op + 1) == K::LBracket && self.k(op + 2) == K::RBracket => op + 3,
            K::GtGt1 if self.k(op + 1) == K::Gt => op + 2,
            k if is_builtin_type(k)
                || k.is_name()
                || is_cv(k)
                || matches!(
                    k,
                    K::ColonColon | K::KwTypename | K::KwDecltype | K::KwAuto | K::StringLit | K::UserLit | K::Eof
                ) =>
            {
                return self.operator_id(j, end);
            }
            _ => op + 1,
        };
        let args = if self.k(after) == K::Lt {
            self.skip_angle(after, end).filter(|&g| g + 1 < end && self.k(g + 1) == K::LParen)
        } else {
            None
        };
        match args {
            Some(gt) => {
                self.marker(K::OperatorTemplateMarker, j);
                let n = self.operator_id(j, end);
                self.flat(n, after);
                self.template_args(after, gt)
            }
            None => self.operator_id(j, end),
        }
    }

    /// `operator_or_dtor` in an expression (see `operator_id_expr`).
    fn operator_or_dtor_expr(&mut self, j: usize, end: usize) -> usize {
        match self.k(j) {
            K::KwOperator => self.operator_id_expr(j, end),
            // `p->C::I::~I()`, `N::S::~S`: in an expression the name after `::~` can only be
            // a destructor's (or a pseudo-destructor's), looked up where the qualifier's last
            // name was ([basic.lookup.qual]), which this pass does not follow: a name unknown
            // here is still a type name, as after `.~` (member_name).
            K::Tilde if self.k(j + 1).is_name() && self.plain_kind(j + 1) == K::Ident && self.k(j + 2) != K::Lt => {
                let n = self.flat(j, j + 1);
                self.emit(n, K::TypeName);
                n + 1
            }
            _ => self.operator_or_dtor(j, end),
        }
    }

    /// A destructor's name at the `~` at `j`: `~X`, or `~B<T>` in a class template.
    fn dtor_name(&mut self, j: usize, end: usize) -> usize {
        let j = self.flat(j, j + 1);
        if !self.k(j).is_name() {
            return j;
        }
        let k = self.plain_kind(j);
        self.emit(j, k);
        if k == K::TypeTemplateName && self.k(j + 1) == K::Lt {
            if let Some(gt) = self.skip_angle(j + 1, end) {
                return self.template_args(j + 1, gt);
            }
        }
        j + 1
    }

    /// After a trailing `::` in a declarator or expression: `~X` or `operator ...`.
    fn operator_or_dtor(&mut self, j: usize, end: usize) -> usize {
        match self.k(j) {
            K::Tilde => self.dtor_name(j, end),
            K::KwOperator => self.operator_id(j, end),
            _ => j,
        }
    }

    /// `operator_or_dtor` after `Q::` with the members of `Q` visible: the conversion type
    /// of `MO::operator FP()` is looked up in `MO` first ([basic.lookup.qual]).
    fn operator_or_dtor_in(&mut self, qual: usize, j: usize, end: usize) -> usize {
        if qual == NONE || qual >= self.scopes.len() {
            return self.operator_or_dtor(j, end);
        }
        let saved = self.cur;
        let s = self.push_scope(SK::Proto);
        self.search_member_scopes(s, qual);
        let n = self.operator_or_dtor(j, end);
        self.cur = saved;
        n
    }

    /// Makes names after the declarator-id of an out-of-class member definition visible in
    /// scope `s`: the member's class `qual`, then its enclosing classes and namespaces up to
    /// the scope of the definition, which `s` reaches anyway ([basic.lookup.unqual]:
    /// `void A::M::f(Op)` finds `A::Op`). Template parameter scopes of the class are left out:
    /// the definition names its own.
    fn search_member_scopes(&mut self, s: usize, qual: usize) {
        self.scopes[s].usings.push(qual);
        let mut p = self.scopes[qual].parent;
        let mut guard = 0;
        while p != NONE && guard < 4096 && !self.encloses(p, self.cur) {
            if self.scopes[p].kind != SK::Template && !self.scopes[s].usings.contains(&p) {
                self.scopes[s].usings.push(p);
            }
            p = self.scopes[p].parent;
            guard += 1;
        }
    }

    /// Whether scope `outer` is `inner` or one of its parents.
    fn encloses(&self, outer: usize, mut inner: usize) -> bool {
        let mut guard = 0;
        while inner != NONE && guard < 4096 {
            if inner == outer {
                return true;
            }
            inner = self.scopes[inner].parent;
            guard += 1;
        }
        false
    }

    /// `paren_read` with the members of the class `qual` visible (`void A::f(member_type)`).
    fn paren_read_in(&mut self, qual: usize, p: usize) -> ParenRead {
        if qual == NONE || qual >= self.scopes.len() {
            return self.paren_read(p);
        }
        let saved = self.cur;
        let s = self.push_scope(SK::Proto);
        self.search_member_scopes(s, qual);
        let read = self.paren_read(p);
        self.cur = saved;
        read
    }

    /// Whether the `[[..]]` sequence at `i` belongs to a statement that is not a declaration.
    fn is_stmt_attr(&self, i: usize, end: usize) -> bool {
        let mut n = i;
        while self.k(n) == K::AttrOpen && n < end {
            match self.cl(n) {
                Some(c) => n = c + 1,
                None => return false,
            }
        }
        if n >= end {
            return false;
        }
        match self.k(n) {
            K::LBrace
            | K::Semi
            | K::KwIf
            | K::KwFor
            | K::KwWhile
            | K::KwDo
            | K::KwSwitch
            | K::KwReturn
            | K::KwBreak
            | K::KwContinue
            | K::KwGoto
            | K::KwTry => true,
            K::Ident if self.k(n + 1) == K::Colon => false,
            _ => self.stmt_read(n, end) == StmtRead::Expr,
        }
    }

    /// Decides how the `(` after a declarator name at namespace/block scope reads.
    fn paren_read(&self, p: usize) -> ParenRead {
        let Some(c) = self.cl(p) else {
            return ParenRead::Params;
        };
        if c == p + 1 {
            return ParenRead::Params;
        }
        // One part that can only be an expression makes it an initializer; one that can
        // only be a parameter makes it a parameter list; all parts both ways: ambiguous.
        let mut any_param = false;
        let mut j = p + 1;
        while j < c {
            let e = self.top_level_end(j, c, true);
            match self.arg_read(j, e) {
                ArgRead::Expr => return ParenRead::Init,
                ArgRead::Both => {}
                ArgRead::Param => any_param = true,
            }
            j = e + 1;
        }
        if any_param {
            ParenRead::Params
        } else {
            ParenRead::Ambig
        }
    }

    /// Whether one comma-separated part of a parenthesised list after a declarator name is
    /// a parameter, an expression, or either.
    fn arg_read(&self, s: usize, e: usize) -> ArgRead {
        if s >= e {
            return ArgRead::Expr;
        }
        let k = self.k(s);
        if k == K::Ellipsis
            || is_storage(k)
            || is_cv(k)
            || is_class_key(k)
            || k == K::KwEnum
            || matches!(k, K::AttrOpen | K::KwAttribute | K::KwAuto)
        {
            return ArgRead::Param;
        }
        let Some(t) = self.type_spec_end(s, e) else {
            // Two names in a row are never an expression: `unknown_type name`.
            if k.is_name() && s + 1 < e && self.k(s + 1) == K::Ident {
                return ArgRead::Param;
            }
            return ArgRead::Expr;
        };
        if t >= e {
            return ArgRead::Param;
        }
        match self.k(t) {
            K::LParen => {
                let Some(c) = self.cl(t) else {
                    return ArgRead::Expr;
                };
                if c + 1 != e && !matches!(self.k(c + 1), K::LParen | K::LBracket | K::Assign) {
                    return ArgRead::Expr;
                }
                // `int (*)(int)`, `int (&)[3]`: an unnamed pointer is no expression.
                if self.abstract_ptr_shape(t + 1, c) {
                    return ArgRead::Param;
                }
                if c == t + 1
                    || self.declarator_shape(t + 1, c)
                    || self.k(t + 1) == K::KwVoid
                    || self.could_be_params(t + 1, c)
                {
                    ArgRead::Both
                } else {
                    ArgRead::Expr
                }
            }
            K::LBrace => ArgRead::Expr,
            K::Star
            | K::Amp
            | K::AmpAmp
            | K::Ident
            | K::TypeName
            | K::LBracket
            | K::Ellipsis
            | K::Assign
            | K::ColonColon
            | K::AttrOpen
            | K::KwAttribute
            | K::Caret => ArgRead::Param,
            k if is_cv(k) => ArgRead::Param,
            k if k.is_name() => ArgRead::Param,
            _ => ArgRead::Expr,
        }
    }

    /// Every comma-separated part of `s..e` could be a parameter: `T(U(a) * 2)` is no
    /// function type, since `U(a) * 2` can only be an expression.
    fn could_be_params(&self, s: usize, e: usize) -> bool {
        let mut j = s;
        while j < e {
            let part_end = self.top_level_end(j, e, true);
            if self.arg_read(j, part_end) == ArgRead::Expr {
                return false;
            }
            j = part_end + 1;
        }
        true
    }

        /// `s..e` is an abstract declarator starting with a pointer operator (`*`, `&`, `C::*`,
    /// `* const`, `(*)[3]`): no name, so it cannot be read as an expression.
    fn abstract_ptr_shape(&self, j: usize, e: usize) -> bool {
        let start = j;
        let Some(mut j) = self.skip_ptr_operators(j, e) else { return false };
        if j == start || is_cv(self.k(start)) {
            return false;
        }
        if j < e && self.k(j) == K::LParen && self.k(j + 1) != K::RParen {
            let Some(c) = self.cl(j) else { return false };
            if !self.abstract_ptr_shape(j + 1, c) {
                return false;
            }
            j = c + 1;
        }
        while j < e && matches!(self.k(j), K::LBracket | K::LParen) {
            j = self.skip(j);
        }
        j == e
    }

    /// Past the pointer operators starting at `j` (`*`, `&`, `&&`, cv-qualifiers, `C::*`,
    /// `A<T>::B::*`); `None` where a member pointer's qualifier does not scan.
    fn skip_ptr_operators(&self, mut j: usize, e: usize) -> Option<usize> {
        loop {
            if j < e && (matches!(self.k(j), K::Star | K::Amp | K::AmpAmp) || is_cv(self.k(j))) {
                j += 1;
            } else if j < e && self.is_member_ptr(j, e) {
                match self.scan_qname(j, e) {
                    Some(q) if q.end > j => j = q.end + 1,
                    _ => return None,
                }
            } else {
                return Some(j);
            }
        }
    }

    /// `s..e` reads as a (possibly parenthesised) declarator: pointer operators, an optional
    /// name, array/function suffixes.
    fn declarator_shape(&self, j: usize, e: usize) -> bool {
        let Some(mut j) = self.skip_ptr_operators(j, e) else { return false };
        if j < e && self.k(j) == K::LParen {
            let Some(c) = self.cl(j) else { return false };
            if !self.declarator_shape(j + 1, c) {
                return false;
            }
            j = c + 1;
        } else if j < e && self.k(j).is_name() {
            j += 1;
        }
        while j < e && matches!(self.k(j), K::LBracket | K::LParen) {
            // a function suffix holds parameters: `foo(0)` is a call, no declarator
            if self.k(j) == K::LParen {
                let Some(c) = self.cl(j) else { return false };
                if c != j + 1 && !self.could_be_params(j + 1, c) {
                    return false;
                }
            }
            j = self.skip(j);
        }
        j == e
    }

    /// `( params )` with a prototype scope (kept for the function body). `qual` is the class
    /// of a qualified declarator, searched by the parameters and the body.
    fn params(&mut self, p: usize, qual: usize) -> (usize, usize) {
        let saved = self.cur;
        let proto = self.push_scope(SK::Proto);
        if qual != NONE && qual < self.scopes.len() {
            self.search_member_scopes(proto, qual);
        }
        let Some(c) = self.cl(p) else {
            self.cur = saved;
            return (self.flat(p, p + 1), proto);
        };
        self.emit_same(p);
        let k = self.param_list(p + 1, c);
        let k = self.flat(k, c);
        self.flat(k, c + 1);
        self.cur = saved;
        (c + 1, proto)
    }

    fn param_list(&mut self, mut j: usize, c: usize) -> usize {
        while j < c {
            let start = j;
            match self.k(j) {
                K::Comma | K::Ellipsis => {
                    j = self.flat(j, j + 1);
                    continue;
                }
                _ => {}
            }
            let (k, _) = self.decl_specs(j, c, Ctx::Param);
            let (k, info) = self.declarator(k, c, Ctx::Param, true);
            if info.name != NONE {
                self.declare_in(self.cur, info.name_id, NK::Value, NONE);
            }
            j = k;
            if self.k(j) == K::Assign {
                j = self.flat(j, j + 1);
                j = if self.k(j) == K::LBrace {
                    self.init_list(j)
                } else {
                    self.expr(j, c, S_COMMA)
                };
            }
            if j == start {
                j = self.flat(j, j + 1);
            } else if j < c && !matches!(self.k(j), K::Comma | K::Ellipsis) {
                while j < c && self.k(j) != K::Comma {
                    j = self.flat(j, self.skip(j).min(c));
                }
            }
        }
        j
    }

    /// A type-id: type specifiers and an abstract declarator.
    fn type_id(&mut self, j: usize, end: usize, stop: Stop) -> usize {
        let k = self.type_specs(j, end);
        let (k, _) = self.abstract_declarator(k, end, stop);
        k
    }

    fn abstract_declarator(&mut self, j: usize, end: usize, stop: Stop) -> (usize, DInfo) {
        let mut j = j;
        // `-> T {` in a lambda: stop before the body; `>` closes template arguments.
        if stop.gt && matches!(self.k(j), K::Gt | K::GtGt1) {
            return (j, DInfo::default());
        }
        let (k, info) = self.declarator(j, end, Ctx::Param, true);
        j = k;
        (j, info)
    }

    /// Type specifiers of a type-id (cv, builtin keywords, one named type, class keys).
    fn type_specs(&mut self, mut j: usize, end: usize) -> usize {
        let mut has = false;
        let mut builtin = false;
        while j < end {
            let k = self.k(j);
            if is_cv(k) || matches!(k, K::KwAttribute | K::AttrOpen | K::KwAlignas) {
                j = if is_cv(k) {
                    self.flat(j, j + 1)
                } else {
                    self.attrs(j, end)
                };
            } else if is_builtin_type(k) {
                if has && !builtin {
                    break;
                }
                has = true;
                builtin = true;
                j = self.flat(j, j + 1);
            } else if has {
                break;
            } else if is_class_key(k) {
                has = true;
                let (n, s) = self.class_spec(j, end, Ctx::Param, false);
                self.last_type_scope = s;
                j = n;
            } else if k == K::KwEnum {
                has = true;
                let (n, _) = self.enum_spec(j, end);
                j = n;
            } else if k == K::KwAuto {
                has = true;
                j = self.flat(j, j + 1);
            } else if matches!(k, K::KwTypeof | K::TypeTraitType) {
                has = true;
                j = self.type_paren_spec(j, end);
            } else if k.is_name() || matches!(k, K::ColonColon | K::KwTypename | K::KwDecltype) {
                match self.scan_qname(j, end) {
                    Some(q) if !q.trailing_scope => {
                        has = true;
                        // In a type-id an unknown name is still the type, and so is a
                        // `Q::template x<..>` (`using M = layout_left::template mapping<E>;`).
                        let last = match q.segs.last() {
                            Some(&(idx, K::TemplateName, Some(_))) if idx > 0 && self.k(idx - 1) == K::KwTemplate => {
                                Some(K::TypeTemplateName)
                            }
                            // A member of a dependent type without `typename`:
                            // `static_cast<ChooseOffsetT::type>(n)` (CUB; EDG accepts it).
                            Some(&(_, K::Ident, None)) if q.segs.len() > 1 && q.qual_scope == NONE => {
                                Some(K::TypeName)
                            }
                            // A whole type-id that is an undeclared name (`using T = Unknown;`):
                            // the type, reported undefined (see `undeclared_type_name`).
                            Some(&(idx, K::Ident, None))
                                if q.segs.len() == 1 && !q.qualified && self.k(q.end) == K::Semi && self.lookup(self.id(idx), false).is_none() =>
                            {
                                Some(K::TypeName)
                            }
                            // A member of a decltype's type, whose members this pass does
                            // not know: `static_cast<decltype(validators_)::size_type>(i)`
                            // (CLI11's Option.hpp).
                            Some(&(_, K::Ident, None)) if q.decltype_at != NONE => Some(K::TypeName),
                            _ => None,
                        };
                        j = self.emit_qname(&q, last);
                        // Set after the template arguments, whose own type-ids set it too
                        // (`using nanoseconds = duration<int64_t, nano>;` is `duration`'s).
                        self.last_type_scope = q.scope;
                    }
                    _ if k == K::KwDecltype => {
                        has = true;
                        j = self.decltype(j);
                    }
                    _ => break,
                }
            } else {
                break;
            }
        }
        j
    }

    // ------------------------------------------------------------ classes and enums

    /// `class-key attrs name [final] [: bases] { body }` or an elaborated type specifier.
    /// Returns the index after it and the class scope (if known).
    fn class_spec(&mut self, i: usize, end: usize, ctx: Ctx, friend: bool) -> (usize, usize) {
        let templated = std::mem::take(&mut self.templated);
        let mut j = self.flat(i, i + 1);
        j = self.attrs(j, end);
        let mut head_end = j;
        let mut q = None;
        if self.k(j).is_name() || self.k(j) == K::ColonColon {
            if let Some(qq) = self.scan_qname(j, end) {
                head_end = qq.end;
                q = Some(qq);
            }
        }
        let mut after = head_end;
        if self.k(after) == K::Ident && matches!(self.txt(after), "final" | "__final") {
            after += 1;
        }
        let after = self.skip_attr_seq(after);
        let is_def = self.k(after) == K::LBrace
            || (self.k(after) == K::Colon && self.k(after + 1) != K::Colon);
        let is_decl = self.k(head_end) == K::Semi && !friend;
        let mut scope = NONE;
        let mut class_name = u32::MAX;
        if let Some(q) = &q {
            let Some(&(idx, _, args)) = q.segs.last() else {
                return (self.emit_qname(q, None), NONE);
            };
            class_name = self.id(idx);
            let spec = args.is_some();
            if is_def || is_decl {
                // Declares in the current scope (or the qualifier's).
                let s = if q.qualified && q.qual_scope != NONE {
                    q.qual_scope
                } else {
                    self.target()
                };
                let existing = if spec {
                    q.entity.map(|e| e.scope).unwrap_or(NONE)
                } else {
                    self.scopes[s]
                        .names
                        .get(&class_name)
                        .map(|e| {
                            if e.kind == NK::Value {
                                e.hidden.map(|h| h.1).unwrap_or(NONE)
                            } else {
                                e.scope
                            }
                        })
                        .unwrap_or(NONE)
                };
                let last = if spec {
                    None
                } else if existing != NONE || (q.qualified && q.is_type) {
                    Some(K::TypeName)
                } else {
                    Some(K::Ident)
                };
                j = self.emit_qname(q, last);
                scope = if existing != NONE {
                    existing
                } else {
                    self.scope_for(s, class_name, SK::Class)
                };
                // A class defined inside a class of the same name (`class A { class A {..} }`,
                // ill-formed: [class.mem]) finds the injected class name; it is a new class,
                // not the enclosing one reopened inside itself.
                if is_def && self.encloses(scope, self.cur) {
                    self.scopes.push(Scope::new(s, SK::Class));
                    scope = self.scopes.len() - 1;
                }
                if !spec {
                    let kind = if templated {
                        NK::TypeTemplate
                    } else {
                        NK::Type
                    };
                    let keep_template = matches!(self.scopes[s].names.get(&class_name), Some(e) if e.kind == NK::TypeTemplate);
                    self.declare_in(
                        s,
                        class_name,
                        if keep_template {
                            NK::TypeTemplate
                        } else {
                            kind
                        },
                        scope,
                    );
                }
            } else {
                let last = match q.entity {
                    Some(e) if e.kind == NK::Value => match e.hidden {
                        Some((NK::TypeTemplate, _)) if args.is_some() => Some(K::TypeTemplateName),
                        Some(_) => Some(K::TypeName),
                        None => None,
                    },
                    _ => None,
                };
                let found = q
                    .entity
                    .map(|e| e.hidden.map(|h| h.1).unwrap_or(e.scope))
                    .unwrap_or(NONE);
                let unknown = q.entity.is_none() && !q.qualified;
                j = self.emit_qname(q, if unknown { Some(K::Ident) } else { last });
                scope = found;
                if unknown {
                    // First mention in an elaborated specifier declares it in the nearest
                    // enclosing namespace or block scope; a friend's too
                    // ([namespace.memdef]), and a friend template (`template <class, class>
                    // friend struct traits;`, Eigen's SparseLUImpl) is a class template there:
                    // members defined outside the class see that, not a plain type in the
                    // class's scope.
                    let mut s = self.target();
                    while s != NONE && matches!(self.scopes[s].kind, SK::Class | SK::Proto | SK::Template) {
                        s = self.scopes[s].parent;
                    }
                    if s == NONE {
                        s = self.target();
                    }
                    let kind = if templated && friend { NK::TypeTemplate } else { NK::Type };
                    let ns = self.scope_for(s, class_name, SK::Class);
                    self.declare_in(s, class_name, kind, ns);
                    scope = ns;
                }
            }
        } else if is_def {
            self.scopes.push(Scope::new(self.cur, SK::Class));
            scope = self.scopes.len() - 1;
        }
        if !is_def {
            return (j, scope);
        }
        if self.k(j) == K::Ident
            && matches!(self.txt(j), "final" | "__final")
            && matches!(self.k(j + 1), K::LBrace | K::Colon)
        {
            self.emit(j, K::ClassFinal);
            j += 1;
        }
        j = self.flat(j, after.min(end)); // attributes
        j = self.attrs(j, end);
        if self.k(j) == K::Colon {
            j = self.flat(j, j + 1);
            j = self.base_clause(j, end, scope);
        }
        if self.k(j) != K::LBrace {
            return (j, scope);
        }
        let _ = ctx;
        let after_body = self.class_body(j, end, scope, class_name, templated);
        if q.is_none() && self.k(after_body) == K::Semi {
            self.hoist_anonymous_members(scope);
        }
        (after_body, scope)
    }

    /// The members of an anonymous union or struct (`union { int a; float b; };`) belong to
    /// the enclosing scope: `return b;` in a member function names the member, not a
    /// namespace `b` seen from outside (CUTLASS fmha_grouped.h's `epilogue`).
    fn hoist_anonymous_members(&mut self, anonymous: usize) {
        if anonymous == NONE || anonymous >= self.scopes.len() {
            return;
        }
        let target = self.target();
        let mut members: Vec<(u32, Entity)> = self.scopes[anonymous].names.iter().map(|(&n, &e)| (n, e)).collect();
        members.sort_by_key(|&(n, _)| n);
        for (name, e) in members {
            self.declare_in(target, name, e.kind, e.scope);
        }
    }

    fn skip_attr_seq(&self, mut j: usize) -> usize {
        while matches!(self.k(j), K::AttrOpen | K::KwAttribute | K::KwAlignas) {
            j = self.skip_attr(j);
        }
        j
    }

    fn base_clause(&mut self, mut j: usize, end: usize, scope: usize) -> usize {
        // A `;` ends a base clause without a body (`struct B : A;`, an error).
        while j < end && !matches!(self.k(j), K::LBrace | K::Semi) {
            let start = j;
            while matches!(
                self.k(j),
                K::KwPublic | K::KwProtected | K::KwPrivate | K::KwVirtual
            ) {
                j = self.flat(j, j + 1);
            }
            if let Some(q) = self.scan_qname(j, end) {
                let last = if q.segs.last().map(|s| s.1) == Some(K::Ident) && !q.trailing_scope {
                    Some(K::TypeName)
                } else {
                    None
                };
                let base = q.scope;
                j = self.emit_qname(&q, last);
                if base != NONE && base == scope {
                    self.scopes[scope].self_base = true;
                }
                if base != NONE
                    && scope != NONE
                    && base != scope
                    && !self.scopes[scope].usings.contains(&base)
                {
                    self.scopes[scope].usings.push(base);
                }
            } else if self.k(j) == K::KwDecltype {
                j = self.decltype(j);
            }
            if self.k(j) == K::Ellipsis {
                j = self.flat(j, j + 1);
            }
            if self.k(j) == K::Comma || j == start || !matches!(self.k(j), K::LBrace | K::Semi) {
                j = self.flat(j, j + 1);
            }
        }
        j
    }

    fn class_body(&mut self, open: usize, end: usize, scope: usize, name: u32, templated: bool) -> usize {
        let Some(c) = self.cl(open).filter(|&c| c < end) else {
            return self.flat(open, open + 1);
        };
        self.emit_same(open);
        if self.depth >= MAX_DEPTH || scope == NONE {
            return self.flat(open + 1, c + 1);
        }
        self.depth += 1;
        let saved = self.cur;
        // A later body of a shared class scope (see `Scope::earlier_bodies`): the earlier
        // bodies' members are not this body's, but stay for qualified lookup.
        let earlier_values = if self.scopes[scope].body_read && !std::mem::take(&mut self.scopes[scope].self_base) {
            let mut earlier: FxSet<u32> = self.scopes[scope].names.keys().copied().collect();
            earlier.remove(&name);
            // The injected class name is this body's: a template here, maybe not there.
            self.scopes[scope].names.remove(&name);
            self.scopes[scope].earlier_bodies = earlier;
            Some(std::mem::take(&mut self.scopes[scope].body_values))
        } else {
            None
        };
        // The injected class name is a template name when the class is a template: look the
        // class up from the enclosing scope (a `friend struct X;` seen earlier in another
        // class must not decide it), or see the template head (`template <class E> class
        // layout_left::mapping {..}` is not found from the namespace; CCCL mdspan).
        let injected = if name != u32::MAX && !self.scopes[scope].names.contains_key(&name) {
            Some(match self.lookup(name, true) {
                _ if templated => NK::TypeTemplate,
                Some(e) if e.kind == NK::TypeTemplate => NK::TypeTemplate,
                _ => NK::Type,
            })
        } else {
            None
        };
        // A nested class defined outside its class (`class locale::_Impl {..}`) still sees
        // the enclosing class's members: outside templates its parent stays that class.
        let old_parent = self.scopes[scope].parent;
        let nested_outside = old_parent != NONE
            && old_parent != self.cur
            && self.scopes.get(old_parent).map(|s| s.kind) == Some(SK::Class)
            && self.scopes[self.cur].kind == SK::Namespace;
        // The scope chain stays a tree: a class is never made its own ancestor (lookup walks
        // the parents), whatever the input reopens where.
        if !nested_outside && !self.encloses(scope, self.cur) {
            // A nested class template (or specialization) defined outside its class
            // (`template <class R> struct FB::TSB<R*> {..}`, libstdc++ <future>) sees its
            // template parameters and, through them, the enclosing class's members.
            if old_parent != NONE
                && old_parent != self.cur
                && self.scopes.get(old_parent).map(|s| s.kind) == Some(SK::Class)
                && self.scopes[self.cur].kind == SK::Template
                && !self.encloses(old_parent, self.cur)
            {
                self.search_member_scopes(self.cur, old_parent);
            }
            self.scopes[scope].parent = self.cur;
        }
        self.cur = scope;
        if let Some(kind) = injected {
            self.scopes[scope].names.insert(
                name,
                Entity {
                    kind,
                    scope,
                    hidden: None,
                },
            );
        }
        self.prescan(open + 1, c, scope, name);
        let k = self.decl_seq(open + 1, c, Ctx::Class(name));
        let k = self.flat(k, c);
        self.scopes[scope].body_read = true;
        self.scopes[scope].self_base = false;
        self.scopes[scope].earlier_bodies.clear();
        if let Some(earlier) = earlier_values {
            self.scopes[scope].body_values.extend(earlier);
        }
        self.cur = saved;
        self.depth -= 1;
        self.flat(k, c + 1)
    }

    /// Registers the member types of a class body before reading it, so member function
    /// bodies see members declared after them (the complete-class context).
    fn prescan(&mut self, s: usize, e: usize, scope: usize, class_name: u32) {
        let mut j = s;
        let mut at_start = true;
        while j < e {
            let k = self.k(j);
            if !at_start {
                match k {
                    K::Semi => at_start = true,
                    K::LBrace => {
                        j = self.skip(j);
                        // A function body ends the member declaration; a braced
                        // mem-initializer `x{..}` is followed by more of it (or the body), a
                        // class body by its declarators (`} x;`). A name followed by a name,
                        // `<` or `::` starts the next member (`vec cache;` after a body).
                        at_start = match self.k(j) {
                            K::Ident => matches!(self.k(j + 1), K::Ident | K::Lt | K::ColonColon),
                            K::Star | K::Amp | K::Semi | K::Comma | K::LBrace => false,
                            _ => true,
                        };
                        continue;
                    }
                    K::LParen | K::LBracket | K::AttrOpen => {
                        j = self.skip(j);
                        continue;
                    }
                    _ => {}
                }
                j += 1;
                continue;
            }
            at_start = false;
            let mut n = j;
            while matches!(self.k(n), K::KwPublic | K::KwProtected | K::KwPrivate)
                && self.k(n + 1) == K::Colon
            {
                n += 2;
            }
            let mut templated = false;
            if self.k(n) == K::KwTemplate && self.k(n + 1) == K::Lt {
                match self.skip_angle(n + 1, e) {
                    Some(g) => {
                        n = g + 1;
                        templated = true;
                    }
                    None => {
                        j = n + 1;
                        continue;
                    }
                }
            }
            n = self.skip_attr_seq(n);
            if self.k(n) == K::KwFriend {
                j = n + 1;
                continue;
            }
            let k = self.k(n);
            if is_class_key(k) || k == K::KwEnum {
                let mut m = n + 1;
                if k == K::KwEnum && (is_class_key(self.k(m))) {
                    m += 1;
                }
                m = self.skip_attr_seq(m);
                self.prescan_specifier_declarators(m, e, scope);
                if self.k(m) == K::Ident {
                    let after = m + 1;
                    let after2 = if self.k(after) == K::Ident && self.txt(after) == "final" {
                        after + 1
                    } else {
                        after
                    };
                    if matches!(self.k(after2), K::LBrace | K::Colon | K::Semi)
                        && self.k(after2 + 1) != K::Colon
                    {
                        let id = self.id(m);
                        // A nested class of an earlier specialization's body is this body's
                        // own now (it may be a template here and not there: range-v3's
                        // sliding_view<Rng, cache::none>::adaptor).
                        if id != class_name && self.scopes[scope].earlier_bodies.contains(&id) {
                            self.scopes[scope].names.remove(&id);
                        }
                        if id != class_name && !self.scopes[scope].names.contains_key(&id) {
                            let kind = if templated {
                                NK::TypeTemplate
                            } else {
                                NK::Type
                            };
                            let sk = if k == K::KwEnum { SK::Enum } else { SK::Class };
                            let ns = self.scope_for(scope, id, sk);
                            self.declare_in(scope, id, kind, ns);
                        }
                    }
                }
                j = m.max(j + 1);
                continue;
            }
            if k == K::KwUsing
                && self.k(n + 1) == K::Ident
                && matches!(self.k(n + 2), K::Assign | K::AttrOpen | K::KwAttribute)
                // An alias named like an outer template (`using Reducer = Reducer<T, 2>;` in
                // flashinfer) is declared where it stands: the declarations before it still
                // name the template (`using RMSReducer = Reducer<T, 1>;`). So is an alias
                // template: it is no member function template (`template <class S> using
                // invoke = F<...>;` after `using F = invoke<Fn, X, Y>;` in range-v3's meta).
                && self.lookup(self.id(n + 1), false).is_some_and(|en| matches!(en.kind, NK::TypeTemplate | NK::Template))
            {
                j = n + 2;
                continue;
            }
            if k == K::KwUsing
                && self.k(n + 1) == K::Ident
                && matches!(self.k(n + 2), K::Assign | K::AttrOpen | K::KwAttribute)
            {
                let id = self.id(n + 1);
                self.declare_in(
                    scope,
                    id,
                    if templated {
                        NK::TypeTemplate
                    } else {
                        NK::Type
                    },
                    NONE,
                );
                j = n + 2;
                continue;
            }
            if k == K::KwTypedef {
                let semi = self.find_semi(n, e);
                for id in self.typedef_names(n + 1, semi) {
                    self.declare_in(scope, id, NK::Type, NONE);
                }
                j = semi;
                continue;
            }
            if templated {
                // A member function or variable template: the name before `(`, `=`, `;`, `{`.
                let (m, last) = self.member_decl_name(n, e);
                if last != NONE {
                    let id = self.id(last);
                    if id != class_name && !self.scopes[scope].names.contains_key(&id) {
                        self.declare_in(scope, id, NK::Template, NONE);
                        self.member_templates.insert(id);
                    }
                }
                j = m.max(n + 1);
                continue;
            }
            // A member function named like an outer namespace hides it in the class's
            // bodies (`system()` in thrust's temporary_allocator, beside `thrust::system`).
            let (_, last) = self.member_decl_name(n, e);
            if last != NONE && self.k(last + 1) == K::LParen {
                let id = self.id(last);
                if id != class_name
                    && !self.scopes[scope].names.contains_key(&id)
                    && self.lookup(id, false).is_some_and(|en| en.kind == NK::Namespace)
                {
                    self.declare_in(scope, id, NK::Value, NONE);
                }
            }
            // A member function or data member named like an outer template or namespace hides
            // it in the class's function bodies, also when declared after them (`extent !=
            // dynamic_extent` in libstdc++'s span, beside `std::extent`; `vec cache;` in RAFT's
            // cache.cuh, inside `namespace cache`).
            if last != NONE
                && matches!(
                    self.k(last + 1),
                    K::LParen | K::Assign | K::Semi | K::LBrace | K::LBracket | K::Colon | K::Comma
                )
            {
                let id = self.id(last);
                if id != class_name
                    && self
                        .lookup(id, false)
                        .is_some_and(|en| matches!(en.kind, NK::Template | NK::TypeTemplate | NK::Namespace))
                {
                    self.scopes[scope].body_values.insert(id);
                }
            }
            j = n.max(j + 1);
            if j > n {
                at_start = matches!(self.k(n), K::Semi);
                j = n + 1;
            }
        }
    }

    /// The declarators after a class or enum body in a member declaration (`union color_union
    /// { ... } value;` in {fmt}'s color_type, `struct { ... } a, *b;`): data members like any
    /// other, so one named like an outer template hides it in the class's function bodies, also
    /// when declared after them. `m` is at the class head's name or body; declarators after an
    /// initializer's `=` are not looked at (its commas may be template arguments').
    fn prescan_specifier_declarators(&mut self, m: usize, e: usize, scope: usize) {
        let mut b = m;
        while b < e && !matches!(self.k(b), K::LBrace | K::Semi) {
            b = self.skip(b);
        }
        if b >= e || self.k(b) != K::LBrace {
            return;
        }
        let mut j = self.skip(b);
        let mut seg = j;
        while j <= e {
            let k = if j < e { self.k(j) } else { K::Semi };
            if matches!(k, K::Comma | K::Semi | K::Assign) {
                if let Some(n) = self.declarator_name(seg, j) {
                    let id = self.id(n);
                    if self.lookup(id, false).is_some_and(|en| matches!(en.kind, NK::Template | NK::TypeTemplate)) {
                        self.scopes[scope].body_values.insert(id);
                    }
                }
                if k != K::Comma {
                    break;
                }
                seg = j + 1;
            }
            j = self.skip(j);
        }
    }

    /// The end of a member declaration's head (at `(`, `=`, `;` or `{`) and the last plain
    /// identifier before it, its name (`NONE` for operators).
    fn member_decl_name(&self, n: usize, e: usize) -> (usize, usize) {
        let mut m = n;
        let mut last = NONE;
        while m < e && !matches!(self.k(m), K::LParen | K::Assign | K::Semi | K::LBrace) {
            // `__inline__ __attribute__((always_inline)) static T name(` (CUB).
            if matches!(self.k(m), K::KwAttribute | K::AttrOpen | K::KwAlignas) {
                m = self.skip_attr(m);
                continue;
            }
            if self.k(m) == K::KwOperator {
                last = NONE;
                break;
            }
            if self.k(m) == K::Ident {
                last = m;
            }
            if self.k(m) == K::Lt && m > n && self.k(m - 1).is_name() {
                m = self.skip_angle(m, e).map(|g| g + 1).unwrap_or(m + 1);
                continue;
            }
            m = self.skip(m);
        }
        // A parenthesized declarator-id followed by the parameter list, `T (name)(...)` or
        // `T (operator-)(...)` (Eigen's EIGEN_MAKE_CWISE_BINARY_OP): the name is inside the
        // group, not the type's last name before it.
        if m < e && self.k(m) == K::LParen {
            if let Some(c) = self.cl(m).filter(|&c| c < e && self.k(c + 1) == K::LParen) {
                match self.k(m + 1) {
                    K::KwOperator => return (c + 1, NONE),
                    K::Ident if c == m + 2 => return (c + 1, m + 1),
                    _ => {}
                }
            }
        }
        (m, last)
    }

    fn find_semi(&self, mut j: usize, e: usize) -> usize {
        while j < e && self.k(j) != K::Semi {
            j = self.skip(j);
        }
        j
    }

    /// The declarator names of a typedef body `s..e` (without `typedef` and `;`).
    fn typedef_names(&self, s: usize, e: usize) -> Vec<u32> {
        let mut names = Vec::new();
        let mut j = s;
        let mut seg_start = s;
        while j <= e {
            if j == e || self.k(j) == K::Comma {
                if let Some(n) = self.declarator_name(seg_start, j) {
                    names.push(self.id(n));
                }
                seg_start = j + 1;
                j += 1;
                continue;
            }
            match self.k(j) {
                K::LParen | K::LBracket | K::LBrace | K::AttrOpen => j = self.skip(j),
                K::Lt if j > s && self.k(j - 1).is_name() => {
                    j = self.skip_angle(j, e).map(|g| g + 1).unwrap_or(j + 1)
                }
                _ => j += 1,
            }
        }
        names
    }

    /// The name a declarator segment declares: inside a `(*name)` group, or the last name at
    /// top level.
    fn declarator_name(&self, s: usize, e: usize) -> Option<usize> {
        let mut last = None;
        let mut j = s;
        while j < e {
            match self.k(j) {
                // A parenthesized declarator-id: `(name)` that a parameter list or array bound
                // follows (`T (name)()` cannot be a function returning a function), or after a
                // template-id (`typedef ParamGenerator<P>(GeneratorCreationFunc)();` in
                // GoogleTest: the template-id is the type, not the name).
                K::LParen
                    if self.k(j + 1) == K::Ident
                        && self.k(j + 2) == K::RParen
                        && (matches!(self.k(j + 3), K::LParen | K::LBracket) || (j > s && self.k(j - 1) == K::Gt)) =>
                {
                    return Some(j + 1);
                }
                K::LParen => {
                    let c = self.cl(j).unwrap_or(e).min(e);
                    if matches!(self.k(j + 1), K::Star | K::Amp | K::AmpAmp | K::Caret) {
                        if let Some(n) = self.declarator_name(j + 1, c) {
                            return Some(n);
                        }
                    }
                    j = c + 1;
                }
                K::LBracket | K::LBrace | K::AttrOpen => j = self.skip(j),
                K::KwAttribute | K::KwAlignas => j = self.skip_attr(j),
                K::Lt if j > s && self.k(j - 1).is_name() => {
                    j = self.skip_angle(j, e).map(|g| g + 1).unwrap_or(j + 1)
                }
                K::Ident => {
                    if self.k(j + 1) != K::ColonColon {
                        last = Some(j);
                    }
                    j += 1;
                }
                _ => j += 1,
            }
        }
        last
    }

    /// `enum [class] [attrs] [name] [: type] [{ enumerators }]`.
    fn enum_spec(&mut self, i: usize, end: usize) -> (usize, usize) {
        self.templated = false;
        let mut j = self.flat(i, i + 1);
        let mut scoped = false;
        if is_class_key(self.k(j)) {
            scoped = true;
            j = self.flat(j, j + 1);
        }
        j = self.attrs(j, end);
        let mut name = u32::MAX;
        let mut scope = NONE;
        let mut q = None;
        if self.k(j).is_name() || self.k(j) == K::ColonColon {
            q = self.scan_qname(j, end);
        }
        let head_end = q.as_ref().map(|q| q.end).unwrap_or(j);
        let is_def = self.k(head_end) == K::LBrace
            || (self.k(head_end) == K::Colon && (self.k(head_end + 1) != K::Colon))
                && self.enum_base_then_brace_or_semi(head_end + 1, end);
        if let Some(q) = q {
            if let Some(&(idx, _, _)) = q.segs.last() {
                name = self.id(idx);
                let s = if q.qualified && q.qual_scope != NONE {
                    q.qual_scope
                } else {
                    self.target()
                };
                let existing = self.scopes[s]
                    .names
                    .get(&name)
                    .map(|e| e.scope)
                    .unwrap_or(NONE);
                if is_def || self.k(head_end) == K::Semi {
                    j = self.emit_qname(
                        &q,
                        Some(if existing != NONE {
                            K::TypeName
                        } else {
                            K::Ident
                        }),
                    );
                    scope = if existing != NONE {
                        existing
                    } else {
                        self.scope_for(s, name, SK::Enum)
                    };
                    self.declare_in(s, name, NK::Type, scope);
                } else {
                    scope = q.scope;
                    let unknown = q.entity.is_none();
                    j = self.emit_qname(&q, if unknown { Some(K::Ident) } else { None });
                }
            } else {
                j = self.emit_qname(&q, None);
            }
        }
        if self.k(j) == K::Colon && is_def {
            j = self.flat(j, j + 1);
            j = self.type_specs(j, end);
        }
        if self.k(j) != K::LBrace {
            return (j, scope);
        }
        let Some(c) = self.cl(j).filter(|&c| c < end) else {
            return (self.flat(j, j + 1), scope);
        };
        if scope == NONE {
            self.scopes.push(Scope::new(self.cur, SK::Enum));
            scope = self.scopes.len() - 1;
        }
        self.emit_same(j);
        j += 1;
        while j < c {
            let start = j;
            if self.k(j).is_name() {
                let id = self.id(j);
                self.emit(j, K::Ident);
                self.declare_in(scope, id, NK::Value, NONE);
                if !scoped {
                    let t = self.target();
                    self.declare_in(t, id, NK::Value, NONE);
                }
                j += 1;
            }
            j = self.attrs(j, c);
            if self.k(j) == K::Assign {
                j = self.flat(j, j + 1);
                j = self.expr(j, c, S_COMMA);
            }
            if self.k(j) == K::Comma {
                j = self.flat(j, j + 1);
            }
            if j == start {
                j = self.flat(j, j + 1);
            }
        }
        let _ = name;
        (self.flat(c, c + 1), scope)
    }

    fn enum_base_then_brace_or_semi(&self, mut j: usize, end: usize) -> bool {
        while j < end {
            match self.k(j) {
                K::LBrace | K::Semi => return true,
                K::RBrace | K::RParen | K::Assign | K::Comma => return false,
                _ => j = self.skip(j),
            }
        }
        false
    }

    // ------------------------------------------------------------ attributes

    /// Any run of `[[...]]`, `__attribute__((...))`, `alignas(...)`.
    fn attrs(&mut self, mut j: usize, end: usize) -> usize {
        while j < end {
            match self.k(j) {
                K::AttrOpen => {
                    let Some(c) = self.cl(j) else {
                        return self.flat(j, j + 1);
                    };
                    self.emit_same(j);
                    let inner_end = c.saturating_sub(1).max(j + 1);
                    let k = self.attr_list(j + 1, inner_end);
                    j = self.flat(k, c + 1);
                }
                K::KwAttribute => {
                    j = self.flat(j, j + 1);
                    if self.k(j) == K::LParen {
                        let Some(c) = self.cl(j) else { return j };
                        self.emit_same(j);
                        let mut k = j + 1;
                        if self.k(k) == K::LParen {
                            let c2 = self.cl(k).unwrap_or(c).min(c);
                            self.emit_same(k);
                            let m = self.attr_list(k + 1, c2);
                            k = self.flat(m, (c2 + 1).min(c));
                        }
                        let k = self.flat(k, c);
                        j = self.flat(k, c + 1);
                    }
                }
                K::KwAlignas => {
                    self.emit_same(j);
                    j = if self.k(j + 1) == K::LParen {
                        self.type_or_expr_paren(j + 1, NONE)
                    } else {
                        j + 1
                    };
                }
                _ => return j,
            }
        }
        j
    }

    /// Attribute names (kept as `Ident`) with optional argument lists (expressions).
    fn attr_list(&mut self, mut j: usize, e: usize) -> usize {
        while j < e {
            let k = self.k(j);
            if k == K::LParen {
                let Some(c) = self.cl(j).filter(|&c| c < e) else {
                    return self.flat(j, e);
                };
                self.emit_same(j);
                let n = self.call_args(j + 1, c, false);
                j = self.flat(n, c + 1);
            } else if k.is_name() || is_attr_keyword(k) {
                self.emit(j, if k.is_name() { K::Ident } else { k });
                j += 1;
            } else {
                j = self.flat(j, j + 1);
            }
        }
        j
    }

    // ------------------------------------------------------------ statements

    fn block(&mut self, open: usize) -> usize {
        let Some(c) = self.cl(open) else {
            return self.flat(open, open + 1);
        };
        self.emit_same(open);
        if self.depth >= MAX_DEPTH {
            return self.flat(open + 1, c + 1);
        }
        self.depth += 1;
        let saved = self.cur;
        self.push_scope(SK::Block);
        let mut j = open + 1;
        while j < c {
            let n = self.statement(j, c);
            j = self.progress(j, n);
        }
        self.cur = saved;
        self.depth -= 1;
        self.flat(c, c + 1)
    }

    fn statement(&mut self, i: usize, end: usize) -> usize {
        if self.depth >= MAX_DEPTH {
            return self.flat(i, i + 1);
        }
        self.depth += 1;
        let r = self.statement_inner(i, end);
        self.depth -= 1;
        r
    }

    fn statement_inner(&mut self, i: usize, end: usize) -> usize {
        let k = self.k(i);
        match k {
            // An attributed statement `[[unlikely]] { .. }`, `[[fallthrough]];`, `[[likely]] x = 1;`.
            K::AttrOpen if self.is_stmt_attr(i, end) => {
                let out_at = self.out.len();
                let j = self.attrs(i, end);
                for t in &mut self.out[out_at..] {
                    if t.kind == K::AttrOpen {
                        t.kind = K::StmtAttrOpen;
                    }
                }
                if j > i && j < end {
                    self.statement_inner(j, end)
                } else {
                    j
                }
            }
            // A GNU attribute before a statement that is no declaration: `__attribute__((unused));`
            // after a label, `__attribute__((fallthrough));`. One attribute at a time.
            K::KwAttribute if self.stmt_read(i, end) == StmtRead::Expr => {
                let out_at = self.out.len();
                let j = self.attrs(i, self.skip_attr(i).min(end));
                if let Some(t) = self.out.get_mut(out_at) {
                    if t.kind == K::KwAttribute {
                        t.kind = K::StmtAttrOpen;
                    }
                }
                if j > i && j < end {
                    self.statement_inner(j, end)
                } else {
                    j
                }
            }
            K::LBrace => self.block(i),
            K::Semi | K::PragmaLine => self.flat(i, i + 1),
            K::KwIf => {
                let saved = self.cur;
                self.push_scope(SK::Block);
                let mut j = self.flat(i, i + 1);
                while matches!(self.k(j), K::KwConstexpr | K::Bang | K::KwConsteval) {
                    j = self.flat(j, j + 1);
                }
                if self.k(j) == K::LParen {
                    j = self.cond_paren(j);
                }
                if j < end && self.k(j) != K::KwElse {
                    j = self.statement(j, end);
                }
                if self.k(j) == K::KwElse && j < end {
                    j = self.flat(j, j + 1);
                    j = self.statement(j, end);
                }
                self.cur = saved;
                j
            }
            K::KwWhile | K::KwSwitch => {
                let saved = self.cur;
                self.push_scope(SK::Block);
                let mut j = self.flat(i, i + 1);
                if self.k(j) == K::LParen {
                    j = self.cond_paren(j);
                }
                if j < end {
                    j = self.statement(j, end);
                }
                self.cur = saved;
                j
            }
            K::KwFor => {
                let saved = self.cur;
                self.push_scope(SK::Block);
                let mut j = self.flat(i, i + 1);
                if self.k(j) == K::LParen {
                    j = self.for_paren(j);
                }
                if j < end {
                    j = self.statement(j, end);
                }
                self.cur = saved;
                j
            }
            K::KwDo => {
                let mut j = self.flat(i, i + 1);
                j = self.statement(j, end);
                if self.k(j) == K::KwWhile {
                    j = self.flat(j, j + 1);
                    if self.k(j) == K::LParen {
                        if let Some(c) = self.cl(j) {
                            self.emit_same(j);
                            let k = self.expr(j + 1, c, S_NONE);
                            j = self.flat(k, c + 1);
                        }
                    }
                }
                if self.k(j) == K::Semi {
                    j = self.flat(j, j + 1);
                }
                j
            }
            K::KwReturn | K::KwCoReturn | K::KwGoto | K::KwBreak | K::KwContinue | K::KwCoYield => {
                let mut j = self.flat(i, i + 1);
                j = if self.k(j) == K::LBrace {
                    self.init_list(j)
                } else {
                    self.expr(j, end, S_NONE)
                };
                if self.k(j) == K::Semi {
                    j = self.flat(j, j + 1);
                }
                j
            }
            K::KwCase => {
                let mut j = self.flat(i, i + 1);
                j = self.expr(j, end, S_NONE);
                if self.k(j) == K::Ellipsis {
                    j = self.flat(j, j + 1);
                    j = self.expr(j, end, S_NONE);
                }
                if self.k(j) == K::Colon {
                    j = self.flat(j, j + 1);
                }
                j
            }
            K::KwDefault if self.k(i + 1) == K::Colon => self.flat(i, i + 2),
            K::KwTry => {
                let mut j = self.flat(i, i + 1);
                if self.k(j) == K::LBrace {
                    j = self.block(j);
                }
                while self.k(j) == K::KwCatch {
                    j = self.handler(j);
                }
                j
            }
            K::KwLabel => {
                let mut j = self.flat(i, i + 1);
                while j < end && self.k(j) != K::Semi {
                    self.emit(
                        j,
                        if self.k(j).is_name() {
                            K::Ident
                        } else {
                            self.k(j)
                        },
                    );
                    j += 1;
                }
                self.flat(j, (j + 1).min(end))
            }
            K::KwUsing
            | K::KwTypedef
            | K::KwStaticAssert
            | K::KwNamespace
            | K::KwTemplate
            | K::KwAsm
            | K::KwConcept => self.declaration(i, end, Ctx::Block),
            K::Ident if self.k(i + 1) == K::Colon => {
                self.emit(i, K::Ident);
                let j = self.flat(i + 1, i + 2);
                if j < end && self.k(j) != K::RBrace {
                    self.statement(j, end)
                } else {
                    j
                }
            }
            _ => match self.stmt_read(i, end) {
                StmtRead::Decl => self.simple_decl(i, end, Ctx::Block),
                StmtRead::DeclAmbig => {
                    self.marker(K::DeclAmbigMarker, i);
                    self.simple_decl(i, end, Ctx::Block)
                }
                StmtRead::Expr => {
                    let mut j = self.attrs(i, end);
                    j = self.expr(j, end, S_NONE);
                    if self.k(j) == K::Semi && j < end {
                        j = self.flat(j, j + 1);
                    }
                    j
                }
            },
        }
    }

    /// Decides whether a block-scope statement starting at `i` is a declaration.
    fn stmt_read(&self, i: usize, end: usize) -> StmtRead {
        let mut j = i;
        let mut storage = false;
        while j < end {
            let k = self.k(j);
            if is_storage(k) || is_cv(k) {
                storage = true;
                j += 1;
            } else if matches!(k, K::AttrOpen | K::KwAttribute | K::KwAlignas) {
                j = self.skip_attr(j);
            } else {
                break;
            }
        }
        let k = self.k(j);
        if is_class_key(k) || k == K::KwEnum || k == K::KwAuto || k == K::KwAutoType {
            return StmtRead::Decl;
        }
        if k == K::KwStaticAssert || k == K::KwUsing || k == K::KwTypedef {
            return StmtRead::Decl;
        }
        let t = if is_builtin_type(k) {
            let mut n = j;
            while n < end && (is_builtin_type(self.k(n)) || is_cv(self.k(n))) {
                n += 1;
            }
            n
        } else if k.is_name()
            || matches!(
                k,
                K::ColonColon | K::KwTypename | K::KwDecltype | K::KwTypeof | K::TypeTraitType
            )
        {
            if matches!(k, K::KwTypeof | K::TypeTraitType) {
                self.skip(j + 1)
            } else {
                match self.scan_qname(j, end) {
                    Some(q) if q.is_type => q.end,
                    _ if k == K::KwDecltype
                        && !matches!(self.scan_qname(j, end), Some(q) if q.trailing_scope || !q.segs.is_empty()) =>
                    {
                        self.skip(j + 1)
                    }
                    _ => {
                        return if storage || self.undeclared_type_name(j, false) {
                            StmtRead::Decl
                        } else {
                            StmtRead::Expr
                        }
                    }
                }
            }
        } else {
            return if storage {
                StmtRead::Decl
            } else {
                StmtRead::Expr
            };
        };
        match self.k(t) {
            K::LParen => {
                if storage {
                    StmtRead::Decl
                } else if self.decl_stmt_shape(t, end) {
                    StmtRead::DeclAmbig
                } else {
                    StmtRead::Expr
                }
            }
            K::LBrace
            | K::Dot
            | K::Arrow
            | K::Assign
            | K::Semi
            | K::Comma
            | K::RParen
            | K::Question
            | K::PlusPlus
            | K::MinusMinus
            | K::Lt
            | K::Gt
            | K::Plus
            | K::Minus
            | K::Slash
            | K::Percent
            | K::EqEq
            | K::NotEq
            | K::PipePipe
            | K::Pipe
            | K::Caret
            | K::LBracket
            | K::DotStar
            | K::ArrowStar
                if !storage =>
            {
                StmtRead::Expr
            }
            _ => StmtRead::Decl,
        }
    }

    /// `T ( declarator ) suffixes [init] {, declarator} ;` — the statement after the type
    /// reads as a declaration.
    fn decl_stmt_shape(&self, p: usize, end: usize) -> bool {
        let Some(c) = self.cl(p) else { return false };
        if c == p + 1 || !self.declarator_shape_named(p + 1, c) {
            return false;
        }
        let mut j = c + 1;
        loop {
            match self.k(j) {
                K::Semi | K::Assign | K::Comma | K::LBrace => return j <= end,
                K::LBracket => j = self.skip(j),
                K::LParen => {
                    let Some(c2) = self.cl(j) else { return false };
                    if !(c2 == j + 1 || self.params_shape(j + 1, c2)) {
                        return false;
                    }
                    j = c2 + 1;
                    while is_cv(self.k(j)) || self.k(j) == K::KwNoexcept {
                        j += 1;
                    }
                }
                _ => return false,
            }
        }
    }

    /// A parenthesised declarator that names something: `x`, `*p`, `(&r)`, `a[3]`, `A::*pm`.
    fn declarator_shape_named(&self, j: usize, e: usize) -> bool {
        let Some(mut j) = self.skip_ptr_operators(j, e) else { return false };
        if j < e && self.k(j) == K::LParen {
            let Some(c) = self.cl(j) else { return false };
            if !self.declarator_shape_named(j + 1, c) {
                return false;
            }
            j = c + 1;
        } else if j < e && matches!(self.k(j), K::Ident | K::TypeName) {
            j += 1;
        } else {
            return false;
        }
        while j < e && matches!(self.k(j), K::LBracket | K::LParen) {
            j = self.skip(j);
        }
        j == e
    }

    /// Contents of a parameter list: `void`, `...`, or parameters starting with a type.
    fn params_shape(&self, s: usize, e: usize) -> bool {
        let k = self.k(s);
        k == K::Ellipsis
            || is_storage(k)
            || is_cv(k)
            || is_class_key(k)
            || k == K::KwEnum
            || self.type_spec_end(s, e).is_some()
    }

    /// `( [init-statement] condition )` of `if`, `while`, `switch`.
    fn cond_paren(&mut self, p: usize) -> usize {
        let Some(c) = self.cl(p) else {
            return self.flat(p, p + 1);
        };
        self.emit_same(p);
        let mut j = p + 1;
        // An init-statement ends with a top-level `;`.
        let has_init = {
            let mut n = j;
            let mut found = false;
            while n < c {
                if self.k(n) == K::Semi {
                    found = true;
                    break;
                }
                n = self.skip(n);
            }
            found
        };
        if has_init {
            j = self.init_statement(j, c);
        }
        j = self.condition(j, c);
        let j = self.flat(j, c);
        self.flat(j, c + 1)
    }

    fn init_statement(&mut self, j: usize, c: usize) -> usize {
        if self.k(j) == K::Semi {
            return self.flat(j, j + 1);
        }
        match self.stmt_read(j, c) {
            StmtRead::Decl => self.simple_decl(j, c, Ctx::Cond),
            StmtRead::DeclAmbig => {
                self.marker(K::DeclAmbigMarker, j);
                self.simple_decl(j, c, Ctx::Cond)
            }
            StmtRead::Expr => {
                let k = self.expr(j, c, S_NONE);
                if self.k(k) == K::Semi && k < c {
                    self.flat(k, k + 1)
                } else {
                    k
                }
            }
        }
    }

    fn condition(&mut self, j: usize, c: usize) -> usize {
        if j >= c {
            return j;
        }
        if self.stmt_read(j, c) == StmtRead::Decl {
            let (k, _) = self.decl_specs(j, c, Ctx::Cond);
            let (k, info) = self.declarator(k, c, Ctx::Cond, false);
            if info.name != NONE {
                self.declare_in(self.cur_value_scope(), info.name_id, NK::Value, NONE);
            }
            let k = match info.init_paren {
                Some(r) => self.init_paren(k, r),
                None => k,
            };
            self.initializer(k, c, &info, Ctx::Cond)
        } else {
            self.expr(j, c, S_NONE)
        }
    }

    fn for_paren(&mut self, p: usize) -> usize {
        let Some(c) = self.cl(p) else {
            return self.flat(p, p + 1);
        };
        self.emit_same(p);
        let mut j = self.init_statement(p + 1, c);
        // Range-for: the declaration stopped at `:` (read as a bit-field width, which
        // reads the range expression).
        if j < c && self.k(j) != K::RParen {
            j = self.condition(j, c);
            if self.k(j) == K::Semi && j < c {
                j = self.flat(j, j + 1);
            }
            j = self.expr(j, c, S_NONE);
        }
        let j = self.flat(j, c);
        self.flat(j, c + 1)
    }

    // ------------------------------------------------------------ expressions

    /// Reads an expression up to a stop token (`;`, an unmatched closer, or what `stop` says).
    fn expr(&mut self, mut i: usize, end: usize, stop: Stop) -> usize {
        if self.depth >= MAX_DEPTH {
            let mut j = i;
            while j < end
                && !matches!(
                    self.k(j),
                    K::Semi | K::RBrace | K::RParen | K::RBracket | K::Eof
                )
            {
                if stop.comma && self.k(j) == K::Comma {
                    break;
                }
                j = self.skip(j).min(end);
            }
            return self.flat(i, j);
        }
        self.depth += 1;
        let mut operand_end = false;
        let mut ternary = 0u32;
        while i < end {
            let k = self.k(i);
            match k {
                K::Semi | K::RBrace | K::RParen | K::RBracket | K::Eof => break,
                K::Comma if stop.comma => break,
                K::Gt | K::GtGt1 if stop.gt => break,
                K::Colon => {
                    if ternary > 0 {
                        ternary -= 1;
                    } else {
                        break;
                    }
                    i = self.flat(i, i + 1);
                    operand_end = false;
                }
                K::Question => {
                    ternary += 1;
                    i = self.flat(i, i + 1);
                    operand_end = false;
                }
                K::LBrace => {
                    if stop.brace || operand_end {
                        break;
                    }
                    i = self.init_list(i);
                    operand_end = true;
                }
                K::LParen => {
                    let (n, cast) = self.paren_in_expr(i, end, operand_end);
                    i = n;
                    // After a C-style cast `(T)` the operand is still to come.
                    operand_end = !cast;
                }
                K::LBracket => {
                    if operand_end {
                        let c = self.cl(i).unwrap_or(end).min(end);
                        self.emit_same(i);
                        let n = if self.k(i + 1) == K::LBrace {
                            self.init_list(i + 1)
                        } else {
                            self.expr(i + 1, c, S_NONE)
                        };
                        let n = self.flat(n, c);
                        i = self.flat(n, (c + 1).min(end));
                    } else {
                        i = self.lambda(i, end);
                    }
                    operand_end = true;
                }
                K::AttrOpen => {
                    i = self.attrs(i, end);
                }
                K::Dot | K::Arrow => {
                    i = self.flat(i, i + 1);
                    i = self.member_name(i, end);
                    operand_end = true;
                }
                K::KwSizeof | K::KwAlignof | K::KwAlignofGnu | K::KwTypeid => {
                    self.emit_same(i);
                    i += 1;
                    if self.k(i) == K::Ellipsis {
                        i = self.flat(i, i + 1);
                        if self.k(i) == K::LParen {
                            let c = self.cl(i).unwrap_or(end).min(end);
                            i = self.flat_idents(i, (c + 1).min(end));
                        }
                        operand_end = true;
                    } else if self.k(i) == K::LParen {
                        i = self.type_or_expr_paren(i, end);
                        operand_end = true;
                    } else {
                        operand_end = false;
                    }
                }
                K::KwNoexcept if self.k(i + 1) == K::LParen => {
                    self.emit_same(i);
                    let c = self.cl(i + 1).unwrap_or(end).min(end);
                    self.emit_same(i + 1);
                    let n = self.expr(i + 2, c, S_NONE);
                    let n = self.flat(n, c);
                    i = self.flat(n, (c + 1).min(end));
                    operand_end = true;
                }
                K::KwNew => {
                    i = self.new_expr(i, end);
                    operand_end = true;
                }
                K::KwStaticCast | K::KwDynamicCast | K::KwReinterpretCast | K::KwConstCast => {
                    i = self.flat(i, i + 1);
                    if self.k(i) == K::Lt {
                        if let Some(g) = self.skip_angle(i, end) {
                            self.emit_same(i);
                            let n = self.type_id(i + 1, g, S_TARG);
                            let n = self.flat(n, g);
                            i = self.flat(n, g + 1);
                        }
                    }
                    operand_end = true;
                }
                K::KwOperator => {
                    i = self.operator_id_expr(i, end);
                    operand_end = true;
                }
                K::LaunchOpen => {
                    i = self.flat(i, i + 1);
                    // Only `>>>` closes the configuration: a `>` in it is greater-than
                    // (`k<<<g, b, b.x > 32 ? 64 : 0>>>(p)`).
                    let close = self.launch_close(i, end);
                    loop {
                        i = self.expr(i, close, S_COMMA);
                        if self.k(i) == K::Comma && i < close {
                            i = self.flat(i, i + 1);
                            continue;
                        }
                        break;
                    }
                    i = self.flat(i, close);
                    if close < end {
                        // `>>>` is lexed `>>1 >>1 >`: one closer for the grammar.
                        let mut t = self.t[close];
                        t.kind = K::LaunchClose;
                        t.span.hi = self.t[close + 2].span.hi;
                        self.out.push(t);
                        i = close + 3;
                    }
                    operand_end = true;
                }
                K::KwRequires => {
                    i = self.requires_expr(i, end);
                    operand_end = true;
                }
                K::KwTypeTrait | K::TypeTraitType | K::KwTypeof => {
                    self.emit_same(i);
                    i = if self.k(i + 1) == K::LParen {
                        self.type_or_expr_paren(i + 1, end)
                    } else {
                        i + 1
                    };
                    operand_end = true;
                }
                K::KwBuiltinVaArg | K::KwBuiltinBitCast | K::KwBuiltinOffsetof => {
                    i = self.builtin_call(i, end);
                    operand_end = true;
                }
                K::KwThis
                | K::IntLit
                | K::FloatLit
                | K::CharLit
                | K::StringLit
                | K::UserLit
                | K::KwTrue
                | K::KwFalse
                | K::KwNullptr => {
                    i = self.flat(i, i + 1);
                    operand_end = true;
                }
                K::PlusPlus | K::MinusMinus => {
                    i = self.flat(i, i + 1);
                }
                _ if k.is_name()
                    || is_builtin_type(k)
                    || matches!(k, K::ColonColon | K::KwTypename | K::KwDecltype) =>
                {
                    if operand_end && k.is_name() {
                        // Two operands in a row: confused input; copy.
                        i = self.flat(i, i + 1);
                        continue;
                    }
                    i = self.name_in_expr(i, end);
                    operand_end = true;
                }
                K::Tilde if operand_end => break,
                _ => {
                    i = self.flat(i, i + 1);
                    operand_end = false;
                }
            }
        }
        self.depth -= 1;
        i
    }

    /// A name (or a type) in an expression: template arguments, functional casts.
    fn name_in_expr(&mut self, i: usize, end: usize) -> usize {
        let k = self.k(i);
        if is_builtin_type(k) {
            if matches!(self.k(i + 1), K::LParen | K::LBrace) {
                self.marker(K::CtorMarker, i);
                self.emit_same(i);
                return self.ctor_args(i + 1, end);
            }
            return self.flat(i, i + 1);
        }
        let Some(q) = self.scan_qname(i, end) else {
            if k == K::KwDecltype {
                let c = self.cl(i + 1).unwrap_or(i + 1);
                if matches!(self.k(c + 1), K::LParen | K::LBrace) {
                    self.marker(K::CtorMarker, i);
                    let j = self.decltype(i);
                    return self.ctor_args(j, end);
                }
                return self.decltype(i);
            }
            return self.flat(i, i + 1);
        };
        if q.is_type && matches!(self.k(q.end), K::LParen | K::LBrace) {
            self.marker(K::CtorMarker, i);
            let j = self.emit_qname(&q, None);
            return self.ctor_args(j, end);
        }
        let j = self.emit_qname(&q, None);
        if q.trailing_scope {
            return self.operator_or_dtor_expr(j, end);
        }
        j
    }

    /// `(args)` or `{init}` after the type of a functional cast.
    fn ctor_args(&mut self, j: usize, end: usize) -> usize {
        match self.k(j) {
            K::LParen => {
                let Some(c) = self.cl(j) else {
                    return self.flat(j, j + 1);
                };
                self.emit_same(j);
                let n = self.call_args(j + 1, c, false);
                let n = self.flat(n, c);
                self.flat(n, (c + 1).min(end.max(c + 1)))
            }
            K::LBrace => self.init_list(j),
            _ => j,
        }
    }

    /// A member name after `.`/`->`.
    fn member_name(&mut self, mut j: usize, end: usize) -> usize {
        let mut template_kw = false;
        if self.k(j) == K::KwTemplate {
            template_kw = true;
            j = self.flat(j, j + 1);
        }
        match self.k(j) {
            K::Tilde => {
                j = self.flat(j, j + 1);
                if self.k(j).is_name() {
                    // After `.~` / `->~` the name can only be a destructor's: it is looked up
                    // in the object's class ([basic.lookup.qual]), which this pass does not
                    // know, so a name unknown here is still a type name (`locale_.~locale()`
                    // in {fmt}'s chrono.h, `std::locale` never named unqualified). A `<` after
                    // it opens template arguments: `x.~T < y` is no expression.
                    if self.k(j + 1) == K::Lt {
                        if let Some(g) = self.skip_angle(j + 1, end) {
                            self.emit(j, K::TypeTemplateName);
                            return self.template_args(j + 1, g);
                        }
                    }
                    self.emit(j, K::TypeName);
                    j += 1;
                }
                j
            }
            K::KwOperator if !template_kw => self.operator_id_expr(j, end),
            K::KwOperator => self.operator_id(j, end),
            k if k.is_name() => {
                let qualified = self.k(j + 1) == K::ColonColon
                    || (self.k(j + 1) == K::Lt
                        && self
                            .skip_angle(j + 1, end)
                            .is_some_and(|g| self.k(g + 1) == K::ColonColon));
                if qualified {
                    // `x.Base::f`, `this->Base<T>::operator=(y)`
                    if let Some(q) = self.scan_qname(j, end) {
                        let n = self.emit_qname(&q, None);
                        if q.trailing_scope && !template_kw {
                            return self.operator_or_dtor_expr(n, end);
                        }
                        if q.trailing_scope {
                            return self.operator_or_dtor(n, end);
                        }
                        return n;
                    }
                }
                let id = self.id(j);
                let tmpl = self.k(j + 1) == K::Lt
                    && (template_kw
                        || self.member_templates.contains(&id)
                        || self.names_template(j));
                if tmpl {
                    if let Some(g) = self.skip_angle(j + 1, end) {
                        self.emit(j, K::TemplateName);
                        return self.template_args(j + 1, g);
                    }
                }
                self.emit(j, K::Ident);
                j + 1
            }
            _ => j,
        }
    }

    /// `(` in an expression: call arguments, a cast, a fold, a statement expression or a
    /// parenthesised expression. Also says whether it was a cast `(T)` still waiting for
    /// its operand.
    fn paren_in_expr(&mut self, p: usize, end: usize, operand_end: bool) -> (usize, bool) {
        let Some(c) = self.cl(p).filter(|&c| c < end) else {
            return (self.flat(p, p + 1), false);
        };
        if operand_end {
            let builtin =
                p > 0 && self.k(p - 1) == K::Ident && self.txt(p - 1).starts_with("__builtin_");
            self.emit_same(p);
            let n = self.call_args(p + 1, c, builtin);
            let n = self.flat(n, c);
            return (self.flat(n, c + 1), false);
        }
        if self.k(p + 1) == K::LBrace && self.cl(p + 1) == Some(c - 1) {
            // GNU statement expression `({ ... })`.
            self.emit_same(p);
            let n = self.block(p + 1);
            let n = self.flat(n, c);
            return (self.flat(n, c + 1), false);
        }
        if self.is_fold(p, c) {
            self.emit(p, K::LParenFold);
            let n = self.expr(p + 1, c, S_NONE);
            let n = self.flat(n, c);
            return (self.flat(n, c + 1), false);
        }
        if self.is_type_id(p + 1, c)
            && (starts_operand(self.k(c + 1)) && !self.cast_follow_is_binary(c + 1))
        {
            self.emit(p, K::LParenType);
            let n = self.type_id(p + 1, c, S_NONE);
            let n = self.flat(n, c);
            let n = self.flat(n, c + 1);
            if self.k(n) == K::LBrace {
                return (self.init_list(n), false);
            }
            return (n, true);
        }
        self.emit_same(p);
        let n = self.expr(p + 1, c, S_NONE);
        let n = self.flat(n, c);
        (self.flat(n, c + 1), false)
    }

    /// After `(T)`, a token that can start an operand but here can only be binary... none:
    /// `(T)*p`, `(T)-x`, `(T)&x` are casts when T is a type. Kept as a hook for clarity.
    fn cast_follow_is_binary(&self, _j: usize) -> bool {
        false
    }

    /// Whether the parentheses `p..c` hold a fold expression: a `...` next to a binary
    /// operator, outside nested brackets and template argument lists (`(v<B&...>)` and
    /// `(f<Ts...>(x))` expand packs). Once template arguments are skipped, `<`, `>` and
    /// `>>` next to `...` are operators too: `(t >> ...)`, `(... < t)`.
    fn is_fold(&self, p: usize, c: usize) -> bool {
        let is_op = |k: K| is_fold_op(k) || matches!(k, K::Lt | K::Gt | K::GtGt1);
        let mut j = p + 1;
        // The `>` closing the last skipped template argument list (no operator).
        let mut closer = NONE;
        while j < c {
            match self.k(j) {
                K::LParen | K::LBracket | K::LBrace | K::AttrOpen => j = self.skip(j),
                k if k.is_name() || k == K::ColonColon => {
                    j = match self.scan_qname(j, c) {
                        Some(q) if q.end > j && q.end <= c => {
                            if matches!(self.k(q.end - 1), K::Gt | K::GtGt1) {
                                closer = q.end - 1;
                            }
                            q.end
                        }
                        _ => j + 1,
                    };
                }
                K::Ellipsis => {
                    let prev = self.k(j - 1);
                    let next = self.k(j + 1);
                    if (j > p + 1 && j - 1 != closer && is_op(prev)) || (j + 1 < c && is_op(next)) {
                        return true;
                    }
                    j += 1;
                }
                _ => j += 1,
            }
        }
        false
    }

    /// Call arguments `s..c` (without the parentheses). `types` marks arguments that are
    /// type-ids (builtins such as `__builtin_types_compatible_p`).
    fn call_args(&mut self, mut j: usize, c: usize, types: bool) -> usize {
        while j < c {
            let start = j;
            if self.k(j) == K::LBrace {
                j = self.init_list(j);
            } else {
                let e = if types {
                    self.top_level_end(j, c, true)
                } else {
                    c
                };
                if types && self.is_type_id(j, e) {
                    self.marker(K::TemplateArgAmbigMarker, j);
                    j = self.type_id(j, e, S_COMMA);
                } else {
                    j = self.expr(j, c, S_COMMA);
                }
            }
            if self.k(j) == K::Ellipsis && j < c {
                j = self.flat(j, j + 1);
            }
            if j == start || j < c {
                j = self.flat(j, j + 1);
            }
        }
        j
    }

    /// `__builtin_va_arg(ap, T)`, `__builtin_bit_cast(T, e)`, `__builtin_offsetof(T, m)`:
    /// plain parentheses, each argument a type-id or an expression.
    fn builtin_call(&mut self, i: usize, end: usize) -> usize {
        let offsetof = self.k(i) == K::KwBuiltinOffsetof;
        self.emit_same(i);
        let p = i + 1;
        let Some(c) = self.cl(p).filter(|&c| c < end) else {
            return p;
        };
        self.emit_same(p);
        let mut j = p + 1;
        let mut n = 0;
        while j < c {
            let e = self.top_level_end(j, c, true);
            if offsetof && n > 0 {
                j = self.flat(j, e);
            } else if self.is_type_id(j, e) || (offsetof && is_class_key(self.k(j))) {
                // (A class may be defined in place: `__builtin_offsetof(struct { int i; }, i)`.)
                j = self.type_id(j, e, S_COMMA);
            } else {
                j = self.expr(j, e, S_COMMA);
            }
            j = self.flat(j, e);
            if j < c {
                j = self.flat(j, j + 1);
            }
            n += 1;
        }
        self.flat(c, c + 1)
    }

    /// `new [(placement)] type [(init) | {init}]`, also `new (T)`.
    /// The `>>>` closing the launch configuration that starts at `i` (`end` if none):
    /// brackets and template argument lists are stepped over.
    fn launch_close(&self, i: usize, end: usize) -> usize {
        let mut j = i;
        while j < end {
            match self.k(j) {
                K::GtGt1 if j + 2 < end && self.k(j + 1) == K::GtGt1 && self.k(j + 2) == K::Gt => {
                    return j;
                }
                K::Semi => return end,
                _ => j = self.step_over(j, end),
            }
        }
        end
    }

    /// A new-expression, its end marked for the grammar (see `K::NewExprEnd`).
    fn new_expr(&mut self, i: usize, end: usize) -> usize {
        let j = self.new_expr_unmarked(i, end);
        self.marker(K::NewExprEnd, j);
        j
    }

    fn new_expr_unmarked(&mut self, i: usize, end: usize) -> usize {
        let mut j = self.flat(i, i + 1);
        if self.k(j) == K::LParen {
            let Some(c) = self.cl(j) else { return j };
            let then_type = self.type_spec_end(c + 1, end).is_some();
            if !then_type && self.is_type_id(j + 1, c) {
                self.emit(j, K::LParenType);
                let n = self.type_id(j + 1, c, S_NONE);
                let n = self.flat(n, c);
                j = self.flat(n, c + 1);
                return self.new_init(j, end);
            }
            self.emit_same(j);
            let n = self.call_args(j + 1, c, false);
            let n = self.flat(n, c);
            j = self.flat(n, c + 1);
            if self.k(j) == K::LParen {
                if let Some(c2) = self.cl(j) {
                    if self.is_type_id(j + 1, c2) {
                        self.emit(j, K::LParenType);
                        let n = self.type_id(j + 1, c2, S_NONE);
                        let n = self.flat(n, c2);
                        j = self.flat(n, c2 + 1);
                        return self.new_init(j, end);
                    }
                }
            }
        }
        j = self.type_specs(j, end);
        loop {
            match self.k(j) {
                K::Star | K::Amp | K::AmpAmp => j = self.flat(j, j + 1),
                k if is_cv(k) => j = self.flat(j, j + 1),
                // `new int*[[]][2][[]]`: attributes after a pointer operator or a bound.
                K::AttrOpen | K::KwAttribute => j = self.attrs(j, end),
                K::LBracket => {
                    let c = self.cl(j).unwrap_or(end).min(end);
                    self.emit_same(j);
                    let n = self.expr(j + 1, c, S_NONE);
                    let n = self.flat(n, c);
                    j = self.flat(n, (c + 1).min(end));
                }
                _ => break,
            }
        }
        self.new_init(j, end)
    }

    fn new_init(&mut self, j: usize, end: usize) -> usize {
        match self.k(j) {
            K::LParen => {
                let Some(c) = self.cl(j).filter(|&c| c < end) else {
                    return j;
                };
                self.emit_same(j);
                let n = self.call_args(j + 1, c, false);
                let n = self.flat(n, c);
                self.flat(n, c + 1)
            }
            K::LBrace => self.init_list(j),
            _ => j,
        }
    }

    /// `{ ... }` of a braced initializer.
    fn init_list(&mut self, open: usize) -> usize {
        let Some(c) = self.cl(open) else {
            return self.flat(open, open + 1);
        };
        self.emit(open, K::LBraceInit);
        if self.depth >= MAX_DEPTH {
            return self.flat(open + 1, c + 1);
        }
        self.depth += 1;
        let mut j = open + 1;
        while j < c {
            let start = j;
            // Designators `.a.b[1] =`, `[1][2] =`. A first `[...]` that no `=`, `.` or `[`
            // follows is a lambda's introducer (`func_{[](std::string &) {..}}` in CLI11).
            while (self.k(j) == K::Dot && self.k(j + 1).is_name())
                || (self.k(j) == K::LBracket
                    && (j > start || self.cl(j).is_some_and(|e| matches!(self.k(e + 1), K::Assign | K::Dot | K::LBracket))))
            {
                if self.k(j) == K::Dot {
                    self.emit_same(j);
                    self.emit(j + 1, K::Ident);
                    j += 2;
                } else {
                    let e = self.cl(j).unwrap_or(c).min(c);
                    self.emit(j, K::LBracketDesig);
                    let n = self.expr(j + 1, e, S_NONE);
                    let n = self.flat(n, e);
                    j = self.flat(n, (e + 1).min(c));
                }
            }
            if self.k(j) == K::Assign && j > start {
                j = self.flat(j, j + 1);
            }
            if self.k(j) == K::LBrace {
                j = self.init_list(j);
            } else {
                j = self.expr(j, c, S_COMMA);
            }
            if self.k(j) == K::Ellipsis && j < c {
                j = self.flat(j, j + 1);
            }
            if self.k(j) == K::Comma && j < c {
                j = self.flat(j, j + 1);
            } else if j == start || (j < c && self.k(j) != K::Comma) {
                j = self.flat(j, (j + 1).min(c));
            }
        }
        self.depth -= 1;
        self.flat(c, c + 1)
    }

    /// `[captures] <tparams> (params) specifiers -> T { body }`.
    fn lambda(&mut self, open: usize, end: usize) -> usize {
        let Some(c) = self.cl(open).filter(|&c| c < end) else {
            return self.flat(open, open + 1);
        };
        self.emit_same(open);
        let mut j = open + 1;
        // Init-captures (`[s = p]`) declare variables of the lambda's body, which hide any
        // type of their name there.
        let mut init_captures = Vec::new();
        while j < c {
            let start = j;
            match self.k(j) {
                K::Ident => {
                    self.emit(j, K::Ident);
                    if matches!(self.k(j + 1), K::Assign | K::LBrace | K::LParen) {
                        init_captures.push(self.id(j));
                    }
                    j += 1;
                    match self.k(j) {
                        K::Assign => {
                            j = self.flat(j, j + 1);
                            j = if self.k(j) == K::LBrace {
                                self.init_list(j)
                            } else {
                                self.expr(j, c, S_COMMA)
                            };
                        }
                        K::LBrace => j = self.init_list(j),
                        K::LParen => {
                            let e = self.cl(j).unwrap_or(c).min(c);
                            self.emit(j, K::LParenInit);
                            let n = self.call_args(j + 1, e, false);
                            let n = self.flat(n, e);
                            j = self.flat(n, (e + 1).min(c));
                        }
                        _ => {}
                    }
                }
                _ => j = self.flat(j, j + 1),
            }
            if j == start {
                j = self.flat(j, j + 1);
            }
        }
        j = self.flat(c, c + 1);
        let saved = self.cur;
        self.push_scope(SK::Template);
        for name in init_captures {
            self.declare_in(self.cur, name, NK::Value, NONE);
        }
        if self.k(j) == K::Lt {
            j = self.template_params(j, end);
        }
        // CUDA's `[=] __device__ (float v) {..}`: attributes before the parameters.
        while matches!(self.k(j), K::AttrOpen | K::KwAttribute) && j < end {
            j = self.attrs(j, end);
        }
        let mut proto = NONE;
        if self.k(j) == K::LParen {
            let (n, pr) = self.params(j, NONE);
            proto = pr;
            j = n;
        }
        loop {
            match self.k(j) {
                K::KwMutable | K::KwConstexpr | K::KwConsteval | K::KwStatic => {
                    j = self.flat(j, j + 1)
                }
                K::AttrOpen | K::KwAttribute => j = self.attrs(j, end),
                _ => break,
            }
        }
        j = self.fn_quals_in(proto, j, end);
        if self.k(j) == K::LBrace && j < end {
            if proto != NONE {
                self.cur = proto;
            }
            j = self.block(j);
        }
        self.cur = saved;
        j
    }

    /// `requires (params) { requirements }` or `requires { ... }`.
    fn requires_expr(&mut self, i: usize, end: usize) -> usize {
        let mut j = self.flat(i, i + 1);
        let saved = self.cur;
        if self.k(j) == K::LParen {
            let (n, proto) = self.params(j, NONE);
            self.cur = proto;
            j = n;
        }
        if self.k(j) == K::LBrace {
            let Some(c) = self.cl(j).filter(|&c| c < end) else {
                self.cur = saved;
                return j;
            };
            self.emit_same(j);
            j += 1;
            while j < c {
                let start = j;
                match self.k(j) {
                    K::KwTypename => {
                        if let Some(q) = self.scan_qname(j, c) {
                            j = self.emit_qname(&q, None);
                        } else {
                            j = self.flat(j, j + 1);
                        }
                    }
                    K::LBrace => {
                        let e = self.cl(j).unwrap_or(c).min(c);
                        self.emit_same(j);
                        let n = self.expr(j + 1, e, S_NONE);
                        let n = self.flat(n, e);
                        j = self.flat(n, (e + 1).min(c));
                        while j < c && self.k(j) != K::Semi {
                            if self.k(j) == K::Arrow {
                                j = self.flat(j, j + 1);
                                j = self.type_specs(j, c);
                            } else {
                                j = self.flat(j, j + 1);
                            }
                        }
                    }
                    // A nested requirement takes any expression:
                    // `requires typename T::extent_type() == 0;` (CCCL submdspan_extents.h).
                    K::KwRequires => {
                        j = self.flat(j, j + 1);
                        j = self.expr(j, c, S_NONE);
                    }
                    _ => j = self.expr(j, c, S_NONE),
                }
                if self.k(j) == K::Semi && j < c {
                    j = self.flat(j, j + 1);
                }
                if j == start {
                    j = self.flat(j, j + 1);
                }
            }
            j = self.flat(c, c + 1);
        }
        self.cur = saved;
        j
    }

    /// `<` template arguments `>` (the closer at `gt`, found by `skip_angle`).
    fn template_args(&mut self, lt: usize, gt: usize) -> usize {
        self.emit_same(lt);
        if self.depth >= MAX_DEPTH {
            return self.flat(lt + 1, gt + 1);
        }
        self.depth += 1;
        let mut j = lt + 1;
        while j < gt {
            let start = j;
            let e = self.top_level_end(j, gt, true);
            let pe = if e > j && self.k(e - 1) == K::Ellipsis {
                e - 1
            } else {
                e
            };
            match self.type_spec_end(j, pe) {
                // `T(...)` reads both ways only if the parentheses can be a function
                // declarator (`A<T(x)>`, `A<int()>`); `A<T(-1) < T(0)>` is an expression.
                Some(t) if self.k(t) == K::LParen && self.starts_params(t) && self.abstract_ok(t, pe, true) => {
                    self.marker(K::TemplateArgAmbigMarker, j);
                    j = self.type_id(j, pe, S_TARG);
                }
                Some(t) if self.k(t) != K::LBrace && self.abstract_ok(t, pe, false) => {
                    j = self.type_id(j, pe, S_TARG);
                }
                _ => j = self.expr(j, pe, S_TARG),
            }
            j = self.flat(j, pe);
            if self.k(j) == K::Ellipsis && j < gt {
                j = self.flat(j, j + 1);
            }
            if (self.k(j) == K::Comma && j < gt) || j == start {
                j = self.flat(j, j + 1);
            }
        }
        self.depth -= 1;
        self.flat(j, gt + 1)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum ArgRead {
    Param,
    Expr,
    Both,
}

impl DInfo {
    /// A qualified name with a class qualifier: `int A::x(5)` initialises (its contents
    /// can only be an expression), `void A::f(T)` and `int A::f(x)` declare functions.
    fn qualified_class_member(&self, o: &Oracle) -> bool {
        self.qualified
            && self.qual_scope != NONE
            && o.scopes.get(self.qual_scope).map(|s| s.kind) == Some(SK::Class)
    }
}

/// Keywords that may spell attribute names (`[[const]]`, `__attribute__((noexcept))`).
fn is_attr_keyword(k: K) -> bool {
    matches!(k, K::KwConst | K::KwVolatile | K::KwInline | K::KwNoexcept | K::KwNoinline)
}
