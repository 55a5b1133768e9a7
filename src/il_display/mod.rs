//! `--il_display`: the checked program as text, field for field in the layout of the
//! reference's IL display (EDG's `il_display.c`), or as JSON. `from_program` builds a
//! labelled-fields model (entries with a kind, a stable `@N` identifier and their fields)
//! from the syntax tree, the symbol table and the source map; `render_text` and
//! `render_json` print it. Name tables (storage classes, type kinds, ...) come from
//! `tables/il_display.yaml`. Nothing here panics on any input: unknown constructs are
//! left out or shown as `tk_unknown`.

pub mod from_program;
pub mod model;
pub mod names;
pub mod render_json;
pub mod render_text;
pub mod types;

use crate::sema::symbols::SymbolTable;
use crate::source::SourceMap;
use crate::syntax::Parsed;

/// Output format of the display.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Format {
    #[default]
    Text,
    Json,
}

/// What the display shows that does not come from the program.
#[derive(Clone, Debug)]
pub struct DisplayOptions {
    /// `std_version`: 201103, 201402, 201703 (the default), 202002, 202302.
    pub std_version: u32,
    /// `gnu_version` (`--gnu_version=120200`); `None` shows 0 and `gpp_mode: FALSE`.
    pub gnu_version: Option<u32>,
    /// `compiler_version`: the reference shows EDG's, "6.8".
    pub compiler_version: String,
    /// `time_of_compilation`: the reference shows the clock (`ctime` format, with its
    /// newline); cufe shows this fixed text so that output is deterministic.
    pub time_of_compilation: String,
    pub format: Format,
}

impl Default for DisplayOptions {
    fn default() -> Self {
        DisplayOptions {
            std_version: 201703,
            gnu_version: Some(120200),
            compiler_version: "6.8".into(),
            time_of_compilation: "Thu Jan  1 00:00:00 1970\n".into(),
            format: Format::Text,
        }
    }
}

/// The IL display of a parsed, disambiguated and symbol-checked unit (the driver's
/// `translate` pipeline: `lex` → `syntax::parse` → `sema::disambiguate::resolve` →
/// `sema::symbols::build`). `text` is the preprocessed input the tokens index into; the
/// primary source file is `map`'s file 0 (the input file's name).
pub fn display(
    text: &str,
    parsed: &Parsed,
    symbols: &SymbolTable,
    map: &SourceMap,
    opts: &DisplayOptions,
) -> String {
    let dump = model_of(text, parsed, symbols, map, opts);
    match opts.format {
        Format::Text => render_text::render(&dump),
        Format::Json => render_json::render(&dump),
    }
}

/// The labelled-fields model, for callers that want to inspect it.
pub fn model_of(
    text: &str,
    parsed: &Parsed,
    symbols: &SymbolTable,
    map: &SourceMap,
    opts: &DisplayOptions,
) -> model::IlDump {
    let program = from_program::Program {
        text,
        tokens: &parsed.tokens,
        unit: &parsed.unit,
        symbols,
        map,
    };
    from_program::build(&program, opts)
}
