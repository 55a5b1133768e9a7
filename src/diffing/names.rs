//! Which names a file declares as types and as templates, read off its tokens. The
//! parenthesis rules need them: `(N) + x` is a sum when `N` is a value but a cast when it is a
//! type, and the `<` of `v < lo ? ...` opens no template argument list unless `v` is a template.
//! A host translation holds its whole translation unit, so the declarations are all there;
//! where a name is not found (a header left as `#include`), callers stay conservative.

use super::tokens::{Tok, TokKind};
use std::collections::HashSet;

/// Builtin type words.
const BUILTIN_TYPES: &[&str] = &[
    "void", "bool", "char", "wchar_t", "char8_t", "char16_t", "char32_t", "short", "int", "long", "signed", "unsigned",
    "float", "double", "auto", "__int128", "_Float16", "__fp16", "__bf16", "decltype", "__typeof__", "typeof",
];

/// Words after which a class or enumeration name is declared or used.
const CLASS_KEYS: &[&str] = &["class", "struct", "union", "enum", "typename"];

/// Templates every file may use without declaring them.
const BUILTIN_TEMPLATES: &[&str] = &["static_cast", "dynamic_cast", "reinterpret_cast", "const_cast", "template"];

/// Names declared as types and as templates.
#[derive(Clone, Debug, Default)]
pub struct DeclaredNames {
    types: HashSet<String>,
    templates: HashSet<String>,
}

impl DeclaredNames {
    /// Collects the names declared in `tokens`.
    pub fn collect(tokens: &[Tok]) -> DeclaredNames {
        let mut names = DeclaredNames::default();
        names.types.extend(BUILTIN_TYPES.iter().map(|s| s.to_string()));
        names.templates.extend(BUILTIN_TEMPLATES.iter().map(|s| s.to_string()));
        let ident = |k: usize| tokens.get(k).filter(|t| t.kind == TokKind::Ident);
        let mut i = 0;
        while i < tokens.len() {
            let t = &tokens[i];
            if t.kind != TokKind::Ident {
                i += 1;
                continue;
            }
            match t.text.as_str() {
                w if CLASS_KEYS.contains(&w) => {
                    // `enum class E`, `class __attribute__((x)) S`: the first plain name.
                    let mut k = i + 1;
                    while let Some(n) = ident(k) {
                        if CLASS_KEYS.contains(&n.text.as_str()) || n.text.starts_with("__attribute") || n.text == "alignas" {
                            k += 1;
                            if tokens.get(k).is_some_and(|p| p.is("(")) {
                                k = skip_group(tokens, k);
                            }
                        } else {
                            names.types.insert(n.text.clone());
                            break;
                        }
                    }
                }
                "using" => {
                    if let (Some(n), true) = (ident(i + 1), tokens.get(i + 2).is_some_and(|p| p.is("="))) {
                        names.types.insert(n.text.clone());
                    }
                }
                "typedef" => {
                    // Every name in the typedef: over-inclusive, which only keeps parentheses.
                    let mut k = i + 1;
                    while k < tokens.len() && !tokens[k].is(";") && tokens[k].kind != TokKind::Boundary {
                        if tokens[k].kind == TokKind::Ident {
                            names.types.insert(tokens[k].text.clone());
                        }
                        k += 1;
                    }
                    i = k;
                    continue;
                }
                "template" if tokens.get(i + 1).is_some_and(|p| p.is("<")) => {
                    if let Some(name) = templated_name(tokens, i + 1) {
                        names.templates.insert(name);
                    }
                }
                _ => {}
            }
            i += 1;
        }
        names
    }

    pub fn is_type(&self, name: &str) -> bool {
        self.types.contains(name)
    }

    pub fn is_template(&self, name: &str) -> bool {
        self.templates.contains(name)
    }
}

/// Index after the group opened at `open` (or `open + 1` if it is not closed).
fn skip_group(tokens: &[Tok], open: usize) -> usize {
    super::respell::matching_close(tokens, open).map_or(open + 1, |c| c + 1)
}

/// The name declared by `template <...> declaration` whose `<` is at `open`: the class name, the
/// alias name, or the name before the first `(`, `=`, `;` or `{` of a function or variable.
fn templated_name(tokens: &[Tok], open: usize) -> Option<String> {
    let mut depth = 0i32;
    let mut k = open;
    while k < tokens.len() {
        let t = &tokens[k];
        if t.is("<") {
            depth += 1;
        } else if t.is(">") {
            depth -= 1;
        } else if t.is(">>") {
            depth -= 2;
        } else if t.is("(") {
            k = skip_group(tokens, k);
            continue;
        } else if t.is(";") || t.is("{") || t.kind == TokKind::Boundary {
            return None;
        }
        k += 1;
        if depth <= 0 {
            break;
        }
    }
    let mut last_ident: Option<&Tok> = None;
    while k < tokens.len() {
        let t = &tokens[k];
        if t.kind == TokKind::Ident && CLASS_KEYS[..3].contains(&t.text.as_str()) {
            return tokens.get(k + 1).filter(|n| n.kind == TokKind::Ident).map(|n| n.text.clone());
        }
        if t.is_word("using") {
            return tokens.get(k + 1).filter(|n| n.kind == TokKind::Ident).map(|n| n.text.clone());
        }
        if t.is("(") || t.is("=") || t.is(";") || t.is("{") || t.is("<") {
            return last_ident.map(|n| n.text.clone());
        }
        if t.kind == TokKind::Boundary {
            return None;
        }
        if t.kind == TokKind::Ident && !t.text.starts_with("__attribute") {
            last_ident = Some(t);
        }
        k += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diffing::tokens::tokenize_line;

    #[test]
    fn types_and_templates_from_declarations() {
        let mut toks = Vec::new();
        let text = "template< class T, int N> static void fill(T *out); struct S { }; enum class E : char { a };\
                    typedef struct CUstream_st *cudaStream_t; using U = int; template<class X> struct Box;\
                    template<class Y> Y clamp_to(Y v);";
        tokenize_line(text, 0, &mut false, &mut toks);
        let n = DeclaredNames::collect(&toks);
        for t in ["T", "S", "E", "CUstream_st", "cudaStream_t", "U", "X", "Y", "unsigned"] {
            assert!(n.is_type(t), "{t}");
        }
        for v in ["N", "out", "fill", "v"] {
            assert!(!n.is_type(v), "{v}");
        }
        for t in ["fill", "Box", "clamp_to", "static_cast"] {
            assert!(n.is_template(t), "{t}");
        }
        assert!(!n.is_template("v"));
    }
}
