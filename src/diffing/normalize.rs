//! Turns one output file into the lines `cufe diff` compares: line markers removed (each line
//! keeps its output line number and original source position), run-dependent text masked,
//! code re-tokenised and canonically spaced, the reference's re-spellings, redundant
//! parentheses and single-statement braces undone, blank lines dropped. Each line also
//! belongs to a top-level declaration, for `--stat`.

use super::braces::remove_single_statement_braces;
use super::file_kind::FileKind;
use super::line_markers::{position_lines, Origin};
use super::names::DeclaredNames;
use super::parens::remove_redundant_parens;
use super::respell::respell;
use super::text_rewrites::{
    fold_whitespace, is_compilation_time_line, mask_addresses, mask_module_ids, mask_temporary_names, strip_prefixes,
};
use super::tokens::{line_key, pretty_join, tokenize_line, Tok, TokKind};

/// Which normalisations run. The default is everything that never changes meaning on its
/// own (markers, spacing, temporaries, IL addresses) plus the re-spellings, parentheses and
/// braces (each can be turned off); the module id is only masked on request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Normalization {
    /// Remove line markers (and remember the positions they give).
    pub line_markers: bool,
    /// Undo the reference's re-spellings (literals, integer type words, ...).
    pub respell: bool,
    /// Remove parentheses that do not change the parse.
    pub parens: bool,
    /// Remove braces around single statements.
    pub braces: bool,
    /// `tmpxft_<hex>_<hex>-N_` → `tmpxft_*`.
    pub temporaries: bool,
    /// Prefixes removed wherever they appear (absolute header paths).
    pub strip_prefixes: Vec<String>,
    /// Module ids (and `_GLOBAL__N_<id>`) → `<module-id>`.
    pub same_module_id: bool,
    /// In code, only keep lines whose source position is in a file whose name ends with one
    /// of these (e.g. `launch.cu`); empty = all lines. Other files are kept whole.
    pub only_sources: Vec<String>,
}

impl Default for Normalization {
    fn default() -> Self {
        Normalization {
            line_markers: true,
            respell: true,
            parens: true,
            braces: true,
            temporaries: true,
            strip_prefixes: Vec::new(),
            same_module_id: false,
            only_sources: Vec::new(),
        }
    }
}

/// One compared line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NormLine {
    /// What is compared.
    pub key: String,
    /// What is shown (canonical spacing).
    pub text: String,
    /// 1-based line number in the output file.
    pub output_line: u32,
    /// The original source position (from line markers).
    pub origin: Option<Origin>,
    /// Index into [`NormalizedFile::declarations`].
    pub declaration: usize,
}

/// A top-level declaration: the lines from one that starts a declaration at brace depth 0 to
/// the next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Declaration {
    /// Its first line as shown (`(start of file)` for what precedes the first one).
    pub label: String,
    pub output_line: u32,
    pub origin: Option<Origin>,
}

/// A normalised file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NormalizedFile {
    pub kind: FileKind,
    pub lines: Vec<NormLine>,
    pub declarations: Vec<Declaration>,
    /// Lines in the file before normalisation.
    pub raw_line_count: usize,
}

/// Normalises the text of one file.
pub fn normalize(text: &str, kind: FileKind, opts: &Normalization) -> NormalizedFile {
    let rename = |f: &str| strip_prefixes(f, &opts.strip_prefixes);
    let positioned = position_lines(text, kind == FileKind::Code && opts.line_markers, &rename);
    let mut lines: Vec<(String, u32, Option<Origin>)> = Vec::with_capacity(positioned.len());
    for p in positioned {
        // Only code has source positions: a module id or the diagnostics are always compared.
        if kind == FileKind::Code
            && !opts.only_sources.is_empty()
            && !p.origin.as_ref().is_some_and(|o| opts.only_sources.iter().any(|s| o.file.ends_with(s.as_str())))
        {
            continue;
        }
        if kind == FileKind::IlDisplay && is_compilation_time_line(p.text) {
            continue;
        }
        lines.push((rewrite_text(p.text, kind, opts), p.output_line, p.origin));
    }
    let raw_line_count = text.lines().count();
    if kind == FileKind::Code {
        normalize_code(lines, opts, raw_line_count)
    } else {
        let lines: Vec<NormLine> = lines
            .into_iter()
            .filter_map(|(text, output_line, origin)| {
                let text = fold_whitespace(&text);
                (!text.is_empty()).then(|| NormLine { key: text.clone(), text, output_line, origin, declaration: 0 })
            })
            .collect();
        let declarations = vec![Declaration { label: "(whole file)".into(), output_line: 1, origin: None }];
        NormalizedFile { kind, lines, declarations, raw_line_count }
    }
}

/// The raw-text rewrites of one line.
fn rewrite_text(line: &str, kind: FileKind, opts: &Normalization) -> String {
    let mut s = if opts.temporaries { mask_temporary_names(line) } else { line.to_string() };
    if !opts.strip_prefixes.is_empty() {
        s = strip_prefixes(&s, &opts.strip_prefixes);
    }
    if opts.same_module_id {
        s = mask_module_ids(&s);
    }
    if kind == FileKind::IlDisplay {
        s = mask_addresses(&s);
    }
    s
}

fn is_directive(line: &str) -> bool {
    line.trim_start().starts_with('#')
}

fn normalize_code(lines: Vec<(String, u32, Option<Origin>)>, opts: &Normalization, raw_line_count: usize) -> NormalizedFile {
    // Code lines form one token stream (expressions span lines); a directive is its own line
    // and a boundary in the stream.
    let mut stream: Vec<Tok> = Vec::new();
    let mut directives: Vec<Option<Vec<Tok>>> = vec![None; lines.len()];
    let mut in_comment = false;
    for (index, (text, _, _)) in lines.iter().enumerate() {
        if !in_comment && is_directive(text) {
            let mut toks = Vec::new();
            let mut directive_comment = false;
            tokenize_line(text, index, &mut directive_comment, &mut toks);
            directives[index] = Some(if opts.respell { respell(toks) } else { toks });
            stream.push(Tok::new("", TokKind::Boundary, index));
        } else {
            tokenize_line(text, index, &mut in_comment, &mut stream);
        }
    }
    if opts.respell {
        stream = respell(stream);
    }
    if opts.parens {
        let names = DeclaredNames::collect(&stream);
        stream = remove_redundant_parens(stream, &names);
    }
    if opts.braces {
        stream = remove_single_statement_braces(stream);
    }
    let mut per_line: Vec<Vec<Tok>> = vec![Vec::new(); lines.len()];
    for t in stream {
        if t.kind != TokKind::Boundary {
            if let Some(slot) = per_line.get_mut(t.line) {
                slot.push(t);
            }
        }
    }
    let mut out_lines = Vec::new();
    let mut declarations = vec![Declaration { label: "(start of file)".into(), output_line: 1, origin: None }];
    let mut tracker = DeclarationTracker::default();
    for (index, (_, output_line, origin)) in lines.into_iter().enumerate() {
        let (toks, directive) = match directives[index].take() {
            Some(d) => (d, true),
            None => (std::mem::take(&mut per_line[index]), false),
        };
        if toks.is_empty() {
            continue;
        }
        let refs: Vec<&Tok> = toks.iter().collect();
        let text = pretty_join(&refs);
        if !directive && tracker.starts_declaration(&toks) {
            declarations.push(Declaration { label: text.clone(), output_line, origin: origin.clone() });
        }
        if !directive {
            tracker.consume(&toks);
        }
        out_lines.push(NormLine { key: line_key(&toks), text, output_line, origin, declaration: declarations.len() - 1 });
    }
    NormalizedFile { kind: FileKind::Code, lines: out_lines, declarations, raw_line_count }
}

/// Follows braces to tell where top-level declarations start. Namespace and `extern "C"`
/// bodies are transparent: their members are top-level declarations too.
#[derive(Default)]
struct DeclarationTracker {
    /// Open braces: `true` for transparent ones.
    braces: Vec<bool>,
    /// Depth counting only the non-transparent braces.
    depth: usize,
    /// Inside a statement at depth 0 (something since the last `;`, `}` or transparent `{`).
    in_statement: bool,
    /// The first tokens of that statement (to recognise `namespace` and `extern "C"`).
    head: Vec<(TokKind, String)>,
}

impl DeclarationTracker {
    fn starts_declaration(&self, line: &[Tok]) -> bool {
        // A `{` after a complete declaration is the reference's `#if 0` body of a device
        // function: it belongs to the declaration before.
        self.depth == 0 && !self.in_statement && !line[0].is("{") && !line[0].is("}")
    }

    fn consume(&mut self, line: &[Tok]) {
        for t in line {
            if self.depth == 0 && self.head.len() < 3 {
                self.head.push((t.kind, t.text.clone()));
            }
            if t.is("{") {
                let transparent = self.depth == 0 && self.head_is_scope();
                self.braces.push(transparent);
                if transparent {
                    self.in_statement = false;
                    self.head.clear();
                } else {
                    self.depth += 1;
                }
            } else if t.is("}") {
                if let Some(transparent) = self.braces.pop() {
                    if !transparent {
                        self.depth = self.depth.saturating_sub(1);
                    }
                }
                if self.depth == 0 {
                    self.in_statement = false;
                    self.head.clear();
                }
            } else if t.is(";") && self.depth == 0 {
                self.in_statement = false;
                self.head.clear();
            } else if self.depth == 0 {
                self.in_statement = true;
            }
        }
    }

    fn head_is_scope(&self) -> bool {
        let word = |k: usize, w: &str| self.head.get(k).is_some_and(|(kind, s)| *kind == TokKind::Ident && s == w);
        let string = |k: usize| self.head.get(k).is_some_and(|(kind, _)| *kind == TokKind::Str);
        word(0, "namespace") || (word(0, "inline") && word(1, "namespace")) || (word(0, "extern") && string(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(text: &str, opts: &Normalization) -> Vec<String> {
        normalize(text, FileKind::Code, opts).lines.into_iter().map(|l| l.text).collect()
    }

    #[test]
    fn markers_spacing_and_blank_lines() {
        let a = "# 1 \"k.cu\"\n\nint  f( int a,int b ) ;   \n# 5\n\tint g();\n";
        let f = normalize(a, FileKind::Code, &Normalization::default());
        let got: Vec<_> = f.lines.iter().map(|l| (l.text.as_str(), l.output_line, l.origin.as_ref().unwrap().to_string())).collect();
        assert_eq!(got, [("int f(int a, int b);", 3, "k.cu:2".to_string()), ("int g();", 5, "k.cu:5".to_string())]);
    }

    #[test]
    fn expressions_across_lines_and_braces() {
        // The reference's kernel body (launch.cu, prelude mode) and the source's.
        let reference = "#if 0\n# 7\nif (i < n) { \n# 8\n(y[i]) = ((a * (x[i])) + square(y[i])); }  \n#endif\n";
        let source = "#if 0\nif (i < n)\n    y[i] = a * x[i] + square(y[i]);\n#endif\n";
        assert_eq!(keys(reference, &Normalization::default()), keys(source, &Normalization::default()));
        let no_parens = Normalization { parens: false, ..Normalization::default() };
        assert_ne!(keys(reference, &no_parens), keys(source, &no_parens));
    }

    #[test]
    fn declarations_group_lines() {
        let text = "#pragma x\nint a;\nnamespace n {\nvoid f()\n{\nreturn;\n}\n}\nvoid g() ;\n#if 0\n{ }\n#endif\n";
        let f = normalize(text, FileKind::Code, &Normalization::default());
        let labels: Vec<_> = f.declarations.iter().map(|d| d.label.as_str()).collect();
        assert_eq!(labels, ["(start of file)", "int a;", "namespace n {", "void f()", "void g();"]);
        let of_line = |t: &str| f.declarations[f.lines.iter().find(|l| l.text == t).unwrap().declaration].label.clone();
        assert_eq!(of_line("return;"), "void f()");
        assert_eq!(of_line("{ }"), "void g();");
        assert_eq!(of_line("#pragma x"), "(start of file)");
    }

    #[test]
    fn il_display_masks() {
        let il = "primary_scope:   file-scope scope@56543faed080\ntime_of_compilation:  x@1: \"Sun\"\n";
        let f = normalize(il, FileKind::IlDisplay, &Normalization::default());
        let texts: Vec<_> = f.lines.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(texts, ["primary_scope: file-scope scope@<addr>"]);
    }

    #[test]
    fn only_sources_filters_by_origin() {
        let text = "# 1 \"/abs/prelude.h\"\nint p;\n# 2 \"k.cu\"\nint k;\n";
        let opts = Normalization { only_sources: vec!["k.cu".into()], ..Normalization::default() };
        assert_eq!(keys(text, &opts), ["int k;"]);
    }
}
