//! The C++ forms that cannot be parsed without knowing what names denote, each in both
//! worlds: where `T` names a type and where it names a variable or function. The parse plus
//! the disambiguation pass must give the reading the standard requires ([stmt.ambig],
//! [dcl.ambig.res], [expr.cast], [expr.sizeof], [temp.arg]); a wrong reading fails the test.

use cufe::lex::lex;
use cufe::sema::disambiguate;
use cufe::source::SourceMap;
use cufe::syntax::ast::*;
use cufe::syntax::parse;

/// Parses `src` (plain C++, no line markers), resolves the ambiguities and returns the unit.
fn parse_resolved(src: &str) -> TranslationUnit {
    let map = SourceMap::with_name(src, "t.cpp");
    let lexed = lex(src, &map);
    assert!(lexed.errors.is_empty(), "lex errors: {:?}", lexed.errors);
    let mut parsed = parse(src, &lexed.tokens);
    assert!(parsed.errors.is_empty(), "syntax errors in {src:?}: {:?}", parsed.errors);
    disambiguate::resolve(&mut parsed.unit);
    parsed.unit
}

/// The statements of the last function defined in `src`.
fn last_body(src: &str) -> Vec<Stmt> {
    let unit = parse_resolved(src);
    let f = unit
        .decls
        .iter()
        .rev()
        .find_map(|d| match d {
            Decl::Function(f) => Some(f),
            _ => None,
        })
        .expect("a function definition");
    match &f.body {
        FunctionBody::Block(b) => b.stmts.clone(),
        _ => panic!("no body"),
    }
}

fn last_stmt(src: &str) -> Stmt {
    last_body(src).pop().expect("a statement")
}

fn is_declaration(s: &Stmt) -> bool {
    matches!(s, Stmt::Decl(Decl::Simple(_)))
}

#[test]
fn functional_cast_statement_is_a_declaration_when_t_is_a_type() {
    let s = last_stmt("typedef int T; void f() { T(x); }");
    assert!(is_declaration(&s), "{s:?}");
}

#[test]
fn functional_cast_statement_is_a_call_when_t_is_a_function() {
    let s = last_stmt("int T(int); void f() { int x = 0; T(x); }");
    assert!(matches!(&s, Stmt::Expr(Expr::Call(..), _)), "{s:?}");
}

#[test]
fn t_x_y_is_a_function_declaration_when_both_are_types() {
    let s = last_stmt("typedef int T; typedef int y; void f() { T(x)(y); }");
    assert!(is_declaration(&s), "{s:?}");
}

#[test]
fn t_x_y_is_a_call_of_a_call_when_t_is_a_function() {
    let s = last_stmt("typedef int (*fp)(int); fp T(int); void f() { int x = 0, y = 0; T(x)(y); }");
    assert!(matches!(&s, Stmt::Expr(Expr::Call(..), _)), "{s:?}");
}

#[test]
fn t_star_x_declares_a_pointer_when_t_is_a_type() {
    let s = last_stmt("typedef int T; void f() { T*x; }");
    let Stmt::Decl(Decl::Simple(d)) = &s else { panic!("{s:?}") };
    assert!(matches!(d.declarators[0].declarator, Declarator::Ptr { .. }), "{s:?}");
}

#[test]
fn t_star_x_multiplies_when_t_is_a_variable() {
    let s = last_stmt("int T, x; void f() { T*x; }");
    assert!(matches!(&s, Stmt::Expr(Expr::Binary(..), _)), "{s:?}");
}

#[test]
fn vexing_parse_declares_a_function_when_u_is_a_type() {
    let s = last_stmt("struct T {}; struct U {}; void f() { T x(U()); }");
    let Stmt::Decl(Decl::Simple(d)) = &s else { panic!("{s:?}") };
    assert!(d.declarators[0].declarator.function_params().is_some(), "{s:?}");
    assert!(d.declarators[0].ambiguous_init.is_none(), "ambiguity left unresolved");
}

#[test]
fn vexing_parse_is_a_variable_when_u_is_a_function() {
    let s = last_stmt("struct T { T(int); }; int U(); void f() { T x(U()); }");
    let Stmt::Decl(Decl::Simple(d)) = &s else { panic!("{s:?}") };
    assert!(d.declarators[0].declarator.function_params().is_none(), "{s:?}");
    assert!(matches!(d.declarators[0].init, Some(Initializer::Paren(..))), "{s:?}");
}

#[test]
fn parenthesized_parameter_declares_a_function_when_u_is_a_type() {
    let s = last_stmt("struct T {}; struct U {}; void f() { T x(U(y)); }");
    let Stmt::Decl(Decl::Simple(d)) = &s else { panic!("{s:?}") };
    assert!(d.declarators[0].declarator.function_params().is_some(), "{s:?}");
}

#[test]
fn parenthesized_argument_is_a_variable_when_u_is_a_function() {
    let s = last_stmt("struct T { T(int); }; int U(int); void f() { int y = 1; T x(U(y)); }");
    let Stmt::Decl(Decl::Simple(d)) = &s else { panic!("{s:?}") };
    assert!(matches!(d.declarators[0].init, Some(Initializer::Paren(..))), "{s:?}");
}

fn return_expr(s: &Stmt) -> &Expr {
    match s {
        Stmt::Return(Some(e), _) => e,
        other => panic!("not a return: {other:?}"),
    }
}

#[test]
fn parenthesized_type_then_minus_is_a_cast() {
    let s = last_stmt("typedef int T; int f(int x) { return (T)-x; }");
    assert!(matches!(return_expr(&s), Expr::Cast(CastKind::CStyle, ..)), "{s:?}");
}

#[test]
fn parenthesized_variable_then_minus_is_a_subtraction() {
    let s = last_stmt("int a; int f(int x) { return (a)-x; }");
    assert!(matches!(return_expr(&s), Expr::Binary(..)), "{s:?}");
}

#[test]
fn sizeof_of_a_type_name_takes_a_type() {
    let s = last_stmt("typedef double T; unsigned long f() { return sizeof(T); }");
    assert!(matches!(return_expr(&s), Expr::SizeofType(..)), "{s:?}");
}

#[test]
fn sizeof_of_a_variable_takes_an_expression() {
    let s = last_stmt("double x; unsigned long f() { return sizeof(x); }");
    assert!(matches!(return_expr(&s), Expr::SizeofExpr(..)), "{s:?}");
}

/// The template argument of the variable declared by the last simple declaration.
fn template_arg_of_last_decl(src: &str) -> TemplateArg {
    let unit = parse_resolved(src);
    let Some(Decl::Simple(d)) = unit.decls.last() else { panic!("no declaration") };
    let Some(DeclSpec::Type(TypeSpec::Named(q))) = d.specs.iter().find(|s| matches!(s, DeclSpec::Type(_))) else {
        panic!("no named type: {d:?}")
    };
    let UnqualKind::Plain(seg) = &q.last else { panic!("{q:?}") };
    seg.template_args.as_ref().expect("template arguments")[0].clone()
}

#[test]
fn template_argument_t_of_x_is_a_type_when_t_is_a_type() {
    let a = template_arg_of_last_decl("template <class F> struct A {}; struct T {}; struct x {}; A<T(x)> a;");
    assert!(matches!(a, TemplateArg::Type(_)), "{a:?}");
}

#[test]
fn template_argument_t_of_x_is_an_expression_when_t_is_a_function() {
    let a = template_arg_of_last_decl(
        "template <int N> struct A {}; constexpr int T(int v) { return v; } constexpr int x = 1; A<T(x)> a;",
    );
    assert!(matches!(a, TemplateArg::Expr(_)), "{a:?}");
}

#[test]
fn ambiguity_nodes_are_built_before_disambiguation() {
    // The parse itself keeps both readings of `T(x);`; the pass above chose one.
    let src = "typedef int T; void f() { T(x); }";
    let map = SourceMap::with_name(src, "t.cpp");
    let lexed = lex(src, &map);
    let parsed = parse(src, &lexed.tokens);
    let Some(Decl::Function(f)) = parsed.unit.decls.last() else { panic!() };
    let FunctionBody::Block(b) = &f.body else { panic!() };
    assert!(matches!(b.stmts[0], Stmt::Ambig { .. }), "{:?}", b.stmts[0]);
}

/// `cufe parse` shows the ambiguity nodes; `--resolved` shows which reading each got and why.
#[test]
fn parse_command_shows_ambiguities_and_their_resolution() {
    let dir = std::env::temp_dir().join(format!("cufe-ambig-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("a.ii");
    std::fs::write(&file, "typedef int T; struct U {}; void f() { T(x); T y(U()); }\n").unwrap();
    let run = |extra: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_cufe")).arg("parse").arg(&file).args(extra).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let tree = run(&[]);
    assert!(tree.contains("Ambig[declaration | expression]"), "{tree}");
    assert!(tree.contains("Ambig other reading: variable y"), "{tree}");
    let resolved = run(&["--resolved"]);
    assert!(resolved.contains("chose Declaration: [stmt.ambig]"), "{resolved}");
    assert!(resolved.contains("chose Declaration: [dcl.ambig.res]"), "{resolved}");
    assert!(!resolved.contains("Ambig"), "{resolved}");
    std::fs::remove_dir_all(&dir).ok();
}
