//! Declaration rules: what the reference (EDG) enforces on a declaration's specifiers and
//! declarator before it knows anything else about the entity. Three layers:
//!
//! * the specifier sequence on its own: one storage class, no repeated specifier or
//!   qualifier, a valid combination of type keywords (`int float`, `long long long`,
//!   `unsigned double`), one of `constexpr`/`consteval`/`constinit`;
//! * the specifiers in their place: what a namespace-scope declaration, a class member, a
//!   block-scope declaration or a parameter may carry (`virtual` outside a class, `extern` on a
//!   member, `static` on a parameter, `explicit` on a non-constructor, `thread_local` on a
//!   function, ...);
//! * the declarator's type shape, built from the outermost layer in: no pointer to a
//!   reference, array of references/void/functions, function returning a function or an
//!   array; and objects that need an initializer (const, constexpr, reference, `auto`).
//!
//! Only what can be decided from the syntax is checked: a type written as a name (a typedef,
//! a class, a template parameter) is never assumed to be const, void or a reference, so
//! correct code gives no false positives. Positions follow the reference (checked with its
//! SARIF output): most rules point at the offending keyword; "needs an initializer" rules
//! point at the token after the declarator.

use crate::diag::{DiagDef, DiagSink, Diagnostic, Severity};
use crate::lex::{token_text, Span, Token, TokenKind};
use crate::syntax::ast::*;
use crate::tables::diagnostics as catalog;

/// Checks every declaration of `unit` (token indices refer to `tokens`, spans to `text`).
/// Returns the tokens where a specifier sequence was rejected as a whole (an invalid
/// combination of type keywords, two of `constexpr`/`consteval`/`constinit`): the front end
/// then drops the offending specifiers, and later passes must not judge the declared entity
/// by them.
pub fn check(unit: &TranslationUnit, tokens: &[Token], text: &str, cplusplus: u32, in_system_header: &dyn Fn(u32) -> bool, sink: &mut DiagSink) -> Vec<Tok> {
    let mut rules = Rules { tokens, text, sink, rejected_specifiers: Vec::new(), cplusplus, in_system_header, template_depth: 0, declares_template: false, main_template_declared: false, constexpr_body: false, namespace_depth: 0 };
    for d in &unit.decls {
        rules.decl(d, &Place::Namespace, Linkage::Free);
    }
    rules.rejected_specifiers
}

/// Where a declaration appears.
#[derive(Clone, Debug)]
enum Place {
    Namespace,
    /// Inside a class definition; the class's name, if it has one (constructors carry it).
    Class(Option<String>),
    Block,
}

/// Whether a declaration is the single declaration of an unbraced `extern "C" decl`, which
/// counts as `extern` (a declaration, not a definition).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Linkage {
    Free,
    UnbracedExtern,
}

/// The type the decl-specifiers name, as far as the rules need it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Base {
    /// No type specifier at all (constructors, conversion functions).
    Missing,
    Void,
    /// `auto` (a placeholder: needs an initializer).
    Auto,
    /// A builtin arithmetic type.
    Builtin,
    /// A named, class, enum or decltype type, or a builtin we do not model: anything.
    Other,
}

/// What a decl-specifier sequence holds: the first token of each specifier the place rules
/// look at.
#[derive(Default)]
struct Specs {
    first: Option<Tok>,
    /// The first storage class (`static`, `extern`, `typedef`, `mutable`, `register`).
    storage: Option<Tok>,
    thread_local: Option<Tok>,
    inline: Option<Tok>,
    constexpr: Option<Tok>,
    consteval: Option<Tok>,
    constinit: Option<Tok>,
    virtual_: Option<Tok>,
    friend: Option<Tok>,
    explicit: Option<Tok>,
    is_const: bool,
    /// The first `const` or `volatile` among the specifiers.
    cv: Option<Tok>,
    base: Option<Base>,
    /// The `auto` placeholder among the specifiers.
    auto: Option<Tok>,
    /// `decltype(auto)` among the specifiers.
    decltype_auto: Option<Tok>,
}

/// Size keywords seen so far (`short`, `long`, `long long`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Size {
    None,
    Short,
    Long,
    LongLong,
}

/// The type keywords of a specifier sequence, read left to right as the reference does:
/// conflicts between two base types, two signs or two sizes are reported at the second
/// keyword; a sign or size that does not fit the base type is reported at the end, at the
/// sequence's first specifier.
struct TypeWords {
    base: Option<TokenKind>,
    /// A type that is not a builtin keyword (`S`, `struct S {}`, `decltype(x)`), or a builtin
    /// whose combinations we do not model (`_Float16`, `_Complex`).
    opaque: bool,
    sign: Option<TokenKind>,
    size: Size,
    conflict: bool,
}

/// The shape of the type built so far while walking a declarator from its outermost layer in.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    Base(Base),
    Reference,
    /// A pointer (or pointer to member); `true` when the pointer itself is const.
    Pointer(bool),
    /// A pointer whose own `const` or `volatile` is this token (`int *const`), before a
    /// function layer makes it a return type.
    QualifiedPointer(Tok),
    /// An array; `true` when its bound is written; the constness of its elements when they
    /// are pointers (`None`: elements of the base type, maybe through nested arrays).
    Array(bool, Option<bool>),
    Function,
}

struct Rules<'a> {
    tokens: &'a [Token],
    text: &'a str,
    sink: &'a mut DiagSink,
    /// Where a specifier sequence was rejected (see `check`).
    rejected_specifiers: Vec<Tok>,
    /// The language standard (`__cplusplus`).
    cplusplus: u32,
    /// Whether a source offset is in a system header (no warnings there).
    in_system_header: &'a dyn Fn(u32) -> bool,
    /// How many templates enclose the declaration being checked.
    template_depth: usize,
    /// The declaration being checked is itself a template (under its own template header,
    /// not only inside a class template).
    declares_template: bool,
    /// A declaration made `::main` a template (466 is reported there, not again at the
    /// template's later declarations).
    main_template_declared: bool,
    /// Enclosing namespace definitions (0: the global scope).
    namespace_depth: usize,
    /// Inside the body of a `constexpr` (or `consteval`) function that is no template (see
    /// `constexpr_body_rules`).
    constexpr_body: bool,
}

impl Rules<'_> {
    fn kind(&self, t: Tok) -> Option<TokenKind> {
        self.tokens.get(t as usize).map(|t| t.kind)
    }

    fn word(&self, t: Tok) -> &str {
        self.tokens.get(t as usize).map(|tok| token_text(self.text, tok)).unwrap_or("")
    }

    fn span(&self, t: Tok) -> Span {
        self.tokens.get(t as usize).map(|t| t.span).unwrap_or_default()
    }

    fn report(&mut self, def: &'static DiagDef, at: Tok) {
        let span = self.span(at);
        self.sink.emit(Diagnostic::new(def, span));
    }

    fn report_named(&mut self, def: &'static DiagDef, at: Tok, name: &str) {
        let span = self.span(at);
        self.sink.emit(Diagnostic::new(def, span).arg("name", name));
    }

    // ------------------------------------------------------------ the walk

    fn decl(&mut self, d: &Decl, place: &Place, linkage: Linkage) {
        match d {
            Decl::Simple(s) => self.simple(s, place, linkage),
            Decl::Function(f) => self.function_def(f, place),
            Decl::Namespace { inline, name: Some(name), extra, attrs, range, decls, .. } if !extra.is_empty() => {
                self.nested_namespace_definition(*inline, *name, attrs, *range);
                self.namespace_depth += 1;
                decls.iter().for_each(|d| self.decl(d, &Place::Namespace, Linkage::Free));
                self.namespace_depth -= 1;
            }
            Decl::Namespace { decls, .. } => {
                self.namespace_depth += 1;
                decls.iter().for_each(|d| self.decl(d, &Place::Namespace, Linkage::Free));
                self.namespace_depth -= 1;
            }
            Decl::Linkage { decls, braced, .. } => {
                let linkage = if *braced { Linkage::Free } else { Linkage::UnbracedExtern };
                decls.iter().for_each(|d| self.decl(d, place, linkage));
            }
            Decl::Template { params, decl, .. } => {
                if matches!(place, Place::Namespace) && !params.is_empty() && self.cplusplus < 201402 {
                    self.variable_template_before_cxx14(decl);
                }
                self.template_depth += 1;
                let outer = std::mem::replace(&mut self.declares_template, true);
                self.decl(decl, place, linkage);
                self.declares_template = outer;
                self.template_depth -= 1;
            }
            _ => {}
        }
    }

    /// `namespace A::B {}` declares `A` and `A::B` at once: neither may be `inline` (2768 at
    /// the keyword; C++20's `A::inline B` marks one of them) nor carry attributes before the
    /// name (1098 at the first attribute's name; GNU attributes after the name are taken).
    fn nested_namespace_definition(&mut self, inline: bool, name: Tok, attrs: &[AttrSpec], range: TokRange) {
        if inline {
            self.report(&catalog::INLINE_ON_NESTED_NAMESPACE, range.lo);
        }
        if let Some(a) = attrs.iter().find(|a| a.range.lo < name) {
            self.report(&catalog::ATTRIBUTE_NOT_ALLOWED, a.attrs.first().map_or(a.range.lo, |x| x.name));
        }
    }

    /// A variable template at namespace scope before C++14 (3450, a warning), where EDG starts
    /// reading its initializer: the `=` of `= e`, the first token of `(e)`, the `{` of `{e}`,
    /// else the token after the declarator. (Static data member templates get none.)
    fn variable_template_before_cxx14(&mut self, decl: &Decl) {
        let Decl::Simple(s) = decl else { return };
        if s.specs.iter().any(|sp| matches!(sp, DeclSpec::Keyword(t) if self.kind(*t) == Some(TokenKind::KwTypedef))) {
            return;
        }
        for init in &s.declarators {
            let d = &init.declarator;
            let plain_name = d.name().is_some_and(|q| q.scopes.is_empty() && !q.global && matches!(&q.last, UnqualKind::Plain(seg) if seg.template_args.is_none()));
            if !plain_name || d.function_params().is_some() || init.ambiguous_init.is_some() {
                continue;
            }
            let at = match &init.init {
                None => d.range().hi,
                Some(Initializer::Assign(e)) => (0..e.range().lo).rev().find(|&t| self.word(t) == "=").unwrap_or(e.range().lo),
                Some(Initializer::Paren(args, range)) => args.first().map_or(range.lo, |e| e.range().lo),
                Some(Initializer::Brace(_, range)) => range.lo,
                Some(_) => continue,
            };
            self.report(&catalog::VARIABLE_TEMPLATES_IS_CPP14, at);
        }
    }

    fn class_body(&mut self, c: &ClassSpec) {
        let name = c.name.as_ref().and_then(|q| match &q.last {
            UnqualKind::Plain(seg) => Some(self.word(seg.tok).to_string()),
            _ => None,
        });
        if let Some(class) = &name {
            self.members_named_like_the_class(c, class);
        }
        let place = Place::Class(name);
        // A class template's members are not templates themselves.
        let outer = std::mem::replace(&mut self.declares_template, false);
        for m in &c.members {
            if let Member::Decl(d) = m {
                self.decl(d, &place, Linkage::Free);
            }
        }
        self.declares_template = outer;
    }

    /// [class.mem]: in class `class`, a static data member, a member type (class, enum,
    /// typedef, alias, member template), an enumerator of an unscoped enum member and a member
    /// of an anonymous union or struct may not be named `class`; nor may a non-static data
    /// member when the class declares a constructor. 280 at the member's name. (A member
    /// function named like the class is a constructor, judged elsewhere.)
    fn members_named_like_the_class(&mut self, c: &ClassSpec, class: &str) {
        let declares_constructor = c.members.iter().any(|m| {
            let Member::Decl(d) = m else { return false };
            let declarators: Vec<&Declarator> = match member_decl(d) {
                Decl::Simple(s) => s.declarators.iter().map(|i| &i.declarator).collect(),
                Decl::Function(f) => vec![&f.declarator],
                _ => Vec::new(),
            };
            declarators.into_iter().any(|d| {
                d.function_params().is_some() && matches!(d.name().map(|q| &q.last), Some(UnqualKind::Plain(seg)) if self.word(seg.tok) == class)
            })
        });
        let mut conflicts = Vec::new();
        for m in &c.members {
            if let Member::Decl(d) = m {
                self.conflicting_names(member_decl(d), class, declares_constructor, &mut conflicts);
            }
        }
        for (at, names_a_type_alias) in conflicts {
            // In a template the reference only warns about a typedef or alias of that name.
            let severity = if names_a_type_alias && self.template_depth > 0 { Severity::Warning } else { catalog::CLASS_AND_MEMBER_NAME_CONFLICT.severity };
            let span = self.span(at);
            self.sink.emit(Diagnostic::new(&catalog::CLASS_AND_MEMBER_NAME_CONFLICT, span).arg("name", class).severity(severity));
        }
    }

    /// The names of member declaration `d` that may not be `class` (see
    /// [`Rules::members_named_like_the_class`]), each with whether it names a typedef or alias.
    fn conflicting_names(&self, d: &Decl, class: &str, declares_constructor: bool, out: &mut Vec<(Tok, bool)>) {
        let named_class = |t: Tok| self.word(t) == class;
        match d {
            Decl::Alias { name, .. } if named_class(*name) => out.push((*name, true)),
            Decl::Simple(s) => {
                let storage = s.specs.iter().find_map(|spec| match spec {
                    DeclSpec::Keyword(t) => self.kind(*t).filter(|k| matches!(k, TokenKind::KwStatic | TokenKind::KwTypedef | TokenKind::KwFriend)),
                    _ => None,
                });
                if storage == Some(TokenKind::KwFriend) {
                    return;
                }
                for spec in &s.specs {
                    match spec {
                        DeclSpec::Type(TypeSpec::Class(c)) => match &c.name {
                            Some(q) if q.scopes.is_empty() && !q.global => {
                                if let UnqualKind::Plain(seg) = &q.last {
                                    if named_class(seg.tok) {
                                        out.push((seg.tok, false));
                                    }
                                }
                            }
                            // An anonymous union or struct: its members are the class's.
                            None if s.declarators.is_empty() => {
                                for m in &c.members {
                                    if let Member::Decl(d) = m {
                                        self.conflicting_names(member_decl(d), class, true, out);
                                    }
                                }
                            }
                            _ => {}
                        },
                        DeclSpec::Type(TypeSpec::Elaborated { name, .. }) if s.declarators.is_empty() && name.scopes.is_empty() && !name.global => {
                            if let UnqualKind::Plain(seg) = &name.last {
                                if named_class(seg.tok) {
                                    out.push((seg.tok, false));
                                }
                            }
                        }
                        DeclSpec::Type(TypeSpec::Enum(e)) => {
                            if let Some(UnqualKind::Plain(seg)) = e.name.as_ref().filter(|q| q.scopes.is_empty() && !q.global).map(|q| &q.last) {
                                if named_class(seg.tok) {
                                    out.push((seg.tok, false));
                                }
                            }
                            if !e.scoped {
                                out.extend(e.enumerators.iter().map(|en| en.name).filter(|&t| named_class(t)).map(|t| (t, false)));
                            }
                        }
                        _ => {}
                    }
                }
                for init in &s.declarators {
                    let d = &init.declarator;
                    let Some(q) = d.name().filter(|q| q.scopes.is_empty() && !q.global) else { continue };
                    let UnqualKind::Plain(seg) = &q.last else { continue };
                    let judged = match storage {
                        Some(TokenKind::KwTypedef) => true,
                        Some(_) => d.function_params().is_none(),
                        None => declares_constructor && d.function_params().is_none(),
                    };
                    if judged && named_class(seg.tok) {
                        out.push((seg.tok, storage == Some(TokenKind::KwTypedef)));
                    }
                }
            }
            _ => {}
        }
    }

    /// `int;`, `const long;`: only builtin type specifiers, no declarator (64, at the
    /// declaration: an error in a class, a warning elsewhere).
    fn declares_nothing(&mut self, s: &SimpleDecl, place: &Place) {
        if !s.declarators.is_empty() {
            return;
        }
        let builtin_only = s.specs.iter().all(|spec| matches!(spec, DeclSpec::Builtin(_) | DeclSpec::Cv(_)));
        let has_builtin = s.specs.iter().any(|spec| matches!(spec, DeclSpec::Builtin(_)));
        // `static const ;` in a class: specifiers with no type at all (the grammar takes
        // this only in a class).
        let no_type = matches!(place, Place::Class(_))
            && s.specs.iter().all(|spec| matches!(spec, DeclSpec::Keyword(_) | DeclSpec::Cv(_) | DeclSpec::Attr(_)))
            && s.specs.iter().any(|spec| matches!(spec, DeclSpec::Keyword(_) | DeclSpec::Cv(_)));
        if !no_type && (!builtin_only || !has_builtin) {
            return;
        }
        // Only as written: the specifiers, then `;` (a declaration the parser recovered from,
        // `void ::and;` or `x.int;`, has lost its declarator and was reported already).
        let tokens: Vec<Tok> = s.specs.iter().filter_map(|spec| match spec {
            DeclSpec::Builtin(t) | DeclSpec::Cv(t) | DeclSpec::Keyword(t) => Some(*t),
            _ => None,
        }).collect();
        let (Some(&first), Some(&last)) = (tokens.iter().min(), tokens.iter().max()) else { return };
        if first != s.range.lo || last - first + 1 != tokens.len() as Tok || self.word(last + 1) != ";" {
            return;
        }
        // ... where a declaration may start (`x.int;` is a member access recovered from).
        if first > 0 && !matches!(self.word(first - 1), ";" | "{" | "}" | ":" | ">") {
            return;
        }
        let severity = if matches!(place, Place::Class(_)) { Severity::Error } else { Severity::Warning };
        let span = self.span(s.range.lo);
        self.sink.emit(Diagnostic::new(&catalog::USELESS_DECL, span).severity(severity));
    }

    fn simple(&mut self, s: &SimpleDecl, place: &Place, linkage: Linkage) {
        let specs = self.specifiers(&s.specs);
        for spec in &s.specs {
            if let DeclSpec::Type(TypeSpec::Class(c)) = spec {
                self.class_body(c);
            }
        }
        // `struct B *c,;`: a member declaration's trailing comma, which the grammar takes
        // (228, a warning at the comma).
        if matches!(place, Place::Class(_)) && !s.declarators.is_empty() && s.range.hi >= 2 && self.word(s.range.hi - 1) == ";" && self.word(s.range.hi - 2) == "," {
            self.report(&catalog::NONSTD_EXTRA_COMMA, s.range.hi - 2);
        }
        self.declares_nothing(s, place);
        let first = s.declarators.first().map(|i| &i.declarator);
        self.place_rules(&specs, place, first);
        for init in &s.declarators {
            self.global_qualified_name(&init.declarator, place);
            self.own_class_qualifier(&specs, &init.declarator, place);
            self.zero_width_bit_field(init);
            self.friend_bit_field(init, specs.friend.is_some());
        }
        for init in &s.declarators {
            let shape = self.declarator_shape(&specs, &init.declarator);
            self.function_name_rules(&specs, &init.declarator, place);
            self.trailing_return(&s.specs, &init.declarator);
            self.params(&init.declarator);
            self.declarator_rules(&specs, init, shape, place, linkage);
        }
    }

    /// `using A<T>::m;` in a block: a template-id qualifier names a class, whose members a
    /// block-scope using-declaration may not name before C++20 (754, at the qualifier; since
    /// C++20 the member may be an enumerator, which a dependent name may be). Qualifiers
    /// without template arguments are judged with the symbol table (`typing::using_decl`).
    fn class_member_in_block(&mut self, name: &QualName, range: TokRange) {
        let class_qualified = matches!(name.scopes.last(), Some(Scope::Name(seg)) if seg.template_args.is_some());
        if class_qualified && self.cplusplus < 202002 && self.word(range.lo + 1) != "enum" {
            self.report(&catalog::CLASS_QUALIFIED_NAME_NOT_ALLOWED, name.range.lo);
        }
    }

    /// A friend declaration declares no member, so no bit-field: EDG's parser ends it before
    /// the `:` and wants its `;` there (65, at the `:`).
    fn friend_bit_field(&mut self, init: &InitDeclarator, friend: bool) {
        let Some(Initializer::BitField(width)) = &init.init else { return };
        // The `:` is the real token before the width (markers have no text).
        let colon = (0..width.range().lo).rev().find(|&t| !self.word(t).is_empty());
        if let Some(colon) = colon.filter(|&t| friend && self.word(t) == ":") {
            self.report(&catalog::EXP_SEMICOLON, colon);
        }
    }

    /// [class.bit]: a bit-field of width zero has no name (107, at the name; the width
    /// written as the literal `0`).
    fn zero_width_bit_field(&mut self, init: &InitDeclarator) {
        let Some(Initializer::BitField(width)) = &init.init else { return };
        let Expr::Literal(t) = width.without_parens() else { return };
        let zero = self.word(*t).trim_end_matches(['u', 'U', 'l', 'L']).bytes().all(|b| b == b'0');
        if let (true, Some(name)) = (zero, init.declarator.name()) {
            self.report(&catalog::ZERO_LENGTH_BIT_FIELD_MUST_BE_UNNAMED, name.range.lo);
        }
    }

    /// What a function's name forbids: `::main` may be neither `inline` (404) nor a template
    /// (466), also as a friend; a replacement `operator new` or `operator delete` is not
    /// `inline` (2620, a warning at the declaration, outside system headers; one-parameter
    /// forms only); a virtual function's return type is not
    /// deduced (`virtual auto f()`, 2548). At the name unless said otherwise.
    fn function_name_rules(&mut self, s: &Specs, d: &Declarator, place: &Place) {
        let Some(name) = d.name().filter(|_| has_function_declarator(d)) else { return };
        let at_namespace = matches!(place, Place::Namespace);
        match &name.last {
            UnqualKind::Plain(seg) if name.scopes.is_empty() && self.word(seg.tok) == "main" && self.namespace_depth == 0 && (at_namespace || s.friend.is_some()) => {
                if self.declares_template {
                    // Once, at the first declaration of the template; again in each class
                    // template (the reference judges its members apart).
                    if !self.main_template_declared || self.template_depth > 1 {
                        self.report(&catalog::FUNCTION_TEMPLATE_NAMED_MAIN, seg.tok);
                    }
                    self.main_template_declared = true;
                } else if s.inline.is_some() && at_namespace {
                    self.report(&catalog::INLINE_MAIN, seg.tok);
                }
            }
            UnqualKind::Operator { tokens, .. } if at_namespace && name.scopes.is_empty() && matches!(self.word(tokens.lo), "new" | "delete") => {
                // Only the one-parameter forms (`new(size_t)`, `delete(void*)`) are judged: a
                // placement form replaces nothing, and the reference does not count the sized,
                // aligned and nothrow ones.
                let one_parameter = d.function_params().is_some_and(|c| c.params.len() == 1 && !c.variadic);
                if let (Some(_), Some(first), true) = (s.inline, s.first, one_parameter) {
                    if !(self.in_system_header)(self.span(first).lo) {
                        self.report(&catalog::INLINE_NEW_OR_DELETE_OPERATOR, first);
                    }
                }
            }
            UnqualKind::Plain(seg) if s.virtual_.is_some() && (s.auto.is_some() || s.decltype_auto.is_some()) && !has_trailing_return(d) => {
                self.report(&catalog::VIRTUAL_FUNCTION_CANNOT_HAVE_DEDUCED_RETURN_TYPE, seg.tok);
            }
            _ => {}
        }
    }

    /// `struct V { int V::f(); };`: a member declared with its own class's name as
    /// qualifier (427, a warning at the qualifier). Only the plain `V::` is judged: a longer
    /// or templated qualifier may name another class (another rule), and a friend names
    /// another class's members.
    fn own_class_qualifier(&mut self, s: &Specs, d: &Declarator, place: &Place) {
        let (Place::Class(Some(class)), Some(q), None) = (place, d.name(), s.friend) else { return };
        let [Scope::Name(seg)] = q.scopes.as_slice() else { return };
        if !q.global && seg.template_args.is_none() && self.word(seg.tok) == class {
            self.report(&catalog::QUALIFIER_IN_MEMBER_DECLARATION, q.range.lo);
        }
    }

    /// `int ::x;` at the global scope: a name qualified by the scope it is declared in
    /// (1372, a warning at the `::`).
    fn global_qualified_name(&mut self, d: &Declarator, place: &Place) {
        if let (Place::Namespace, 0, Some(q)) = (place, self.namespace_depth, d.name()) {
            if q.global && q.scopes.is_empty() {
                self.report(&catalog::NONSTD_QUALIFIER_IN_GLOBAL_SCOPE_DECL, q.range.lo);
            }
        }
    }

    /// A function declarator with a trailing return type whose decl-specifiers name a type
    /// other than `auto` (`int f() -> int;`, `decltype(auto) (*h)() -> bool`): 1823 at the
    /// `->`. (No type specifier at all, as for a constructor, is not judged.)
    fn trailing_return(&mut self, specs: &[DeclSpec], d: &Declarator) {
        let auto = specs.iter().any(|s| matches!(s, DeclSpec::Type(TypeSpec::Auto(_))));
        let typed = specs.iter().any(|s| matches!(s, DeclSpec::Type(_) | DeclSpec::Builtin(_)));
        if auto {
            self.trailing_return_after_pointer(d);
        }
        if auto || !typed {
            return;
        }
        let mut layer = Some(d);
        while let Some(d) = layer {
            layer = match d {
                Declarator::Func { inner, quals, .. } => {
                    if let Some(ret) = &quals.trailing_return {
                        self.report(&catalog::TRAILING_RETURN_TYPE_REQUIRES_AUTO, ret.range.lo.saturating_sub(1));
                    }
                    Some(inner)
                }
                Declarator::Ptr { inner, .. } | Declarator::Array { inner, .. } | Declarator::Paren { inner, .. } | Declarator::Attributed { inner, .. } => Some(inner),
                Declarator::Name { .. } => None,
            };
        }
    }

    /// `auto* (*g)() -> int`, `auto& f() -> int&`: `auto` stands for the trailing return type
    /// only where the function declarator is the outermost one; a pointer or reference
    /// around it is 1825, at the `*` or `&`.
    fn trailing_return_after_pointer(&mut self, d: &Declarator) {
        let mut outer_pointer = None;
        let mut layer = d;
        loop {
            layer = match layer {
                Declarator::Ptr { inner, range, .. } => {
                    outer_pointer.get_or_insert(range.lo);
                    inner
                }
                Declarator::Paren { inner, .. } | Declarator::Attributed { inner, .. } => inner,
                Declarator::Func { quals, .. } => {
                    if let (Some(at), Some(_)) = (outer_pointer, &quals.trailing_return) {
                        self.report(&catalog::TRAILING_RETURN_TYPE_FUNCTION_WITHOUT_SIMPLE_AUTO, at);
                    }
                    return;
                }
                Declarator::Array { .. } | Declarator::Name { .. } => return,
            };
        }
    }

    fn function_def(&mut self, f: &FunctionDef, place: &Place) {
        let specs = self.specifiers(&f.specs);
        self.place_rules(&specs, place, Some(&f.declarator));
        self.global_qualified_name(&f.declarator, place);
        self.own_class_qualifier(&specs, &f.declarator, place);
        self.declarator_shape(&specs, &f.declarator);
        self.function_name_rules(&specs, &f.declarator, place);
        self.trailing_return(&f.specs, &f.declarator);
        self.params(&f.declarator);
        let outer = std::mem::replace(&mut self.constexpr_body, (specs.constexpr.is_some() || specs.consteval.is_some()) && self.template_depth == 0);
        match &f.body {
            FunctionBody::Block(b) | FunctionBody::Try(b, _, _) => self.block(b),
            _ => {}
        }
        self.constexpr_body = outer;
    }

    /// What a `constexpr` function's body may not hold before C++23: a variable of static,
    /// thread or external storage (2661, at its name), before C++20 a variable of a builtin
    /// type without initializer (2662, at its name), a `goto` (2388), a label (2754, at its
    /// name), and before C++20 a `try`
    /// block (2388) or an `asm` statement (2388, a warning). (Lambdas in it are functions of
    /// their own, and so are a local class's members.)
    fn constexpr_body_rules(&mut self, s: &Stmt) {
        if !self.constexpr_body {
            return;
        }
        let before_cxx20 = self.cplusplus < 202002;
        match s {
            Stmt::Decl(Decl::Simple(d)) => {
                let specs = self.specifiers(&d.specs);
                let storage = specs.storage.filter(|&t| matches!(self.kind(t), Some(TokenKind::KwStatic | TokenKind::KwExtern))).or(specs.thread_local);
                let typedef = specs.storage.is_some_and(|t| self.kind(t) == Some(TokenKind::KwTypedef));
                for init in &d.declarators {
                    let Some(name) = init.declarator.name() else { continue };
                    if init.declarator.function_params().is_some() || typedef {
                        continue;
                    }
                    if storage.is_some() {
                        self.report(&catalog::NONAUTOMATIC_VAR_IN_CONSTEXPR_FUNCTION, name.range.lo);
                    } else if before_cxx20 && init.init.is_none() && init.ambiguous_init.is_none() && matches!(specs.base, Some(Base::Builtin)) && !init.declarator.is_pack() {
                        self.report(&catalog::UNINITIALIZED_VAR_IN_CONSTEXPR_FUNCTION, name.range.lo);
                    }
                }
            }
            Stmt::Goto(_, _, range) => self.report(&catalog::INVALID_STATEMENT_IN_CONSTEXPR_FUNCTION, range.lo),
            Stmt::Label { name, .. } => self.report(&catalog::LABEL_IN_CONSTEXPR_FUNCTION, *name),
            Stmt::Try { range, .. } if before_cxx20 => self.report(&catalog::INVALID_STATEMENT_IN_CONSTEXPR_FUNCTION, range.lo),
            Stmt::Asm(range) | Stmt::Decl(Decl::Asm { range }) if before_cxx20 => {
                let span = self.span(range.lo);
                self.sink.emit(Diagnostic::new(&catalog::INVALID_STATEMENT_IN_CONSTEXPR_FUNCTION, span).severity(Severity::Warning));
            }
            _ => {}
        }
    }

    fn block(&mut self, b: &Block) {
        b.stmts.iter().for_each(|s| self.stmt(s));
    }

    fn stmt(&mut self, s: &Stmt) {
        self.constexpr_body_rules(s);
        match s {
            Stmt::Decl(Decl::Using { name, range }) => self.class_member_in_block(name, *range),
            Stmt::Decl(d) => self.decl(d, &Place::Block, Linkage::Free),
            Stmt::Ambig { decl, .. } => self.decl(decl, &Place::Block, Linkage::Free),
            Stmt::Block(b) => self.block(b),
            Stmt::If { init, then, els, .. } => {
                init.iter().for_each(|s| self.stmt(s));
                self.stmt(then);
                els.iter().for_each(|s| self.stmt(s));
            }
            Stmt::For { init, body, .. } => {
                self.stmt(init);
                self.stmt(body);
            }
            Stmt::Switch { init, body, .. } => {
                init.iter().for_each(|s| self.stmt(s));
                self.stmt(body);
            }
            Stmt::RangeFor { body, .. } | Stmt::While { body, .. } | Stmt::DoWhile { body, .. } => self.stmt(body),
            Stmt::Case { stmt, .. } | Stmt::Default { stmt, .. } | Stmt::Label { stmt, .. } => self.stmt(stmt),
            Stmt::Try { body, handlers, .. } => {
                self.block(body);
                handlers.iter().for_each(|h| self.block(&h.body));
            }
            _ => {}
        }
    }

    /// The parameters of the function a declarator declares.
    fn params(&mut self, d: &Declarator) {
        let Some(clause) = d.function_params() else { return };
        let only_one = clause.params.len() == 1 && !clause.variadic;
        for p in &clause.params {
            let specs = self.specifiers(&p.specs);
            for t in [specs.storage, specs.thread_local].into_iter().flatten() {
                // `register` is still accepted on parameters.
                if self.kind(t) != Some(TokenKind::KwRegister) {
                    self.report(&catalog::BAD_PARAM_STORAGE_CLASS, t);
                }
            }
            let shape = self.declarator_shape(&specs, &p.declarator);
            // `f(void)` is the empty parameter list; a named or additional void parameter is not.
            // A cv-qualified `void` is neither (`f(const void)`: 2410, nonstandard; named or
            // beside others: 526), at the parameter's first token.
            let named = p.declarator.name().is_some();
            if shape == Some(Shape::Base(Base::Void)) {
                match (specs.cv, named || !only_one) {
                    (None, true) => {
                        if let Some(t) = void_keyword(self, &p.specs) {
                            self.report(&catalog::VOID_PARAM_NOT_ALLOWED, t);
                        }
                    }
                    (Some(_), true) => self.report(&catalog::VOID_PARAM_NOT_ALLOWED, p.range.lo),
                    (Some(_), false) => self.report(&catalog::NONSTD_QUALIFIED_VOID_PARAM_LIST, p.range.lo),
                    (None, false) => {}
                }
            }
        }
    }

    // ------------------------------------------------------------ the specifier sequence

    /// Reads a decl-specifier sequence, reporting repeated or conflicting specifiers.
    fn specifiers(&mut self, list: &[DeclSpec]) -> Specs {
        let mut s = Specs::default();
        let mut words = TypeWords { base: None, opaque: false, sign: None, size: Size::None, conflict: false };
        let mut seen_cv: Vec<TokenKind> = Vec::new();
        for spec in list {
            let first = spec_token(spec);
            if s.first.is_none() {
                s.first = first;
            }
            match spec {
                DeclSpec::Keyword(t) => self.keyword(&mut s, *t),
                DeclSpec::ExplicitBool(t, _) => self.keyword(&mut s, *t),
                DeclSpec::Cv(t) => {
                    let kind = self.kind(*t);
                    if kind == Some(TokenKind::KwConst) {
                        s.is_const = true;
                    }
                    if let Some(k @ (TokenKind::KwConst | TokenKind::KwVolatile)) = kind {
                        s.cv.get_or_insert(*t);
                        if seen_cv.contains(&k) {
                            self.report(&catalog::DUPL_TYPE_QUALIFIER, *t);
                        }
                        seen_cv.push(k);
                    }
                }
                DeclSpec::Builtin(t) => self.type_keyword(&mut words, *t),
                DeclSpec::Type(ts) => {
                    let kind = if matches!(ts, TypeSpec::Auto(_)) { TokenKind::KwAuto } else { TokenKind::Ident };
                    if let (TypeSpec::Auto(_), Some(t)) = (ts, first) {
                        s.auto.get_or_insert(t);
                    }
                    if let (TypeSpec::DecltypeAuto(_), Some(t)) = (ts, first) {
                        s.decltype_auto.get_or_insert(t);
                    }
                    if let Some(t) = first {
                        self.base_type(&mut words, kind, t);
                    }
                }
                DeclSpec::Attr(_) => {}
            }
        }
        if !words.conflict && !words.opaque && !fits(&words) {
            if let Some(t) = s.first {
                self.report(&catalog::BAD_COMBINATION_OF_TYPE_SPECIFIERS, t);
                self.rejected_specifiers.push(t);
            }
        }
        s.base = Some(match (words.base, words.sign, words.size) {
            _ if words.opaque => Base::Other,
            (None, None, Size::None) => Base::Missing,
            (Some(TokenKind::KwVoid), None, Size::None) => Base::Void,
            (Some(TokenKind::KwAuto), None, Size::None) => Base::Auto,
            (Some(TokenKind::Ident), _, _) => Base::Other,
            _ => Base::Builtin,
        });
        s
    }

    /// A storage class or function/variable specifier keyword.
    fn keyword(&mut self, s: &mut Specs, t: Tok) {
        let Some(kind) = self.kind(t) else { return };
        let slot = match kind {
            TokenKind::KwStatic | TokenKind::KwExtern | TokenKind::KwTypedef | TokenKind::KwMutable | TokenKind::KwRegister => {
                // A second storage class, even the same one, is "more than one".
                if s.storage.is_some() {
                    self.report(&catalog::MULT_STORAGE_CLASSES, t);
                } else {
                    s.storage = Some(t);
                }
                return;
            }
            TokenKind::KwThreadLocal | TokenKind::KwThread => &mut s.thread_local,
            TokenKind::KwInline => &mut s.inline,
            TokenKind::KwConstexpr | TokenKind::KwConsteval | TokenKind::KwConstinit => {
                let slot = match kind {
                    TokenKind::KwConstexpr => s.constexpr,
                    TokenKind::KwConsteval => s.consteval,
                    _ => s.constinit,
                };
                let other = [s.constexpr, s.consteval, s.constinit].into_iter().flatten().any(|o| self.kind(o) != Some(kind));
                if slot.is_none() && other {
                    self.report(&catalog::CONSTEXPR_AND_CONSTEVAL_SPECIFIERS, t);
                    self.rejected_specifiers.push(t);
                    return;
                }
                match kind {
                    TokenKind::KwConstexpr => &mut s.constexpr,
                    TokenKind::KwConsteval => &mut s.consteval,
                    _ => &mut s.constinit,
                }
            }
            TokenKind::KwVirtual => &mut s.virtual_,
            TokenKind::KwFriend => &mut s.friend,
            TokenKind::KwExplicit => &mut s.explicit,
            _ => return,
        };
        if slot.is_some() {
            // The reference notices a repeated `thread_local` only at the next token.
            let at = if matches!(kind, TokenKind::KwThreadLocal | TokenKind::KwThread) { t + 1 } else { t };
            self.report(&catalog::DUPL_DECL_SPECIFIER, at);
        } else {
            *slot = Some(t);
        }
    }

    /// A builtin type keyword (`int`, `unsigned`, `long`, ...).
    fn type_keyword(&mut self, w: &mut TypeWords, t: Tok) {
        let Some(kind) = self.kind(t) else { return };
        match kind {
            TokenKind::KwSigned | TokenKind::KwUnsigned => match w.sign {
                Some(prev) => self.type_conflict(w, t, prev == kind),
                None => w.sign = Some(kind),
            },
            TokenKind::KwShort => match w.size {
                Size::Short => self.type_conflict(w, t, true),
                Size::Long | Size::LongLong => self.type_conflict(w, t, false),
                Size::None if w.base == Some(TokenKind::KwInt128) => self.type_conflict(w, t, false),
                Size::None => w.size = Size::Short,
            },
            TokenKind::KwLong => match w.size {
                Size::Short | Size::LongLong => self.type_conflict(w, t, false),
                _ if w.base == Some(TokenKind::KwInt128) => self.type_conflict(w, t, false),
                Size::None => w.size = Size::Long,
                Size::Long => w.size = Size::LongLong,
            },
            TokenKind::KwInt128 if w.size != Size::None => self.type_conflict(w, t, false),
            TokenKind::KwVoid
            | TokenKind::KwBool
            | TokenKind::KwChar
            | TokenKind::KwChar8T
            | TokenKind::KwChar16T
            | TokenKind::KwChar32T
            | TokenKind::KwWcharT
            | TokenKind::KwInt
            | TokenKind::KwFloat
            | TokenKind::KwDouble
            | TokenKind::KwInt128 => self.base_type(w, kind, t),
            // `_Float16`, `_Complex`, `__auto_type`: combinations we do not model.
            _ => w.opaque = true,
        }
    }

    /// A base type: a second one conflicts, even the same keyword (`int int`).
    fn base_type(&mut self, w: &mut TypeWords, kind: TokenKind, t: Tok) {
        if w.base.is_some() {
            self.type_conflict(w, t, false);
        } else {
            w.base = Some(kind);
        }
    }

    /// Two type keywords that cannot go together; the same sign or size twice is a repeated
    /// specifier (240), anything else an invalid combination (84).
    fn type_conflict(&mut self, w: &mut TypeWords, t: Tok, repeated: bool) {
        w.conflict = true;
        let def = if repeated { &catalog::DUPL_DECL_SPECIFIER } else { &catalog::BAD_COMBINATION_OF_TYPE_SPECIFIERS };
        self.report(def, t);
        if !repeated {
            self.rejected_specifiers.push(t);
        }
    }

    // ------------------------------------------------------------ specifiers in their place

    /// What the declaration's place allows. `first` is the (first) declarator, if any.
    fn place_rules(&mut self, s: &Specs, place: &Place, first: Option<&Declarator>) {
        let is_function = first.is_some_and(|d| d.function_params().is_some());
        let is_typedef = s.storage.is_some_and(|t| self.kind(t) == Some(TokenKind::KwTypedef));
        let storage = s.storage.and_then(|t| self.kind(t).map(|k| (k, t)));
        if let Some(t) = s.thread_local {
            let static_member = matches!(place, Place::Class(_)) && matches!(storage, Some((TokenKind::KwStatic, _)));
            if first.is_some() && (is_function || (matches!(place, Place::Class(_)) && !static_member)) {
                self.report(&catalog::THREAD_LOCAL_NOT_ALLOWED, t);
            }
        }
        if let (Some(t), Some(_)) = (s.consteval, first) {
            if !is_function && !is_typedef {
                self.report(&catalog::CONSTEVAL_VARIABLE, t);
            } else if first.and_then(|d| d.name()).is_some_and(|q| matches!(q.last, UnqualKind::Destructor(_))) {
                self.report(&catalog::CONSTEVAL_DESTRUCTOR, t);
            }
        }
        if let (Some(t), true) = (s.constinit, is_function) {
            self.report(&catalog::INVALID_CONSTINIT, t);
        }
        // A constexpr virtual function needs C++20 (2390, at the second of the two).
        if let (Some(c), Some(v), true) = (s.constexpr, s.virtual_, self.cplusplus < 202002) {
            self.report(&catalog::CONSTEXPR_VIRTUAL_COMBINATION, c.max(v));
        }
        match place {
            Place::Namespace => {
                for t in [s.virtual_, s.friend].into_iter().flatten() {
                    self.report(&catalog::BAD_SPECIFIER_OUTSIDE_CLASS_DECL, t);
                }
                if let Some(t) = s.explicit {
                    self.report(&catalog::EXPLICIT_NOT_ALLOWED, t);
                }
                match storage {
                    Some((TokenKind::KwMutable, t)) => self.report(&catalog::MUTABLE_NOT_ALLOWED, t),
                    Some((TokenKind::KwRegister, t)) => self.report(&catalog::BAD_FILE_SCOPE_STORAGE_CLASS, t),
                    _ => {}
                }
            }
            Place::Class(class) => {
                match storage {
                    Some((TokenKind::KwExtern | TokenKind::KwRegister, t)) => self.report(&catalog::BAD_MEMBER_STORAGE_CLASS, t),
                    Some((TokenKind::KwMutable, t)) if s.is_const => self.report(&catalog::MUTABLE_NOT_ALLOWED, t),
                    _ => {}
                }
                if let (Some(t), Some(d)) = (s.explicit, first) {
                    if s.friend.is_none() && !self.is_constructor_or_conversion(d, class.as_deref()) {
                        self.report(&catalog::EXPLICIT_NOT_ALLOWED, t);
                    }
                }
                // C++11 makes a constexpr non-static member function const; C++14 does not:
                // a warning where that changes the function's type (2659, at `constexpr`).
                if let (Some(c), Some(d), 201103) = (s.constexpr, first, self.cplusplus) {
                    let is_static = matches!(storage, Some((TokenKind::KwStatic, _)));
                    let implicitly_static = match d.name().map(|q| &q.last) {
                        Some(UnqualKind::Operator { tokens, .. }) => (tokens.lo..tokens.hi).any(|t| matches!(self.word(t), "new" | "delete")),
                        _ => false,
                    };
                    let constructor = matches!(d.name().map(|q| &q.last), Some(UnqualKind::Plain(seg)) if class.as_deref() == Some(self.word(seg.tok)));
                    let destructor = matches!(d.name().map(|q| &q.last), Some(UnqualKind::Destructor(_)));
                    let is_const = function_cvs(d).iter().any(|&t| self.word(t) == "const");
                    if d.function_params().is_some() && !is_static && !implicitly_static && s.friend.is_none() && !constructor && !destructor && !is_const && !is_typedef {
                        self.report(&catalog::CONSTEXPR_NOT_CONST, c);
                    }
                }
                if let (Some((TokenKind::KwStatic, _)), Some(d)) = (storage, first) {
                    if let Some(cv) = function_cv(d) {
                        self.report(&catalog::FUNCTION_QUALIFIER_ON_STATIC_MEMBER, cv);
                    }
                }
            }
            Place::Block => {}
        }
    }

    fn is_constructor_or_conversion(&self, d: &Declarator, class: Option<&str>) -> bool {
        if d.function_params().is_none() {
            return false;
        }
        match d.name().map(|q| &q.last) {
            Some(UnqualKind::Conversion(_)) => true,
            Some(UnqualKind::Plain(seg)) => class.is_some_and(|c| self.word(seg.tok) == c),
            _ => false,
        }
    }

    // ------------------------------------------------------------ the declarator

    /// Builds the declared type's shape from the outermost declarator layer in, reporting
    /// impossible types. Returns the final shape, or `None` after an error.
    fn declarator_shape(&mut self, s: &Specs, d: &Declarator) -> Option<Shape> {
        let name_at = d.name().map(|q| q.range.lo).unwrap_or(d.range().lo);
        let base = s.base.unwrap_or(Base::Other);
        // Each shape remembers the token the reference blames when it is misused.
        let mut shape = (Shape::Base(base), name_at);
        let mut layer = d;
        // The reference blames the name, not the `*`, for a parenthesized pointer.
        let mut parenthesized = false;
        loop {
            let (cur, at) = shape;
            match layer {
                Declarator::Name { .. } => return Some(cur),
                Declarator::Paren { inner, .. } => {
                    parenthesized = true;
                    layer = inner;
                    continue;
                }
                Declarator::Attributed { inner, .. } => layer = inner,
                Declarator::Ptr { op, inner, range } => {
                    shape = match op {
                        PtrOp::LRef | PtrOp::RRef => {
                            // `int &const r`: the qualifier means nothing (512, a warning at
                            // it; GNU's `__restrict__` is fine).
                            let qualifiers = (range.lo + 1..inner.range().lo.max(range.lo + 1)).take_while(|t| matches!(self.kind(*t), Some(TokenKind::KwConst | TokenKind::KwVolatile | TokenKind::KwRestrict)));
                            if let Some(q) = qualifiers.into_iter().find(|t| matches!(self.kind(*t), Some(TokenKind::KwConst | TokenKind::KwVolatile))) {
                                self.report(&catalog::QUALIFIED_REFERENCE_TYPE, q);
                            }
                            (Shape::Reference, name_at)
                        }
                        PtrOp::Pointer { cv, .. } | PtrOp::Member { cv, .. } => {
                            if cur == Shape::Reference {
                                let at = if parenthesized { name_at } else { self.pointer_token(op, range.lo) };
                                self.report(&catalog::POINTER_TO_REFERENCE, at);
                                return None;
                            }
                            let is_const = cv.iter().any(|t| self.kind(*t) == Some(TokenKind::KwConst));
                            let qualifier = cv.iter().copied().find(|t| matches!(self.kind(*t), Some(TokenKind::KwConst | TokenKind::KwVolatile)));
                            match (qualifier, inner.as_ref()) {
                                (Some(q), Declarator::Func { .. }) => (Shape::QualifiedPointer(q), name_at),
                                _ => (Shape::Pointer(is_const), name_at),
                            }
                        }
                    };
                    layer = inner;
                }
                Declarator::Array { inner, size, .. } => {
                    let bad: Option<(&'static DiagDef, Tok)> = match cur {
                        Shape::Reference => Some((&catalog::ARRAY_OF_REFERENCE, name_at)),
                        Shape::Base(Base::Void) => Some((&catalog::ARRAY_OF_VOID, name_at)),
                        Shape::Function => Some((&catalog::ARRAY_OF_FUNCTION, at)),
                        Shape::Array(false, _) => Some((&catalog::BAD_ARRAY_ELEMENT_TYPE, at)),
                        _ => None,
                    };
                    if let Some((def, at)) = bad {
                        self.report(def, at);
                        return None;
                    }
                    // The `[` comes right after the inner declarator.
                    let pointer_elements = match cur {
                        Shape::Pointer(is_const) => Some(is_const),
                        Shape::Array(_, elements) => elements,
                        _ => None,
                    };
                    shape = (Shape::Array(size.is_some(), pointer_elements), inner.range().hi);
                    layer = inner;
                }
                Declarator::Func { inner, params, .. } => {
                    match cur {
                        Shape::Function => {
                            self.report(&catalog::FUNCTION_RETURNING_FUNCTION, at);
                            return None;
                        }
                        Shape::Array(..) => {
                            self.report(&catalog::FUNCTION_RETURNING_ARRAY, at);
                            return None;
                        }
                        // A cv-qualified builtin or pointer returned by value: the qualifier
                        // means nothing (815, a warning at the qualifier). A class type's
                        // may (its const member functions), a named type may be one.
                        Shape::Base(Base::Builtin) if inner.is_plain_name() => {
                            if let Some(q) = s.cv {
                                self.report(&catalog::USELESS_TYPE_QUALIFIER_ON_RETURN_TYPE, q);
                            }
                        }
                        Shape::QualifiedPointer(q) if inner.is_plain_name() => self.report(&catalog::USELESS_TYPE_QUALIFIER_ON_RETURN_TYPE, q),
                        _ => {}
                    }
                    // The reference blames the first token inside the parentheses.
                    shape = (Shape::Function, params.range.lo + 1);
                    layer = inner;
                }
            }
            parenthesized = false;
        }
    }

    /// The `*` of a pointer layer (after `C::` for a pointer to member).
    fn pointer_token(&self, op: &PtrOp, lo: Tok) -> Tok {
        match op {
            PtrOp::Member { class, .. } => class.range.hi,
            _ => lo,
        }
    }

    /// Rules on one declarator of a simple declaration: initializers required or forbidden.
    fn declarator_rules(&mut self, s: &Specs, init: &InitDeclarator, shape: Option<Shape>, place: &Place, linkage: Linkage) {
        let d = &init.declarator;
        let Some(shape) = shape else { return };
        let Some(name) = d.name() else { return };
        let storage = s.storage.and_then(|t| self.kind(t));
        if storage == Some(TokenKind::KwTypedef) || s.friend.is_some() {
            // A typedef cannot name a placeholder (1598 at `auto`); a function type with a
            // trailing return type (`typedef auto F() -> int;`) is no placeholder.
            if let (Some(auto), None) = (s.auto.filter(|_| s.friend.is_none()), d.function_params()) {
                if !has_function_declarator(d) {
                    self.report(&catalog::AUTO_NOT_ALLOWED_HERE, auto);
                }
            }
            return;
        }
        let display = self.word(name_token(name)).to_string();
        let after = d.range().hi;
        let is_function = d.function_params().is_some();
        let is_extern = storage == Some(TokenKind::KwExtern) || linkage == Linkage::UnbracedExtern;
        let in_class = matches!(place, Place::Class(_));
        if is_function {
            if let (Some(Initializer::Assign(_)), false) = (&init.init, in_class) {
                self.report_named(&catalog::CANNOT_INITIALIZE, after, &display);
            }
            return;
        }
        // A variable (or data member).
        // `auto (*fs[2])() -> int`: the trailing return type is what `auto` stands for, a
        // pointer to function is no placeholder.
        let placeholder = if has_trailing_return(d) { None } else { s.auto };
        // An array of a placeholder type (`auto a[3] = {...}`): 1589 at `auto`.
        if let (Some(auto), Shape::Array(..), false) = (placeholder, shape, in_class) {
            self.report(&catalog::AUTO_TYPE_IN_ARRAY_TYPE, auto);
        }
        if shape == Shape::Base(Base::Void) {
            let span = self.span(name.range.lo);
            self.sink.emit(Diagnostic::new(&catalog::INCOMPLETE_TYPE_NOT_ALLOWED, span).arg("type", "void"));
        }
        // A builtin arithmetic or pointer object initialized by a parenthesized list of more
        // than one value (146, at the second). The shape is the written one, so this holds in
        // templates too.
        if let (Some(Initializer::Paren(values, _)), None, Shape::Base(Base::Builtin) | Shape::Pointer(_)) = (&init.init, &init.ambiguous_init, shape) {
            // (Judged as written: `int x(1, t...)` too, whatever the pack expands to.)
            if let Some(second) = values.get(1) {
                self.report(&catalog::TOO_MANY_INITIALIZER_VALUES, second.range().lo);
            }
        }
        match (place, &init.init) {
            (Place::Class(_), Some(Initializer::Assign(_) | Initializer::Brace(..))) => {
                let constant = s.is_const || s.constexpr.is_some() || s.inline.is_some();
                let is_static = storage == Some(TokenKind::KwStatic);
                if is_static && !constant {
                    self.report(&catalog::MEMBER_CONSTANT_NOT_CONST, after);
                }
                // A data member's type cannot come from its default member initializer
                // (1598 at `auto`); a static one's initializer just dropped leaves none (1593).
                match (placeholder, is_static) {
                    (Some(auto), false) => self.report(&catalog::AUTO_NOT_ALLOWED_HERE, auto),
                    (Some(_), true) if !constant => self.report(&catalog::AUTO_TYPE_REQUIRES_INITIALIZER, name.range.lo),
                    _ => {}
                }
            }
            (Place::Class(_), None) if placeholder.is_some() => self.report(&catalog::AUTO_TYPE_REQUIRES_INITIALIZER, name.range.lo),
            (Place::Block, Some(_)) if storage == Some(TokenKind::KwExtern) => {
                self.report(&catalog::BLOCK_EXTERN_INITIALIZER_NOT_ALLOWED, after);
            }
            (Place::Block, _) => {
                if let Some(t) = s.constinit {
                    if storage != Some(TokenKind::KwStatic) && storage != Some(TokenKind::KwExtern) && s.thread_local.is_none() {
                        self.report(&catalog::CONSTINIT_VARIABLE_STORAGE, t);
                    }
                }
            }
            _ => {}
        }
        // Objects that need an initializer; out-of-class definitions of static members
        // (`const int S::c;`) may have had theirs in the class.
        if init.init.is_some() || in_class || is_extern || !name.scopes.is_empty() {
            return;
        }
        if s.constexpr.is_some() {
            // A class type with a constexpr default constructor is initialised by it
            // (`inline constexpr __fn_object f;` in libstdc++'s ranges); only a type that
            // surely has none needs the initializer written out.
            if !names_a_type(s, shape) {
                self.report(&catalog::CONSTEXPR_VARIABLE_DECL_MUST_BE_DEFINITION, after);
            }
        } else if shape == Shape::Reference {
            self.report_named(&catalog::MISSING_INITIALIZER_ON_REFERENCE, after, &display);
        } else if s.base == Some(Base::Auto) && placeholder.is_some() {
            self.report(&catalog::AUTO_TYPE_REQUIRES_INITIALIZER, name.range.lo);
        } else if is_const_object(s, shape) {
            self.report_named(&catalog::MISSING_INITIALIZER_ON_CONST, after, &display);
        }
    }
}

/// Whether a variable of this shape is a const object of a type that surely has no default
/// constructor of its own (a builtin, or a const pointer).
fn is_const_object(s: &Specs, shape: Shape) -> bool {
    match shape {
        Shape::Pointer(is_const) => is_const,
        Shape::Array(_, Some(is_const)) => is_const,
        Shape::Base(Base::Builtin) | Shape::Array(_, None) => s.is_const && s.base == Some(Base::Builtin),
        _ => false,
    }
}

/// Whether the object's type comes from a type name (maybe a class) rather than a builtin
/// type, a pointer or a reference.
fn names_a_type(s: &Specs, shape: Shape) -> bool {
    matches!(shape, Shape::Base(_) | Shape::Array(_, None)) && s.base == Some(Base::Other)
}

/// The declaration a member template declares (`template<class T> struct P {};`).
fn member_decl(d: &Decl) -> &Decl {
    match d {
        Decl::Template { decl, .. } => member_decl(decl),
        _ => d,
    }
}

/// The first token of a specifier.
fn spec_token(spec: &DeclSpec) -> Option<Tok> {
    Some(match spec {
        DeclSpec::Keyword(t) | DeclSpec::Cv(t) | DeclSpec::Builtin(t) | DeclSpec::ExplicitBool(t, _) => *t,
        DeclSpec::Attr(a) => a.range.lo,
        DeclSpec::Type(ts) => match ts {
            TypeSpec::Named(q) | TypeSpec::Typename(q) => q.range.lo,
            TypeSpec::Elaborated { key, .. } => *key,
            TypeSpec::Class(c) => c.range.lo,
            TypeSpec::Enum(e) => e.range.lo,
            TypeSpec::Decltype(_, r) | TypeSpec::DecltypeAuto(r) | TypeSpec::Typeof(_, r) | TypeSpec::TraitType(_, _, r) => r.lo,
            TypeSpec::Auto(t) => *t,
        },
    })
}

/// The `void` keyword of a parameter's specifiers.
fn void_keyword(rules: &Rules, specs: &[DeclSpec]) -> Option<Tok> {
    specs.iter().find_map(|s| match s {
        DeclSpec::Builtin(t) if rules.kind(*t) == Some(TokenKind::KwVoid) => Some(*t),
        _ => None,
    })
}

/// The first cv-qualifier after the parameter list of the function a declarator declares.
fn function_cv(d: &Declarator) -> Option<Tok> {
    match d {
        Declarator::Func { inner, quals, .. } if inner.is_plain_name() => quals.cv.first().copied(),
        Declarator::Func { inner, .. }
        | Declarator::Ptr { inner, .. }
        | Declarator::Attributed { inner, .. }
        | Declarator::Paren { inner, .. } => function_cv(inner),
        _ => None,
    }
}

/// The cv-qualifiers after the parameter list of the function a declarator declares.
fn function_cvs(d: &Declarator) -> Vec<Tok> {
    match d {
        Declarator::Func { inner, quals, .. } if inner.is_plain_name() => quals.cv.clone(),
        Declarator::Func { inner, .. }
        | Declarator::Ptr { inner, .. }
        | Declarator::Attributed { inner, .. }
        | Declarator::Paren { inner, .. } => function_cvs(inner),
        _ => Vec::new(),
    }
}

/// The token that names a declarator's entity (for messages).
fn name_token(q: &QualName) -> Tok {
    match &q.last {
        UnqualKind::Plain(seg) | UnqualKind::Destructor(seg) => seg.tok,
        _ => q.range.lo,
    }
}

/// Whether a sign or size keyword fits the base type (checked once all keywords are read).
fn fits(w: &TypeWords) -> bool {
    use TokenKind::*;
    let base = w.base;
    let sign_ok = w.sign.is_none() || matches!(base, None | Some(KwInt | KwChar | KwInt128));
    let size_ok = match w.size {
        Size::None => true,
        Size::Short | Size::LongLong => matches!(base, None | Some(KwInt)),
        Size::Long => matches!(base, None | Some(KwInt | KwDouble)),
    };
    sign_ok && size_ok
}

/// Whether a function declarator is anywhere in `d` (`(*fp)()` too).
fn has_function_declarator(d: &Declarator) -> bool {
    match d {
        Declarator::Func { .. } => true,
        Declarator::Ptr { inner, .. } | Declarator::Array { inner, .. } | Declarator::Paren { inner, .. } | Declarator::Attributed { inner, .. } => has_function_declarator(inner),
        Declarator::Name { .. } => false,
    }
}

/// Whether the function declarator `d` names its return type after `->`.
fn has_trailing_return(d: &Declarator) -> bool {
    match d {
        Declarator::Func { inner, quals, .. } => quals.trailing_return.is_some() || has_trailing_return(inner),
        Declarator::Ptr { inner, .. } | Declarator::Array { inner, .. } | Declarator::Paren { inner, .. } | Declarator::Attributed { inner, .. } => has_trailing_return(inner),
        Declarator::Name { .. } => false,
    }
}
