//! The command lines against the reference: the argv nvcc really passes (recorded under
//! `tests/golden/cli/`), which options cudafe++ accepts and rejects, the friendly form's mapping
//! onto nvcc's options, the host preprocessing command, and the built-in prelude (the reference
//! must accept what cufe's preprocessing produces, with no diagnostics).

mod common;
use common::flags_only;

use cufe::cli::commands::Invocation;
use cufe::cli::preprocess::{gcc_arguments, preprocess, PreprocessRequest};
use cufe::cli::{parse_cudafe_args, parse_invocation, CudafeOptions, CxxStandard, DiagAction, DiagControl};
use std::path::Path;

fn golden_args(name: &str) -> Vec<String> {
    common::read_args_file(&common::golden(&format!("cli/{name}.args")))
}

fn parse_golden(name: &str) -> CudafeOptions {
    parse_cudafe_args(&golden_args(name)).unwrap_or_else(|e| panic!("{name}.args: {e}"))
}

fn controls(list: &[(DiagAction, &str)]) -> Vec<DiagControl> {
    list.iter().map(|(action, tag)| DiagControl { action: *action, tag: tag.to_string() }).collect()
}

#[test]
fn every_recorded_nvcc_argv_parses_with_its_file_names() {
    let dir = common::golden("cli");
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("args") {
            continue;
        }
        count += 1;
        let args = common::read_args_file(&path);
        let o = parse_cudafe_args(&args).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let value_after = |flag: &str| args.iter().position(|a| a == flag).map(|i| args[i + 1].clone());
        assert_eq!(Some(&o.input_file), args.last(), "{}", path.display());
        assert_eq!(o.orig_src_file_name, value_after("--orig_src_file_name"), "{}", path.display());
        assert_eq!(o.orig_src_path_name, value_after("--orig_src_path_name"), "{}", path.display());
        assert_eq!(o.gen_c_file_name, value_after("--gen_c_file_name"), "{}", path.display());
        assert_eq!(o.stub_file_name, value_after("--stub_file_name"), "{}", path.display());
        assert_eq!(o.module_id_file_name, value_after("--module_id_file_name"), "{}", path.display());
        assert!(o.gen_module_id_file && o.m64 && o.allow_managed && o.parse_templates);
        // nvcc passes `--simt-only`, or `--enable-tile` under `-enable-tile`
        assert!(o.simt_only != o.enable_tile, "{}", path.display());
        assert_eq!(o.gnu_version, Some(120200));
    }
    assert!(count >= 30, "only {count} golden argv files");
}

#[test]
fn nvcc_default_flags() {
    let o = parse_golden("nvcc_default");
    let expected = CudafeOptions {
        input_file: o.input_file.clone(),
        orig_src_file_name: Some("x.cu".into()),
        orig_src_path_name: Some("/tmp/cli/x.cu".into()),
        gen_c_file_name: o.gen_c_file_name.clone(),
        stub_file_name: o.stub_file_name.clone(),
        module_id_file_name: o.module_id_file_name.clone(),
        ..CudafeOptions::nvcc_defaults()
    };
    assert_eq!(o, expected);
    // The examples' argv (recorded by cudafe-ref) carry the same flags.
    for ex in ["launch", "template_kernel", "variables", "anon_namespace", "hd_struct"] {
        assert_eq!(flags_only(parse_golden(&format!("ref_{ex}"))), flags_only(expected.clone()), "{ex}");
    }
}

/// Each nvcc option changes exactly the field the reference README says it does.
#[test]
fn nvcc_options_map_to_fields() {
    let base = flags_only(parse_golden("nvcc_default"));
    let check = |name: &str, change: &dyn Fn(&mut CudafeOptions)| {
        let mut expected = base.clone();
        change(&mut expected);
        assert_eq!(flags_only(parse_golden(name)), expected, "{name}.args");
    };
    check("nvcc_rdc", &|o| {
        o.device_c = true;
        o.static_host_stub = false;
    });
    check("nvcc_debug", &|o| o.debug_mode = true);
    check("nvcc_extended_lambda", &|o| o.extended_lambda = true);
    check("ref_ext_lambda", &|o| o.extended_lambda = true);
    check("nvcc_relaxed_constexpr", &|o| o.relaxed_constexpr = true);
    check("nvcc_enable_tile", &|o| {
        o.simt_only = false;
        o.enable_tile = true;
    });
    check("nvcc_std_cxx20", &|o| o.standard = CxxStandard::Cxx20);
    check("nvcc_std_cxx11", &|o| o.standard = CxxStandard::Cxx11);
    check("nvcc_std_cxx03", &|o| o.standard = CxxStandard::Cxx03);
    check("nvcc_template_depth", &|o| o.pending_instantiations = Some(99));
    check("nvcc_no_static_template_stub", &|o| {
        o.static_host_stub = false;
        o.host_stub_linkage_explicit = true;
    });
    check("nvcc_xcudafe_diag_suppress", &|o| o.diag_controls = controls(&[(DiagAction::Suppress, "177")]));
    check("nvcc_xcudafe_diag_error", &|o| o.diag_controls = controls(&[(DiagAction::Error, "20")]));
    check("nvcc_keep", &|_| {});
    check("nvcc_lineinfo_fastmath_defines", &|_| {});
    check("nvcc_werror_all", &|o| {
        o.promote_warnings = true;
        o.diag_controls = controls(&[
            (DiagAction::Error, "h_general_hd_illegal_call"),
            (DiagAction::Error, "h_general_hd_illegal_call_generic"),
        ]);
    });
    check("nvcc_no_warnings", &|o| o.no_warnings = true);
    check("nvcc_wno_deprecated", &|o| {
        o.diag_controls = controls(&[
            (DiagAction::Suppress, "deprecated_entity"),
            (DiagAction::Suppress, "deprecated_entity_with_custom_message"),
        ]);
    });
    check("nvcc_wreorder", &|o| o.diag_controls = controls(&[(DiagAction::Warning, "out_of_order_ctor_init")]));
    check("nvcc_diag_suppress_list", &|o| {
        o.diag_controls = controls(&[(DiagAction::Suppress, "177"), (DiagAction::Suppress, "550")]);
    });
    check("nvcc_diag_warn", &|o| o.diag_controls = controls(&[(DiagAction::Warning, "20")]));
    check("nvcc_ewp", &|o| o.partial_link = true);
    check("nvcc_no_hd_initializer_list", &|o| {
        o.no_host_device_initializer_list = true;
        o.no_host_device_move_forward = true;
    });
    check("nvcc_keep_device_functions", &|o| o.keep_device_functions = true);
    check("nvcc_rdc_debug_lambda_relaxed", &|o| {
        o.device_c = true;
        o.static_host_stub = false;
        o.debug_mode = true;
        o.extended_lambda = true;
        o.relaxed_constexpr = true;
        o.standard = CxxStandard::Cxx20;
    });
    assert_eq!(parse_golden("nvcc_keep").gen_c_file_name.as_deref(), Some("x.cudafe1.cpp"));
}

#[test]
fn unknown_flag_is_an_error() {
    let mut args = golden_args("nvcc_default");
    let input = args.pop().unwrap();
    args.push("--bogus_flag".into());
    args.push(input);
    let err = parse_cudafe_args(&args).unwrap_err();
    assert!(err.contains("--bogus_flag"), "{err}");
}

/// A preprocessed example, made by cufe's preprocessing (prelude mode), in a fresh directory.
fn preprocessed_example(name: &str, extended_lambda: bool) -> (common::TempDir, String) {
    let dir = common::TempDir::new(&format!("pre-{name}"));
    // As nvcc (and cudafe-ref) do: run in the input's directory with its bare name.
    let mut request = PreprocessRequest::new(format!("{name}.cu"));
    request.working_dir = Some(common::examples_dir());
    request.extended_lambda = extended_lambda;
    let text = preprocess(&request).unwrap_or_else(|e| panic!("{name}: {e}"));
    std::fs::write(dir.join("input.ii"), &text).unwrap();
    (dir, text)
}

/// Options the reference accepts must parse, options it rejects as command-line errors (exit 4)
/// must not: the same verdict for each, with the reference deciding.
#[test]
fn accepts_and_rejects_what_the_reference_does() {
    let (dir, _) = preprocessed_example("launch", false);
    let base = golden_args("ref_launch");
    let cases: &[&[&str]] = &[
        &["--c++20"],
        &["--c++23"],
        &["--c++14"],
        &["--gnu_version", "110400"],
        &["--diag_suppress", "177,550"],
        &["--diag_suppress=deprecated_entity"],
        &["--diag_error", "20"],
        &["--diag_warn", "out_of_order_ctor_init"],
        &["--diag_warning", "20"],
        &["--diag_remark", "20"],
        &["--diag_once=20"],
        &["--diag_suppress=0177"],
        &["--error_limit", "5"],
        &["-e5"],
        &["-w"],
        &["--no_warnings"],
        &["--promote_warnings"],
        &["--brief_diagnostics"],
        &["--remarks"],
        &["-r"],
        &["--no_display_error_number"],
        &["--xref=x.xref"],
        &["--xref", "x.xref"],
        &["--output_mode", "sarif"],
        &["--pending_instantiations", "3"],
        &["--device-c"],
        &["--debug_mode"],
        &["--relaxed_constexpr"],
        &["--host-stub-linkage-explicit"],
        &["--no_host_device_initializer_list"],
        &["--no_host_device_move_forward"],
        &["--keep-device-functions"],
        &["--partial-link"],
        &["--orig_src_file_name=other.cu"],
        // rejected by the reference:
        &["--bogus_flag"],
        &["-c++17"],
        &["--std=c++17"],
        &["--c++2a"],
        &["--c++98"],
        &["--display-error-number"],
        &["--static_host_stub"],
        &["--simt_only"],
        &["--device_c"],
        &["--debug-mode"],
        &["--extended_lambda"],
        &["--relaxed-constexpr"],
        &["--expt-relaxed-constexpr"],
        &["--host_stub_linkage_explicit"],
        &["--diag-suppress=177"],
        &["--diag_suppress=177-D"],
        &["--diag_suppress=177,,550"],
        &["--diag_suppress=-5"],
        &["--diag_suppress="],
        &["--xref="],
        &["--m64=1"],
        &["--output_mode=json"],
        &["--output_mode=SARIF"],
        &["--gnu_version=abc"],
        &["--gnu_version=-5"],
        &["--pending_instantiations=abc"],
        &["--error_limit=0"],
        &["-w5"],
        &["--list_diag_tags"],
        &["--no_remarks"],
    ];
    let mut disagreements = Vec::new();
    for extra in cases {
        let mut args = base.clone();
        let input = args.pop().unwrap();
        args.extend(extra.iter().map(|s| s.to_string()));
        args.push(input);
        let reference = common::run_reference_cudafe(&args, dir.path());
        let reference_rejects = reference.status.code() == Some(4);
        let ours = parse_cudafe_args(&args);
        if reference_rejects != ours.is_err() {
            disagreements.push(format!(
                "{extra:?}: reference exit {:?} ({}), cufe {ours:?}",
                reference.status.code(),
                String::from_utf8_lossy(&reference.stderr).lines().next().unwrap_or(""),
            ));
        }
    }
    // Extra words after the input: both reject.
    let mut args = base.clone();
    args.push("--m64".into());
    assert_eq!(common::run_reference_cudafe(&args, dir.path()).status.code(), Some(4));
    assert!(parse_cudafe_args(&args).is_err());
    assert!(disagreements.is_empty(), "{} disagreements:\n{}", disagreements.len(), disagreements.join("\n"));
}

/// The built-in prelude stands in for the reference's: the reference accepts every example
/// preprocessed by cufe with no diagnostics, writes the same module id, and translates the part
/// that comes from the `.cu` file exactly as it does with its own `prelude.h`.
#[test]
fn reference_accepts_the_builtin_prelude() {
    for (name, ext) in [
        ("launch", false),
        ("template_kernel", false),
        ("variables", false),
        ("anon_namespace", false),
        ("hd_struct", false),
        ("ext_lambda", true),
    ] {
        let (dir, _) = preprocessed_example(name, ext);
        // nvcc passes the input's realpath; the recorded argv has the path on the machine that
        // recorded it, and the module id's first part is that path's CRC.
        let mut args = golden_args(&format!("ref_{name}"));
        let source = std::fs::canonicalize(common::examples_dir().join(format!("{name}.cu"))).unwrap();
        let at = args.iter().position(|a| a == "--orig_src_path_name").unwrap() + 1;
        args[at] = source.to_string_lossy().into_owned();
        let out = common::run_reference_cudafe(&args, dir.path());
        let diagnostics = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        assert_eq!(out.status.code(), Some(0), "{name}: {diagnostics}");
        assert_eq!(diagnostics, "", "{name}: the reference reports diagnostics");

        let mut flags = vec!["--prelude-only"];
        if ext {
            flags.push("--extended-lambda");
        }
        let reference = common::cudafe_ref(&common::examples_dir().join(format!("{name}.cu")), &flags);
        assert_eq!(reference.exit_code, 0, "{name}");
        let ours_id = std::fs::read_to_string(dir.join("input.module_id")).unwrap();
        assert_eq!(ours_id, reference.read("input.module_id"), "{name}");
        let ours_host = std::fs::read_to_string(dir.join("input.cudafe1.cpp")).unwrap();
        let theirs_host = reference.read("input.cudafe1.cpp");
        assert_eq!(
            from_the_cu_file(&ours_host, &format!("{name}.cu")),
            from_the_cu_file(&theirs_host, &format!("{name}.cu")),
            "{name}: the translation of the .cu part differs"
        );
    }
}

/// The lines of a `.cudafe1.cpp` from the first line marker into `file` after the last line
/// marker into a prelude, without bare `# N` markers (line numbers shift with the prelude).
fn from_the_cu_file(host: &str, file: &str) -> Vec<String> {
    let lines: Vec<&str> = host.lines().collect();
    let last_prelude = lines.iter().rposition(|l| l.starts_with("# ") && l.contains("prelude.h\"")).unwrap_or(0);
    // The marker names the file as the preprocessor was given it: `"launch.cu"` or `".../launch.cu"`.
    let names_file = |l: &str| l.starts_with("# ") && (l.contains(&format!("\"{file}\"")) || l.contains(&format!("/{file}\"")));
    let start = (last_prelude..lines.len())
        .find(|&i| names_file(lines[i]))
        .unwrap_or(lines.len());
    let kept: Vec<String> = lines[start..]
        .iter()
        .filter(|l| !(l.starts_with("# ") && l[2..].bytes().all(|b| b.is_ascii_digit())))
        .map(|l| l.to_string())
        .collect();
    assert!(kept.len() > 5, "no translated lines from {file}");
    kept
}

/// cufe's host preprocessing command is nvcc's (`nvcc -dryrun`), with the same options.
#[test]
fn preprocessing_command_is_nvccs() {
    let reference = common::reference();
    let dir = common::TempDir::new("dryrun");
    std::fs::write(dir.join("k.cu"), "").unwrap();
    type Variant = (&'static [&'static str], fn(&mut PreprocessRequest));
    let variants: &[Variant] = &[
        (&[], |_| {}),
        (&["-std=c++20"], |r| r.standard = Some(CxxStandard::Cxx20)),
        (&["--extended-lambda"], |r| r.extended_lambda = true),
        (&["--expt-relaxed-constexpr"], |r| r.relaxed_constexpr = true),
        (&["-rdc=true"], |r| r.rdc = true),
        (&["-G"], |r| r.debug = true),
        (&["-DFOO=1", "-UBAR", "-I/tmp/inc"], |r| {
            r.defines.push("FOO=1".into());
            r.undefines.push("BAR".into());
            r.include_dirs.push("/tmp/inc".into());
        }),
        (&["-std=c++17", "--extended-lambda", "-DX", "-I/a", "-I/b"], |r| {
            r.standard = Some(CxxStandard::Cxx17);
            r.extended_lambda = true;
            r.defines.push("X".into());
            r.include_dirs.push("/a".into());
            r.include_dirs.push("/b".into());
        }),
    ];
    for (nvcc_options, configure) in variants {
        let mut nvcc_args = vec!["-arch=sm_90"];
        nvcc_args.extend_from_slice(nvcc_options);
        nvcc_args.extend_from_slice(&["-c", "k.cu"]);
        let commands = common::nvcc_dryrun(&nvcc_args, dir.path());
        let host_cpp = commands
            .iter()
            .find(|c| c.contains(" -E ") && !c.contains("__CUDA_ARCH__=") && c.contains("cpp4.ii"))
            .unwrap_or_else(|| panic!("no host gcc -E in nvcc -dryrun {nvcc_options:?}"));
        let mut words = common::shell_words(host_cpp);
        words.remove(0); // gcc
        let o = words.iter().position(|w| w == "-o").expect("-o");
        words.truncate(o); // drop `-o FILE`
        // nvcc names its CUDA as `$NV/bin/../include`.
        let cuda = reference.nv.join("bin").join("..");
        let mut request = PreprocessRequest::new("k.cu");
        request.cuda_path = Some(cuda);
        configure(&mut request);
        assert_eq!(gcc_arguments(&request, "cuda_runtime.h"), words, "nvcc {nvcc_options:?}");
    }
}

/// `cufe build x.cu -o D` means what `nvcc -c x.cu` passes cudafe++, up to file names.
#[test]
fn friendly_form_matches_nvccs_flags() {
    let input = common::examples_dir().join("launch.cu");
    let cases: &[(&str, &[&str])] = &[
        ("nvcc_default", &[]),
        ("nvcc_rdc", &["--rdc"]),
        ("nvcc_debug", &["-G"]),
        ("nvcc_extended_lambda", &["--extended-lambda"]),
        ("nvcc_relaxed_constexpr", &["--expt-relaxed-constexpr"]),
        ("nvcc_std_cxx20", &["-std=c++20"]),
        ("nvcc_diag_suppress_list", &["--diag-suppress=177,550"]),
        ("nvcc_no_warnings", &["-w"]),
        ("nvcc_rdc_debug_lambda_relaxed", &["--rdc", "-G", "--extended-lambda", "--expt-relaxed-constexpr", "--std=c++20"]),
    ];
    for (golden, options) in cases {
        let mut argv: Vec<String> = vec!["cufe".into(), "build".into(), input.display().to_string(), "-o".into(), "out".into()];
        argv.extend(options.iter().map(|s| s.to_string()));
        let Ok(Invocation::Build { source, out_dir }) = parse_invocation(&argv) else { panic!("{argv:?}") };
        let ours = source.cudafe_options(Some(&out_dir), Some(120200)).unwrap();
        assert_eq!(flags_only(ours.clone()), flags_only(parse_golden(golden)), "{golden} vs {options:?}");
        assert_eq!(ours.orig_src_file_name.as_deref(), Some(input.display().to_string().as_str()));
        assert_eq!(ours.gen_c_file_name.as_deref(), Some(Path::new("out").join("launch.cudafe1.cpp").to_str().unwrap()));
    }
}

/// The binary: cudafe++'s form with an unknown flag exits 4 and names the flag, as cudafe++ does.
#[test]
fn binary_rejects_unknown_cudafe_flags_with_status_4() {
    let mut args = golden_args("ref_launch");
    let input = args.pop().unwrap();
    args.push("--bogus_flag".into());
    args.push(input);
    let out = std::process::Command::new(common::cufe_bin()).args(&args).output().unwrap();
    assert_eq!(out.status.code(), Some(4));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--bogus_flag"));
}

/// The binary: `--version` prints the crate version and exits 0.
#[test]
fn binary_prints_its_version() {
    let out = std::process::Command::new(common::cufe_bin()).arg("--version").output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains(env!("CARGO_PKG_VERSION")));
}
