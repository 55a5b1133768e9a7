//! Lines as the user wrote them. The preprocessed text shows a line after macro expansion
//! (`__device__` became `__attribute__((device))`, `CHECK(x)` became a `do { ... } while (0)`),
//! so a column counted there is not one the user can find. Where the original file can be
//! read, its line is aligned with the preprocessed one token by token (a longest common
//! subsequence of their spellings): a position on a token the two share maps to that token in
//! the original, and a position inside a macro's expansion maps to the start of what the user
//! wrote there (the macro's name), as clang reports it. When the two lines have too little in
//! common (gcc joined lines, or the file changed since), the preprocessed line is kept.

use std::collections::HashMap;
use std::sync::Mutex;

/// Lines longer than this (in tokens) are not aligned: the table is quadratic.
const MAX_ALIGNED_TOKENS: usize = 512;

/// The original files read so far, by name (`None`: not readable).
#[derive(Default)]
pub struct OriginalFiles {
    files: Mutex<HashMap<String, Option<Vec<String>>>>,
}

impl OriginalFiles {
    /// Line `line` (1-based) of file `name` as it is on disk.
    pub fn line(&self, name: &str, line: u32) -> Option<String> {
        let mut files = self.files.lock().unwrap_or_else(|e| e.into_inner());
        let lines = files.entry(name.to_string()).or_insert_with(|| {
            let bytes = std::fs::read(name).ok()?;
            let text = String::from_utf8_lossy(&bytes);
            Some(text.lines().map(str::to_string).collect())
        });
        lines.as_ref()?.get((line as usize).checked_sub(1)?).cloned()
    }
}

/// A token of a line: its byte range and spelling.
struct Word<'a> {
    start: usize,
    text: &'a str,
}

/// The byte offset in `original` that corresponds to byte `at` of the preprocessed line
/// `expanded`, or `None` when the lines cannot be aligned.
pub fn original_offset(expanded: &str, original: &str, at: usize) -> Option<usize> {
    if expanded == original {
        return Some(at);
    }
    let e = words(expanded);
    let o = words(original);
    if e.is_empty() || o.is_empty() || e.len() > MAX_ALIGNED_TOKENS || o.len() > MAX_ALIGNED_TOKENS {
        return None;
    }
    let pairs = common_subsequence(&e, &o);
    // Lines that share less than half of the original's tokens are not the same line.
    if pairs.len() * 2 < o.len() {
        return None;
    }
    // The token holding `at` (or the first one after it).
    let target = e.iter().position(|w| w.start + w.text.len() > at).unwrap_or(e.len());
    if let Some(&(ei, oi)) = pairs.iter().find(|&&(ei, _)| ei == target) {
        return Some(o[oi].start + (at.saturating_sub(e[ei].start)).min(o[oi].text.len()));
    }
    // Inside an expansion: the macro is a name the user wrote that the expansion replaced,
    // the last original identifier with no partner before the next shared token; without
    // one, the first original token after the last shared one before it.
    let next_shared = pairs.iter().find(|&&(ei, _)| ei > target).map_or(o.len(), |&(_, oi)| oi);
    let shared_in_original: Vec<bool> = {
        let mut shared = vec![false; o.len()];
        pairs.iter().for_each(|&(_, oi)| shared[oi] = true);
        shared
    };
    let is_identifier = |w: &Word<'_>| w.text.as_bytes()[0].is_ascii_alphabetic() || w.text.starts_with('_');
    if let Some(macro_name) = (0..next_shared).rev().find(|&oi| !shared_in_original[oi] && is_identifier(&o[oi])) {
        return Some(o[macro_name].start);
    }
    let before = pairs.iter().rev().find(|&&(ei, _)| ei < target).map(|&(_, oi)| oi + 1).unwrap_or(0);
    Some(o.get(before).map_or(original.len(), |w| w.start))
}

/// Identifiers and numbers as runs, string and character literals whole, any other
/// non-blank byte on its own.
fn words(line: &str) -> Vec<Word<'_>> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let start = i;
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        } else if c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80 {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] >= 0x80 || b[i] == b'.') {
                i += 1;
            }
        } else if c == b'"' || c == b'\'' {
            i += 1;
            while i < b.len() && b[i] != c {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(b.len());
        } else {
            i += 1;
        }
        while !line.is_char_boundary(i) {
            i += 1;
        }
        out.push(Word { start, text: &line[start..i] });
    }
    out
}

/// The index pairs of a longest common subsequence of the two spellings, in order.
fn common_subsequence(a: &[Word<'_>], b: &[Word<'_>]) -> Vec<(usize, usize)> {
    let (n, m) = (a.len(), b.len());
    // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
    let mut lengths = vec![0u16; (n + 1) * (m + 1)];
    let at = |i: usize, j: usize| i * (m + 1) + j;
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lengths[at(i, j)] = if a[i].text == b[j].text {
                lengths[at(i + 1, j + 1)] + 1
            } else {
                lengths[at(i + 1, j)].max(lengths[at(i, j + 1)])
            };
        }
    }
    let mut pairs = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < n && j < m {
        if a[i].text == b[j].text {
            pairs.push((i, j));
            i += 1;
            j += 1;
        } else if lengths[at(i + 1, j)] >= lengths[at(i, j + 1)] {
            i += 1;
        } else {
            j += 1;
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mapped(expanded: &str, original: &str, needle_in_expanded: &str) -> Option<String> {
        let at = expanded.find(needle_in_expanded).expect("needle");
        original_offset(expanded, original, at).map(|o| original[o..].to_string())
    }

    #[test]
    fn shared_tokens_map_to_the_original() {
        let e = "__attribute__((device)) void f(float x) { return undefined_name; }";
        let o = "__device__ void f(float x) { return undefined_name; }";
        assert_eq!(mapped(e, o, "undefined_name").as_deref(), Some("undefined_name; }"));
        assert_eq!(mapped(e, o, "float").as_deref(), Some("float x) { return undefined_name; }"));
    }

    #[test]
    fn positions_inside_an_expansion_map_to_the_macro() {
        let e = "int g() { do { if (!(bad_call())) abort(); } while (0); return 1; }";
        let o = "int g() { CHECK(bad_call()); return 1; }";
        assert_eq!(mapped(e, o, "abort").as_deref(), Some("CHECK(bad_call()); return 1; }"));
    }

    #[test]
    fn unrelated_lines_are_not_aligned() {
        assert_eq!(original_offset("int a = b + c;", "completely different words here", 8), None);
        assert_eq!(original_offset("same", "same", 2), Some(2));
    }
}
