//! Writing output files atomically, and only when the run succeeded.
//!
//! Every file cufe writes (`.cudafe1.cpp`, `.module_id`, `--xref`, ...) goes through here. A
//! file is first written to a temporary file in the same directory and then renamed over the
//! target, so a reader (nvcc's next step, a build system) never sees a half-written file, and a
//! crash leaves the old file in place. [`Outputs`] stages a run's files and commits them together
//! at the end; when the run fails the staged files are dropped and nothing is touched, as
//! cudafe++ does (it writes no output when it reports an error).
//!
//! A commit writes every temporary file first and renames only when all of them are written,
//! so a failure (a full disk, a directory that is not writable) leaves every earlier output of
//! the same names as it was. The temporary files are removed if SIGINT or SIGTERM arrives
//! while they exist.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::ffi::CString;
use std::sync::atomic::{AtomicPtr, AtomicU64, Ordering};

/// Makes temp names unique between the files one process writes at the same time.
static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

/// The temporary name for `target`: same directory (so the rename stays on one file system),
/// hidden, and unique per process and write.
fn temp_path_for(target: &Path) -> PathBuf {
    let dir = match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let n = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
    dir.join(format!(".{name}.cufe-tmp-{}-{n}", std::process::id()))
}

/// Writes `contents` to `target` atomically: a temp file in the same directory, flushed, then
/// renamed over `target`. On error the temp file is removed and `target` is untouched.
/// The error message names the file.
pub fn write_atomically(target: &Path, contents: &[u8]) -> Result<(), String> {
    let temp = temp_path_for(target);
    let result = write_temp(&temp, contents).and_then(|()| fs::rename(&temp, target));
    result.map_err(|e| {
        if e.kind() != std::io::ErrorKind::AlreadyExists {
            let _ = fs::remove_file(&temp);
        }
        format!("cannot write \"{}\": {e}", target.display())
    })
}

/// Creates `temp` anew (`O_EXCL`: a file or symlink someone planted at the name is never
/// followed or reused) and writes `contents` to it.
fn write_temp(temp: &Path, contents: &[u8]) -> std::io::Result<()> {
    let mut file = fs::OpenOptions::new().write(true).create_new(true).open(temp)?;
    file.write_all(contents)?;
    file.sync_all()
}

/// The temporary files that exist now, as C strings the signal handler can unlink. The list is
/// replaced, never changed in place, and the old one leaked: a handler may be reading it (a
/// few paths per run).
static LIVE_TEMPS: AtomicPtr<Vec<CString>> = AtomicPtr::new(std::ptr::null_mut());

/// Makes `temps` the list the SIGINT/SIGTERM handler removes, installing it the first time.
fn publish_for_signals(temps: &[(PathBuf, &Path)]) {
    use std::os::unix::ffi::OsStrExt;
    use std::sync::Once;
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| unsafe {
        // SAFETY: the handler only reads the published list and calls async-signal-safe
        // functions (unlink, signal, raise).
        for sig in [libc::SIGINT, libc::SIGTERM] {
            libc::signal(sig, remove_temps_and_die as *const () as libc::sighandler_t);
        }
    });
    let list: Vec<CString> = temps.iter().filter_map(|(t, _)| CString::new(t.as_os_str().as_bytes()).ok()).collect();
    LIVE_TEMPS.store(Box::into_raw(Box::new(list)), Ordering::SeqCst);
}

extern "C" fn remove_temps_and_die(sig: libc::c_int) {
    let list = LIVE_TEMPS.load(Ordering::SeqCst);
    // SAFETY: published lists are never freed.
    if let Some(list) = unsafe { list.as_ref() } {
        for path in list {
            unsafe { libc::unlink(path.as_ptr()) };
        }
    }
    // Die of the signal as if there were no handler, so the parent sees why.
    unsafe {
        libc::signal(sig, libc::SIG_DFL);
        libc::raise(sig);
    }
}

/// The output files of one run, staged in memory and written only by [`Outputs::commit`].
#[derive(Debug, Default)]
pub struct Outputs {
    staged: Vec<(PathBuf, Vec<u8>)>,
}

impl Outputs {
    /// An empty set of outputs.
    pub fn new() -> Self {
        Outputs::default()
    }

    /// Stages `contents` for `path`. Staging the same path again replaces the earlier contents.
    pub fn stage(&mut self, path: impl Into<PathBuf>, contents: impl Into<Vec<u8>>) {
        let path = path.into();
        let contents = contents.into();
        match self.staged.iter_mut().find(|(p, _)| *p == path) {
            Some(entry) => entry.1 = contents,
            None => self.staged.push((path, contents)),
        }
    }

    /// The staged paths, in staging order.
    pub fn paths(&self) -> impl Iterator<Item = &Path> {
        self.staged.iter().map(|(p, _)| p.as_path())
    }

    /// The staged contents for `path`, if any.
    pub fn get(&self, path: &Path) -> Option<&[u8]> {
        self.staged.iter().find(|(p, _)| p == path).map(|(_, c)| c.as_slice())
    }

    /// Writes every staged file: all temporary files first, then, only when every one is
    /// written, the renames. On a failure the temporary files are removed, no target is
    /// touched, and the message names the file.
    pub fn commit(self) -> Result<(), String> {
        let mut temps: Vec<(PathBuf, &Path)> = Vec::new();
        let result = (|| {
            for (path, contents) in &self.staged {
                let temp = temp_path_for(path);
                temps.push((temp.clone(), path));
                publish_for_signals(&temps);
                if let Err(e) = write_temp(&temp, contents) {
                    if e.kind() == std::io::ErrorKind::AlreadyExists {
                        // Someone else's file at the temporary name: not ours to remove.
                        temps.pop();
                    }
                    return Err(format!("cannot write \"{}\": {e}", path.display()));
                }
            }
            // A rename onto a folder fails: find that before any target is replaced.
            if let Some((_, path)) = temps.iter().find(|(_, path)| path.is_dir()) {
                return Err(format!("cannot write \"{}\": it is a folder", path.display()));
            }
            for (temp, path) in &temps {
                fs::rename(temp, path).map_err(|e| format!("cannot write \"{}\": {e}", path.display()))?;
            }
            Ok(())
        })();
        if result.is_err() {
            for (temp, _) in &temps {
                let _ = fs::remove_file(temp);
            }
        }
        publish_for_signals(&[]);
        result
    }

    /// Drops everything staged; nothing is written. (Dropping `Outputs` does the same; this
    /// says so at the call site.)
    pub fn discard(self) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("cufe-output-file-test-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn entries(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> =
            fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        names.sort();
        names
    }

    #[test]
    fn atomic_write_replaces_and_leaves_no_temp_file() {
        let dir = scratch_dir("replace");
        let target = dir.join("out.txt");
        fs::write(&target, b"old").unwrap();
        write_atomically(&target, b"new contents").unwrap();
        assert_eq!(fs::read(&target).unwrap(), b"new contents");
        assert_eq!(entries(&dir), vec!["out.txt".to_string()]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn failed_write_reports_the_file_and_keeps_nothing() {
        let dir = scratch_dir("fail");
        let target = dir.join("missing-dir").join("out.txt");
        let err = write_atomically(&target, b"x").unwrap_err();
        assert!(err.contains("out.txt"), "{err}");
        assert!(entries(&dir).is_empty());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_failing_output_leaves_every_target_as_it_was() {
        let dir = scratch_dir("all-or-nothing");
        let host = dir.join("x.cudafe1.cpp");
        fs::write(&host, b"old host").unwrap();
        let mut outputs = Outputs::new();
        outputs.stage(&host, "new host");
        outputs.stage(dir.join("no-such-dir").join("x.module_id"), "id");
        let err = outputs.commit().unwrap_err();
        assert!(err.contains("x.module_id"), "{err}");
        assert_eq!(fs::read(&host).unwrap(), b"old host");
        assert_eq!(entries(&dir), vec!["x.cudafe1.cpp".to_string()]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn staged_outputs_are_written_only_on_commit() {
        let dir = scratch_dir("stage");
        let a = dir.join("a.cpp");
        let b = dir.join("b.module_id");
        let mut outputs = Outputs::new();
        outputs.stage(&a, "first");
        outputs.stage(&b, "id");
        outputs.stage(&a, "second");
        assert!(entries(&dir).is_empty());
        assert_eq!(outputs.get(&a), Some(&b"second"[..]));
        assert_eq!(outputs.paths().count(), 2);
        outputs.commit().unwrap();
        assert_eq!(fs::read(&a).unwrap(), b"second");
        assert_eq!(fs::read(&b).unwrap(), b"id");

        let mut failed_run = Outputs::new();
        failed_run.stage(&a, "from a failed run");
        failed_run.discard();
        assert_eq!(fs::read(&a).unwrap(), b"second");
        fs::remove_dir_all(&dir).unwrap();
    }
}
