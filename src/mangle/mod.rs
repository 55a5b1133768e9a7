//! Itanium C++ ABI name mangling: the mangler cufe uses for the names it emits
//! (`mangle`: entity model → mangled string) and a demangler printing like GNU c++filt
//! (`demangle`), with NVIDIA's extended-lambda extensions, and the names NVIDIA's toolchain
//! builds around manglings (`nvidia`: stubs, `__nv_static_`, module-id namespaces). The codes live in
//! `tables/mangling.yaml` (`crate::tables::mangling`).

pub mod deduce;
pub mod defined;
pub mod demangle;
pub mod mangle;
pub mod nvidia;
mod node;

pub use demangle::{demangle, demangle_in_bytes, demangle_in_text, demangle_with, DemangleOptions};
