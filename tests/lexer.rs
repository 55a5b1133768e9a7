//! Integration tests of the lexer and the source map through the public API
//! (`cufe::lex`, `cufe::source`): every literal form, every punctuator, the `>`/`>>`/`<<<`
//! rules, line markers, directive lines, raw strings over several lines, errors and their
//! spans, and a whole CUDA translation unit (the real `cuda_runtime.h` when `CUFE_REF_NV`
//! names the reference install, a generated one otherwise).
//!
//! Expected kinds come from the C++ standard's lexical grammar ([lex]) and GCC's documented
//! extensions; expected positions from the line-marker format GCC documents.

mod common;

use cufe::lex::{lex, token_text, LexErrorKind, LexOutput, TokenKind, TokenKind::*};
use cufe::source::{DirectiveKind, SourceMap};

fn run(text: &str) -> (SourceMap, LexOutput) {
    let map = SourceMap::with_name(text, "t.cu");
    let out = lex(text, &map);
    (map, out)
}

/// Kinds and spellings of the tokens (Eof left out); fails on any lex error.
fn tokens(text: &str) -> Vec<(TokenKind, &str)> {
    let (_, out) = run(text);
    assert!(
        out.errors.is_empty(),
        "unexpected errors for {text:?}: {:?}",
        out.errors
    );
    assert_eq!(out.tokens.last().map(|t| t.kind), Some(Eof));
    out.tokens[..out.tokens.len() - 1]
        .iter()
        .map(|t| (t.kind, token_text(text, t)))
        .collect()
}

fn kinds(text: &str) -> Vec<TokenKind> {
    tokens(text).into_iter().map(|(k, _)| k).collect()
}

/// The single token `text` lexes to.
fn one(text: &str) -> TokenKind {
    let toks = tokens(text);
    assert_eq!(toks.len(), 1, "{text:?} gave {toks:?}");
    assert_eq!(toks[0].1, text);
    toks[0].0
}

#[test]
fn integer_literals() {
    for text in [
        "0",
        "42",
        "0x2A",
        "0X2a",
        "052",
        "0b101010",
        "0B1",
        "1'000'000",
        "0x7fff'ffff",
        "0b1010'1010",
        "1u",
        "1U",
        "1l",
        "1L",
        "1ul",
        "1LU",
        "1ll",
        "1LL",
        "1ull",
        "1LLU",
        "1uLL",
        "1z",
        "1Z",
        "1uz",
        "1zu",
        "1UZ",
        "2i",
        "2j",
        "2ui",
    ] {
        assert_eq!(one(text), IntLit, "{text}");
    }
}

#[test]
fn floating_literals() {
    for text in [
        "1.0",
        "1.",
        ".5",
        "1e10",
        "1E+10",
        "1e-10",
        "1.5e3",
        "0x1.8p3",
        "0x1p-2",
        "0X.8P+1",
        "0x1.fffffep+127f",
        "1.0f",
        "1.0F",
        "1.0l",
        "1.0L",
        "1.0f16",
        "1.0f32",
        "1.0f64",
        "1.0f128",
        "1.0F16",
        "1.0bf16",
        "1.0BF16",
        "1.0f32x",
        "1.0q",
        "1.0w",
        "1.0fi",
        "1.0if",
        "2.5j",
        "1'000.5",
        "09.5",
    ] {
        assert_eq!(one(text), FloatLit, "{text}");
    }
}

#[test]
fn character_literals() {
    for text in [
        "'a'", "'\\n'", "'\\''", "'\\\\'", "'\\x41'", "'\\101'", "'ab'", "u8'a'", "u'a'", "U'a'",
        "L'a'", "'\u{e9}'",
    ] {
        assert_eq!(one(text), CharLit, "{text}");
    }
}

#[test]
fn string_literals_with_every_prefix() {
    for text in [
        r#""""#,
        r#""abc""#,
        r#""a\"b""#,
        r#""a\\""#,
        r#"u8"x""#,
        r#"u"x""#,
        r#"U"x""#,
        r#"L"x""#,
        r#"R"(a"b)""#,
        r#"R"delim(a)"b)delim""#,
        r#"u8R"(x)""#,
        r#"uR"(x)""#,
        r#"UR"(x)""#,
        r#"LR"(x)""#,
        r#"R"(\)""#,
    ] {
        assert_eq!(one(text), StringLit, "{text}");
    }
    // Adjacent literals stay separate: concatenation is the parser's business.
    assert_eq!(kinds(r#""a" "b""#), vec![StringLit, StringLit]);
    assert_eq!(kinds(r#""a""b""#), vec![StringLit, StringLit]);
    assert_eq!(kinds(r#""a" L"b""#), vec![StringLit, StringLit]);
}

#[test]
fn prefix_like_identifiers_stay_identifiers() {
    assert_eq!(
        tokens("u8 R LR x"),
        vec![(Ident, "u8"), (Ident, "R"), (Ident, "LR"), (Ident, "x")]
    );
    assert_eq!(kinds(r#"Ru"x""#), vec![Ident, StringLit]);
    assert_eq!(kinds("u8 'a'"), vec![Ident, CharLit]);
}

#[test]
fn user_defined_literals() {
    for text in [
        "12_km",
        "1.5_m",
        "0x10_h",
        "1e3_x",
        "10ms",
        "1'000_k",
        r#""a"_s"#,
        r#""abc"s"#,
        r#"u8"x"_s"#,
        r#"R"(raw)"_r"#,
        r#"L"w"_w"#,
        "'x'_c",
        "u'x'_c",
    ] {
        assert_eq!(one(text), UserLit, "{text}");
    }
    // A space ends the literal.
    assert_eq!(kinds(r#""a" _s"#), vec![StringLit, Ident]);
}

#[test]
fn every_punctuator() {
    let table: &[(&str, TokenKind)] = &[
        ("{", LBrace),
        ("}", RBrace),
        ("[", LBracket),
        ("]", RBracket),
        ("(", LParen),
        (")", RParen),
        (";", Semi),
        (":", Colon),
        ("::", ColonColon),
        (",", Comma),
        (".", Dot),
        (".*", DotStar),
        ("->", Arrow),
        ("->*", ArrowStar),
        ("...", Ellipsis),
        ("?", Question),
        ("+", Plus),
        ("-", Minus),
        ("*", Star),
        ("/", Slash),
        ("%", Percent),
        ("^", Caret),
        ("&", Amp),
        ("|", Pipe),
        ("~", Tilde),
        ("!", Bang),
        ("=", Assign),
        ("<", Lt),
        (">", Gt),
        ("<=", Le),
        (">=", Ge),
        ("<=>", Spaceship),
        ("==", EqEq),
        ("!=", NotEq),
        ("&&", AmpAmp),
        ("||", PipePipe),
        ("<<", Shl),
        (">>=", ShrAssign),
        ("++", PlusPlus),
        ("--", MinusMinus),
        ("+=", PlusAssign),
        ("-=", MinusAssign),
        ("*=", StarAssign),
        ("/=", SlashAssign),
        ("%=", PercentAssign),
        ("^=", CaretAssign),
        ("&=", AmpAssign),
        ("|=", PipeAssign),
        ("<<=", ShlAssign),
        ("##", HashHash),
        ("<<<", LaunchOpen),
        // digraphs
        ("<:", LBracket),
        (":>", RBracket),
        ("<%", LBrace),
        ("%>", RBrace),
        ("%:%:", HashHash),
        // alternative tokens
        ("and", AmpAmp),
        ("or", PipePipe),
        ("not", Bang),
        ("not_eq", NotEq),
        ("bitand", Amp),
        ("bitor", Pipe),
        ("xor", Caret),
        ("compl", Tilde),
        ("and_eq", AmpAssign),
        ("or_eq", PipeAssign),
        ("xor_eq", CaretAssign),
    ];
    for &(text, kind) in table {
        // Inside a line, so that `#`-like spellings are not taken for directives.
        let line = format!("x {text} y");
        let toks = tokens(&line);
        assert_eq!(
            toks,
            vec![(Ident, "x"), (kind, text), (Ident, "y")],
            "{text}"
        );
    }
    assert_eq!(kinds("x # y %: z"), vec![Ident, Hash, Ident, Hash, Ident]);
    // Longest match: `a+++b` is `a ++ + b`, `a-->b` is `a -- > b`, `..` is two dots.
    assert_eq!(kinds("a+++b"), vec![Ident, PlusPlus, Plus, Ident]);
    assert_eq!(kinds("a-->b"), vec![Ident, MinusMinus, Gt, Ident]);
    assert_eq!(kinds("a..b"), vec![Ident, Dot, Dot, Ident]);
    assert_eq!(kinds("a...b"), vec![Ident, Ellipsis, Ident]);
}

#[test]
fn greater_than_rules() {
    assert_eq!(kinds("a >> b"), vec![Ident, GtGt1, Gt, Ident]);
    assert_eq!(
        kinds("A<B<C>>"),
        vec![Ident, Lt, Ident, Lt, Ident, GtGt1, Gt]
    );
    assert_eq!(
        kinds("A<B<C<D>>>"),
        vec![Ident, Lt, Ident, Lt, Ident, Lt, Ident, GtGt1, GtGt1, Gt]
    );
    assert_eq!(
        kinds("k<<<g, b>>>(x)"),
        vec![Ident, LaunchOpen, Ident, Comma, Ident, GtGt1, GtGt1, Gt, LParen, Ident, RParen]
    );
    assert_eq!(kinds("x >>= 2"), vec![Ident, ShrAssign, IntLit]);
    assert_eq!(kinds("a >= b"), vec![Ident, Ge, Ident]);
    assert_eq!(kinds("a > > b"), vec![Ident, Gt, Gt, Ident]);
    assert_eq!(
        kinds("a << b <<= c"),
        vec![Ident, Shl, Ident, ShlAssign, Ident]
    );
}

#[test]
fn less_colon_colon_rule() {
    // [lex.pptoken]/3: `<::` not followed by `:` or `>` is `<` then `::`.
    assert_eq!(kinds("A<::B>"), vec![Ident, Lt, ColonColon, Ident, Gt]);
    assert_eq!(kinds("a<::>"), vec![Ident, LBracket, RBracket]);
    assert_eq!(kinds("a<:::b"), vec![Ident, LBracket, ColonColon, Ident]);
    assert_eq!(kinds("a<:1:>"), vec![Ident, LBracket, IntLit, RBracket]);
}

#[test]
fn keywords_and_identifiers() {
    assert_eq!(
        kinds("int __attribute__ __restrict__ _Float16 __is_same __builtin_expect $dollar caf\u{e9} \\u00e9t\\U000000e9"),
        vec![KwInt, KwAttribute, KwRestrict, KwExtFloat, KwTypeTrait, Ident, Ident, Ident, Ident]
    );
    assert_eq!(tokens("x\\u0041y"), vec![(Ident, "x\\u0041y")]);
}

#[test]
fn spacing_flags() {
    let text = "a b\n  c/**/d\n/* x\n */e f(";
    let (_, out) = run(text);
    let flags: Vec<(&str, bool, bool)> = out
        .tokens
        .iter()
        .map(|t| (token_text(text, t), t.space_before, t.line_start))
        .collect();
    assert_eq!(
        flags,
        vec![
            ("a", false, true),
            ("b", true, false),
            ("c", true, true),
            ("d", true, false),
            ("e", true, true),
            ("f", true, false),
            ("(", false, false),
            ("", false, false),
        ]
    );
}

#[test]
fn comments_and_splices() {
    assert_eq!(kinds("a // c \\\n still comment\nb"), vec![Ident, Ident]);
    assert_eq!(
        kinds("a /* x */ b /* multi\nline */ c"),
        vec![Ident, Ident, Ident]
    );
    assert_eq!(tokens("ab\\\ncd"), vec![(Ident, "ab\\\ncd")]);
    assert_eq!(kinds("x >\\\n>= 1"), vec![Ident, ShrAssign, IntLit]);
    assert_eq!(kinds("i\\\nnt"), vec![KwInt]);
    assert_eq!(kinds("1\\\n2.5"), vec![FloatLit]);
}

#[test]
fn line_markers_map_to_original_files() {
    let text = concat!(
        "# 0 \"main.cu\"\n",
        "# 0 \"<built-in>\"\n",
        "# 0 \"<command-line>\"\n",
        "# 1 \"/usr/include/stdc-predef.h\" 1 3 4\n",
        "# 0 \"<command-line>\" 2\n",
        "# 1 \"main.cu\"\n",
        "# 1 \"inc/local.h\" 1\n",
        "int local;\n",
        "# 5 \"/usr/include/sys.h\" 1 3 4\n",
        "\n",
        "  int sys;\n",
        "# 3 \"inc/local.h\" 2\n",
        "int back;\n",
        "# 10 \"main.cu\" 2\n",
        "int main_a;\n",
        "#line 200 \"other.cpp\"\n",
        "int other;\n",
        "# 7\n",
        "int seven;\n",
        "#line 30\n",
        "int thirty;\n",
        "# 1 \"extc.h\" 1 3 4\n",
        "int c_linkage;\n",
    );
    let (map, out) = run(text);
    assert!(out.errors.is_empty(), "{:?}", out.errors);
    // Markers make no tokens.
    assert_eq!(out.tokens.len(), 8 * 3 + 1);
    let at = |name: &str| {
        let i = out
            .tokens
            .iter()
            .position(|t| token_text(text, t) == name)
            .expect("token");
        // Each declaration `int NAME;` starts a line.
        assert!(out.tokens[i - 1].line_start && !out.tokens[i].line_start);
        let p = map.resolve(out.tokens[i].span.lo);
        (map.file_name(p.file).to_string(), p.line, p.col)
    };
    assert_eq!(at("local"), ("inc/local.h".into(), 1, 5));
    assert_eq!(at("sys"), ("/usr/include/sys.h".into(), 6, 7));
    assert_eq!(at("back"), ("inc/local.h".into(), 3, 5));
    assert_eq!(at("main_a"), ("main.cu".into(), 10, 5));
    assert_eq!(at("other"), ("other.cpp".into(), 200, 5));
    assert_eq!(at("seven"), ("other.cpp".into(), 7, 5));
    assert_eq!(at("thirty"), ("other.cpp".into(), 30, 5));
    assert_eq!(at("c_linkage"), ("extc.h".into(), 1, 5));

    assert_eq!(map.file_name(map.primary_file()), "main.cu");
    let system: Vec<&str> = map
        .files()
        .filter(|&f| map.is_system_header(f))
        .map(|f| map.file_name(f))
        .collect();
    assert_eq!(
        system,
        vec!["/usr/include/stdc-predef.h", "/usr/include/sys.h", "extc.h"]
    );
    let sys_tok = out
        .tokens
        .iter()
        .find(|t| token_text(text, t) == "sys")
        .unwrap();
    assert!(map.in_system_header(sys_tok.span.lo));
    let back_tok = out
        .tokens
        .iter()
        .find(|t| token_text(text, t) == "back")
        .unwrap();
    assert!(!map.in_system_header(back_tok.span.lo));
    assert_eq!(map.line_text(sys_tok.span.lo), "  int sys;");
    assert!(map
        .directives()
        .iter()
        .all(|d| d.kind == DirectiveKind::LineMarker));
}

#[test]
fn pragma_and_other_directive_lines_are_single_tokens() {
    let text = "# 1 \"p.cu\"\n#pragma nv_diag_suppress 20199\nint x;\n#pragma GCC diagnostic push\r\n#ident \"v1\"\n#define N 3\nint y; # z\n";
    let (map, out) = run(text);
    assert!(out.errors.is_empty(), "{:?}", out.errors);
    let toks: Vec<(TokenKind, &str)> = out
        .tokens
        .iter()
        .map(|t| (t.kind, token_text(text, t)))
        .collect();
    assert_eq!(
        toks,
        vec![
            (PragmaLine, "#pragma nv_diag_suppress 20199"),
            (KwInt, "int"),
            (Ident, "x"),
            (Semi, ";"),
            (PragmaLine, "#pragma GCC diagnostic push"),
            (PragmaLine, "#ident \"v1\""),
            (PragmaLine, "#define N 3"),
            (KwInt, "int"),
            (Ident, "y"),
            (Semi, ";"),
            (Hash, "#"),
            (Ident, "z"),
            (Eof, ""),
        ]
    );
    assert!(out.tokens[0].line_start && out.tokens[4].line_start);
    let p = map.resolve(out.tokens[4].span.lo);
    assert_eq!((map.file_name(p.file), p.line, p.col), ("p.cu", 3, 1));
    let kinds: Vec<DirectiveKind> = map.directives().iter().map(|d| d.kind).collect();
    use DirectiveKind::*;
    assert_eq!(kinds, vec![LineMarker, Pragma, Pragma, Other, Other]);
}

#[test]
fn raw_strings_spanning_lines() {
    let text = "# 10 \"r.cu\"\nauto s = R\"sep(line one\n# 99 \"fake.h\"\n#pragma not_one\n)\" )sep\"; int after;\nint next;\n";
    let (map, out) = run(text);
    assert!(out.errors.is_empty(), "{:?}", out.errors);
    let raw = out.tokens.iter().find(|t| t.kind == StringLit).unwrap();
    assert_eq!(
        token_text(text, raw),
        "R\"sep(line one\n# 99 \"fake.h\"\n#pragma not_one\n)\" )sep\""
    );
    assert!(out.tokens.iter().all(|t| t.kind != PragmaLine));
    let after = out
        .tokens
        .iter()
        .find(|t| token_text(text, t) == "after")
        .unwrap();
    assert!(!after.line_start);
    let p = map.resolve(after.span.lo);
    assert_eq!((map.file_name(p.file), p.line), ("r.cu", 13));
    let int_next = out.tokens.iter().rposition(|t| t.kind == KwInt).unwrap();
    assert!(out.tokens[int_next].line_start);
    assert_eq!(token_text(text, &out.tokens[int_next + 1]), "next");
    assert_eq!(map.resolve(out.tokens[int_next].span.lo).line, 14);
    assert_eq!(map.directives().len(), 1);
}

/// Lexes `text` and returns each error's kind and the text its span covers.
fn errors(text: &str) -> Vec<(LexErrorKind, &str)> {
    let (_, out) = run(text);
    assert_eq!(out.tokens.last().map(|t| t.kind), Some(Eof));
    out.errors
        .iter()
        .map(|e| (e.kind, &text[e.span.lo as usize..e.span.hi as usize]))
        .collect()
}

#[test]
fn errors_have_kinds_and_spans() {
    use LexErrorKind::*;
    assert_eq!(errors("x = \"abc\ny;"), vec![(UnterminatedString, "\"abc")]);
    assert_eq!(errors("c = 'a\r\n;"), vec![(UnterminatedChar, "'a")]);
    assert_eq!(errors("a /* open"), vec![(UnterminatedComment, "/*")]);
    assert_eq!(
        errors("a @ b ` c"),
        vec![(StrayCharacter, "@"), (StrayCharacter, "`")]
    );
    assert_eq!(errors("a \\ b"), vec![(StrayCharacter, "\\")]);
    assert_eq!(errors("c = '';"), vec![(EmptyChar, "''")]);
    assert_eq!(
        errors("R\"a b(x)a b\""),
        vec![(InvalidRawDelimiter, "\"a b")]
    );
    assert_eq!(
        errors("R\"d(never closed\n more"),
        vec![(UnterminatedRawString, "R\"d(")]
    );
    assert_eq!(errors("int i = 09;"), vec![(InvalidNumber, "09")]);
    assert_eq!(
        errors("0x; 1e+; 0x1.8; 0b12; 1.2.3"),
        vec![
            (InvalidNumber, "0x"),
            (InvalidNumber, "1e+"),
            (InvalidNumber, "0x1.8"),
            (InvalidNumber, "0b12"),
            (InvalidNumber, "1.2.3"),
        ]
    );
    // A stray character becomes an `Error` token; lexing goes on after it.
    let (_, out) = run("a @ b");
    let k: Vec<TokenKind> = out.tokens.iter().map(|t| t.kind).collect();
    assert_eq!(k, vec![Ident, Error, Ident, Eof]);
    // An unterminated string stops at the end of its line.
    let (_, out) = run("\"abc\nnext");
    let k: Vec<TokenKind> = out.tokens.iter().map(|t| t.kind).collect();
    assert_eq!(k, vec![StringLit, Ident, Eof]);
}

#[test]
fn odd_input_never_panics() {
    for text in [
        "",
        "\"",
        "'",
        "R\"",
        "R\"(",
        "u8R\"x",
        "/*",
        "\\",
        "\\\n",
        "#",
        "# 1 \"",
        "#line",
        "0x",
        ".",
        "1e",
        "\u{feff}int",
        "\0",
        "a\\u00",
        "'\\",
        "\"\\",
        "<:",
        "%:%",
        "# 4294967296 \"a\" 1 3 4\nx",
        "\r\n\r\n",
        "a\u{a0}b",
        "0x1p",
        "'\\\n'",
    ] {
        let map = SourceMap::new(text);
        let out = lex(text, &map);
        assert_eq!(out.tokens.last().unwrap().kind, Eof, "{text:?}");
        for t in &out.tokens {
            let _ = token_text(text, t);
            let _ = map.resolve(t.span.lo);
            let _ = map.line_text(t.span.lo);
        }
    }
}

/// What `check_unit` found.
struct UnitCheck {
    /// Tokens whose original file was available.
    tokens: usize,
    identifiers: usize,
    /// Identifiers whose original line contains them (the others come from macro expansion).
    identifiers_on_line: usize,
    /// Identifiers found on their original line exactly at the resolved column.
    identifiers_at_column: usize,
}

/// Checks a whole translation unit: no lex errors, every token resolves to a line that
/// exists in its original file, and identifiers are found on that line. `file_lines` gives
/// the lines of an original file, if available.
fn check_unit(text: &str, file_lines: impl Fn(&str) -> Option<Vec<String>>) -> UnitCheck {
    let map = SourceMap::new(text);
    let out = lex(text, &map);
    assert!(
        out.errors.is_empty(),
        "lex errors: {:?}",
        &out.errors[..out.errors.len().min(5)]
    );
    let files: Vec<Option<Vec<String>>> =
        map.files().map(|f| file_lines(map.file_name(f))).collect();
    let mut check = UnitCheck {
        tokens: 0,
        identifiers: 0,
        identifiers_on_line: 0,
        identifiers_at_column: 0,
    };
    for tok in &out.tokens[..out.tokens.len() - 1] {
        let p = map.resolve(tok.span.lo);
        assert!(p.col as usize <= map.line_text(tok.span.lo).len());
        let Some(lines) = &files[p.file.0 as usize] else {
            continue;
        };
        let name = map.file_name(p.file);
        assert!(
            p.line >= 1 && p.line as usize <= lines.len(),
            "{name}:{} is past its {} lines",
            p.line,
            lines.len()
        );
        check.tokens += 1;
        if tok.kind == Ident {
            let spelling = token_text(text, tok);
            let line = &lines[p.line as usize - 1];
            check.identifiers += 1;
            check.identifiers_on_line += line.contains(spelling) as usize;
            check.identifiers_at_column +=
                line.get(p.col as usize - 1..)
                    .is_some_and(|rest| rest.starts_with(spelling)) as usize;
        }
    }
    check
}

#[test]
fn whole_cuda_unit_maps_to_the_files_on_disk() {
    // The real thing: cuda_runtime.h as nvcc's host preprocessing step includes it.
    let text = common::cuda_runtime_unit();
    assert!(text.len() > 1_000_000);
    let check = check_unit(&text, |name| {
        let content = std::fs::read(name).ok()?;
        Some(String::from_utf8_lossy(&content).split('\n').map(str::to_string).collect())
    });
    assert!(check.tokens > 100_000, "only {} tokens checked against files on disk", check.tokens);
    // Macro expansions put identifiers on lines that do not spell them (about 9% here);
    // a position off by a line would miss nearly all of them.
    assert!(
        check.identifiers_on_line * 10 > check.identifiers * 8,
        "{} of {}",
        check.identifiers_on_line,
        check.identifiers
    );
}

#[test]
fn generated_unit_positions_are_exact() {
    // A generated unit: files of known content, included the way GCC writes markers.
    let (text, files) = synthetic_unit();
    assert!(text.len() > 1_000_000);
    let check = check_unit(&text, |name| files.iter().find(|(n, _)| n == name).map(|(_, lines)| lines.clone()));
    assert!(check.tokens > 100_000);
    // Without macros every identifier is exactly where the source map says.
    assert_eq!(check.identifiers_at_column, check.identifiers);
}

/// Builds a preprocessed unit in GCC's format: a main file that includes a header, which
/// includes a system header, many times; a variety of tokens on every line. Returns the text
/// and each original file's lines.
fn synthetic_unit() -> (String, Vec<(String, Vec<String>)>) {
    let body = [
        "template<class T> struct A { T v[2] = {1'000, 0x1p3}; };",
        "int f(A<A<int>> a) { return a.v[0] >> 2 >= 1 ? u8'x' : L'y'; }",
        "  auto s = u8\"str\" \"cat\"_s; auto r = R\"(raw)\";",
        "__global__ void k(float *p) { p[threadIdx.x] *= 2.5e-3f; }",
        "void g() { k<<<1, 32>>>(nullptr); int x = 3; x >>= 1; }",
    ];
    let header: Vec<String> = (0..40)
        .map(|i| body[i % body.len()].to_string())
        .chain(["#include <s.h>".into()])
        .collect();
    let system: Vec<String> = (0..25)
        .map(|i| body[(i + 2) % body.len()].to_string())
        .collect();
    let mut main: Vec<String> = Vec::new();
    let mut text = String::from("# 0 \"main.cu\"\n# 0 \"<built-in>\"\n# 1 \"main.cu\"\n");
    for round in 0..300 {
        main.push("#include \"inc/h.h\"".into());
        text.push_str("# 1 \"inc/h.h\" 1\n");
        for line in &header[..40] {
            text.push_str(line);
            text.push('\n');
        }
        text.push_str("# 1 \"/usr/include/s.h\" 1 3 4\n");
        for line in &system {
            text.push_str(line);
            text.push('\n');
        }
        text.push_str("# 42 \"inc/h.h\" 2\n");
        text.push_str(&format!("# {} \"main.cu\" 2\n", main.len() + 1));
        for line in ["#pragma once", body[round % body.len()]] {
            main.push(line.to_string());
            text.push_str(line);
            text.push('\n');
        }
    }
    let files = vec![
        ("main.cu".to_string(), main),
        ("inc/h.h".to_string(), header),
        ("/usr/include/s.h".to_string(), system),
    ];
    (text, files)
}
