//! Names NVIDIA's CUDA toolchain makes up around the Itanium manglings (found in the
//! reference's `.cudafe1.stub.c` and PTX): kernel stub names, the `-rdc=true` prefix of
//! internal-linkage kernels and device variables, and the namespaces that stand for the
//! unnamed namespace and for internal linkage in device code. All of them are built from
//! the module id (`_<crc>_<len>_<file>_<crc>`, see `crate::module_id`) and the entity's
//! mangled name; the prefixes live in `tables/mangling.yaml` (`nvidia_names`).
//! The extended-lambda closure codes (`Unvdl`...) are part of the mangler's model
//! (`mangle::Scope::NvLambda`).

use super::mangle::Scope;
use crate::tables::mangling as codes;

/// The host stub cicc writes for a kernel: `__device_stub_` + its mangled name
/// (`_Z5ekernPfi` → `__device_stub__Z5ekernPfi`). Kernels with internal linkage use their
/// plain mangled name here too (no `__nv_static_` prefix).
pub fn device_stub_name(kernel_mangled: &str) -> String {
    format!("{}{kernel_mangled}", codes::nv_name_prefix("device_stub"))
}

/// With `-rdc=true`, the name a kernel or device variable with internal linkage gets in
/// device code and in the registration calls: `__nv_static_<len(id)>_<id>_<name>`, where
/// `name` is the entity's mangled name (a global-scope variable's plain name).
pub fn nv_static_name(module_id: &str, name: &str) -> String {
    format!("{}{}_{module_id}_{name}", codes::nv_name_prefix("static"), module_id.len())
}

/// The namespace name cudafe++ gives the unnamed namespace: `_GLOBAL__N_<id>`.
pub fn anonymous_namespace_name(module_id: &str) -> String {
    format!("{}{module_id}", codes::nv_name_prefix("anonymous_namespace"))
}

/// The unnamed namespace as a mangler scope (`38_GLOBAL__N__b8943d79_..._` in names).
pub fn anonymous_namespace_scope(module_id: &str) -> Scope {
    Scope::Namespace(anonymous_namespace_name(module_id))
}

/// The outer namespace that device variables with internal linkage declared inside a
/// namespace (named or unnamed) get in device code: `_INTERNAL<id>`
/// (`_ZN36_INTERNAL_b8943d79_6_nv1_cu_9c2c88f52ns4nssvE`). Variables at global scope and
/// kernels do not get it.
pub fn internal_namespace_scope(module_id: &str) -> Scope {
    Scope::Namespace(format!("{}{module_id}", codes::nv_name_prefix("internal_namespace")))
}
