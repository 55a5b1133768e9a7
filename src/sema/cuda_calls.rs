//! The host-side cross-space checks, judged on the name uses that `references` recorded:
//! host code calling `__device__` functions (3591, 3592 for constexpr ones), non-template
//! `__host__ __device__` code calling them (3589), `__global__` functions called without a
//! launch configuration (3635), host code reading or writing device variables (3675, 3676),
//! and CUDA variables declared in host function bodies (3610; an `extern` one is no local
//! variable, and a `consteval` callee runs only at compile time: both are silent).
//!
//! Names are resolved through the symbol table. Without overload resolution a call is only
//! reported when every candidate of the name is in the wrong space; a name that may be hidden
//! (a local, a class member, a using-declaration, a dependent call) is left alone: a missed
//! error is better than a false one.

use crate::diag::{DiagSink, Diagnostic};
use crate::lex::{Span, Token};
use crate::sema::cuda::{ExecSpace, MemSpace};
use crate::sema::references::{NameUse, References, Routine, UseKind};
use crate::sema::symbols::{EntityId, EntityKind, SymbolTable};
use crate::sema::use_resolution::UseResolver;
use crate::syntax::ast::{CudaSpace, UnqualKind};
use crate::tables::diagnostics as catalog;

pub fn check(refs: &References, table: &SymbolTable, tokens: &[Token], text: &str, sink: &mut DiagSink) {
    let cx = Checker { names: UseResolver { table, tokens, text } };
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
            UseKind::Call => cx.call(r, u, name, &candidates, cx.names.span(u.name.range.lo), sink),
            UseKind::Launch => cx.launch(r, name, &candidates, cx.names.span(u.name.range.lo), sink),
            UseKind::Read | UseKind::Write | UseKind::ReadWrite => {
                let UnqualKind::Plain(seg) = &u.name.last else { continue };
                cx.access(r, u, name, &candidates, cx.names.span(seg.tok), sink)
            }
            UseKind::Argument { arg_index } => {
                let UnqualKind::Plain(seg) = &u.name.last else { continue };
                if cx.names.by_value_parameter(r, u, arg_index, &refs.using_names) {
                    let read = NameUse { kind: UseKind::Read, ..u.clone() };
                    cx.access(r, &read, name, &candidates, cx.names.span(seg.tok), sink);
                }
            }
            UseKind::Unknown | UseKind::AddressOf | UseKind::Discarded | UseKind::Unevaluated => {}
        }
    }
}

struct Checker<'a> {
    names: UseResolver<'a>,
}

impl Checker<'_> {
    fn call(&self, r: &Routine, u: &NameUse, name: &str, candidates: &[EntityId], at: Span, sink: &mut DiagSink) {
        let entities: Vec<_> = candidates.iter().map(|&id| &self.names.table.entities[id]).collect();
        if !entities.iter().all(|e| e.kind == EntityKind::Function) {
            return;
        }
        // In a template, a call with arguments may depend on the template parameters.
        if r.in_template && !u.plain_args {
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
        match r.exec {
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
                let d = Diagnostic::new(def, at).arg("callee", callee.clone()).arg("caller", r.name.clone());
                sink.emit(d.related(format!("the __device__ function \"{callee}\" is declared here"), declared));
            }
            ExecSpace::HostDevice if !r.in_template => {
                sink.emit(Diagnostic::new(&catalog::D_GENERAL_HD_ILLEGAL_CALL, at).arg("callee", callee).arg("caller", r.name.clone()));
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

/// Whether a variable's declared type (the symbol table's spelling: specifiers, then the
/// declarator without the name) is a scalar: a pointer, or built-in specifiers only.
pub(crate) fn is_scalar(type_text: &str) -> bool {
    const BUILTIN: &[&str] = &[
        "int", "unsigned", "signed", "char", "short", "long", "float", "double", "bool", "wchar_t", "char8_t", "char16_t",
        "char32_t", "__int128", "const", "volatile", "[", "]",
    ];
    type_text.contains('*') || type_text.split(|c: char| c.is_whitespace() || c == '[' || c == ']').filter(|w| !w.is_empty()).all(|w| BUILTIN.contains(&w) || w.chars().all(|c| c.is_ascii_digit()))
}
