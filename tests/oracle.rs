//! Integration tests of the name oracle (`cufe::syntax::oracle::classify`) through the
//! public lexer API: name classification in scopes, the marker tokens the grammar relies on
//! (see their docs in `lex::token`), the classic C++ ambiguities read both ways (the name a
//! type, then a variable), robustness on broken input, and a whole CUDA translation unit.
//!
//! Expected kinds follow the C++ standard's rules for the constructs ([dcl.ambig.res],
//! [temp.res], [basic.lookup], [expr.cast]) as the grammar's markers encode them.

mod common;

use cufe::lex::{lex, token_text, Token, TokenKind};
use cufe::source::SourceMap;
use cufe::syntax::oracle::classify;

fn run(text: &str) -> Vec<Token> {
    let map = SourceMap::with_name(text, "t.cu");
    let out = lex(text, &map);
    assert!(
        out.errors.is_empty(),
        "lex errors in {text:?}: {:?}",
        out.errors
    );
    let toks = classify(text, &out.tokens);
    assert_eq!(toks.last().map(|t| t.kind), Some(TokenKind::Eof));
    toks
}

/// The classified tokens as a compact string: names and refined parentheses show their kind
/// (`TypeName(T)`, `LParenInit`), markers their name, everything else its spelling.
fn show(text: &str) -> String {
    let toks = run(text);
    let mut parts = Vec::new();
    for t in &toks[..toks.len() - 1] {
        let s = token_text(text, t);
        use TokenKind::*;
        parts.push(match t.kind {
            Ident | TypeName | TypeTemplateName | TemplateName | NamespaceName | CtorName => {
                format!("{:?}({s})", t.kind)
            }
            CtorMarker
            | DeclAmbigMarker
            | TemplateArgAmbigMarker
            | LParenType
            | LParenInit
            | LParenAmbig
            | LBraceInit
            | LParenFold
            | AttrOpen
            | ClassFinal
            | DeclGlobal
            | NewExprEnd
            | TypeTraitType => {
                format!("{:?}", t.kind)
            }
            _ => s.to_string(),
        });
    }
    parts.join(" ")
}

/// Asserts that `expected` (a compact string) occurs in the classified form of `text`.
#[track_caller]
fn has(text: &str, expected: &str) {
    let got = show(text);
    assert!(
        got.contains(expected),
        "\ninput:    {text}\nexpected: {expected}\ngot:      {got}"
    );
}

#[track_caller]
fn lacks(text: &str, unexpected: &str) {
    let got = show(text);
    assert!(
        !got.contains(unexpected),
        "\ninput:    {text}\nunexpected: {unexpected}\ngot:      {got}"
    );
}

const TY: &str = "typedef int T; struct U {}; ";
const VAR: &str = "int T, U; ";

// ---------------------------------------------------------------- names and scopes

#[test]
fn typedefs_classes_and_namespaces() {
    has(
        "typedef unsigned long size_t; size_t n;",
        "typedef unsigned long Ident(size_t) ; TypeName(size_t) Ident(n) ;",
    );
    has(
        "typedef int A, *B; B b; A a;",
        "TypeName(B) Ident(b) ; TypeName(A) Ident(a) ;",
    );
    has(
        "typedef void (*F)(int); F f;",
        "typedef void ( * Ident(F) ) ( int ) ; TypeName(F) Ident(f) ;",
    );
    has(
        "typedef struct X { int a; } Y; X x; Y y;",
        "TypeName(X) Ident(x) ; TypeName(Y) Ident(y) ;",
    );
    has(
        "struct S; S *p;",
        "struct Ident(S) ; TypeName(S) * Ident(p) ;",
    );
    has(
        "union V { int a; }; enum E { e1, e2 }; V v; E e = e1;",
        "TypeName(V) Ident(v) ; TypeName(E) Ident(e) = Ident(e1) ;",
    );
    has(
        "using I = int; I i;",
        "using Ident(I) = int ; TypeName(I) Ident(i) ;",
    );
    has(
        "namespace N { struct A {}; } N::A a;",
        "NamespaceName(N) :: TypeName(A) Ident(a) ;",
    );
    // Reopened, nested, inline namespaces; aliases; using-directives.
    has(
        "namespace N { } namespace N { struct A {}; }",
        "namespace NamespaceName(N) {",
    );
    has(
        "namespace A::B { struct C {}; } A::B::C c;",
        "NamespaceName(A) :: NamespaceName(B) :: TypeName(C) Ident(c)",
    );
    has(
        "namespace N { inline namespace v1 { struct A {}; } } N::A a;",
        "NamespaceName(N) :: TypeName(A) Ident(a)",
    );
    has(
        "namespace N { struct A {}; } namespace M = N; M::A a;",
        "NamespaceName(M) :: TypeName(A) Ident(a)",
    );
    has(
        "namespace N { struct A {}; } using namespace N; A a;",
        "; TypeName(A) Ident(a) ;",
    );
    has(
        "namespace N { struct A {}; } using N::A; A a;",
        "using NamespaceName(N) :: Ident(A) ; TypeName(A) Ident(a) ;",
    );
    // A name unknown in its namespace stays an identifier.
    has(
        "namespace N { int v; } int w = N::v;",
        "= NamespaceName(N) :: Ident(v) ;",
    );
}

#[test]
fn values_hide_types() {
    // [basic.scope.hiding]: `struct stat` stays reachable with the class key only.
    has(
        "struct stat { int a; }; int stat(const char*, struct stat*); void f() { struct stat b; stat(0, &b); }",
        "struct TypeName(stat) Ident(b) ; Ident(stat) ( 0 , & Ident(b) ) ;",
    );
    has(
        "typedef int T; void f() { int T = 1; T * 2; }",
        "Ident(T) * 2 ;",
    );
    has("enum E { T }; void f() { T; }", "{ Ident(T) ; }");
    has(
        "typedef int T; void f(int T) { T(1); }",
        "{ Ident(T) ( 1 ) ; }",
    );
}

#[test]
fn block_scope_types() {
    // Out of its block `L` is undeclared again: read as a value.
    has(
        "void f() { struct L { int a; }; L l; } int m = L;",
        "TypeName(L) Ident(l) ; } int Ident(m) = Ident(L) ;",
    );
    has("void f() { typedef int I; I i; }", "TypeName(I) Ident(i) ;");
}

#[test]
fn templates() {
    has(
        "template<class T> struct V {}; V<int> v;",
        "TypeTemplateName(V) < int > Ident(v) ;",
    );
    has(
        "template<class T> using P = T*; P<int> p;",
        "TypeTemplateName(P) < int > Ident(p)",
    );
    has(
        "template<class T> void f(T); void g() { f<int>(1); f(2); }",
        "TemplateName(f) < int > ( 1 ) ; Ident(f) ( 2 ) ;",
    );
    has(
        "template<class T> constexpr bool v = true; bool b = v<int>;",
        "= TemplateName(v) < int > ;",
    );
    // Parameters are scoped to their declaration.
    // (Outside them `T` is an undeclared name: read as a value here; `T t;` would be read as a
    // declaration of an undefined type, see `undeclared_type_name`.)
    has("template<typename T, class U, int N> T f(U u, int (&a)[N]); int t = T;", "> TypeName(T) Ident(f) ( TypeName(U) Ident(u) , int ( & Ident(a) ) [ Ident(N) ] ) ; int Ident(t) = Ident(T) ;");
    has(
        "template<template<class> class TT> struct W { TT<int> a; TT b; };",
        "TypeTemplateName(TT) < int > Ident(a) ; TypeName(TT) Ident(b) ;",
    );
    // A template name without arguments: injected class name / CTAD / template argument.
    has(
        "template<class T> struct A { A* self; A<T>* same; };",
        "TypeName(A) * Ident(self) ; TypeTemplateName(A) < TypeName(T) > * Ident(same)",
    );
    has(
        "template<class T> struct A { A(T); }; A a(1);",
        "; TypeName(A) Ident(a) LParenInit 1 ) ;",
    );
    has(
        "template<class T> void f(T); auto p = &f;",
        "= & Ident(f) ;",
    );
    // `typename`, `template` and dependent scopes.
    has("template<class T> struct S { typename T::type a; T::value_type b; int c = T::value; };",
        "typename TypeName(T) :: TypeName(type) Ident(a) ; TypeName(T) :: TypeName(value_type) Ident(b) ; int Ident(c) = TypeName(T) :: Ident(value) ;");
    has(
        "template<class T> struct S { typename T::template R<int> a; };",
        "typename TypeName(T) :: template TypeTemplateName(R) < int > Ident(a)",
    );
    has("template<class T> void f(T t) { t.template g<int>(); T::template h<int>(); }",
        "Ident(t) . template TemplateName(g) < int > ( ) ; TypeName(T) :: template TemplateName(h) < int > ( ) ;");
    // An unknown name followed by `::` must be a class or namespace.
    has("int x = unknown::v;", "= TypeName(unknown) :: Ident(v) ;");
    // Qualified lookup inside a class template (`vector<int>::iterator`).
    has(
        "namespace std { template<class T> class vector { public: typedef T* iterator; }; } std::vector<int>::iterator it;",
        "NamespaceName(std) :: TypeTemplateName(vector) < int > :: TypeName(iterator) Ident(it) ;",
    );
    // Constrained parameters and concepts.
    has("template<class T> concept C = true; template<C T> void f(T); template<class T> requires C<T> void g();",
        "template < TypeName(C) Ident(T) > void Ident(f) ( TypeName(T) ) ; template < class Ident(T) > requires TemplateName(C) < TypeName(T) > void");
}

#[test]
fn class_members_see_the_whole_class() {
    // Member function bodies see member types declared after them ([class.mem]).
    has(
        "struct S { void f() { later x; } typedef int later; struct In {}; In g(); };",
        "{ TypeName(later) Ident(x) ; }",
    );
    has(
        "struct S { void f() { In i; } struct In {}; };",
        "{ TypeName(In) Ident(i) ; }",
    );
    // Out-of-class members see the class's names.
    has("struct S { typedef int I; I f(I); }; S::I S::f(I i) { I j; }", "S::I".replace("S::I", "TypeName(S) :: TypeName(I) TypeName(S) :: Ident(f) ( TypeName(I) Ident(i) ) { TypeName(I) Ident(j) ;").as_str());
    // Base classes' member types.
    has(
        "struct B { typedef int I; }; struct D : B { I i; };",
        ": TypeName(B) { TypeName(I) Ident(i) ; }",
    );
    // A dependent base: names stay as they are.
    has(
        "template<class T> struct D : T { void f() { g(1); } };",
        "{ Ident(g) ( 1 ) ; }",
    );
}

// ---------------------------------------------------------------- markers

#[test]
fn constructor_names() {
    has("struct S { S(); explicit S(int); inline constexpr S(S&&); ~S(); };",
        "{ CtorName(S) ( ) ; explicit CtorName(S) ( int ) ; inline constexpr CtorName(S) ( TypeName(S) && ) ; ~ TypeName(S) ( ) ; }");
    has(
        "struct S { S(int); }; S::S(int a) : b(a) {}",
        "TypeName(S) :: CtorName(S) ( int Ident(a) ) : Ident(b) ( Ident(a) ) { }",
    );
    has(
        "template<class T> struct A { A(); }; template<class T> A<T>::A() {}",
        "TypeTemplateName(A) < TypeName(T) > :: CtorName(A) ( ) { }",
    );
    has(
        "namespace N { struct S { S(); }; } N::S::S() {}",
        "NamespaceName(N) :: TypeName(S) :: CtorName(S) ( ) { }",
    );
    has(
        "struct S { __attribute__((host)) __attribute__((device)) S() {} };",
        ") ) CtorName(S) ( ) { }",
    );
    // A member whose type is the class is not a constructor.
    lacks("struct S { static S make(); S *next; };", "CtorName");
    // In a class template, `B<T>(` and `~B<T>(` name the constructor and destructor.
    has(
        "template<class T> struct B { explicit B<T>(float); ~B<T>(); };",
        "explicit CtorName(B) < TypeName(T) > ( float ) ; ~ TypeTemplateName(B) < TypeName(T) > ( ) ;",
    );
    // ... but not before a parenthesised pointer declarator: `A (*fp)();` is a member.
    lacks("struct A { A (*fp)(); }; template<class T> struct B { B<T> (*fp)(int); };", "CtorName");
    // `::N::S::S()` is a constructor, not a declaration of type `::N::S::S`.
    has("namespace N { struct S { S(); }; } ::N::S::S() {}", "DeclGlobal NamespaceName(N) :: TypeName(S) :: CtorName(S) ( ) { }");
}

#[test]
fn global_declarator_ids() {
    // A `::` that starts a declarator-id, not the rest of a type's name.
    has("namespace N { int* f(); } int* ::N::f() { return 0; }", "int * DeclGlobal NamespaceName(N) :: Ident(f) ( ) {");
    has("namespace N { void g(); } struct S { friend void ::N::g(); };", "friend void DeclGlobal NamespaceName(N) :: Ident(g) ( ) ;");
    // After a type name, `::` continues the name.
    lacks("namespace N { struct T {}; } N::T x;", "DeclGlobal");
    lacks("int x = ::y;", "DeclGlobal");
}

#[test]
fn parenthesised_type_ids() {
    let ty = "typedef int T; ";
    has(
        &format!("{ty}int a = (T)x;"),
        "= LParenType TypeName(T) ) Ident(x)",
    );
    has(
        &format!("{ty}int a = (const T*)p;"),
        "= LParenType const TypeName(T) * ) Ident(p)",
    );
    has(
        "long a = (unsigned long)x;",
        "= LParenType unsigned long ) Ident(x)",
    );
    has(
        "void *a = (void (*)(int))p;",
        "= LParenType void ( * ) ( int ) ) Ident(p)",
    );
    has(&format!("{ty}int a = sizeof(T) + alignof(T) + __alignof__(T);"), "sizeof LParenType TypeName(T) ) + alignof LParenType TypeName(T) ) + __alignof__ LParenType TypeName(T) )");
    has(
        &format!("{ty}auto &i = typeid(T);"),
        "typeid LParenType TypeName(T) )",
    );
    has("decltype(auto) f();", "decltype LParenType auto ) Ident(f)");
    has(
        &format!("{ty}struct alignas(T) S {{}};"),
        "alignas LParenType TypeName(T) )",
    );
    has("struct alignas(8) S {};", "alignas ( 8 )");
    has(
        &format!("{ty}__typeof__(T) v; __typeof__(v) w;"),
        "__typeof__ LParenType TypeName(T) ) Ident(v) ; __typeof__ ( Ident(v) ) Ident(w)",
    );
    has(
        &format!("{ty}T *p = new (T); T *q = new (buf) T;"),
        "new LParenType TypeName(T) ) NewExprEnd ; TypeName(T) * Ident(q) = new ( Ident(buf) ) TypeName(T) NewExprEnd ;",
    );
    has(
        &format!("{ty}bool b = __is_same(T, int);"),
        "__is_same LParenType TypeName(T) , int )",
    );
    has(
        &format!("{ty}void f(__builtin_va_list ap) {{ T t = __builtin_va_arg(ap, T); }}"),
        "__builtin_va_arg ( Ident(ap) , TypeName(T) )",
    );
    // Expressions that start with a type are not casts.
    has(&format!("{ty}int a = (T()) + (T(1)) + (T{{}});"), "= ( CtorMarker TypeName(T) ( ) ) + ( CtorMarker TypeName(T) ( 1 ) ) + ( CtorMarker TypeName(T) LBraceInit } )");
    has(
        "struct S { static const int value = 1; }; int a = (S::value);",
        "= ( TypeName(S) :: Ident(value) ) ;",
    );
    // GNU compound literal.
    has(
        "struct P { int x, y; }; P p = (P){1, 2};",
        "= LParenType TypeName(P) ) LBraceInit 1 , 2 }",
    );
}

#[test]
fn initializer_parentheses() {
    has(
        "int x(5); int y(a + 1);",
        "Ident(x) LParenInit 5 ) ; int Ident(y) LParenInit Ident(a) + 1 ) ;",
    );
    has("typedef int T; T x(T);", "Ident(x) ( TypeName(T) ) ;");
    has("int f(); int g(void); int h(int a, ...); int k(const char*);", "Ident(f) ( ) ; int Ident(g) ( void ) ; int Ident(h) ( int Ident(a) , ... ) ; int Ident(k) ( const char * ) ;");
    has("void f() { int x(1), y(*p), z(&q), w((1)); }", "Ident(x) LParenInit 1 ) , Ident(y) LParenInit * Ident(p) ) , Ident(z) LParenInit & Ident(q) ) , Ident(w) LParenInit ( 1 ) )");
    // In a class, `(` after a member name is always a parameter list.
    has("struct S { int f(x); };", "Ident(f) ( Ident(x) ) ;");
    // An unnamed pointer or reference declarator is a parameter, never an expression.
    has("int *g(int (*)(int)); int &h(int (&)[3]);", "Ident(g) ( int ( * ) ( int ) ) ; int & Ident(h) ( int ( & ) [ 3 ] ) ;");
    // Under `*`, a parameter that reads both ways keeps the ambiguity.
    has("struct T {}; int *p(T());", "* Ident(p) LParenAmbig TypeName(T) ( ) ) ;");
    // The conversion type of `MO::operator FP()` is looked up in MO.
    has("struct MO { typedef int (*FP)(int); operator FP(); }; MO::operator FP() { return 0; }", "TypeName(MO) :: operator TypeName(FP) ( ) {");
}

#[test]
fn braced_initializers() {
    has(
        "int a = {1}; int b{2}; int c[]{3, 4};",
        "= LBraceInit 1 } ; int Ident(b) LBraceInit 2 } ; int Ident(c) [ ] LBraceInit 3 , 4 } ;",
    );
    has(
        "struct P { int x; }; P f() { return {1}; }",
        "return LBraceInit 1 } ;",
    );
    has("void g(int*); void f() { g({1, 2}); int m[2][2] = {{1}, {2}}; }", "Ident(g) ( LBraceInit 1 , 2 } ) ; int Ident(m) [ 2 ] [ 2 ] = LBraceInit LBraceInit 1 } , LBraceInit 2 } } ;");
    has(
        "struct P { int x; }; void f() { P{1}; auto q = new P{2}; }",
        "CtorMarker TypeName(P) LBraceInit 1 } ; auto Ident(q) = new TypeName(P) LBraceInit 2 } NewExprEnd ;",
    );
    has(
        "struct S { int a{1}; S() : a{2} {} };",
        "Ident(a) LBraceInit 1 } ; CtorName(S) ( ) : Ident(a) LBraceInit 2 } { }",
    );
    has(
        "struct P { int x, y; }; P p = {.x = 1, .y{2}};",
        "LBraceInit . Ident(x) = 1 , . Ident(y) LBraceInit 2 } }",
    );
    has(
        "void f() { for (int i : {1, 2}) {} }",
        ": LBraceInit 1 , 2 } ) { }",
    );
    // Bodies stay `{`.
    lacks("namespace N { struct S { void f() { if (1) { } else { } } }; enum E { A }; } extern \"C\" { }", "LBraceInit");
}

#[test]
fn functional_casts_in_expressions() {
    let pre =
        "namespace std { class string {}; template<class T> class vector {}; } typedef int T; ";
    has(&format!("{pre}void f(std::string s) {{ g(std::string(s), std::vector<int>{{1, 2}}, int(x), unsigned(y)); }}"),
        "Ident(g) ( CtorMarker NamespaceName(std) :: TypeName(string) ( Ident(s) ) , CtorMarker NamespaceName(std) :: TypeTemplateName(vector) < int > LBraceInit 1 , 2 } , CtorMarker int ( Ident(x) ) , CtorMarker unsigned ( Ident(y) ) ) ;");
    has(
        &format!("{pre}template<class U> void f() {{ x = typename U::type(); }}"),
        "= CtorMarker typename TypeName(U) :: TypeName(type) ( ) ;",
    );
    has(
        &format!("{pre}int f() {{ return T(1) + T{{2}}; }}"),
        "return CtorMarker TypeName(T) ( 1 ) + CtorMarker TypeName(T) LBraceInit 2 } ;",
    );
    // Parameter lists are not expressions.
    lacks(&format!("{pre}void f(T (x), int (*g)(T));"), "CtorMarker");
}

#[test]
fn statement_ambiguities_type_world() {
    let got = |s: &str| format!("{TY}void f() {{ {s} }}");
    has(
        &got("T(x);"),
        "{ DeclAmbigMarker TypeName(T) ( Ident(x) ) ; }",
    );
    has(
        &got("T(x)(U);"),
        "{ DeclAmbigMarker TypeName(T) ( Ident(x) ) ( TypeName(U) ) ; }",
    );
    has(
        &got("T(x)(y);"),
        "{ CtorMarker TypeName(T) ( Ident(x) ) ( Ident(y) ) ; }",
    );
    has(
        &got("T(*p);"),
        "{ DeclAmbigMarker TypeName(T) ( * Ident(p) ) ; }",
    );
    has(
        &got("T(x) = 5;"),
        "{ DeclAmbigMarker TypeName(T) ( Ident(x) ) = 5 ; }",
    );
    has(
        &got("T(x), y;"),
        "{ DeclAmbigMarker TypeName(T) ( Ident(x) ) , Ident(y) ; }",
    );
    has(&got("T(1);"), "{ CtorMarker TypeName(T) ( 1 ) ; }");
    has(
        &got("T(x).f();"),
        "{ CtorMarker TypeName(T) ( Ident(x) ) . Ident(f) ( ) ; }",
    );
    has(
        &got("T(x) + 1;"),
        "{ CtorMarker TypeName(T) ( Ident(x) ) + 1 ; }",
    );
    has(&got("T*x;"), "{ TypeName(T) * Ident(x) ; }");
    has(
        &got("T x(U());"),
        "Ident(x) LParenAmbig TypeName(U) ( ) ) ;",
    );
    has(
        &got("T x(U(y));"),
        "Ident(x) LParenAmbig TypeName(U) ( Ident(y) ) ) ;",
    );
    has(
        &got("T x(U(*y));"),
        "Ident(x) LParenAmbig TypeName(U) ( * Ident(y) ) ) ;",
    );
    has(
        &got("T x(U(1));"),
        "Ident(x) LParenInit CtorMarker TypeName(U) ( 1 ) ) ;",
    );
    has(
        &got("T x(a, U());"),
        "Ident(x) LParenInit Ident(a) , CtorMarker TypeName(U) ( ) ) ;",
    );
    has(
        &got("int a = (T)-x;"),
        "= LParenType TypeName(T) ) - Ident(x) ;",
    );
    has(
        &got("int a = sizeof(T);"),
        "sizeof LParenType TypeName(T) ) ;",
    );
    // `T(x)` reads as a function type only when `(x)` can be a parameter list, i.e. `x` is
    // a type; with `x` a value (or a literal) it can only be a functional cast.
    has("template<class X> struct A {}; typedef int T; struct x {}; A<T(x)> a; A<int()> b;",
        "TypeTemplateName(A) < TemplateArgAmbigMarker TypeName(T) ( TypeName(x) ) > Ident(a) ; TypeTemplateName(A) < TemplateArgAmbigMarker int ( ) > Ident(b) ;");
    has("template<int N> struct A {}; typedef int T; A<T(1)> a;",
        "TypeTemplateName(A) < CtorMarker TypeName(T) ( 1 ) > Ident(a) ;");
    has(
        "namespace std { template<class F> class function {}; } std::function<void(int)> f;",
        "TypeTemplateName(function) < TemplateArgAmbigMarker void ( int ) > Ident(f)",
    );
}

#[test]
fn statement_ambiguities_variable_world() {
    let got = |s: &str| format!("{VAR}void f() {{ {s} }}");
    has(&got("T(x);"), "{ Ident(T) ( Ident(x) ) ; }");
    has(&got("T(x)(y);"), "{ Ident(T) ( Ident(x) ) ( Ident(y) ) ; }");
    has(&got("T*x;"), "{ Ident(T) * Ident(x) ; }");
    has(&got("int a = (T)-x;"), "= ( Ident(T) ) - Ident(x) ;");
    has(&got("int a = sizeof(T);"), "sizeof ( Ident(T) ) ;");
    has(
        "template<class X> struct A {}; int T; A<T(x)> a;",
        "TypeTemplateName(A) < Ident(T) ( Ident(x) ) > Ident(a) ;",
    );
    // `T x(U());` with U a variable: a call inside an initializer.
    has(
        "typedef int T; int U; T x(U());",
        "Ident(x) LParenInit Ident(U) ( ) ) ;",
    );
    for s in ["T(x);", "T(x)(y);", "T*x;", "int a = (T)-x;"] {
        lacks(&got(s), "Marker");
        lacks(&got(s), "LParenType");
    }
}

#[test]
fn attributes_folds_and_dropped_tokens() {
    has("[[nodiscard]] int f(); [[gnu::aligned(8)]] int x;", "AttrOpen Ident(nodiscard) ] ] int Ident(f) ( ) ; AttrOpen Ident(gnu) :: Ident(aligned) ( 8 ) ] ] int");
    let toks = run("[[noreturn]] void f();");
    assert_eq!(toks[0].kind, TokenKind::AttrOpen);
    assert_eq!(
        (toks[0].span.lo, toks[0].span.hi),
        (0, 2),
        "AttrOpen spans both brackets"
    );
    has("template<class... A> auto s(A... a) { return (a + ...) && (... && a) && (0 + ... + a); }",
        "return LParenFold Ident(a) + ... ) && LParenFold ... && Ident(a) ) && LParenFold 0 + ... + Ident(a) ) ;");
    lacks(
        "template<class... A> void s(A... a) { g(a...); (g(a...)); }",
        "LParenFold",
    );
    // Outside template arguments, `>>`, `>` and `<` next to `...` are fold operators ...
    has("template<class... A> auto s(A... a) { return (a >> ...) + (a > ...) + (... < a) + (a >> ... >> 0); }",
        "return LParenFold Ident(a) > > ... ) + LParenFold Ident(a) > ... ) + LParenFold ... < Ident(a) ) + LParenFold Ident(a) > > ... > > 0 ) ;");
    // ... and inside them `...` expands a pack, whatever operator precedes it.
    lacks(
        "template<class F, class... A> constexpr bool v = true; template<class... B> bool g() { return (v<int, B&...>) && (v<B&&...>); }",
        "LParenFold",
    );
    has("struct B {}; struct S final : B {}; struct F final {}; struct G { int final; };", "struct Ident(S) ClassFinal : TypeName(B) { } ; struct Ident(F) ClassFinal { } ; struct Ident(G) { int Ident(final) ; }");
    has("enum class E : int { a }; __underlying_type(E) u; bool b = __is_enum(E);", "TypeTraitType LParenType TypeName(E) ) Ident(u) ; bool Ident(b) = __is_enum LParenType TypeName(E) ) ;");
    has("template<class T> struct __is_void { enum { __value = 0 }; }; bool b = __is_void<int>::__value;", "struct Ident(__is_void) { enum { Ident(__value) = 0 } ; } ; bool Ident(b) = TypeTemplateName(__is_void) < int > :: Ident(__value) ;");
    has(
        "__extension__ typedef long long ll; __extension__ ll v;",
        "typedef long long Ident(ll) ; TypeName(ll) Ident(v) ;",
    );
    lacks("__extension__ int x;", "__extension__");
    has(
        "struct S { explicit(true) S(int); };",
        "{ explicit CtorName(S) ( int ) ; }",
    );
    // Spans of surviving tokens are unchanged; markers are zero-width.
    let text = "typedef int T; void f() { T(x); }";
    let map = SourceMap::with_name(text, "t.cu");
    let lexed = lex(text, &map).tokens;
    let out = classify(text, &lexed);
    let real: Vec<_> = out
        .iter()
        .filter(|t| t.span.lo != t.span.hi || t.kind == TokenKind::Eof)
        .map(|t| t.span)
        .collect();
    assert_eq!(real, lexed.iter().map(|t| t.span).collect::<Vec<_>>());
    let m = out
        .iter()
        .find(|t| t.kind == TokenKind::DeclAmbigMarker)
        .expect("marker");
    assert_eq!(&text[m.span.lo as usize..], "T(x); }");
}

#[test]
fn kernel_launches_and_lambdas() {
    has(
        "__attribute__((global)) void k(int); void f() { k<<<1, 2>>>(3); }",
        "Ident(k) <<< 1 , 2 >>> ( 3 ) ;",
    );
    // Only `>>>` closes the configuration: a `>` in it is greater-than, and `>>>` one token.
    has(
        "__attribute__((global)) void k(int); void f(int n) { k<<<1, n > 2 ? 3 : 4>>>(3); }",
        "Ident(k) <<< 1 , Ident(n) > 2 ? 3 : 4 >>> ( 3 ) ;",
    );
    has("typedef int T; void f() { auto l = [x = 1, y{2}, z(3)](T a) mutable -> T { T b; return a; }; }",
        "[ Ident(x) = 1 , Ident(y) LBraceInit 2 } , Ident(z) LParenInit 3 ) ] ( TypeName(T) Ident(a) ) mutable -> TypeName(T) { TypeName(T) Ident(b) ;");
}

// ---------------------------------------------------------------- robustness

#[test]
fn odd_input_never_panics() {
    let inputs = [
        "",
        "(",
        ")",
        "{",
        "}",
        "[[",
        "]]",
        "template",
        "template<",
        "template<class T",
        "struct",
        "struct S :",
        "S::S(",
        "A<B<C",
        "int x(",
        "f((((((",
        "))))",
        "namespace { namespace",
        "typedef",
        "typedef int (*",
        "operator",
        "x.template",
        "enum class E : int {",
        "auto l = [",
        "a ? b : c :",
        "explicit(",
        "__attribute__((",
        "sizeof(",
        "new (",
        "using",
        "using namespace",
        "T::",
        "::",
        ":: ::",
        "a<<<",
        "}}}{{{",
        "(T)",
        "<><><>",
        "template<template<template<",
        "class A { class B { class C {",
        "for (;;",
        "if (int x = 1",
        "case",
        "requires {",
    ];
    for s in inputs {
        run(s);
        run(&format!("typedef int T; void f() {{ {s} }}"));
        run(&format!("struct S {{ {s} }};"));
    }
    // Deep nesting is bounded.
    let deep = format!("int x = {}1{};", "(".repeat(5000), ")".repeat(5000));
    run(&deep);
    let deep = format!("void f() {}{};", "{".repeat(3000), "}".repeat(3000));
    run(&deep);
    let deep = format!("A{} x;", "<A".repeat(3000));
    run(&deep);
}

// ---------------------------------------------------------------- a whole unit

#[test]
fn whole_translation_unit() {
    let text = common::cuda_runtime_unit();
    assert!(text.len() > 1_000_000);
    let map = SourceMap::new(&text);
    let lexed = lex(&text, &map).tokens;
    let toks = classify(&text, &lexed);
    assert_eq!(toks.last().map(|t| t.kind), Some(TokenKind::Eof));
    let count = |name: &str, kind: TokenKind| {
        toks.iter()
            .filter(|t| t.kind == kind && token_text(&text, t) == name)
            .count()
    };
    // These are types everywhere except in their own typedef declarators.
    for name in ["size_t", "cudaError_t", "uint3", "dim3", "cudaStream_t"] {
        let ty = count(name, TokenKind::TypeName);
        let id = count(name, TokenKind::Ident);
        assert!(ty > 5 && id <= 3, "{name}: {ty} TypeName, {id} Ident");
    }
    assert!(count("std", TokenKind::NamespaceName) > 100);
    let types = toks
        .iter()
        .filter(|t| t.kind == TokenKind::TypeName)
        .count();
    let idents = toks.iter().filter(|t| t.kind == TokenKind::Ident).count();
    assert!(
        types > 5_000 && idents > 20_000,
        "{types} TypeName, {idents} Ident"
    );
    // An identifier directly followed by another is nearly always a missed type name.
    let pairs = toks
        .windows(2)
        .filter(|w| w[0].kind == TokenKind::Ident && w[1].kind == TokenKind::Ident)
        .count();
    assert!(pairs < 30, "{pairs} `Ident Ident` pairs");
}

/// A `<` after a dependent member or a value is a comparison once the argument list does
/// not balance otherwise ([temp.names]: without `template` a dependent name is no
/// template): the enclosing list still closes at its own `>`, and the next declaration is
/// read in the right scope. A `<` after a template stays an opener.
#[test]
fn less_than_inside_template_arguments() {
    let ratio = "template <class T, T v> struct ic {}; \
                 template <class R1, class R2> struct lt : ic<bool, R1::num < R2::num> {}; \
                 struct after {}; after a;";
    has(ratio, "TypeTemplateName(ic) < bool , TypeName(R1) :: Ident(num) < TypeName(R2) :: Ident(num) >");
    has(ratio, "TypeName(after) Ident(a)");
    let random = "template <class Tp, Tp m, Tp a, bool ok = m % a < m / a> struct mod {}; \
                  struct after {}; after x;";
    has(random, "TypeName(after) Ident(x)");
    has("template <class T> struct v {}; v<v<int>> x;", "TypeTemplateName(v) < TypeTemplateName(v) < int >");
}

/// An alias's own name is declared after its type-id, so the right side names the outer
/// template even where the class prescan already declared the member (CUB's
/// `using BlockScan = BlockScan<...>;`); afterwards the name is the member type.
#[test]
fn alias_named_like_the_template_it_aliases() {
    has(
        "template <class T, int N> struct L {}; template <class T> struct r { using L = L<T, 4>; L x; };",
        "Ident(L) = TypeTemplateName(L) < TypeName(T) , 4 > ; TypeName(L) Ident(x)",
    );
}

/// EDG's recovery: an undeclared name where only a declaration's type can stand is read as a
/// type (sema reports it undefined); where an expression can stand it stays a name.
#[test]
fn undeclared_names_as_types() {
    has("Unknown x;", "TypeName(Unknown) Ident(x) ;");
    has("static Unknown *p;", "static TypeName(Unknown) * Ident(p) ;");
    has("struct S { Unknown *m; };", "{ TypeName(Unknown) * Ident(m) ; }");
    has("void f() { Unknown y; }", "{ TypeName(Unknown) Ident(y) ; }");
    has("void f() { Unknown *p; }", "{ Ident(Unknown) * Ident(p) ; }");
    has("using T = Unknown;", "= TypeName(Unknown) ;");
    has("int v = 1; void f() { v * w; }", "{ Ident(v) * Ident(w) ; }");
}
