//! The two command lines cufe understands, and the preprocessing step the friendly one needs.
//!
//! nvcc runs its front end as `cudafe++ --c++17 --static-host-stub ... file.cpp4.ii`; cufe accepts
//! exactly that argv ([`cudafe_args`]) so it can be dropped in with `nvcc-with`. People use the
//! friendly subcommands instead (`cufe check x.cu`, `cufe build x.cu -o DIR`, ...; [`commands`]),
//! which start from an unpreprocessed `.cu` and run the host preprocessor the way nvcc does
//! ([`preprocess`]). [`parse_invocation`] tells the two forms apart.

pub mod color;
pub mod commands;
pub mod compile_db;
pub mod cudafe_args;
pub mod preprocess;
pub mod progress;

pub use commands::{
    invocation_error_exit_code, parse_invocation, Invocation, SourceArgs, COMMAND_NAMES,
};
pub use cudafe_args::{
    parse_cudafe_args, CudafeOptions, CxxStandard, DevicePass, DiagAction, DiagControl, DiagFormat,
    COMMAND_LINE_ERROR_EXIT_CODE,
};
pub use preprocess::{preprocess, probe_gnu_version, PreprocessRequest};
