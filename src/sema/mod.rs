//! Semantics: what the syntax tree means. `disambiguate` chooses a reading for every
//! ambiguity node; `cuda` holds the CUDA rules (execution and memory spaces, what a kernel
//! may be); `types` turns declared types into the mangler's model; `check` walks the unit and
//! reports what the rules find. `references` records every use of a name in routine bodies
//! (call, read, write, launch) and `cuda_calls` judges those uses across execution spaces.
//!
//! Name lookup here is still thin: scopes are tracked as namespace paths, and names are
//! compared by spelling. Full lookup (classes, templates, overloads) comes with the grammar.

pub mod call_graph;
pub mod check;
pub mod cuda;
pub mod cuda_calls;
pub mod cuda_device;
pub mod decl_rules;
pub mod disambiguate;
pub mod function_attributes;
pub mod lambda_annotations;
pub mod name_uses;
pub mod references;
pub mod symbols;
pub mod types;
pub mod unused;
pub mod use_resolution;
pub mod xref;
