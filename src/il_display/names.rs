//! The enumeration name tables of the IL display (`tables/il_display.yaml`): storage
//! classes, type kinds, access, linkage, special function and operator kinds, ... The YAML
//! is written in JSON-compatible flow style so that it is read here, at first use, with
//! serde_json; a value outside a table shows the reference's `**BAD <what>**` sentinel
//! instead of panicking.

use std::collections::HashMap;
use std::sync::OnceLock;

const SOURCE: &str = include_str!("../../tables/il_display.yaml");

/// One name table: the names by index and the text shown for an index outside it.
#[derive(Debug)]
pub struct NameTable {
    pub bad: String,
    pub names: Vec<String>,
}

impl NameTable {
    /// The name of value `index`, or the table's sentinel when `index` is out of range.
    pub fn name(&self, index: usize) -> &str {
        self.names
            .get(index)
            .map(String::as_str)
            .unwrap_or(&self.bad)
    }

    /// The index of `name`, if the table has it.
    pub fn index(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|n| n == name)
    }
}

/// A builtin type's layout and display name (LP64, as the reference's `--m64`).
#[derive(Debug, Clone)]
pub struct BuiltinType {
    pub name: String,
    /// `tk_integer`, `tk_float` or `tk_void`.
    pub kind: String,
    pub size: u64,
    pub alignment: u64,
    /// The `int_kind` shown when it is not the name (`wchar_t` is an `int`).
    pub int_kind: Option<String>,
    /// The boolean label shown TRUE after `int_kind` (`wchar_t_type`, `bool_type`).
    pub flag: Option<String>,
    /// The suffix of integer constants of this type (`U`, `L`, `UL`, `LL`, `ULL`).
    pub constant_suffix: Option<String>,
}

#[derive(Debug)]
pub struct Tables {
    tables: HashMap<String, NameTable>,
    pub builtins: Vec<BuiltinType>,
}

/// An empty table answers every lookup with this sentinel (the tables file is part of the
/// build, so this only shows if it was edited into something unreadable).
const MISSING: &str = "**BAD TABLE**";

impl Tables {
    /// The table called `name` (an empty one, whose every lookup is a sentinel, if absent).
    pub fn table(&self, name: &str) -> &NameTable {
        static EMPTY: OnceLock<NameTable> = OnceLock::new();
        self.tables.get(name).unwrap_or_else(|| {
            EMPTY.get_or_init(|| NameTable {
                bad: MISSING.into(),
                names: vec![],
            })
        })
    }

    /// `table(name).name(index)`.
    pub fn name(&self, table: &str, index: usize) -> &str {
        self.table(table).name(index)
    }

    pub fn builtin(&self, name: &str) -> Option<&BuiltinType> {
        self.builtins.iter().find(|b| b.name == name)
    }
}

/// The tables, parsed once.
pub fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        parse(SOURCE).unwrap_or_else(|_| Tables {
            tables: HashMap::new(),
            builtins: vec![],
        })
    })
}

/// Parses the tables file; an error names what is malformed.
pub fn parse(source: &str) -> Result<Tables, String> {
    let doc: serde_json::Value =
        serde_json::from_str(source).map_err(|e| format!("il_display.yaml: {e}"))?;
    let mut tables = HashMap::new();
    let entries = doc
        .get("tables")
        .and_then(|t| t.as_object())
        .ok_or("il_display.yaml: no `tables` object")?;
    for (name, t) in entries {
        let bad = t
            .get("bad")
            .and_then(|b| b.as_str())
            .ok_or(format!("table {name}: no `bad` text"))?;
        let names = t
            .get("names")
            .and_then(|n| n.as_array())
            .ok_or(format!("table {name}: no `names` list"))?
            .iter()
            .map(|n| {
                n.as_str()
                    .map(String::from)
                    .ok_or(format!("table {name}: a name is not a string"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        tables.insert(
            name.clone(),
            NameTable {
                bad: bad.to_string(),
                names,
            },
        );
    }
    let mut builtins = Vec::new();
    for b in doc
        .get("builtin_types")
        .and_then(|b| b.as_array())
        .ok_or("il_display.yaml: no `builtin_types` list")?
    {
        let text = |k: &str| {
            b.get(k)
                .and_then(|v| v.as_str())
                .map(String::from)
                .ok_or(format!("builtin_types: entry without `{k}`: {b}"))
        };
        let num = |k: &str| {
            b.get(k)
                .and_then(|v| v.as_u64())
                .ok_or(format!("builtin_types: entry without `{k}`: {b}"))
        };
        builtins.push(BuiltinType {
            name: text("name")?,
            kind: text("kind")?,
            size: num("size")?,
            alignment: num("alignment")?,
            int_kind: b.get("int_kind").and_then(|v| v.as_str()).map(String::from),
            flag: b.get("flag").and_then(|v| v.as_str()).map(String::from),
            constant_suffix: b.get("constant_suffix").and_then(|v| v.as_str()).map(String::from),
        });
    }
    Ok(Tables { tables, builtins })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_tables_parse() {
        let t = parse(SOURCE).expect("tables/il_display.yaml parses");
        assert_eq!(t.name("storage_class", 1), "sc_extern");
        assert_eq!(t.builtin("unsigned long").map(|b| b.size), Some(8));
    }

    /// The sentinels are the reference's own texts (from the cudafe++ binary).
    #[test]
    fn out_of_range_values_show_the_sentinel() {
        let t = tables();
        assert_eq!(t.name("storage_class", 99), "**BAD STORAGE CLASS**");
        assert_eq!(
            t.name("special_function_kind", 1000),
            "**BAD SPECIAL FUNCTION KIND**"
        );
        assert_eq!(
            t.name("init_kind", usize::MAX),
            "**BAD INITIALIZATION KIND**"
        );
        assert_eq!(t.name("no_such_table", 0), MISSING);
    }

    #[test]
    fn malformed_tables_are_errors_not_panics() {
        assert!(parse("{").is_err());
        assert!(parse(r#"{"tables": {"x": {"names": []}}, "builtin_types": []}"#).is_err());
        assert!(parse(r#"{"tables": {}, "builtin_types": [{"name": "int"}]}"#).is_err());
    }
}
