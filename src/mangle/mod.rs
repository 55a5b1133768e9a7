//! Itanium C++ ABI name mangling: the mangler cufe uses for the names it emits
//! (`mangle`: entity model → mangled string) and a demangler printing like GNU c++filt
//! (`demangle`), with NVIDIA's extended-lambda extensions. The codes live in
//! `tables/mangling.yaml` (`crate::tables::mangling`).

pub mod demangle;
pub mod mangle;
mod node;

pub use demangle::{demangle, demangle_in_text};
