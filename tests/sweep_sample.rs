//! A fixed sample of the real-code sweep (issue 14, `scripts/sweep/`): units from CUTLASS,
//! ggml-cuda, mathdx, CCCL, libstdc++, Eigen, CuPy and RMM, listed in
//! `tests/sweep_sample_units.txt`, each preprocessed exactly as nvcc does and given to the
//! reference cudafe++ and to this cufe with the same argv. Every listed unit must be accepted
//! by the reference; cufe must accept every unit that `tests/sweep_sample_known_failures.txt`
//! does not name, and must still reject every unit it names (when one starts passing, delete
//! its line: the list only shrinks).
//!
//! The inputs are pinned packages (PyPI; Eigen from Debian) that `scripts/sweep/sweep.py
//! install` unpacks into
//! `$CUFE_SWEEP_HOME` (default `~/.cache/cufe-sweep`); `.ci/run` installs the ones the sample
//! needs. Without them the test FAILS and says how to install them. Results are cached by the
//! sweep (keyed by the preprocessed text's hash and the cufe binary's hash), so a rerun with an
//! unchanged binary is quick.

mod common;

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Command;

fn listed(name: &str) -> Vec<String> {
    let path = common::repo_root().join("tests").join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .map(|l| l.split('#').next().unwrap().trim().to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

fn sweep_script() -> PathBuf {
    common::repo_root().join("scripts").join("sweep").join("sweep.py")
}

/// Runs one step of the sweep on the sample's units; panics with its output when it fails.
fn sweep(step: &str, extra: &[&str]) -> String {
    let ids = common::repo_root().join("tests").join("sweep_sample_units.txt");
    let out = Command::new("python3")
        .arg(sweep_script())
        .arg(step)
        .arg("--ids")
        .arg(&ids)
        .args(extra)
        .output()
        .unwrap_or_else(|e| panic!("cannot run python3 {}: {e}", sweep_script().display()));
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        panic!(
            "`sweep.py {step}` failed ({}):\n{stderr}\nThe sweep's inputs may be missing: run \
             `python3 scripts/sweep/sweep.py install --lib cutlass --lib ggml --lib mathdx --lib cccl \
             --lib libstdc++ --lib eigen --lib cupy && python3 scripts/sweep/sweep.py enumerate` (.ci/run \
             does it)",
            out.status
        );
    }
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// One field of a `verdicts` JSON line (flat values only: numbers, booleans, strings).
fn field<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    let key = format!("\"{name}\": ");
    let start = line.find(&key)? + key.len();
    let rest = &line[start..];
    let end = if rest.starts_with('"') {
        let mut escaped = false;
        let mut end = rest.len();
        for (i, c) in rest.char_indices().skip(1) {
            match c {
                '\\' if !escaped => escaped = true,
                '"' if !escaped => {
                    end = i + 1;
                    break;
                }
                _ => escaped = false,
            }
        }
        end
    } else {
        rest.find([',', '}']).unwrap_or(rest.len())
    };
    Some(&rest[..end])
}

#[test]
fn sweep_sample_is_accepted_like_the_reference() {
    common::reference(); // fails with install instructions when the reference is missing
    let units = listed("sweep_sample_units.txt");
    let known: BTreeSet<String> = listed("sweep_sample_known_failures.txt").into_iter().collect();
    for k in &known {
        assert!(units.contains(k), "sweep_sample_known_failures.txt names {k}, which is not in sweep_sample_units.txt");
    }
    // enumerate is cheap and writes the work list from what is installed.
    sweep("enumerate", &[]);
    let cufe = common::cufe_bin();
    sweep("run", &["--cufe", cufe.to_str().unwrap(), "-j", "2", "--timeout", "600"]);
    let verdicts = sweep("verdicts", &[]);

    let mut failures = Vec::new();
    let mut seen = 0;
    for line in verdicts.lines() {
        let id = field(line, "id").unwrap().trim_matches('"').to_string();
        seen += 1;
        if field(line, "prep_ok") != Some("true") {
            failures.push(format!("{id}: preprocessing failed: {}", field(line, "prep_error").unwrap_or("")));
            continue;
        }
        let ref_exit = field(line, "ref_exit").unwrap_or("?");
        let cufe_exit = field(line, "cufe_exit").unwrap_or("?");
        if ref_exit != "0" {
            failures.push(format!(
                "{id}: the reference rejects it (exit {ref_exit}); a sample unit must be valid: {}",
                field(line, "ref_output_head").unwrap_or("")
            ));
            continue;
        }
        match (cufe_exit == "0", known.contains(&id)) {
            (false, false) => failures.push(format!(
                "{id}: cufe rejects it (exit {cufe_exit}), the reference accepts it: {}",
                field(line, "cufe_output_head").unwrap_or("")
            )),
            (true, true) => failures.push(format!(
                "{id}: cufe accepts it now; delete its line from tests/sweep_sample_known_failures.txt"
            )),
            _ => {}
        }
    }
    assert_eq!(seen, units.len(), "the sweep gave verdicts on {seen} of {} sample units", units.len());
    assert!(failures.is_empty(), "{} sample units disagree:\n{}", failures.len(), failures.join("\n\n"));
}
