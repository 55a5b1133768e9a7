//! Output files and unusable paths (issue 18): a failing or interrupted run leaves earlier
//! outputs of the same names as they were, creates no output folder and leaves no temporary
//! file; inputs that are folders or missing, and output folders that cannot be made, get one
//! message and exit status 4; a `.cu` whose name begins with `-` is read as a file.

mod common;

use std::path::Path;
use std::process::Command;

use common::{cufe_bin, TempDir};

fn entries(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    names
}

/// Runs cufe; its exit status and stderr without the remark that no CUDA installation was
/// found (informational, said once per run on machines without CUDA).
fn cufe(args: &[&str], cwd: &Path) -> (Option<i32>, String) {
    let out = Command::new(cufe_bin()).args(args).current_dir(cwd).output().unwrap();
    let stderr: String = String::from_utf8_lossy(&out.stderr).lines().filter(|l| !l.starts_with("cufe: remark: no CUDA installation")).map(|l| format!("{l}\n")).collect();
    (out.status.code(), stderr)
}

#[test]
fn a_failing_run_leaves_the_earlier_outputs_as_they_were() {
    let dir = TempDir::new("outputs-survive");
    std::fs::write(dir.join("x.cu"), "int a;\n").unwrap();
    assert_eq!(cufe(&["build", "x.cu", "-o", "out"], dir.path()).0, Some(0));
    let host = dir.join("out").join("x.cudafe1.cpp");
    let before = std::fs::read(&host).unwrap();
    std::fs::write(dir.join("x.cu"), "int b;\nint x = ;\n").unwrap();
    let (status, stderr) = cufe(&["build", "x.cu", "-o", "out"], dir.path());
    assert_eq!(status, Some(2), "{stderr}");
    assert_eq!(std::fs::read(&host).unwrap(), before, "the host translation of the failed run replaced the earlier one");
    assert_eq!(entries(&dir.join("out")), ["x.cudafe1.cpp", "x.module_id"]);
}

#[test]
fn a_failing_build_creates_no_output_folder() {
    let dir = TempDir::new("outputs-no-folder");
    std::fs::write(dir.join("x.cu"), "int x = ;\n").unwrap();
    let (status, stderr) = cufe(&["build", "x.cu", "-o", "new/sub"], dir.path());
    assert_eq!(status, Some(2), "{stderr}");
    assert!(!dir.join("new").exists(), "cufe build created its output folder for a failed run");
}

#[test]
fn a_run_killed_midway_leaves_no_partial_file() {
    use std::os::unix::process::ExitStatusExt;
    let dir = TempDir::new("outputs-killed");
    let source: String = (0..2_000_000).map(|i| format!("int v{i};\n")).collect();
    std::fs::write(dir.join("big.cu"), source).unwrap();
    std::fs::create_dir(dir.join("out")).unwrap();
    std::fs::write(dir.join("out").join("big.cudafe1.cpp"), "earlier").unwrap();
    let mut child = Command::new(cufe_bin()).args(["build", "big.cu", "-o", "out"]).current_dir(dir.path()).spawn().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1500));
    unsafe { libc_kill(child.id() as i32, 15) };
    let status = child.wait().unwrap();
    assert_eq!(status.signal(), Some(15), "the run ended before the signal ({status:?}): the input is too small");
    assert_eq!(entries(&dir.join("out")), ["big.cudafe1.cpp"], "a temporary or partial file was left");
    assert_eq!(std::fs::read(dir.join("out").join("big.cudafe1.cpp")).unwrap(), b"earlier");
}

extern "C" {
    #[link_name = "kill"]
    fn libc_kill(pid: i32, sig: i32) -> i32;
}

#[test]
fn a_folder_given_as_input_is_one_clear_error() {
    let dir = TempDir::new("outputs-dir-input");
    std::fs::create_dir(dir.join("sub.cu")).unwrap();
    let (status, stderr) = cufe(&["check", "sub.cu"], dir.path());
    assert_eq!(status, Some(4), "{stderr}");
    assert!(stderr.contains("directory") && stderr.lines().count() == 1, "{stderr}");
}

#[test]
fn a_missing_input_is_one_clear_error() {
    let dir = TempDir::new("outputs-missing-input");
    let (status, stderr) = cufe(&["check", "nowhere.cu"], dir.path());
    assert_eq!(status, Some(4), "{stderr}");
    assert!(stderr.contains("nowhere.cu") && stderr.lines().count() == 1, "{stderr}");
}

#[test]
fn an_output_folder_that_cannot_be_made_is_one_clear_error() {
    let dir = TempDir::new("outputs-bad-folder");
    std::fs::write(dir.join("x.cu"), "int a;\n").unwrap();
    std::fs::write(dir.join("file"), "not a folder").unwrap();
    let (status, stderr) = cufe(&["build", "x.cu", "-o", "file/out"], dir.path());
    assert_eq!(status, Some(4), "{stderr}");
    assert!(stderr.contains("file/out") && stderr.lines().count() == 1, "{stderr}");
}

#[test]
fn a_source_named_like_an_option_is_read_as_a_file() {
    let dir = TempDir::new("outputs-dash-name");
    std::fs::write(dir.join("-x.cu"), "int x = ;\n").unwrap();
    // The syntax error proves the file was read (gcc would have taken `-x.cu` as `-x`).
    let (status, stderr) = cufe(&["check", "--", "-x.cu"], dir.path());
    assert_eq!(status, Some(2), "{stderr}");
    assert!(stderr.contains("-x.cu(1)"), "{stderr}");
}

/// Runs `cufe build x.cu -o OUT` with the built-in prelude (no CUDA installation visible) and
/// `TMPDIR` set to `tmp`.
fn build_with_tmpdir(dir: &Path, tmp: &Path, out: &str) -> (Option<i32>, String) {
    let output = Command::new(cufe_bin())
        .args(["build", "x.cu", "-o", out])
        .current_dir(dir)
        .env_remove("CUDA_HOME")
        .env_remove("CUDA_PATH")
        .env("PATH", "/usr/local/bin:/usr/bin:/bin")
        .env("TMPDIR", tmp)
        .output()
        .unwrap();
    (output.status.code(), String::from_utf8_lossy(&output.stderr).into_owned())
}

#[test]
fn the_built_in_prelude_ignores_what_others_plant_in_the_temp_directory() {
    use std::os::unix::fs::{symlink, PermissionsExt};
    let dir = TempDir::new("outputs-prelude-tmp");
    std::fs::write(dir.join("x.cu"), "__global__ void k(int *p) { *p = threadIdx.x; }\nvoid h(int *p) { k<<<1, 1>>>(p); }\n").unwrap();
    let clean = dir.join("tmp-clean");
    std::fs::create_dir(&clean).unwrap();
    // A world-writable temp directory where another user planted a prelude that injects
    // code, at the fixed name older versions used and at random-looking ones, and symlinks
    // to a file of ours that a careless writer would overwrite.
    let hostile = dir.join("tmp-hostile");
    std::fs::create_dir(&hostile).unwrap();
    std::fs::set_permissions(&hostile, std::fs::Permissions::from_mode(0o777)).unwrap();
    let victim = dir.join("victim");
    std::fs::write(&victim, "precious").unwrap();
    for name in ["cufe-prelude", "cufe-prelude-0000000000000000", "cufe-0000000000000000"] {
        let planted = hostile.join(name);
        std::fs::create_dir(&planted).unwrap();
        std::fs::write(planted.join("cuda_prelude.h"), "#error injected\nint injected;\n").unwrap();
        std::fs::set_permissions(&planted, std::fs::Permissions::from_mode(0o777)).unwrap();
        symlink(&victim, hostile.join(format!("{name}.tmp"))).unwrap();
    }
    let planted_before = entries(&hostile);

    let (status, stderr) = build_with_tmpdir(dir.path(), &clean, "out-clean");
    assert_eq!(status, Some(0), "{stderr}");
    let (status, stderr) = build_with_tmpdir(dir.path(), &hostile, "out-hostile");
    assert_eq!(status, Some(0), "{stderr}");
    assert!(!stderr.contains("injected"), "{stderr}");

    for output in ["x.cudafe1.cpp", "x.module_id"] {
        let clean_bytes = std::fs::read(dir.join("out-clean").join(output)).unwrap();
        let hostile_bytes = std::fs::read(dir.join("out-hostile").join(output)).unwrap();
        assert!(clean_bytes == hostile_bytes, "{output} depends on TMPDIR or on what was planted there");
        assert!(!String::from_utf8_lossy(&clean_bytes).contains("tmp-clean"), "{output} names the temp directory");
    }
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    assert_eq!(entries(&hostile), planted_before, "the run left or removed something in the shared temp directory");
    assert!(entries(&clean).is_empty(), "the private prelude directory was not removed: {:?}", entries(&clean));
}

#[test]
fn an_output_that_cannot_be_written_leaves_the_other_outputs_as_they_were() {
    let dir = TempDir::new("outputs-module-id-unwritable");
    std::fs::write(dir.join("x.cu"), "int a;\n").unwrap();
    std::fs::create_dir_all(dir.join("out").join("x.module_id")).unwrap();
    std::fs::write(dir.join("out").join("x.cudafe1.cpp"), "earlier").unwrap();
    let (status, stderr) = cufe(&["build", "x.cu", "-o", "out"], dir.path());
    assert_ne!(status, Some(0), "{stderr}");
    assert!(stderr.contains("x.module_id"), "the message names the file: {stderr}");
    assert_eq!(std::fs::read_to_string(dir.join("out").join("x.cudafe1.cpp")).unwrap(), "earlier", "the host translation was replaced although the module id could not be written");
    assert_eq!(entries(&dir.join("out")), ["x.cudafe1.cpp", "x.module_id"], "a temporary file was left");
}
