//! Token kinds: the vocabulary shared by the lexer (which produces them), the name
//! oracle (which refines `Ident` into `TypeName`/`TemplateName`/... before the parser
//! sees it) and the lalrpop grammar (whose `extern` block maps each kind to a terminal).
//!
//! A token is a kind plus a byte span into the preprocessed input; its spelling and
//! original position are recovered from the span (see `source::SourceMap`). Keeping
//! tokens small (no owned strings) keeps a 20 MB translation unit cheap to lex.

/// Byte range `[lo, hi)` in the preprocessed input text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub lo: u32,
    pub hi: u32,
}

impl Span {
    pub fn new(lo: usize, hi: usize) -> Span {
        Span { lo: lo as u32, hi: hi as u32 }
    }
    pub fn to(self, other: Span) -> Span {
        Span { lo: self.lo.min(other.lo), hi: self.hi.max(other.hi) }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Token {
    pub kind: TokenKind,
    pub span: Span,
    /// True when white space (or a line break) separates this token from the previous one.
    /// The backend uses it to reproduce spacing; the grammar never looks at it.
    pub space_before: bool,
    /// True when this token starts a new source line.
    pub line_start: bool,
}

/// Every kind of token. Keyword kinds are listed in `KEYWORDS` with their spellings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TokenKind {
    // ---- names (the lexer only produces `Ident`; the name oracle refines it) ----
    Ident,
    /// A name that lookup finds to be a type (class, enum, typedef, template type parameter).
    TypeName,
    /// A name that lookup finds to be a class or alias template (followed by `<` it starts a type).
    TypeTemplateName,
    /// A name that lookup finds to be a function or variable template (followed by `<` it
    /// starts an id-expression with template arguments).
    TemplateName,
    /// A name that lookup finds to be a namespace or namespace alias.
    NamespaceName,

    // ---- literals ----
    IntLit,
    FloatLit,
    CharLit,
    StringLit,
    /// A user-defined literal of any kind (`12_km`, `"abc"_s`, `'x'_c`, `1.5_f`).
    UserLit,

    // ---- punctuators ----
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Semi,
    Colon,
    ColonColon,
    Comma,
    Dot,
    DotStar,
    Arrow,
    ArrowStar,
    Ellipsis,
    Question,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    Caret,
    Amp,
    Pipe,
    Tilde,
    Bang,
    Assign,
    Lt,
    /// `>`. Always a single character: `>>` is lexed as `GtGt1` followed by `Gt` so that
    /// nested template argument lists can close one `>` at a time.
    Gt,
    /// The first `>` of a `>>` pair (a `>` immediately followed by another `>`).
    /// The grammar reads `GtGt1 Gt` as the shift operator, or as two closers.
    GtGt1,
    Le,
    Ge,
    Spaceship,
    EqEq,
    NotEq,
    AmpAmp,
    PipePipe,
    Shl,
    ShrAssign,
    PlusPlus,
    MinusMinus,
    PlusAssign,
    MinusAssign,
    StarAssign,
    SlashAssign,
    PercentAssign,
    CaretAssign,
    AmpAssign,
    PipeAssign,
    ShlAssign,
    Hash,
    HashHash,
    /// `<<<`: opens a kernel launch configuration. `>>>` is lexed as `GtGt1 GtGt1 Gt`.
    LaunchOpen,

    // ---- keywords (C++20 and GNU spellings; see KEYWORDS) ----
    KwAlignas,
    KwAlignof,
    KwAsm,
    KwAuto,
    KwBool,
    KwBreak,
    KwCase,
    KwCatch,
    KwChar,
    KwChar8T,
    KwChar16T,
    KwChar32T,
    KwClass,
    KwConcept,
    KwConst,
    KwConsteval,
    KwConstexpr,
    KwConstinit,
    KwConstCast,
    KwContinue,
    KwCoAwait,
    KwCoReturn,
    KwCoYield,
    KwDecltype,
    KwDefault,
    KwDelete,
    KwDo,
    KwDouble,
    KwDynamicCast,
    KwElse,
    KwEnum,
    KwExplicit,
    KwExport,
    KwExtern,
    KwFalse,
    KwFloat,
    KwFor,
    KwFriend,
    KwGoto,
    KwIf,
    KwInline,
    KwInt,
    KwLong,
    KwMutable,
    KwNamespace,
    KwNew,
    KwNoexcept,
    KwNullptr,
    KwOperator,
    KwPrivate,
    KwProtected,
    KwPublic,
    KwRegister,
    KwReinterpretCast,
    KwRequires,
    KwReturn,
    KwShort,
    KwSigned,
    KwSizeof,
    KwStatic,
    KwStaticAssert,
    KwStaticCast,
    KwStruct,
    KwSwitch,
    KwTemplate,
    KwThis,
    KwThreadLocal,
    KwThrow,
    KwTrue,
    KwTry,
    KwTypedef,
    KwTypeid,
    KwTypename,
    KwUnion,
    KwUnsigned,
    KwUsing,
    KwVirtual,
    KwVoid,
    KwVolatile,
    KwWcharT,
    KwWhile,
    // GNU extensions
    KwAttribute,  // __attribute__, __attribute
    KwExtension,  // __extension__
    KwTypeof,     // __typeof__, __typeof, typeof
    KwRestrict,   // __restrict__, __restrict, restrict
    KwInt128,     // __int128
    KwExtFloat,   // __float128, _Float16, _Float128, __bf16 ... (extended floating types)
    KwComplex,    // __complex__, _Complex
    KwBuiltinVaArg,     // __builtin_va_arg
    KwBuiltinOffsetof,  // __builtin_offsetof
    KwBuiltinBitCast,   // __builtin_bit_cast
    KwThread,     // __thread
    // CUDA: the front end's own keyword, as cudafe++'s: crt/host_defines.h leaves `__noinline__`
    // undefined (a macro would break libstdc++'s `__attribute__((__noinline__))`), so it reaches
    // the front end as written, both as a specifier and as a GNU attribute name.
    KwNoinline,   // __noinline__
    KwLabel,      // __label__
    KwAutoType,   // __auto_type
    KwReal,       // __real__
    KwImag,       // __imag__
    KwAlignofGnu, // __alignof__ (same meaning as alignof, kept apart for spelling)
    /// `__is_same`, `__is_class`, `__has_trivial_destructor`, ... : GNU type-trait builtins,
    /// which take type arguments.
    KwTypeTrait,
    /// `_Pragma` survives preprocessing only in odd cases; `#pragma` lines are
    /// `PragmaLine` tokens.
    PragmaLine,

    // ---- kinds only the name oracle produces (see `syntax::oracle`): the lexer never does ----
    /// Inserted before a type that starts a functional cast or temporary in an expression
    /// (`T(1)`, `std::string{}`, `int(x)`), where a declaration could also start.
    CtorMarker,
    /// Inserted before a statement that reads both as a declaration and as an expression
    /// (`T(x);`): the grammar parses the declaration and records the ambiguity.
    DeclAmbigMarker,
    /// Inserted before a template argument that reads both as a type-id and as an
    /// expression (`A<T(x)>`).
    TemplateArgAmbigMarker,
    /// Inserted where a new-expression ends (after its initializer, if any): the
    /// new-declarator is greedy (`new T * x` is `new (T*) x`'s start), and with the end
    /// marked a new-expression can be any unary operand (`*new T`, `(void) new T`).
    NewExprEnd,
    /// Inserted before `operator` in an expression when template arguments follow the
    /// operator-function-id (`operator=<B>(x)`, `A::operator()<1>(y)`): there `<` opens them
    /// ([temp.names]: the id names a template), where the grammar alone would read less-than.
    OperatorTemplateMarker,
    /// The `>>>` closing a kernel launch's configuration (lexed as `>>1 >>1 >`), so a `>`
    /// inside the configuration is greater-than.
    LaunchClose,
    /// A `(` that encloses a type-id: a C-style cast `(T)x`, `sizeof(T)`, `alignof(T)`.
    LParenType,
    /// A `(` after a declarator name that can only start an initializer: `int x(a);`.
    LParenInit,
    /// A `(` after a declarator name that reads both as a parameter list and as an
    /// initializer (`T x(U());`): parsed as parameters, the other reading recorded.
    LParenAmbig,
    /// A `{` that starts a braced initializer list (`int x{1}`, `T{}`, `= {..}`, `f({1, 2})`),
    /// as opposed to a body or block.
    LBraceInit,
    /// The `[` of a GNU array designator in a braced initializer (`{[0] = 1}`), as opposed
    /// to a lambda's introducer (`{[x] { .. }}`).
    LBracketDesig,
    /// The `(` of a fold expression `(args + ...)`.
    LParenFold,
    /// `[[`, the opening of a standard attribute (C++ allows `[[` nowhere else).
    AttrOpen,
    /// The `[[` of an attribute that appertains to a statement other than a declaration
    /// (`[[likely]] x = 1;`, `[[unlikely]] { .. }`, `[[fallthrough]];`): the oracle re-kinds
    /// `AttrOpen` there, because after `[[..]]` a declaration's specifiers could also start.
    /// Likewise a GNU `__attribute__` before such a statement (`l: __attribute__((unused));`).
    StmtAttrOpen,
    /// A type name used as a constructor's declarator-id (`S(` in class `S`, `S::S(`).
    CtorName,
    /// The contextual keyword `final` (or GCC's `__final`) in a class head: the oracle
    /// re-kinds an `Ident` spelled so that directly follows the class name after
    /// `class`/`struct`/`union` (`struct S final {`, `class A<T> final : B {`) when the
    /// next token is `{` or `:`. Elsewhere it stays an identifier (`struct S final;`
    /// declares a variable named `final`).
    ClassFinal,
    /// A GNU type-trait builtin that yields a type rather than a value: the oracle
    /// re-kinds a `KwTypeTrait` whose spelling is one of `__underlying_type`,
    /// `__remove_cv`, `__remove_reference`, `__remove_cvref`, `__remove_pointer`,
    /// `__add_pointer`, `__add_lvalue_reference`, `__add_rvalue_reference`, `__decay`,
    /// `__make_signed`, `__make_unsigned`, `__remove_all_extents`, `__remove_extent`.
    /// (Value traits such as `__is_same` stay `KwTypeTrait`.)
    TypeTraitType,
    /// A `::` that starts a declarator-id (`int* ::N::f() {..}`, `friend int* ::N::g();`):
    /// the oracle re-kinds it, because after a type name a `::` continues the type's name.
    DeclGlobal,

    /// End of input.
    Eof,
    /// A character the lexer could not make sense of (reported as a diagnostic).
    Error,
}

/// Keyword spellings and their kinds. Several GNU spellings map to one kind.
/// Keywords that C++20 introduced: before C++20 they are identifiers, as in the reference
/// (glibc's <uchar.h> declares `typedef unsigned char char8_t;` for C++17).
pub const CXX20_KEYWORDS: &[TokenKind] = &[
    TokenKind::KwChar8T,
    TokenKind::KwConcept,
    TokenKind::KwConsteval,
    TokenKind::KwConstinit,
    TokenKind::KwCoAwait,
    TokenKind::KwCoReturn,
    TokenKind::KwCoYield,
    TokenKind::KwRequires,
];

pub const KEYWORDS: &[(&str, TokenKind)] = &[
    ("alignas", TokenKind::KwAlignas),
    ("alignof", TokenKind::KwAlignof),
    ("__alignof__", TokenKind::KwAlignofGnu),
    ("__alignof", TokenKind::KwAlignofGnu),
    ("asm", TokenKind::KwAsm),
    ("__asm__", TokenKind::KwAsm),
    ("__asm", TokenKind::KwAsm),
    ("auto", TokenKind::KwAuto),
    ("bool", TokenKind::KwBool),
    ("break", TokenKind::KwBreak),
    ("case", TokenKind::KwCase),
    ("catch", TokenKind::KwCatch),
    ("char", TokenKind::KwChar),
    ("char8_t", TokenKind::KwChar8T),
    ("char16_t", TokenKind::KwChar16T),
    ("char32_t", TokenKind::KwChar32T),
    ("class", TokenKind::KwClass),
    ("concept", TokenKind::KwConcept),
    ("const", TokenKind::KwConst),
    ("__const", TokenKind::KwConst),
    ("__const__", TokenKind::KwConst),
    ("consteval", TokenKind::KwConsteval),
    ("constexpr", TokenKind::KwConstexpr),
    ("constinit", TokenKind::KwConstinit),
    ("const_cast", TokenKind::KwConstCast),
    ("continue", TokenKind::KwContinue),
    ("co_await", TokenKind::KwCoAwait),
    ("co_return", TokenKind::KwCoReturn),
    ("co_yield", TokenKind::KwCoYield),
    ("decltype", TokenKind::KwDecltype),
    ("__decltype", TokenKind::KwDecltype),
    ("default", TokenKind::KwDefault),
    ("delete", TokenKind::KwDelete),
    ("do", TokenKind::KwDo),
    ("double", TokenKind::KwDouble),
    ("dynamic_cast", TokenKind::KwDynamicCast),
    ("else", TokenKind::KwElse),
    ("enum", TokenKind::KwEnum),
    ("explicit", TokenKind::KwExplicit),
    ("export", TokenKind::KwExport),
    ("extern", TokenKind::KwExtern),
    ("false", TokenKind::KwFalse),
    ("float", TokenKind::KwFloat),
    ("for", TokenKind::KwFor),
    ("friend", TokenKind::KwFriend),
    ("goto", TokenKind::KwGoto),
    ("if", TokenKind::KwIf),
    ("inline", TokenKind::KwInline),
    ("__inline", TokenKind::KwInline),
    ("__inline__", TokenKind::KwInline),
    ("int", TokenKind::KwInt),
    ("long", TokenKind::KwLong),
    ("mutable", TokenKind::KwMutable),
    ("namespace", TokenKind::KwNamespace),
    ("new", TokenKind::KwNew),
    ("noexcept", TokenKind::KwNoexcept),
    ("nullptr", TokenKind::KwNullptr),
    ("operator", TokenKind::KwOperator),
    ("private", TokenKind::KwPrivate),
    ("protected", TokenKind::KwProtected),
    ("public", TokenKind::KwPublic),
    ("register", TokenKind::KwRegister),
    ("reinterpret_cast", TokenKind::KwReinterpretCast),
    ("requires", TokenKind::KwRequires),
    ("return", TokenKind::KwReturn),
    ("short", TokenKind::KwShort),
    ("signed", TokenKind::KwSigned),
    ("__signed", TokenKind::KwSigned),
    ("__signed__", TokenKind::KwSigned),
    ("sizeof", TokenKind::KwSizeof),
    ("static", TokenKind::KwStatic),
    ("static_assert", TokenKind::KwStaticAssert),
    ("_Static_assert", TokenKind::KwStaticAssert),
    ("static_cast", TokenKind::KwStaticCast),
    ("struct", TokenKind::KwStruct),
    ("switch", TokenKind::KwSwitch),
    ("template", TokenKind::KwTemplate),
    ("this", TokenKind::KwThis),
    ("thread_local", TokenKind::KwThreadLocal),
    ("throw", TokenKind::KwThrow),
    ("true", TokenKind::KwTrue),
    ("try", TokenKind::KwTry),
    ("typedef", TokenKind::KwTypedef),
    ("typeid", TokenKind::KwTypeid),
    ("typename", TokenKind::KwTypename),
    ("union", TokenKind::KwUnion),
    ("unsigned", TokenKind::KwUnsigned),
    ("using", TokenKind::KwUsing),
    ("virtual", TokenKind::KwVirtual),
    ("void", TokenKind::KwVoid),
    ("volatile", TokenKind::KwVolatile),
    ("__volatile", TokenKind::KwVolatile),
    ("__volatile__", TokenKind::KwVolatile),
    ("wchar_t", TokenKind::KwWcharT),
    ("while", TokenKind::KwWhile),
    ("__attribute__", TokenKind::KwAttribute),
    ("__attribute", TokenKind::KwAttribute),
    ("__extension__", TokenKind::KwExtension),
    ("__typeof__", TokenKind::KwTypeof),
    ("__typeof", TokenKind::KwTypeof),
    ("typeof", TokenKind::KwTypeof),
    ("__restrict__", TokenKind::KwRestrict),
    ("__restrict", TokenKind::KwRestrict),
    ("__int128", TokenKind::KwInt128),
    ("__float128", TokenKind::KwExtFloat),
    ("__float80", TokenKind::KwExtFloat),
    ("__ibm128", TokenKind::KwExtFloat),
    // g++ before 13 knows only these two _FloatN types in C++; glibc's <bits/floatn-common.h>
    // then declares `typedef float _Float32;` and friends, so _Float32, _Float64, _Float32x and
    // _Float64x are ordinary names (the reference declares them as typedefs).
    ("_Float16", TokenKind::KwExtFloat),
    ("_Float128", TokenKind::KwExtFloat),
    ("__bf16", TokenKind::KwExtFloat),
    // ARM's half-precision storage type, which the reference (as gcc for ARM) accepts.
    ("__fp16", TokenKind::KwExtFloat),
    ("__complex__", TokenKind::KwComplex),
    ("_Complex", TokenKind::KwComplex),
    ("__builtin_va_arg", TokenKind::KwBuiltinVaArg),
    ("__builtin_offsetof", TokenKind::KwBuiltinOffsetof),
    ("__builtin_bit_cast", TokenKind::KwBuiltinBitCast),
    ("__thread", TokenKind::KwThread),
    ("__noinline__", TokenKind::KwNoinline),
    ("__label__", TokenKind::KwLabel),
    ("__auto_type", TokenKind::KwAutoType),
    ("__real__", TokenKind::KwReal),
    ("__imag__", TokenKind::KwImag),
];

/// GNU/clang type-trait builtins that take type operands (`__is_same(T, U)`), lexed as
/// `KwTypeTrait`. Builtins taking expressions (`__builtin_expect`) stay identifiers.
pub const TYPE_TRAIT_BUILTINS: &[&str] = &[
    "__has_nothrow_assign", "__has_nothrow_copy", "__has_nothrow_constructor",
    "__has_trivial_assign", "__has_trivial_copy", "__has_trivial_constructor",
    "__has_trivial_destructor", "__has_virtual_destructor", "__has_unique_object_representations",
    "__is_abstract", "__is_aggregate", "__is_base_of", "__is_class", "__is_convertible_to",
    "__is_convertible", "__is_empty", "__is_enum", "__is_final", "__is_literal_type",
    "__is_pod", "__is_polymorphic", "__is_same", "__is_same_as", "__is_standard_layout",
    "__is_trivial", "__is_trivially_copyable", "__is_trivially_assignable",
    "__is_trivially_constructible", "__is_union", "__is_assignable", "__is_constructible",
    "__is_nothrow_assignable", "__is_nothrow_constructible", "__is_layout_compatible",
    "__is_pointer_interconvertible_base_of", "__underlying_type", "__remove_cv",
    "__remove_reference", "__remove_cvref", "__is_array", "__is_function", "__is_reference",
    "__is_pointer", "__is_member_pointer", "__is_object", "__is_scalar", "__is_void",
    "__is_integral", "__is_floating_point", "__is_arithmetic", "__is_fundamental",
    "__is_compound", "__is_const", "__is_volatile", "__is_signed", "__is_unsigned",
    "__is_member_object_pointer", "__is_member_function_pointer", "__is_bounded_array",
    "__is_unbounded_array", "__is_nullptr", "__is_scoped_enum", "__is_referenceable",
    "__reference_binds_to_temporary", "__reference_constructs_from_temporary",
    "__reference_converts_from_temporary", "__is_deducible", "__remove_pointer",
    "__add_pointer", "__add_lvalue_reference", "__add_rvalue_reference", "__decay",
    "__make_signed", "__make_unsigned", "__remove_all_extents", "__remove_extent",
    "__is_trivially_destructible", "__is_nothrow_destructible", "__is_destructible",
    "__is_invocable", "__is_nothrow_invocable", "__is_nothrow_convertible",
    // NVIDIA's extended-lambda traits (libcu++'s invoke.h, with --extended-lambda).
    "__nv_is_extended_device_lambda_closure_type", "__nv_is_extended_host_device_lambda_closure_type",
    "__nv_is_extended_device_lambda_with_preserved_return_type",
];

impl TokenKind {
    /// Keyword kind for an identifier spelling, if it is a keyword.
    pub fn keyword(spelling: &str) -> Option<TokenKind> {
        KEYWORDS.iter().find(|(s, _)| *s == spelling).map(|&(_, k)| k).or_else(|| {
            TYPE_TRAIT_BUILTINS.contains(&spelling).then_some(TokenKind::KwTypeTrait)
        })
    }

    /// The standard spelling of a keyword kind that also has GNU alternate spellings
    /// (`KwInline` → `inline`); `None` for kinds whose every spelling is an extension.
    pub fn standard_spelling(self) -> Option<&'static str> {
        KEYWORDS.iter().find(|(s, k)| *k == self && !s.starts_with("__")).map(|&(s, _)| s)
    }

    /// A keyword of a builtin type (`int`, `unsigned`, `__int128`, `_Float16`, ...).
    pub fn is_builtin_type(self) -> bool {
        matches!(
            self,
            TokenKind::KwVoid
                | TokenKind::KwBool
                | TokenKind::KwChar
                | TokenKind::KwChar8T
                | TokenKind::KwChar16T
                | TokenKind::KwChar32T
                | TokenKind::KwWcharT
                | TokenKind::KwShort
                | TokenKind::KwInt
                | TokenKind::KwLong
                | TokenKind::KwSigned
                | TokenKind::KwUnsigned
                | TokenKind::KwFloat
                | TokenKind::KwDouble
                | TokenKind::KwInt128
                | TokenKind::KwExtFloat
                | TokenKind::KwComplex
                | TokenKind::KwAutoType
        )
    }

    pub fn is_name(self) -> bool {
        matches!(
            self,
            TokenKind::Ident
                | TokenKind::TypeName
                | TokenKind::TypeTemplateName
                | TokenKind::TemplateName
                | TokenKind::NamespaceName
        )
    }
}
