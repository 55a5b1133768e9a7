//! End to end through the real nvcc pipeline: each example in `tests/examples/` is compiled
//! with `nvcc -arch=sm_90 -c`, once with the reference cudafe++ and once with cufe in its
//! place (`nvcc-with`), and the two objects must define and reference exactly the same
//! symbols (`nm`: names and types). This is what "drop-in replacement" means for the linker.
//! Each example is built in whole-program mode and with `-rdc=true` (relocatable device code:
//! cudafe++'s `--device-c`); an example's `// cudafe-ref-flags:` line adds nvcc options
//! (`--extended-lambda`). The whole-program build is also done in C++20 (`-std=c++20`).

mod common;

use std::path::Path;

use common::{cufe_bin, nm, nvcc_with, repo_root, Symbol, TempDir};

/// The examples of the walking-skeleton issue (the reference's own and three of ours), the
/// extended-lambda ones (the reference's `ext_lambda` and two of ours), kernel templates from a
/// header, degenerate units (an empty file, a kernel declaration only), and patterns from
/// CCCL that broke the host compile of the thrust unit (`cccl_patterns`), CUDA's `__noinline__`
/// keyword beside libstdc++'s `__attribute__((__noinline__))` (`noinline_keyword`).
const EXAMPLES: &[&str] = &[
    "launch",
    "variables",
    "template_kernel",
    "anon_namespace",
    "hd_struct",
    "template_launch",
    "managed",
    "nested_namespace",
    "ext_lambda",
    "ext_lambda_captures",
    "ext_lambda_inline",
    "ext_lambda_members",
    "header_template",
    "empty",
    "kernel_declaration",
    "cccl_patterns",
    "ext_lambda_traits",
    "noinline_keyword",
    "template_args_trailing_comma",
    "constant_array_bound_from_initializer",
    "builtin_named_member_function_and_enum_alias",
    "lambda_gnu_attributes",
    "flashinfer_patterns",
    "inline_defined_later",
];

/// Units that define nothing the module id can be made of: the reference then ends the id
/// with a time- and pid-based tail (`_637cab07_16941`), which `-rdc=true` objects carry in
/// symbol names (`__cudaRegisterLinkedBinary_<id>`), so two reference builds differ too. They
/// are compared in whole-program mode only (cufe's fallback is deterministic, see module_id.rs).
/// `ext_lambda_members` gets the fallback from the reference only with `-rdc=true` and the full
/// cuda_runtime.h unit (its prelude-mode and whole-program ids are `..._65aa0f73`, cufe's too);
/// why is not known yet.
const NO_STABLE_MODULE_ID: &[&str] = &["empty", "kernel_declaration", "ext_lambda_members"];

/// The nvcc options an example asks for on its `// cudafe-ref-flags:` line.
fn example_flags(src: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(src).unwrap_or_else(|e| panic!("cannot read {}: {e}", src.display()));
    text.lines()
        .filter_map(|l| l.strip_prefix("// cudafe-ref-flags:"))
        .flat_map(|l| l.split_whitespace().map(String::from).collect::<Vec<_>>())
        .collect()
}

fn compile(frontend: &str, example: &str, mode: &[&str], dir: &Path) -> Vec<Symbol> {
    let src = repo_root().join("tests/examples").join(format!("{example}.cu"));
    let obj = dir.join(format!("{example}.o"));
    let flags = example_flags(&src);
    let mut args: Vec<&str> = vec!["-arch=sm_90", "-c"];
    args.extend(mode);
    args.extend(flags.iter().map(String::as_str));
    args.extend([src.to_str().unwrap(), "-o", obj.to_str().unwrap()]);
    let out = nvcc_with(frontend, &args, dir);
    assert!(
        out.status.success(),
        "{example}: nvcc {args:?} with {frontend} failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    nm(&obj)
}

/// Builds every example with both front ends in one mode; returns the differences.
fn compare_all(mode: &[&str], label: &str, examples: &[&str]) -> Vec<String> {
    let cufe = cufe_bin();
    let mut failures = Vec::new();
    for example in examples {
        let dir = TempDir::new(&format!("nvcc-{label}-{example}"));
        let reference = compile("reference", example, mode, dir.path());
        let ours = compile(cufe.to_str().unwrap(), example, mode, dir.path());
        if reference != ours {
            let only_ref: Vec<_> = reference.iter().filter(|s| !ours.contains(s)).collect();
            let only_ours: Vec<_> = ours.iter().filter(|s| !reference.contains(s)).collect();
            failures.push(format!("{example} ({label}):\n  only in the reference's: {only_ref:?}\n  only in cufe's:          {only_ours:?}"));
        }
    }
    failures
}

#[test]
fn objects_built_with_cufe_have_the_reference_symbols() {
    let failures = compare_all(&[], "whole-program", EXAMPLES);
    assert!(failures.is_empty(), "symbol tables differ:\n{}", failures.join("\n"));
}

#[test]
fn relocatable_objects_built_with_cufe_have_the_reference_symbols() {
    let examples: Vec<&str> = EXAMPLES.iter().copied().filter(|e| !NO_STABLE_MODULE_ID.contains(e)).collect();
    let failures = compare_all(&["-rdc=true"], "rdc", &examples);
    assert!(failures.is_empty(), "symbol tables differ:\n{}", failures.join("\n"));
}

#[test]
fn cxx20_objects_built_with_cufe_have_the_reference_symbols() {
    let failures = compare_all(&["-std=c++20"], "c++20", EXAMPLES);
    assert!(failures.is_empty(), "symbol tables differ:\n{}", failures.join("\n"));
}
