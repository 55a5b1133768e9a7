//! Build script: turns the declarative inputs into Rust.
//! - `grammar/*.lalrpop` → LR parser tables (lalrpop); a grammar conflict fails the build with
//!   lalrpop's explanation.
//! - `tables/*.yaml` → lookup tables (diagnostics catalog, mangling codes, ambiguity nodes,
//!   builtins' constant evaluation); a malformed entry fails the build with a message naming
//!   the file and the entry.
//! The table generators live in `build/`, one file per table.

#[path = "build/ambiguities.rs"]
mod ambiguities;
#[path = "build/builtins.rs"]
mod builtins;
#[path = "build/diagnostics.rs"]
mod diagnostics;
#[path = "build/mangling.rs"]
mod mangling;
#[path = "build/yaml_util.rs"]
mod yaml_util;

use std::path::PathBuf;

fn main() {
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    println!("cargo:rerun-if-changed=grammar");
    println!("cargo:rerun-if-changed=tables");
    println!("cargo:rerun-if-changed=build");

    lalrpop::Configuration::new()
        .set_in_dir("grammar")
        .set_out_dir(&out_dir)
        .emit_rerun_directives(true)
        .process()
        .unwrap_or_else(|e| {
            eprintln!("lalrpop failed: {e}");
            std::process::exit(1)
        });

    let run = |name: &str, result: Result<(), String>| {
        if let Err(msg) = result {
            eprintln!("error: {name}: {msg}");
            std::process::exit(1);
        }
    };
    run("tables/diagnostics.yaml", diagnostics::generate(&out_dir));
    run("tables/mangling.yaml", mangling::generate(&out_dir));
    run("tables/ambiguities.yaml", ambiguities::generate(&out_dir));
    run("tables/builtins.yaml", builtins::generate(&out_dir));
}
