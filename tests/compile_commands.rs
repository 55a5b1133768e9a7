//! `cufe check -p BUILD_DIR [FILES...]` (issue 17): the CUDA entries of a CMake compilation
//! database, each checked with its own nvcc flags. The fixture is what CMake 3.2x writes for a
//! CUDA target with `-DCMAKE_EXPORT_COMPILE_COMMANDS=ON` and the Ninja generator: absolute
//! paths, one shell-quoted `command` per entry, `-forward-unknown-to-host-compiler`,
//! `--generate-code=...`, `-Xcompiler=...`, Ninja's `-MD -MT -MF`, and a C++ entry beside.

mod common;

use std::path::Path;
use std::process::{Command, Output};

use common::{cufe_bin, TempDir};

/// A project: `a.cu` only compiles with the entry's `-DN=3` and `-I../inc`, `b.cu` has one
/// error, `main.cpp` is no CUDA entry (it would not compile as CUDA: `not_cuda`).
fn project(dir: &Path) {
    for sub in ["src", "inc", "build"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    std::fs::write(dir.join("inc/h.h"), "#pragma once\n#define SCALE 2\n").unwrap();
    std::fs::write(dir.join("src/a.cu"), "#include \"h.h\"\n__global__ void k(int *p) { p[0] = SCALE * N; }\n").unwrap();
    std::fs::write(dir.join("src/b.cu"), "#include \"h.h\"\n__global__ void k2(int *p) { p[0] = undefined_here; }\n").unwrap();
    std::fs::write(dir.join("src/main.cpp"), "int main() { return not_cuda; }\n").unwrap();
    let build = dir.join("build").display().to_string();
    let src = dir.join("src").display().to_string();
    let cuda = |f: &str| {
        format!(
            r#"{{"directory": "{build}", "command": "/usr/local/cuda/bin/nvcc -forward-unknown-to-host-compiler -DN=3 -I../inc -O3 --generate-code=arch=compute_80,code=[compute_80,sm_80] -Xcompiler=-fPIC -std=c++17 -MD -MT CMakeFiles/p.dir/src/{f}.o -MF CMakeFiles/p.dir/src/{f}.o.d -x cu -c {src}/{f} -o CMakeFiles/p.dir/src/{f}.o", "file": "{src}/{f}", "output": "CMakeFiles/p.dir/src/{f}.o"}}"#
        )
    };
    let cxx = format!(r#"{{"directory": "{build}", "command": "/usr/bin/c++ -O3 -o CMakeFiles/p.dir/src/main.cpp.o -c {src}/main.cpp", "file": "{src}/main.cpp"}}"#);
    std::fs::write(dir.join("build/compile_commands.json"), format!("[\n{},\n{},\n{}\n]\n", cuda("a.cu"), cuda("b.cu"), cxx)).unwrap();
}

fn check(dir: &Path, args: &[&str]) -> (Option<i32>, String) {
    let out: Output = Command::new(cufe_bin()).arg("check").args(args).current_dir(dir).output().unwrap();
    (out.status.code(), format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)))
}

#[test]
fn every_cuda_entry_is_checked_with_its_own_flags() {
    let dir = TempDir::new("compile-commands-all");
    project(dir.path());
    let (status, out) = check(dir.path(), &["-p", "build"]);
    assert_eq!(status, Some(2), "{out}");
    // a.cu needs the entry's -DN=3 and -I../inc: no error there.
    assert!(!out.contains("a.cu("), "{out}");
    assert_eq!(out.matches("b.cu(2): error").count(), 1, "{out}");
    assert!(out.contains("\"undefined_here\""), "{out}");
    assert!(!out.contains("not_cuda"), "the C++ entry is not checked: {out}");
    assert!(out.contains("checked 2 CUDA files of \"build/compile_commands.json\": 1 with errors, 1 without"), "{out}");
}

#[test]
fn named_files_only_and_options_after_the_entries_flags() {
    let dir = TempDir::new("compile-commands-some");
    project(dir.path());
    let (status, out) = check(dir.path(), &["-p", "build/compile_commands.json", "src/a.cu"]);
    assert_eq!(status, Some(0), "{out}");
    assert!(out.contains("checked 1 CUDA file of"), "{out}");
    // The user's options come after the entry's: `-U N` makes a.cu's N undefined.
    let (status, out) = check(dir.path(), &["-pbuild", "src/a.cu", "-U", "N"]);
    assert_eq!(status, Some(2), "{out}");
    assert!(out.contains("\"N\""), "{out}");
}

#[test]
fn a_file_outside_the_database_or_no_database_is_one_clear_message() {
    let dir = TempDir::new("compile-commands-bad");
    project(dir.path());
    let (status, out) = check(dir.path(), &["-p", "build", "src/main.cpp"]);
    assert_eq!(status, Some(4), "{out}");
    assert!(out.contains("is not a CUDA entry of"), "{out}");
    let (status, out) = check(dir.path(), &["-p", "src"]);
    assert_eq!(status, Some(4), "{out}");
    assert!(out.contains("cannot read") && out.contains("compile_commands.json"), "{out}");
}

/// The progress line (`[n/N] checking FILE`, rewritten in place and erased) is for a
/// terminal only: into a pipe or a file nothing of it is written.
#[test]
fn progress_line_only_on_a_terminal() {
    let dir = TempDir::new("compile-commands-progress");
    project(dir.path());
    let (_, piped) = check(dir.path(), &["-p", "build"]);
    assert!(!piped.contains("checking ") && !piped.contains('\r') && !piped.contains("\x1b["), "{piped:?}");
    let shown = common::on_terminal(&cufe_bin(), &["check", "-p", "build", "--color=never"], dir.path(), &[]);
    assert!(shown.contains("\r\x1b[K[0/2] checking ") && shown.contains("/src/a.cu"), "{shown:?}");
    assert!(shown.contains("\r\x1b[K[2/2] checking "), "{shown:?}");
    // Erased before the outputs and at the end: the summary starts a clean line.
    assert!(shown.contains("\r\x1b[Kcufe: checked 2 CUDA files"), "{shown:?}");
    assert!(shown.contains("\r\x1b[K") && shown.contains("b.cu(2): error"), "{shown:?}");
}

/// The colour is decided once, for the terminal the user sees, and passed to each entry's
/// check (whose own stderr is a pipe).
#[test]
fn colour_decision_reaches_each_entry() {
    let dir = TempDir::new("compile-commands-colour");
    project(dir.path());
    let (_, always) = check(dir.path(), &["-p", "build", "--color", "always"]);
    assert!(always.contains("\x1b[01;31merror\x1b[0m"), "{always:?}");
    let (_, piped) = check(dir.path(), &["-p", "build"]);
    assert!(!piped.contains("\x1b["), "{piped:?}");
    let on_terminal = common::on_terminal(&cufe_bin(), &["check", "-p", "build"], dir.path(), &[]);
    assert!(on_terminal.contains("\x1b[01;31merror\x1b[0m"), "{on_terminal:?}");
    let no_color = common::on_terminal(&cufe_bin(), &["check", "-p", "build"], dir.path(), &[("NO_COLOR", "1")]);
    assert!(no_color.contains("b.cu(2): error") && !no_color.contains("\x1b[01"), "{no_color:?}");
}
