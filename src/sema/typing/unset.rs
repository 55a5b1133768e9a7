//! Locals read before anything sets them (549, a warning at the first read).
//!
//! The reference's rule, found by experiment: a local scalar declared without an initializer
//! is "set" by an assignment, by having its address taken, by binding to a reference (a
//! reference parameter too, `const` or not), by an overloaded operator's operand, anywhere in
//! the text before the read, also in a branch not taken; a read in a loop's body is not
//! reported when the body (or the step) mentions the variable, since the loop may come back
//! around. Each variable is reported once.
//!
//! Where this model cannot tell (a callee whose parameters are unknown, a constructor's
//! arguments, a lambda, `goto`, `asm`), the variable counts as set: unknown stays silent.
//!
//! The typing walk reports what happens, in evaluation order, as events: a read of a name, a
//! set. A read may turn into a set once its context is known (the callee's parameter is a
//! reference). Events are settled at the end of each statement.

use crate::lex;
use crate::sema::symbols::{EntityId, FxHashMap};
use crate::syntax::ast::TokRange;

#[derive(Clone, Copy)]
enum Event {
    Read(EntityId, u32),
    Set(EntityId),
}

#[derive(Default)]
pub(super) struct UnsetLocals {
    /// Locals not set and not reported yet, with their names.
    tracked: FxHashMap<EntityId, String>,
    events: Vec<Event>,
    /// Off in a routine with `goto` or `asm` (control or stores this model does not follow).
    enabled: bool,
}

impl UnsetLocals {
    /// The state for a routine whose body is the tokens `body`.
    pub fn for_body(tokens: &[lex::Token], text: &str, body: TokRange) -> UnsetLocals {
        let jumps_or_asm = (body.lo..body.hi).filter_map(|t| tokens.get(t as usize)).any(|t| matches!(lex::semantic_text(text, t), "goto" | "asm" | "__asm__" | "__asm"));
        UnsetLocals { enabled: !jumps_or_asm, ..UnsetLocals::default() }
    }

    /// A local declared without initializer.
    pub fn track(&mut self, id: EntityId, name: &str) {
        if self.enabled {
            self.tracked.insert(id, name.to_string());
        }
    }

    /// `id` read at its name token `at`.
    pub fn read(&mut self, id: EntityId, at: u32) {
        if self.tracked.contains_key(&id) {
            self.events.push(Event::Read(id, at));
        }
    }

    /// The name at token `at` turns out to be set there rather than read (by now: after the
    /// reads its context made before).
    pub fn set_at(&mut self, at: u32) {
        let Some(i) = self.events.iter().rposition(|e| matches!(e, Event::Read(_, t) if *t == at)) else { return };
        let Event::Read(id, _) = self.events.remove(i) else { return };
        self.events.push(Event::Set(id));
    }

    /// Every tracked variable whose name is among the tokens of `range` counts as set.
    pub fn forget_mentioned(&mut self, tokens: &[lex::Token], text: &str, range: TokRange) {
        if self.tracked.is_empty() {
            return;
        }
        let names: std::collections::HashSet<&str> = (range.lo..range.hi).filter_map(|t| tokens.get(t as usize)).map(|t| lex::semantic_text(text, t)).collect();
        self.tracked.retain(|_, name| !names.contains(name.as_str()));
    }

    /// `id`'s initializer is typed: it is set from now on. Its first read in the initializer,
    /// when nothing set it before (`(v = 2) + v` does), as (name, token) to report.
    pub fn initialized(&mut self, id: EntityId) -> Option<(String, u32)> {
        let name = self.tracked.remove(&id)?;
        let first = self.events.iter().find_map(|e| match e {
            Event::Read(i, at) if *i == id => Some(Some(*at)),
            Event::Set(i) if *i == id => Some(None),
            _ => None,
        });
        self.events.retain(|e| !matches!(e, Event::Read(i, _) | Event::Set(i) if *i == id));
        first.flatten().map(|at| (name, at))
    }

    /// Settles the events so far in their order: the reads of variables still unset, as
    /// (name, token) to report.
    pub fn settle(&mut self) -> Vec<(String, u32)> {
        let mut reports = Vec::new();
        for e in std::mem::take(&mut self.events) {
            match e {
                Event::Read(id, at) => {
                    if let Some(name) = self.tracked.remove(&id) {
                        reports.push((name, at));
                    }
                }
                Event::Set(id) => {
                    self.tracked.remove(&id);
                }
            }
        }
        reports
    }
}
