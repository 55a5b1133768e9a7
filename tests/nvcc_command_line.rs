//! `cufe check/build/il/xref` with nvcc's command line as people type it (issue 17), where
//! CUDA comes from (`--cuda-path`, `CUDA_HOME`, `CUDA_PATH`, the nvcc on `PATH`,
//! `/usr/local/cuda`, else the built-in prelude), the prelude's private directory (issue 18:
//! nothing planted at a guessable path is read, outputs do not depend on `TMPDIR`), and which
//! stream diagnostics go to.

mod common;
use common::flags_only;

use cufe::cli::commands::Invocation;
use cufe::cli::preprocess::{find_cuda, gcc_arguments};
use cufe::cli::{parse_cudafe_args, parse_invocation};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|s| s.to_string()).collect()
}

/// Each spelling means what nvcc makes of it: `nvcc -dryrun OPTIONS -c k.cu` shows the host
/// preprocessing command and cudafe++'s argv; `cufe build k.cu -o out OPTIONS` must build the
/// same preprocessing command (with the same CUDA) and pass the same cudafe++ flags. Options
/// that only matter to later steps (`-lineinfo`, `-Xptxas`, `-l`, ...) change neither.
#[test]
fn nvcc_spellings_mean_what_nvcc_makes_of_them() {
    let reference = common::reference();
    let dir = common::TempDir::new("nvcc-spellings");
    std::fs::write(dir.join("k.cu"), "").unwrap();
    let k = dir.join("k.cu");
    let cases: &[&[&str]] = &[
        &["-arch=sm_80"],
        &["-arch", "sm_90a"],
        &["--gpu-architecture=compute_90", "-code=sm_90"],
        &["-gencode", "arch=compute_80,code=sm_80", "-gencode=arch=compute_90,code=sm_90"],
        &["-rdc=true"],
        &["--relocatable-device-code=true"],
        &["-rdc=false"],
        &["-std", "c++20"],
        &["-std=c++14"],
        &["-DFOO=1", "-D", "BAR", "-UBAZ", "-I/tmp/inc", "-isystem", "/tmp/sys", "-include", "pre.h"],
        &["-x", "cu"],
        &["-ccbin", "gcc"],
        &["--expt-relaxed-constexpr", "--expt-extended-lambda"],
        &["-G", "-lineinfo"],
        &["-O3", "-Xcompiler", "-fPIC,-Wall"],
        &["-Xcompiler=-fno-strict-aliasing", "-O2"],
        &["-Xptxas", "-v", "-lcudart", "-L/opt/lib", "-l", "m", "-maxrregcount=32", "--use_fast_math"],
        // (-g is ignored too; nvcc hands it to gcc -E, where it changes nothing.)
        &["-Wno-deprecated-gpu-targets", "-res-usage", "-Xlinker", "--as-needed"],
    ];
    let mut failures = Vec::new();
    for options in cases {
        // nvcc's own default is sm_75; cufe's is sm_90, as the reference scripts run nvcc.
        let mut nvcc_args = vec!["-c"];
        if !options.iter().any(|o| o.contains("arch")) {
            nvcc_args.push("-arch=sm_90");
        }
        nvcc_args.extend_from_slice(options);
        nvcc_args.push("k.cu");
        let commands = common::nvcc_dryrun(&nvcc_args, dir.path());
        let host_cpp = commands
            .iter()
            .find(|c| c.contains(" -E ") && !c.contains("__CUDA_ARCH__=") && c.contains("cpp4.ii"))
            .unwrap_or_else(|| panic!("no host gcc -E in nvcc -dryrun {options:?}: {commands:?}"));
        let mut nvcc_gcc = common::shell_words(host_cpp);
        nvcc_gcc.remove(0); // the compiler
        let o = nvcc_gcc.iter().position(|w| w == "-o").expect("-o");
        nvcc_gcc.truncate(o - 1); // drop the input and `-o FILE`
        let cudafe = commands.iter().find(|c| c.contains("cudafe++")).expect("a cudafe++ step");
        let mut nvcc_cudafe = common::shell_words(cudafe);
        nvcc_cudafe.remove(0);
        let nvcc_cudafe = flags_only(parse_cudafe_args(&nvcc_cudafe).unwrap_or_else(|e| panic!("{options:?}: {e}")));

        let mut argv = strings(&["cufe", "build", k.to_str().unwrap(), "-o", "out"]);
        argv.extend(strings(options));
        let Ok(Invocation::Build { source, out_dir }) = parse_invocation(&argv) else {
            failures.push(format!("{options:?}: not accepted: {:?}", parse_invocation(&argv)));
            continue;
        };
        let mut request = source.preprocess_request();
        request.cuda_path = Some(reference.nv.join("bin").join("..")); // as nvcc names it
        let mut ours_gcc = gcc_arguments(&request, "cuda_runtime.h");
        ours_gcc.pop(); // the input
        if ours_gcc != nvcc_gcc {
            failures.push(format!("{options:?}: preprocessing\n  nvcc: {nvcc_gcc:?}\n  cufe: {ours_gcc:?}"));
        }
        let ours_cudafe = flags_only(source.cudafe_options(Some(&out_dir), Some(120200)).unwrap());
        if ours_cudafe != nvcc_cudafe {
            failures.push(format!("{options:?}: cudafe++ flags\n  nvcc: {nvcc_cudafe:?}\n  cufe: {ours_cudafe:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn several_inputs_and_nvcc_errors() {
    let argv = strings(&["cufe", "check", "a.cu", "b.cu", "-arch=sm_90"]);
    let Ok(Invocation::Check { source, .. }) = parse_invocation(&argv) else { panic!("{:?}", parse_invocation(&argv)) };
    assert_eq!(source.inputs(), vec![PathBuf::from("a.cu"), PathBuf::from("b.cu")]);
    assert!(parse_invocation(&strings(&["cufe", "check", "-x", "c++", "a.cu"])).is_err(), "only CUDA sources");
    assert!(parse_invocation(&strings(&["cufe", "check", "-arch=gfx90a", "a.cu"])).is_err(), "not an NVIDIA arch");
    assert!(parse_invocation(&strings(&["cufe", "xref", "a.cu", "b.cu"])).is_err(), "xref writes one file");
    // `-o` means the output where there is one, and nothing for check.
    let Ok(Invocation::Check { source, .. }) = parse_invocation(&strings(&["cufe", "check", "a.cu", "-o", "a.o"])) else { panic!() };
    assert_eq!(source.inputs(), vec![PathBuf::from("a.cu")]);
}

/// A fake CUDA installation: `root/include/cuda_runtime.h` (and `root/bin/nvcc`).
fn fake_cuda(root: &Path) -> PathBuf {
    std::fs::create_dir_all(root.join("include")).unwrap();
    std::fs::create_dir_all(root.join("bin")).unwrap();
    std::fs::write(root.join("include/cuda_runtime.h"), "").unwrap();
    std::fs::write(root.join("bin/nvcc"), "").unwrap();
    root.to_path_buf()
}

#[test]
fn cuda_is_found_where_nvcc_users_keep_it() {
    let dir = common::TempDir::new("find-cuda");
    let (home, path, on_path, empty) = (
        fake_cuda(&dir.join("home")),
        fake_cuda(&dir.join("path")),
        fake_cuda(&dir.join("onpath")),
        dir.join("empty"),
    );
    std::fs::create_dir_all(empty.join("bin")).unwrap();
    std::fs::write(empty.join("bin/nvcc"), "").unwrap(); // an nvcc without headers beside it
    let path_var = std::env::join_paths([empty.join("bin"), on_path.join("bin")]).unwrap();
    let env = |vars: Vec<(&'static str, OsString)>| move |name: &str| vars.iter().find(|(n, _)| *n == name).map(|(_, v)| v.clone());
    let all = env(vec![("CUDA_HOME", home.clone().into()), ("CUDA_PATH", path.clone().into()), ("PATH", path_var.clone())]);
    assert_eq!(find_cuda(Some(&path), &all).unwrap(), Some(path.clone()), "--cuda-path first");
    assert!(find_cuda(Some(&empty), &all).is_err(), "--cuda-path without headers is an error");
    assert_eq!(find_cuda(None, &all).unwrap(), Some(home.clone()));
    let no_home = env(vec![("CUDA_HOME", empty.clone().into()), ("CUDA_PATH", path.clone().into()), ("PATH", path_var.clone())]);
    assert_eq!(find_cuda(None, &no_home).unwrap(), Some(path.clone()), "a CUDA_HOME without headers is passed over");
    let only_path = env(vec![("PATH", path_var.clone())]);
    assert_eq!(find_cuda(None, &only_path).unwrap(), Some(on_path.clone()), "the directory above nvcc");
    let usr_local = Path::new("/usr/local/cuda");
    let expected = usr_local.join("include/cuda_runtime.h").is_file().then(|| usr_local.to_path_buf());
    assert_eq!(find_cuda(None, &env(vec![])).unwrap(), expected);
}

/// `cufe` with the CUDA environment variables removed and a PATH without nvcc (gcc stays).
fn cufe_without_cuda(args: &[&str], cwd: &Path, tmpdir: &Path) -> Output {
    Command::new(common::cufe_bin())
        .args(args)
        .current_dir(cwd)
        .env_remove("CUDA_HOME")
        .env_remove("CUDA_PATH")
        .env("PATH", "/usr/bin:/bin")
        .env("TMPDIR", tmpdir)
        .output()
        .unwrap()
}

fn text(out: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr))
}

/// Without CUDA, `#include <cuda_runtime.h>` is the built-in stand-in, other CUDA headers get a
/// message naming --cuda-path, and a remark says once that the stand-in is used; with the
/// reference's real CUDA (by --cuda-path or CUDA_HOME) the same program and cuda_fp16.h work.
#[test]
fn without_cuda_the_prelude_stands_in_for_cuda_runtime_h() {
    if Path::new("/usr/local/cuda/include/cuda_runtime.h").is_file() {
        panic!("this test needs a machine without /usr/local/cuda (it would be found)");
    }
    let dir = common::TempDir::new("no-cuda");
    std::fs::write(dir.join("rt.cu"), "#include <cuda_runtime.h>\n__global__ void k() {}\nint main() { k<<<1, 1>>>(); }\n").unwrap();
    std::fs::write(dir.join("fp16.cu"), "#include <cuda_fp16.h>\n__global__ void k(__half h) {}\n").unwrap();
    let out = cufe_without_cuda(&["check", "rt.cu", "rt.cu"], dir.path(), dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert_eq!(text(&out).matches("remark: no CUDA installation found").count(), 1, "{}", text(&out));
    // A preprocessed unit needs no CUDA: no remark.
    let out = cufe_without_cuda(&["build", "rt.cu", "-o", "out"], dir.path(), dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    std::fs::write(dir.join("rt.ii"), std::fs::read(dir.join("out/rt.cudafe1.cpp")).unwrap()).unwrap();
    let out = cufe_without_cuda(&["check", "--host-only", "rt.ii"], dir.path(), dir.path());
    assert!(!text(&out).contains("remark: no CUDA"), "{}", text(&out));
    let out = cufe_without_cuda(&["check", "fp16.cu"], dir.path(), dir.path());
    assert_ne!(out.status.code(), Some(0));
    assert!(text(&out).contains("\"cuda_fp16.h\" is a CUDA header") && text(&out).contains("--cuda-path"), "{}", text(&out));

    let nv = common::reference().nv;
    for how in ["--cuda-path", "CUDA_HOME"] {
        for file in ["rt.cu", "fp16.cu"] {
            let mut cmd = Command::new(common::cufe_bin());
            cmd.args(["check", "--host-only", file]).current_dir(dir.path()).env_remove("CUDA_PATH").env("PATH", "/usr/bin:/bin");
            if how == "CUDA_HOME" {
                cmd.env("CUDA_HOME", &nv);
            } else {
                cmd.env_remove("CUDA_HOME").arg("--cuda-path").arg(&nv);
            }
            let out = cmd.output().unwrap();
            assert_eq!(out.status.code(), Some(0), "{file} with {how}: {}", text(&out));
            assert!(!text(&out).contains("remark: no CUDA"), "{file} with {how}: {}", text(&out));
        }
    }
}

/// The prelude's directory is private: a directory or symlink planted at the old shared path
/// (`$TMPDIR/cufe-prelude-<crc32>`) changes nothing, the directory cufe uses is new on every
/// run, mode 0700, and gone afterwards; the outputs are the same bytes whatever TMPDIR is.
#[test]
fn the_prelude_directory_is_private_and_outputs_do_not_depend_on_tmpdir() {
    let dir = common::TempDir::new("private-prelude");
    let src = dir.join("src");
    std::fs::create_dir_all(&src).unwrap();
    std::fs::copy(common::examples_dir().join("launch.cu"), src.join("launch.cu")).unwrap();
    // A host compiler that records the directory of the force-included prelude and its mode.
    let log = dir.join("seen.txt");
    let spy = dir.join("spy-gcc");
    std::fs::write(
        &spy,
        format!(
            "#!/bin/sh\nprev=\nfor a in \"$@\"; do if [ \"$prev\" = -include ]; then d=$(dirname \"$a\"); \
             echo \"$d $(stat -c %a \"$d\")\" >> {}; fi; prev=$a; done\nexec gcc \"$@\"\n",
            log.display()
        ),
    )
    .unwrap();
    Command::new("chmod").arg("755").arg(&spy).status().unwrap();

    let old_name = format!("cufe-prelude-{:08x}", crc32fast::hash(cufe::cli::preprocess::CUDA_PRELUDE.as_bytes()));
    let planted = "#error planted prelude\n";
    let (tmp_a, tmp_b) = (dir.join("tmp-a"), dir.join("tmp-b"));
    // tmp-a: a planted directory; tmp-b: a symlink to an attacker's directory.
    std::fs::create_dir_all(tmp_a.join(&old_name)).unwrap();
    std::fs::write(tmp_a.join(&old_name).join("cuda_prelude.h"), planted).unwrap();
    let attacker = dir.join("attacker");
    std::fs::create_dir_all(&attacker).unwrap();
    std::fs::write(attacker.join("cuda_prelude.h"), planted).unwrap();
    std::fs::create_dir_all(&tmp_b).unwrap();
    std::os::unix::fs::symlink(&attacker, tmp_b.join(&old_name)).unwrap();

    let mut outputs = Vec::new();
    for tmp in [&tmp_a, &tmp_b] {
        let out_dir = dir.join(&format!("out-{}", tmp.file_name().unwrap().to_string_lossy()));
        let out = cufe_without_cuda(
            &["build", "launch.cu", "-o", out_dir.to_str().unwrap(), "-ccbin", spy.to_str().unwrap()],
            &src,
            tmp,
        );
        assert_eq!(out.status.code(), Some(0), "{}", text(&out));
        assert!(!text(&out).contains("planted"), "{}", text(&out));
        let host = std::fs::read(out_dir.join("launch.cudafe1.cpp")).unwrap();
        assert!(String::from_utf8_lossy(&host).contains("\"<cufe-builtin>/cuda_prelude.h\""), "line markers name the prelude");
        outputs.push((host, std::fs::read(out_dir.join("launch.module_id")).unwrap()));
        // Nothing of cufe's is left behind, and the planted entries are untouched.
        let left: Vec<String> = std::fs::read_dir(tmp).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        assert_eq!(left, vec![old_name.clone()], "{}", tmp.display());
    }
    assert!(outputs[0] == outputs[1], "the outputs depend on TMPDIR");
    let seen = std::fs::read_to_string(&log).unwrap();
    let seen: Vec<&str> = seen.lines().collect();
    assert_eq!(seen.len(), 2, "{seen:?}");
    assert!(seen.iter().all(|l| l.ends_with(" 700") && !l.contains(&old_name)), "{seen:?}");
    assert!(seen[0].starts_with(tmp_a.to_str().unwrap()) && seen[1].starts_with(tmp_b.to_str().unwrap()), "{seen:?}");
}

/// `cufe check --diag-format=sarif|json`: the diagnostics are the output, on stdout; text stays
/// on stderr. cudafe++'s own command line (`--output_mode sarif`, as nvcc runs it) keeps SARIF
/// on stderr.
#[test]
fn machine_readable_diagnostics_go_to_stdout_in_the_friendly_form() {
    let dir = common::TempDir::new("diag-stream");
    std::fs::write(dir.join("bad.cu"), "__global__ int k() { return 0; }\n").unwrap();
    for (format, marker) in [("sarif", "sarif-schema-2.1.0"), ("json", "\"severity\"")] {
        let out = cufe_without_cuda(&["check", "bad.cu", &format!("--diag-format={format}")], dir.path(), dir.path());
        assert_eq!(out.status.code(), Some(2));
        let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        assert!(stdout.contains(marker), "{format}: stdout {stdout:?}");
        assert!(!stderr.contains(marker) && !stderr.contains('{'), "{format}: stderr {stderr:?}");
    }
    let out = cufe_without_cuda(&["check", "bad.cu"], dir.path(), dir.path());
    assert_eq!(out.stdout, b"", "text diagnostics stay on stderr");
    assert!(String::from_utf8_lossy(&out.stderr).contains("bad.cu(1): error"));

    // cudafe++'s form, on the preprocessed unit.
    let mut request = cufe::cli::PreprocessRequest::new("bad.cu");
    request.working_dir = Some(dir.path().to_path_buf());
    std::fs::write(dir.join("bad.ii"), cufe::cli::preprocess(&request).unwrap()).unwrap();
    let out = Command::new(common::cufe_bin())
        .args(["--c++17", "--output_mode", "sarif", "bad.ii"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(out.stdout, b"");
    assert!(String::from_utf8_lossy(&out.stderr).contains("sarif-schema-2.1.0"));
}

/// `cufe check` points at the source as the user wrote it: the line shown is the file's, and
/// the column counts it, not the macro-expanded line; a position inside a macro's expansion
/// points at the macro. `--locations=preprocessed` shows what nvcc's cudafe++ shows.
#[test]
fn diagnostics_point_at_the_source_as_written() {
    let dir = common::TempDir::new("as-written");
    std::fs::write(
        dir.join("m.cu"),
        "#define CHECK(x) do { if (!(x)) { return 1; } } while (0)\n\
         #define DEV __device__\n\
         DEV int g(float x) { return undefined_one + 1; }\n\
         int h() { CHECK(undefined_two > 0 && undefined_three()); return 0; }\n",
    )
    .unwrap();
    let columns = |extra: &[&str]| -> Vec<(u64, u64)> {
        let out = cufe_without_cuda(&[&["check", "m.cu", "--diag-format=json"], extra].concat(), dir.path(), dir.path());
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .filter(|d| d["number"] == 20)
            .map(|d| (d["line"].as_u64().unwrap(), d["column"].as_u64().unwrap()))
            .collect()
    };
    assert_eq!(columns(&[]), [(3, 29), (4, 17), (4, 38)]);
    let preprocessed = columns(&["--locations=preprocessed"]);
    assert_eq!(preprocessed.len(), 3);
    assert_ne!(preprocessed[0], (3, 29), "the preprocessed line has DEV expanded");

    let out = cufe_without_cuda(&["check", "m.cu"], dir.path(), dir.path());
    let shown = text(&out);
    assert!(shown.contains("  DEV int g(float x) { return undefined_one + 1; }\n                              ^\n"), "{shown}");
    assert!(shown.contains("  int h() { CHECK(undefined_two > 0 && undefined_three()); return 0; }\n                  ^\n"), "{shown}");
}
