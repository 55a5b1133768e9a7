//! The backend: what cufe writes for the rest of the nvcc pipeline. The host translation
//! (`host_translation`, nvcc's `.cudafe1.cpp`), the fixed texts around it (`boilerplate`),
//! the module id (`module_id`) and atomic output files (`output_file`).

pub mod boilerplate;
pub mod host_translation;
pub mod module_id;
pub mod output_file;
