//! cudafe++'s own command line: the argv nvcc passes to its front end, parsed into [`CudafeOptions`].
//!
//! Spellings are exactly cudafe++'s (checked against the real binary): EDG mixes `_` and `-`
//! (`--display_error_number` but `--static-host-stub`) and accepts neither spelling for the other,
//! so neither do we. An option with a value takes it as the next argv entry or after `=`
//! (`--gnu_version=120200`, `--orig_src_file_name k.cu`); `-e` also takes it attached (`-e5`).
//! Options must come before the one input file. Anything else is an error (cudafe++ exits 4 with
//! `Command-line error: ...`), never silently ignored. The accepted options are the ones nvcc 13.5
//! can produce (default flags, `-rdc`, `-G`, `--extended-lambda`, `--expt-relaxed-constexpr`,
//! `-std=`, `-ftemplate-depth`, `-static-global-template-stub`, `-w`, `-Werror`, `-W...`,
//! `-diag-*`, `--no-host-device-*`, `-ewp`, `--keep-device-functions`) plus the EDG options cufe
//! implements (`--xref`, `--il_display`, `--output_mode`, `--error_limit`, `--brief_diagnostics`,
//! `--remarks`, `--diag_*`, `--version`) and cufe's own `--diag-format` and `--diag-numbers`.

/// The exit status cudafe++ uses for a command-line error; cufe uses it too.
pub const COMMAND_LINE_ERROR_EXIT_CODE: i32 = 4;

/// The C++ standard to check against (`--c++NN`). cudafe++ has no C++98 mode, only `--c++03`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum CxxStandard {
    Cxx03,
    Cxx11,
    Cxx14,
    Cxx17,
    Cxx20,
    Cxx23,
    Cxx26,
}

impl CxxStandard {
    /// Every standard, oldest first, with the year digits used in `--c++NN` / `-std=c++NN`.
    pub const ALL: [(CxxStandard, &'static str); 7] = [
        (CxxStandard::Cxx03, "03"),
        (CxxStandard::Cxx11, "11"),
        (CxxStandard::Cxx14, "14"),
        (CxxStandard::Cxx17, "17"),
        (CxxStandard::Cxx20, "20"),
        (CxxStandard::Cxx23, "23"),
        (CxxStandard::Cxx26, "26"),
    ];

    /// The two year digits (`"17"`).
    /// The value of `__cplusplus` in this mode (what the IL display calls `std_version`).
    pub fn cplusplus(self) -> u32 {
        const VALUES: [(CxxStandard, u32); 7] = [
            (CxxStandard::Cxx03, 199711),
            (CxxStandard::Cxx11, 201103),
            (CxxStandard::Cxx14, 201402),
            (CxxStandard::Cxx17, 201703),
            (CxxStandard::Cxx20, 202002),
            (CxxStandard::Cxx23, 202302),
            (CxxStandard::Cxx26, 202400),
        ];
        VALUES.iter().find(|(s, _)| *s == self).map(|(_, v)| *v).unwrap_or(201703)
    }

    pub fn year(self) -> &'static str {
        Self::ALL.iter().find(|(s, _)| *s == self).map(|(_, y)| *y).unwrap_or("17")
    }

    /// Parses `c++17` (the spelling of `-std=`), as `cufe build --std=c++17` takes it.
    pub fn from_std_name(name: &str) -> Option<CxxStandard> {
        let year = name.strip_prefix("c++")?;
        Self::ALL.iter().find(|(_, y)| *y == year).map(|(s, _)| *s)
    }

    /// The cudafe++ flag (`--c++17`).
    pub fn cudafe_flag(self) -> String {
        format!("--c++{}", self.year())
    }

    /// The host compiler's flag (`-std=c++17`).
    pub fn gcc_flag(self) -> String {
        format!("-std=c++{}", self.year())
    }
}

/// How diagnostics are written. `Text` and `Sarif` are cudafe++'s `--output_mode`; `Json` and
/// `Pretty` (ariadne) are cufe's additions (`--diag-format`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagFormat {
    Text,
    Sarif,
    Json,
    Pretty,
}

impl DiagFormat {
    /// Parses a `--diag-format` value.
    pub fn from_name(name: &str) -> Option<DiagFormat> {
        match name {
            "text" => Some(DiagFormat::Text),
            "sarif" => Some(DiagFormat::Sarif),
            "json" => Some(DiagFormat::Json),
            "pretty" => Some(DiagFormat::Pretty),
            _ => None,
        }
    }
}

/// What a diagnostic-control option does to the diagnostics it names: the diagnostics
/// module's own actions (`--diag_suppress` → `Suppress`, `--diag_warning`/`--diag_warn` →
/// `Warning`, `--diag_once` → `Once`, ...).
pub use crate::diag::DiagAction;

/// One diagnostic tag from a diagnostic-control option, in command-line order (later options win).
/// `tag` is as written: a number (`"177"`, `"0177"`) or an EDG tag name (`"deprecated_entity"`,
/// which nvcc passes for `-Wno-deprecated-declarations`); the diagnostics catalog resolves it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagControl {
    pub action: DiagAction,
    pub tag: String,
}

/// A run of `cufe check` on the device preprocessing of one architecture (what nvcc gives
/// cicc: `__CUDA_ARCH__` defined).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DevicePass {
    /// `__CUDA_ARCH__` (`900` for sm_90).
    pub arch: u32,
    /// What the runs before this one reported, as (file, line, number): not repeated.
    pub already_reported: std::collections::HashSet<(String, u32, u32)>,
    /// The toolkit's header directories (as line markers name them): not the user's code.
    pub toolkit_dirs: Vec<String>,
    /// A run before gave the hint on silencing warnings: not given again.
    pub hint_given: bool,
    /// The diagnostics (file, line, number) that only some of the requested architectures
    /// give, with those architectures (`__CUDA_ARCH__` values): each says which.
    pub only_on: std::collections::HashMap<(String, u32, u32), Vec<u32>>,
}

/// Everything cudafe++'s command line can say. Field names follow the flags.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CudafeOptions {
    /// The preprocessed input (nvcc's `.cpp4.ii`). Empty only when `version` is set.
    pub input_file: String,
    /// `--c++NN`; the last one wins. Without one cudafe++ is in C mode, which nvcc never asks for;
    /// cufe only does C++ and takes C++17 (gcc 12's default, what nvcc passes by default).
    pub standard: CxxStandard,
    /// `--gnu_version=NNNNNN`: the GCC version to emulate (120200 = 12.2.0).
    pub gnu_version: Option<u32>,
    /// `--orig_src_file_name`: the `.cu` name as given to nvcc; used in messages and the module id.
    pub orig_src_file_name: Option<String>,
    /// `--orig_src_path_name`: the `.cu`'s realpath; its CRC-32 starts the module id.
    pub orig_src_path_name: Option<String>,
    /// `--gen_c_file_name`: where the host C++ (`.cudafe1.cpp`) goes.
    pub gen_c_file_name: Option<String>,
    /// `--stub_file_name`: the name `#include`d at the end of the host C++.
    pub stub_file_name: Option<String>,
    /// `--module_id_file_name`: where the module id goes (with `gen_module_id_file`).
    pub module_id_file_name: Option<String>,
    /// `--gen_module_id_file`
    pub gen_module_id_file: bool,
    /// `--static-host-stub`: whole-program mode; kernel templates and stubs get internal linkage.
    pub static_host_stub: bool,
    /// `--host-stub-linkage-explicit` (nvcc's `-static-global-template-stub=false`).
    pub host_stub_linkage_explicit: bool,
    /// `--device-hidden-visibility`: kernels' host declarations get hidden visibility.
    pub device_hidden_visibility: bool,
    /// `--device-c` (nvcc's `-rdc=true`): relocatable device code.
    pub device_c: bool,
    /// `--debug_mode` (nvcc's `-G`).
    pub debug_mode: bool,
    /// `--extended-lambda`: `__device__` / `__host__ __device__` lambdas in host code.
    pub extended_lambda: bool,
    /// `--relaxed_constexpr` (nvcc's `--expt-relaxed-constexpr`).
    pub relaxed_constexpr: bool,
    /// `--allow_managed`: accept `__managed__` variables.
    pub allow_managed: bool,
    /// `--m64`: LP64 target. nvcc 13 always passes it; cufe supports no other data model.
    pub m64: bool,
    /// `--parse_templates`: check template definitions, not just instantiations.
    pub parse_templates: bool,
    /// `--simt-only`: ignore CUDA Tile code.
    pub simt_only: bool,
    /// `--enable-tile`: what nvcc passes instead of `--simt-only` under `-enable-tile` (the CUDA
    /// Tile trajectory; `crt/cuda_tile.h` compiles only with it). Recorded; cufe's checks and
    /// host translation do not depend on it.
    pub enable_tile: bool,
    /// `--display_error_number` / `--no_display_error_number`: show `#N-D` on warnings and remarks.
    pub display_error_number: bool,
    /// cufe's `--diag-numbers=all`: also show the number on errors (cudafe++ never does).
    pub diag_numbers_on_errors: bool,
    /// `--promote_warnings` (nvcc's `-Werror all-warnings`).
    pub promote_warnings: bool,
    /// `-w` / `--no_warnings`: suppress warnings (and remarks).
    pub no_warnings: bool,
    /// `--brief_diagnostics`: one line per diagnostic, no source line.
    pub brief_diagnostics: bool,
    /// `--remarks` / `-r`: report remarks (dropped by default).
    pub remarks: bool,
    /// `--error_limit N` / `-e N`: stop after N errors (N ≥ 1).
    pub error_limit: Option<u32>,
    /// `--diag_suppress` / `--diag_remark` / `--diag_warning` / `--diag_error` / `--diag_once`,
    /// one entry per tag (comma lists are split), in command-line order.
    pub diag_controls: Vec<DiagControl>,
    /// `--output_mode text|sarif`, or cufe's `--diag-format text|sarif|json|pretty`.
    pub diag_format: DiagFormat,
    /// cufe's friendly commands only: SARIF and JSON diagnostics go to stdout (they are the
    /// output); cudafe++'s command line keeps them on stderr, where nvcc reads them.
    pub diagnostics_to_stdout: bool,
    /// cufe's friendly commands only: diagnostics show the line and column as the user wrote
    /// them (before macro expansion) where the original file can be read; cudafe++'s command
    /// line shows the preprocessed line, as the reference does.
    pub locations_as_written: bool,
    /// cufe's friendly commands only: SARIF made for code scanning (`ruleId` the displayed
    /// number, rule metadata, code flows); cudafe++'s command line keeps the reference's shape.
    pub sarif_for_code_scanning: bool,
    /// cufe's friendly commands only (`--color`, decided for stderr): ANSI colours in the text
    /// and pretty diagnostics. cudafe++'s command line never colours.
    pub color: bool,
    /// `--il_display`: print the IL to stdout.
    pub il_display: bool,
    /// cufe's `--il_display_format=text|json`: the display as JSON (same entries and fields).
    pub il_display_json: bool,
    /// cufe's own (`cufe check` without `--host-only`): also run the device-side checks that
    /// nvcc leaves to cicc. Never set by cudafe++'s command line.
    pub device_checks: bool,
    /// cufe's own (`cufe check` on a `.cu`): this run reads the device preprocessing for one
    /// architecture, after the host's; it reports only what the runs before it did not.
    /// Never set by cudafe++'s command line.
    pub device_pass: Option<DevicePass>,
    /// `--xref FILE`: write the cross-reference file.
    pub xref_file: Option<String>,
    /// `--pending_instantiations=N` (nvcc's `-ftemplate-depth=N`).
    pub pending_instantiations: Option<u32>,
    /// `--no_host_device_initializer_list` (nvcc's `--no-host-device-initializer-list`).
    pub no_host_device_initializer_list: bool,
    /// `--no_host_device_move_forward` (nvcc's `--no-host-device-move-forward`).
    pub no_host_device_move_forward: bool,
    /// `--keep-device-functions`
    pub keep_device_functions: bool,
    /// `--partial-link` (nvcc's `-ewp`).
    pub partial_link: bool,
    /// `--version` / `-v`: print the version banner (no input needed).
    pub version: bool,
}

impl Default for CudafeOptions {
    /// Every flag off, C++17, no files: what an empty command line means.
    fn default() -> Self {
        CudafeOptions {
            input_file: String::new(),
            standard: CxxStandard::Cxx17,
            gnu_version: None,
            orig_src_file_name: None,
            orig_src_path_name: None,
            gen_c_file_name: None,
            stub_file_name: None,
            module_id_file_name: None,
            gen_module_id_file: false,
            static_host_stub: false,
            host_stub_linkage_explicit: false,
            device_hidden_visibility: false,
            device_c: false,
            debug_mode: false,
            extended_lambda: false,
            relaxed_constexpr: false,
            allow_managed: false,
            m64: false,
            parse_templates: false,
            simt_only: false,
            enable_tile: false,
            display_error_number: false,
            diag_numbers_on_errors: false,
            promote_warnings: false,
            no_warnings: false,
            brief_diagnostics: false,
            remarks: false,
            error_limit: None,
            diag_controls: Vec::new(),
            diag_format: DiagFormat::Text,
            diagnostics_to_stdout: false,
            locations_as_written: false,
            sarif_for_code_scanning: false,
            color: false,
            il_display: false,
            il_display_json: false,
            device_checks: false,
            device_pass: None,
            xref_file: None,
            pending_instantiations: None,
            no_host_device_initializer_list: false,
            no_host_device_move_forward: false,
            keep_device_functions: false,
            partial_link: false,
            version: false,
        }
    }
}

impl CudafeOptions {
    /// The flags nvcc 13.5 passes for a plain `nvcc -c k.cu` with gcc 12.2 (see the reference
    /// README): C++17, `--static-host-stub --device-hidden-visibility --gnu_version=120200
    /// --display_error_number --allow_managed --m64 --parse_templates --gen_module_id_file
    /// --simt-only`. File names are left empty for the caller.
    pub fn nvcc_defaults() -> Self {
        CudafeOptions {
            standard: CxxStandard::Cxx17,
            static_host_stub: true,
            device_hidden_visibility: true,
            gnu_version: Some(120200),
            display_error_number: true,
            allow_managed: true,
            m64: true,
            parse_templates: true,
            gen_module_id_file: true,
            simt_only: true,
            ..CudafeOptions::default()
        }
    }
}

/// Whether an option takes a value.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Arity {
    Flag,
    Value,
}

/// One accepted option: its exact spelling and what it does to the options.
struct OptionSpec {
    name: &'static str,
    arity: Arity,
    /// Applies the option; gets the value ("" for a flag).
    apply: fn(&mut CudafeOptions, &str) -> Result<(), String>,
}

const fn flag(name: &'static str, apply: fn(&mut CudafeOptions, &str) -> Result<(), String>) -> OptionSpec {
    OptionSpec { name, arity: Arity::Flag, apply }
}

const fn value(name: &'static str, apply: fn(&mut CudafeOptions, &str) -> Result<(), String>) -> OptionSpec {
    OptionSpec { name, arity: Arity::Value, apply }
}

/// Every option cufe accepts in the cudafe++ form, with its exact spelling.
static OPTIONS: &[OptionSpec] = &[
    flag("--c++03", |o, _| set_standard(o, CxxStandard::Cxx03)),
    flag("--c++11", |o, _| set_standard(o, CxxStandard::Cxx11)),
    flag("--c++14", |o, _| set_standard(o, CxxStandard::Cxx14)),
    flag("--c++17", |o, _| set_standard(o, CxxStandard::Cxx17)),
    flag("--c++20", |o, _| set_standard(o, CxxStandard::Cxx20)),
    flag("--c++23", |o, _| set_standard(o, CxxStandard::Cxx23)),
    flag("--c++26", |o, _| set_standard(o, CxxStandard::Cxx26)),
    value("--gnu_version", |o, v| {
        o.gnu_version = Some(parse_number(v)?);
        Ok(())
    }),
    value("--orig_src_file_name", |o, v| {
        o.orig_src_file_name = Some(v.to_string());
        Ok(())
    }),
    value("--orig_src_path_name", |o, v| {
        o.orig_src_path_name = Some(v.to_string());
        Ok(())
    }),
    value("--gen_c_file_name", |o, v| {
        o.gen_c_file_name = Some(v.to_string());
        Ok(())
    }),
    value("--stub_file_name", |o, v| {
        o.stub_file_name = Some(v.to_string());
        Ok(())
    }),
    value("--module_id_file_name", |o, v| {
        o.module_id_file_name = Some(v.to_string());
        Ok(())
    }),
    flag("--gen_module_id_file", |o, _| set(&mut o.gen_module_id_file)),
    flag("--static-host-stub", |o, _| set(&mut o.static_host_stub)),
    flag("--host-stub-linkage-explicit", |o, _| set(&mut o.host_stub_linkage_explicit)),
    flag("--device-hidden-visibility", |o, _| set(&mut o.device_hidden_visibility)),
    flag("--device-c", |o, _| set(&mut o.device_c)),
    flag("--debug_mode", |o, _| set(&mut o.debug_mode)),
    flag("--extended-lambda", |o, _| set(&mut o.extended_lambda)),
    flag("--relaxed_constexpr", |o, _| set(&mut o.relaxed_constexpr)),
    flag("--allow_managed", |o, _| set(&mut o.allow_managed)),
    flag("--m64", |o, _| set(&mut o.m64)),
    flag("--parse_templates", |o, _| set(&mut o.parse_templates)),
    flag("--simt-only", |o, _| set(&mut o.simt_only)),
    flag("--enable-tile", |o, _| set(&mut o.enable_tile)),
    flag("--display_error_number", |o, _| set(&mut o.display_error_number)),
    flag("--no_display_error_number", |o, _| {
        o.display_error_number = false;
        Ok(())
    }),
    flag("--promote_warnings", |o, _| set(&mut o.promote_warnings)),
    flag("-w", |o, _| set(&mut o.no_warnings)),
    flag("--no_warnings", |o, _| set(&mut o.no_warnings)),
    flag("--brief_diagnostics", |o, _| set(&mut o.brief_diagnostics)),
    flag("--remarks", |o, _| set(&mut o.remarks)),
    flag("-r", |o, _| set(&mut o.remarks)),
    value("--error_limit", set_error_limit),
    value("-e", set_error_limit),
    value("--diag_suppress", |o, v| add_diag_controls(o, DiagAction::Suppress, v)),
    value("--diag_remark", |o, v| add_diag_controls(o, DiagAction::Remark, v)),
    value("--diag_warning", |o, v| add_diag_controls(o, DiagAction::Warning, v)),
    value("--diag_warn", |o, v| add_diag_controls(o, DiagAction::Warning, v)),
    value("--diag_error", |o, v| add_diag_controls(o, DiagAction::Error, v)),
    value("--diag_once", |o, v| add_diag_controls(o, DiagAction::Once, v)),
    value("--output_mode", |o, v| {
        o.diag_format = match v {
            "text" => DiagFormat::Text,
            "sarif" => DiagFormat::Sarif,
            _ => return Err(format!("unrecognized output mode (must be one of text, sarif): {v}")),
        };
        Ok(())
    }),
    value("--diag-format", |o, v| {
        o.diag_format = DiagFormat::from_name(v)
            .ok_or_else(|| format!("unrecognized diagnostic format (must be one of text, sarif, json, pretty): {v}"))?;
        Ok(())
    }),
    value("--diag-numbers", |o, v| {
        o.diag_numbers_on_errors = match v {
            "all" => true,
            "default" => false,
            _ => return Err(format!("unrecognized --diag-numbers value (must be all or default): {v}")),
        };
        Ok(())
    }),
    flag("--il_display", |o, _| set(&mut o.il_display)),
    value("--il_display_format", |o, v| {
        o.il_display_json = match v {
            "text" => false,
            "json" => true,
            _ => return Err(format!("unrecognized IL display format (must be one of text, json): {v}")),
        };
        Ok(())
    }),
    value("--xref", |o, v| {
        o.xref_file = Some(v.to_string());
        Ok(())
    }),
    value("--pending_instantiations", |o, v| {
        o.pending_instantiations = Some(parse_number(v)?);
        Ok(())
    }),
    flag("--no_host_device_initializer_list", |o, _| set(&mut o.no_host_device_initializer_list)),
    flag("--no_host_device_move_forward", |o, _| set(&mut o.no_host_device_move_forward)),
    flag("--keep-device-functions", |o, _| set(&mut o.keep_device_functions)),
    flag("--partial-link", |o, _| set(&mut o.partial_link)),
    flag("--version", |o, _| set(&mut o.version)),
    flag("-v", |o, _| set(&mut o.version)),
];

fn set(field: &mut bool) -> Result<(), String> {
    *field = true;
    Ok(())
}

fn set_standard(o: &mut CudafeOptions, standard: CxxStandard) -> Result<(), String> {
    o.standard = standard;
    Ok(())
}

fn set_error_limit(o: &mut CudafeOptions, v: &str) -> Result<(), String> {
    let n = parse_number(v)?;
    if n == 0 {
        return Err(format!("invalid error limit: {v}"));
    }
    o.error_limit = Some(n);
    Ok(())
}

/// A non-negative decimal number, as EDG reads them (no sign, no suffix).
fn parse_number(v: &str) -> Result<u32, String> {
    if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("invalid number: {v}"));
    }
    v.parse::<u32>().map_err(|_| format!("number too large: {v}"))
}

/// Splits `177,deprecated_entity` into one control per tag. A tag is a number or an EDG tag name;
/// whether it names a real diagnostic is the diagnostics catalog's business.
fn add_diag_controls(o: &mut CudafeOptions, action: DiagAction, list: &str) -> Result<(), String> {
    for tag in list.split(',') {
        let is_number = !tag.is_empty() && tag.bytes().all(|b| b.is_ascii_digit());
        let is_name = tag.bytes().next().is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
            && tag.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        if !is_number && !is_name {
            let hint = match tag.strip_suffix("-D") {
                Some(n) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => {
                    format!(" (write the number without \"-D\": {n})")
                }
                _ => String::new(),
            };
            return Err(format!("invalid error tag in diagnostic control option: \"{tag}\"{hint}"));
        }
        o.diag_controls.push(DiagControl { action, tag: tag.to_string() });
    }
    Ok(())
}

fn find_option(name: &str) -> Option<&'static OptionSpec> {
    OPTIONS.iter().find(|spec| spec.name == name)
}

/// The accepted spelling of a near miss (`--extended_lambda` → `--extended-lambda`): EDG's mix
/// of `_` and `-` is easy to get wrong.
fn suggestion_for(name: &str) -> Option<&'static str> {
    let normalise = |s: &str| s.trim_start_matches('-').replace('-', "_").to_ascii_lowercase();
    let wanted = normalise(name);
    OPTIONS.iter().find(|spec| normalise(spec.name) == wanted).map(|spec| spec.name)
}

fn unknown_option(arg: &str) -> String {
    let name = arg.split('=').next().unwrap_or(arg);
    match suggestion_for(name) {
        Some(right) => format!("invalid option: {arg} (did you mean {right}?)"),
        None => format!("invalid option: {arg}"),
    }
}

/// Parses cudafe++'s argv **without** the program name (`args[0]` is the first option).
/// On error returns the message cudafe++ would put after `Command-line error: `; the caller
/// prints it and exits with [`COMMAND_LINE_ERROR_EXIT_CODE`].
pub fn parse_cudafe_args(args: &[String]) -> Result<CudafeOptions, String> {
    let mut options = CudafeOptions::default();
    let mut input: Option<String> = None;
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        i += 1;
        let is_option = arg.starts_with('-') && arg.len() > 1;
        if !is_option {
            if input.is_some() {
                return Err(format!("too many arguments on command line: {arg}"));
            }
            input = Some(arg.to_string());
            continue;
        }
        if input.is_some() {
            // EDG reads options only before the source file.
            return Err(format!("too many arguments on command line: {arg} (options must come before the input file)"));
        }
        let (name, inline_value) = match arg.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v)),
            _ => (arg, None),
        };
        // `-e5`: a short option with its value attached.
        let (spec, inline_value) = match find_option(name) {
            Some(spec) => (spec, inline_value),
            None => match short_with_attached_value(arg) {
                Some((spec, v)) => (spec, Some(v)),
                None => return Err(unknown_option(arg)),
            },
        };
        let value = match (spec.arity, inline_value) {
            (Arity::Flag, None) => "",
            (Arity::Flag, Some(_)) => return Err(format!("invalid option: {arg} ({} takes no value)", spec.name)),
            (Arity::Value, Some("")) => return Err(format!("invalid option: {arg} (empty value)")),
            (Arity::Value, Some(v)) => v,
            (Arity::Value, None) => match args.get(i) {
                Some(v) => {
                    i += 1;
                    v.as_str()
                }
                None => return Err(format!("option {} needs a value", spec.name)),
            },
        };
        (spec.apply)(&mut options, value)?;
    }
    match input {
        Some(file) => options.input_file = file,
        None if options.version => {}
        None => return Err("missing source file name".to_string()),
    }
    if options.gen_module_id_file && options.module_id_file_name.is_none() {
        return Err("--gen_module_id_file needs --module_id_file_name".to_string());
    }
    Ok(options)
}

/// `-e5` → (`-e`, `"5"`): single-dash value options also take their value attached.
fn short_with_attached_value(arg: &str) -> Option<(&'static OptionSpec, &str)> {
    if arg.starts_with("--") || arg.len() <= 2 {
        return None;
    }
    let (name, rest) = arg.split_at(2);
    let spec = find_option(name)?;
    (spec.arity == Arity::Value).then_some((spec, rest))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn values_after_equals_or_as_next_argument() {
        let a = parse_cudafe_args(&args("--gnu_version=120200 --orig_src_file_name k.cu x.ii")).unwrap();
        assert_eq!(a.gnu_version, Some(120200));
        assert_eq!(a.orig_src_file_name.as_deref(), Some("k.cu"));
        assert_eq!(a.input_file, "x.ii");
    }

    #[test]
    fn spellings_are_exact() {
        let err = parse_cudafe_args(&args("--extended_lambda x.ii")).unwrap_err();
        assert!(err.contains("--extended-lambda"), "{err}");
        assert!(parse_cudafe_args(&args("--display-error-number x.ii")).is_err());
        assert!(parse_cudafe_args(&args("-c++17 x.ii")).is_err());
        assert!(parse_cudafe_args(&args("--std=c++17 x.ii")).is_err());
    }

    #[test]
    fn flags_take_no_value_and_values_are_not_empty() {
        assert!(parse_cudafe_args(&args("--m64=1 x.ii")).is_err());
        assert!(parse_cudafe_args(&args("--xref= x.ii")).is_err());
        assert!(parse_cudafe_args(&args("x.ii --gen_c_file_name")).is_err());
        assert!(parse_cudafe_args(&args("--gen_c_file_name")).is_err());
    }

    #[test]
    fn input_file_rules() {
        assert_eq!(parse_cudafe_args(&args("--c++17")).unwrap_err(), "missing source file name");
        assert!(parse_cudafe_args(&args("a.ii b.ii")).is_err());
        assert!(parse_cudafe_args(&args("a.ii --m64")).is_err());
        assert!(parse_cudafe_args(&args("--version")).unwrap().version);
    }

    #[test]
    fn diagnostic_controls_keep_order_and_split_lists() {
        let a = parse_cudafe_args(&args(
            "--diag_suppress 177,550 --diag_error=20 --diag_warn out_of_order_ctor_init --diag_suppress deprecated_entity x.ii",
        ))
        .unwrap();
        let got: Vec<(DiagAction, &str)> = a.diag_controls.iter().map(|c| (c.action, c.tag.as_str())).collect();
        assert_eq!(
            got,
            vec![
                (DiagAction::Suppress, "177"),
                (DiagAction::Suppress, "550"),
                (DiagAction::Error, "20"),
                (DiagAction::Warning, "out_of_order_ctor_init"),
                (DiagAction::Suppress, "deprecated_entity"),
            ]
        );
        assert!(parse_cudafe_args(&args("--diag_suppress=177,,550 x.ii")).is_err());
        assert!(parse_cudafe_args(&args("--diag_suppress=-5 x.ii")).is_err());
        assert!(parse_cudafe_args(&args("--diag_suppress=177-D x.ii")).unwrap_err().contains("177"));
    }

    #[test]
    fn numbers_are_checked() {
        assert!(parse_cudafe_args(&args("--gnu_version=abc x.ii")).is_err());
        assert!(parse_cudafe_args(&args("--gnu_version=-5 x.ii")).is_err());
        assert!(parse_cudafe_args(&args("--pending_instantiations=99999999999 x.ii")).is_err());
        assert!(parse_cudafe_args(&args("--error_limit=0 x.ii")).is_err());
        assert_eq!(parse_cudafe_args(&args("-e5 x.ii")).unwrap().error_limit, Some(5));
        assert_eq!(parse_cudafe_args(&args("-e 7 x.ii")).unwrap().error_limit, Some(7));
        assert!(parse_cudafe_args(&args("-w5 x.ii")).is_err());
    }

    #[test]
    fn output_modes() {
        assert_eq!(parse_cudafe_args(&args("--output_mode sarif x.ii")).unwrap().diag_format, DiagFormat::Sarif);
        assert!(parse_cudafe_args(&args("--output_mode=json x.ii")).is_err());
        assert_eq!(parse_cudafe_args(&args("--diag-format=pretty x.ii")).unwrap().diag_format, DiagFormat::Pretty);
        assert!(parse_cudafe_args(&args("--diag-numbers=all x.ii")).unwrap().diag_numbers_on_errors);
        assert!(parse_cudafe_args(&args("--diag-numbers=some x.ii")).is_err());
    }

    #[test]
    fn last_standard_wins() {
        assert_eq!(parse_cudafe_args(&args("--c++17 --c++20 x.ii")).unwrap().standard, CxxStandard::Cxx20);
        assert_eq!(CxxStandard::from_std_name("c++20"), Some(CxxStandard::Cxx20));
        assert_eq!(CxxStandard::from_std_name("c++98"), None);
        assert_eq!(CxxStandard::Cxx14.cudafe_flag(), "--c++14");
        assert_eq!(CxxStandard::Cxx14.gcc_flag(), "-std=c++14");
    }

    #[test]
    fn module_id_file_name_is_required_for_the_module_id() {
        assert!(parse_cudafe_args(&args("--gen_module_id_file x.ii")).is_err());
    }
}
