//! What the reference decided about each function's execution space and each variable's
//! memory space, read from its outputs (its `--il_display` aborts on CUDA attributes, so the
//! display itself cannot be compared): the device side it hands to cicc
//! (`device/input.cudafe1.gpu`) declares every kernel `__global__`, every device-callable
//! function `___device__(...)` and every device variable with its spaces
//! (`static __constant__ __var_used__ float coeffs[4];`); the host side
//! (`input.cudafe1.cpp`) replaces the body of every `__device__`-only function by
//! `{int volatile ___ = 1;...::exit(___);}`. Only what the device side uses appears there, so the
//! test programs use every device entity they declare from device code.

use std::collections::BTreeMap;

/// The base name of a demangled function or variable: `void fill<int, 32>(int*, int)` → `fill`,
/// `Vec2::dot(Vec2 const&) const` → `dot`, `use_vars(float*)::tile` → `tile`.
fn base_name(demangled: &str) -> String {
    let demangled = demangled.replace("(anonymous namespace)", "__anonymous");
    // The first parameter list outside template arguments ends the name, unless `::` follows
    // its closing parenthesis (a local entity `f(...)::name`: the name is after it).
    let (mut angle, mut paren) = (0i32, 0i32);
    let mut open = None;
    for (i, c) in demangled.char_indices() {
        match c {
            '<' => angle += 1,
            '>' => angle -= 1,
            '(' if angle == 0 => {
                open.get_or_insert(i);
                paren += 1;
            }
            ')' if angle == 0 => {
                paren -= 1;
                if paren == 0 && demangled[i + 1..].starts_with("::") {
                    return base_name(&demangled[i + 3..]);
                }
            }
            _ => {}
        }
    }
    let mut head = demangled[..open.unwrap_or(demangled.len())].trim_end().to_string();
    if head.ends_with('>') {
        let mut d = 0;
        for (i, c) in head.char_indices().rev() {
            match c {
                '>' => d += 1,
                '<' => {
                    d -= 1;
                    if d == 0 {
                        head.truncate(i);
                        break;
                    }
                }
                _ => {}
            }
        }
    }
    let head = head.rsplit(' ').next().unwrap_or("");
    head.rsplit("::").next().unwrap_or("").to_string()
}

fn identifier_runs(line: &str) -> Vec<(usize, &str)> {
    let mut out = vec![];
    let mut start = None;
    for (i, c) in line.char_indices().chain(std::iter::once((line.len(), ' '))) {
        let word = c.is_ascii_alphanumeric() || c == '_';
        match (word, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push((s, &line[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// The name a `.gpu` line is about: its first mangled name, demangled, else `None`.
fn first_mangled(line: &str) -> Option<String> {
    let (_, word) = identifier_runs(line).into_iter().find(|(_, w)| w.starts_with("_Z"))?;
    Some(base_name(&cufe::mangle::demangle::demangle(word)?))
}

/// The reference's execution space of each function named in `names` and memory space of
/// each variable, by base name (`__host__`, `__device__`, `__host__ __device__`, `__global__`;
/// `__device__`, `__constant__`, `__shared__`, `__managed__`).
pub struct Truth {
    pub exec: BTreeMap<String, &'static str>,
    pub mem: BTreeMap<String, &'static str>,
}

pub fn truth(host_cpp: &str, device_gpu: &str, names: &[String]) -> Truth {
    let mut global = vec![];
    let mut device_callable = vec![];
    let mut mem = BTreeMap::new();
    for line in device_gpu.lines() {
        if line.starts_with("__global__") {
            global.extend(first_mangled(line));
        } else if line.starts_with("___device__(") {
            device_callable.extend(first_mangled(line));
        } else if line.starts_with("static ") || line.starts_with("extern ") {
            let decl = line.split(['=', ';']).next().unwrap_or("");
            if decl.contains('(') {
                continue;
            }
            let words: Vec<&str> = identifier_runs(decl).into_iter().map(|(_, w)| w).collect();
            let space = if words.contains(&"__managed__") {
                "__managed__"
            } else if words.contains(&"__shared__") {
                "__shared__"
            } else if words.contains(&"__constant__") {
                "__constant__"
            } else if words.contains(&"__device__") {
                "__device__"
            } else {
                continue;
            };
            let before_bound = decl.split('[').next().unwrap_or("");
            let Some((_, name)) = identifier_runs(before_bound).into_iter().last() else { continue };
            let name = if name.starts_with("_Z") {
                cufe::mangle::demangle::demangle(name).map(|d| base_name(&d)).unwrap_or_default()
            } else {
                name.to_string()
            };
            mem.insert(name, space);
        }
    }
    let mut device_only = vec![];
    for line in host_cpp.lines() {
        if let Some(at) = line.find("{int volatile ___ = 1;") {
            let called: Vec<&str> = identifier_runs(&line[..at])
                .into_iter()
                .filter(|(s, w)| line[s + w.len()..].starts_with('(') && *w != "__attribute__")
                .map(|(_, w)| w)
                .collect();
            device_only.extend(called.last().map(|w| w.to_string()));
        }
    }
    let mut exec = BTreeMap::new();
    for n in names {
        let space = if global.contains(n) {
            "__global__"
        } else if device_only.contains(n) {
            "__device__"
        } else if device_callable.contains(n) {
            "__host__ __device__"
        } else {
            "__host__"
        };
        exec.insert(n.clone(), space);
    }
    mem.retain(|n, _| names.contains(n));
    Truth { exec, mem }
}

/// cufe's routines and variables from its display: name → the CUDA field's value
/// (`cuda_execution_space` absent means `__host__`; `cuda_memory_space` absent means none).
pub fn cufe_spaces(display: &str) -> (BTreeMap<String, String>, BTreeMap<String, Option<String>>) {
    let parsed = super::agreement::parse(display);
    let mut routines = BTreeMap::new();
    let mut variables = BTreeMap::new();
    for e in &parsed.entries {
        let field = |l: &str| e.fields.iter().find(|(x, _)| x == l).map(|(_, v)| v.clone());
        let Some(name) = field("source_corresp.name") else { continue };
        // The compiler's own members (implicit constructors...) share their class's name;
        // the reference's outputs tell the spaces of the program's own functions.
        if field("compiler_generated").as_deref() == Some("TRUE") {
            continue;
        }
        let name = name.rsplit_once(": ").map(|(_, n)| n.trim_matches('"').to_string()).unwrap_or_default();
        if e.kind.ends_with(" routine") {
            routines.insert(name, field("cuda_execution_space").unwrap_or_else(|| "__host__".into()));
        } else if e.kind.ends_with(" variable") {
            variables.insert(name, field("cuda_memory_space"));
        }
    }
    (routines, variables)
}
