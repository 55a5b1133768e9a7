//! `cufe xref` / `--xref FILE`: the cross-reference of `tests/xref/uses.cu` must be exactly
//! the lines written by hand in `tests/xref/uses.expected` (declarations and uses of the
//! primary file, as `kind name line column`), and the reference must agree with them.

mod common;

use std::collections::BTreeSet;
use std::process::Command;

use common::{cudafe_ref, cufe_bin, repo_root};

type Line = (String, String, u32, u32);

fn expected() -> BTreeSet<Line> {
    let text = std::fs::read_to_string(repo_root().join("tests/xref/uses.expected")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            assert_eq!(w.len(), 4, "bad line {l:?}");
            (w[0].to_string(), w[1].to_string(), w[2].parse().unwrap(), w[3].parse().unwrap())
        })
        .collect()
}

/// The lines of an xref file about `uses.cu` (`id name kind file line column`).
fn lines_of(xref: &str) -> BTreeSet<Line> {
    xref.lines()
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f.len() == 6 && f[3].ends_with("uses.cu")).then(|| (f[2].to_string(), f[1].to_string(), f[4].parse().unwrap(), f[5].parse().unwrap()))
        })
        .collect()
}

#[test]
fn cufe_xref_prints_the_hand_written_lines() {
    let out = Command::new(cufe_bin()).arg("xref").arg(repo_root().join("tests/xref/uses.cu")).output().expect("run cufe");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let got = lines_of(&String::from_utf8_lossy(&out.stdout));
    let want = expected();
    assert_eq!(got, want, "missing: {:?}\nextra: {:?}", want.difference(&got).collect::<Vec<_>>(), got.difference(&want).collect::<Vec<_>>());
}

#[test]
fn xref_file_option_writes_the_same_lines() {
    let dir = common::TempDir::new("xref");
    let file = dir.join("uses.xref");
    let out = Command::new(cufe_bin()).arg("xref").arg(repo_root().join("tests/xref/uses.cu")).arg("-o").arg(&file).output().expect("run cufe");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(lines_of(&std::fs::read_to_string(&file).unwrap()), expected());
}

#[test]
fn the_reference_agrees_with_the_hand_written_lines() {
    let run = cudafe_ref(&repo_root().join("tests/xref/uses.cu"), &["--prelude-only", "--", "--xref", "ref.xref"]);
    assert_eq!(run.exit_code, 0);
    assert_eq!(lines_of(&run.read("ref.xref")), expected());
}

/// Issue 17: every use in every statement, with the real `<cstdio>` included (its
/// `namespace std { using ::printf; }` once hid `printf` everywhere): `printf("%d\n", n);`
/// records both `printf` and `n`; `std::printf` records `std` and resolves through the
/// using-declaration; a condition's variable is read where it is declared, a range-for's
/// variable is named and its range bound, an array named whole has its address taken,
/// `argv[0]` as an argument reads `argv`. Equal to the
/// reference's `--xref` lines for the file, live.
#[test]
fn uses_after_cstdio_match_the_reference() {
    let dir = common::TempDir::new("xref-cstdio");
    let file = dir.join("stdio_uses.cu");
    std::fs::write(
        &file,
        "#include <cstdio>\nstatic int counter;\nint twice(int v) { return v * 2; }\nint main(int argc, char **argv) {\n  int n = 3;\n  printf(\"%d\\n\", n);\n  std::printf(\"%d %d\\n\", n, twice(n));\n  if (n > 2) { counter += n; fputs(\"x\", stdout); }\n  for (int i = 0; i < n; ++i) printf(\"%d\", i);\n  if (int z = twice(argc)) counter = z;\n  static int table[4];\n  int *p = table;\n  for (int x : table) counter += x;\n  puts(argv[0]);\n  return counter + p[0];\n}\n",
    )
    .unwrap();
    let of_file = |xref: &str| -> BTreeSet<Line> {
        xref.lines()
            .filter_map(|l| {
                let f: Vec<&str> = l.split('\t').collect();
                (f.len() == 6 && f[3].ends_with("stdio_uses.cu")).then(|| (f[2].to_string(), f[1].to_string(), f[4].parse().unwrap(), f[5].parse().unwrap()))
            })
            .collect()
    };
    let reference = common::reference();
    let run = cudafe_ref(&file, &["--", "--xref", "ref.xref"]);
    assert_eq!(run.exit_code, 0);
    let theirs = of_file(&run.read("ref.xref"));
    let out = Command::new(cufe_bin()).arg("xref").arg(&file).arg("--cuda-path").arg(&reference.nv).output().expect("run cufe");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let ours = of_file(&String::from_utf8_lossy(&out.stdout));
    let musts = [("R", "printf", 6, 3), ("U", "n", 6, 18), ("R", "std", 7, 3), ("R", "printf", 7, 8), ("U", "n", 7, 26), ("U", "z", 10, 11), ("A", "table", 12, 12), ("R", "x", 13, 12), ("A", "table", 13, 16), ("U", "argv", 14, 8)];
    for must in musts {
        let line = (must.0.to_string(), must.1.to_string(), must.2, must.3);
        assert!(theirs.contains(&line), "the reference has no {must:?}: {theirs:?}");
    }
    assert_eq!(ours, theirs, "missing: {:?}\nextra: {:?}", theirs.difference(&ours).collect::<Vec<_>>(), ours.difference(&theirs).collect::<Vec<_>>());
}
