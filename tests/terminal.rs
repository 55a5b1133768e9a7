//! What `cufe check` does on a terminal (issue 17): colour in the human formats, decided by
//! `--color auto|always|never` and `NO_COLOR` (https://no-color.org), never in the machine
//! formats nor on cudafe++'s command line. Terminals are pseudo-terminals made by `script`.

mod common;

use common::{cufe_bin, on_terminal, repo_root, TempDir};
use std::process::Command;

const ESC: &str = "\x1b[";

fn input() -> String {
    repo_root().join("tests/diagnostics/dev_d_calls_h.cu").display().to_string()
}

/// `cufe check INPUT ARGS` with pipes: (stdout, stderr).
fn piped(args: &[&str], env: &[(&str, &str)]) -> (String, String) {
    let out = Command::new(cufe_bin()).arg("check").arg(input()).args(args).envs(env.iter().copied()).output().unwrap();
    (String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

fn terminal(args: &[&str], env: &[(&str, &str)]) -> String {
    let input = input();
    let all: Vec<&str> = ["check", input.as_str()].into_iter().chain(args.iter().copied()).collect();
    on_terminal(&cufe_bin(), &all, &repo_root(), env)
}

#[test]
fn color_always_colours_the_human_formats() {
    let (_, text) = piped(&["--color", "always"], &[("NO_COLOR", "1")]);
    // GCC's palette: the location bold, "error" bold red, the caret bold green.
    assert!(text.contains("\x1b[01;31merror\x1b[0m: the __device__ function \"d\""), "{text:?}");
    assert!(text.contains("\x1b[01;32m^\x1b[0m"), "{text:?}");
    let (_, pretty) = piped(&["--color=always", "--diag-format=pretty"], &[]);
    assert!(pretty.contains(ESC), "{pretty:?}");
}

#[test]
fn color_never_and_no_color_leave_colour_out() {
    // On a terminal `auto` colours (so the terminal here can show colour at all) ...
    assert!(terminal(&[], &[]).contains(ESC));
    // ... unless NO_COLOR is set to something; set empty, it counts as unset.
    let no_color = terminal(&[], &[("NO_COLOR", "1")]);
    assert!(no_color.contains("error: the __device__ function") && !no_color.contains(ESC), "{no_color:?}");
    assert!(terminal(&[], &[("NO_COLOR", "")]).contains(ESC));
    let never = terminal(&["--color", "never"], &[]);
    assert!(never.contains("error: the __device__ function") && !never.contains(ESC), "{never:?}");
    // The last --color given wins.
    assert!(!terminal(&["--color=always", "--color=never"], &[]).contains(ESC));
    // Into a pipe `auto` does not colour.
    let (_, text) = piped(&[], &[]);
    assert!(text.contains("error: the __device__ function") && !text.contains(ESC), "{text:?}");
}

#[test]
fn machine_formats_and_cudafe_command_line_never_colour() {
    for format in ["--diag-format=json", "--diag-format=sarif"] {
        let (stdout, _) = piped(&["--color=always", format], &[]);
        assert!(stdout.contains("20016") && !stdout.contains(ESC), "{format}: {stdout:?}");
    }
    let dir = TempDir::new("terminal-cudafe");
    std::fs::write(dir.join("bad.ii"), "int x = 1 +;\n").unwrap();
    let shown = on_terminal(&cufe_bin(), &["--c++17", "bad.ii"], dir.path(), &[]);
    assert!(shown.contains("bad.ii(1): error: ") && !shown.contains(ESC), "{shown:?}");
}
