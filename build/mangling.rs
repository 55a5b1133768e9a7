//! Generates the mangling code tables from `tables/mangling.yaml` (placeholder: filled in by
//! the mangling work).
use std::path::Path;
pub fn generate(out_dir: &Path) -> Result<(), String> {
    super::yaml_util::write_out(out_dir, "mangling_tables.rs", "// generated: mangling tables\n")
}
