//! The friendly command line (`cufe check x.cu`, `cufe build x.cu -o DIR`, ...) and the choice
//! between it and cudafe++'s.
//!
//! `cufe` is invoked two ways: by people, with a subcommand, and by nvcc (through `nvcc-with`),
//! with cudafe++'s argv. The first argument decides: a subcommand name, `help`, `-h`/`--help`,
//! `-V`/`--version`, or nothing at all means the friendly form; anything else is cudafe++'s form,
//! whose first argument is always an option (`--c++17` ...). The friendly subcommands take a raw
//! `.cu` and preprocess it like nvcc ([`super::preprocess`]); [`SourceArgs::cudafe_options`] gives
//! the options nvcc would have passed for the same file, so both forms drive one pipeline.

use super::cudafe_args::{
    parse_cudafe_args, CudafeOptions, CxxStandard, DiagAction, DiagControl, DiagFormat,
    COMMAND_LINE_ERROR_EXIT_CODE,
};
use super::color::ColorChoice;
use super::preprocess::{find_cuda, PreprocessRequest};
use clap::{Args, Parser, Subcommand};
use std::path::{Path, PathBuf};

/// The first arguments that select the friendly form.
pub const COMMAND_NAMES: &[&str] =
    &["check", "build", "il", "xref", "demangle", "symbols", "diff", "parse", "grammar", "explain", "help", "-h", "--help", "-V", "--version"];

/// What one run of `cufe` is asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Invocation {
    /// cudafe++'s own command line: read the preprocessed `input_file`, write the outputs named
    /// by the options. Exit status as cudafe++'s (0, 2 on errors, 4 on command-line errors).
    Cudafe(CudafeOptions),
    /// `cufe check x.cu`: preprocess, check, print diagnostics; write nothing. Reports what
    /// cudafe++ and cicc (the device-side front end) would report, unless `host_only`.
    Check { source: SourceArgs, host_only: bool },
    /// `cufe check -p DIR [FILES...] [OPTIONS]`: check the CUDA entries of
    /// `DIR/compile_commands.json` (those of `files` only, when given), each with its own
    /// flags and then `options`, several at a time; one summary at the end.
    CheckDatabase { database: PathBuf, files: Vec<PathBuf>, options: Vec<String> },
    /// `cufe build x.cu -o DIR`: preprocess and translate; write `DIR/x.cudafe1.cpp` and
    /// `DIR/x.module_id` (the names nvcc uses with `--keep`).
    Build { source: SourceArgs, out_dir: PathBuf },
    /// `cufe il x.cu`: print the IL (as `--il_display`).
    Il { source: SourceArgs, json: bool },
    /// `cufe xref x.cu [-o FILE]`: write the cross-reference (as `--xref`); stdout without `-o`.
    Xref { source: SourceArgs, output: Option<PathBuf> },
    /// `cufe explain N`: the rule behind a diagnostic number (either form) or tag.
    Explain { query: String },
    /// `cufe demangle [OPTIONS] [NAMES...]`: like c++filt, demangle each name; with no names,
    /// the mangled names found in stdin's text.
    Demangle { names: Vec<String>, options: crate::mangle::DemangleOptions },
    /// `cufe symbols x.cu|x.ii`: the mangled names of the entities the unit defines, sorted.
    /// `cufe symbols x.cu [--kernels]`.
    Symbols { source: SourceArgs, kernels: bool },
    /// `cufe diff A B`: compare outputs (files or directories) after normalisation.
    Diff { a: PathBuf, b: PathBuf, options: crate::diffing::DiffOptions, format: crate::diffing::OutputFormat },
    /// `cufe diff --against-reference x.cu`: run the reference and cufe on the same input and
    /// compare every output.
    DiffAgainstReference {
        request: crate::diffing::against_reference::AgainstReference,
        options: crate::diffing::DiffOptions,
        format: crate::diffing::OutputFormat,
    },
    /// `cufe grammar --report`: productions, ambiguity node kinds with examples, conflicts.
    GrammarReport,
    /// `cufe parse x.cu|x.ii [--resolved]`: print the syntax tree (ambiguity nodes visible, or
    /// resolved and annotated with the rule that chose each reading).
    Parse { source: SourceArgs, resolved: bool, tokens: bool },
    /// `--help`, `--version`, `help`: print this text to stdout and exit 0.
    Print(String),
}

/// The options of the subcommands that take a `.cu` file: nvcc's spellings where nvcc has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceArgs {
    /// The `.cu` file, as given.
    pub input: PathBuf,
    /// More input files (`cufe check a.cu b.cu`): each is run on its own, with the same options.
    pub more_inputs: Vec<PathBuf>,
    /// `--cuda-path DIR`: use `DIR/include/cuda_runtime.h` as nvcc does; else a CUDA found by
    /// [`find_cuda`], else the built-in prelude.
    pub cuda_path: Option<PathBuf>,
    /// `--std=c++NN` (also `-std=c++NN`); `None` = the host compiler's default (C++17 for gcc 12).
    pub standard: Option<CxxStandard>,
    /// `-D MACRO[=VALUE]`, in order.
    pub defines: Vec<String>,
    /// `-U MACRO`, in order.
    pub undefines: Vec<String>,
    /// `-I DIR`, in order.
    pub include_dirs: Vec<PathBuf>,
    /// `-isystem DIR`, in order.
    pub system_include_dirs: Vec<PathBuf>,
    /// `-include FILE` (nvcc's `--pre-include`), in order.
    pub pre_includes: Vec<PathBuf>,
    /// What nvcc passes on to the host preprocessor: `-Xcompiler` values, `-O` levels.
    pub host_options: Vec<String>,
    /// `__CUDA_ARCH_LIST__`, from `-arch` and `-gencode` (nvcc's default: 900).
    pub arch_list: Vec<u32>,
    /// `--extended-lambda` (nvcc's; also `--expt-extended-lambda`).
    pub extended_lambda: bool,
    /// `--expt-relaxed-constexpr`.
    pub relaxed_constexpr: bool,
    /// `--rdc` (nvcc's `-rdc=true`): relocatable device code.
    pub rdc: bool,
    /// `-G`: device debug mode.
    pub debug: bool,
    /// `--diag-format text|sarif|json|pretty`.
    pub diag_format: DiagFormat,
    /// `--diag-numbers=all`: show the number on errors too.
    pub diag_numbers_on_errors: bool,
    /// Diagnostics point at the source as written (`--locations=written`, the default).
    pub locations_as_written: bool,
    /// `--color auto|always|never`: ANSI colours in the text and pretty diagnostics.
    pub color: ColorChoice,
    /// `--diag-suppress`, `--diag-warn`, `--diag-error` (nvcc's spellings; comma lists), in
    /// the order: all suppressions, then warnings, then errors (clap does not keep the
    /// interleaving of different options).
    pub diag_controls: Vec<DiagControl>,
    /// `-w`: no warnings.
    pub no_warnings: bool,
    /// `--compiler-bindir` / `-ccbin`: the host compiler for preprocessing (default `gcc`).
    pub compiler: String,
}

impl SourceArgs {
    /// The unit's text: an `.ii`/`.i` file as it is, anything else through the host
    /// preprocessing step.
    pub fn read_text(&self) -> Result<String, String> {
        if matches!(self.input.extension().and_then(|e| e.to_str()), Some("ii" | "i")) {
            std::fs::read(&self.input).map(|b| String::from_utf8_lossy(&b).into_owned()).map_err(|e| e.to_string())
        } else {
            super::preprocess(&self.preprocess_request())
        }
    }

    /// Every input file, in the order given.
    pub fn inputs(&self) -> Vec<PathBuf> {
        std::iter::once(self.input.clone()).chain(self.more_inputs.iter().cloned()).collect()
    }

    /// These options for another input file.
    pub fn for_input(&self, input: &Path) -> SourceArgs {
        SourceArgs { input: input.to_path_buf(), more_inputs: Vec::new(), ..self.clone() }
    }

    /// The CUDA installation to preprocess with: `--cuda-path` as given (checked when used),
    /// else one [`find_cuda`] finds in the environment; `None` = the built-in prelude.
    pub fn cuda_installation(&self) -> Option<PathBuf> {
        match &self.cuda_path {
            Some(dir) => Some(dir.clone()),
            None => find_cuda(None, &|name| std::env::var_os(name)).ok().flatten(),
        }
    }

    /// The host preprocessing step for this file.
    pub fn preprocess_request(&self) -> PreprocessRequest {
        PreprocessRequest {
            input: self.input.clone(),
            standard: self.standard,
            defines: self.defines.clone(),
            undefines: self.undefines.clone(),
            include_dirs: self.include_dirs.clone(),
            system_include_dirs: self.system_include_dirs.clone(),
            pre_includes: self.pre_includes.clone(),
            host_options: self.host_options.clone(),
            arch_list: self.arch_list.clone(),
            cuda_path: self.cuda_installation(),
            extended_lambda: self.extended_lambda,
            relaxed_constexpr: self.relaxed_constexpr,
            rdc: self.rdc,
            debug: self.debug,
            compiler: self.compiler.clone(),
            working_dir: None,
            device_arch: None,
            plain_cxx: false,
        }
    }

    /// The options nvcc would pass cudafe++ for this file (`nvcc -c x.cu` with the same flags),
    /// with `gnu_version` from [`super::preprocess::probe_gnu_version`] (`None` keeps nvcc's
    /// 120200). `input_file` is the `.cu` itself: the text to read comes from the preprocessor.
    /// With `out_dir`, the outputs are `out_dir/<stem>.cudafe1.cpp` and `out_dir/<stem>.module_id`
    /// and the stub is `<stem>.cudafe1.stub.c` (nvcc's `--keep` names). Fails if the input does
    /// not exist (its realpath feeds the module id).
    pub fn cudafe_options(&self, out_dir: Option<&Path>, gnu_version: Option<u32>) -> Result<CudafeOptions, String> {
        let real_path = std::fs::canonicalize(&self.input)
            .map_err(|e| format!("cannot open source file \"{}\": {e}", self.input.display()))?;
        let mut options = CudafeOptions::nvcc_defaults();
        options.input_file = self.input.display().to_string();
        options.standard = self.standard.unwrap_or(CxxStandard::Cxx17);
        if let Some(v) = gnu_version {
            options.gnu_version = Some(v);
        }
        options.orig_src_file_name = Some(self.input.display().to_string());
        options.orig_src_path_name = Some(real_path.display().to_string());
        options.static_host_stub = !self.rdc;
        options.device_c = self.rdc;
        options.debug_mode = self.debug;
        options.extended_lambda = self.extended_lambda;
        options.relaxed_constexpr = self.relaxed_constexpr;
        options.no_warnings = self.no_warnings;
        options.diag_format = self.diag_format;
        // Machine-readable diagnostics are the friendly commands' output: stdout, so that
        // `cufe check --diag-format=sarif x.cu > x.sarif` works (cudafe++'s form keeps stderr).
        options.diagnostics_to_stdout = matches!(self.diag_format, DiagFormat::Sarif | DiagFormat::Json);
        options.locations_as_written = self.locations_as_written;
        options.sarif_for_code_scanning = true;
        options.color = self.color.for_stderr();
        options.diag_numbers_on_errors = self.diag_numbers_on_errors;
        options.diag_controls = self.diag_controls.clone();
        let stem = self.input.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        options.stub_file_name = Some(format!("{stem}.cudafe1.stub.c"));
        options.gen_module_id_file = out_dir.is_some();
        if let Some(dir) = out_dir {
            options.gen_c_file_name = Some(dir.join(format!("{stem}.cudafe1.cpp")).display().to_string());
            options.module_id_file_name = Some(dir.join(format!("{stem}.module_id")).display().to_string());
        }
        Ok(options)
    }
}

#[derive(Parser, Debug)]
#[command(
    name = "cufe",
    version,
    about = "A CUDA C++ front end: checks .cu files and writes nvcc's host translation.",
    long_about = "A CUDA C++ front end: checks .cu files and writes nvcc's host translation.\n\n\
        Besides these subcommands, cufe accepts cudafe++'s own command line \
        (cufe --c++17 --gen_c_file_name F ... file.ii), so nvcc can run it in cudafe++'s place.",
    arg_required_else_help = true
)]
struct FriendlyCli {
    #[command(subcommand)]
    command: FriendlyCommand,
}

#[derive(Subcommand, Debug)]
enum FriendlyCommand {
    /// Check a .cu file and print its diagnostics (host and device side); write nothing
    #[command(after_help = "With -p BUILD_DIR (or -p path/to/compile_commands.json), checks the CUDA entries of a CMake \
        compilation database, each with its own nvcc flags (then the options given here), several at a time; \
        files named after it select entries. (CMake writes the database with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON.)")]
    Check {
        #[command(flatten)]
        source: SourceOpts,
        /// Only the host-side checks (what cudafe++ reports inside nvcc); without it the
        /// device-side checks that nvcc leaves to cicc are reported too
        #[arg(long)]
        host_only: bool,
    },
    /// Translate a .cu file into DIR/<name>.cudafe1.cpp and DIR/<name>.module_id
    Build {
        #[command(flatten)]
        source: SourceOpts,
        /// Output directory (created if missing)
        #[arg(short = 'o', long = "output-dir", value_name = "DIR")]
        out_dir: PathBuf,
    },
    /// Print the intermediate language of a .cu file
    Il {
        #[command(flatten)]
        source: SourceOpts,
        /// "text" (cudafe++'s --il_display) or "json" (its --il-display-format=json): the same entries
        #[arg(long, value_name = "FORMAT", default_value = "text", value_parser = ["text", "json"])]
        format: String,
    },
    /// Print or write the cross-reference of a .cu file
    Xref {
        #[command(flatten)]
        source: SourceOpts,
        /// Write to FILE instead of stdout
        #[arg(short = 'o', long = "output", value_name = "FILE")]
        output: Option<PathBuf>,
    },
    /// Explain a diagnostic: its rule, a minimal example, who reports it (number in either form, or tag)
    Explain {
        /// The number (20048, #20048-D, 3632) or tag
        query: String,
    },
    /// Demangle C++ names like c++filt (without names, the names found in stdin's text)
    Demangle {
        /// Do not show a function's parameters (nor its return type)
        #[arg(short = 'p', long = "no-params")]
        no_params: bool,
        /// Also demangle type encodings (`Pi` is `int*`)
        #[arg(short = 't', long = "types")]
        types: bool,
        /// Ignore one leading underscore (`__Z1fv` is `f()`)
        #[arg(short = '_', long = "strip-underscore")]
        strip_underscore: bool,
        /// Do not ignore a leading underscore (the default)
        #[arg(short = 'n', long = "no-strip-underscore", overrides_with = "strip_underscore")]
        no_strip_underscore: bool,
        /// Mangled names
        names: Vec<String>,
    },
    /// Print the mangled names of the symbols a .cu, .cpp or .ii file defines, sorted (as nm --defined-only)
    Symbols {
        #[command(flatten)]
        source: SourceOpts,
        /// Print one line per kernel (template instantiations included): its mangled name and the name of its __device_stub__
        #[arg(long)]
        kernels: bool,
    },
    /// Print the syntax tree of a .cu (or preprocessed .ii) file, ambiguity nodes included
    Parse {
        #[command(flatten)]
        source: SourceOpts,
        /// Print the tree after disambiguation, each choice annotated with its rule
        #[arg(long)]
        resolved: bool,
        /// Print the tree (the default; kept for symmetry with --resolved)
        #[arg(long)]
        tree: bool,
        /// Print the classified token stream (the name oracle's output, markers included)
        #[arg(long)]
        tokens: bool,
    },
    /// Describe the grammar: productions, ambiguity node kinds (with a minimal input each), conflicts
    Grammar {
        /// Print the report (the only action so far)
        #[arg(long, required = true)]
        report: bool,
    },
    /// Compare outputs (files or directories) after normalisation; exit 0 equal, 1 different, 2 trouble
    Diff {
        /// The first file or directory (with --against-reference: the .cu file)
        a: PathBuf,
        /// The second file or directory
        #[arg(required_unless_present = "against_reference")]
        b: Option<PathBuf>,
        /// Run the installed reference (cudafe++) and cufe on the .cu file A and compare every output
        #[arg(long, conflicts_with = "b")]
        against_reference: bool,
        /// The folder holding the reference's cudafe-ref script (default: $CUFE_REF_SCRIPTS, or a
        /// shared/reference folder found upwards)
        #[arg(long, value_name = "DIR", requires = "against_reference")]
        reference_scripts: Option<PathBuf>,
        /// With --against-reference: preprocess with the reference's small prelude instead of cuda_runtime.h
        #[arg(long, requires = "against_reference")]
        prelude_only: bool,
        /// With --against-reference: an option for cudafe-ref (--std=c++20, --extended-lambda, --nvcc=ARG; repeatable)
        #[arg(long = "ref-arg", value_name = "ARG", allow_hyphen_values = true, requires = "against_reference")]
        ref_args: Vec<String>,
        /// With --against-reference: show the differences inside headers (system, CUDA toolkit)
        /// after the input's own, instead of a count per header
        #[arg(long, requires = "against_reference")]
        system_headers: bool,
        /// Per file: line counts and the top-level declarations that differ
        #[arg(long, conflicts_with = "json")]
        stat: bool,
        /// The comparison as JSON
        #[arg(long)]
        json: bool,
        /// Remove this prefix wherever it appears, e.g. absolute header paths (repeatable)
        #[arg(long = "strip-prefix", value_name = "P")]
        strip_prefix: Vec<String>,
        /// Treat module ids (and _GLOBAL__N_<id>) as equal
        #[arg(long)]
        same_module_id: bool,
        /// In code, only compare lines whose source file name ends with FILE (repeatable; module ids and diagnostics are compared whole)
        #[arg(long = "only-source", value_name = "FILE")]
        only_source: Vec<String>,
        /// Compare line markers as lines instead of removing them
        #[arg(long)]
        keep_line_markers: bool,
        /// Keep redundant parentheses
        #[arg(long)]
        keep_parens: bool,
        /// Keep braces around single statements
        #[arg(long)]
        keep_braces: bool,
        /// Keep the reference's re-spellings (literals, `unsigned int`, ...)
        #[arg(long)]
        keep_spellings: bool,
        /// Lines of context around each change
        #[arg(short = 'U', long = "unified", value_name = "N", default_value_t = 3)]
        context: usize,
    },
}

#[derive(Args, Debug)]
struct SourceOpts {
    /// The .cu files (each is run on its own)
    #[arg(required = true, num_args = 1..)]
    inputs: Vec<PathBuf>,
    /// A CUDA installation: preprocess with its cuda_runtime.h (default: $CUDA_HOME, $CUDA_PATH,
    /// the nvcc on PATH, /usr/local/cuda; without any, cufe's built-in stand-in)
    #[arg(long, value_name = "DIR")]
    cuda_path: Option<PathBuf>,
    /// Target architecture (nvcc's -arch=sm_90 / compute_90): sets __CUDA_ARCH_LIST__
    #[arg(long = "arch", value_name = "ARCH")]
    arch: Vec<String>,
    /// nvcc's -gencode arch=compute_NN,code=sm_NN: its arch sets __CUDA_ARCH_LIST__
    #[arg(long = "gencode", value_name = "SPEC")]
    gencode: Vec<String>,
    /// nvcc's -code=sm_NN (the device code to keep; no effect on the front end)
    #[arg(long = "code", value_name = "CODE", hide = true)]
    code: Vec<String>,
    /// Add a system include directory (-isystem DIR)
    #[arg(long = "isystem", value_name = "DIR")]
    system_include_dirs: Vec<PathBuf>,
    /// Include FILE before the source (-include FILE, nvcc's --pre-include)
    #[arg(long = "pre-include", value_name = "FILE")]
    pre_includes: Vec<PathBuf>,
    /// An option nvcc passes to the host preprocessor (from -Xcompiler and -O)
    #[arg(long = "host-option", value_name = "OPT", allow_hyphen_values = true, hide = true)]
    host_options: Vec<String>,
    /// Language standard: c++03, c++11, c++14, c++17, c++20, c++23, c++26
    #[arg(long = "std", value_name = "STD", value_parser = parse_standard)]
    standard: Option<CxxStandard>,
    /// Define a macro
    #[arg(short = 'D', value_name = "MACRO[=VALUE]")]
    defines: Vec<String>,
    /// Undefine a macro
    #[arg(short = 'U', value_name = "MACRO")]
    undefines: Vec<String>,
    /// Add an include directory
    #[arg(short = 'I', value_name = "DIR")]
    include_dirs: Vec<PathBuf>,
    /// Allow __device__ and __host__ __device__ lambdas in host code
    #[arg(long, alias = "expt-extended-lambda")]
    extended_lambda: bool,
    /// Let host code call constexpr __device__ functions and vice versa
    #[arg(long)]
    expt_relaxed_constexpr: bool,
    /// Relocatable device code (nvcc's -rdc=true)
    #[arg(long)]
    rdc: bool,
    /// Device debug mode (nvcc's -G)
    #[arg(short = 'G')]
    debug: bool,
    /// Diagnostic format
    #[arg(long, value_name = "FORMAT", default_value = "text", value_parser = parse_diag_format)]
    diag_format: DiagFormat,
    /// Where diagnostics point: "written" (the line and column as the source has them, before
    /// macro expansion) or "preprocessed" (the expanded line, as nvcc's cudafe++ shows it)
    #[arg(long, value_name = "WHERE", default_value = "written", value_parser = ["written", "preprocessed"])]
    locations: String,
    /// Colour the text and pretty diagnostics: "auto" (when stderr is a terminal and NO_COLOR
    /// is unset), "always" or "never"; the last one given wins
    #[arg(long, value_name = "WHEN", default_value = "auto", value_parser = parse_color, overrides_with = "color")]
    color: ColorChoice,
    /// Show diagnostic numbers on errors too ("all"), not only on warnings ("default")
    #[arg(long, value_name = "WHICH", value_parser = ["all", "default"])]
    diag_numbers: Option<String>,
    /// Suppress diagnostics (numbers or names, comma-separated)
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    diag_suppress: Vec<String>,
    /// Make diagnostics warnings
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    diag_warn: Vec<String>,
    /// Make diagnostics errors
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    diag_error: Vec<String>,
    /// Suppress all warnings
    #[arg(short = 'w')]
    no_warnings: bool,
    /// The host compiler used to preprocess
    #[arg(long = "compiler-bindir", visible_alias = "ccbin", value_name = "COMPILER", default_value = "gcc")]
    compiler: String,
}

fn parse_standard(s: &str) -> Result<CxxStandard, String> {
    CxxStandard::from_std_name(s).ok_or_else(|| format!("unknown standard \"{s}\" (c++03, c++11, c++14, c++17, c++20, c++23, c++26)"))
}

fn parse_color(s: &str) -> Result<ColorChoice, String> {
    ColorChoice::from_name(s).ok_or_else(|| format!("unknown colour choice \"{s}\" (auto, always, never)"))
}

fn parse_diag_format(s: &str) -> Result<DiagFormat, String> {
    DiagFormat::from_name(s).ok_or_else(|| format!("unknown format \"{s}\" (text, sarif, json, pretty)"))
}

fn diag_controls(action: DiagAction, tags: &[String]) -> Result<Vec<DiagControl>, String> {
    tags.iter()
        .map(|tag| {
            let ok = !tag.is_empty() && tag.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
            if ok {
                Ok(DiagControl { action, tag: tag.clone() })
            } else {
                Err(format!("error: invalid diagnostic tag \"{tag}\""))
            }
        })
        .collect()
}

impl SourceOpts {
    fn into_source_args(self) -> Result<SourceArgs, String> {
        let mut controls = diag_controls(DiagAction::Suppress, &self.diag_suppress)?;
        controls.extend(diag_controls(DiagAction::Warning, &self.diag_warn)?);
        controls.extend(diag_controls(DiagAction::Error, &self.diag_error)?);
        let mut inputs = self.inputs.into_iter();
        let input = inputs.next().ok_or("error: no input file")?;
        let mut arch_list = Vec::new();
        for arch in &self.arch {
            arch_list.extend(arch_number(arch)?);
        }
        for spec in &self.gencode {
            arch_list.extend(gencode_arch(spec)?);
        }
        arch_list.sort_unstable();
        arch_list.dedup();
        if arch_list.is_empty() {
            arch_list.push(900); // nvcc 13.5's default, sm_90
        }
        Ok(SourceArgs {
            input,
            more_inputs: inputs.collect(),
            cuda_path: self.cuda_path,
            standard: self.standard,
            defines: self.defines,
            undefines: self.undefines,
            include_dirs: self.include_dirs,
            system_include_dirs: self.system_include_dirs,
            pre_includes: self.pre_includes,
            // nvcc puts the -Xcompiler options before the -O level, whatever the order given.
            host_options: {
                let (levels, others): (Vec<String>, Vec<String>) = self.host_options.into_iter().partition(|o| o.starts_with("-O"));
                others.into_iter().chain(levels).collect()
            },
            arch_list,
            extended_lambda: self.extended_lambda,
            relaxed_constexpr: self.expt_relaxed_constexpr,
            rdc: self.rdc,
            debug: self.debug,
            diag_format: self.diag_format,
            diag_numbers_on_errors: self.diag_numbers.as_deref() == Some("all"),
            locations_as_written: self.locations == "written",
            color: self.color,
            diag_controls: controls,
            no_warnings: self.no_warnings,
            compiler: host_compiler(self.compiler),
        })
    }
}

/// Whether `args` (with the program name first) is the friendly form.
fn is_friendly_form(args: &[String]) -> bool {
    match args.get(1) {
        None => true,
        Some(first) => COMMAND_NAMES.contains(&first.as_str()),
    }
}

/// `__CUDA_ARCH_LIST__`'s number for one `-arch` value: `sm_90`, `sm_90a`, `compute_90`,
/// `lto_90` → 900. `native`, `all` and `all-major` leave nvcc's default (no entry).
fn arch_number(arch: &str) -> Result<Option<u32>, String> {
    if matches!(arch, "native" | "all" | "all-major") {
        return Ok(None);
    }
    let digits = ["sm_", "compute_", "lto_"].iter().find_map(|p| arch.strip_prefix(p)).unwrap_or("");
    let digits = digits.trim_end_matches(|c: char| c.is_ascii_alphabetic());
    match digits.parse::<u32>() {
        Ok(n) if !digits.is_empty() => Ok(Some(n * 10)),
        _ => Err(format!("error: unknown GPU architecture \"{arch}\" (sm_NN, compute_NN)")),
    }
}

/// The architecture of a `-gencode` spec (`arch=compute_80,code=sm_80`).
fn gencode_arch(spec: &str) -> Result<Option<u32>, String> {
    match spec.split(',').find_map(|part| part.strip_prefix("arch=")) {
        Some(arch) => arch_number(arch),
        None => Err(format!("error: -gencode \"{spec}\" names no arch=")),
    }
}

/// nvcc's `-ccbin` names the compiler or the directory holding it (then `gcc` there).
fn host_compiler(ccbin: String) -> String {
    let path = Path::new(&ccbin);
    if path.is_dir() {
        path.join("gcc").display().to_string()
    } else {
        ccbin
    }
}

/// `xref`, `symbols` and `parse` read one file.
fn single(source: SourceArgs, command: &str) -> Result<SourceArgs, String> {
    if source.more_inputs.is_empty() {
        Ok(source)
    } else {
        Err(format!("error: cufe {command} takes one input file"))
    }
}

/// The subcommands that take nvcc's options.
const SOURCE_COMMANDS: &[&str] = &["check", "build", "il", "xref", "symbols", "parse"];

/// nvcc options that only matter to later steps of nvcc (code generation, ptxas, the host
/// compile, the link): accepted and ignored. Without a value. (`-g` also reaches nvcc's
/// `gcc -E`, where it changes nothing.)
const IGNORED_FLAGS: &[&str] = &[
    "-c", "--compile", "-lineinfo", "--generate-line-info", "-g", "--debug", "-m64", "--machine=64",
    "-use_fast_math", "--use_fast_math", "-keep", "--keep", "-shared", "--shared", "-res-usage",
    "--resource-usage", "-src-in-ptx", "--source-in-ptx", "-extra-device-vectorization",
    "--extra-device-vectorization", "-restrict", "--restrict", "-cubin", "--cubin", "-ptx", "--ptx",
    "-fatbin", "--fatbin", "-dlink", "--device-link", "-link", "--link", "-lib", "--lib",
];
/// Likewise, each followed by a value (`-Xptxas -v`, `-maxrregcount 32`, `-l cudart`).
const IGNORED_WITH_VALUE: &[&str] = &[
    "-Xptxas", "--ptxas-options", "-Xlinker", "--linker-options", "-Xnvlink", "--nvlink-options",
    "-Xarchive", "--archive-options", "-maxrregcount", "--maxrregcount", "-cudart", "--cudart",
    "-ftz", "--ftz", "-prec-div", "--prec-div", "-prec-sqrt", "--prec-sqrt", "-fmad", "--fmad",
    "-l", "--library", "-L", "--library-path", "-odir", "--output-directory", "-t", "--threads",
];

/// nvcc's spellings of the options of `check`, `build`, `il`, `xref`, `symbols` and `parse`
/// (`-std=c++17`, `-arch sm_90`, `-rdc=true`, `-Xcompiler -fPIC`, `-isystem D`, `-x cu`, ...)
/// rewritten to the long options clap knows; the options that only matter to later nvcc
/// steps are dropped (and `-o` where there is nothing to write). Other commands: as given.
fn nvcc_spellings(args: &[String]) -> Result<Vec<String>, String> {
    let command = args.get(1).map(String::as_str).unwrap_or("");
    if !SOURCE_COMMANDS.contains(&command) {
        return Ok(args.to_vec());
    }
    let writes_to_o = matches!(command, "build" | "xref");
    let mut out: Vec<String> = args[..2].to_vec();
    let mut i = 2;
    // The option's value: `-opt=v`, or the next argument.
    let value = |i: &mut usize, arg: &str, name: &str| -> Result<String, String> {
        if let Some(v) = arg.strip_prefix(name).and_then(|rest| rest.strip_prefix('=')) {
            return Ok(v.to_string());
        }
        *i += 1;
        args.get(*i).cloned().ok_or_else(|| format!("error: {name} needs a value"))
    };
    while i < args.len() {
        let arg = args[i].as_str();
        // The option's name without any `=value`.
        let name = arg.split_once('=').map_or(arg, |(n, _)| n);
        match name {
            "-std" => out.push(format!("--std={}", value(&mut i, arg, name)?)),
            "-ccbin" => out.push(format!("--ccbin={}", value(&mut i, arg, name)?)),
            "-arch" | "--gpu-architecture" => out.push(format!("--arch={}", value(&mut i, arg, name)?)),
            "-gencode" | "--generate-code" => out.push(format!("--gencode={}", value(&mut i, arg, name)?)),
            "-code" | "--gpu-code" => out.push(format!("--code={}", value(&mut i, arg, name)?)),
            "-rdc" | "--relocatable-device-code" => match value(&mut i, arg, name)?.as_str() {
                "true" => out.push("--rdc".into()),
                "false" => {}
                v => return Err(format!("error: {name}={v}: true or false")),
            },
            "-dc" | "--device-c" => out.push("--rdc".into()),
            "-isystem" | "--system-include" => out.push(format!("--isystem={}", value(&mut i, arg, name)?)),
            "-include" | "--pre-include" => out.push(format!("--pre-include={}", value(&mut i, arg, name)?)),
            "-x" | "--x" => match value(&mut i, arg, name)?.as_str() {
                "cu" => {}
                v => return Err(format!("error: -x {v}: cufe reads CUDA sources only (-x cu)")),
            },
            "-Xcompiler" | "--compiler-options" => {
                for option in value(&mut i, arg, name)?.split(',').filter(|o| !o.is_empty()) {
                    out.push(format!("--host-option={option}"));
                }
            }
            "-o" | "--output-file" if !writes_to_o => {
                value(&mut i, arg, name)?;
            }
            _ if IGNORED_FLAGS.contains(&arg) => {}
            _ if IGNORED_WITH_VALUE.contains(&name) => {
                value(&mut i, arg, name)?;
            }
            // `-O3` reaches the host preprocessor (it defines __OPTIMIZE__), as nvcc passes it.
            _ if arg.starts_with("-O") && arg[2..].chars().all(|c| c.is_ascii_alphanumeric()) => {
                out.push(format!("--host-option={arg}"));
            }
            // `-lcudart`, `-L/opt/lib`; `-Wno-deprecated-gpu-targets` and nvcc's other -W flags.
            _ if (arg.starts_with("-l") && arg.len() > 2) || (arg.starts_with("-L") && arg.len() > 2) => {}
            _ if arg.starts_with("-W") => {}
            _ => out.push(arg.to_string()),
        }
        i += 1;
    }
    Ok(out)
}

/// `cufe check -p DIR [FILES...] [OPTIONS]` (also `-pDIR`, `-p=DIR`, `--compile-commands DIR`):
/// the files are the arguments clap reads as inputs, the options everything else, which each
/// entry's check gets after the entry's own flags. `None` for any other command line.
fn check_database(args: &[String]) -> Result<Option<Invocation>, String> {
    if args.get(1).map(String::as_str) != Some("check") {
        return Ok(None);
    }
    let mut database = None;
    let mut rest: Vec<String> = args[..2].to_vec();
    let mut i = 2;
    while i < args.len() {
        let arg = &args[i];
        let value = match arg.as_str() {
            "-p" | "--compile-commands" => {
                i += 1;
                Some(args.get(i).cloned().ok_or_else(|| format!("error: {arg} needs the build directory (or its compile_commands.json)"))?)
            }
            a => a.strip_prefix("--compile-commands=").or_else(|| a.strip_prefix("-p=")).or_else(|| a.strip_prefix("-p").filter(|v| !v.is_empty())).map(String::from),
        };
        match value {
            Some(v) => database = Some(PathBuf::from(v)),
            None => rest.push(arg.clone()),
        }
        i += 1;
    }
    let Some(database) = database else { return Ok(None) };
    // Which of the other arguments are input files: clap tells, given one stand-in input so
    // that none is required.
    const STAND_IN: &str = "<compile_commands entry>";
    let mut probe = nvcc_spellings(&rest)?;
    probe.push(STAND_IN.into());
    let files: Vec<PathBuf> = match FriendlyCli::try_parse_from(&probe) {
        Ok(FriendlyCli { command: FriendlyCommand::Check { source, .. } }) => source.inputs.into_iter().filter(|f| f.as_os_str() != STAND_IN).collect(),
        Ok(_) => unreachable!("the first argument is check"),
        Err(e) => return Err(e.render().to_string().trim_end().to_string()),
    };
    let options = rest[2..].iter().filter(|a| !files.iter().any(|f| f.as_os_str() == a.as_str())).cloned().collect();
    Ok(Some(Invocation::CheckDatabase { database, files, options }))
}

/// Parses the whole argv (`args[0]` is the program name, as `std::env::args()` gives it) into
/// what to do. On error returns the message to print on stderr; exit with
/// [`invocation_error_exit_code`].
pub fn parse_invocation(args: &[String]) -> Result<Invocation, String> {
    if !is_friendly_form(args) {
        return parse_cudafe_args(&args[1..]).map(Invocation::Cudafe).map_err(|e| format!("Command-line error: {e}"));
    }
    if let Some(invocation) = check_database(args)? {
        return Ok(invocation);
    }
    let cli = match FriendlyCli::try_parse_from(nvcc_spellings(args)?) {
        Ok(cli) => cli,
        Err(e) => {
            let text = e.render().to_string();
            return match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => Ok(Invocation::Print(text)),
                _ => Err(text.trim_end().to_string()),
            };
        }
    };
    Ok(match cli.command {
        FriendlyCommand::Check { source, host_only } => Invocation::Check { source: source.into_source_args()?, host_only },
        FriendlyCommand::Build { source, out_dir } => Invocation::Build { source: source.into_source_args()?, out_dir },
        FriendlyCommand::Il { source, format } => Invocation::Il { source: source.into_source_args()?, json: format == "json" },
        FriendlyCommand::Xref { source, output } => Invocation::Xref { source: single(source.into_source_args()?, "xref")?, output },
        FriendlyCommand::Demangle { names, no_params, types, strip_underscore, no_strip_underscore } => Invocation::Demangle {
            names,
            options: crate::mangle::DemangleOptions { no_params, types, strip_underscore: strip_underscore && !no_strip_underscore },
        },
        FriendlyCommand::Explain { query } => Invocation::Explain { query },
        FriendlyCommand::Symbols { source, kernels } => Invocation::Symbols { source: single(source.into_source_args()?, "symbols")?, kernels },
        FriendlyCommand::Grammar { .. } => Invocation::GrammarReport,
        FriendlyCommand::Diff {
            a,
            b,
            against_reference,
            reference_scripts,
            prelude_only,
            ref_args,
            system_headers,
            stat,
            json,
            strip_prefix,
            same_module_id,
            only_source,
            keep_line_markers,
            keep_parens,
            keep_braces,
            keep_spellings,
            context,
        } => {
            use crate::diffing::{DiffOptions, Normalization, OutputFormat};
            let format = if json {
                OutputFormat::Json
            } else if stat {
                OutputFormat::Stat
            } else {
                OutputFormat::Unified
            };
            let normalization = Normalization {
                line_markers: !keep_line_markers,
                respell: !keep_spellings,
                parens: !keep_parens,
                braces: !keep_braces,
                temporaries: true,
                strip_prefixes: strip_prefix,
                same_module_id,
                only_sources: only_source,
            };
            let options = DiffOptions { normalization, context, own_files: None };
            match b {
                Some(b) if !against_reference => Invocation::Diff { a, b, format, options },
                _ => {
                    let mut ref_args = ref_args;
                    if prelude_only {
                        ref_args.insert(0, "--prelude-only".into());
                    }
                    let request = crate::diffing::against_reference::AgainstReference { input: a, scripts: reference_scripts, ref_args, system_headers };
                    Invocation::DiffAgainstReference { request, options, format }
                }
            }
        }
        FriendlyCommand::Parse { source, resolved, tokens, .. } => {
            Invocation::Parse { source: single(source.into_source_args()?, "parse")?, resolved, tokens }
        }
    })
}

/// The exit status for an `Err` from [`parse_invocation`] on `args`: 4 in cudafe++'s form (as
/// cudafe++), 2 in the friendly form (clap's usage-error status).
pub fn invocation_error_exit_code(args: &[String]) -> i32 {
    if is_friendly_form(args) {
        2
    } else {
        COMMAND_LINE_ERROR_EXIT_CODE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn argv(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn the_first_argument_picks_the_form() {
        assert!(matches!(parse_invocation(&argv("cufe --c++17 x.ii")), Ok(Invocation::Cudafe(_))));
        assert!(matches!(parse_invocation(&argv("cufe check x.cu")), Ok(Invocation::Check { .. })));
        assert!(matches!(parse_invocation(&argv("cufe --help")), Ok(Invocation::Print(_))));
        assert!(matches!(parse_invocation(&argv("cufe --version")), Ok(Invocation::Print(t)) if t.contains(env!("CARGO_PKG_VERSION"))));
        assert!(parse_invocation(&argv("cufe")).is_err());
        assert_eq!(invocation_error_exit_code(&argv("cufe --bogus x.ii")), 4);
        assert_eq!(invocation_error_exit_code(&argv("cufe check")), 2);
    }

    #[test]
    fn build_options() {
        let inv = parse_invocation(&argv(
            "cufe build k.cu -o out -std=c++20 -DFOO=1 -D BAR -I/inc --cuda-path /cuda --extended-lambda --diag-suppress 177,550 --diag-error 20",
        ))
        .unwrap();
        let Invocation::Build { source, out_dir } = inv else { panic!("not a build: {inv:?}") };
        assert_eq!(out_dir, PathBuf::from("out"));
        assert_eq!(source.standard, Some(CxxStandard::Cxx20));
        assert_eq!(source.defines, vec!["FOO=1", "BAR"]);
        assert_eq!(source.include_dirs, vec![PathBuf::from("/inc")]);
        assert_eq!(source.cuda_path, Some(PathBuf::from("/cuda")));
        assert!(source.extended_lambda);
        let tags: Vec<(DiagAction, &str)> = source.diag_controls.iter().map(|c| (c.action, c.tag.as_str())).collect();
        assert_eq!(tags, vec![(DiagAction::Suppress, "177"), (DiagAction::Suppress, "550"), (DiagAction::Error, "20")]);
    }

    #[test]
    fn friendly_errors() {
        assert!(parse_invocation(&argv("cufe build k.cu")).is_err(), "build needs -o");
        assert!(parse_invocation(&argv("cufe check k.cu --std=c++98")).is_err());
        assert!(parse_invocation(&argv("cufe check k.cu --frobnicate")).is_err());
        assert!(parse_invocation(&argv("cufe check k.cu --diag-suppress=17-D")).is_err());
    }

    #[test]
    fn demangle_and_diff() {
        assert_eq!(parse_invocation(&argv("cufe demangle")).unwrap(), Invocation::Demangle { names: vec![], options: Default::default() });
        assert_eq!(
            parse_invocation(&argv("cufe demangle _Z1fv _Z1gi")).unwrap(),
            Invocation::Demangle { names: vec!["_Z1fv".into(), "_Z1gi".into()], options: Default::default() }
        );
        // Defaults: every normalisation on, unified output, three lines of context.
        assert_eq!(
            parse_invocation(&argv("cufe diff a.cpp b.cpp")).unwrap(),
            Invocation::Diff {
                a: "a.cpp".into(),
                b: "b.cpp".into(),
                format: crate::diffing::OutputFormat::Unified,
                options: crate::diffing::DiffOptions::default(),
            }
        );
        let Invocation::Diff { format, options, .. } =
            parse_invocation(&argv("cufe diff --stat --same-module-id --keep-parens -U 5 a b")).unwrap()
        else {
            panic!("not a diff")
        };
        assert_eq!(format, crate::diffing::OutputFormat::Stat);
        assert!(options.normalization.same_module_id && !options.normalization.parens);
        assert_eq!(options.context, 5);
    }

    #[test]
    fn friendly_form_maps_to_nvcc_options() {
        let dir = std::env::temp_dir().join(format!("cufe-commands-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("k.cu");
        std::fs::write(&file, "").unwrap();
        let inv = parse_invocation(&["cufe".into(), "build".into(), file.display().to_string(), "-o".into(), "o".into(), "--rdc".into()]).unwrap();
        let Invocation::Build { source, out_dir } = inv else { panic!() };
        let o = source.cudafe_options(Some(&out_dir), Some(110400)).unwrap();
        assert_eq!(o.gnu_version, Some(110400));
        assert!(o.device_c && !o.static_host_stub && o.device_hidden_visibility && o.allow_managed);
        assert_eq!(o.gen_c_file_name.as_deref(), Some("o/k.cudafe1.cpp"));
        assert_eq!(o.module_id_file_name.as_deref(), Some("o/k.module_id"));
        assert_eq!(o.stub_file_name.as_deref(), Some("k.cudafe1.stub.c"));
        assert_eq!(o.orig_src_path_name, Some(std::fs::canonicalize(&file).unwrap().display().to_string()));
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(source.cudafe_options(None, None).is_err(), "a missing input is an error");
    }
}
