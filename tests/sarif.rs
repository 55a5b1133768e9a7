//! `cufe check --diag-format=sarif` (issue 17): valid against the official SARIF 2.1.0
//! schema (installed by `scripts/install-sarif-schema.sh`, which `.ci/run` runs), `ruleId`
//! the number users type with the internal one as a property, rule metadata with `cufe
//! explain`'s help text, related places and call paths as `relatedLocations` and
//! `codeFlows`. cudafe++'s own command line keeps the reference's shape (`EC<internal>`).

mod common;

use common::{cufe_bin, repo_root, TempDir};
use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Stdio};

fn sarif_home() -> PathBuf {
    std::env::var_os("CUFE_SARIF_HOME").map(PathBuf::from).unwrap_or_else(|| PathBuf::from(std::env::var("HOME").expect("HOME")).join(".cache/cufe-sarif"))
}

/// Validates `document` against the SARIF 2.1.0 schema; the validator's complaints, if any.
fn schema_errors(document: &str) -> Vec<String> {
    let home = sarif_home();
    let schema = home.join("sarif-schema-2.1.0.json");
    assert!(schema.exists(), "the SARIF schema is not installed: run scripts/install-sarif-schema.sh (.ci/run does)");
    // The system's jsonschema, or the one the script put in `site`.
    let python_path = std::env::join_paths(std::iter::once(home.join("site")).chain(std::env::var_os("PYTHONPATH").iter().flat_map(std::env::split_paths))).unwrap();
    let script = "import json, sys, jsonschema\n\
                  schema = json.load(open(sys.argv[1]))\n\
                  validator = jsonschema.Draft4Validator(schema)\n\
                  for e in validator.iter_errors(json.load(sys.stdin)):\n    \
                      print('/'.join(map(str, e.absolute_path)) + ': ' + e.message)\n";
    let mut child = Command::new("python3").arg("-c").arg(script).arg(&schema).env("PYTHONPATH", python_path).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().expect("python3 runs");
    {
        use std::io::Write;
        child.stdin.take().unwrap().write_all(document.as_bytes()).unwrap();
    }
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "the validator failed (no jsonschema? run scripts/install-sarif-schema.sh)");
    String::from_utf8_lossy(&out.stdout).lines().map(str::to_string).collect()
}

fn diagnostics_input(name: &str) -> PathBuf {
    repo_root().join("tests/diagnostics").join(format!("{name}.cu"))
}

/// `cufe check FILE ARGS --diag-format=sarif`: the log on stdout, parsed, and the text.
fn check_sarif(file: &std::path::Path, args: &[&str]) -> (Value, String) {
    let out = Command::new(cufe_bin()).arg("check").arg(file).args(args).arg("--diag-format=sarif").output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let log = serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}):\n{text}\nstderr: {}", String::from_utf8_lossy(&out.stderr)));
    (log, text)
}

fn results(log: &Value) -> Vec<(&Value, &Value)> {
    log["runs"].as_array().unwrap().iter().flat_map(|run| run["results"].as_array().unwrap().iter().map(move |r| (run, r))).collect()
}

#[test]
fn check_sarif_is_valid_against_the_schema() {
    let dir = TempDir::new("sarif-valid");
    // A warning, an error with a note, a device-side error with a call path and a related
    // place, on two architectures (one run each).
    let mixed = dir.join("mixed.cu");
    std::fs::write(&mixed, "void h() {}\ntemplate <class T> __device__ void t(T) { h(); }\n__global__ void k() { t(1); }\nint f() { int unused; }\nint g(int);\nint g(int) { return 0; }\nint g(int) { return 1; }\n").unwrap();
    for (file, args) in [
        (diagnostics_input("dev_template_calls_h"), vec![]),
        (diagnostics_input("dev_d_calls_h"), vec!["-arch=sm_80", "-gencode", "arch=compute_90,code=sm_90"]),
        (mixed, vec![]),
    ] {
        let (log, text) = check_sarif(&file, &args);
        assert!(!results(&log).is_empty(), "{}: no results\n{text}", file.display());
        let errors = schema_errors(&text);
        assert!(errors.is_empty(), "{}: not valid SARIF 2.1.0:\n{}\n{text}", file.display(), errors.join("\n"));
    }
    // The validator does reject what the schema forbids (so a pass means something).
    let broken = r#"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "results": [{"message": {"text": "x"}, "level": "fatal"}]}]}"#;
    assert!(schema_errors(broken).len() >= 2, "the validator accepted an invalid log");
}

#[test]
fn rule_ids_are_the_numbers_users_type() {
    // Internal 3675 is displayed, and typed, as 20091 (measured on the reference).
    let dir = TempDir::new("sarif-rules");
    let file = dir.join("read.cu");
    std::fs::write(&file, "__device__ int v;\nint h() { return v; }\n").unwrap();
    let (log, text) = check_sarif(&file, &[]);
    let found = results(&log);
    let (run, result) = found.iter().find(|(_, r)| r["properties"]["tag"] == "device_var_read_in_host").unwrap_or_else(|| panic!("no 20091 result:\n{text}"));
    assert_eq!(result["ruleId"], "20091", "{text}");
    assert_eq!(result["properties"]["internalNumber"], 3675, "{text}");
    let index = result["ruleIndex"].as_u64().expect("ruleIndex") as usize;
    let rule = &run["tool"]["driver"]["rules"][index];
    assert_eq!(rule["id"], "20091", "{text}");
    assert_eq!(rule["name"], "device_var_read_in_host");
    assert_eq!(rule["defaultConfiguration"]["level"], "warning");
    // The help is what `cufe explain` prints for the number.
    let explain = Command::new(cufe_bin()).args(["explain", "20091"]).output().unwrap();
    assert_eq!(rule["help"]["text"].as_str(), Some(String::from_utf8_lossy(&explain.stdout).as_ref()), "{text}");
    // And it is the number `--diag-suppress` takes: suppressed, the result is gone.
    let (quiet, quiet_text) = check_sarif(&file, &["--diag-suppress", "20091"]);
    assert!(results(&quiet).iter().all(|(_, r)| r["ruleId"] != "20091"), "{quiet_text}");
    // The informationUri, when given, is an absolute URL.
    if let Some(uri) = run["tool"]["driver"]["informationUri"].as_str() {
        assert!(uri.starts_with("https://") && uri.len() > "https://github.com/".len(), "{uri}");
    }
    // A device-side error: 3600 is 20016.
    let (log, text) = check_sarif(&diagnostics_input("dev_d_calls_h"), &[]);
    assert!(results(&log).iter().any(|(_, r)| r["ruleId"] == "20016" && r["properties"]["internalNumber"] == 3600), "{text}");
}

#[test]
fn call_paths_are_code_flows_and_related_places_related_locations() {
    let (log, text) = check_sarif(&diagnostics_input("dev_template_calls_h"), &[]);
    let found = results(&log);
    let (_, result) = found.iter().find(|(_, r)| r["ruleId"] == "20016").unwrap_or_else(|| panic!("no 20016 result:\n{text}"));
    // `k` (line 3) calls the template `t` (line 2), whose body calls the host function `h`.
    let steps = result["codeFlows"][0]["threadFlows"][0]["locations"].as_array().unwrap_or_else(|| panic!("no code flow:\n{text}"));
    let step = |i: usize| (steps[i]["location"]["message"]["text"].as_str().unwrap(), steps[i]["location"]["physicalLocation"]["region"]["startLine"].as_u64().unwrap());
    assert_eq!(steps.len(), 2, "{text}");
    assert_eq!((step(0), step(1)), (("k", 3), ("t", 2)), "{text}");
    let related = result["relatedLocations"].as_array().unwrap_or_else(|| panic!("no related locations:\n{text}"));
    assert!(related.iter().any(|r| r["message"]["text"].as_str().is_some_and(|m| m.contains("declared here")) && r["physicalLocation"]["region"]["startLine"] == 1), "{text}");
    // A plain __device__ function is device code by its own attributes: no code flow.
    let (direct, direct_text) = check_sarif(&diagnostics_input("dev_d_calls_h"), &[]);
    assert!(results(&direct).iter().all(|(_, r)| r.get("codeFlows").is_none()), "{direct_text}");
}

#[test]
fn cudafe_command_line_keeps_the_reference_shape() {
    let dir = TempDir::new("sarif-cudafe");
    std::fs::write(dir.join("bad.ii"), "int x = 1 +;\n").unwrap();
    let out = Command::new(cufe_bin()).args(["--c++17", "--output_mode", "sarif", "bad.ii"]).current_dir(dir.path()).output().unwrap();
    let text = String::from_utf8_lossy(&out.stderr).to_string();
    let log: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}:\n{text}"));
    let result = &log["runs"][0]["results"][0];
    // The reference's `"ruleId":"EC29"` (measured with cudafe-ref --output_mode sarif).
    assert_eq!(result["ruleId"], "EC29", "{text}");
    assert!(result.get("ruleIndex").is_none() && log["runs"][0]["tool"]["driver"].get("rules").is_none(), "{text}");
}

/// `cufe check -p build --diag-format=sarif > cufe.sarif`, the code-scanning workflow of a
/// CMake project: one SARIF log for the whole database (a run per entry and preprocessing),
/// valid against the schema, with the results of every entry.
#[test]
fn a_compilation_database_gives_one_valid_log() {
    let dir = TempDir::new("sarif-database");
    for sub in ["src", "build"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    std::fs::write(dir.join("src/a.cu"), "__device__ int v;\nint h() { return v; }\n").unwrap();
    std::fs::write(dir.join("src/b.cu"), "void h2() {}\n__device__ void d() { h2(); }\n").unwrap();
    let (build, src) = (dir.join("build").display().to_string(), dir.join("src").display().to_string());
    let entry = |f: &str| format!(r#"{{"directory": "{build}", "command": "/usr/local/cuda/bin/nvcc -arch=sm_90 -x cu -c {src}/{f} -o {f}.o", "file": "{src}/{f}"}}"#);
    std::fs::write(dir.join("build/compile_commands.json"), format!("[{}, {}]", entry("a.cu"), entry("b.cu"))).unwrap();
    let out = Command::new(cufe_bin()).args(["check", "-p", "build", "--diag-format=sarif"]).current_dir(dir.path()).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let log: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("not one JSON document ({e}):\n{text}"));
    let errors = schema_errors(&text);
    assert!(errors.is_empty(), "not valid SARIF 2.1.0:\n{}\n{text}", errors.join("\n"));
    let ids: Vec<(&str, String)> = results(&log)
        .iter()
        .map(|(_, r)| (r["ruleId"].as_str().unwrap_or(""), r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].as_str().unwrap_or("").to_string()))
        .collect();
    assert!(ids.iter().any(|(id, uri)| *id == "20091" && uri.ends_with("a.cu")), "{ids:?}");
    assert!(ids.iter().any(|(id, uri)| *id == "20016" && uri.ends_with("b.cu")), "{ids:?}");
    // A host run and a device run per entry.
    assert_eq!(log["runs"].as_array().unwrap().len(), 4, "{text}");
}
