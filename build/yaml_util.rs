//! Helpers shared by the table generators in `build/`: reading a YAML file with a
//! readable error, and writing generated Rust.

use std::path::Path;

/// Reads and parses `tables/<name>` into `T`, or returns an error naming the file.
pub fn read_table<T: serde::de::DeserializeOwned>(name: &str) -> Result<T, String> {
    let path = Path::new("tables").join(name);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    serde_yaml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Writes generated Rust source to `OUT_DIR/<file>`.
pub fn write_out(out_dir: &Path, file: &str, code: &str) -> Result<(), String> {
    std::fs::write(out_dir.join(file), code).map_err(|e| format!("cannot write {file}: {e}"))
}
