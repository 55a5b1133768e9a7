//! `cufe check`'s device-side checks beyond the golden comparisons of `decl_rules.rs`: a
//! cross-space error in code that is device code only because device code calls it (a
//! template, a lambda) names the call path that made it so, in the pretty and JSON formats;
//! `--host-only` leaves the device side out.

mod common;

use std::path::PathBuf;
use std::process::Command;

use common::{cufe_bin, repo_root};

fn program(name: &str) -> PathBuf {
    repo_root().join("tests").join("diagnostics").join(format!("{name}.cu"))
}

fn check(name: &str, args: &[&str]) -> String {
    let out = Command::new(cufe_bin()).arg("check").arg(program(name)).args(args).output().expect("run cufe");
    format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr))
}

#[test]
fn a_template_reached_from_a_kernel_names_the_call_path() {
    // `k` (line 3) calls the template `t` (line 2), whose body calls the host function `h`.
    let pretty = check("dev_template_calls_h", &["--diag-format=pretty"]);
    // The source line is shown with its own number (line 2).
    assert!(pretty.contains(" 2 │ template"), "{pretty}");
    let path = pretty.lines().find(|l| l.contains("device code through the calls")).unwrap_or_else(|| panic!("no call path:\n{pretty}"));
    let k = path.find("k (").expect("the kernel starts the path");
    let t = path.find("t (").expect("the template ends it");
    assert!(k < t, "{path}");
    assert!(path.contains("dev_template_calls_h.cu:3") && path.contains("dev_template_calls_h.cu:2"), "{path}");
}

#[test]
fn a_lambda_in_a_kernel_names_the_call_path() {
    let pretty = check("dev_lambda_in_kernel_calls_h", &["--diag-format=pretty"]);
    let path = pretty.lines().find(|l| l.contains("device code through the calls")).unwrap_or_else(|| panic!("no call path:\n{pretty}"));
    assert!(path.contains("k (") && path.contains("lambda in k ("), "{path}");
}

#[test]
fn json_carries_the_call_path_and_plain_errors_have_none() {
    let json = check("dev_hd_template_calls_h", &["--diag-format=json"]);
    let start = json.find('[').or_else(|| json.find('{')).unwrap();
    let text = &json[start..];
    assert!(text.contains("\"call_path\""), "{text}");
    assert!(text.contains("\"routine\": \"k\"") || text.contains("\"routine\":\"k\""), "{text}");
    // Where the host function is declared, as a secondary label.
    let pretty = check("dev_d_calls_h", &["--diag-format=pretty"]);
    assert!(pretty.contains("the host function \"h()\" is declared here: ") && pretty.contains("dev_d_calls_h.cu:1"), "{pretty}");
    // A non-template __device__ function is device code on its own: no path.
    let direct = check("dev_d_calls_h", &["--diag-format=pretty"]);
    assert!(direct.contains("[20016]") || direct.contains("cannot call the host function"), "{direct}");
    assert!(!direct.contains("device code through the calls"), "{direct}");
}

#[test]
fn host_only_leaves_the_device_side_out() {
    let both = check("dev_d_calls_h", &["--diag-format=sarif"]);
    let host = check("dev_d_calls_h", &["--diag-format=sarif", "--host-only"]);
    // `cufe check`'s SARIF names rules by their displayed numbers (3600 is 20016, 3652 20068).
    assert!(both.contains("\"ruleId\": \"20016\"") && both.contains("\"ruleId\": \"20068\""), "{both}");
    assert!(!host.contains("\"ruleId\": \"20016\"") && !host.contains("\"ruleId\": \"20068\""), "{host}");
}

/// The lines (and severities) of `file`'s errors and warnings in nvcc-style output.
fn reported_lines(output: &str, file: &str) -> std::collections::BTreeSet<(u32, String)> {
    output
        .lines()
        .filter_map(|l| {
            let rest = l.strip_prefix(file)?.strip_prefix('(')?;
            let (line, rest) = rest.split_once("): ")?;
            let severity = rest.split([':', ' ']).next()?;
            let line = line.parse().ok()?;
            matches!(severity, "error" | "warning").then(|| (line, severity.to_string()))
        })
        .collect()
}

/// The device side is judged on the device preprocessing of each architecture, as nvcc has
/// cicc judge it: a host call under `#ifndef __CUDA_ARCH__` in a `__host__ __device__`
/// function is nothing, one under `#if __CUDA_ARCH__ >= 800` in a `__device__` function is
/// an error for sm_90 and nothing for sm_75. Checked live against nvcc (`-c`, the whole
/// pipeline) with each architecture, on the same CUDA headers.
#[test]
fn the_device_side_is_judged_per_architecture_like_nvcc() {
    let dir = common::TempDir::new("device-per-arch");
    let source = "void host_fn();\n\
                  __host__ __device__ int hd(int x) {\n\
                  #ifdef __CUDA_ARCH__\n  return x + 1;\n#else\n  host_fn();\n  return x;\n#endif\n}\n\
                  __device__ int dev(int x) {\n\
                  #if __CUDA_ARCH__ >= 800\n  host_fn();\n#endif\n  return x;\n}\n\
                  __global__ void k(int *p) { *p = hd(*p) + dev(*p); }\n";
    std::fs::write(dir.join("per_arch.cu"), source).unwrap();
    let reference = common::reference();
    let cuda = reference.nv.display().to_string();
    for arch in ["sm_75", "sm_90"] {
        let nvcc = Command::new(&reference.nvcc).args([&format!("-arch={arch}"), "-c", "per_arch.cu", "-o", "per_arch.o"]).current_dir(dir.path()).output().unwrap();
        let expected = reported_lines(&String::from_utf8_lossy(&nvcc.stderr), "per_arch.cu");
        let ours = Command::new(cufe_bin()).args(["check", "--cuda-path", &cuda, "--arch", arch, "per_arch.cu"]).current_dir(dir.path()).output().unwrap();
        let got = reported_lines(&String::from_utf8_lossy(&ours.stderr), "per_arch.cu");
        assert_eq!(got, expected, "{arch}: cufe\n{}\nnvcc\n{}", String::from_utf8_lossy(&ours.stderr), String::from_utf8_lossy(&nvcc.stderr));
        assert_eq!(ours.status.success(), nvcc.status.success(), "{arch}");
    }
}

/// Checked on several architectures at once, a device-side diagnostic that only some of
/// them give says which (`(compute_90)` after the message; `architectures` in JSON, a
/// property in SARIF); one that all give says nothing. Which architecture gives what is
/// nvcc's answer, live: nvcc with each architecture alone.
#[test]
fn arch_specific_diagnostics_name_their_architectures() {
    let dir = common::TempDir::new("device-arch-named");
    let source = "void host_fn();\n\
                  __device__ int dev(int x) {\n\
                  #if __CUDA_ARCH__ >= 800\n  host_fn();\n#endif\n  return x;\n}\n\
                  __device__ void everywhere() { host_fn(); }\n\
                  __global__ void k(int *p) { *p = dev(*p); everywhere(); }\n";
    std::fs::write(dir.join("named.cu"), source).unwrap();
    let reference = common::reference();
    let cuda = reference.nv.display().to_string();
    let nvcc_lines = |arch: &str| {
        let nvcc = Command::new(&reference.nvcc).args([&format!("-arch={arch}"), "-c", "named.cu", "-o", "named.o"]).current_dir(dir.path()).output().unwrap();
        reported_lines(&String::from_utf8_lossy(&nvcc.stderr), "named.cu")
    };
    let (on_75, on_90) = (nvcc_lines("sm_75"), nvcc_lines("sm_90"));
    let only_90: Vec<u32> = on_90.difference(&on_75).map(|(line, _)| *line).collect();
    let both: Vec<u32> = on_90.intersection(&on_75).map(|(line, _)| *line).collect();
    assert!(!only_90.is_empty() && !both.is_empty(), "nvcc: sm_75 {on_75:?}, sm_90 {on_90:?}");

    let cufe = |extra: &[&str]| {
        let out = Command::new(cufe_bin()).args(["check", "--cuda-path", &cuda, "-arch=sm_75", "-arch=sm_90", "named.cu"]).args(extra).current_dir(dir.path()).output().unwrap();
        format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr))
    };
    let text = cufe(&[]);
    let headlines = |line: u32| -> Vec<&str> { text.lines().filter(|l| l.starts_with(&format!("named.cu({line}): "))).collect() };
    for line in &only_90 {
        let found = headlines(*line);
        assert!(!found.is_empty() && found.iter().all(|h| h.ends_with(" (compute_90)")), "line {line}:\n{text}");
    }
    for line in &both {
        let found = headlines(*line);
        assert!(!found.is_empty() && found.iter().all(|h| !h.contains("(compute_")), "line {line}:\n{text}");
    }
    let json = cufe(&["--diag-format=json"]);
    assert!(json.contains("\"architectures\":[\"compute_90\"]"), "{json}");
    let sarif = cufe(&["--diag-format=sarif"]);
    assert!(sarif.contains("\"architectures\": [\n") && sarif.contains("\"compute_90\""), "{sarif}");
    // One architecture: nothing to tell apart.
    let single = Command::new(cufe_bin()).args(["check", "--cuda-path", &cuda, "-arch=sm_90", "named.cu"]).current_dir(dir.path()).output().unwrap();
    assert!(!String::from_utf8_lossy(&single.stderr).contains("(compute_"), "{}", String::from_utf8_lossy(&single.stderr));
}
