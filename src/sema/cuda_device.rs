//! The device-side cross-space checks: what nvcc leaves to cicc, the front end that compiles
//! the unit for the GPU after cudafe++. `cufe check` runs them (unless `--host-only`) so that
//! one run reports every CUDA error; inside nvcc (cudafe++'s command line) they are off, since
//! cicc reports them there.
//!
//! cicc judges the bodies it compiles for the device: `__device__`, `__global__` and
//! `__host__ __device__` functions, and the templates, inline functions and lambdas that
//! device code reaches (found through the call graph). In those bodies:
//! * a call of a host function: 3600 (from `__device__`, and a kernel's lambdas), 3602 (from
//!   `__global__`), each with 3652 ("does not exist in device code"); 3595, a warning, from
//!   `__host__ __device__`;
//! * a host variable read (3678), written (3679) or whose address is taken (3680), each
//!   with 3652; constants are fine;
//! * a kernel launch without relocatable device code (3607).
//!
//! and a `constexpr __global__` function is an error (3702).
//!
//! Names are resolved as the host-side checks resolve them (`use_resolution`): a call is
//! judged only when every candidate is a host function declared outside system headers.

use std::collections::HashMap;

use crate::diag::{DiagSink, Diagnostic};
use crate::lex::Token;
use crate::sema::call_graph::{path_to, CallGraph};
use crate::sema::cuda::ExecSpace;
use crate::sema::references::{NameUse, References, UseKind};
use crate::sema::symbols::{EntityId, EntityKind, SymbolTable};
use crate::sema::use_resolution::UseResolver;
use crate::syntax::ast::UnqualKind;
use crate::tables::diagnostics as catalog;

/// What the device-side checks need to know about the compilation.
pub struct DeviceOptions<'a> {
    /// `-rdc=true` (`--device-c`): kernels may be launched from device code.
    pub relocatable: bool,
    /// The names of `constexpr __global__` functions (found by `check`): 3702.
    pub constexpr_kernels: &'a [crate::lex::Span],
}

pub fn check(
    refs: &References,
    table: &SymbolTable,
    tokens: &[Token],
    text: &str,
    in_system_header: &dyn Fn(u32) -> bool,
    options: &DeviceOptions,
    sink: &mut DiagSink,
) {
    for &at in options.constexpr_kernels {
        sink.emit(Diagnostic::new(&catalog::GLOBAL_FUNCTION_CONSTEXPR, at));
    }
    let names = UseResolver { table, tokens, text };
    let graph = CallGraph::build(refs, &names);
    let device = |i: usize| matches!(refs.routines[i].exec, ExecSpace::Device | ExecSpace::Global | ExecSpace::HostDevice);
    // Compiled for the device on their own: defined device code that is neither a template,
    // nor inline, static or a class member (those only when called), nor a lambda.
    let roots = (0..refs.routines.len()).filter(|&i| {
        let r = &refs.routines[i];
        device(i) && !r.in_template && !r.only_when_used && r.lambda_of.is_none()
    });
    let reached = graph.reach(roots, |i| device(i) || refs.routines[i].lambda_of.is_some_and(device));
    let cx = DeviceChecker { names, refs, reached: &reached, in_system_header, options };
    for u in &refs.uses {
        if reached.contains_key(&u.routine) && device(u.routine) {
            cx.judge(u, sink);
        }
    }
}

struct DeviceChecker<'a> {
    names: UseResolver<'a>,
    refs: &'a References,
    reached: &'a HashMap<usize, Option<usize>>,
    in_system_header: &'a dyn Fn(u32) -> bool,
    options: &'a DeviceOptions<'a>,
}

impl DeviceChecker<'_> {
    fn judge(&self, u: &NameUse, sink: &mut DiagSink) {
        let r = &self.refs.routines[u.routine];
        if u.kind == UseKind::Launch {
            if !self.options.relocatable {
                sink.emit(self.traced(Diagnostic::new(&catalog::DEVICE_LAUNCH_NO_SEPCOMP, self.names.span(u.name.range.lo)), u.routine));
            }
            return;
        }
        let Some((name, candidates)) = self.names.resolve(self.refs, u) else { return };
        match u.kind {
            UseKind::Call => self.call(u, name, &candidates, sink),
            UseKind::Read | UseKind::Write | UseKind::ReadWrite | UseKind::AddressOf => {
                if !r.in_template || u.plain_args {
                    self.access(u, name, &candidates, sink)
                }
            }
            _ => {}
        }
    }

    fn declared_by_user(&self, id: EntityId) -> bool {
        let tok = self.names.table.entities[id].name_tok;
        self.names.tokens.get(tok as usize).is_some_and(|t| !(self.in_system_header)(t.span.lo))
    }

    fn call(&self, u: &NameUse, name: &str, candidates: &[EntityId], sink: &mut DiagSink) {
        let entities: Vec<_> = candidates.iter().map(|&id| &self.names.table.entities[id]).collect();
        let all_host = entities.iter().all(|e| e.kind == EntityKind::Function && matches!(e.exec_space, None | Some(ExecSpace::Host)));
        // constexpr functions may be callable from device code (--expt-relaxed-constexpr).
        if !all_host || !candidates.iter().all(|&id| self.declared_by_user(id) && !self.names.is_constexpr(id)) {
            return;
        }
        let r = &self.refs.routines[u.routine];
        // In a template, a call whose arguments may depend on the template parameters is
        // judged at instantiation, which cufe does not do yet.
        if r.in_template && !u.plain_args {
            return;
        }
        let callee = if candidates.len() == 1 { self.names.signature(candidates[0]) } else { name.to_string() };
        let at = self.names.span(u.name.range.lo);
        let caller = self.caller_name(u.routine);
        let def = match r.exec {
            ExecSpace::HostDevice => &catalog::H_GENERAL_HD_ILLEGAL_CALL,
            ExecSpace::Global => &catalog::H_GENERAL_G_ILLEGAL_CALL,
            _ => &catalog::H_GENERAL_D_ILLEGAL_CALL,
        };
        let declared = self.names.span(self.names.table.entities[candidates[0]].name_tok).lo;
        let d = Diagnostic::new(def, at).arg("callee", callee.clone()).arg("caller", caller).related(format!("the host function \"{callee}\" is declared here"), declared);
        sink.emit(self.traced(d, u.routine));
        if r.exec != ExecSpace::HostDevice {
            sink.emit(Diagnostic::new(&catalog::UNDEFINED_DEVICE_IDENTIFIER, at).arg("name", name));
        }
    }

    fn access(&self, u: &NameUse, name: &str, candidates: &[EntityId], sink: &mut DiagSink) {
        let [id] = candidates[..] else { return };
        let e = &self.names.table.entities[id];
        if e.kind != EntityKind::Variable || e.mem_space.is_some() || !self.declared_by_user(id) {
            return;
        }
        // Constants (`const int n = 3;`, constexpr) may be used in device code.
        if self.names.is_constexpr(id) || e.type_text.split_whitespace().any(|w| w == "const") {
            return;
        }
        // As on the host side, a class object may be used through its members only.
        if !u.member && !crate::sema::cuda_calls::is_scalar(&e.type_text) {
            return;
        }
        let UnqualKind::Plain(seg) = &u.name.last else { return };
        let at = self.names.span(seg.tok);
        let kind = if u.indexed && !e.type_text.contains('[') && u.kind != UseKind::AddressOf { UseKind::Read } else { u.kind };
        let declared = self.names.span(e.name_tok).lo;
        let warn = |def| {
            let d = Diagnostic::new(def, at).arg("name", name).related(format!("the host variable \"{name}\" is declared here"), declared);
            self.traced(d, u.routine)
        };
        let undefined_at = match kind {
            UseKind::Read => {
                sink.emit(warn(&catalog::HOST_VAR_READ_IN_DEVICE));
                at
            }
            UseKind::Write => {
                sink.emit(warn(&catalog::HOST_VAR_WRITTEN_IN_DEVICE));
                u.op_tok.map_or(at, |t| self.names.span(t))
            }
            UseKind::ReadWrite => {
                sink.emit(warn(&catalog::HOST_VAR_READ_IN_DEVICE));
                sink.emit(warn(&catalog::HOST_VAR_WRITTEN_IN_DEVICE));
                at
            }
            UseKind::AddressOf => {
                sink.emit(warn(&catalog::HOST_VAR_ADDRESS_TAKEN_IN_DEVICE));
                u.op_tok.map_or(at, |t| self.names.span(t))
            }
            _ => return,
        };
        sink.emit(Diagnostic::new(&catalog::UNDEFINED_DEVICE_IDENTIFIER, undefined_at).arg("name", name));
    }

    /// A routine as messages name it: a lambda by the routine it is written in.
    fn caller_name(&self, routine: usize) -> String {
        let r = &self.refs.routines[routine];
        match r.lambda_of {
            Some(parent) => format!("lambda in {}", self.caller_name(parent)),
            None => r.name.clone(),
        }
    }

    /// Attaches the call path that made `routine` device code (when it is not on its own).
    fn traced(&self, d: Diagnostic, routine: usize) -> Diagnostic {
        let path = path_to(self.reached, routine);
        if path.len() < 2 {
            return d;
        }
        let steps = path
            .into_iter()
            .map(|i| {
                let r = &self.refs.routines[i];
                let at = r.name_tok.or(r.body_tok).map_or(0, |t| self.names.span(t).lo);
                (self.caller_name(i), at)
            })
            .collect();
        d.call_path(steps)
    }
}
