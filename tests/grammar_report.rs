//! `cufe grammar --report` and the ambiguity node table behind it (`tables/ambiguities.yaml`):
//! every `Ambig*` kind of `src/syntax/ast.rs` has an entry (a kind added to the tree without
//! a minimal input fails here), each entry's input, run through `cufe parse --tree`, shows
//! the node, and the report lists productions, kinds and the conflict rule. Also checks that
//! a grammar with an LR(1) conflict fails the build with lalrpop's explanation.

use std::path::{Path, PathBuf};
use std::process::Command;

use cufe::syntax::grammar_report::{ambiguity_kinds_in_ast, match_kinds, productions, AST_TEXT, GRAMMAR_TEXT};
use cufe::tables::ambiguities::AMBIGUITIES;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn cufe(args: &[&str], input: Option<&Path>) -> (i32, String, String) {
    let mut c = Command::new(env!("CARGO_BIN_EXE_cufe"));
    c.args(args);
    if let Some(i) = input {
        c.arg(i);
    }
    let out = c.output().expect("run cufe");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// The kinds in the ast.rs on disk (not only the one built in), so an edit shows at once.
fn ast_kinds() -> Vec<String> {
    let text = std::fs::read_to_string(repo().join("src/syntax/ast.rs")).expect("read ast.rs");
    ambiguity_kinds_in_ast(&text)
}

#[test]
fn every_ambiguity_kind_of_the_tree_has_an_example() {
    let kinds = ast_kinds();
    assert!(kinds.len() >= 3, "the scan found too few kinds: {kinds:?}");
    let (_, missing) = match_kinds(&kinds);
    assert!(missing.is_empty(), "ambiguity kinds of src/syntax/ast.rs without an entry in tables/ambiguities.yaml: {missing:?}");
    for a in AMBIGUITIES {
        assert!(kinds.iter().any(|k| k == a.kind), "tables/ambiguities.yaml lists {}, which ast.rs does not define", a.kind);
    }
}

/// The check above can fail: a kind added to the tree is found and has no entry.
#[test]
fn a_new_kind_without_an_example_is_caught() {
    let grown = format!("{AST_TEXT}\npub enum Expr2 {{\n    Plain(u32),\n    AmbigCast(Box<u32>, Box<u32>),\n}}\n");
    let kinds = ambiguity_kinds_in_ast(&grown);
    let (_, missing) = match_kinds(&kinds);
    assert_eq!(missing, vec!["Expr2::AmbigCast"]);
}

#[test]
fn each_example_shows_its_node_in_the_tree_and_is_resolved() {
    let dir = std::env::temp_dir().join(format!("cufe-ambig-report-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (i, a) in AMBIGUITIES.iter().enumerate() {
        let file = dir.join(format!("k{i}.ii"));
        std::fs::write(&file, format!("{}\n", a.example)).unwrap();
        let (status, tree, err) = cufe(&["parse", "--tree"], Some(&file));
        assert_eq!(status, 0, "{}: {err}", a.kind);
        assert!(tree.contains(a.marker), "{}: `{}` not in the tree of {:?}:\n{tree}", a.kind, a.marker, a.example);
        // After disambiguation the node is gone and the rule that chose is named.
        let (status, resolved, err) = cufe(&["parse", "--resolved"], Some(&file));
        assert_eq!(status, 0, "{}: {err}", a.kind);
        assert!(!resolved.contains(a.marker), "{}: still ambiguous after resolution:\n{resolved}", a.kind);
        assert!(resolved.contains(a.rule), "{}: rule `{}` not shown:\n{resolved}", a.kind, a.rule);
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// `^(pub )?Name(<params>)?\s*(: Type)?\s*=` (not `=>`): a nonterminal's first line.
fn is_header(line: &str) -> bool {
    let l = line.strip_prefix("pub ").unwrap_or(line);
    if !l.starts_with(|c: char| c.is_ascii_uppercase()) {
        return false;
    }
    let mut rest = l.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '_');
    if rest.starts_with('<') {
        rest = rest.split_once('>').map_or("", |(_, r)| r);
    }
    let Some(eq) = rest.find('=') else { return false };
    let before = rest[..eq].trim();
    !rest[eq..].starts_with("=>") && (before.is_empty() || before.starts_with(':'))
}

#[test]
fn report_lists_productions_kinds_examples_and_conflicts() {
    let (status, report, err) = cufe(&["grammar", "--report"], None);
    assert_eq!(status, 0, "{err}");
    let nts = productions(GRAMMAR_TEXT);
    // Every nonterminal header of the file is found (counted independently, by line shape).
    let headers = GRAMMAR_TEXT.lines().filter(|l| is_header(l)).count();
    assert_eq!(nts.len(), headers, "nonterminals found by the report's reader vs header lines");
    assert!(report.contains(&format!("## Productions ({} nonterminals", nts.len())), "{}", &report[..200.min(report.len())]);
    // InitDeclarator's four alternatives, as written in the grammar, bindings removed.
    let init = report.split("\nInitDeclarator\n").nth(1).expect("InitDeclarator listed");
    let alts: Vec<&str> = init.lines().take_while(|l| l.starts_with("    | ")).collect();
    assert_eq!(
        alts,
        vec![
            "    | Tk<TypeName> Initializer?",
            "    | Declarator Initializer?",
            "    | Declarator LParenInit Comma<CallArg> \")\"",
            "    | AmbigDeclarator",
        ]
    );
    for a in AMBIGUITIES {
        assert!(report.contains(&format!("\n{}\n", a.kind)), "kind {} not listed", a.kind);
        assert!(report.contains(&format!("example: {}", a.example)), "example of {} not listed", a.kind);
    }
    for k in ast_kinds() {
        assert!(report.contains(&format!("\n{k}\n")), "AST kind {k} not in the report");
    }
    assert!(report.contains("## LR(1) conflicts\n\nnone"), "conflict section missing");
}

/// What the report's conflict section claims: the build script (the one cargo built for this
/// crate) fails on a grammar with a conflict and prints lalrpop's explanation.
#[test]
fn a_conflicting_grammar_fails_the_build_script() {
    let exe = PathBuf::from(env!("CARGO_BIN_EXE_cufe"));
    let build_dir = exe.parent().unwrap().join("build");
    let scripts: Vec<PathBuf> = std::fs::read_dir(&build_dir)
        .unwrap_or_else(|e| panic!("{}: {e}", build_dir.display()))
        .flatten()
        .map(|d| d.path().join("build-script-build"))
        .filter(|p| p.is_file() && p.parent().unwrap().file_name().unwrap().to_string_lossy().starts_with("cufe-"))
        .collect();
    assert!(!scripts.is_empty(), "no cufe build script under {}", build_dir.display());
    let dir = std::env::temp_dir().join(format!("cufe-conflict-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("grammar")).unwrap();
    std::fs::create_dir_all(dir.join("out")).unwrap();
    std::fs::write(dir.join("grammar/x.lalrpop"), "grammar;\npub E: () = {\n    E \"+\" E => (),\n    \"n\" => (),\n};\n").unwrap();
    for s in &scripts {
        let out = Command::new(s).current_dir(&dir).env("OUT_DIR", dir.join("out")).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(!out.status.success(), "{} accepted a conflicting grammar", s.display());
        assert!(stdout.contains("Conflict detected") && stdout.contains("grammar/x.lalrpop:3:5"), "{}: {stdout}", s.display());
    }
    std::fs::remove_dir_all(&dir).ok();
}
