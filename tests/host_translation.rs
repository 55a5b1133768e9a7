//! The host translation against the reference's, example by example (prelude mode and
//! nvcc's full cuda_runtime.h unit, same argv): the module id must be byte-identical, and every top-level declaration the
//! reference writes for the `.cu` file's own lines (functions with their parameter lists,
//! kernels, variable shadows) must be present in ours with the same signature once
//! spelling is normalised (the reference re-prints from its IL: `unsigned int` → `unsigned`,
//! spaces, parentheses).

mod common;

use std::process::Command;

use common::{cudafe_ref, cufe_bin, repo_root, TempDir};

/// The lines that come from `file` (between `# N "file"` markers naming it and the next
/// marker naming another file), line markers removed.
fn lines_of(output: &str, file: &str) -> Vec<String> {
    let mut inside = false;
    let mut out = Vec::new();
    for line in output.lines() {
        if let Some(rest) = line.strip_prefix("# ") {
            if let Some(q) = rest.find('"') {
                let name = rest[q + 1..].split('"').next().unwrap_or("");
                inside = name == file || name.ends_with(&format!("/{file}"));
            }
            continue;
        }
        if line.starts_with("#line") {
            continue;
        }
        if inside {
            out.push(line.to_string());
        }
    }
    out
}

/// Text outside `#if 0` ... `#endif` blocks (bodies moved out of the host compiler's sight).
fn visible(lines: &[String]) -> String {
    let mut depth = 0;
    let mut out = String::new();
    for l in lines {
        let t = l.trim();
        if t == "#if 0" {
            depth += 1;
        } else if t == "#endif" && depth > 0 {
            depth -= 1;
        } else if depth == 0 {
            out.push_str(l);
            out.push('\n');
        }
    }
    out
}

/// Spelling normalisation shared by both sides.
fn normalise(s: &str) -> String {
    let mut t = s.replace("unsigned int", "unsigned").replace("long unsigned", "unsigned long");
    for p in ["*", "&", "(", ")", ",", ";", "[", "]", "<", ">", "=", "{", "}"] {
        t = t.replace(p, &format!(" {p} "));
    }
    t.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Top-level declarations of a visible text: each statement at brace depth 0, up to its `;`
/// or the `{` of its body, normalised. Attributes the two sides place differently
/// (`__attribute__((unused))`) are removed.
fn declarations(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut current = String::new();
    for c in text.chars() {
        match c {
            '{' => {
                if depth == 0 {
                    push(&mut out, &current);
                    current.clear();
                }
                depth += 1;
            }
            '}' => {
                depth -= 1;
                if depth == 0 {
                    current.clear();
                }
            }
            ';' if depth == 0 => {
                push(&mut out, &current);
                current.clear();
            }
            _ if depth == 0 => current.push(c),
            _ => {}
        }
    }
    out
}

fn push(out: &mut Vec<String>, decl: &str) {
    let d = normalise(&decl.replace("__attribute__((unused))", ""));
    // Namespace heads, using-directives and pragmas are not declarations of entities.
    if !d.is_empty() && !d.starts_with("namespace") && !d.starts_with("using") && !d.starts_with("#") {
        out.push(d);
    }
}

/// Prelude mode (a small stand-in for cuda_runtime.h) or nvcc's full unit.
#[derive(Clone, Copy)]
enum Mode {
    Prelude,
    Full,
}

fn check_example(name: &str, mode: Mode) {
    let src = repo_root().join("tests/examples").join(format!("{name}.cu"));
    let options: &[&str] = match mode {
        Mode::Prelude => &["--prelude-only"],
        Mode::Full => &[],
    };
    let reference = cudafe_ref(&src, options);
    assert_eq!(reference.exit_code, 0, "{name}: the reference failed");
    let dir = TempDir::new(&format!("host-{name}"));
    std::fs::copy(reference.file("input.ii"), dir.path().join("input.ii")).unwrap();
    let out = Command::new(cufe_bin()).args(reference.cudafe_args()).current_dir(dir.path()).output().unwrap();
    assert!(out.status.success(), "{name}: cufe failed:\n{}", String::from_utf8_lossy(&out.stderr));

    let ours_id = std::fs::read_to_string(dir.path().join("input.module_id")).unwrap();
    assert_eq!(ours_id, reference.read("input.module_id"), "{name}: module id");

    let file = format!("{name}.cu");
    let theirs = declarations(&visible(&lines_of(&reference.read("input.cudafe1.cpp"), &file)));
    let ours_text = std::fs::read_to_string(dir.path().join("input.cudafe1.cpp")).unwrap();
    let ours = declarations(&visible(&lines_of(&ours_text, &file)));
    let missing: Vec<&String> = theirs.iter().filter(|d| !ours.contains(d)).collect();
    assert!(missing.is_empty(), "{name}: declarations of the reference missing from ours:\n{missing:#?}\nours:\n{ours:#?}");
}

#[test]
fn launch_prelude() {
    check_example("launch", Mode::Prelude);
}

#[test]
fn launch_full() {
    check_example("launch", Mode::Full);
}

#[test]
fn variables_prelude() {
    check_example("variables", Mode::Prelude);
}

#[test]
fn variables_full() {
    check_example("variables", Mode::Full);
}

#[test]
fn template_kernel_prelude() {
    check_example("template_kernel", Mode::Prelude);
}

#[test]
fn template_kernel_full() {
    check_example("template_kernel", Mode::Full);
}

#[test]
fn anon_namespace_prelude() {
    check_example("anon_namespace", Mode::Prelude);
}

#[test]
fn anon_namespace_full() {
    check_example("anon_namespace", Mode::Full);
}

#[test]
fn hd_struct_prelude() {
    check_example("hd_struct", Mode::Prelude);
}

#[test]
fn hd_struct_full() {
    check_example("hd_struct", Mode::Full);
}

#[test]
fn template_launch_prelude() {
    check_example("template_launch", Mode::Prelude);
}

#[test]
fn template_launch_full() {
    check_example("template_launch", Mode::Full);
}

#[test]
fn managed_prelude() {
    check_example("managed", Mode::Prelude);
}

#[test]
fn managed_full() {
    check_example("managed", Mode::Full);
}

#[test]
fn nested_namespace_prelude() {
    check_example("nested_namespace", Mode::Prelude);
}

#[test]
fn nested_namespace_full() {
    check_example("nested_namespace", Mode::Full);
}

/// Runs the reference (prelude mode plus `options`) and cufe with the same argv on `src`;
/// returns (reference's `.cudafe1.cpp`, ours).
fn both_outputs(src: &std::path::Path, options: &[&str]) -> (String, String) {
    let mut all = vec!["--prelude-only"];
    all.extend(options);
    let reference = cudafe_ref(src, &all);
    assert_eq!(reference.exit_code, 0, "{}: the reference failed", src.display());
    let dir = TempDir::new("host-bytes");
    std::fs::copy(reference.file("input.ii"), dir.path().join("input.ii")).unwrap();
    let out = Command::new(cufe_bin()).args(reference.cudafe_args()).current_dir(dir.path()).output().unwrap();
    assert!(out.status.success(), "{}: cufe failed:\n{}", src.display(), String::from_utf8_lossy(&out.stderr));
    let ours = std::fs::read_to_string(dir.path().join("input.cudafe1.cpp")).unwrap();
    (reference.read("input.cudafe1.cpp"), ours)
}

/// The extended-lambda helper templates: from their `# 1 "nvcc_internal_extended_lambda_implementation"`
/// line to the `#if 0` that hides `__nv_lambda_preheader_injection`.
fn lambda_helpers(output: &str) -> Option<&str> {
    let start = output.find("# 1 \"nvcc_internal_extended_lambda_implementation\"")?;
    let end = start + output[start..].find("\n#if 0\n")?;
    Some(&output[start..end])
}

/// With `--extended-lambda`, the injected helper text (specialised for the capture counts
/// each unit uses: 0 to 3) is byte-identical to the reference's.
#[test]
fn extended_lambda_helpers_are_the_reference_text() {
    for name in ["ext_lambda", "ext_lambda_captures", "ext_lambda_inline", "ext_lambda_members"] {
        let src = repo_root().join("tests/examples").join(format!("{name}.cu"));
        let (theirs, ours) = both_outputs(&src, &["--extended-lambda"]);
        let theirs = lambda_helpers(&theirs).unwrap_or_else(|| panic!("{name}: no helpers in the reference's output"));
        let ours = lambda_helpers(&ours).unwrap_or_else(|| panic!("{name}: no helpers in cufe's output"));
        assert!(theirs == ours, "{name}: helper text differs:\n{}", similar::TextDiff::from_lines(theirs, ours).unified_diff());
    }
}

/// With `-rdc=true` (`--device-c`) the six host reference arrays after the epilogue are
/// byte-identical to the reference's.
#[test]
fn host_reference_arrays_are_the_reference_text() {
    let sources = [repo_root().join("tests/cases/host_references.cu"), repo_root().join("tests/examples/variables.cu")];
    for src in sources {
        let (theirs, ours) = both_outputs(&src, &["--nvcc=-rdc=true"]);
        let tail = |s: &str| s.find("#undef _NV_ANON_NAMESPACE\n").map(|i| s[i..].to_string()).unwrap_or_default();
        let (theirs, ours) = (tail(&theirs), tail(&ours));
        assert!(theirs.contains(".nvHRKE"), "{}: no host reference arrays in the reference's output", src.display());
        assert!(theirs == ours, "{}: host reference arrays differ:\n{}", src.display(), similar::TextDiff::from_lines(&theirs, &ours).unified_diff());
    }
}

/// The module id when the first definition is a qualified member function or `main`.
#[test]
fn module_id_of_member_and_main_definitions() {
    for case in ["module_id_member", "module_id_main"] {
        let src = repo_root().join("tests/cases").join(format!("{case}.cu"));
        let reference = cudafe_ref(&src, &["--prelude-only"]);
        assert_eq!(reference.exit_code, 0, "{case}: the reference failed");
        let dir = TempDir::new("host-module-id");
        std::fs::copy(reference.file("input.ii"), dir.path().join("input.ii")).unwrap();
        let out = Command::new(cufe_bin()).args(reference.cudafe_args()).current_dir(dir.path()).output().unwrap();
        assert!(out.status.success(), "{case}: cufe failed:\n{}", String::from_utf8_lossy(&out.stderr));
        let ours = std::fs::read_to_string(dir.path().join("input.module_id")).unwrap();
        assert_eq!(ours, reference.read("input.module_id"), "{case}: module id");
    }
}

/// A memory space on a declaration that declares only a type (flashinfer's
/// `__device__ struct __attribute__((aligned(32))) LamportFlags {...}`, a template too) is not
/// written: neither side makes it a `static` shadow variable, which g++ rejects on a class.
#[test]
fn memory_space_on_a_class_definition_is_not_written() {
    let src = repo_root().join("tests/cases/decl_rules/space_without_entity.cu");
    let (theirs, ours) = both_outputs(&src, &[]);
    for (who, text) in [("reference", &theirs), ("cufe", &ours)] {
        let lines = visible(&lines_of(text, "space_without_entity.cu"));
        assert!(lines.contains("struct A") && lines.contains("struct E"), "{who}: the classes are missing:\n{lines}");
        assert!(!lines.contains("static"), "{who}: a class made static:\n{lines}");
    }
}
