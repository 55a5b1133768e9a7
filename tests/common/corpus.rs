//! The real-translation-units corpus (`tests/corpus/*.cu`): small drivers that include real
//! headers (CUDA, libstdc++, CCCL). Each is turned into the unit nvcc hands cudafe++ by
//! `cudafe-ref` (nvcc's exact host preprocessing, then the reference cudafe++ on it), in C++17
//! and C++20. Those runs take seconds each, so their outputs are cached under
//! `target/corpus-cache/<driver>-<std>/`, keyed by a copy of the driver's text: a changed driver
//! (or a fresh checkout) makes them again. `scripts/bench-corpus.sh` reads the same cache.
//!
//! The reference also writes its cross-reference file (`--xref input.xref`), so the argv in
//! `cudafe_args.txt` asks cufe for one too.
//!
//! Nothing of the reference's is stored in the repository; every test makes what it compares
//! with from the installed reference.

use super::{cufe_bin, reference, reference_dir, repo_root, TempDir};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

/// The language modes every driver is checked in (cudafe-ref's `--std=` values).
pub const STANDARDS: [&str; 2] = ["c++17", "c++20"];

/// The drivers, sorted by name.
pub fn drivers() -> Vec<PathBuf> {
    let dir = repo_root().join("tests").join("corpus");
    let mut drivers: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    drivers.sort();
    drivers
}

/// One driver in one language mode, as the reference saw it.
pub struct Unit {
    /// `<driver>-<std>`, e.g. `thrust-c++20`.
    pub name: String,
    /// The cudafe-ref output folder (`input.ii`, `cudafe_args.txt`, `diagnostics.txt`, ...).
    pub dir: PathBuf,
}

impl Unit {
    pub fn read(&self, file: &str) -> String {
        let path = self.dir.join(file);
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// cudafe++'s argv for this unit (relative to the unit's folder).
    pub fn cudafe_args(&self) -> Vec<String> {
        self.read("cudafe_args.txt")
            .lines()
            .map(String::from)
            .collect()
    }

    /// The reference cudafe++'s exit status.
    pub fn reference_exit(&self) -> i32 {
        self.read("exit_code").trim().parse().unwrap_or(-1)
    }

    /// The reference's diagnostics.
    pub fn reference_diagnostics(&self) -> Vec<Diag> {
        parse_diagnostics(&self.read("diagnostics.txt"))
    }

    /// Size of the preprocessed unit in bytes.
    pub fn input_size(&self) -> u64 {
        std::fs::metadata(self.dir.join("input.ii"))
            .map(|m| m.len())
            .unwrap_or(0)
    }

    /// Runs cufe with the reference's argv (plus `extra` before the input) on a copy of the
    /// unit's input, in a scratch folder.
    pub fn run_cufe(&self, extra: &[&str]) -> CufeRun {
        self.run_cufe_on(&self.read("input.ii"), extra)
    }

    /// Like [`Unit::run_cufe`], on `text` instead of the unit's own input.
    pub fn run_cufe_on(&self, text: &str, extra: &[&str]) -> CufeRun {
        let scratch = TempDir::new(&format!("corpus-{}", self.name));
        std::fs::write(scratch.join("input.ii"), text).unwrap();
        let mut args = self.cudafe_args();
        let input = args.pop().expect("cudafe_args.txt ends with the input");
        args.extend(extra.iter().map(|s| s.to_string()));
        args.push(input);
        let out = Command::new(cufe_bin())
            .args(&args)
            .current_dir(scratch.path())
            .output()
            .unwrap_or_else(|e| panic!("cannot run cufe: {e}"));
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        CufeRun {
            exit: out.status.code().unwrap_or(-1),
            diagnostics: parse_diagnostics(&text),
            text,
            scratch,
        }
    }
}

/// What cufe did on one unit.
pub struct CufeRun {
    pub exit: i32,
    pub diagnostics: Vec<Diag>,
    /// Everything it printed.
    pub text: String,
    /// The folder it ran in (its outputs are there).
    pub scratch: TempDir,
}

/// One diagnostic line, `file(line): severity[ #N-D]: message`, as both front ends print them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diag {
    pub file: String,
    pub line: u32,
    /// `error`, `warning`, `remark`, `catastrophic error`, `internal error`, ...
    pub severity: String,
    /// The number, where shown (`#20-D` → 20).
    pub number: Option<u32>,
    pub message: String,
}

impl Diag {
    pub fn is_error(&self) -> bool {
        self.severity.contains("error")
    }
}

/// The diagnostic lines of a front end's output (source lines and carets skipped). A line
/// `cufe: internal error: ...` counts as an error without a location.
pub fn parse_diagnostics(text: &str) -> Vec<Diag> {
    text.lines().filter_map(parse_diagnostic_line).collect()
}

fn parse_diagnostic_line(line: &str) -> Option<Diag> {
    if let Some(message) = line.strip_prefix("cufe: internal error: ") {
        return Some(Diag {
            file: String::new(),
            line: 0,
            severity: "internal error".into(),
            number: None,
            message: message.into(),
        });
    }
    let open = line.find("): ")?;
    let paren = line[..open].rfind('(')?;
    let line_number: u32 = line[paren + 1..open].parse().ok()?;
    let rest = &line[open + 3..];
    let colon = rest.find(": ")?;
    let head = &rest[..colon];
    let (severity, number) = match head.split_once(" #") {
        Some((severity, number)) => (severity, number.trim_end_matches("-D").parse().ok()),
        None => (head, None),
    };
    if ![
        "error",
        "warning",
        "remark",
        "catastrophic error",
        "command-line error",
        "internal error",
    ]
    .contains(&severity)
    {
        return None;
    }
    Some(Diag {
        file: line[..paren].to_string(),
        line: line_number,
        severity: severity.to_string(),
        number,
        message: rest[colon + 2..].to_string(),
    })
}

/// Every unit of the corpus (each driver in each of [`STANDARDS`]), making the reference's
/// outputs where the cache lacks them (two at a time). Panics if the reference cannot run.
pub fn units() -> Vec<Unit> {
    reference(); // fail with the install hint first
    let jobs: Vec<(PathBuf, &str)> = drivers()
        .into_iter()
        .flat_map(|d| STANDARDS.iter().map(move |s| (d.clone(), *s)))
        .collect();
    let next = AtomicUsize::new(0);
    let made: Mutex<Vec<Unit>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some((driver, std)) = jobs.get(i) else {
                    break;
                };
                let unit = cached_unit(driver, std);
                made.lock().unwrap().push(unit);
            });
        }
    });
    let mut units = made.into_inner().unwrap();
    units.sort_by(|a, b| a.name.cmp(&b.name));
    units
}

/// One driver's unit in one mode, from the cache or made now.
pub fn unit(driver_name: &str, std: &str) -> Unit {
    reference();
    cached_unit(
        &repo_root()
            .join("tests")
            .join("corpus")
            .join(format!("{driver_name}.cu")),
        std,
    )
}

fn cache_root() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo_root().join("target"));
    target.join("corpus-cache")
}

/// One lock per unit name: the tests of a binary run in parallel and may ask for the same unit
/// at once; only one of them makes it, the others wait and then read it.
fn unit_lock(name: &str) -> Arc<Mutex<()>> {
    static LOCKS: OnceLock<Mutex<HashMap<String, Arc<Mutex<()>>>>> = OnceLock::new();
    let mut locks = LOCKS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    locks.entry(name.to_string()).or_default().clone()
}

fn cached_unit(driver: &Path, std: &str) -> Unit {
    let stem = driver.file_stem().unwrap().to_string_lossy().into_owned();
    let name = format!("{stem}-{std}");
    let fresh = |dir: &Path| {
        dir.join("cudafe_args.txt").is_file()
            && dir.join("input.xref").is_file()
            // A failed reference run (an interrupted one, say) is made again rather than trusted.
            && std::fs::read_to_string(dir.join("exit_code")).is_ok_and(|code| code.trim() == "0")
    };
    let dir = cached_entry(&name, driver, fresh, |staging| {
        let out = Command::new(reference_dir().join("cudafe-ref"))
            .arg(driver)
            .arg(staging)
            .arg(format!("--std={std}"))
            // The reference's cross-reference file: what it declares, for the symbol-table test.
            .args(["--", "--xref", "input.xref"])
            .output()
            .unwrap_or_else(|e| panic!("cannot run cudafe-ref: {e}"));
        if out.status.code() == Some(125) || !staging.join("input.ii").is_file() {
            panic!("cudafe-ref could not make {} ({std}):\n{}", driver.display(), String::from_utf8_lossy(&out.stderr));
        }
    });
    Unit { name, dir }
}

/// The cache entry `<cache>/<name>/` for `driver`: made again by `make` (into a staging folder
/// it must create, then moved into place, so that an interrupted run never leaves a half-made
/// entry) unless its copy of the driver's text is current and `fresh` accepts it. One maker
/// per entry at a time.
fn cached_entry(name: &str, driver: &Path, fresh: impl Fn(&Path) -> bool, make: impl FnOnce(&Path)) -> PathBuf {
    let dir = cache_root().join(name);
    let lock = unit_lock(name);
    let _making = lock.lock().unwrap_or_else(|e| e.into_inner());
    let source = std::fs::read(driver).unwrap_or_else(|e| panic!("{}: {e}", driver.display()));
    if std::fs::read(dir.join("driver.cu")).is_ok_and(|cached| cached == source) && fresh(&dir) {
        return dir;
    }
    std::fs::create_dir_all(cache_root()).unwrap();
    static STAGINGS: AtomicUsize = AtomicUsize::new(0);
    let staging = cache_root().join(format!(".{name}.{}.{}", std::process::id(), STAGINGS.fetch_add(1, Ordering::Relaxed)));
    let _ = std::fs::remove_dir_all(&staging);
    make(&staging);
    std::fs::write(staging.join("driver.cu"), &source).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::rename(&staging, &dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}

/// `nm` of the object `nvcc-with reference -- -arch=sm_90 -c <nvcc_args> driver.cu` builds,
/// cached under `target/corpus-cache/<driver>-nvcc-<mode>/reference.nm`, keyed by the
/// driver's text, its path (the module id, and so the names of anonymous namespaces, hash
/// it: a checkout elsewhere must not reuse the entry) and the nvcc arguments (the whole
/// pipeline takes seconds to a minute).
pub fn reference_object_symbols(driver: &Path, mode: &str, nvcc_args: &[&str]) -> String {
    reference();
    let stem = driver.file_stem().unwrap().to_string_lossy().into_owned();
    let name = format!("{stem}-nvcc-{mode}");
    let key = format!("{}\n{}", driver.display(), nvcc_args.join("\n"));
    let fresh = |dir: &Path| {
        std::fs::read_to_string(dir.join("nvcc_args.txt")).is_ok_and(|cached| cached == key) && dir.join("reference.nm").is_file()
    };
    let dir = cached_entry(&name, driver, fresh, |staging| {
        let scratch = TempDir::new(&format!("nvcc-ref-{name}"));
        let object = scratch.join(&format!("{stem}.o"));
        let mut args = vec!["-arch=sm_90", "-c"];
        args.extend_from_slice(nvcc_args);
        args.extend([driver.to_str().unwrap(), "-o", object.to_str().unwrap()]);
        let out = super::nvcc_with("reference", &args, scratch.path());
        assert!(out.status.success(), "{name}: nvcc with the reference failed:\n{}", String::from_utf8_lossy(&out.stderr));
        let nm = Command::new("nm").arg(&object).output().unwrap_or_else(|e| panic!("cannot run nm: {e}"));
        assert!(nm.status.success(), "nm {} failed", object.display());
        std::fs::create_dir_all(staging).unwrap();
        std::fs::write(staging.join("reference.nm"), &nm.stdout).unwrap();
        std::fs::write(staging.join("nvcc_args.txt"), &key).unwrap();
    });
    std::fs::read_to_string(dir.join("reference.nm")).unwrap()
}
