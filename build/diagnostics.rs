//! Generates the diagnostics catalog from `tables/diagnostics.yaml` (placeholder: filled in
//! by the diagnostics work).
use std::path::Path;
pub fn generate(out_dir: &Path) -> Result<(), String> {
    super::yaml_util::write_out(out_dir, "diagnostics.rs", "// generated: diagnostics catalog\n")
}
