//! Separate compilation end to end: two-file programs (`tests/cases/separate/`: kernels in one
//! file, launches in the other, device variables, a device function and a constant shared
//! through `extern`, a kernel template in a header) are compiled with `nvcc -rdc=true -c`,
//! device-linked with `nvcc -dlink` and linked into executables, once with the reference
//! cudafe++ and once with cufe in its place (`nvcc-with`). The executables' symbol tables
//! (`nm`: names and types) must be equal. Only building and linking: no GPU is needed.

mod common;

use std::path::Path;

use common::{cufe_bin, nm, nvcc_with, repo_root, Symbol, TempDir};

/// Each program: its name and its two source files (without `.cu`).
const PROGRAMS: &[(&str, [&str; 2])] = &[
    ("counter", ["counter_kernels", "counter_main"]),
    ("transform", ["transform_ops", "transform_main"]),
];

fn nvcc(frontend: &str, args: &[&str], dir: &Path, what: &str) {
    let out = nvcc_with(frontend, args, dir);
    assert!(
        out.status.success(),
        "{what}: nvcc {args:?} with {frontend} failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Compiles both files with `frontend`, device-links them and links the executable; returns its
/// symbols.
fn build(frontend: &str, program: &str, files: &[&str; 2], dir: &Path) -> Vec<Symbol> {
    let cases = repo_root().join("tests/cases/separate");
    let mut objects = Vec::new();
    for f in files {
        let src = cases.join(format!("{f}.cu"));
        let obj = format!("{f}.o");
        nvcc(frontend, &["-arch=sm_90", "-rdc=true", "-c", src.to_str().unwrap(), "-o", &obj], dir, f);
        objects.push(obj);
    }
    let mut dlink: Vec<&str> = vec!["-arch=sm_90", "-dlink"];
    dlink.extend(objects.iter().map(String::as_str));
    dlink.extend(["-o", "dlink.o"]);
    nvcc(frontend, &dlink, dir, "device link");
    let mut link: Vec<&str> = vec!["-arch=sm_90"];
    link.extend(objects.iter().map(String::as_str));
    link.extend(["dlink.o", "-o", program]);
    nvcc(frontend, &link, dir, "link");
    nm(&dir.join(program))
}

#[test]
fn two_file_programs_link_with_the_reference_symbols() {
    let cufe = cufe_bin();
    let mut failures = Vec::new();
    for (program, files) in PROGRAMS {
        let ref_dir = TempDir::new(&format!("sep-ref-{program}"));
        let our_dir = TempDir::new(&format!("sep-cufe-{program}"));
        let reference = build("reference", program, files, ref_dir.path());
        let ours = build(cufe.to_str().unwrap(), program, files, our_dir.path());
        // The reference's executable must really be a relocatable-device-code program (one
        // linked-binary registration per file), or the comparison would prove little.
        let registrations = reference.iter().filter(|s| s.kind == 'T' && s.name.starts_with("__cudaRegisterLinkedBinary_")).count();
        assert_eq!(registrations, 2, "{program}: the reference's executable should register two linked binaries");
        if reference != ours {
            let only_ref: Vec<_> = reference.iter().filter(|s| !ours.contains(s)).collect();
            let only_ours: Vec<_> = ours.iter().filter(|s| !reference.contains(s)).collect();
            failures.push(format!("{program}:\n  only in the reference's: {only_ref:?}\n  only in cufe's:          {only_ours:?}"));
        }
    }
    assert!(failures.is_empty(), "executables' symbol tables differ:\n{}", failures.join("\n"));
}
