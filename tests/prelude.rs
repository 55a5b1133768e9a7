//! The built-in prelude (`src/cli/cuda_prelude.h`, what `cufe check/build/il/xref` use without a
//! CUDA installation) covers what a typical program takes from `cuda_runtime.h`: vector types
//! and make_* functions, dim3, cudaDeviceProp, the common runtime API, math functions on the
//! device, warp intrinsics, atomics, and the `__noinline__` keyword next to libstdc++'s
//! `__attribute__((__noinline__))`. Each program of `tests/cases/prelude/` is valid CUDA (the
//! reference accepts it with the real headers, host and device side), the reference accepts it
//! as cufe preprocesses it with the prelude, and `cufe check` accepts it without a word.

mod common;

use cufe::cli::preprocess::{preprocess, PreprocessRequest};
use std::path::PathBuf;
use std::process::Command;

fn cases_dir() -> PathBuf {
    common::repo_root().join("tests/cases/prelude")
}

/// Every program, by file name; at least the six written for the prelude.
fn programs() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(cases_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".cu"))
        .collect();
    names.sort();
    assert!(names.len() >= 6, "only {names:?}");
    names
}

#[test]
fn the_programs_are_valid_cuda_with_the_real_headers() {
    let mut failures = Vec::new();
    for name in programs() {
        let run = common::cudafe_ref(&cases_dir().join(&name), &[]);
        let diagnostics = run.read("diagnostics.txt");
        let device = std::fs::read_to_string(run.file("device/exit_code")).unwrap_or_default();
        if run.exit_code != 0 || !diagnostics.trim().is_empty() || device.trim() != "0" {
            failures.push(format!("{name}: cudafe++ exit {}, cicc exit {device:?}:\n{diagnostics}", run.exit_code));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_reference_accepts_the_programs_preprocessed_with_the_prelude() {
    // nvcc's argv for a whole-program build (recorded), with this program's names.
    let recorded = common::read_args_file(&common::golden("cli/ref_launch.args"));
    let mut failures = Vec::new();
    for name in programs() {
        let dir = common::TempDir::new(&format!("prelude-{name}"));
        let mut request = PreprocessRequest::new(&name);
        request.working_dir = Some(cases_dir());
        let text = preprocess(&request).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(text.contains("cuda_prelude.h"), "{name}: not preprocessed with the prelude");
        std::fs::write(dir.join("input.ii"), &text).unwrap();
        let mut args = recorded.clone();
        let set = |args: &mut Vec<String>, flag: &str, value: String| {
            let at = args.iter().position(|a| a == flag).unwrap() + 1;
            args[at] = value;
        };
        set(&mut args, "--orig_src_file_name", name.clone());
        set(&mut args, "--orig_src_path_name", cases_dir().join(&name).display().to_string());
        let out = common::run_reference_cudafe(&args, dir.path());
        let diagnostics = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        if out.status.code() != Some(0) || !diagnostics.is_empty() {
            failures.push(format!("{name}: exit {:?}\n{diagnostics}", out.status.code()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn cufe_check_accepts_the_programs_with_the_prelude() {
    let mut failures = Vec::new();
    for name in programs() {
        // No CUDA to find (CUDA_HOME, CUDA_PATH, an nvcc on PATH): the prelude it is.
        let out = Command::new(common::cufe_bin())
            .args(["check", &name])
            .current_dir(cases_dir())
            .env_remove("CUDA_HOME")
            .env_remove("CUDA_PATH")
            .env("PATH", "/usr/bin:/bin")
            .output()
            .unwrap();
        let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        // Nothing but the remark that the built-in stand-in is used.
        let words: Vec<&str> = text.lines().filter(|l| !l.starts_with("cufe: remark: no CUDA installation found")).collect();
        if out.status.code() != Some(0) || !words.is_empty() || !text.contains("remark") {
            failures.push(format!("{name}: exit {:?}\n{text}", out.status.code()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `__noinline__` reaches the front end as written (the prelude leaves it undefined, as nvcc's
/// headers do), and the host translation spells it for gcc, which has no such keyword; inside
/// libstdc++'s `__attribute__((__noinline__))` it stays an attribute name.
#[test]
fn noinline_is_a_keyword_and_the_host_translation_spells_it_for_gcc() {
    let dir = common::TempDir::new("prelude-noinline");
    let out = Command::new(common::cufe_bin())
        .args(["build", "noinline_with_libstdcxx.cu", "-o"])
        .arg(dir.path())
        .current_dir(cases_dir())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let host = std::fs::read_to_string(dir.join("noinline_with_libstdcxx.cudafe1.cpp")).unwrap();
    let f = host.lines().find(|l| l.contains("float f(float x)")).expect("f in the host translation");
    assert!(f.contains("__attribute__((noinline))") && !f.contains(" __noinline__"), "{f}");
    assert!(host.contains("__attribute__((__noinline__))"), "libstdc++'s attribute was rewritten");
    // gcc must accept the translation (the stub file is cicc's; an empty one stands in; the
    // prologue includes crt/host_runtime.h, from the reference's CUDA).
    std::fs::write(dir.join("noinline_with_libstdcxx.cudafe1.stub.c"), "").unwrap();
    let include = format!("-I{}", common::reference().nv.join("include").display());
    let gcc = Command::new("g++")
        .args(["-std=c++17", "-fsyntax-only", "-w", &include, "-x", "c++", "noinline_with_libstdcxx.cudafe1.cpp"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(gcc.status.success(), "g++ rejects the translation:\n{}", String::from_utf8_lossy(&gcc.stderr));
}
