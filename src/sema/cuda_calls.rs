//! The host-side cross-space checks, judged on the name uses that `references` recorded:
//! host code calling `__device__` functions (3591, 3592 for constexpr ones), non-template
//! `__host__ __device__` code calling them (3589), `__global__` functions called without a
//! launch configuration (3635), host code reading or writing device variables (3675, 3676),
//! and CUDA variables declared in host function bodies (3610; an `extern` one is no local
//! variable, and a `consteval` callee runs only at compile time: both are silent).
//!
//! Calls are judged on their resolved callees: typing's (`typing::ResolvedCall`: named calls
//! with the candidates that can take the arguments, and the implicit constructor and
//! destructor calls of objects) where typing resolved them; elsewhere (template bodies, names
//! typing cannot resolve) on the candidates the symbol table gives the name. A call is only
//! reported when every candidate is in the wrong space; a name that may be hidden (a local, a
//! class member, a using-declaration, a dependent call) is left alone: a missed error is
//! better than a false one.

use std::collections::HashSet;

use crate::diag::{DiagSink, Diagnostic};
use crate::lex::{Span, Token};
use crate::sema::cuda::{ExecSpace, MemSpace};
use crate::sema::references::{NameUse, References, Routine, UseKind};
use crate::sema::symbols::{EntityId, EntityKind, SymbolTable};
use crate::sema::typing::{Caller, ResolvedCall, Typing};
use crate::sema::use_resolution::UseResolver;
use crate::syntax::ast::{CudaSpace, UnqualKind};
use crate::tables::diagnostics as catalog;

pub fn check(refs: &References, typed: &Typing, table: &SymbolTable, tokens: &[Token], text: &str, sink: &mut DiagSink) {
    let cx = Checker { names: UseResolver { table, tokens, text } };
    let typed_at: HashSet<u32> = typed.calls.iter().map(|c| c.at).collect();
    for (call, routine) in typed.calls.iter().zip(routines_at(refs, &typed.calls)) {
        // The recorded routine (a lambda is its own); else the typed function itself, unless
        // the call is in a lambda's body the recorder did not walk.
        let (exec, caller) = match routine.map(|i| &refs.routines[i]) {
            Some(r) => (r.exec, r.name.as_str()),
            None if !call.in_lambda => match &typed.functions[call.function] {
                Caller { exec: Some(exec), name } => (*exec, name.as_str()),
                Caller { exec: None, .. } => continue,
            },
            None => continue,
        };
        let name = table.entities[call.callees[0]].name.clone();
        cx.call(exec, caller, false, &name, &call.callees, cx.names.span(call.at), sink);
    }
    for v in &refs.local_cuda_vars {
        let r = &refs.routines[v.routine];
        // A `__shared__` variable never has an initializer, wherever it is declared.
        if v.space == CudaSpace::Shared && v.has_init {
            sink.emit(Diagnostic::new(&catalog::ILLEGAL_INIT, cx.names.span(v.name_tok)));
        }
        if matches!(r.exec, ExecSpace::Host | ExecSpace::HostDevice) && !v.is_extern {
            let space = match v.space {
                CudaSpace::Shared => "__shared__",
                CudaSpace::Constant => "__constant__",
                CudaSpace::Managed => "__managed__",
                _ => "__device__",
            };
            let storage = if v.is_static { "static" } else { "automatic" };
            sink.emit(Diagnostic::new(&catalog::ILLEGAL_LOCAL_TO_HOST_FUNCTION, cx.names.span(v.name_tok)).arg("storage", storage).arg("space", space));
        }
    }
    for u in &refs.uses {
        let r = &refs.routines[u.routine];
        let Some((name, candidates)) = cx.names.resolve(refs, u) else { continue };
        // The reference points at the start of a called name (`n::d`) but at the last
        // component of a variable's name.
        match u.kind {
            UseKind::Call if typed_at.contains(&u.name.range.lo) => {}
            UseKind::Call => cx.call(r.exec, &r.name, r.in_template && !u.plain_args, name, &candidates, cx.names.span(u.name.range.lo), sink),
            UseKind::Launch => cx.launch(r, name, &candidates, cx.names.span(u.name.range.lo), sink),
            UseKind::Read | UseKind::Write | UseKind::ReadWrite => {
                let UnqualKind::Plain(seg) = &u.name.last else { continue };
                cx.access(r, u, name, &candidates, cx.names.span(seg.tok), sink)
            }
            UseKind::Argument { arg_index } => {
                let UnqualKind::Plain(seg) = &u.name.last else { continue };
                if cx.names.by_value_parameter(refs, r, u, arg_index) {
                    let read = NameUse { kind: UseKind::Read, ..u.clone() };
                    cx.access(r, &read, name, &candidates, cx.names.span(seg.tok), sink);
                }
            }
            UseKind::AddressOf | UseKind::Unknown if u.kind == UseKind::AddressOf || u.binds_reference => {
                let UnqualKind::Plain(seg) = &u.name.last else { continue };
                cx.access(r, u, name, &candidates, cx.names.span(seg.tok), sink)
            }
            UseKind::Unknown | UseKind::AddressOf | UseKind::Discarded | UseKind::Unevaluated => {}
        }
    }
}

struct Checker<'a> {
    names: UseResolver<'a>,
}

impl Checker<'_> {
    /// A call from routine `r` of one of `candidates`; `dependent`: it may depend on template
    /// parameters (a call with arguments in a template), so only its instantiations can tell.
    fn call(&self, exec: ExecSpace, caller: &str, dependent: bool, name: &str, candidates: &[EntityId], at: Span, sink: &mut DiagSink) {
        let entities: Vec<_> = candidates.iter().map(|&id| &self.names.table.entities[id]).collect();
        // A defaulted function's spaces are inferred, not written: not judged here.
        if !entities.iter().all(|e| e.kind == EntityKind::Function && !e.defaulted) || dependent {
            return;
        }
        let all = |s: ExecSpace| entities.iter().all(|e| e.exec_space == Some(s));
        let callee = if candidates.len() == 1 { self.names.signature(candidates[0]) } else { name.to_string() };
        if all(ExecSpace::Global) {
            sink.emit(Diagnostic::new(&catalog::CONFIGURATION_ERROR, at).arg("problem", format!("\"{callee}\" is called without one")));
            return;
        }
        if !all(ExecSpace::Device) {
            return;
        }
        // A consteval function is only ever evaluated at compile time: the reference lets
        // host code call a `__device__` one.
        if candidates.iter().any(|&id| self.names.is_consteval(id)) {
            return;
        }
        match exec {
            ExecSpace::Host => {
                let constexpr: Vec<bool> = candidates.iter().map(|&id| self.names.is_constexpr(id)).collect();
                let def = if constexpr.iter().all(|c| *c) {
                    &catalog::GENERAL_D_H_ILLEGAL_CALL_CONSTEXPR
                } else if constexpr.iter().all(|c| !*c) {
                    &catalog::GENERAL_D_H_ILLEGAL_CALL
                } else {
                    return;
                };
                let declared = self.names.span(self.names.table.entities[candidates[0]].name_tok).lo;
                let d = Diagnostic::new(def, at).arg("callee", callee.clone()).arg("caller", caller.to_string());
                sink.emit(d.related(format!("the __device__ function \"{callee}\" is declared here"), declared));
            }
            // A call that cannot depend on template parameters is judged in the template's
            // definition, instantiated or not.
            ExecSpace::HostDevice => {
                sink.emit(Diagnostic::new(&catalog::D_GENERAL_HD_ILLEGAL_CALL, at).arg("callee", callee).arg("caller", caller.to_string()));
            }
            _ => {}
        }
    }

    /// A launch of a function that is not a kernel: every candidate must be a host or a
    /// device function (a device one launched from host code is also a cross-space call).
    fn launch(&self, r: &Routine, name: &str, candidates: &[EntityId], at: Span, sink: &mut DiagSink) {
        if r.in_template {
            return;
        }
        let entities: Vec<_> = candidates.iter().map(|&id| &self.names.table.entities[id]).collect();
        if !entities.iter().all(|e| e.kind == EntityKind::Function) {
            return;
        }
        let all = |s: ExecSpace| entities.iter().all(|e| e.exec_space == Some(s));
        let callee = if candidates.len() == 1 { self.names.signature(candidates[0]) } else { name.to_string() };
        if entities.iter().any(|e| e.exec_space == Some(ExecSpace::Global)) {
            return;
        }
        if all(ExecSpace::Device) && r.exec == ExecSpace::Host && candidates.iter().all(|&id| !self.names.is_constexpr(id)) {
            sink.emit(Diagnostic::new(&catalog::GENERAL_D_H_ILLEGAL_CALL, at).arg("callee", callee.clone()).arg("caller", r.name.clone()));
        }
        let what = if all(ExecSpace::Host) {
            "host"
        } else if all(ExecSpace::Device) {
            "__device__"
        } else if all(ExecSpace::HostDevice) {
            "__host__ __device__"
        } else {
            "non-kernel"
        };
        let problem = format!("\"{callee}\" is a {what} function");
        sink.emit(Diagnostic::new(&catalog::CONFIGURATION_ERROR, at).arg("problem", problem));
    }

    fn access(&self, r: &Routine, u: &NameUse, name: &str, candidates: &[EntityId], at: Span, sink: &mut DiagSink) {
        if r.in_template || !matches!(r.exec, ExecSpace::Host | ExecSpace::HostDevice) || candidates.len() != 1 {
            return;
        }
        let e = &self.names.table.entities[candidates[0]];
        if e.kind != EntityKind::Variable {
            return;
        }
        let space = match e.mem_space {
            Some(MemSpace::Device) => "__device__",
            Some(MemSpace::Constant) => "__constant__",
            Some(MemSpace::Shared) => "__shared__",
            _ => return,
        };
        // A `__shared__` variable has no address in host code: taking it, or binding a
        // reference to it, is warned about (3677, at the name); a `__device__` one's is its
        // shadow's.
        if e.mem_space == Some(MemSpace::Shared) && (u.kind == UseKind::AddressOf || u.binds_reference) && !u.member && !u.indexed {
            let related = format!("the {space} variable \"{name}\" is declared here");
            sink.emit(Diagnostic::new(&catalog::DEVICE_VAR_ADDRESS_TAKEN_IN_HOST, at).arg("space", space).arg("name", name).related(related, self.names.span(e.name_tok).lo));
            return;
        }
        // A class object may be read or written through its operators and constructors
        // (taking references, so no access at all): only its members are judged.
        if !u.member && !is_scalar(&e.type_text) {
            return;
        }
        // The reference treats a `__constant__` variable as not modifiable in host code: a
        // plain assignment is its generic "not a modifiable lvalue" (137).
        if e.mem_space == Some(MemSpace::Constant) && matches!(u.kind, UseKind::Write | UseKind::ReadWrite) {
            if u.kind == UseKind::Write && r.exec == ExecSpace::Host && !u.member && !u.indexed {
                sink.emit(Diagnostic::new(&catalog::EXPR_NOT_A_MODIFIABLE_LVALUE, at));
            }
            return;
        }
        // `p[i]` only reads a pointer `p`; an array element is accessed in place.
        let kind = if u.indexed && !e.type_text.contains('[') { UseKind::Read } else { u.kind };
        let declared = self.names.span(e.name_tok).lo;
        let related = format!("the {space} variable \"{name}\" is declared here");
        if matches!(kind, UseKind::Read | UseKind::ReadWrite) {
            sink.emit(Diagnostic::new(&catalog::DEVICE_VAR_READ_IN_HOST, at).arg("space", space).arg("name", name).related(related.clone(), declared));
        }
        if matches!(kind, UseKind::Write | UseKind::ReadWrite) {
            sink.emit(Diagnostic::new(&catalog::DEVICE_VAR_WRITTEN_IN_HOST, at).arg("space", space).arg("name", name).related(related, declared));
        }
    }
}

/// The innermost routine (a lambda inside a function is one) whose text holds each call, by
/// one sweep over both in the order of the text.
fn routines_at(refs: &References, calls: &[ResolvedCall]) -> Vec<Option<usize>> {
    let mut by_start: Vec<(u32, u32, usize)> = refs.routines.iter().enumerate().filter_map(|(i, r)| Some((r.body_tok?, r.end_tok, i))).collect();
    by_start.sort_by_key(|&(lo, hi, _)| (lo, std::cmp::Reverse(hi)));
    let mut order: Vec<usize> = (0..calls.len()).collect();
    order.sort_by_key(|&i| calls[i].at);
    let mut out = vec![None; calls.len()];
    let mut open: Vec<(u32, usize)> = Vec::new(); // (end, routine), innermost last
    let mut next = 0;
    for i in order {
        let at = calls[i].at;
        while next < by_start.len() && by_start[next].0 <= at {
            let (_, hi, r) = by_start[next];
            while open.last().is_some_and(|&(end, _)| end <= by_start[next].0) {
                open.pop();
            }
            open.push((hi, r));
            next += 1;
        }
        while open.last().is_some_and(|&(end, _)| end <= at) {
            open.pop();
        }
        out[i] = open.last().map(|&(_, r)| r);
    }
    out
}

/// Whether a variable's declared type (the symbol table's spelling: specifiers, then the
/// declarator without the name) is a scalar: a pointer, or built-in specifiers only.
pub(crate) fn is_scalar(type_text: &str) -> bool {
    const BUILTIN: &[&str] = &[
        "int", "unsigned", "signed", "char", "short", "long", "float", "double", "bool", "wchar_t", "char8_t", "char16_t",
        "char32_t", "__int128", "const", "volatile", "[", "]",
    ];
    type_text.contains('*') || type_text.split(|c: char| c.is_whitespace() || c == '[' || c == ']').filter(|w| !w.is_empty()).all(|w| BUILTIN.contains(&w) || w.chars().all(|c| c.is_ascii_digit()))
}
