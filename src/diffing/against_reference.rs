//! `cufe diff --against-reference x.cu`: runs the installed reference (NVIDIA's cudafe++, via
//! the `cudafe-ref` script of the shared reference folder: nvcc's own preprocessing and
//! cudafe++ command line) and cufe on the same preprocessed input with the same argv, then
//! diffs every output the front end writes: the host translation (`input.cudafe1.cpp`), the
//! module id and the diagnostics (stdout + stderr, with the exit status as a last line),
//! the input's own lines first and the differences inside headers counted per header
//! (`own_lines`).
//! The stub file is left out: cicc writes it, not the front end. Comparing is left to the
//! rest of `diffing`, with the caller's normalisation; this file only runs the two sides.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use super::own_lines::OwnFiles;
use super::{DiffOptions, OutputFormat, EXIT_TROUBLE};

/// What to run the two front ends on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AgainstReference {
    /// The `.cu` file.
    pub input: PathBuf,
    /// The folder holding `cudafe-ref` (default: `$CUFE_REF_SCRIPTS`, else a `shared/reference`
    /// folder beside an ancestor of the working directory or of the cufe executable).
    pub scripts: Option<PathBuf>,
    /// Options for `cudafe-ref` (`--prelude-only`, `--std=c++20`, `--extended-lambda`, ...).
    pub ref_args: Vec<String>,
    /// `--system-headers`: differences inside headers shown whole (after the input's own),
    /// not counted per header.
    pub system_headers: bool,
}

/// The outputs compared, as cudafe-ref names them.
const OUTPUTS: &[&str] = &["input.cudafe1.cpp", "input.module_id"];

/// Runs both sides, prints the comparison of their outputs (reference as A, cufe as B) and
/// returns `diff`'s exit status: 0 equal, 1 different, 2 when either side could not be run.
pub fn run(req: &AgainstReference, opts: &DiffOptions, format: OutputFormat, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let work = std::env::temp_dir().join(format!("cufe-diff-reference-{}", std::process::id()));
    // The input's own lines first (see `own_lines`): its folder decides which files are its.
    let mut opts = opts.clone();
    let input_dir = std::fs::canonicalize(&req.input).ok().and_then(|p| p.parent().map(Path::to_path_buf));
    opts.own_files = input_dir.map(|dir| OwnFiles { dir, show_headers: req.system_headers });
    let opts = &opts;
    let status = match run_in(req, &work) {
        Ok((a, b)) => {
            // The scratch folder's name holds the pid: show `reference/...` and `cufe/...`
            // instead, so that the same input gives the same bytes.
            let mut shown = Vec::new();
            let status = super::run_diff(&a, &b, opts, format, &mut shown, err);
            let prefix = format!("{}/", work.display());
            let _ = out.write_all(String::from_utf8_lossy(&shown).replace(&prefix, "").as_bytes());
            status
        }
        Err(e) => {
            let _ = writeln!(err, "cufe diff --against-reference: {e}");
            EXIT_TROUBLE
        }
    };
    let _ = std::fs::remove_dir_all(&work);
    status
}

/// Produces `work/reference` and `work/cufe`, each holding the compared outputs.
fn run_in(req: &AgainstReference, work: &Path) -> Result<(PathBuf, PathBuf), String> {
    let script = find_script(req.scripts.as_deref())?;
    let input = std::fs::canonicalize(&req.input).map_err(|e| format!("{}: {e}", req.input.display()))?;
    let _ = std::fs::remove_dir_all(work);
    let (ref_run, our_run) = (work.join("reference-run"), work.join("cufe-run"));
    for d in [&ref_run, &our_run] {
        std::fs::create_dir_all(d).map_err(|e| format!("{}: {e}", d.display()))?;
    }

    // The reference: nvcc's preprocessing and cudafe++, every output kept.
    let ran = Command::new(&script)
        .arg(&input)
        .arg(&ref_run)
        .args(&req.ref_args)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", script.display()))?;
    let ref_status = ran.status.code().unwrap_or(-1);
    if ref_status == 125 || !ref_run.join("cudafe_args.txt").is_file() {
        return Err(format!("{} could not run the reference:\n{}", script.display(), String::from_utf8_lossy(&ran.stderr).trim_end()));
    }

    // cufe on the same preprocessed input with the same argv (relative to its folder).
    let args_text = read(&ref_run.join("cudafe_args.txt"))?;
    let args: Vec<&str> = args_text.lines().filter(|l| !l.is_empty()).collect();
    // Only plain file names inside the reference's folder are its files (the input); an
    // absolute argument such as --orig_src_path_name is the user's file and stays untouched.
    for a in &args {
        let plain_name = !a.starts_with('-') && !a.contains('/') && !a.contains('\\') && *a != "." && *a != "..";
        let p = ref_run.join(a);
        if plain_name && p.is_file() && !OUTPUTS.contains(a) {
            std::fs::copy(&p, our_run.join(a)).map_err(|e| format!("{}: {e}", p.display()))?;
        }
    }
    let exe = std::env::current_exe().map_err(|e| format!("cannot find the cufe executable: {e}"))?;
    let ours = Command::new(&exe).args(&args).current_dir(&our_run).output().map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    let our_diagnostics = [ours.stdout, ours.stderr].concat();
    let our_status = ours.status.code().unwrap_or(-1);

    // The compared sets: the outputs, and the diagnostics ending with the exit status.
    let (a, b) = (work.join("reference"), work.join("cufe"));
    let ref_diagnostics = std::fs::read(ref_run.join("diagnostics.txt")).unwrap_or_default();
    for (dir, run, diagnostics, status) in [(&a, &ref_run, ref_diagnostics, ref_status), (&b, &our_run, our_diagnostics, our_status)] {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for name in OUTPUTS {
            if run.join(name).is_file() {
                std::fs::copy(run.join(name), dir.join(name)).map_err(|e| format!("{name}: {e}"))?;
            }
        }
        let mut text = String::from_utf8_lossy(&diagnostics).into_owned();
        if !text.is_empty() && !text.ends_with('\n') {
            text.push('\n');
        }
        text.push_str(&format!("exit status {status}\n"));
        std::fs::write(dir.join("diagnostics.txt"), text).map_err(|e| format!("diagnostics.txt: {e}"))?;
    }
    Ok((a, b))
}

fn read(p: &Path) -> Result<String, String> {
    std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))
}

/// `cudafe-ref`: in `scripts`, else `$CUFE_REF_SCRIPTS`, else `shared/reference/` beside an
/// ancestor of the working directory or of this executable (a checkout's `../shared`).
fn find_script(scripts: Option<&Path>) -> Result<PathBuf, String> {
    let explicit = scripts.map(Path::to_path_buf).or_else(|| std::env::var_os("CUFE_REF_SCRIPTS").map(PathBuf::from));
    if let Some(dir) = explicit {
        let s = dir.join("cudafe-ref");
        return if s.is_file() { Ok(s) } else { Err(format!("no cudafe-ref in {}", dir.display())) };
    }
    let starts = [std::env::current_dir().ok(), std::env::current_exe().ok()];
    for start in starts.iter().flatten() {
        for dir in start.ancestors() {
            let s = dir.join("shared").join("reference").join("cudafe-ref");
            if s.is_file() {
                return Ok(s);
            }
        }
    }
    Err("cannot find the reference scripts (cudafe-ref): give --reference-scripts DIR or set CUFE_REF_SCRIPTS".into())
}
