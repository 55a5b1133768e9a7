//! CUDA rules in one place, like clang's SemaCUDA: the execution space of a function, the
//! memory space of a variable (both from CUDA attributes wherever they were written), and the
//! checks on kernels. The generic walk in `check` calls these at named hooks.

use crate::syntax::ast::*;

/// Where a function runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExecSpace {
    /// No attribute, or `__host__` alone.
    Host,
    Device,
    HostDevice,
    /// A `__global__` function: a kernel.
    Global,
}

/// Where a variable lives (`None`: an ordinary host variable).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemSpace {
    Device,
    Constant,
    Shared,
    Managed,
}

/// Every CUDA attribute written on a declaration: in its decl-specifiers and on its declarator.
pub fn spaces_of(specs: &[DeclSpec], declarator: Option<&Declarator>) -> Vec<CudaSpace> {
    let mut out: Vec<CudaSpace> = specs
        .iter()
        .filter_map(|s| match s {
            DeclSpec::Attr(a) => Some(a.cuda.iter().map(|(c, _)| *c)),
            _ => None,
        })
        .flatten()
        .collect();
    if let Some(d) = declarator {
        declarator_attrs(d, &mut |a| out.extend(a.cuda.iter().map(|(c, _)| *c)));
    }
    out
}

/// Calls `f` for every attribute specifier written on a declarator (`x __attribute__((..))`).
pub fn declarator_attrs<'a>(d: &'a Declarator, f: &mut dyn FnMut(&'a AttrSpec)) {
    match d {
        Declarator::Attributed { inner, attrs, .. } => {
            attrs.iter().for_each(&mut *f);
            declarator_attrs(inner, f);
        }
        Declarator::Ptr { inner, .. } | Declarator::Array { inner, .. } | Declarator::Paren { inner, .. } => {
            declarator_attrs(inner, f)
        }
        Declarator::Func { inner, .. } => declarator_attrs(inner, f),
        Declarator::Name { .. } => {}
    }
}

/// The execution space of a function redeclared with explicit spaces `added` after `earlier`
/// ones: host and device add up; a kernel stays a kernel (a mismatch there is its own error).
pub fn merged_exec_space(earlier: Option<ExecSpace>, added: ExecSpace) -> ExecSpace {
    use ExecSpace::*;
    match (earlier, added) {
        (None, a) => a,
        (Some(Global), _) | (_, Global) => earlier.unwrap_or(added),
        (Some(e), a) if e == a => a,
        (Some(_), _) => HostDevice,
    }
}

pub fn exec_space(spaces: &[CudaSpace]) -> ExecSpace {
    let has = |s| spaces.contains(&s);
    if has(CudaSpace::Global) {
        ExecSpace::Global
    } else if has(CudaSpace::Device) && has(CudaSpace::Host) {
        ExecSpace::HostDevice
    } else if has(CudaSpace::Device) {
        ExecSpace::Device
    } else {
        ExecSpace::Host
    }
}

/// The memory space of a variable declaration; `__device__` alone means device memory.
pub fn mem_space(spaces: &[CudaSpace]) -> Option<MemSpace> {
    let has = |s| spaces.contains(&s);
    if has(CudaSpace::Managed) {
        Some(MemSpace::Managed)
    } else if has(CudaSpace::Shared) {
        Some(MemSpace::Shared)
    } else if has(CudaSpace::Constant) {
        Some(MemSpace::Constant)
    } else if has(CudaSpace::Device) {
        Some(MemSpace::Device)
    } else {
        None
    }
}

/// Whether a declaration is marked `__device_builtin__` (types the CUDA headers define for
/// both sides; the host translation hides them).
pub fn is_device_builtin(specs: &[DeclSpec]) -> bool {
    let in_attrs = |attrs: &[AttrSpec]| attrs.iter().any(|a| a.cuda.iter().any(|(c, _)| *c == CudaSpace::DeviceBuiltin));
    specs.iter().any(|s| match s {
        DeclSpec::Attr(a) => in_attrs(std::slice::from_ref(a)),
        DeclSpec::Type(TypeSpec::Class(c)) => in_attrs(&c.attrs),
        DeclSpec::Type(TypeSpec::Enum(e)) => in_attrs(&e.attrs),
        _ => false,
    })
}

/// The rule "a `__global__` function must return `void`": true when the declared return
/// type is plainly `void` (specifiers `void` and a declarator that is the function itself).
pub fn returns_void(specs: &[DeclSpec], declarator: &Declarator, token_text: &dyn Fn(u32) -> String) -> bool {
    let void_spec = specs.iter().any(|s| matches!(s, DeclSpec::Builtin(t) if token_text(*t) == "void"));
    let other_type = specs.iter().any(|s| matches!(s, DeclSpec::Type(t) if !matches!(t, TypeSpec::Auto(_))));
    void_spec && !other_type && returns_directly(declarator)
}

/// `f(...)` rather than `*f(...)` or `(*f(...))[3]`: the function declarator applies to the name
/// and nothing wraps it, so the specifiers are the return type.
fn returns_directly(d: &Declarator) -> bool {
    match d {
        Declarator::Func { inner, quals, .. } => quals.trailing_return.is_none() && inner.is_plain_name(),
        Declarator::Attributed { inner, .. } => returns_directly(inner),
        _ => false,
    }
}

/// Whether a declarator declares a reference (`T &x`, `T &&x`).
pub fn is_reference(d: &Declarator) -> bool {
    match d {
        Declarator::Ptr { op: PtrOp::LRef | PtrOp::RRef, .. } => true,
        Declarator::Ptr { inner, .. } | Declarator::Paren { inner, .. } | Declarator::Attributed { inner, .. } => is_reference(inner),
        // `int (&r)[2]`: a reference to an array.
        Declarator::Array { inner, .. } => is_reference(inner),
        _ => false,
    }
}

/// Whether the declared object itself is const: `const` among the specifiers of a plain
/// object, or on the pointer (`int *const p`) of a pointer.
pub fn is_top_level_const(specs: &[DeclSpec], d: &Declarator, token_text: &dyn Fn(u32) -> String) -> bool {
    fn pointer_cv(d: &Declarator) -> Option<&[u32]> {
        match d {
            Declarator::Ptr { op: PtrOp::Pointer { cv, .. }, inner, .. } if matches!(**inner, Declarator::Name { .. }) => Some(cv),
            Declarator::Ptr { op: PtrOp::Pointer { .. }, .. } | Declarator::Ptr { op: PtrOp::Member { .. }, .. } => Some(&[]),
            Declarator::Ptr { inner, .. } | Declarator::Paren { inner, .. } | Declarator::Attributed { inner, .. } | Declarator::Array { inner, .. } => pointer_cv(inner),
            _ => None,
        }
    }
    match pointer_cv(d) {
        Some(cv) => cv.iter().any(|t| token_text(*t) == "const"),
        None => specs.iter().any(|s| matches!(s, DeclSpec::Cv(t) | DeclSpec::Keyword(t) if matches!(token_text(*t).as_str(), "const" | "constexpr"))),
    }
}

/// Every CUDA attribute of a declaration with the token of its word (`shared` in
/// `__attribute__((shared))`), in source order: the reference points there.
pub fn space_tokens(specs: &[DeclSpec], declarator: Option<&Declarator>) -> Vec<(CudaSpace, u32)> {
    let mut out: Vec<(CudaSpace, u32)> = specs
        .iter()
        .filter_map(|s| match s {
            DeclSpec::Attr(a) => Some(a.cuda.iter().copied()),
            _ => None,
        })
        .flatten()
        .collect();
    if let Some(d) = declarator {
        declarator_attrs(d, &mut |a| out.extend(a.cuda.iter().copied()));
    }
    out.sort_by_key(|(_, t)| *t);
    out
}
