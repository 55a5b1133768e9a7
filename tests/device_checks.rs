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
