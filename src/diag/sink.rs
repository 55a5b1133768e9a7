//! The diagnostic sink: takes diagnostics as the passes report them, applies the controls,
//! counts errors, keeps the survivors in emission order, adds the reference's one-time
//! suppression hint after the first warning shown, enforces the error limit, and knows the
//! closing summary and exit status.

use super::{DiagControls, Diagnostic, Location, Severity};
use crate::tables::diagnostics as catalog;
use std::collections::BTreeSet;

/// Process exit status, as the reference uses them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExitStatus {
    /// No errors (warnings allowed): 0.
    Success,
    /// At least one error: 2.
    Errors,
    /// A catastrophe, a command-line error or the error limit: 4.
    Catastrophe,
}

impl ExitStatus {
    pub fn code(self) -> i32 {
        match self {
            ExitStatus::Success => 0,
            ExitStatus::Errors => 2,
            ExitStatus::Catastrophe => 4,
        }
    }
}

/// Counts for the closing summary.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub errors: u32,
    /// Catastrophes and command-line errors.
    pub catastrophes: u32,
    pub warnings: u32,
    pub error_limit_reached: bool,
}

impl Summary {
    pub fn exit_status(&self) -> ExitStatus {
        if self.catastrophes > 0 || self.error_limit_reached {
            ExitStatus::Catastrophe
        } else if self.errors > 0 {
            ExitStatus::Errors
        } else {
            ExitStatus::Success
        }
    }

    /// The reference's closing lines (empty when there is no error), e.g.
    /// `2 errors and 1 catastrophic error detected in the compilation of "k.cu".` followed by
    /// `Compilation terminated.` when the run was cut short. `compilation` is the
    /// `--orig_src_file_name`, or `None` before it is known ("in this compilation").
    pub fn closing_lines(&self, compilation: Option<&str>) -> String {
        if self.errors == 0 && self.catastrophes == 0 {
            return String::new();
        }
        let plural = |n: u32, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
        let mut counts = Vec::new();
        if self.errors > 0 {
            counts.push(plural(self.errors, "error"));
        }
        if self.catastrophes > 0 {
            counts.push(plural(self.catastrophes, "catastrophic error"));
        }
        let mut out = String::new();
        if self.error_limit_reached {
            out.push_str("Error limit reached.\n");
        }
        out.push_str(&counts.join(" and "));
        match compilation {
            Some(name) => out.push_str(&format!(" detected in the compilation of \"{name}\".\n")),
            None => out.push_str(" detected in this compilation.\n"),
        }
        if self.catastrophes > 0 || self.error_limit_reached {
            out.push_str("Compilation terminated.\n");
        }
        out
    }
}

pub struct DiagSink {
    controls: DiagControls,
    diags: Vec<Diagnostic>,
    summary: Summary,
    hint_given: bool,
    stopped: bool,
    shown_once: BTreeSet<u32>,
    /// While collecting (`collect_in_source_order`): what the passes reported, not yet judged.
    pending: Option<Vec<Diagnostic>>,
}

impl DiagSink {
    pub fn new(controls: DiagControls) -> DiagSink {
        DiagSink {
            controls,
            diags: Vec::new(),
            summary: Summary::default(),
            hint_given: false,
            stopped: false,
            shown_once: BTreeSet::new(),
            pending: None,
        }
    }

    /// From now on, keep what is emitted until `flush`, which judges it in source order. The
    /// checking passes each walk the whole unit, one after the other, while the reference
    /// reports in the order of the text; controls, the one-time hint, `nv_diag_once` and the
    /// error limit must see that order.
    pub fn collect_in_source_order(&mut self) {
        self.pending.get_or_insert_with(Vec::new);
    }

    /// Judges what was collected, in source order (diagnostics without a position first,
    /// the end of the input last; the passes' order among equal positions; a diagnostic
    /// found elsewhere than at its location where it was found).
    pub fn flush(&mut self) {
        let Some(mut pending) = self.pending.take() else { return };
        pending.sort_by_key(|d| match d.location {
            Location::Nowhere => 0,
            Location::At(span) => u64::from(d.found_at.unwrap_or(span.lo)) + 1,
            Location::EndOfSource(end) => u64::from(end) + 2,
        });
        for d in pending {
            self.emit(d);
        }
    }

    /// The hint on silencing warnings has been given already (by an earlier run whose output
    /// this run's follows): it is not given again.
    pub fn hint_already_given(&mut self) {
        self.hint_given = true;
    }

    /// Whether the hint on silencing warnings has been given.
    pub fn hint_given(&self) -> bool {
        self.hint_given
    }

    /// How many diagnostics have been collected so far (see `collect_in_source_order`).
    pub fn pending_len(&self) -> usize {
        self.pending.as_ref().map_or(0, Vec::len)
    }

    /// Keeps only the collected diagnostics from the `from`-th on that `keep` accepts (which
    /// may also complete them).
    pub fn retain_pending(&mut self, from: usize, keep: impl FnMut(&mut Diagnostic) -> bool) {
        if let Some(pending) = &mut self.pending {
            pending.drain(..from.min(pending.len()));
            pending.retain_mut(keep);
        }
    }

    pub fn controls(&self) -> &DiagControls {
        &self.controls
    }

    /// For `#pragma nv_diag_*` met during parsing.
    pub fn controls_mut(&mut self) -> &mut DiagControls {
        &mut self.controls
    }

    /// Handles a pragma line through the controls and reports what it complains about.
    /// Returns false when the pragma is not a diagnostic-control one.
    pub fn apply_pragma(&mut self, line: &str, offset: u32) -> bool {
        match self.controls.apply_pragma(line, offset) {
            Some(found) => {
                for d in found {
                    self.emit(d);
                }
                true
            }
            None => false,
        }
    }

    /// Reports a diagnostic. Ignored once the compilation has stopped.
    pub fn emit(&mut self, mut d: Diagnostic) {
        if let Some(pending) = &mut self.pending {
            pending.push(d);
            return;
        }
        if self.stopped {
            return;
        }
        let Some(mut severity) = self.controls.effective_severity(&d) else {
            return;
        };
        if severity == Severity::Warning && self.controls.promote_warnings {
            severity = Severity::Error;
            d.promoted = true;
        }
        if self.controls.is_once(&d) && !self.shown_once.insert(d.def.number) {
            return;
        }
        d.severity = severity;
        let first_warning = severity == Severity::Warning && !self.hint_given && self.controls.display_numbers;
        match severity {
            Severity::Warning => self.summary.warnings += 1,
            Severity::Error => self.summary.errors += 1,
            Severity::Catastrophe | Severity::CommandLineError => {
                self.summary.catastrophes += 1;
                self.stopped = true;
            }
            Severity::Note | Severity::Remark => {}
        }
        self.diags.push(d);
        if first_warning {
            self.hint_given = true;
            self.diags.push(Diagnostic::nowhere(&catalog::SUPRESS_WARNING));
        }
        if severity == Severity::Error && self.summary.errors >= self.controls.error_limit {
            self.summary.error_limit_reached = true;
            self.stopped = true;
        }
    }

    /// True after a catastrophe or when the error limit is reached: the caller should stop.
    pub fn should_stop(&self) -> bool {
        self.stopped
    }

    /// The diagnostics to show, in emission order, with their final severities.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diags
    }

    pub fn summary(&self) -> Summary {
        self.summary
    }

    pub fn exit_status(&self) -> ExitStatus {
        self.summary.exit_status()
    }
}
