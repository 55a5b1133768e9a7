//! Running the host preprocessor on a `.cu` file the way nvcc does before its front end.
//!
//! nvcc 13.5 runs (reference README, "The cudafe++ command line"):
//! `gcc [-std=c++NN] -D__CUDA_ARCH_LIST__=900 -E -x c++ -D__CUDACC__ -D__NVCC__ [mode macros]
//! [-I user dirs] -I$CUDA/include -isystem $CUDA/include/cccl [-D/-U user macros]
//! -D__CUDACC_VER_MAJOR__=13 ... -include cuda_runtime.h -m64 k.cu -o k.cpp4.ii`.
//! [`gcc_arguments`] builds the same argv. With `--cuda-path` it is nvcc's exactly; without one
//! the CUDA include directories are left out and cufe's own `cuda_prelude.h` is force-included
//! instead of `cuda_runtime.h`, so small programs need no CUDA installation.
//!
//! The prelude is written to a content-addressed path under the temp directory so that the
//! line markers that name it, and so cufe's output, are the same on every run.

use super::cudafe_args::CxxStandard;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// cufe's built-in stand-in for `cuda_runtime.h`.
pub const CUDA_PRELUDE: &str = include_str!("cuda_prelude.h");

/// The CUDA version cufe's front end stands in for (nvcc 13.5.37's `-D__CUDACC_VER_*__`).
const CUDA_VERSION_MACROS: [&str; 5] = [
    "-D__CUDACC_VER_MAJOR__=13",
    "-D__CUDACC_VER_MINOR__=5",
    "-D__CUDACC_VER_BUILD__=37",
    "-D__CUDA_API_VER_MAJOR__=13",
    "-D__CUDA_API_VER_MINOR__=5",
];

/// What to preprocess and how. Mirrors the nvcc options that change the host `gcc -E` step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PreprocessRequest {
    /// The `.cu` file, as given (it appears in line markers as given).
    pub input: PathBuf,
    /// `-std=c++NN`; `None` = the host compiler's default, as nvcc does without `-std`.
    pub standard: Option<CxxStandard>,
    /// `-D` arguments (`FOO`, `FOO=1`), in order.
    pub defines: Vec<String>,
    /// `-U` arguments, in order.
    pub undefines: Vec<String>,
    /// `-I` directories, in order.
    pub include_dirs: Vec<PathBuf>,
    /// A CUDA installation (the directory holding `include/cuda_runtime.h`); `None` = the built-in
    /// prelude.
    pub cuda_path: Option<PathBuf>,
    /// nvcc's `--extended-lambda` (defines `__CUDACC_EXTENDED_LAMBDA__`).
    pub extended_lambda: bool,
    /// nvcc's `--expt-relaxed-constexpr` (defines `__CUDACC_RELAXED_CONSTEXPR__`).
    pub relaxed_constexpr: bool,
    /// nvcc's `-rdc=true` (defines `__CUDACC_RDC__`).
    pub rdc: bool,
    /// nvcc's `-G` (defines `__CUDACC_DEBUG__`).
    pub debug: bool,
    /// The host compiler to run; nvcc's default is `gcc`.
    pub compiler: String,
    /// The directory to run it in (`input` is relative to it); `None` = the current directory,
    /// as nvcc does.
    pub working_dir: Option<PathBuf>,
}

impl PreprocessRequest {
    /// A request for `input` with nvcc's defaults (no `-std`, no extra macros, prelude, `gcc`).
    pub fn new(input: impl Into<PathBuf>) -> Self {
        PreprocessRequest {
            input: input.into(),
            standard: None,
            defines: Vec::new(),
            undefines: Vec::new(),
            include_dirs: Vec::new(),
            cuda_path: None,
            extended_lambda: false,
            relaxed_constexpr: false,
            rdc: false,
            debug: false,
            compiler: "gcc".to_string(),
            working_dir: None,
        }
    }
}

/// The host compiler's argv (without the compiler itself and without `-o`: the output goes to
/// stdout) for `request`, force-including `forced_include` (nvcc: `cuda_runtime.h`; cufe without
/// a CUDA path: the prelude file). Same order as nvcc's.
pub fn gcc_arguments(request: &PreprocessRequest, forced_include: &str) -> Vec<String> {
    let mut args: Vec<String> = Vec::new();
    if let Some(std) = request.standard {
        args.push(std.gcc_flag());
    }
    args.extend(["-D__CUDA_ARCH_LIST__=900", "-E", "-x", "c++", "-D__CUDACC__", "-D__NVCC__"].map(String::from));
    let mode_macros = [
        (request.rdc, "-D__CUDACC_RDC__"),
        (request.debug, "-D__CUDACC_DEBUG__"),
        (request.extended_lambda, "-D__CUDACC_EXTENDED_LAMBDA__"),
        (request.relaxed_constexpr, "-D__CUDACC_RELAXED_CONSTEXPR__"),
    ];
    args.extend(mode_macros.iter().filter(|(on, _)| *on).map(|(_, m)| m.to_string()));
    for dir in &request.include_dirs {
        args.push(format!("-I{}", dir.display()));
    }
    if let Some(cuda) = &request.cuda_path {
        args.push(format!("-I{}", cuda.join("include").display()));
        args.push("-isystem".to_string());
        args.push(cuda.join("include").join("cccl").display().to_string());
    }
    for define in &request.defines {
        args.push("-D".to_string());
        args.push(define.clone());
    }
    for undefine in &request.undefines {
        args.push("-U".to_string());
        args.push(undefine.clone());
    }
    args.extend(CUDA_VERSION_MACROS.iter().map(|m| m.to_string()));
    args.push("-D__NVCC_DIAG_PRAGMA_SUPPORT__=1".to_string());
    args.push("-D__CUDACC_DEVICE_ATOMIC_BUILTINS__=1".to_string());
    args.push("-include".to_string());
    args.push(forced_include.to_string());
    args.push("-m64".to_string());
    // A name that begins with `-` would be read by gcc as an option.
    let input = request.input.display().to_string();
    args.push(if input.starts_with('-') { format!("./{input}") } else { input });
    args
}

/// Writes the prelude (once) to `<temp dir>/cufe-prelude-<crc32 of its text>/cuda_prelude.h`
/// and returns that path. The path depends only on the text, so outputs that mention it are
/// reproducible.
pub fn prelude_path() -> Result<PathBuf, String> {
    let crc = crc32fast::hash(CUDA_PRELUDE.as_bytes());
    let dir = std::env::temp_dir().join(format!("cufe-prelude-{crc:08x}"));
    let path = dir.join("cuda_prelude.h");
    if std::fs::read(&path).ok().as_deref() == Some(CUDA_PRELUDE.as_bytes()) {
        return Ok(path);
    }
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create \"{}\": {e}", dir.display()))?;
    crate::backend::output_file::write_atomically(&path, CUDA_PRELUDE.as_bytes())?;
    Ok(path)
}

/// Preprocesses `request.input` and returns the preprocessed text (what nvcc hands cudafe++ as
/// `.cpp4.ii`). On failure the error holds the command and the preprocessor's stderr.
pub fn preprocess(request: &PreprocessRequest) -> Result<String, String> {
    let forced_include = match &request.cuda_path {
        Some(cuda) => {
            let header = cuda.join("include").join("cuda_runtime.h");
            if !header.is_file() {
                return Err(format!("--cuda-path \"{}\": no {} there", cuda.display(), header.display()));
            }
            "cuda_runtime.h".to_string()
        }
        None => prelude_path()?.display().to_string(),
    };
    let args = gcc_arguments(request, &forced_include);
    let mut command = Command::new(&request.compiler);
    if let Some(dir) = &request.working_dir {
        command.current_dir(dir);
    }
    let output = command
        .args(&args)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run the preprocessor \"{}\": {e}", request.compiler))?;
    if !output.status.success() {
        return Err(format!(
            "preprocessing \"{}\" failed ({}):\n{}",
            request.input.display(),
            output.status,
            String::from_utf8_lossy(&output.stderr).trim_end()
        ));
    }
    String::from_utf8(output.stdout).map_err(|e| {
        format!("the preprocessed \"{}\" is not UTF-8 (byte {})", request.input.display(), e.utf8_error().valid_up_to())
    })
}

/// Asks the host compiler for its version as nvcc's `--gnu_version` spells it
/// (`major*10000 + minor*100 + patch`: gcc 12.2.0 → 120200), as nvcc's own probe does.
pub fn probe_gnu_version(compiler: &str) -> Result<u32, String> {
    let mut child = Command::new(compiler)
        .args(["-E", "-P", "-x", "c++", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run \"{compiler}\": {e}"))?;
    if let Some(mut stdin) = child.stdin.take() {
        use std::io::Write;
        stdin
            .write_all(b"__GNUC__ __GNUC_MINOR__ __GNUC_PATCHLEVEL__\n")
            .map_err(|e| format!("cannot talk to \"{compiler}\": {e}"))?;
    }
    let output = child.wait_with_output().map_err(|e| format!("\"{compiler}\" failed: {e}"))?;
    let text = String::from_utf8_lossy(&output.stdout);
    let numbers: Vec<u32> = text.split_whitespace().filter_map(|w| w.parse().ok()).collect();
    match numbers.as_slice() {
        [major, minor, patch] if output.status.success() => Ok(major * 10000 + minor * 100 + patch),
        _ => Err(format!("\"{compiler}\" is not a GNU-compatible compiler (cannot read __GNUC__)")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_follow_nvcc_order() {
        let mut request = PreprocessRequest::new("k.cu");
        request.standard = Some(CxxStandard::Cxx20);
        request.extended_lambda = true;
        request.include_dirs.push(PathBuf::from("/inc"));
        request.defines.push("FOO=1".into());
        request.cuda_path = Some(PathBuf::from("/cuda"));
        let args = gcc_arguments(&request, "cuda_runtime.h");
        let joined = args.join(" ");
        assert!(joined.starts_with("-std=c++20 -D__CUDA_ARCH_LIST__=900 -E -x c++ -D__CUDACC__ -D__NVCC__ -D__CUDACC_EXTENDED_LAMBDA__ -I/inc -I/cuda/include -isystem /cuda/include/cccl -D FOO=1 -D__CUDACC_VER_MAJOR__=13"), "{joined}");
        assert!(joined.ends_with("-include cuda_runtime.h -m64 k.cu"), "{joined}");
    }

    #[test]
    fn gcc_version_is_probed() {
        // gcc is a stated requirement of the project (README); compare with its own report.
        let v = probe_gnu_version("gcc").unwrap();
        let out = Command::new("gcc").arg("-dumpfullversion").output().unwrap();
        let parts: Vec<u32> =
            String::from_utf8_lossy(&out.stdout).trim().split('.').map(|p| p.parse().unwrap()).collect();
        let expected = parts[0] * 10000 + parts.get(1).copied().unwrap_or(0) * 100 + parts.get(2).copied().unwrap_or(0);
        assert_eq!(v, expected);
        assert!(probe_gnu_version("/nonexistent/cc").is_err());
    }
}
