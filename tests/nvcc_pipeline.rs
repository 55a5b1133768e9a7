//! End to end through the real nvcc pipeline: each example in `tests/examples/` is compiled
//! with `nvcc -arch=sm_90 -c`, once with the reference cudafe++ and once with cufe in its
//! place (`nvcc-with`), and the two objects must define and reference exactly the same
//! symbols (`nm`: names and types). This is what "drop-in replacement" means for the linker.

mod common;

use std::path::Path;

use common::{cufe_bin, nm, nvcc_with, repo_root, Symbol, TempDir};

/// The examples of the walking-skeleton issue: the reference's own (except extended lambdas)
/// and three of ours (explicit/deduced template launch, managed variables, nested namespace).
const EXAMPLES: &[&str] = &[
    "launch",
    "variables",
    "template_kernel",
    "anon_namespace",
    "hd_struct",
    "template_launch",
    "managed",
    "nested_namespace",
];

fn compile(frontend: &str, example: &str, dir: &Path) -> Vec<Symbol> {
    let src = repo_root().join("tests/examples").join(format!("{example}.cu"));
    let obj = dir.join(format!("{example}.o"));
    let out = nvcc_with(frontend, &["-arch=sm_90", "-c", src.to_str().unwrap(), "-o", obj.to_str().unwrap()], dir);
    assert!(
        out.status.success(),
        "{example}: nvcc with {frontend} failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    nm(&obj)
}

#[test]
fn objects_built_with_cufe_have_the_reference_symbols() {
    let cufe = cufe_bin();
    let mut failures = Vec::new();
    for example in EXAMPLES {
        let dir = TempDir::new(&format!("nvcc-{example}"));
        let reference = compile("reference", example, dir.path());
        let ours = compile(cufe.to_str().unwrap(), example, dir.path());
        if reference != ours {
            failures.push(format!("{example}:\n  reference: {reference:?}\n  cufe:      {ours:?}"));
        }
    }
    assert!(failures.is_empty(), "symbol tables differ:\n{}", failures.join("\n"));
}
