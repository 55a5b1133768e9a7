//! Checks the host-translation boilerplate (`src/backend/boilerplate.rs`) byte for byte against
//! outputs of the reference cudafe++ in `tests/golden/host/` (made by its `regen.sh`): a
//! one-declaration TU under every GCC version that changes the prologue, with and without
//! `--extended-lambda`, and the shipped examples in prelude mode.

use cufe::backend::boilerplate::{
    anon_namespace_name, epilogue, host_runtime_include, is_valid_gnu_version, prologue,
    BoilerplateOptions,
};
use std::path::PathBuf;

fn golden(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden/host")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A cudafe-ref output of a shipped example (prelude mode), shared with the other tests.
fn reference_output(example: &str, file: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/reference").join(example).join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn options(primary: &str, gnu: u32, xl: bool, module_id: &str, stub: &str) -> BoilerplateOptions {
    BoilerplateOptions {
        primary_file_name: primary.into(),
        gnu_version: gnu,
        extended_lambda: xl,
        module_id: module_id.into(),
        stub_file_name: stub.into(),
    }
}

/// `tests/cases/boilerplate_min.ii` is `# 0 "min.cu"` + `int x = 1;`, run with
/// `--orig_src_path_name /src/k.cu --orig_src_file_name k.cu --stub_file_name k.cudafe1.stub.c`:
/// the reference's whole output must be prologue + that one declaration + epilogue.
#[test]
fn one_declaration_tu_under_every_gnu_version() {
    let mut checked = 0;
    for gnu in [40000, 40200, 40600, 80500, 100200, 120200, 130200] {
        for xl in [false, true] {
            let name = format!("min_gnu{gnu}{}.cudafe1.cpp", if xl { "_xl" } else { "" });
            let expected = golden(&name);
            let opts = options("min.cu", gnu, xl, "_9fd36db3_4_k_cu_x", "k.cudafe1.stub.c");
            let ours = format!("{}int x = 1; \n{}", prologue(&opts), epilogue(&opts));
            assert_eq!(ours, expected, "{name}");
            checked += 1;
        }
    }
    assert_eq!(checked, 14);
}

/// The versions between the probed ones choose the same pieces as the probed version below them.
#[test]
fn gnu_version_thresholds() {
    let text = |gnu| prologue(&options("a.cu", gnu, false, "_m", "s.c"));
    assert_eq!(text(30200), text(40000));
    assert_eq!(text(40199), text(40000));
    assert_ne!(text(40200), text(40199));
    assert_eq!(text(40599), text(40200));
    assert_ne!(text(40600), text(40599));
    assert_eq!(text(40799), text(40600));
    assert_ne!(text(40800), text(40799));
    assert_eq!(text(999999), text(40800));
    assert!(text(40800).contains("-Wunused-local-typedefs"));
    assert!(!text(40799).contains("-Wunused-local-typedefs"));
}

#[test]
fn gnu_version_range() {
    assert!(!is_valid_gnu_version(30199));
    assert!(is_valid_gnu_version(30200));
    assert!(is_valid_gnu_version(120200));
    assert!(is_valid_gnu_version(999999));
    assert!(!is_valid_gnu_version(1000000));
}

/// The prelude-mode outputs of the shipped examples start with the prologue and end with the
/// epilogue (their stub file is `input.cudafe1.stub.c`; outputs in `tests/golden/reference/<ex>/`).
#[test]
fn shipped_examples() {
    for ex in [
        "launch",
        "variables",
        "anon_namespace",
        "template_kernel",
        "hd_struct",
    ] {
        let output = reference_output(ex, "input.cudafe1.cpp");
        let module_id = reference_output(ex, "input.module_id");
        let opts = options(
            &format!("{ex}.cu"),
            120200,
            false,
            &module_id,
            "input.cudafe1.stub.c",
        );
        assert!(output.starts_with(&prologue(&opts)), "{ex}: prologue");
        assert!(output.ends_with(&epilogue(&opts)), "{ex}: epilogue");
        // The include follows the prelude's size_t typedef, then a line marker.
        let after_typedef = format!(
            "typedef unsigned long size_t; \n{}# 57\n",
            host_runtime_include()
        );
        assert_eq!(
            output.matches(&after_typedef).count(),
            1,
            "{ex}: host_runtime include"
        );
    }
    let head = golden("ex_ext_lambda.head");
    let tail = golden("ex_ext_lambda.tail");
    let module_id = golden("ex_ext_lambda.module_id");
    let opts = options(
        "ext_lambda.cu",
        120200,
        true,
        &module_id,
        "input.cudafe1.stub.c",
    );
    let pro = prologue(&opts);
    assert!(head.starts_with(&pro), "ext_lambda: prologue");
    assert!(head[pro.len()..].starts_with("# 56 \"/work/shared/reference/prelude.h\"\n"));
    assert_eq!(
        tail,
        epilogue(&opts)[1..],
        "ext_lambda: epilogue (tail has its last 8 lines)"
    );
}

#[test]
fn fixed_texts() {
    assert_eq!(
        host_runtime_include(),
        "#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)\n\
         #define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__\n#endif\n#include \"crt/host_runtime.h\"\n"
    );
    assert_eq!(
        anon_namespace_name("_9fd36db3_4_k_cu_x"),
        "_GLOBAL__N__9fd36db3_4_k_cu_x"
    );
    // Names are copied verbatim: the reference neither escapes the stub name nor re-escapes
    // the marker spelling of the primary file (probed with `x\\y\"q.cu` and `s\t"q.c`).
    let opts = options(r#"x\\y\"q.cu"#, 120200, false, "_m", r#"s\t"q.c"#);
    assert!(prologue(&opts).starts_with("# 1 \"x\\\\y\\\"q.cu\"\n"));
    assert!(epilogue(&opts).contains("#include \"s\\t\"q.c\"\n"));
}
