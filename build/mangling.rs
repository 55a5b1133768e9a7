//! Generates the Itanium mangling tables from `tables/mangling.yaml` into
//! `OUT_DIR/mangling_tables.rs` (included as `cufe::tables::mangling`). It checks the data
//! first: every section's codes are unique and no entry has an empty field; a bad entry
//! fails the build with a message naming the file, the section and the entry.

use serde::Deserialize;
use std::collections::HashSet;
use std::fmt::Write;
use std::path::Path;

const FILE: &str = "tables/mangling.yaml";

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    operators: Vec<Operator>,
    special_operators: Vec<SpecialOperator>,
    builtin_types: Vec<Builtin>,
    builtin_families: Vec<BuiltinFamily>,
    ctor_dtor: Vec<CtorDtor>,
    special_names: Vec<SpecialName>,
    std_substitutions: Vec<StdSubstitution>,
    nvidia_lambdas: Vec<NvLambda>,
    nvidia_prefixes: Vec<NvPrefix>,
    grammar_codes: Vec<GrammarCode>,
    implicit_abi_tags: Vec<ImplicitTag>,
    nvidia_names: Vec<NvName>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Operator { code: String, name: String, arity: u8, kind: String }
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SpecialOperator { code: String, meaning: String }
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Builtin { code: String, name: String }
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BuiltinFamily { prefix: String, suffix: String, name: String }
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CtorDtor { code: String, kind: String, label: String }
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SpecialName { code: String, text: String, operand: String }
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StdSubstitution { code: String, expansion: String, short: String, last: String, canonical: String }
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NvLambda { code: String, wrapper: String, tag: String, flags: u8, trailing_return: bool, signature: bool }
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NvPrefix { prefix: String, meaning: String }
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GrammarCode { name: String, code: String, meaning: String }
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ImplicitTag { namespace: String, tag: String }
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NvName { name: String, prefix: String, meaning: String }

/// Fails naming the entry when `value` is empty.
fn require(section: &str, entry: &str, field: &str, value: &str) -> Result<(), String> {
    if value.is_empty() {
        return Err(format!("{FILE}: {section}: entry `{entry}`: field `{field}` is empty"));
    }
    Ok(())
}

/// Fails naming the entry when `key` was already seen in this section.
fn unique(seen: &mut HashSet<String>, section: &str, key: &str) -> Result<(), String> {
    if !seen.insert(key.to_string()) {
        return Err(format!("{FILE}: {section}: duplicate code `{key}`"));
    }
    Ok(())
}

fn one_of(section: &str, entry: &str, field: &str, value: &str, allowed: &[&str]) -> Result<(), String> {
    if !allowed.contains(&value) {
        return Err(format!("{FILE}: {section}: entry `{entry}`: `{field}` is `{value}`, expected one of {allowed:?}"));
    }
    Ok(())
}

fn validate(t: &Table) -> Result<(), String> {
    let mut seen = HashSet::new();
    for o in &t.operators {
        require("operators", &o.code, "code", &o.code)?;
        require("operators", &o.code, "name", &o.name)?;
        one_of("operators", &o.code, "kind", &o.kind, &["prefix", "postfix", "binary", "ternary", "call", "other"])?;
        if o.arity > 3 {
            return Err(format!("{FILE}: operators: entry `{}`: arity {} is more than 3", o.code, o.arity));
        }
        unique(&mut seen, "operators", &o.code)?;
    }
    for o in &t.special_operators {
        require("special_operators", &o.code, "code", &o.code)?;
        require("special_operators", &o.code, "meaning", &o.meaning)?;
        unique(&mut seen, "special_operators", &o.code)?;
    }
    let mut seen = HashSet::new();
    for b in &t.builtin_types {
        require("builtin_types", &b.code, "code", &b.code)?;
        require("builtin_types", &b.code, "name", &b.name)?;
        unique(&mut seen, "builtin_types", &b.code)?;
    }
    let mut seen = HashSet::new();
    for f in &t.builtin_families {
        let key = format!("{}<N>{}", f.prefix, f.suffix);
        require("builtin_families", &key, "prefix", &f.prefix)?;
        require("builtin_families", &key, "suffix", &f.suffix)?;
        if !f.name.contains("{N}") {
            return Err(format!("{FILE}: builtin_families: entry `{key}`: name has no {{N}}"));
        }
        unique(&mut seen, "builtin_families", &key)?;
    }
    let mut seen = HashSet::new();
    for c in &t.ctor_dtor {
        require("ctor_dtor", &c.code, "code", &c.code)?;
        require("ctor_dtor", &c.code, "label", &c.label)?;
        one_of("ctor_dtor", &c.code, "kind", &c.kind, &["ctor", "dtor"])?;
        unique(&mut seen, "ctor_dtor", &c.code)?;
    }
    let mut seen = HashSet::new();
    for s in &t.special_names {
        require("special_names", &s.code, "code", &s.code)?;
        require("special_names", &s.code, "text", &s.text)?;
        one_of("special_names", &s.code, "operand", &s.operand,
            &["type", "name", "call_offset", "call_offset2", "ctor_vtable", "name_seq", "template_arg"])?;
        unique(&mut seen, "special_names", &s.code)?;
    }
    let mut seen = HashSet::new();
    for s in &t.std_substitutions {
        require("std_substitutions", &s.code, "code", &s.code)?;
        require("std_substitutions", &s.code, "expansion", &s.expansion)?;
        require("std_substitutions", &s.code, "short", &s.short)?;
        if s.code != "St" {
            require("std_substitutions", &s.code, "last", &s.last)?;
            require("std_substitutions", &s.code, "canonical", &s.canonical)?;
        }
        unique(&mut seen, "std_substitutions", &s.code)?;
    }
    let mut seen = HashSet::new();
    for n in &t.nvidia_lambdas {
        require("nvidia_lambdas", &n.code, "code", &n.code)?;
        require("nvidia_lambdas", &n.code, "wrapper", &n.wrapper)?;
        require("nvidia_lambdas", &n.code, "tag", &n.tag)?;
        unique(&mut seen, "nvidia_lambdas", &n.code)?;
    }
    let mut seen = HashSet::new();
    for p in &t.nvidia_prefixes {
        require("nvidia_prefixes", &p.prefix, "prefix", &p.prefix)?;
        require("nvidia_prefixes", &p.prefix, "meaning", &p.meaning)?;
        unique(&mut seen, "nvidia_prefixes", &p.prefix)?;
    }
    let mut seen = HashSet::new();
    for g in &t.grammar_codes {
        require("grammar_codes", &g.name, "name", &g.name)?;
        require("grammar_codes", &g.name, "code", &g.code)?;
        require("grammar_codes", &g.name, "meaning", &g.meaning)?;
        unique(&mut seen, "grammar_codes", &g.name)?;
    }
    let mut seen = HashSet::new();
    for i in &t.implicit_abi_tags {
        require("implicit_abi_tags", &i.namespace, "namespace", &i.namespace)?;
        require("implicit_abi_tags", &i.namespace, "tag", &i.tag)?;
        unique(&mut seen, "implicit_abi_tags", &i.namespace)?;
    }
    let mut seen = HashSet::new();
    for n in &t.nvidia_names {
        require("nvidia_names", &n.name, "name", &n.name)?;
        require("nvidia_names", &n.name, "prefix", &n.prefix)?;
        require("nvidia_names", &n.name, "meaning", &n.meaning)?;
        unique(&mut seen, "nvidia_names", &n.name)?;
    }
    Ok(())
}

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

fn generate_code(t: &Table) -> String {
    let mut o = String::new();
    o.push_str("// generated by build/mangling.rs from tables/mangling.yaml: do not edit\n\n");
    o.push_str(
        "/// How an operator is written in an expression.\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq)]\n\
         pub enum OperatorKind { Prefix, Postfix, Binary, Ternary, Call, Other }\n\n\
         /// One `<operator-name>` code.\n\
         #[derive(Debug)]\n\
         pub struct Operator { pub code: &'static str, pub name: &'static str, pub arity: u8, pub kind: OperatorKind }\n\n\
         /// One `<builtin-type>` code and c++filt's spelling of it.\n\
         #[derive(Debug)]\n\
         pub struct Builtin { pub code: &'static str, pub name: &'static str }\n\n\
         /// A parameterised builtin: `prefix` <N> `suffix`, printed as `name` with `{N}` replaced.\n\
         #[derive(Debug)]\n\
         pub struct BuiltinFamily { pub prefix: &'static str, pub suffix: &'static str, pub name: &'static str }\n\n\
         /// A constructor or destructor code.\n\
         #[derive(Debug)]\n\
         pub struct CtorDtor { pub code: &'static str, pub is_ctor: bool, pub label: &'static str }\n\n\
         /// What follows a special-name prefix.\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq)]\n\
         pub enum SpecialOperand { Type, Name, CallOffset, CallOffset2, CtorVtable, NameSeq, TemplateArg }\n\n\
         /// A `<special-name>` prefix (`TV`, `GV`, ...) and the text c++filt puts before its operand.\n\
         #[derive(Debug)]\n\
         pub struct SpecialName { pub code: &'static str, pub text: &'static str, pub operand: SpecialOperand }\n\n\
         /// A standard substitution (`St`, `Sa`, ...).\n\
         #[derive(Debug)]\n\
         pub struct StdSubstitution { pub code: &'static str, pub expansion: &'static str, pub short: &'static str, pub last: &'static str, pub canonical: &'static str }\n\n\
         /// An NVIDIA extended-lambda closure code (`Unvdl`, `Unvdtl`, `Unvhdl`).\n\
         #[derive(Debug)]\n\
         pub struct NvLambda { pub code: &'static str, pub wrapper: &'static str, pub tag: &'static str, pub flags: u8, pub trailing_return: bool, pub signature: bool }\n\n",
    );
    o.push_str("pub static OPERATORS: &[Operator] = &[\n");
    for x in &t.operators {
        writeln!(o, "    Operator {{ code: {:?}, name: {:?}, arity: {}, kind: OperatorKind::{} }},", x.code, x.name, x.arity, capitalized(&x.kind)).unwrap();
    }
    o.push_str("];\n\npub static BUILTIN_TYPES: &[Builtin] = &[\n");
    for x in &t.builtin_types {
        writeln!(o, "    Builtin {{ code: {:?}, name: {:?} }},", x.code, x.name).unwrap();
    }
    o.push_str("];\n\npub static BUILTIN_FAMILIES: &[BuiltinFamily] = &[\n");
    for x in &t.builtin_families {
        writeln!(o, "    BuiltinFamily {{ prefix: {:?}, suffix: {:?}, name: {:?} }},", x.prefix, x.suffix, x.name).unwrap();
    }
    o.push_str("];\n\npub static CTOR_DTOR: &[CtorDtor] = &[\n");
    for x in &t.ctor_dtor {
        writeln!(o, "    CtorDtor {{ code: {:?}, is_ctor: {}, label: {:?} }},", x.code, x.kind == "ctor", x.label).unwrap();
    }
    o.push_str("];\n\npub static SPECIAL_NAMES: &[SpecialName] = &[\n");
    for x in &t.special_names {
        let operand: String = x.operand.split('_').map(capitalized).collect();
        writeln!(o, "    SpecialName {{ code: {:?}, text: {:?}, operand: SpecialOperand::{} }},", x.code, x.text, operand).unwrap();
    }
    o.push_str("];\n\npub static STD_SUBSTITUTIONS: &[StdSubstitution] = &[\n");
    for x in &t.std_substitutions {
        writeln!(o, "    StdSubstitution {{ code: {:?}, expansion: {:?}, short: {:?}, last: {:?}, canonical: {:?} }},", x.code, x.expansion, x.short, x.last, x.canonical).unwrap();
    }
    o.push_str("];\n\npub static NV_LAMBDAS: &[NvLambda] = &[\n");
    for x in &t.nvidia_lambdas {
        writeln!(o, "    NvLambda {{ code: {:?}, wrapper: {:?}, tag: {:?}, flags: {}, trailing_return: {}, signature: {} }},",
            x.code, x.wrapper, x.tag, x.flags, x.trailing_return, x.signature).unwrap();
    }
    o.push_str("];\n\npub static NV_PREFIXES: &[&str] = &[\n");
    for x in &t.nvidia_prefixes {
        writeln!(o, "    {:?},", x.prefix).unwrap();
    }
    o.push_str("];\n\n/// Grammar codes by the construct's name (`grammar_codes`).\npub static GRAMMAR_CODES: &[(&str, &str)] = &[\n");
    for x in &t.grammar_codes {
        writeln!(o, "    ({:?}, {:?}),", x.name, x.code).unwrap();
    }
    o.push_str("];\n\n/// Namespaces (`a::b`) whose entities carry an implicit ABI tag.\npub static IMPLICIT_ABI_TAGS: &[(&str, &str)] = &[\n");
    for x in &t.implicit_abi_tags {
        writeln!(o, "    ({:?}, {:?}),", x.namespace, x.tag).unwrap();
    }
    o.push_str("];\n\n/// Prefixes of NVIDIA's made-up names by purpose (`nvidia_names`).\npub static NV_NAMES: &[(&str, &str)] = &[\n");
    for x in &t.nvidia_names {
        writeln!(o, "    ({:?}, {:?}),", x.name, x.prefix).unwrap();
    }
    o.push_str("];\n\n");
    o.push_str(
        "/// The prefix of an NVIDIA name by purpose (`nvidia_names`), empty when the table lacks it.\n\
         pub fn nv_name_prefix(name: &str) -> &'static str { NV_NAMES.iter().find(|g| g.0 == name).map(|g| g.1).unwrap_or(\"\") }\n\n\
         /// The grammar code of a construct (`grammar_codes`), empty when the table lacks it.\n\
         pub fn grammar_code(name: &str) -> &'static str { GRAMMAR_CODES.iter().find(|g| g.0 == name).map(|g| g.1).unwrap_or(\"\") }\n\n\
         /// The operator with this code.\n\
         pub fn operator_by_code(code: &str) -> Option<&'static Operator> { OPERATORS.iter().find(|o| o.code == code) }\n\n\
         /// The operator spelled `name` taking `arity` operands (`-` unary is `ng`, binary `mi`).\n\
         pub fn operator_by_name(name: &str, arity: u8) -> Option<&'static Operator> {\n    \
             OPERATORS.iter().find(|o| o.name == name && o.arity == arity).or_else(|| OPERATORS.iter().find(|o| o.name == name))\n}\n\n\
         /// The builtin type with this code.\n\
         pub fn builtin_by_code(code: &str) -> Option<&'static Builtin> { BUILTIN_TYPES.iter().find(|b| b.code == code) }\n\n\
         /// The builtin type spelled `name` (c++filt's spelling).\n\
         pub fn builtin_by_name(name: &str) -> Option<&'static Builtin> { BUILTIN_TYPES.iter().find(|b| b.name == name) }\n\n\
         /// The constructor/destructor with this code.\n\
         pub fn ctor_dtor_by_code(code: &str) -> Option<&'static CtorDtor> { CTOR_DTOR.iter().find(|c| c.code == code) }\n\n\
         /// The special name with this prefix code.\n\
         pub fn special_name_by_code(code: &str) -> Option<&'static SpecialName> { SPECIAL_NAMES.iter().find(|s| s.code == code) }\n\n\
         /// The standard substitution with this code (`St`, `Sa`, ...).\n\
         pub fn std_substitution_by_code(code: &str) -> Option<&'static StdSubstitution> { STD_SUBSTITUTIONS.iter().find(|s| s.code == code) }\n\n\
         /// The NVIDIA lambda extension with this code.\n\
         pub fn nv_lambda_by_code(code: &str) -> Option<&'static NvLambda> { NV_LAMBDAS.iter().find(|s| s.code == code) }\n",
    );
    o
}

/// Reads, validates and writes the mangling tables.
pub fn generate(out_dir: &Path) -> Result<(), String> {
    let table: Table = super::yaml_util::read_table("mangling.yaml")?;
    validate(&table)?;
    super::yaml_util::write_out(out_dir, "mangling_tables.rs", &generate_code(&table))
}
