//! Whether the friendly commands colour their human-readable diagnostics: `--color
//! auto|always|never` and the `NO_COLOR` convention (https://no-color.org: set and not
//! empty, it turns colour off; an explicit `--color always` still wins). cudafe++'s command
//! line never colours, and neither do the machine formats (SARIF, JSON).

use std::ffi::OsStr;

/// `--color WHEN`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ColorChoice {
    /// Colour when stderr is a terminal and `NO_COLOR` is unset or empty.
    #[default]
    Auto,
    Always,
    Never,
}

impl ColorChoice {
    pub fn from_name(s: &str) -> Option<ColorChoice> {
        match s {
            "auto" => Some(ColorChoice::Auto),
            "always" => Some(ColorChoice::Always),
            "never" => Some(ColorChoice::Never),
            _ => None,
        }
    }

    /// The decision for diagnostics written to this process's stderr.
    pub fn for_stderr(self) -> bool {
        use std::io::IsTerminal;
        self.decide(std::io::stderr().is_terminal(), std::env::var_os("NO_COLOR").as_deref())
    }

    /// The decision, given whether the output is a terminal and the value of `NO_COLOR`.
    pub fn decide(self, terminal: bool, no_color: Option<&OsStr>) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => terminal && no_color.is_none_or(OsStr::is_empty),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::ColorChoice::*;
    use std::ffi::OsStr;

    #[test]
    fn auto_colours_a_terminal_unless_no_color_is_set() {
        assert!(Auto.decide(true, None));
        assert!(Auto.decide(true, Some(OsStr::new(""))), "an empty NO_COLOR is unset");
        assert!(!Auto.decide(true, Some(OsStr::new("1"))));
        assert!(!Auto.decide(false, None));
        assert!(Always.decide(false, Some(OsStr::new("1"))), "the command line overrides NO_COLOR");
        assert!(!Never.decide(true, None));
    }
}
