//! `cufe diff`: comparing outputs after normalisation, on the reference's real outputs.
//!
//! Inputs: `tests/golden/reference/launch/` and `template_kernel/` are cudafe-ref's
//! prelude-mode outputs for the shipped examples (`cudafe-ref X.cu OUT --prelude-only`);
//! `variants/*.source_spelling.cudafe1.cpp` are those outputs with the statements the
//! reference re-spells rewritten by hand as the `.cu` sources spell them (no redundant
//! parentheses or braces) and with other spacing. The tests marked "live" run the reference.

mod common;

// Until `src/lib.rs` declares `pub mod diffing;`, the module is compiled into this test crate;
// afterwards this becomes `use cufe::diffing;`.
use cufe::diffing;

use diffing::file_kind::FileKind;
use diffing::{diff_paths, diff_texts, render, run_diff, DiffOptions, Normalization, OutputFormat};
use std::path::{Path, PathBuf};

fn golden_diff(relative: &str) -> PathBuf {
    common::golden("diff").join(relative)
}

/// A shipped example's cudafe-ref outputs (prelude mode), shared with the other tests.
fn reference_dir(relative: &str) -> PathBuf {
    common::golden("reference").join(relative)
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// Runs the whole subcommand; returns (exit status, stdout, stderr).
fn run(a: &Path, b: &Path, opts: &DiffOptions, format: OutputFormat) -> (i32, String, String) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_diff(a, b, opts, format, &mut out, &mut err);
    (code, String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), to.join(e.file_name())).unwrap();
    }
}

#[test]
fn every_output_equals_itself() {
    for ex in ["launch", "template_kernel"] {
        let dir = reference_dir(ex);
        let (code, out, err) = run(&dir, &dir, &DiffOptions::default(), OutputFormat::Unified);
        assert_eq!((code, out.as_str(), err.as_str()), (0, "", ""), "{ex}");
        let report = diff_paths(&dir, &dir, &DiffOptions::default()).unwrap();
        let names: Vec<&str> = report.files.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["diagnostics.txt", "input.cudafe1.cpp", "input.cudafe1.stub.c", "input.module_id"]);
        let cpp = dir.join("input.cudafe1.cpp");
        let (code, out, _) = run(&cpp, &cpp, &DiffOptions::default(), OutputFormat::Stat);
        assert_eq!(code, 0);
        assert!(out.starts_with("input.cudafe1.cpp: equal ("), "{out}");
    }
}

#[test]
fn reference_spelling_equals_source_spelling() {
    for ex in ["launch", "template_kernel"] {
        let reference = reference_dir(&format!("{ex}/input.cudafe1.cpp"));
        let source = golden_diff(&format!("variants/{ex}.source_spelling.cudafe1.cpp"));
        assert_ne!(read(&reference), read(&source), "the variant must differ textually");
        let (code, out, _) = run(&reference, &source, &DiffOptions::default(), OutputFormat::Unified);
        assert_eq!((code, out.as_str()), (0, ""), "{ex}: parentheses, braces and spacing must normalise away");
        // Each normalisation is needed: without it the files differ.
        for off in [
            Normalization { parens: false, ..Normalization::default() },
            Normalization { respell: false, parens: false, ..Normalization::default() },
        ] {
            let opts = DiffOptions { normalization: off, ..DiffOptions::default() };
            assert_eq!(run(&reference, &source, &opts, OutputFormat::Unified).0, 1, "{ex}");
        }
    }
    // launch.cu's `if (i < n) { ... }` is what needs the braces rule.
    let opts = DiffOptions { normalization: Normalization { braces: false, ..Normalization::default() }, ..DiffOptions::default() };
    let (a, b) = (reference_dir("launch/input.cudafe1.cpp"), golden_diff("variants/launch.source_spelling.cudafe1.cpp"));
    let (code, out, _) = run(&a, &b, &opts, OutputFormat::Unified);
    assert_eq!(code, 1);
    assert!(out.contains("launch.cu:7"), "{out}");
}

/// The 1-based number of the first line of `text` that contains `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).unwrap_or_else(|| panic!("no {needle:?}")) + 1
}

#[test]
fn a_planted_change_shows_output_lines_and_source_positions() {
    let original = reference_dir("launch/input.cudafe1.cpp");
    let text = read(&original);
    let changed = text.replacen("saxpy(n, a, x, y)", "saxpy(n, a, y, x)", 1);
    let tmp = common::TempDir::new("diff-planted");
    let planted = tmp.join("input.cudafe1.cpp");
    std::fs::write(&planted, &changed).unwrap();

    // Expected positions, independently of cufe: the line of the output that holds the
    // first launch, and the line of launch.cu that holds it in the source.
    let output_line = line_of(&text, "saxpy(n, a, x, y)");
    let source_line = line_of(&read(&common::examples_dir().join("launch.cu")), "saxpy<<<grid, block>>>");
    assert_eq!(source_line, 15);
    let origin = format!("launch.cu:{source_line}");

    let (code, out, _) = run(&original, &planted, &DiffOptions::default(), OutputFormat::Unified);
    assert_eq!(code, 1);
    let minus: Vec<&str> = out.lines().filter(|l| l.starts_with('-') && !l.starts_with("---")).collect();
    let plus: Vec<&str> = out.lines().filter(|l| l.starts_with('+') && !l.starts_with("+++")).collect();
    assert_eq!(minus.len(), 1, "{out}");
    assert_eq!(plus.len(), 1, "{out}");
    // A row is `<tag><line in A> <line in B> <origin> | <text>` (columns padded).
    let fields = |row: &str| -> (Vec<String>, String) {
        let (left, text) = row[1..].split_once(" | ").unwrap_or_else(|| panic!("{row}"));
        (left.split_whitespace().map(String::from).collect(), text.to_string())
    };
    let expected_fields = vec![output_line.to_string(), origin.clone()];
    assert_eq!(fields(minus[0]), (expected_fields.clone(), "__cudaPushCallConfiguration(grid, block) ? (void) 0 : saxpy(n, a, x, y);".to_string()));
    assert_eq!(fields(plus[0]), (expected_fields, "__cudaPushCallConfiguration(grid, block) ? (void) 0 : saxpy(n, a, y, x);".to_string()));
    // The `-` row has A's number in the first column, the `+` row B's in the second.
    assert!(minus[0].starts_with(&format!("-{output_line} ")), "{out}");
    assert!(plus[0].starts_with("+ "), "{out}");
    let header = out.lines().find(|l| l.starts_with("@@ ")).unwrap();
    assert!(header.ends_with("@@ void run_saxpy(int n, float a, const float *x, float *y)"), "{header}");

    // The same through --json.
    let (_, json, _) = run(&original, &planted, &DiffOptions::default(), OutputFormat::Json);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let rows = v["files"][0]["hunks"][0]["lines"].as_array().unwrap();
    let removed = rows.iter().find(|r| r["tag"] == "-").unwrap();
    let added = rows.iter().find(|r| r["tag"] == "+").unwrap();
    assert_eq!(removed["a"]["output_line"], output_line);
    assert_eq!(removed["a"]["origin"], origin.as_str());
    assert_eq!(added["b"]["output_line"], output_line);
    assert_eq!(added["b"]["origin"], origin.as_str());
    assert_eq!(v["exit_code"], 1);

    // --stat: one line changed in one declaration.
    let (_, stat, _) = run(&original, &planted, &DiffOptions::default(), OutputFormat::Stat);
    let first = stat.lines().next().unwrap();
    assert!(first.contains("1 changed (-1 +1)") && first.ends_with("1 differ"), "{stat}");
    assert!(stat.contains("-1 +1  void run_saxpy(int n, float a, const float *x, float *y)  (launch.cu:11)"), "{stat}");
}

#[test]
fn directories_report_missing_and_pair_renamed_files() {
    let tmp = common::TempDir::new("diff-dirs");
    let (a, b) = (tmp.join("a"), tmp.join("b"));
    copy_dir(&reference_dir("launch"), &a);
    copy_dir(&reference_dir("launch"), &b);
    std::fs::remove_file(b.join("input.module_id")).unwrap();
    // cufe build names its outputs after the source: paired by suffix when unique.
    std::fs::rename(b.join("input.cudafe1.cpp"), b.join("launch.cudafe1.cpp")).unwrap();
    std::fs::write(b.join("cmdline.txt"), "not an output").unwrap();

    let (code, out, _) = run(&a, &b, &DiffOptions::default(), OutputFormat::Unified);
    assert_eq!(code, 1);
    assert_eq!(out, format!("Only in {}: input.module_id\n", a.display()));
    let (_, stat, _) = run(&a, &b, &DiffOptions::default(), OutputFormat::Stat);
    assert!(stat.contains("input.cudafe1.cpp ~ launch.cudafe1.cpp: equal ("), "{stat}");
    assert!(stat.ends_with("4 file(s): 3 equal, 0 different, 1 on one side only, 0 unreadable\n"), "{stat}");
    let (_, json, _) = run(&a, &b, &DiffOptions::default(), OutputFormat::Json);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let module = v["files"].as_array().unwrap().iter().find(|f| f["name"] == "input.module_id").unwrap();
    assert_eq!(module["status"], "only_in_a");

    // Trouble: a missing path, or a file against a directory.
    let (code, out, err) = run(&a, &tmp.join("nope"), &DiffOptions::default(), OutputFormat::Unified);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.starts_with("cufe diff: ") && err.contains("nope"), "{err}");
    assert_eq!(run(&a, &b.join("launch.cudafe1.cpp"), &DiffOptions::default(), OutputFormat::Unified).0, 2);
}

#[test]
fn module_ids_are_equal_only_when_asked() {
    let (a, b) = (reference_dir("launch/input.module_id"), reference_dir("template_kernel/input.module_id"));
    assert_eq!(run(&a, &b, &DiffOptions::default(), OutputFormat::Unified).0, 1);
    let same = DiffOptions { normalization: Normalization { same_module_id: true, ..Normalization::default() }, ..DiffOptions::default() };
    assert_eq!(run(&a, &b, &same, OutputFormat::Unified).0, 0);
    // The anonymous namespace name in the host translation too.
    let (ca, cb) = (read(&reference_dir("launch/input.cudafe1.cpp")), read(&reference_dir("template_kernel/input.cudafe1.cpp")));
    let define = |t: &str| t.lines().find(|l| l.starts_with("#define _NV_ANON_NAMESPACE")).unwrap().to_string();
    let d = diff_texts(&define(&ca), &define(&cb), FileKind::Code, &same.normalization);
    assert!(d.is_equal());
    assert_eq!(d.a.lines[0].text, "#define _NV_ANON_NAMESPACE _GLOBAL__N_<module-id>");
}

#[test]
fn temporary_names_are_masked() {
    let a = "#include \"tmpxft_00004a2f_00000000-6_k.cudafe1.stub.c\"\n";
    let b = "#include \"tmpxft_0000ffff_00000000-7_k.cudafe1.stub.c\"\n";
    assert!(diff_texts(a, b, FileKind::Code, &Normalization::default()).is_equal());
    let off = Normalization { temporaries: false, ..Normalization::default() };
    assert!(!diff_texts(a, b, FileKind::Code, &off).is_equal());
}

#[test]
fn bad_input_does_not_panic() {
    let nested = format!("x = {}a{};", "(".repeat(20_000), ")".repeat(20_000));
    let unbalanced = "f((((a) + ]]] } { \"unterminated\n/* open comment\n# 99999999999999 \"x\"\n#line\nR\"(raw";
    let bytes: String = (0u8..=255).map(char::from).collect();
    for text in [nested.as_str(), unbalanced, bytes.as_str(), "", "\n\n\n"] {
        for kind in [FileKind::Code, FileKind::IlDisplay, FileKind::Text, FileKind::ModuleId] {
            let d = diff_texts(text, text, kind, &Normalization { same_module_id: true, ..Normalization::default() });
            assert!(d.is_equal());
        }
    }
    let d = diff_texts(&nested, "x = a;", FileKind::Code, &Normalization::default());
    assert!(d.is_equal(), "20000 redundant parentheses");
}

#[test]
fn output_is_deterministic() {
    let (a, b) = (reference_dir("launch"), reference_dir("template_kernel"));
    for format in [OutputFormat::Unified, OutputFormat::Stat, OutputFormat::Json] {
        let first = run(&a, &b, &DiffOptions::default(), format);
        assert_eq!(first.0, 1);
        assert_eq!(first, run(&a, &b, &DiffOptions::default(), format));
    }
    let report = diff_paths(&a, &b, &DiffOptions::default()).unwrap();
    assert_eq!(render::unified(&report), render::unified(&diff_paths(&a, &b, &DiffOptions::default()).unwrap()));
}

/// Live: the stored outputs are the reference's (the module id and the prelude's path depend
/// on where the shared folder is, hence `--same-module-id` and `--strip-prefix`).
#[test]
fn live_reference_outputs_match_the_stored_ones() {
    let here = std::fs::canonicalize(common::reference_dir()).unwrap();
    for ex in ["launch", "template_kernel"] {
        let run_ref = common::cudafe_ref(&common::examples_dir().join(format!("{ex}.cu")), &["--prelude-only"]);
        assert_eq!(run_ref.exit_code, 0);
        let normalization = Normalization {
            same_module_id: true,
            strip_prefixes: vec![format!("{}/", here.display()), "/work/shared/reference/".into()],
            ..Normalization::default()
        };
        let opts = DiffOptions { normalization, ..DiffOptions::default() };
        let (code, out, err) = run(&reference_dir(ex), run_ref.dir.path(), &opts, OutputFormat::Unified);
        assert_eq!(code, 0, "{ex}:\n{out}{err}");
    }
}

/// Live: full mode (real CUDA headers) against prelude mode: the part from launch.cu is the
/// same; the headers are not; stripped prefixes vanish from the positions shown.
#[test]
fn live_full_mode_against_prelude_mode() {
    let full = common::cudafe_ref(&common::examples_dir().join("launch.cu"), &[]);
    assert_eq!(full.exit_code, 0);
    let full_cpp = full.file("input.cudafe1.cpp");
    let prelude_cpp = reference_dir("launch/input.cudafe1.cpp");
    let only_launch = DiffOptions {
        normalization: Normalization { only_sources: vec!["launch.cu".into()], ..Normalization::default() },
        ..DiffOptions::default()
    };
    let (code, out, _) = run(&prelude_cpp, &full_cpp, &only_launch, OutputFormat::Unified);
    assert_eq!((code, out.as_str()), (0, ""));

    let nv = common::reference().nv;
    let nv_prefix = format!("{}/", std::fs::canonicalize(&nv).unwrap_or(nv).display());
    let strip = DiffOptions {
        normalization: Normalization { strip_prefixes: vec![nv_prefix.clone()], ..Normalization::default() },
        ..DiffOptions::default()
    };
    let (code, out, _) = run(&prelude_cpp, &full_cpp, &strip, OutputFormat::Unified);
    assert_eq!(code, 1);
    assert!(out.contains("cuda_runtime.h"), "the headers differ");
    let hunk_lines: Vec<&str> = out.lines().skip(2).collect();
    assert!(hunk_lines.iter().all(|l| !l.contains(&nv_prefix)), "prefix {nv_prefix} must be stripped");
}

/// Live: two IL displays of the same file differ in heap addresses and the time; normalised
/// they are equal.
#[test]
fn live_il_displays_differ_only_in_addresses_and_time() {
    let tmp = common::TempDir::new("diff-il");
    let src = tmp.join("plain.cu");
    std::fs::write(&src, "int add(int a, int b) { return (a + b) * 2; }\nstruct S { int x; };\n").unwrap();
    let first = common::cudafe_ref(&src, &["--prelude-only", "--il-display"]);
    let second = common::cudafe_ref(&src, &["--prelude-only", "--il-display"]);
    let (a, b) = (first.file("il_display.txt"), second.file("il_display.txt"));
    assert!(read(&a).contains("time_of_compilation:"));
    let (code, out, _) = run(&a, &b, &DiffOptions::default(), OutputFormat::Unified);
    assert_eq!((code, out.as_str()), (0, ""));
    let d = diff_texts(&read(&a), &read(&b), FileKind::IlDisplay, &Normalization::default());
    assert!(d.a.lines.iter().any(|l| l.text.contains("@<addr>")));
    assert!(d.a.lines.iter().all(|l| !l.text.starts_with("time_of_compilation")));
}

/// The `// cudafe-ref-flags: ...` line of an example, as `--ref-arg=FLAG` options.
fn ref_args_of(src: &Path) -> Vec<String> {
    read(src)
        .lines()
        .filter_map(|l| l.strip_prefix("// cudafe-ref-flags:"))
        .flat_map(|flags| flags.split_whitespace().map(|f| format!("--ref-arg={f}")).collect::<Vec<_>>())
        .collect()
}

/// Runs the `cufe` binary; returns (exit status, stdout, stderr).
fn cufe(args: &[String]) -> (i32, String, String) {
    let out = std::process::Command::new(common::cufe_bin()).args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// The changed rows (`-`/`+`) of a unified diff, without the file headers.
fn changed_rows(out: &str) -> Vec<&str> {
    out.lines().filter(|l| (l.starts_with('-') && !l.starts_with("---")) || (l.starts_with('+') && !l.starts_with("+++"))).collect()
}

/// Live: `cufe diff --against-reference` on every skeleton example (the reference's shipped
/// examples and tests/examples/, prelude mode, the part from the .cu file): it runs both front ends, compares the
/// host translation, the module id and the diagnostics, exits 0 exactly when nothing differs
/// and 1 with the differing rows otherwise; the diagnostics (with the exit status) are equal.
/// Fails when the reference is missing (the command then cannot run: exit 2).
#[test]
fn live_against_reference_on_every_skeleton_example() {
    common::reference();
    // The reference's six examples, then cufe's shipped ones (tests/examples/).
    let mut examples: Vec<PathBuf> = Vec::new();
    for dir in [common::examples_dir(), common::repo_root().join("tests/examples")] {
        let mut found: Vec<PathBuf> =
            std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "cu")).collect();
        found.sort();
        assert!(found.len() >= 6, "{}: {found:?}", dir.display());
        examples.extend(found);
    }
    for src in &examples {
        let name = src.file_name().unwrap().to_string_lossy().into_owned();
        let mut args: Vec<String> = ["diff", "--against-reference"].iter().map(|s| s.to_string()).collect();
        args.push(src.display().to_string());
        args.extend(["--prelude-only", "--same-module-id", "--only-source"].iter().map(|s| s.to_string()));
        args.push(name.clone());
        args.extend(ref_args_of(src));
        let (code, out, err) = cufe(&args);
        assert!(code == 0 || code == 1, "{name}: exit {code}\n{err}");
        assert_eq!(cufe(&args).1, out, "{name}: two runs print different bytes");
        assert!(out.is_empty() || out.starts_with("--- reference/input.cudafe1.cpp\n+++ cufe/input.cudafe1.cpp\n"), "{name}:\n{out}");
        assert_eq!(code == 1, !changed_rows(&out).is_empty(), "{name}: exit {code} but rows:\n{out}");
        args.push("--stat".into());
        let (stat_code, stat, _) = cufe(&args);
        assert_eq!(stat_code, code, "{name}");
        assert!(stat.contains("diagnostics.txt: equal (1 lines)"), "{name}: diagnostics or exit status differ:\n{stat}");
        assert!(stat.contains("input.module_id: equal (1 lines)"), "{name}:\n{stat}");
        assert!(stat.contains("3 file(s)") && stat.contains("0 on one side only, 0 unreadable"), "{name}:\n{stat}");
    }
}

/// Live: an input both front ends translate the same gives exit 0 and no output.
#[test]
fn live_against_reference_equal_on_plain_code() {
    let tmp = common::TempDir::new("diff-against-equal");
    let src = tmp.join("plain.cu");
    std::fs::write(&src, "int add(int a, int b);\nint twice(int v) { return add(v, v); }\n").unwrap();
    let args: Vec<String> =
        ["diff", "--against-reference", &src.display().to_string(), "--prelude-only", "--only-source", "plain.cu"].iter().map(|s| s.to_string()).collect();
    let (code, out, err) = cufe(&args);
    assert_eq!((code, out.as_str()), (0, ""), "{err}");
}

/// Live: a one-token change planted in cufe's own host translation of launch.cu, compared
/// with the reference's: exit 1, and the one new pair of rows carries the reference's output
/// line on the `-` side and cufe's (a different number: the prelude part is printed
/// differently) on the `+` side, both at launch.cu's line of the launch.
#[test]
fn live_planted_change_in_our_output_shows_both_sides_line_numbers() {
    let src = common::examples_dir().join("launch.cu");
    let reference = common::cudafe_ref(&src, &["--prelude-only"]);
    assert_eq!(reference.exit_code, 0);
    let tmp = common::TempDir::new("diff-planted-ours");
    std::fs::copy(reference.file("input.ii"), tmp.join("input.ii")).unwrap();
    let ran = std::process::Command::new(common::cufe_bin()).args(reference.cudafe_args()).current_dir(tmp.path()).output().unwrap();
    assert!(ran.status.success(), "{}", String::from_utf8_lossy(&ran.stderr));
    let ours = read(&tmp.join("input.cudafe1.cpp"));
    let theirs = reference.read("input.cudafe1.cpp");
    let planted = ours.replacen("saxpy(n, a, x, y)", "saxpy(n, a, y, x)", 1);
    assert_ne!(planted, ours);
    let (ours_path, planted_path) = (tmp.join("ours.cudafe1.cpp"), tmp.join("planted.cudafe1.cpp"));
    std::fs::write(&ours_path, &ours).unwrap();
    std::fs::write(&planted_path, &planted).unwrap();

    let opts = DiffOptions {
        normalization: Normalization { only_sources: vec!["launch.cu".into()], same_module_id: true, ..Normalization::default() },
        ..DiffOptions::default()
    };
    let theirs_path = reference.file("input.cudafe1.cpp");
    let (_, before, _) = run(&theirs_path, &ours_path, &opts, OutputFormat::Unified);
    let (code, after, _) = run(&theirs_path, &planted_path, &opts, OutputFormat::Unified);
    assert_eq!(code, 1, "{after}");
    let known: Vec<&str> = changed_rows(&before);
    let new: Vec<&str> = changed_rows(&after).into_iter().filter(|r| !known.contains(r)).collect();
    assert_eq!(new.len(), 2, "rows new with the planted change:\n{}", new.join("\n"));

    // Independently of cufe diff: where the launch is in each output and in launch.cu.
    let their_line = line_of(&theirs, "saxpy(n, a, x, y)");
    let our_line = line_of(&ours, "saxpy(n, a, x, y)");
    assert_ne!(their_line, our_line, "the two outputs should place the launch on different lines");
    let source_line = line_of(&read(&src), "saxpy<<<grid, block>>>");
    let fields = |row: &str| -> Vec<String> { row[1..].split_once(" | ").unwrap().0.split_whitespace().map(String::from).collect() };
    let (minus, plus) = (new.iter().find(|r| r.starts_with('-')).unwrap(), new.iter().find(|r| r.starts_with('+')).unwrap());
    assert_eq!(fields(minus), vec![their_line.to_string(), format!("launch.cu:{source_line}")], "{minus}");
    assert_eq!(fields(plus), vec![our_line.to_string(), format!("launch.cu:{source_line}")], "{plus}");
    assert!(minus.ends_with("saxpy(n, a, x, y);") && plus.ends_with("saxpy(n, a, y, x);"), "{minus}\n{plus}");
}

/// `--against-reference`'s order (issue 17): the changes to the user's own lines first, those
/// inside headers (line-marker flag 3, files outside the input's folder) counted per header,
/// or with `--system-headers` shown after the user's; plain `cufe diff` keeps file order.
#[test]
fn own_lines_first_and_header_changes_counted() {
    let tmp = common::TempDir::new("diff-own-lines");
    let (a, b) = (tmp.join("a.cudafe1.cpp"), tmp.join("b.cudafe1.cpp"));
    let text = |x: &str, r: &str| format!("# 1 \"k.cu\"\nint a;\n# 10 \"/usr/include/stdio.h\" 3\nextern int {x}1;\nextern int {x}2;\nint s1;\nint s2;\n# 5 \"k.cu\"\nint f() {{ return {r}; }}\n");
    std::fs::write(&a, text("x", "1")).unwrap();
    std::fs::write(&b, text("y", "2")).unwrap();
    let own = |show_headers| diffing::own_lines::OwnFiles { dir: tmp.path().to_path_buf(), show_headers };
    let opts = |own_files| DiffOptions { context: 0, own_files, ..DiffOptions::default() };
    let position = |out: &str, needle: &str| out.find(needle).unwrap_or_else(|| panic!("no {needle:?} in:\n{out}"));

    let (code, summarised, _) = run(&a, &b, &opts(Some(own(false))), OutputFormat::Unified);
    assert_eq!(code, 1);
    assert!(summarised.contains("k.cu:5") && summarised.contains("return 2;"), "{summarised}");
    assert!(!summarised.contains("extern int"), "header rows are not shown:\n{summarised}");
    assert!(summarised.contains("4 changed lines inside 1 headers, not shown (--system-headers shows them):\n       4 /usr/include/stdio.h\n"), "{summarised}");

    let (_, shown, _) = run(&a, &b, &opts(Some(own(true))), OutputFormat::Unified);
    assert!(position(&shown, "return 2;") < position(&shown, "extern int y1;"), "the user's lines come first:\n{shown}");
    assert!(!shown.contains("not shown"), "{shown}");

    let (_, plain, _) = run(&a, &b, &opts(None), OutputFormat::Unified);
    assert!(position(&plain, "extern int y1;") < position(&plain, "return 2;"), "plain diff keeps file order:\n{plain}");
}

/// Live, on a `.cu` with `#include <cstdio>` (full mode, the real CUDA headers): the
/// thousands of re-spelled header lines are one count per header; `--system-headers` shows them.
#[test]
fn live_against_reference_summarises_system_headers() {
    common::reference();
    let tmp = common::TempDir::new("diff-against-cstdio");
    let src = tmp.join("io.cu");
    std::fs::write(&src, "#include <cstdio>\n__global__ void k(int *p) { p[0] = 1; }\nint main() { int n = 3; printf(\"%d\\n\", n); return 0; }\n").unwrap();
    let args = |extra: &[&str]| -> Vec<String> { ["diff", "--against-reference", &src.display().to_string()].iter().chain(extra).map(|s| s.to_string()).collect() };
    let (code, out, err) = cufe(&args(&[]));
    assert!(code == 0 || code == 1, "exit {code}: {err}");
    let header_rows = |out: &str| changed_rows(out).into_iter().filter(|r| r.contains("/usr/include/") || r.contains("/include/cuda_runtime")).count();
    assert_eq!(header_rows(&out), 0, "header rows shown by default:\n{out}");
    assert!(out.contains("changed lines inside") && out.contains("/usr/include/"), "{out}");
    assert!(out.lines().count() < 400, "{} lines", out.lines().count());
    // Every row shown is from the input itself.
    assert!(changed_rows(&out).iter().all(|r| r.contains("io.cu:") || !r.contains(".h:")), "{out}");
    let (_, all, _) = cufe(&args(&["--system-headers"]));
    assert!(header_rows(&all) > 1000 && !all.contains("not shown"), "{} header rows", header_rows(&all));
}
