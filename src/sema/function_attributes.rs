//! GNU attributes that only mean something on a function, and cufe's vendor attributes
//! among them. On a variable such an attribute is ignored with warning 1835 at its name, as
//! the reference does for `noinline` and `always_inline`. `nv_example` is cufe's own vendor
//! attribute, the worked example of docs/extending-the-grammar.md: it marks a function, is
//! shown in `--il_display` (field `vendor_attributes`), is kept in the host translation as
//! written (the reference keeps attributes it does not know, and so does cufe), and on a
//! variable gets the same warning (the reference, which does not know it, says nothing).

use crate::syntax::ast::*;

/// GNU attribute names (without the optional `__` around them) that apply to functions only.
pub const FUNCTION_ONLY: &[&str] = &["noinline", "always_inline", "nv_example"];

/// cufe's vendor attributes: the ones the IL display lists on a routine.
pub const VENDOR: &[&str] = &["nv_example"];

/// `__noinline__` and `noinline` are one attribute.
fn bare(name: &str) -> &str {
    name.strip_prefix("__").and_then(|n| n.strip_suffix("__")).unwrap_or(name)
}

/// The GNU attributes among `specs` whose bare name is in `names`: (name token, the name as
/// written, e.g. `__always_inline__`).
pub fn gnu_attributes_in(specs: &[DeclSpec], names: &[&str], text: &dyn Fn(Tok) -> String) -> Vec<(Tok, String)> {
    let mut out = Vec::new();
    for spec in specs {
        let DeclSpec::Attr(a) = spec else { continue };
        if a.syntax != AttrSyntax::Gnu {
            continue;
        }
        for attr in &a.attrs {
            let name = text(attr.name);
            if names.contains(&bare(&name)) {
                out.push((attr.name, name));
            }
        }
    }
    out
}

/// Function-only attributes written on a declaration of variables (none of its declarators
/// is a function): (the attribute's name token, its name as written) for warning 1835.
pub fn misplaced(s: &SimpleDecl, text: &dyn Fn(Tok) -> String) -> Vec<(Tok, String)> {
    let declares_variable = s.declarators.iter().any(|d| d.declarator.function_params().is_none());
    let is_typedef = s.specs.iter().any(|sp| matches!(sp, DeclSpec::Keyword(t) if text(*t) == "typedef"));
    if !declares_variable || is_typedef {
        return Vec::new();
    }
    gnu_attributes_in(&s.specs, FUNCTION_ONLY, text)
}
