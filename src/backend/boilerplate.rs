//! The fixed text that cudafe++ writes around the host translation (`.cudafe1.cpp`): the prologue
//! before the first declaration (GCC diagnostic pragmas chosen by `--gnu_version`, the
//! `<built-in>` managed-runtime helpers, the `__nv_is_extended_*` trait macros), the epilogue after
//! the last one (`_NV_ANON_NAMESPACE`, the `#include` of the stub file) and the
//! `#include "crt/host_runtime.h"` block that follows the TU's `size_t` typedef, and (with
//! `--extended-lambda`) the helper templates injected at `__nv_lambda_preheader_injection`.
//!
//! The texts are data, in `tables/host_boilerplate.yaml` (flow-style YAML that is also JSON, read
//! once with serde_json). `docs/host-translation.md` says where each piece goes; the output of the
//! reference for an empty translation unit is exactly `prologue(..) + epilogue(..)`.

use std::sync::OnceLock;

/// What the boilerplate depends on (all from cudafe++'s command line or the input's first line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoilerplateOptions {
    /// The file name of the input's first line marker (`# 0 "k.cu"` → `k.cu`), spelled exactly as
    /// there (escapes kept). If the input has no line marker: the input path as given to cufe.
    pub primary_file_name: String,
    /// `--gnu_version`, e.g. 120200 for GCC 12.2.
    pub gnu_version: u32,
    /// `--extended-lambda`.
    pub extended_lambda: bool,
    /// The module id (the content of `--module_id_file_name`), e.g. `_9fd36db3_4_k_cu_x`.
    pub module_id: String,
    /// `--stub_file_name`, written verbatim (the reference does not escape it).
    pub stub_file_name: String,
}

/// The text before the first declaration of the translation unit. It ends with a `# 1` line, so
/// the printer's position afterwards is line 1 of the primary file: the first declaration needs
/// a `# N "file"` marker unless it is at that very position.
pub fn prologue(opts: &BoilerplateOptions) -> String {
    render(&table().prologue, opts)
}

/// The text after the last declaration (starting with the empty line the reference always leaves).
pub fn epilogue(opts: &BoilerplateOptions) -> String {
    render(&table().epilogue, opts)
}

/// The lines inserted after the first namespace-scope `typedef ... size_t` declarator (each line
/// ends with `\n`; the caller starts it on a fresh line and follows it with a line marker).
pub fn host_runtime_include() -> &'static str {
    &table().host_runtime_include
}

/// The name the reference gives every anonymous namespace (`_NV_ANON_NAMESPACE`'s value).
pub use super::module_id::anonymous_namespace_name as anon_namespace_name;

/// The extended-lambda helper templates (`__nv_dl_wrapper_t`, `__nv_hdl_wrapper_t`, the trait
/// macros...) as the reference injects them, starting with its
/// `# 1 "nvcc_internal_extended_lambda_implementation"` line; each line ends with `\n`. The
/// wrappers are specialised for each capture count the unit uses: `device_captures` for
/// `__device__` lambdas (counts >= 1; the unspecialised template covers 0),
/// `host_device_captures` for `__host__ __device__` ones (counts >= 0).
pub fn extended_lambda_helpers(device_captures: &std::collections::BTreeSet<usize>, host_device_captures: &std::collections::BTreeSet<usize>) -> String {
    let h = &table().lambda_helpers;
    let mut out = String::new();
    let mut push_lines = |lines: &[String], n: Option<usize>| {
        for line in lines {
            match n {
                Some(n) => out.push_str(&wrapper_block_line(line, n)),
                None => out.push_str(line),
            }
            out.push('\n');
        }
    };
    push_lines(&h.prefix, None);
    for &n in device_captures.iter().filter(|&&n| n > 0) {
        push_lines(&h.dl, Some(n));
    }
    push_lines(&h.middle, None);
    for &n in host_device_captures {
        push_lines(&h.hdl, Some(n));
    }
    push_lines(&h.suffix, None);
    out
}

/// One line of a wrapper specialisation for `n` captures (the placeholders are described in
/// the table).
fn wrapper_block_line(line: &str, n: usize) -> String {
    let each = |f: &dyn Fn(usize) -> String, sep: &str| (1..=n).map(f).collect::<Vec<_>>().join(sep);
    let unless_empty = |s: String| if n == 0 { String::new() } else { s };
    let values: [(&str, String); 10] = [
        ("{tparams}", each(&|i| format!(", typename F{i}"), "")),
        ("{targs}", each(&|i| format!(", F{i}"), "")),
        ("{fields}", each(&|i| format!("typename __nv_lambda_field_type<F{i}>::type f{i};\n"), "")),
        ("{dl_params}", each(&|i| format!("F{i} in{i}"), ", ")),
        ("{dl_inits}", each(&|i| format!("f{i}(in{i})"), ", ")),
        ("{hdl_params}", each(&|i| format!(", F{i} in{i} "), "")),
        ("{obj_inits}", each(&|i| format!("f{i}(in{i}) ,"), "")),
        ("{noobj_inits}", unless_empty(format!(": {} ", each(&|i| format!("f{i}(in{i}) "), ",")))),
        ("{copy_inits}", unless_empty(format!("{} , ", each(&|i| format!("f{i}(in.f{i}) "), ",")))),
        ("{move_inits}", unless_empty(format!("{} , ", each(&|i| format!("f{i}(std::move(in.f{i})) "), ",")))),
    ];
    let mut s = line.to_string();
    for (key, value) in &values {
        if s.contains(key) {
            s = s.replace(key, value);
        }
    }
    s
}

/// What a host reference array lists: kernels, device (and managed) variables, constants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DeviceKind {
    Kernel,
    Variable,
    Constant,
}

/// The entries of the six host reference arrays (`--device-c`), by kind and linkage.
#[derive(Debug, Default)]
pub struct HostReferences {
    entries: std::collections::BTreeMap<(DeviceKind, bool), std::collections::BTreeSet<String>>,
}

impl HostReferences {
    /// Adds an entry (a mangled-name pattern such as `_Z10accumulate*`) to one array.
    pub fn add(&mut self, kind: DeviceKind, internal: bool, entry: String) {
        self.entries.entry((kind, internal)).or_default().insert(entry);
    }
}

/// The host reference arrays as the reference writes them after the epilogue with
/// `--device-c`: weak `extern "C"` byte arrays of the entries (bytewise sorted, each ending
/// with a 0 byte) in the sections nvlink reads.
pub fn host_reference_arrays(refs: &HostReferences) -> String {
    let mut out = String::new();
    for array in &table().host_reference_arrays {
        out.push_str(&format!(
            "\nextern \"C\" {{\nextern __attribute__ ((section (\"{}\"))) __attribute__((weak)) const unsigned char {}[] = {{\n",
            array.section, array.name
        ));
        match refs.entries.get(&(array.kind, array.internal)).filter(|e| !e.is_empty()) {
            None => out.push_str("0x0};\n"),
            Some(entries) => {
                for e in entries {
                    out.push_str(&format!("/* {e} */\n"));
                    for b in e.bytes() {
                        out.push_str(&format!("{b:#x},"));
                    }
                    out.push_str("0x0,\n");
                }
                out.push_str("};\n");
            }
        }
        out.push_str("}\n");
    }
    out
}

/// Whether cudafe++ accepts this `--gnu_version` (it stops with "invalid GNU version number"
/// otherwise).
pub fn is_valid_gnu_version(version: u32) -> bool {
    let t = table();
    (t.gnu_version_min..=t.gnu_version_max).contains(&version)
}

/// One piece of text and the conditions under which the reference writes it.
#[derive(Debug)]
struct Piece {
    min_gnu_version: Option<u32>,
    below_gnu_version: Option<u32>,
    extended_lambda: Option<bool>,
    /// Lines joined, each ending with `\n`; may contain `{placeholder}`s.
    text: String,
}

impl Piece {
    fn applies(&self, opts: &BoilerplateOptions) -> bool {
        self.min_gnu_version.map_or(true, |v| opts.gnu_version >= v)
            && self
                .below_gnu_version
                .map_or(true, |v| opts.gnu_version < v)
            && self
                .extended_lambda
                .map_or(true, |x| opts.extended_lambda == x)
    }
}

/// The parsed `tables/host_boilerplate.yaml`.
#[derive(Debug)]
struct Table {
    gnu_version_min: u32,
    gnu_version_max: u32,
    prologue: Vec<Piece>,
    epilogue: Vec<Piece>,
    host_runtime_include: String,
    lambda_helpers: LambdaHelpers,
    host_reference_arrays: Vec<ReferenceArray>,
}

/// One host reference array: what it lists, its section and its name.
#[derive(Debug)]
struct ReferenceArray {
    kind: DeviceKind,
    internal: bool,
    section: String,
    name: String,
}

/// The pieces of the extended-lambda helper text (see `extended_lambda_helpers`).
#[derive(Debug)]
struct LambdaHelpers {
    prefix: Vec<String>,
    dl: Vec<String>,
    middle: Vec<String>,
    hdl: Vec<String>,
    suffix: Vec<String>,
}

const TABLE_SOURCE: &str = include_str!("../../tables/host_boilerplate.yaml");

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    // The table is compiled in and checked by the tests, so a parse failure is a build defect.
    TABLE.get_or_init(|| {
        parse_table(TABLE_SOURCE)
            .unwrap_or_else(|e| panic!("tables/host_boilerplate.yaml is malformed: {e}"))
    })
}

/// Reads the table: drops `#` comment lines, then parses the rest as JSON.
fn parse_table(source: &str) -> Result<Table, String> {
    let json: String = source
        .lines()
        .filter(|line| !line.trim_start().starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n");
    let root: serde_json::Value = serde_json::from_str(&json).map_err(|e| e.to_string())?;
    let range = root
        .get("gnu_version_range")
        .ok_or("missing gnu_version_range")?;
    let include = parse_pieces(&root, "host_runtime_include")?;
    if include.len() != 1 || include[0].min_gnu_version.is_some() {
        return Err("host_runtime_include must be one unconditional piece".into());
    }
    let prologue = parse_pieces(&root, "prologue")?;
    let epilogue = parse_pieces(&root, "epilogue")?;
    let helpers = root.get("extended_lambda_helpers").ok_or("missing extended_lambda_helpers")?;
    let lines = |key: &str| -> Result<Vec<String>, String> {
        helpers
            .get(key)
            .and_then(|v| v.as_array())
            .ok_or_else(|| format!("extended_lambda_helpers.{key} is not a list"))?
            .iter()
            .map(|l| l.as_str().map(str::to_string).ok_or_else(|| format!("extended_lambda_helpers.{key}: a line is not a string")))
            .collect()
    };
    let lambda_helpers = LambdaHelpers { prefix: lines("prefix")?, dl: lines("dl")?, middle: lines("middle")?, hdl: lines("hdl")?, suffix: lines("suffix")? };
    let host_reference_arrays = root
        .get("host_reference_arrays")
        .and_then(|v| v.as_array())
        .ok_or("missing list `host_reference_arrays`")?
        .iter()
        .map(|a| {
            let text = |k: &str| a.get(k).and_then(|v| v.as_str()).map(str::to_string).ok_or_else(|| format!("host_reference_arrays: missing {k}"));
            let kind = match text("kind")?.as_str() {
                "K" => DeviceKind::Kernel,
                "D" => DeviceKind::Variable,
                "C" => DeviceKind::Constant,
                other => return Err(format!("host_reference_arrays: unknown kind {other}")),
            };
            let internal = a.get("internal").and_then(|v| v.as_bool()).ok_or("host_reference_arrays: missing internal")?;
            Ok(ReferenceArray { kind, internal, section: text("section")?, name: text("name")? })
        })
        .collect::<Result<Vec<_>, String>>()?;
    Ok(Table {
        host_reference_arrays,
        lambda_helpers,
        gnu_version_min: get_u32(range, "min")?.ok_or("missing gnu_version_range.min")?,
        gnu_version_max: get_u32(range, "max")?.ok_or("missing gnu_version_range.max")?,
        prologue,
        epilogue,
        host_runtime_include: include
            .into_iter()
            .next()
            .map(|p| p.text)
            .unwrap_or_default(),
    })
}

fn parse_pieces(root: &serde_json::Value, key: &str) -> Result<Vec<Piece>, String> {
    let list = root
        .get(key)
        .and_then(|v| v.as_array())
        .ok_or_else(|| format!("missing list `{key}`"))?;
    list.iter()
        .enumerate()
        .map(|(i, item)| {
            let at = |what: &str| format!("{key}[{i}]: {what}");
            let lines = item
                .get("text")
                .and_then(|t| t.as_array())
                .ok_or_else(|| at("no text list"))?;
            let mut text = String::new();
            for line in lines {
                text.push_str(
                    line.as_str()
                        .ok_or_else(|| at("a text line is not a string"))?,
                );
                text.push('\n');
            }
            let extended_lambda = match item.get("extended_lambda") {
                None => None,
                Some(v) => Some(
                    v.as_bool()
                        .ok_or_else(|| at("extended_lambda is not a bool"))?,
                ),
            };
            Ok(Piece {
                min_gnu_version: get_u32(item, "min_gnu_version").map_err(|e| at(&e))?,
                below_gnu_version: get_u32(item, "below_gnu_version").map_err(|e| at(&e))?,
                extended_lambda,
                text,
            })
        })
        .collect()
}

fn get_u32(obj: &serde_json::Value, key: &str) -> Result<Option<u32>, String> {
    match obj.get(key) {
        None => Ok(None),
        Some(v) => v
            .as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .map(Some)
            .ok_or_else(|| format!("{key} is not a 32-bit unsigned number")),
    }
}

fn render(pieces: &[Piece], opts: &BoilerplateOptions) -> String {
    let mut out = String::new();
    for piece in pieces.iter().filter(|p| p.applies(opts)) {
        expand_placeholders(&piece.text, opts, &mut out);
    }
    out
}

/// Replaces `{name}` in the table's text (never in the substituted values, so a file name that
/// happens to contain `{module_id}` stays as it is). Unknown `{...}` are copied unchanged.
fn expand_placeholders(template: &str, opts: &BoilerplateOptions, out: &mut String) {
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open..];
        let value = after.find('}').and_then(|close| {
            let name = &after[1..close];
            let value = match name {
                "primary_file_name" => &opts.primary_file_name,
                "stub_file_name" => &opts.stub_file_name,
                "module_id" => &opts.module_id,
                _ => return None,
            };
            Some((value, close + 1))
        });
        match value {
            Some((value, len)) => {
                out.push_str(value);
                rest = &after[len..];
            }
            None => {
                out.push('{');
                rest = &after[1..];
            }
        }
    }
    out.push_str(rest);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_parses() {
        let t = parse_table(TABLE_SOURCE).expect("table parses");
        assert_eq!((t.gnu_version_min, t.gnu_version_max), (30200, 999999));
        assert!(t
            .host_runtime_include
            .ends_with("#include \"crt/host_runtime.h\"\n"));
    }

    #[test]
    fn malformed_tables_are_errors() {
        assert!(parse_table("{").is_err());
        assert!(parse_table("{\"prologue\": []}").is_err());
        let bad = r#"{"gnu_version_range": {"min": 1, "max": 2}, "prologue": [{"text": [1]}],
                      "epilogue": [], "host_runtime_include": [{"text": []}]}"#;
        assert!(parse_table(bad).unwrap_err().contains("prologue[0]"));
    }

    #[test]
    fn placeholders_are_not_expanded_inside_values() {
        let opts = BoilerplateOptions {
            primary_file_name: "{module_id}.cu".into(),
            gnu_version: 120200,
            extended_lambda: false,
            module_id: "_id".into(),
            stub_file_name: "s".into(),
        };
        let mut out = String::new();
        expand_placeholders("a {primary_file_name} {unknown} {", &opts, &mut out);
        assert_eq!(out, "a {module_id}.cu {unknown} {");
    }
}
