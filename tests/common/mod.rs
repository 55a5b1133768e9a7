//! Helpers shared by the integration tests: finding the reference (NVIDIA's cudafe++, installed
//! by `../shared/reference/install.sh`), running it (`cudafe-ref`, `nvcc-with`, cudafe++ itself),
//! reading objects with `nm`, scratch directories, and the path of the built `cufe`.
//!
//! The reference is the truth the tests compare with, so when it is not installed every test
//! that needs it FAILS with a message saying how to install it; nothing skips itself green.
//! Use from a test file with `mod common;`.
#![allow(dead_code)] // each test file uses a different subset

pub mod corpus;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicU64, Ordering};

/// The repository root (where Cargo.toml is).
pub fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The shared folder that always sits beside the repository.
pub fn shared_dir() -> PathBuf {
    repo_root().join("..").join("shared")
}

/// The reference scripts' folder (`cudafe-ref`, `nvcc-with`, `env.sh`, `examples/`).
pub fn reference_dir() -> PathBuf {
    shared_dir().join("reference")
}

/// The shipped example inputs.
pub fn examples_dir() -> PathBuf {
    reference_dir().join("examples")
}

/// A golden file or folder under `tests/golden/`.
pub fn golden(relative: &str) -> PathBuf {
    repo_root().join("tests").join("golden").join(relative)
}

/// The `cufe` binary cargo built for these tests.
pub fn cufe_bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cufe"))
}

/// Where the reference toolchain is installed.
#[derive(Clone, Debug)]
pub struct Reference {
    /// `.../site-packages/nvidia/cu13` (bin/, include/, nvvm/, lib/).
    pub nv: PathBuf,
    /// The real `cudafe++`.
    pub cudafe: PathBuf,
    /// The matching `nvcc`.
    pub nvcc: PathBuf,
}

const INSTALL_HINT: &str = "the reference (NVIDIA's cudafe++) is not installed: run \
    ../shared/reference/install.sh from the repository root (.ci/run does it), then rerun the tests";

/// Finds the reference: `$CUFE_REF_NV` if set, else what `../shared/reference/env.sh` exports.
/// Panics (failing the test) with installation instructions when it is missing.
pub fn reference() -> Reference {
    let nv = match std::env::var_os("CUFE_REF_NV") {
        Some(nv) => PathBuf::from(nv),
        None => {
            let env_sh = reference_dir().join("env.sh");
            let out = Command::new("bash")
                .arg("-c")
                .arg(r#". "$1" >/dev/null 2>&1 && printf '%s' "$CUFE_REF_NV""#)
                .arg("bash")
                .arg(&env_sh)
                .output()
                .unwrap_or_else(|e| panic!("cannot run bash to source {}: {e}", env_sh.display()));
            let nv = String::from_utf8_lossy(&out.stdout).into_owned();
            if !out.status.success() || nv.is_empty() {
                panic!("{INSTALL_HINT} ({} found nothing)", env_sh.display());
            }
            PathBuf::from(nv)
        }
    };
    let reference = Reference {
        cudafe: nv.join("bin").join("cudafe++"),
        nvcc: nv.join("bin").join("nvcc"),
        nv,
    };
    if !reference.cudafe.is_file() || !reference.nvcc.is_file() {
        panic!(
            "{INSTALL_HINT} (no cudafe++/nvcc under {})",
            reference.nv.display()
        );
    }
    reference
}

/// A scratch directory under the system temp dir, removed when dropped.
pub struct TempDir {
    path: PathBuf,
}

static TEMP_DIRS: AtomicU64 = AtomicU64::new(0);

impl TempDir {
    /// A new empty directory; `label` makes it recognisable.
    pub fn new(label: &str) -> TempDir {
        let n = TEMP_DIRS.fetch_add(1, Ordering::Relaxed);
        let path =
            std::env::temp_dir().join(format!("cufe-test-{label}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path)
            .unwrap_or_else(|e| panic!("cannot create {}: {e}", path.display()));
        TempDir { path }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn join(&self, name: &str) -> PathBuf {
        self.path.join(name)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

/// What `cudafe-ref` produced for one input (files as documented in the reference README).
pub struct RefRun {
    /// Holds the outputs; removed with the `RefRun`.
    pub dir: TempDir,
    /// cudafe++'s exit status (125: nothing could be run).
    pub exit_code: i32,
}

impl RefRun {
    /// `OUTDIR/name` (e.g. `input.cudafe1.cpp`, `input.module_id`, `cudafe_args.txt`).
    pub fn file(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// A text output; panics if missing.
    pub fn read(&self, name: &str) -> String {
        let path = self.file(name);
        std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("reference output {}: {e}", path.display()))
    }

    /// cudafe++'s argv, one entry per line, relative to the output folder.
    pub fn cudafe_args(&self) -> Vec<String> {
        self.read("cudafe_args.txt")
            .lines()
            .map(String::from)
            .collect()
    }

    /// cicc's verdict on the same unit: its diagnostics as SARIF text (`--output_mode sarif`),
    /// from nvcc's device preprocessing and cicc command line as recorded in `cmdline.txt`.
    /// nvcc (and so `cudafe-ref`) runs cicc only when cudafe++ succeeds; this replays those
    /// two steps whatever cudafe++ said, so every program has a device-side verdict (cicc
    /// reads the module id; a placeholder stands in when cudafe++ wrote none).
    pub fn cicc_sarif(&self) -> String {
        let cmdline = self.read("cmdline.txt");
        let exports = cmdline.lines().filter(|l| l.starts_with("export "));
        let device_steps = cmdline
            .lines()
            .skip_while(|l| !l.starts_with("# device preprocess"))
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(|l| if l.contains("/cicc ") { format!("{l} --output_mode sarif") } else { l.to_string() });
        let script: String = exports.map(String::from).chain(device_steps).map(|l| l + "\n").collect();
        assert!(script.contains("--output_mode sarif"), "no cicc step in {}", self.file("cmdline.txt").display());
        let module_id = self.file("input.module_id");
        if !module_id.exists() {
            std::fs::write(&module_id, "_placeholder_module_id").unwrap();
        }
        std::fs::create_dir_all(self.file("device")).unwrap();
        // cicc leaves scratch files in TMPDIR: keep them in the run's folder.
        let out = Command::new("bash").arg("-c").arg(&script).env("TMPDIR", self.dir.path()).output().expect("run bash");
        let text = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
        assert!(text.contains("\"version\":\"2.1.0\""), "cicc printed no SARIF log:\n{text}");
        text
    }
}

/// Runs `cudafe-ref INPUT OUTDIR [options...]` into a fresh temp dir (`options` as documented:
/// `--prelude-only`, `--extended-lambda`, `--std=c++20`, `--nvcc=ARG`, `-- EXTRA_FLAGS`).
pub fn cudafe_ref(input: &Path, options: &[&str]) -> RefRun {
    reference(); // fail with the install hint first
    let dir = TempDir::new("cudafe-ref");
    let out = Command::new(reference_dir().join("cudafe-ref"))
        .arg(input)
        .arg(dir.path())
        .args(options)
        .output()
        .unwrap_or_else(|e| panic!("cannot run cudafe-ref: {e}"));
    let exit_code = out.status.code().unwrap_or(-1);
    if exit_code == 125 {
        panic!(
            "cudafe-ref could not run on {}:\n{}",
            input.display(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    RefRun { dir, exit_code }
}

/// Runs the real cudafe++ with `args` in `cwd` (with nvcc's library path, as nvcc runs it).
pub fn run_reference_cudafe(args: &[String], cwd: &Path) -> Output {
    let r = reference();
    Command::new(&r.cudafe)
        .args(args)
        .current_dir(cwd)
        .env("LD_LIBRARY_PATH", r.nv.join("lib"))
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", r.cudafe.display()))
}

/// Runs `nvcc-with FRONTEND -- NVCC_ARGS` in `cwd`; `frontend` is a program path or `reference`.
pub fn nvcc_with(frontend: &str, nvcc_args: &[&str], cwd: &Path) -> Output {
    reference();
    Command::new(reference_dir().join("nvcc-with"))
        .arg(frontend)
        .arg("--")
        .args(nvcc_args)
        .current_dir(cwd)
        .output()
        .unwrap_or_else(|e| panic!("cannot run nvcc-with: {e}"))
}

/// `nvcc -dryrun ARGS` in `cwd`: the commands nvcc would run (its stderr), one per line,
/// without the `#$ ` prefix.
pub fn nvcc_dryrun(nvcc_args: &[&str], cwd: &Path) -> Vec<String> {
    let r = reference();
    let out = Command::new(&r.nvcc)
        .arg("-dryrun")
        .args(nvcc_args)
        .current_dir(cwd)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", r.nvcc.display()));
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter_map(|l| l.strip_prefix("#$ "))
        .map(String::from)
        .collect()
}

/// Splits a shell command line into words the way `sh` would (quotes, escapes; no expansion
/// beyond that), using bash itself.
pub fn shell_words(command: &str) -> Vec<String> {
    let out = Command::new("bash")
        .arg("-c")
        .arg(r#"eval "set -- $1"; printf '%s\0' "$@""#)
        .arg("bash")
        .arg(command)
        .output()
        .expect("bash");
    assert!(out.status.success(), "cannot split {command:?}");
    String::from_utf8_lossy(&out.stdout)
        .split('\0')
        .filter(|w| !w.is_empty())
        .map(String::from)
        .collect()
}

/// One symbol from `nm`: its name and its type letter (`T`, `D`, `B`, `U`, `W`, ...).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Symbol {
    pub name: String,
    pub kind: char,
}

/// `nm OBJECT` parsed into symbols, sorted by name then type (addresses dropped, so two objects
/// can be compared).
pub fn nm(object: &Path) -> Vec<Symbol> {
    let out = Command::new("nm")
        .arg(object)
        .output()
        .unwrap_or_else(|e| panic!("cannot run nm: {e}"));
    assert!(
        out.status.success(),
        "nm {} failed: {}",
        object.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    parse_nm(&String::from_utf8_lossy(&out.stdout))
}

/// Parses `nm` output lines (`ADDR T name` or `         U name`).
pub fn parse_nm(text: &str) -> Vec<Symbol> {
    let mut symbols: Vec<Symbol> = text
        .lines()
        .filter_map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let (kind, name) = match fields.as_slice() {
                [_, kind, name] | [kind, name] => (*kind, *name),
                _ => return None,
            };
            let mut chars = kind.chars();
            match (chars.next(), chars.next()) {
                (Some(k), None) => Some(Symbol {
                    name: name.to_string(),
                    kind: k,
                }),
                _ => None,
            }
        })
        .collect();
    symbols.sort();
    symbols
}

/// Reads a golden `.args` file: one argv entry per line, `#` lines are comments.
pub fn read_args_file(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .map(String::from)
        .collect()
}

/// A whole CUDA unit as nvcc's host preprocessing makes it: a small kernel and launch with
/// `cuda_runtime.h` from the reference install force-included (about 1.2 MB of CUDA, glibc and
/// libstdc++ code). Fails, like every helper here, when the reference is not installed.
pub fn cuda_runtime_unit() -> String {
    let r = reference();
    let dir = TempDir::new("cuda-unit");
    let src = dir.path().join("k.cu");
    std::fs::write(
        &src,
        "__global__ void k(int *p) { p[0] = 1; }\nint main() { k<<<1, 1>>>(0); }\n",
    )
    .unwrap();
    let out = Command::new("cc")
        .args([
            "-E",
            "-x",
            "c++",
            "-D__CUDACC__",
            "-D__NVCC__",
            "-include",
            "cuda_runtime.h",
        ])
        .arg(format!("-I{}", r.nv.join("include").display()))
        .arg(&src)
        .output()
        .unwrap_or_else(|e| panic!("cannot run cc: {e}"));
    assert!(
        out.status.success(),
        "cc -E failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The spelling cudafe++ uses in its stub file, reduced to ours: no spaces, `(& ::f)` → `&f`,
/// leading `::` dropped (after `(`, `,` and `<`); and ours with `Nu>` → `N>`, no spaces.
pub fn normalise_reference(s: &str) -> String {
    let s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
    let mut out = String::new();
    let mut rest = s.as_str();
    while let Some(i) = rest.find("(&::") {
        out.push_str(&rest[..i]);
        out.push('&');
        rest = &rest[i + 4..];
        let close = rest.find(')').expect("closing parenthesis");
        out.push_str(&rest[..close]);
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out.replace("(::", "(").replace(",::", ",").replace("<::", "<")
}

pub fn normalise_ours(s: &str) -> String {
    let s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
    let b = s.as_bytes();
    let mut out = String::new();
    for (i, &c) in b.iter().enumerate() {
        if c == b'u' && i > 0 && b[i - 1].is_ascii_digit() && b.get(i + 1) == Some(&b'>') {
            continue;
        }
        out.push(c as char);
    }
    out
}

/// The cudafe++ flags of `o`: the file names left out (they differ between runs), and how
/// cufe's own commands show locations (presentation, not a flag nvcc passes).
#[allow(dead_code)]
pub fn flags_only(mut o: cufe::cli::CudafeOptions) -> cufe::cli::CudafeOptions {
    o.input_file.clear();
    o.orig_src_file_name = None;
    o.orig_src_path_name = None;
    o.gen_c_file_name = None;
    o.stub_file_name = None;
    o.module_id_file_name = None;
    o.locations_as_written = false;
    // How the friendly commands present diagnostics (SARIF's shape, colour), not flags.
    o.sarif_for_code_scanning = false;
    o.color = false;
    o
}

/// Runs `program args` with a pseudo-terminal as its stdin, stdout and stderr (util-linux's
/// `script`, part of every Debian system), in `cwd`, with `env` added; what the terminal
/// showed, with `\r\n` as `\n`. For what a program does only on a terminal.
pub fn on_terminal(program: &Path, args: &[&str], cwd: &Path, env: &[(&str, &str)]) -> String {
    let quote = |s: &str| format!("'{}'", s.replace('\'', r"'\''"));
    let command: Vec<String> = std::iter::once(quote(&program.display().to_string())).chain(args.iter().map(|a| quote(a))).collect();
    let out = Command::new("script")
        .args(["-qec", &command.join(" "), "/dev/null"])
        .current_dir(cwd)
        .envs(env.iter().copied())
        .stdin(std::process::Stdio::null())
        .output()
        .expect("script (util-linux) runs");
    String::from_utf8_lossy(&out.stdout).replace("\r\n", "\n")
}
