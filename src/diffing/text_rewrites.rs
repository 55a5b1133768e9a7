//! Rewrites on the raw text of a line, before tokenizing: the parts of an output that change
//! from run to run or from machine to machine without meaning anything — nvcc's temporary
//! names (`tmpxft_<hex>_<hex>-N_` → `tmpxft_*`), absolute path prefixes (`--strip-prefix`),
//! the module id (`--same-module-id`), and in IL displays heap addresses and the compilation
//! time.

/// `tmpxft_0000a1b2_00000000-6_k.cudafe1.stub.c` → `tmpxft_*k.cudafe1.stub.c`.
pub fn mask_temporary_names(line: &str) -> String {
    const STEM: &str = "tmpxft_";
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find(STEM) {
        let after = &rest[at + STEM.len()..];
        out.push_str(&rest[..at]);
        match temporary_suffix_len(after.as_bytes()) {
            Some(len) => {
                out.push_str("tmpxft_*");
                rest = &after[len..];
            }
            None => {
                out.push_str(STEM);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Length of `<hex>_<hex>-<digits>_` at the start of `b`.
fn temporary_suffix_len(b: &[u8]) -> Option<usize> {
    let mut i = run(b, 0, u8::is_ascii_hexdigit)?;
    i = expect(b, i, b'_')?;
    i = run(b, i, u8::is_ascii_hexdigit)?;
    i = expect(b, i, b'-')?;
    i = run(b, i, u8::is_ascii_digit)?;
    expect(b, i, b'_')
}

fn run(b: &[u8], start: usize, class: fn(&u8) -> bool) -> Option<usize> {
    let n = b[start.min(b.len())..].iter().take_while(|c| class(c)).count();
    (n > 0).then_some(start + n)
}

fn expect(b: &[u8], i: usize, c: u8) -> Option<usize> {
    (b.get(i) == Some(&c)).then_some(i + 1)
}

/// Removes every occurrence of each prefix (longest first, so that nested prefixes work).
pub fn strip_prefixes(line: &str, prefixes: &[String]) -> String {
    let mut sorted: Vec<&String> = prefixes.iter().filter(|p| !p.is_empty()).collect();
    sorted.sort_by(|a, b| b.len().cmp(&a.len()).then(a.cmp(b)));
    let mut out = line.to_string();
    for p in sorted {
        if out.contains(p.as_str()) {
            out = out.replace(p.as_str(), "");
        }
    }
    out
}

/// Replaces module ids (`_<crc8>_<len>_<name>_<tail>`, as `.module_id` files, anonymous
/// namespaces `_GLOBAL__N__<id>` and `_INTERNAL_<id>` names spell them) by `<module-id>`.
/// The tail is 8 hex digits (optionally `_<pid>`), or a short mangled name of at most 8
/// characters.
pub fn mask_module_ids(line: &str) -> String {
    let b = line.as_bytes();
    let mut out = String::with_capacity(line.len());
    let mut i = 0;
    let mut copied = 0;
    while i < b.len() {
        if b[i] == b'_' {
            if let Some(len) = module_id_len(&b[i..]) {
                out.push_str(&line[copied..i]);
                out.push_str("<module-id>");
                i += len;
                copied = i;
                continue;
            }
        }
        i += 1;
    }
    out.push_str(&line[copied..]);
    out
}

fn module_id_len(b: &[u8]) -> Option<usize> {
    let hex8 = |at: usize| b.len() >= at + 8 && b[at..at + 8].iter().all(|c| c.is_ascii_digit() || (b'a'..=b'f').contains(c));
    if !hex8(1) {
        return None;
    }
    let mut i = expect(b, 9, b'_')?;
    let digits_end = run(b, i, u8::is_ascii_digit)?;
    let name_len: usize = std::str::from_utf8(&b[i..digits_end]).ok()?.parse().ok()?;
    i = expect(b, digits_end, b'_')?;
    let name_end = i.checked_add(name_len)?;
    if name_end > b.len() || !b[i..name_end].iter().all(|c| c.is_ascii_alphanumeric() || *c == b'_') {
        return None;
    }
    i = expect(b, name_end, b'_')?;
    let ident = |c: &u8| c.is_ascii_alphanumeric() || *c == b'_';
    if hex8(i) && b.get(i + 8).is_none_or(|c| !c.is_ascii_alphanumeric()) {
        let mut end = i + 8;
        // `<hex>_<pid>`: the reference's tail when nothing qualifies.
        if b.get(end) == Some(&b'_') {
            if let Some(pid_end) = run(b, end + 1, u8::is_ascii_digit) {
                if b.get(pid_end).is_none_or(|c| !ident(c)) {
                    end = pid_end;
                }
            }
        }
        return Some(end);
    }
    let tail = b[i..].iter().take(8).take_while(|c| ident(c)).count();
    (tail > 0).then_some(i + tail)
}

/// IL displays: heap addresses (`@55d0c2a1b2c0`, `0x55d0c2a1b2c0`) → `<addr>`.
pub fn mask_addresses(line: &str) -> String {
    let b = line.as_bytes();
    let mut out = String::with_capacity(line.len());
    let mut i = 0;
    let mut copied = 0;
    while i < b.len() {
        let prefix = if b[i] == b'@' {
            1
        } else if b[i] == b'0' && matches!(b.get(i + 1), Some(b'x' | b'X')) && (i == 0 || !b[i - 1].is_ascii_alphanumeric()) {
            2
        } else {
            0
        };
        if prefix > 0 {
            let digits = b[i + prefix..].iter().take_while(|c| c.is_ascii_hexdigit()).count();
            if digits > 0 {
                out.push_str(&line[copied..i]);
                out.push_str(if prefix == 1 { "@<addr>" } else { "<addr>" });
                i += prefix + digits;
                copied = i;
                continue;
            }
        }
        i += 1;
    }
    out.push_str(&line[copied..]);
    out
}

/// IL displays: the line that holds the compilation time (never the same twice).
pub fn is_compilation_time_line(line: &str) -> bool {
    line.trim_start().starts_with("time_of_compilation:")
}

/// Plain-text whitespace normalisation: runs of blanks folded into one space, leading and
/// trailing ones removed.
pub fn fold_whitespace(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temporary_names() {
        assert_eq!(
            mask_temporary_names("#include \"tmpxft_0000a1b2_00000000-6_k.cudafe1.stub.c\""),
            "#include \"tmpxft_*k.cudafe1.stub.c\""
        );
        assert_eq!(mask_temporary_names("tmpxft_ tmpxft_12_ab-x_"), "tmpxft_ tmpxft_12_ab-x_");
        assert_eq!(mask_temporary_names("a tmpxft_1_2-3_x tmpxft_4_5-66_y"), "a tmpxft_*x tmpxft_*y");
    }

    #[test]
    fn prefixes_longest_first() {
        let p = vec!["/usr/".to_string(), "/usr/include/".to_string(), String::new()];
        assert_eq!(strip_prefixes("# 1 \"/usr/include/stdio.h\" /usr/x", &p), "# 1 \"stdio.h\" x");
    }

    #[test]
    fn module_ids_as_the_reference_spells_them() {
        // From the reference's outputs for launch.cu and anon_namespace.cu.
        assert_eq!(mask_module_ids("_cd227e10_9_launch_cu_4b33281b"), "<module-id>");
        assert_eq!(
            mask_module_ids("#define _NV_ANON_NAMESPACE _GLOBAL__N__4748c3fb_17_anon_namespace_cu_333c08ee"),
            "#define _NV_ANON_NAMESPACE _GLOBAL__N_<module-id>"
        );
        assert_eq!(mask_module_ids("_1234abcd_0__6f7e8d9c_4242 x"), "<module-id> x");
        assert_eq!(mask_module_ids("_1234abcd_4_k_cu_f x"), "<module-id> x");
        // Not ids: wrong lengths, upper-case hex, truncated.
        for s in ["_cd227e10_9_launch_c", "_CD227E10_9_launch_cu_4b33281b", "_cd227e1_9_launch_cu_4b33281b", "_cd227e10_99999999999999999999999_x"] {
            assert_eq!(mask_module_ids(s), s);
        }
    }

    #[test]
    fn addresses_and_time() {
        assert_eq!(
            mask_addresses("primary_scope:  file-scope scope@56543faed080 0x7ffd12 x0x1"),
            "primary_scope:  file-scope scope@<addr> <addr> x0x1"
        );
        assert!(is_compilation_time_line("time_of_compilation:     file-scope other-text@5: \"Sun\""));
        assert!(!is_compilation_time_line("compiler_version: 6.8"));
    }

    #[test]
    fn whitespace() {
        assert_eq!(fold_whitespace("  a \t b   "), "a b");
    }
}
