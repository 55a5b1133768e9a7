//! Mangler conformance: entities of `tests/golden/mangle/entities.cpp` described with
//! cufe's model must mangle to exactly the symbols g++ emitted for them
//! (`entities.nm`, from `g++ -std=c++17 -c` and `nm`); when g++ and nm are installed the
//! golden itself is re-checked against a fresh compile.

use cufe::mangle::mangle::*;
use std::collections::BTreeSet;

fn golden_symbols() -> BTreeSet<String> {
    let path = format!("{}/tests/golden/mangle/entities.nm", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}")).lines().map(str::to_string).collect()
}

fn b(code: &str) -> MangleType {
    MangleType::Builtin(code.into())
}
fn ptr(t: MangleType) -> MangleType {
    MangleType::Pointer(Box::new(t))
}
fn lref(t: MangleType) -> MangleType {
    MangleType::LValueRef(Box::new(t))
}
fn rref(t: MangleType) -> MangleType {
    MangleType::RValueRef(Box::new(t))
}
fn konst(t: MangleType) -> MangleType {
    MangleType::Qualified(Box::new(t), Cv { is_const: true, ..Cv::default() })
}
fn func(ret: MangleType, params: Vec<MangleType>) -> MangleType {
    MangleType::Function { ret: Box::new(ret), params, cv: Cv::default() }
}
fn ns(n: &str) -> Scope {
    Scope::Namespace(n.into())
}
fn class(n: &str, args: Vec<TemplateArg>) -> Scope {
    Scope::Class { name: n.into(), template_args: args }
}
fn named(scopes: Vec<Scope>, name: &str, args: Vec<TemplateArg>) -> MangleType {
    MangleType::Named(QualifiedName { scopes, name: name.into(), template_args: args })
}
fn ns_a() -> MangleType {
    named(vec![ns("ns")], "A", vec![])
}
fn func_name(scopes: Vec<Scope>, kind: NameKind, params: Vec<MangleType>) -> MangleName {
    MangleName { scopes, kind, template_args: vec![], params: Some(params), ret: None, cv: Cv::default(), internal: false }
}
fn id(s: &str) -> NameKind {
    NameKind::Identifier(s.into())
}
fn op(s: &str, arity: u8) -> NameKind {
    NameKind::Operator { spelling: s.into(), arity }
}
fn std_string() -> MangleType {
    named(vec![ns("std"), ns("__cxx11")], "basic_string", vec![
        TemplateArg::Type(b("c")),
        TemplateArg::Type(named(vec![ns("std")], "char_traits", vec![TemplateArg::Type(b("c"))])),
        TemplateArg::Type(named(vec![ns("std")], "allocator", vec![TemplateArg::Type(b("c"))])),
    ])
}

fn entities() -> Vec<MangleName> {
    let a_scope = || vec![ns("ns"), class("A", vec![])];
    let konst_cv = Cv { is_const: true, ..Cv::default() };
    let mut v = vec![
        func_name(vec![], id("f0"), vec![]),
        func_name(vec![], id("f1"), vec![b("i"), b("c"), b("d")]),
        func_name(vec![], id("f2"), vec![ptr(konst(b("c"))), b("m"), ptr(b("x"))]),
        func_name(vec![], id("f3"), vec![lref(b("i")), lref(konst(b("i"))), rref(b("i"))]),
        func_name(vec![], id("f4"), vec![ptr(func(b("v"), vec![b("i")])), ptr(MangleType::Array(Box::new(b("i")), Some(3)))]),
        MangleName { internal: true, ..func_name(vec![], id("f5"), vec![b("f")]) },
        func_name(vec![ns("ns")], id("g"), vec![b("i")]),
        MangleName { params: None, ..func_name(vec![ns("ns")], id("var"), vec![]) },
        MangleName { params: None, ..func_name(a_scope(), id("s"), vec![]) },
        func_name(a_scope(), NameKind::Constructor("C1".into()), vec![]),
        func_name(a_scope(), NameKind::Constructor("C2".into()), vec![]),
        func_name(a_scope(), NameKind::Destructor("D1".into()), vec![]),
        func_name(a_scope(), NameKind::Destructor("D2".into()), vec![]),
        MangleName { cv: konst_cv, ..func_name(a_scope(), id("m"), vec![b("i")]) },
        func_name(a_scope(), id("n"), vec![lref(ns_a()), ptr(konst(ns_a()))]),
        func_name(a_scope(), op("=", 2), vec![lref(konst(ns_a()))]),
        MangleName { cv: konst_cv, ..func_name(a_scope(), op("==", 2), vec![lref(konst(ns_a()))]) },
        MangleName { cv: konst_cv, ..func_name(a_scope(), op("-", 1), vec![]) },
        MangleName { cv: konst_cv, ..func_name(a_scope(), op("-", 2), vec![lref(konst(ns_a()))]) },
        MangleName { cv: konst_cv, ..func_name(a_scope(), NameKind::Conversion(b("i")), vec![]) },
        func_name(a_scope(), op("[]", 2), vec![b("i")]),
        func_name(a_scope(), op("()", 2), vec![]),
        func_name(vec![ns("ns"), ns("inner")], id("h"), vec![
            named(vec![ns("ns"), ns("inner")], "B", vec![]),
            ptr(named(vec![ns("ns"), ns("inner")], "B", vec![])),
            ns_a(),
        ]),
        func_name(vec![ns("ns")], id("pmf"), vec![
            MangleType::PointerToMember { class: Box::new(ns_a()), member: Box::new(MangleType::Function { ret: Box::new(b("v")), params: vec![b("i")], cv: konst_cv }) },
            MangleType::PointerToMember { class: Box::new(ns_a()), member: Box::new(b("i")) },
        ]),
        func_name(vec![Scope::AnonymousNamespace], id("anon"), vec![b("i")]),
        func_name(vec![], id("strs"), vec![
            std_string(),
            lref(konst(std_string())),
            lref(named(vec![ns("std")], "vector", vec![
                TemplateArg::Type(b("i")),
                TemplateArg::Type(named(vec![ns("std")], "allocator", vec![TemplateArg::Type(b("i"))])),
            ])),
            lref(named(vec![ns("std")], "basic_ostream", vec![
                TemplateArg::Type(b("c")),
                TemplateArg::Type(named(vec![ns("std")], "char_traits", vec![TemplateArg::Type(b("c"))])),
            ])),
        ]),
        func_name(vec![], id("alloc"), vec![
            named(vec![ns("std")], "allocator", vec![TemplateArg::Type(b("c"))]),
            ptr(named(vec![ns("std")], "vector", vec![
                TemplateArg::Type(std_string()),
                TemplateArg::Type(named(vec![ns("std")], "allocator", vec![TemplateArg::Type(std_string())])),
            ])),
        ]),
        func_name(vec![], id("subs"), vec![
            ns_a(), ptr(ns_a()), lref(konst(ns_a())),
            named(vec![ns("ns"), ns("inner")], "B", vec![]), named(vec![ns("ns"), ns("inner")], "B", vec![]),
        ]),
        func_name(vec![], id("arr"), vec![
            lref(MangleType::Array(Box::new(b("i")), Some(4))),
            MangleType::Pointer(Box::new(ptr(b("c")))),
        ]),
        func_name(vec![], id("fnptr"), vec![ptr(func(b("i"), vec![ns_a()])), ptr(func(b("i"), vec![ns_a()]))]),
    ];
    // templates
    for (code, _) in [("i", 0), ("d", 0)] {
        v.push(MangleName {
            template_args: vec![TemplateArg::Type(b(code))],
            ret: Some(MangleType::TemplateParam(0)),
            ..func_name(vec![], id("tmax"), vec![MangleType::TemplateParam(0), MangleType::TemplateParam(0)])
        });
    }
    for (n, flag) in [(3, 1), (-2, 0)] {
        v.push(MangleName {
            template_args: vec![TemplateArg::Integer { code: "i".into(), value: n }, TemplateArg::Integer { code: "b".into(), value: flag }],
            ret: Some(b("v")),
            ..func_name(vec![], id("nontype"), vec![])
        });
    }
    let box_long = || vec![class("Box", vec![TemplateArg::Type(b("l"))])];
    v.push(func_name(box_long(), id("put"), vec![b("l"), ptr(named(vec![], "Box", vec![TemplateArg::Type(b("l"))]))]));
    v.push(MangleName {
        template_args: vec![TemplateArg::Type(b("c"))],
        ret: Some(b("v")),
        ..func_name(box_long(), id("cvt"), vec![MangleType::TemplateParam(0), b("l")])
    });
    v
}

#[test]
fn mangles_like_gxx() {
    let symbols = golden_symbols();
    let mut ok = 0;
    let all = entities();
    let mut bad = Vec::new();
    for e in &all {
        match mangle(e) {
            Ok(m) if symbols.contains(&m) => ok += 1,
            Ok(m) => bad.push(format!("{m} (not emitted by g++) for {e:?}")),
            Err(err) => bad.push(format!("error {err:?} for {e:?}")),
        }
    }
    eprintln!("mangle: {ok}/{} entities match g++", all.len());
    for b in &bad {
        eprintln!("mismatch: {b}");
    }
    assert!(bad.is_empty(), "{} mismatches", bad.len());
}

#[test]
fn bad_models_are_errors_not_panics() {
    let mut e = func_name(vec![], NameKind::Constructor("C1".into()), vec![]);
    assert!(mangle(&e).is_err(), "a constructor needs a class");
    e = func_name(vec![ns("ns")], id("f"), vec![b("??")]);
    assert!(mangle(&e).is_err());
    e = func_name(vec![ns("ns")], op("+++", 2), vec![]);
    assert!(mangle(&e).is_err());
}

#[test]
fn mangled_names_demangle_back() {
    // Every mangling we produce is accepted by our demangler (and c++filt: see golden).
    for e in entities() {
        let m = mangle(&e).expect("mangles");
        if m.starts_with("_Z") {
            assert!(cufe::mangle::demangle(&m).is_some(), "{m}");
        }
    }
}

#[test]
fn golden_matches_a_fresh_gxx_compile() {
    let src = format!("{}/tests/golden/mangle/entities.cpp", env!("CARGO_MANIFEST_DIR"));
    let dir = std::env::temp_dir().join(format!("cufe-mangle-test-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let obj = dir.join("e.o");
    let status = std::process::Command::new("g++").args(["-std=c++17", "-c", &src, "-o"]).arg(&obj).status();
    if !matches!(status, Ok(s) if s.success()) {
        eprintln!("g++ not available: golden not re-checked");
        return;
    }
    let nm = std::process::Command::new("nm").arg(&obj).output().expect("nm runs");
    let _ = std::fs::remove_dir_all(&dir);
    let fresh: BTreeSet<String> = String::from_utf8_lossy(&nm.stdout)
        .lines()
        .filter_map(|l| l.split_whitespace().last())
        .filter(|s| s.starts_with("_Z") || s.starts_with(|c: char| c.is_ascii_lowercase()))
        .map(str::to_string)
        .collect();
    let golden = golden_symbols();
    for e in entities() {
        let m = mangle(&e).expect("mangles");
        assert!(fresh.contains(&m), "{m} not in this g++'s output");
        assert!(golden.contains(&m));
    }
}
