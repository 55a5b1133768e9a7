//! Running the host preprocessor on a `.cu` file the way nvcc does before its front end.
//!
//! nvcc 13.5 runs (reference README, "The cudafe++ command line"):
//! `gcc [-std=c++NN] -D__CUDA_ARCH_LIST__=900 -E -x c++ -D__CUDACC__ -D__NVCC__ [mode macros]
//! [-I user dirs] -I$CUDA/include -isystem $CUDA/include/cccl [-D/-U user macros]
//! -D__CUDACC_VER_MAJOR__=13 ... -include cuda_runtime.h -m64 k.cu -o k.cpp4.ii`.
//! [`gcc_arguments`] builds the same argv. With a CUDA installation it is nvcc's exactly; without
//! one the CUDA include directories are left out and cufe's own `cuda_prelude.h` is
//! force-included instead of `cuda_runtime.h`, so small programs need no CUDA installation.
//! [`find_cuda`] says which: `--cuda-path`, else `CUDA_HOME`, `CUDA_PATH`, the directory above
//! the `nvcc` found on `PATH`, `/usr/local/cuda`.
//!
//! The prelude is written to a private directory (random name, mode 0700, removed after the
//! run), never to a shared predictable path another user could plant; the same directory holds
//! a stand-in `cuda_runtime.h` so that `#include <cuda_runtime.h>` works. Line markers name it
//! [`BUILTIN_DIR`] whatever the temp directory is, so outputs do not depend on `TMPDIR`.

use super::cudafe_args::CxxStandard;
use std::path::{Path, PathBuf};
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
    /// `-isystem` directories, in order.
    pub system_include_dirs: Vec<PathBuf>,
    /// `-include` files (nvcc's `--pre-include`), in order; after `cuda_runtime.h`, as nvcc.
    pub pre_includes: Vec<PathBuf>,
    /// Host compiler options nvcc passes to the preprocessor: `-Xcompiler` values, then `-O`.
    pub host_options: Vec<String>,
    /// The virtual architectures, as `__CUDA_ARCH_LIST__` lists them (`-arch=sm_90` → 900).
    pub arch_list: Vec<u32>,
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
    /// The device preprocessing for this `__CUDA_ARCH__` (what nvcc gives cicc) instead of the
    /// host's.
    pub device_arch: Option<u32>,
    /// Plain C++, as g++ sees a `.cpp` (nvcc hands such files to the host compiler as they
    /// are): no CUDA macros, headers or forced include.
    pub plain_cxx: bool,
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
            system_include_dirs: Vec::new(),
            pre_includes: Vec::new(),
            host_options: Vec::new(),
            arch_list: vec![900],
            cuda_path: None,
            extended_lambda: false,
            relaxed_constexpr: false,
            rdc: false,
            debug: false,
            compiler: "gcc".to_string(),
            working_dir: None,
            device_arch: None,
            plain_cxx: false,
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
    // The device preprocessing (nvcc's for cicc) adds `__CUDA_ARCH__` and the double-precision
    // math functions, in these places.
    if let Some(arch) = request.device_arch {
        args.push(format!("-D__CUDA_ARCH__={arch}"));
    }
    let arch_list: Vec<String> = request.arch_list.iter().map(|a| a.to_string()).collect();
    args.push(format!("-D__CUDA_ARCH_LIST__={}", arch_list.join(",")));
    args.extend(["-E", "-x", "c++"].map(String::from));
    if request.device_arch.is_some() {
        args.push("-DCUDA_DOUBLE_MATH_FUNCTIONS".to_string());
    }
    args.extend(["-D__CUDACC__", "-D__NVCC__"].map(String::from));
    let mode_macros = [
        (request.rdc, "-D__CUDACC_RDC__"),
        (request.debug, "-D__CUDACC_DEBUG__"),
        (request.extended_lambda, "-D__CUDACC_EXTENDED_LAMBDA__"),
        (request.relaxed_constexpr, "-D__CUDACC_RELAXED_CONSTEXPR__"),
    ];
    args.extend(mode_macros.iter().filter(|(on, _)| *on).map(|(_, m)| m.to_string()));
    args.extend(request.host_options.iter().cloned());
    for dir in &request.include_dirs {
        args.push(format!("-I{}", dir.display()));
    }
    if let Some(cuda) = &request.cuda_path {
        args.push(format!("-I{}", cuda.join("include").display()));
    }
    for dir in &request.system_include_dirs {
        args.push("-isystem".to_string());
        args.push(dir.display().to_string());
    }
    if let Some(cuda) = &request.cuda_path {
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
    for file in &request.pre_includes {
        args.push("-include".to_string());
        args.push(file.display().to_string());
    }
    args.push("-m64".to_string());
    // A name that begins with `-` would be read by gcc as an option.
    let input = request.input.display().to_string();
    args.push(if input.starts_with('-') { format!("./{input}") } else { input });
    args
}

/// How line markers name the built-in prelude's directory, whatever the temp directory is.
pub const BUILTIN_DIR: &str = "<cufe-builtin>";

/// The headers a CUDA installation has that the built-in prelude stands in for.
const STAND_IN_HEADERS: &[&str] = &["cuda_runtime.h", "cuda_runtime_api.h", "device_launch_parameters.h"];

/// `dir` if it is a CUDA installation (has `include/cuda_runtime.h`).
fn cuda_installation(dir: PathBuf) -> Option<PathBuf> {
    dir.join("include").join("cuda_runtime.h").is_file().then_some(dir)
}

/// The CUDA installation to preprocess with, as nvcc users expect to find it: `explicit`
/// (`--cuda-path`; an error if it has no `include/cuda_runtime.h`), else `$CUDA_HOME`,
/// `$CUDA_PATH`, the directory above the `nvcc` on `$PATH`, `/usr/local/cuda`, the first that
/// has `include/cuda_runtime.h`. `None`: use the built-in prelude. `env` reads a variable
/// (the process environment in use; a table in tests).
pub fn find_cuda(explicit: Option<&Path>, env: &dyn Fn(&str) -> Option<std::ffi::OsString>) -> Result<Option<PathBuf>, String> {
    if let Some(dir) = explicit {
        return match cuda_installation(dir.to_path_buf()) {
            Some(dir) => Ok(Some(dir)),
            None => Err(format!("--cuda-path \"{}\": no include/cuda_runtime.h there", dir.display())),
        };
    }
    let from_variables = ["CUDA_HOME", "CUDA_PATH"].into_iter().filter_map(|v| env(v)).filter(|v| !v.is_empty()).map(PathBuf::from);
    let nvcc_on_path = env("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default()
        .into_iter()
        .filter(|dir| dir.join("nvcc").is_file())
        .filter_map(|bin| bin.parent().map(Path::to_path_buf));
    Ok(from_variables.chain(nvcc_on_path).chain([PathBuf::from("/usr/local/cuda")]).find_map(cuda_installation))
}

/// A private directory holding the prelude and its stand-in headers for one preprocessing run:
/// a random name under the temp directory, created anew (never reused, so nothing planted at a
/// guessed path is read), mode 0700, removed when dropped.
struct PreludeDir {
    path: PathBuf,
}

impl PreludeDir {
    fn create() -> Result<PreludeDir, String> {
        let tmp = std::env::temp_dir();
        let mut last_error = String::new();
        for _ in 0..16 {
            let path = tmp.join(format!("cufe-{:016x}", random_u64()));
            let mut builder = std::fs::DirBuilder::new();
            #[cfg(unix)]
            std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
            match builder.create(&path) {
                Ok(()) => {
                    let dir = PreludeDir { path };
                    dir.write("cuda_prelude.h", CUDA_PRELUDE)?;
                    for header in STAND_IN_HEADERS {
                        dir.write(header, "#include \"cuda_prelude.h\"\n")?;
                    }
                    return Ok(dir);
                }
                // Someone else's (or a planted) directory: pick another name.
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last_error = e.to_string(),
                Err(e) => return Err(format!("cannot create \"{}\": {e}", path.display())),
            }
        }
        Err(format!("cannot create a private directory under \"{}\": {last_error}", tmp.display()))
    }

    fn write(&self, name: &str, text: &str) -> Result<(), String> {
        let path = self.path.join(name);
        // create_new: the directory is ours and empty, so an existing file means trouble.
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
            .map_err(|e| format!("cannot write \"{}\": {e}", path.display()))?;
        std::io::Write::write_all(&mut file, text.as_bytes()).map_err(|e| format!("cannot write \"{}\": {e}", path.display()))
    }
}

impl Drop for PreludeDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

/// 64 unpredictable bits: the kernel's random source, else std's randomly seeded hasher.
fn random_u64() -> u64 {
    let mut bytes = [0u8; 8];
    if std::fs::File::open("/dev/urandom").and_then(|mut f| std::io::Read::read_exact(&mut f, &mut bytes)).is_ok() {
        return u64::from_le_bytes(bytes);
    }
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0));
    h.finish()
}

/// Line markers naming `dir` name [`BUILTIN_DIR`] instead (`# 1 "/tmp/cufe-…/cuda_prelude.h"`
/// → `# 1 "<cufe-builtin>/cuda_prelude.h"`).
fn rename_builtin_dir(text: String, dir: &Path) -> String {
    let from = format!("\"{}/", dir.display());
    if !text.contains(&from) {
        return text;
    }
    let to = format!("\"{BUILTIN_DIR}/");
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        if line.starts_with('#') {
            out.push_str(&line.replace(&from, &to));
        } else {
            out.push_str(line);
        }
    }
    out
}

/// Without a CUDA installation, a missing CUDA header gets a hint after gcc's message.
fn missing_cuda_header_hint(stderr: &str) -> Option<String> {
    const CUDA_HEADER_PREFIXES: &[&str] = &[
        "cuda", "cub/", "thrust/", "cooperative_groups", "nv/", "crt/", "cublas", "cufft", "curand", "cusparse",
        "cusolver", "nvtx", "mma.h", "sm_", "device_", "vector_", "math_constants.h", "texture_", "surface_",
    ];
    let missing = stderr.lines().find_map(|l| {
        let (_, rest) = l.split_once("fatal error: ")?;
        rest.strip_suffix(": No such file or directory")
    })?;
    CUDA_HEADER_PREFIXES.iter().any(|p| missing.starts_with(p)).then(|| {
        format!(
            "cufe: \"{missing}\" is a CUDA header, and no CUDA installation was found (the built-in \
             stand-in covers cuda_runtime.h only): pass --cuda-path DIR, or set CUDA_HOME"
        )
    })
}

/// Preprocesses `request.input` and returns the preprocessed text (what nvcc hands cudafe++ as
/// `.cpp4.ii`). On failure the error holds the command and the preprocessor's stderr.
pub fn preprocess(request: &PreprocessRequest) -> Result<String, String> {
    if request.plain_cxx {
        return preprocess_plain_cxx(request);
    }
    let prelude_dir = if request.cuda_path.is_none() { Some(PreludeDir::create()?) } else { None };
    let (request, forced_include) = match (&prelude_dir, &request.cuda_path) {
        (Some(prelude_dir), _) => {
            // The stand-ins come where CUDA's include directory would: after the user's.
            let mut with_stand_ins = request.clone();
            with_stand_ins.include_dirs.push(prelude_dir.path.clone());
            (with_stand_ins, prelude_dir.path.join("cuda_prelude.h").display().to_string())
        }
        (None, cuda) => {
            let cuda = cuda.as_deref().unwrap_or(Path::new(""));
            let header = cuda.join("include").join("cuda_runtime.h");
            if !header.is_file() {
                return Err(format!("--cuda-path \"{}\": no {} there", cuda.display(), header.display()));
            }
            (request.clone(), "cuda_runtime.h".to_string())
        }
    };
    let args = gcc_arguments(&request, &forced_include);
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
        let stderr = String::from_utf8_lossy(&output.stderr);
        let stderr = match &prelude_dir {
            None => stderr.into_owned(),
            Some(prelude_dir) => {
                let hint = missing_cuda_header_hint(&stderr);
                let stderr = stderr.replace(&format!("{}/", prelude_dir.path.display()), &format!("{BUILTIN_DIR}/"));
                match hint {
                    Some(h) => format!("{}\n{h}", stderr.trim_end()),
                    None => stderr,
                }
            }
        };
        return Err(format!("preprocessing \"{}\" failed ({}):\n{}", request.input.display(), output.status, stderr.trim_end()));
    }
    let text = String::from_utf8(output.stdout).map_err(|e| {
        format!("the preprocessed \"{}\" is not UTF-8 (byte {})", request.input.display(), e.utf8_error().valid_up_to())
    })?;
    Ok(match &prelude_dir {
        None => text,
        Some(prelude_dir) => rename_builtin_dir(text, &prelude_dir.path),
    })
}

/// `gcc [-std] -E -x c++ [-D/-U/-I/-isystem/-include] input`: a `.cpp` as g++ reads it.
fn preprocess_plain_cxx(request: &PreprocessRequest) -> Result<String, String> {
    let mut args: Vec<String> = Vec::new();
    if let Some(std) = request.standard {
        args.push(std.gcc_flag());
    }
    args.extend(["-E", "-x", "c++"].map(String::from));
    args.extend(request.host_options.iter().cloned());
    args.extend(request.include_dirs.iter().map(|d| format!("-I{}", d.display())));
    for dir in &request.system_include_dirs {
        args.extend(["-isystem".to_string(), dir.display().to_string()]);
    }
    for define in &request.defines {
        args.extend(["-D".to_string(), define.clone()]);
    }
    for undefine in &request.undefines {
        args.extend(["-U".to_string(), undefine.clone()]);
    }
    for file in &request.pre_includes {
        args.extend(["-include".to_string(), file.display().to_string()]);
    }
    let input = request.input.display().to_string();
    args.push(if input.starts_with('-') { format!("./{input}") } else { input });
    let mut command = Command::new(&request.compiler);
    if let Some(dir) = &request.working_dir {
        command.current_dir(dir);
    }
    let output = command.args(&args).stdin(Stdio::null()).output().map_err(|e| format!("cannot run the preprocessor \"{}\": {e}", request.compiler))?;
    if !output.status.success() {
        return Err(format!("preprocessing \"{}\" failed ({}):\n{}", request.input.display(), output.status, String::from_utf8_lossy(&output.stderr).trim_end()));
    }
    String::from_utf8(output.stdout).map_err(|e| format!("the preprocessed \"{}\" is not UTF-8 (byte {})", request.input.display(), e.utf8_error().valid_up_to()))
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
