//! `cufe explain N`: the rule behind a diagnostic number (either form, `#20048-D` too) or
//! tag, from the catalog: its numbers and tag, severity and whether it can be changed, our
//! message, a minimal example that gets it from the reference, and which of nvcc's two front
//! ends reports it.

use super::number::{display_number, parse_number};
use super::{DiagDef, Severity};
use crate::tables::diagnostics as catalog;

/// The explanation of `query`, or why there is none.
pub fn explain(query: &str) -> Result<String, String> {
    let trimmed = query.trim().trim_start_matches('#').trim_end_matches("-D");
    let number = match trimmed.parse::<u32>() {
        Ok(n) => parse_number(n).ok_or_else(|| format!("{query}: not a diagnostic number (0..={} or 20000 and up)", catalog::LAST_NUMBER))?,
        Err(_) => catalog::number_of_tag(trimmed).ok_or_else(|| format!("{query}: no diagnostic has this number or tag"))?,
    };
    match catalog::by_number(number) {
        Some(def) => Ok(describe(def)),
        None => Err(match catalog::tag_of_number(number) {
            Some(tag) => format!("#{} ({tag}): the reference has this diagnostic, cufe never reports it", display_number(number)),
            None => format!("#{}: no diagnostic has this number", display_number(number)),
        }),
    }
}

/// The catalog's message with its arguments shown as `<name>` (`"<name>" was declared but
/// never referenced`).
pub fn message_template(def: &DiagDef) -> String {
    let message = def.text.replace("{{", "\u{1}").replace("}}", "\u{2}");
    def.args.iter().fold(message, |m, a| m.replace(&format!("{{{a}}}"), &format!("<{a}>"))).replace('\u{1}', "{").replace('\u{2}', "}")
}

/// [`explain`] for a catalog entry.
pub fn describe(def: &DiagDef) -> String {
    let shown = display_number(def.number);
    let internal = if shown != def.number { format!(", internal {}", def.number) } else { String::new() };
    let control = match def.severity {
        Severity::Catastrophe | Severity::CommandLineError => "it cannot be changed".to_string(),
        Severity::Error if !def.discretionary => "an error that cannot be changed".to_string(),
        _ => format!("it can be changed: --diag-suppress {shown} (cudafe++: --diag_suppress={shown}), #pragma nv_diag_suppress {shown}; also _warning, _error, _remark"),
    };
    let message = message_template(def);
    let who = if def.checked_with.starts_with("cicc") {
        "cicc, nvcc's device-side front end, reports it; `cufe check` reports it too (not with --host-only)"
    } else {
        "cudafe++ (the host-side front end) reports it inside nvcc"
    };
    let example_kind = match def.checked_with {
        "raw" => "a preprocessed unit given to cudafe++",
        "cmdline" => "cudafe++ flags",
        _ => "a .cu file",
    };
    format!(
        "#{shown} ({}{internal}): {}, {control}\n  {message}\n\nExample ({example_kind}, checked against the reference: {}):\n  {}\n\n{who}.\n",
        def.tag,
        def.severity.name(),
        def.checked_with,
        def.example
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_number_forms_and_the_tag_explain_the_same_rule() {
        let by_display = explain("20048").unwrap();
        assert_eq!(explain("3632").unwrap(), by_display);
        assert_eq!(explain("#20048-D").unwrap(), by_display);
        assert_eq!(explain("global_function_return_type").unwrap(), by_display);
        assert!(by_display.contains("__global__ int f()"), "{by_display}");
        assert!(by_display.starts_with("#20048 (global_function_return_type, internal 3632): error"), "{by_display}");
    }

    #[test]
    fn device_side_rules_say_who_reports_them() {
        assert!(explain("20016").unwrap().contains("cicc"));
        assert!(explain("177").unwrap().contains("cicc"));
        assert!(!explain("20048").unwrap().contains("cicc"));
    }

    #[test]
    fn unknown_numbers_and_tags_are_refused() {
        assert!(explain("99999").is_err());
        assert!(explain("no_such_tag").is_err());
        // A number the reference has a tag for but the catalog no message.
        let (tag, number) = catalog::TAGS.iter().copied().find(|&(_, n)| catalog::by_number(n).is_none()).unwrap();
        assert!(explain(&number.to_string()).unwrap_err().contains("never reports"));
        assert!(explain(tag).unwrap_err().contains("never reports"));
    }
}
