//! cufe: a CUDA C++ front end, a drop-in replacement for NVIDIA's `cudafe++`.
//!
//! The pipeline, one module per step (see ARCHITECTURE.md):
//! `source` (files, line markers) → `lex` (tokens) → `syntax` (lalrpop grammar, syntax
//! tree with ambiguity nodes) → `sema` (scopes, lookup, disambiguation, CUDA rules) →
//! `backend` (host translation, module id) / `diag` (diagnostics, rendered at the edge).
//! `mangle` (Itanium ABI mangler and demangler) and `cli` (both command lines) sit beside.

pub mod backend;
pub mod chain;
pub mod cli;
pub mod diag;
pub mod diffing;
pub mod driver;
pub mod fx_hash;
pub mod il_display;
pub mod lex;
pub mod mangle;
pub mod sema;
pub mod source;
pub mod syntax;
pub mod tables;
