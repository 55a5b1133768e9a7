//! What kind of output a file is, from its name, which decides how it is normalised: C++ code
//! (`.cudafe1.cpp`, stubs, `.ii`), the module id, an IL display, diagnostics or plain text.

/// How a file is normalised.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum FileKind {
    /// C/C++ with line markers: the host translation, the stub, preprocessed input.
    Code,
    /// A `.module_id` file.
    ModuleId,
    /// `--il_display` output: heap addresses and the compilation time are masked.
    IlDisplay,
    /// Diagnostics (cudafe++'s stdout and stderr).
    Diagnostics,
    /// Anything else: whitespace folding only.
    Text,
}

impl FileKind {
    pub fn name(self) -> &'static str {
        match self {
            FileKind::Code => "code",
            FileKind::ModuleId => "module-id",
            FileKind::IlDisplay => "il-display",
            FileKind::Diagnostics => "diagnostics",
            FileKind::Text => "text",
        }
    }
}

/// Name endings, the kind they mean, and whether a directory comparison looks at such files
/// (outputs only: not `cmdline.txt`, logs or the reference's `input.ii`). First match wins.
const KIND_BY_SUFFIX: &[(&str, FileKind, bool)] = &[
    (".cudafe1.cpp", FileKind::Code, true),
    (".stub.c", FileKind::Code, true),
    (".module_id", FileKind::ModuleId, true),
    ("il_display.txt", FileKind::IlDisplay, true),
    (".il", FileKind::IlDisplay, true),
    ("diagnostics.txt", FileKind::Diagnostics, true),
    (".ii", FileKind::Code, false),
    (".cpp", FileKind::Code, false),
    (".cc", FileKind::Code, false),
    (".cxx", FileKind::Code, false),
    (".cu", FileKind::Code, false),
    (".c", FileKind::Code, false),
    (".h", FileKind::Code, false),
    (".hpp", FileKind::Code, false),
];

/// The kind of a file, from its name.
pub fn kind_of(file_name: &str) -> FileKind {
    KIND_BY_SUFFIX.iter().find(|(s, _, _)| file_name.ends_with(s)).map_or(FileKind::Text, |(_, k, _)| *k)
}

/// The output suffix a file name ends with, if a directory comparison looks at it: files
/// with different names but the same output suffix are paired when each is the only one.
pub fn output_suffix(file_name: &str) -> Option<&'static str> {
    KIND_BY_SUFFIX.iter().find(|(s, _, _)| file_name.ends_with(s)).filter(|(_, _, dir)| *dir).map(|(s, _, _)| *s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_from_names() {
        assert_eq!(kind_of("input.cudafe1.cpp"), FileKind::Code);
        assert_eq!(kind_of("input.cudafe1.stub.c"), FileKind::Code);
        assert_eq!(kind_of("launch.module_id"), FileKind::ModuleId);
        assert_eq!(kind_of("il_display.txt"), FileKind::IlDisplay);
        assert_eq!(kind_of("diagnostics.txt"), FileKind::Diagnostics);
        assert_eq!(kind_of("cmdline.txt"), FileKind::Text);
        assert_eq!(output_suffix("input.cudafe1.stub.c"), Some(".stub.c"));
        assert_eq!(output_suffix("input.ii"), None);
        assert_eq!(output_suffix("cmdline.txt"), None);
    }
}
