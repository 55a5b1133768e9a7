//! The labelled-fields model of the IL display: the dump is a header line, then memory
//! regions, each a list of entries; an entry is a kind (`variable`, `routine`, `type`...),
//! a stable identifier (`@1`, `@2`... in creation order, instead of the reference's heap
//! addresses, so that the output is deterministic) and its fields in display order. The
//! text and JSON renderers both read this model.

/// Where an entry lives: the file-scope region or a function's region.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    File,
    Func,
}

impl Scope {
    pub fn prefix(self) -> &'static str {
        match self {
            Scope::File => "file-scope",
            Scope::Func => "func-scope",
        }
    }
}

/// A reference to an entry: `file-scope variable@3: g`.
#[derive(Clone, Debug, PartialEq)]
pub struct EntryRef {
    pub scope: Scope,
    pub kind: &'static str,
    pub id: u32,
    pub desc: Desc,
}

/// What follows a reference's address: nothing, a name or type text, or a quoted string.
#[derive(Clone, Debug, PartialEq)]
pub enum Desc {
    None,
    Text(String),
    Quoted(Vec<u8>),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `NULL`.
    Null,
    /// `TRUE` / `FALSE`.
    Bool(bool),
    Int(i64),
    /// An enumeration name or other text shown as is (`sc_static`, `C++`, `(1.5)`, `5UL`).
    Name(String),
    /// A string shown in double quotes with C escapes (constant values).
    Str(Vec<u8>),
    Ref(EntryRef),
    /// A group shown as its bare label, its fields indented by two (`source_corresp:`).
    Group(Vec<Field>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub label: String,
    pub value: Value,
}

impl Field {
    pub fn new(label: impl Into<String>, value: Value) -> Field {
        Field {
            label: label.into(),
            value,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub scope: Scope,
    pub kind: &'static str,
    pub id: u32,
    pub fields: Vec<Field>,
}

impl Entry {
    /// The entry's own header/reference text without a description.
    pub fn reference(&self, desc: Desc) -> EntryRef {
        EntryRef {
            scope: self.scope,
            kind: self.kind,
            id: self.id,
            desc,
        }
    }

    /// The value of the field `label` (top level or in a group), if present.
    pub fn field(&self, label: &str) -> Option<&Value> {
        fn find<'a>(fields: &'a [Field], label: &str) -> Option<&'a Value> {
            fields.iter().find_map(|f| match &f.value {
                _ if f.label == label => Some(&f.value),
                Value::Group(inner) => find(inner, label),
                _ => None,
            })
        }
        find(&self.fields, label)
    }
}

/// A memory region: region 1 is the file scope, then one per function definition.
#[derive(Clone, Debug, PartialEq)]
pub struct Region {
    pub number: u32,
    /// `file scope`, `function "f"`.
    pub title: String,
    /// Region 1 starts with the `il_header` block (fields, no identifier).
    pub header: Option<Vec<Field>>,
    pub entries: Vec<Entry>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct IlDump {
    /// The name in `Display of IL produced by the compilation of "<name>"`.
    pub compilation_of: String,
    pub regions: Vec<Region>,
}
