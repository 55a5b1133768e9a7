//! The Itanium C++ ABI mangler: cufe describes an entity with the small model below
//! (`MangleName`, `MangleType`, `TemplateArg`), `mangle` turns it into the mangled string
//! with the ABI's substitution rules (`S_`, `S<n>_`, `T_`) and the `std` abbreviations
//! (`St`, `Sa`, `Sb`, `Ss`, `Si`, `So`, `Sd`, from `tables/mangling.yaml`).
//!
//! Substitution candidates are identified by their mangling without numbered
//! substitutions (the "canonical" form), so two structurally equal components share one
//! candidate, as the ABI requires.

use crate::tables::mangling as codes;

/// cv-qualifiers of a type or member function.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cv {
    pub is_const: bool,
    pub is_volatile: bool,
    pub is_restrict: bool,
}

/// A type as the mangler sees it.
#[derive(Clone, Debug, PartialEq)]
pub enum MangleType {
    /// A builtin type by its code (`i`, `c`, `Dn`, `DF16_`...; see `builtin_types`).
    Builtin(String),
    Pointer(Box<MangleType>),
    LValueRef(Box<MangleType>),
    RValueRef(Box<MangleType>),
    Qualified(Box<MangleType>, Cv),
    Function { ret: Box<MangleType>, params: Vec<MangleType>, cv: Cv },
    /// `T[N]`; `None` for an unknown bound.
    Array(Box<MangleType>, Option<u64>),
    PointerToMember { class: Box<MangleType>, member: Box<MangleType> },
    /// A class or enum type: its scopes, name and template arguments.
    Named(QualifiedName),
    /// The `index`-th template parameter (0-based) of the entity being mangled.
    TemplateParam(u32),
}

/// A template argument.
#[derive(Clone, Debug, PartialEq)]
pub enum TemplateArg {
    Type(MangleType),
    /// An integral constant: its type's builtin code and value (`bool` uses `b` and 0/1).
    Integer { code: String, value: i128 },
}

/// One enclosing scope of a name, outermost first.
#[derive(Clone, Debug, PartialEq)]
pub enum Scope {
    Namespace(String),
    /// An unnamed namespace (`_GLOBAL__N_1`).
    AnonymousNamespace,
    Class { name: String, template_args: Vec<TemplateArg> },
    /// The body of a function: the name is local to it (`Z <encoding> E`).
    Function(Box<MangleName>),
}

/// A scoped, possibly templated name of a class or enum.
#[derive(Clone, Debug, PartialEq)]
pub struct QualifiedName {
    pub scopes: Vec<Scope>,
    pub name: String,
    pub template_args: Vec<TemplateArg>,
}

/// Which kind of constructor/destructor (`C1`, `C2`, `D0`, ...: codes of `ctor_dtor`).
#[derive(Clone, Debug, PartialEq)]
pub enum NameKind {
    Identifier(String),
    Constructor(String),
    Destructor(String),
    /// An operator by spelling and operand count (`-` with 1 is `ng`, with 2 is `mi`).
    /// Member operators count the object as an operand.
    Operator { spelling: String, arity: u8 },
    Conversion(MangleType),
}

/// A function or variable to mangle.
#[derive(Clone, Debug, PartialEq)]
pub struct MangleName {
    pub scopes: Vec<Scope>,
    pub kind: NameKind,
    pub template_args: Vec<TemplateArg>,
    /// Parameter types for functions; `None` for variables.
    pub params: Option<Vec<MangleType>>,
    /// Return type, mangled only for function template specializations.
    pub ret: Option<MangleType>,
    /// cv-qualifiers of a member function.
    pub cv: Cv,
    /// Internal linkage at namespace scope (`static`): GCC's `L` prefix.
    pub internal: bool,
}

/// Why a name could not be mangled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MangleError(pub String);

/// Mangles a function or variable. Global variables and `extern "C"`-like names that the
/// ABI leaves alone come back unchanged (a namespace-scope variable outside any namespace,
/// without internal linkage, is its plain name).
pub fn mangle(name: &MangleName) -> Result<String, MangleError> {
    if name.params.is_none() && name.scopes.is_empty() && !name.internal && name.template_args.is_empty() {
        if let NameKind::Identifier(id) = &name.kind {
            return Ok(id.clone());
        }
    }
    let mut m = Mangler { subs: Vec::new(), canonical: false };
    let mut out = String::from("_Z");
    out.push_str(&m.encoding(name)?);
    Ok(out)
}

/// Mangles a type alone (as in `typeinfo` names).
pub fn mangle_type(ty: &MangleType) -> Result<String, MangleError> {
    Mangler { subs: Vec::new(), canonical: false }.ty(ty)
}

struct Mangler {
    /// Canonical forms of the substitution candidates, in order.
    subs: Vec<String>,
    /// True while computing canonical forms (no numbered substitutions are used or recorded).
    canonical: bool,
}

fn seq_id(i: usize) -> String {
    if i == 0 {
        return "S_".into();
    }
    let mut n = i - 1;
    let mut digits = Vec::new();
    loop {
        let d = (n % 36) as u8;
        digits.push(if d < 10 { b'0' + d } else { b'A' + d - 10 });
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.reverse();
    format!("S{}_", String::from_utf8(digits).unwrap_or_default())
}

fn source_name(s: &str) -> String {
    format!("{}{}", s.len(), s)
}

impl Mangler {
    fn canonical_of(&self, f: impl FnOnce(&mut Mangler) -> Result<String, MangleError>) -> Result<String, MangleError> {
        let mut c = Mangler { subs: Vec::new(), canonical: true };
        f(&mut c)
    }

    /// Returns the substitution for a candidate already seen.
    fn lookup(&self, key: &str) -> Option<String> {
        if self.canonical {
            return None;
        }
        self.subs.iter().position(|k| k == key).map(seq_id)
    }

    fn record(&mut self, key: String) {
        if !self.canonical && !self.subs.contains(&key) {
            self.subs.push(key);
        }
    }

    /// A standard abbreviation for a canonical `St...` prefix, if any.
    fn std_abbreviation(key: &str) -> Option<&'static str> {
        codes::STD_SUBSTITUTIONS.iter().find(|s| !s.canonical.is_empty() && s.canonical == key).map(|s| s.code)
    }

    fn encoding(&mut self, n: &MangleName) -> Result<String, MangleError> {
        let mut out = self.name(n)?;
        if let Some(params) = &n.params {
            let is_template = !n.template_args.is_empty();
            let ctor_like = matches!(n.kind, NameKind::Constructor(_) | NameKind::Destructor(_) | NameKind::Conversion(_));
            if is_template && !ctor_like {
                let ret = n.ret.clone().unwrap_or(MangleType::Builtin("v".into()));
                out.push_str(&self.ty(&ret)?);
            }
            if params.is_empty() {
                out.push('v');
            }
            for p in params {
                out.push_str(&self.ty(p)?);
            }
        }
        Ok(out)
    }

    fn unqualified(&mut self, kind: &NameKind, class_name: Option<&str>) -> Result<String, MangleError> {
        Ok(match kind {
            NameKind::Identifier(s) => source_name(s),
            NameKind::Constructor(c) | NameKind::Destructor(c) => {
                let cd = codes::ctor_dtor_by_code(c).ok_or_else(|| MangleError(format!("unknown ctor/dtor code {c}")))?;
                let is_ctor = matches!(kind, NameKind::Constructor(_));
                if cd.is_ctor != is_ctor {
                    return Err(MangleError(format!("{c} is not a {}", if is_ctor { "constructor" } else { "destructor" })));
                }
                if class_name.is_none() {
                    return Err(MangleError("constructor or destructor outside a class".into()));
                }
                cd.code.to_string()
            }
            NameKind::Operator { spelling, arity } => {
                let op = codes::operator_by_name(spelling, *arity)
                    .ok_or_else(|| MangleError(format!("no operator `{spelling}` with {arity} operands")))?;
                op.code.to_string()
            }
            NameKind::Conversion(t) => format!("cv{}", self.ty(t)?),
        })
    }

    fn template_args(&mut self, args: &[TemplateArg]) -> Result<String, MangleError> {
        let mut out = String::from("I");
        for a in args {
            match a {
                TemplateArg::Type(t) => out.push_str(&self.ty(t)?),
                TemplateArg::Integer { code, value } => {
                    out.push('L');
                    out.push_str(code);
                    if *value < 0 {
                        out.push('n');
                    }
                    out.push_str(&value.unsigned_abs().to_string());
                    out.push('E');
                }
            }
        }
        out.push('E');
        Ok(out)
    }

    /// `<name>` of a function or variable.
    fn name(&mut self, n: &MangleName) -> Result<String, MangleError> {
        // Local names: Z <encoding> E <entity>
        if let Some(pos) = n.scopes.iter().rposition(|s| matches!(s, Scope::Function(_))) {
            let Scope::Function(f) = &n.scopes[pos] else { unreachable!() };
            let inner = self.encoding(f)?;
            let rest = MangleName { scopes: n.scopes[pos + 1..].to_vec(), ..n.clone() };
            let entity = self.name(&rest)?;
            return Ok(format!("Z{inner}E{entity}"));
        }
        let class_name = n.scopes.iter().rev().find_map(|s| match s {
            Scope::Class { name, .. } => Some(name.as_str()),
            _ => None,
        });
        let class_name = if matches!(n.kind, NameKind::Constructor(_) | NameKind::Destructor(_)) { class_name } else { class_name.or(Some("")) };
        let unq = self.unqualified(&n.kind, class_name)?;
        let cv = n.cv;
        let has_cv = cv.is_const || cv.is_volatile || cv.is_restrict;
        if n.scopes.is_empty() || (n.scopes.len() == 1 && n.scopes[0] == Scope::Namespace("std".into()) && !has_cv) {
            // unscoped name
            let std = !n.scopes.is_empty();
            let mut out = String::new();
            if std {
                out.push_str("St");
            }
            if n.internal {
                out.push('L');
            }
            out.push_str(&unq);
            if !n.template_args.is_empty() {
                let key = out.clone();
                match self.lookup(&key) {
                    Some(s) => out = s,
                    None => self.record(key),
                }
                out.push_str(&self.template_args(&n.template_args)?);
            }
            return Ok(out);
        }
        let mut out = String::from("N");
        if cv.is_restrict {
            out.push('r');
        }
        if cv.is_volatile {
            out.push('V');
        }
        if cv.is_const {
            out.push('K');
        }
        let (prefix, key) = self.prefix(&n.scopes)?;
        out.push_str(&prefix);
        let mut last = key.clone();
        if n.internal {
            out.push('L');
        }
        out.push_str(&unq);
        last.push_str(&unq);
        if !n.template_args.is_empty() {
            self.record(last.clone());
            out.push_str(&self.template_args(&n.template_args)?);
        }
        out.push('E');
        Ok(out)
    }

    /// The `<prefix>` for a list of namespace/class scopes: returns the mangling and its
    /// canonical form; every prefix is a substitution candidate.
    fn prefix(&mut self, scopes: &[Scope]) -> Result<(String, String), MangleError> {
        let mut out = String::new();
        let mut key = String::new();
        for (i, s) in scopes.iter().enumerate() {
            let comp = match s {
                Scope::Namespace(ns) if i == 0 && ns == "std" => {
                    out.push_str("St");
                    key.push_str("St");
                    continue;
                }
                Scope::Namespace(ns) => source_name(ns),
                Scope::AnonymousNamespace => source_name("_GLOBAL__N_1"),
                Scope::Class { name, .. } => source_name(name),
                Scope::Function(_) => return Err(MangleError("function scope inside a prefix".into())),
            };
            key.push_str(&comp);
            match self.lookup(&key).or_else(|| Self::std_abbreviation(&key).map(str::to_string)) {
                Some(sub) => out = sub,
                None => {
                    out.push_str(&comp);
                }
            }
            if Self::std_abbreviation(&key).is_none() {
                self.record(key.clone());
            }
            if let Scope::Class { template_args, .. } = s {
                if !template_args.is_empty() {
                    let canon_args = self.canonical_of(|c| c.template_args(template_args))?;
                    let args = self.template_args(template_args)?;
                    key.push_str(&canon_args);
                    match self.lookup(&key).or_else(|| Self::std_abbreviation(&key).map(str::to_string)) {
                        Some(sub) => out = sub,
                        None => out.push_str(&args),
                    }
                    if Self::std_abbreviation(&key).is_none() {
                        self.record(key.clone());
                    }
                }
            }
        }
        Ok((out, key))
    }

    fn ty(&mut self, t: &MangleType) -> Result<String, MangleError> {
        match t {
            MangleType::Builtin(code) => {
                if codes::builtin_by_code(code).is_none() {
                    return Err(MangleError(format!("unknown builtin type code `{code}`")));
                }
                Ok(code.clone())
            }
            MangleType::Named(q) => {
                let mut scopes = q.scopes.clone();
                scopes.push(Scope::Class { name: q.name.clone(), template_args: q.template_args.clone() });
                if scopes.iter().any(|s| matches!(s, Scope::Function(_))) {
                    return Err(MangleError("local class types are not supported by the mangler yet".into()));
                }
                let canon = self.canonical_of(|c| c.prefix(&scopes).map(|p| p.1))?;
                if let Some(s) = self.lookup(&canon) {
                    return Ok(s);
                }
                if let Some(a) = Self::std_abbreviation(&canon) {
                    return Ok(a.to_string());
                }
                let (p, _) = self.prefix(&scopes)?;
                // A single unscoped component (or `St` + one) is not wrapped in N...E.
                let unscoped = scopes.len() == 1
                    || (scopes.len() == 2 && scopes[0] == Scope::Namespace("std".into()));
                if unscoped || Self::is_single_substitution(&p) {
                    Ok(p)
                } else {
                    Ok(format!("N{p}E"))
                }
            }
            MangleType::TemplateParam(i) => {
                let s = if *i == 0 { "T_".to_string() } else { format!("T{}_", i - 1) };
                self.substitutable(s.clone(), s)
            }
            MangleType::Pointer(inner) => self.wrapped("P", inner),
            MangleType::LValueRef(inner) => self.wrapped("R", inner),
            MangleType::RValueRef(inner) => self.wrapped("O", inner),
            MangleType::Qualified(inner, cv) => {
                let mut q = String::new();
                if cv.is_restrict {
                    q.push('r');
                }
                if cv.is_volatile {
                    q.push('V');
                }
                if cv.is_const {
                    q.push('K');
                }
                if q.is_empty() {
                    return self.ty(inner);
                }
                self.wrapped(&q, inner)
            }
            MangleType::Function { ret, params, cv } => {
                let canon = self.canonical_of(|c| c.function_body(ret, params, *cv))?;
                if let Some(s) = self.lookup(&canon) {
                    return Ok(s);
                }
                let body = self.function_body(ret, params, *cv)?;
                self.record(canon);
                Ok(body)
            }
            MangleType::Array(elem, n) => {
                let canon = self.canonical_of(|c| c.ty(elem))?;
                let dim = n.map(|n| n.to_string()).unwrap_or_default();
                let key = format!("A{dim}_{canon}");
                if let Some(s) = self.lookup(&key) {
                    return Ok(s);
                }
                let e = self.ty(elem)?;
                self.record(key);
                Ok(format!("A{dim}_{e}"))
            }
            MangleType::PointerToMember { class, member } => {
                let canon = self.canonical_of(|c| Ok(format!("M{}{}", c.ty(class)?, c.ty(member)?)))?;
                if let Some(s) = self.lookup(&canon) {
                    return Ok(s);
                }
                let c = self.ty(class)?;
                let m = self.ty(member)?;
                self.record(canon);
                Ok(format!("M{c}{m}"))
            }
        }
    }

    fn is_single_substitution(p: &str) -> bool {
        p.starts_with('S') && p.ends_with('_') && p[1..p.len() - 1].bytes().all(|b| b.is_ascii_alphanumeric())
            || codes::std_substitution_by_code(p).is_some()
    }

    fn function_body(&mut self, ret: &MangleType, params: &[MangleType], cv: Cv) -> Result<String, MangleError> {
        let mut out = String::new();
        if cv.is_restrict {
            out.push('r');
        }
        if cv.is_volatile {
            out.push('V');
        }
        if cv.is_const {
            out.push('K');
        }
        out.push('F');
        out.push_str(&self.ty(ret)?);
        if params.is_empty() {
            out.push('v');
        }
        for p in params {
            out.push_str(&self.ty(p)?);
        }
        out.push('E');
        Ok(out)
    }

    fn substitutable(&mut self, key: String, text: String) -> Result<String, MangleError> {
        if let Some(s) = self.lookup(&key) {
            return Ok(s);
        }
        self.record(key);
        Ok(text)
    }

    /// `P`/`R`/`O`/cv applied to a type: a candidate of its own after its operand.
    fn wrapped(&mut self, q: &str, inner: &MangleType) -> Result<String, MangleError> {
        let canon = self.canonical_of(|c| c.ty(inner))?;
        let key = format!("{q}{canon}");
        if let Some(s) = self.lookup(&key) {
            return Ok(s);
        }
        let i = self.ty(inner)?;
        self.record(key);
        Ok(format!("{q}{i}"))
    }
}
