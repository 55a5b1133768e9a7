//! The progress line of a long multi-file run (`cufe check -p build`): `[12/340] checking
//! foo.cu` on stderr, rewritten in place (carriage return, erase to the end of the line) and
//! erased before anything else is written there and at the end. Only on a terminal: a log
//! file or a pipe gets no progress text at all.

use std::io::Write;

pub struct Progress {
    total: usize,
    done: usize,
    /// The file most recently started.
    current: String,
    /// Whether stderr is a terminal (else every method does nothing).
    shown: bool,
}

/// Carriage return, then erase to the end of the line (ECMA-48 EL).
const ERASE: &str = "\r\x1b[K";

impl Progress {
    /// A progress line over `total` items, on stderr when it is a terminal and there is more
    /// than one item.
    pub fn on_stderr(total: usize) -> Progress {
        use std::io::IsTerminal;
        Progress { total, done: 0, current: String::new(), shown: total > 1 && std::io::stderr().is_terminal() }
    }

    /// `name` has started.
    pub fn started(&mut self, name: &str) {
        self.current = name.to_string();
        self.draw();
    }

    /// One more item is finished.
    pub fn finished(&mut self) {
        self.done += 1;
        self.draw();
    }

    /// Removes the line, so that other output starts at the beginning of an empty line; the
    /// next `started`/`finished` draws it again.
    pub fn erase(&self) {
        if self.shown {
            let mut err = std::io::stderr().lock();
            let _ = err.write_all(ERASE.as_bytes());
            let _ = err.flush();
        }
    }

    fn draw(&self) {
        if self.shown {
            let mut err = std::io::stderr().lock();
            let _ = write!(err, "{ERASE}[{}/{}] checking {}", self.done, self.total, self.current);
            let _ = err.flush();
        }
    }
}
