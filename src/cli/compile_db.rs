//! CMake's compilation database (`compile_commands.json`, written with
//! `-DCMAKE_EXPORT_COMPILE_COMMANDS=ON`), for `cufe check -p build [FILES...]`: the `.cu`
//! entries, each turned into the `cufe check` command line that checks that file with the
//! flags its own nvcc command has.
//!
//! Format (clang's JSON Compilation Database): an array of objects with `directory`, `file`
//! and either `arguments` (argv) or `command` (one shell-quoted string); relative paths are
//! relative to `directory`.

use std::path::{Path, PathBuf};

/// One translation unit of the database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The working directory of the compilation.
    pub directory: PathBuf,
    /// The source file, absolute (joined to `directory` when written relative).
    pub file: PathBuf,
    /// The compiler's argv, the compiler itself first.
    pub arguments: Vec<String>,
}

/// The database at `path`: a `compile_commands.json` file, or a directory holding one.
pub fn read(path: &Path) -> Result<(PathBuf, Vec<Entry>), String> {
    let file = if path.is_dir() { path.join("compile_commands.json") } else { path.to_path_buf() };
    let text = std::fs::read_to_string(&file).map_err(|e| format!("cannot read \"{}\": {e}", file.display()))?;
    let json: serde_json::Value = serde_json::from_str(&text).map_err(|e| format!("\"{}\" is not a compilation database: {e}", file.display()))?;
    let items = json.as_array().ok_or_else(|| format!("\"{}\" is not a compilation database: not a JSON array", file.display()))?;
    let mut entries = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let field = |name: &str| item.get(name).and_then(|v| v.as_str());
        let bad = |what: &str| format!("\"{}\": entry {}: {what}", file.display(), i + 1);
        let directory = PathBuf::from(field("directory").ok_or_else(|| bad("no \"directory\""))?);
        let source = PathBuf::from(field("file").ok_or_else(|| bad("no \"file\""))?);
        let arguments = match (item.get("arguments").and_then(|v| v.as_array()), field("command")) {
            (Some(args), _) => args.iter().map(|a| a.as_str().map(String::from).ok_or_else(|| bad("an argument is not a string"))).collect::<Result<Vec<_>, _>>()?,
            (None, Some(command)) => split_command(command).ok_or_else(|| bad("unbalanced quotes in \"command\""))?,
            (None, None) => return Err(bad("neither \"arguments\" nor \"command\"")),
        };
        entries.push(Entry { file: directory.join(source), directory, arguments });
    }
    Ok((file, entries))
}

/// The words of a POSIX shell command line (quotes and backslashes as `sh` reads them, no
/// expansions); `None` when a quote is not closed.
pub fn split_command(command: &str) -> Option<Vec<String>> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = command.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => words.extend(word.take()),
            '\'' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next()? {
                        '\'' => break,
                        c => w.push(c),
                    }
                }
            }
            '"' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next()? {
                        '"' => break,
                        '\\' => match chars.next()? {
                            c @ ('"' | '\\' | '$' | '`') => w.push(c),
                            '\n' => {}
                            c => {
                                w.push('\\');
                                w.push(c);
                            }
                        },
                        c => w.push(c),
                    }
                }
            }
            '\\' => match chars.next() {
                Some('\n') => {}
                Some(c) => word.get_or_insert_with(String::new).push(c),
                None => word.get_or_insert_with(String::new).push('\\'),
            },
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    Some(words)
}

/// Whether the entry compiles CUDA: a `.cu` file, or any file nvcc is told is CUDA (`-x cu`).
pub fn is_cuda(entry: &Entry) -> bool {
    let cu_file = entry.file.extension().is_some_and(|e| e == "cu");
    let as_cuda = entry.arguments.windows(2).any(|w| (w[0] == "-x" || w[0] == "--x") && w[1] == "cu") || entry.arguments.iter().any(|a| a == "-x=cu" || a == "--x=cu");
    cu_file || as_cuda
}

/// nvcc's options that write dependency files (Ninja's `-MD -MT out -MF out.d`): nothing to
/// check, dropped with their values.
const DEPENDENCY_FLAGS: &[&str] = &["-MD", "-MMD", "-M", "-MM", "-MP", "--generate-dependencies", "--generate-nonsystem-dependencies-with-compile"];
const DEPENDENCY_WITH_VALUE: &[&str] = &["-MT", "-MF", "-MQ", "--dependency-target-name", "--dependency-output"];
/// CMake's way to hand host-compiler flags through (`-forward-unknown-to-host-compiler`),
/// and others that change nothing cufe sees.
const HOST_ONLY_FLAGS: &[&str] = &["-forward-unknown-to-host-compiler", "--forward-unknown-to-host-compiler", "-forward-unknown-to-host-linker", "--forward-unknown-to-host-linker"];

/// The arguments `cufe check` takes for this entry: the compiler's options (nvcc's spellings,
/// which `cufe check` reads as they are) without the compiler, the source file and the
/// dependency-file options, then the source file.
pub fn check_arguments(entry: &Entry) -> Vec<String> {
    let mut out = Vec::new();
    let mut args = entry.arguments.iter().skip(1).peekable();
    while let Some(arg) = args.next() {
        let name = arg.split_once('=').map_or(arg.as_str(), |(n, _)| n);
        if DEPENDENCY_FLAGS.contains(&arg.as_str()) || HOST_ONLY_FLAGS.contains(&arg.as_str()) {
            continue;
        }
        if DEPENDENCY_WITH_VALUE.contains(&name) {
            if name == arg {
                args.next();
            }
            continue;
        }
        if entry.directory.join(arg) == entry.file {
            continue;
        }
        out.push(arg.clone());
    }
    out.push(entry.file.display().to_string());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shell_words() {
        assert_eq!(split_command(r#"nvcc -DA="x y" -I'/a b' c\ d "e\"f" -c  x.cu"#).unwrap(), ["nvcc", "-DA=x y", "-I/a b", "c d", "e\"f", "-c", "x.cu"]);
        assert_eq!(split_command("a 'b"), None);
    }

    #[test]
    fn cmake_nvcc_entry() {
        let entry = Entry {
            directory: PathBuf::from("/b"),
            file: PathBuf::from("/s/k.cu"),
            arguments: split_command("/usr/local/cuda/bin/nvcc -forward-unknown-to-host-compiler -DN=1 -I/s/inc -O3 --generate-code=arch=compute_80,code=[compute_80,sm_80] -Xcompiler=-fPIC -std=c++17 -MD -MT CMakeFiles/k.dir/k.cu.o -MF CMakeFiles/k.dir/k.cu.o.d -x cu -c /s/k.cu -o CMakeFiles/k.dir/k.cu.o").unwrap(),
        };
        assert!(is_cuda(&entry));
        let expected = ["-DN=1", "-I/s/inc", "-O3", "--generate-code=arch=compute_80,code=[compute_80,sm_80]", "-Xcompiler=-fPIC", "-std=c++17", "-x", "cu", "-c", "-o", "CMakeFiles/k.dir/k.cu.o", "/s/k.cu"];
        assert_eq!(check_arguments(&entry), expected);
    }
}
