//! Semantics: what the syntax tree means. `disambiguate` chooses a reading for every
//! ambiguity node; `cuda` holds the CUDA rules (execution and memory spaces, what a kernel
//! may be); `types` turns declared types into the mangler's model; `check` walks the unit and
//! reports what the rules find. `references` records every use of a name in routine bodies
//! (call, read, write, launch) and `cuda_calls` judges those uses across execution spaces.
//! `symbols` is the symbol table (scopes, entities with their declared types, bases, access,
//! arities); `typing` gives the expressions of non-template bodies their types on it and
//! judges the rules that need them.
//!
//! Still thin: templates are not instantiated (their bodies are not typed), and overload
//! resolution only rules candidates out (by count and by conversions the model can decide).

pub mod call_graph;
pub mod check;
pub mod constant_eval;
pub mod cuda;
pub mod cuda_calls;
pub mod cuda_device;
pub mod decl_rules;
pub mod disambiguate;
pub mod flow;
pub mod unreachable_loops;
pub mod function_attributes;
pub mod lambda_annotations;
pub mod name_uses;
pub mod references;
pub mod symbols;
pub mod types;
pub mod typing;
pub mod unused;
pub mod use_resolution;
pub mod xref;
