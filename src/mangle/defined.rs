//! `cufe symbols`: the mangled names of the entities a translation unit *defines*, as
//! `nm --defined-only` lists them for the object g++ makes of the same unit: functions with
//! bodies (constructors as C1 and C2, destructors as D1 and D2, D0 when virtual),
//! variables with definitions (static data members defined out of class included), and for
//! each kernel also the host stub cicc writes for it (`__device_stub__<mangled kernel>`).
//! This module walks the declarations and names plain functions and variables; the rest
//! lives beside it:
//!
//! - `types`: the types that specifiers and declarators spell, template arguments;
//! - `function_templates`, `class_templates`: specializations that explicit
//!   instantiations and specializations define;
//! - `classes`: virtual functions, key functions, vtables, typeinfo, VTTs, thunks, implicit
//!   constructors that defined ones call;
//! - `locals`: local statics, guard variables, closures of called lambdas, `thread_local`
//!   init functions and wrappers;
//! - `used`: inline functions and variables and lambda-initialized variables, emitted where
//!   an emitted body uses them;
//! - `kernels`: kernel templates and their launches, stubs, extended lambdas (in a CUDA
//!   unit the unnamed namespace is the module id's `_GLOBAL__N_<id>`, as in the host
//!   translation).
//!
//! The walk keeps its own small registry of the classes, enums and typedefs declared so far
//! (by scope path) to qualify the type names that parameters spell; the syntax tree is read
//! as the parser left it after disambiguation. Entities with internal linkage (`static`,
//! the unnamed namespace, namespace-scope `const`) are listed only when they carry
//! `__attribute__((used))`: g++ drops the ones nothing refers to. Templates and in-class
//! member definitions are not emitted by g++ unless instantiated (or, for inline virtual
//! functions, referred to by an emitted vtable), and are left out likewise.

use std::collections::HashMap;

use super::mangle::{mangle, Cv, FunctionProto, MangleName, MangleType, NameKind, NvLambda, NvLambdaKind, QualifiedName, RefQualifier, Scope, TemplateArg};
use super::deduce::{self, TemplateParamKind};
use super::nvidia;
use crate::cli::SourceArgs;
use crate::lex;
use crate::source::SourceMap;
use crate::syntax::ast::{self, *};
use crate::tables::mangling as codes;

mod class_templates;
mod classes;
mod constant;
mod function_templates;
mod kernels;
mod locals;
mod static_init;
mod types;
mod used;
use function_templates::FunctionTemplate;
use kernels::{literal_type, unqualified, Enclosing, KernelTemplate, LambdaCount};
use types::{adjust_param, function_layer, is_const_object, mentions_anonymous, vector_type};

/// A class template's default template arguments, for specializations that leave them out.
#[derive(Clone, Debug)]
struct TemplateDefaults {
    /// The scope the template is declared in (where its defaults are looked up).
    scope: Vec<Seg>,
    params: Vec<(String, TemplateParamKind)>,
    defaults: Vec<Option<ast::TemplateArg>>,
    has_pack: bool,
}

/// One component of the scope path the walk is in.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Seg {
    Namespace(String),
    Anonymous,
    Class(String),
}

/// What a declared name in the registry stands for.
#[derive(Clone, Debug)]
enum Known {
    /// A class or enum; for a class template, the builtin codes of its parameters
    /// (`None` for a type parameter).
    Type { template_params: Option<Vec<Option<String>>> },
    Typedef(MangleType),
}

#[derive(Default)]
struct Walk<'a> {
    text: &'a str,
    tokens: &'a [lex::Token],
    registry: HashMap<Vec<Seg>, Known>,
    /// The mangled names found so far.
    symbols: Vec<String>,
    errors: Vec<String>,
    in_system_header: Option<&'a dyn Fn(u32) -> bool>,
    kernel_templates: Vec<KernelTemplate>,
    kernels: Vec<Kernel>,
    /// The name the unnamed namespace gets (`_GLOBAL__N_<module id>`) in a CUDA unit, where
    /// cudafe++ turns it into a named namespace; `None` for plain C++ (g++'s `_GLOBAL__N_1`).
    anonymous_namespace: Option<String>,
    lambda_count: LambdaCount,
    /// Each lambda scanned (by its first token): its closure type as device code names it
    /// (`Z4hostvEUliE_`), and for an extended lambda the type the host stub's name uses
    /// instead (`Unvdl...`, `Unvhdl...`: the wrapper cudafe++ puts in its place).
    lambdas: HashMap<u32, (MangleType, Option<MangleType>)>,
    /// Functions declared or defined at namespace scope, by scope path and name: their types
    /// (for `&f` passed to a kernel template). Enumerators likewise, with their enum's type.
    values: HashMap<Vec<Seg>, MangleType>,
    /// The enumeration types declared (stubs take them by value, classes by reference).
    enums: Vec<MangleType>,
    /// The values of the enumerators declared, by scope path and name.
    enumerator_values: HashMap<Vec<Seg>, i128>,
    /// Namespace-scope integral constants (`const`/`constexpr` with a constant initializer):
    /// value and type code, by path (name last).
    const_values: HashMap<Vec<Seg>, (i128, String)>,
    /// Namespace-scope variables with internal linkage, by path (name last): a template
    /// argument naming one mangles it with `L`.
    internal_values: std::collections::HashSet<Vec<Seg>>,
    /// Namespace-scope variables declared `extern` (a later `const` definition keeps
    /// external linkage), by path (name last).
    extern_values: std::collections::HashSet<Vec<Seg>>,
    /// Set while a system header's declarations are walked: only their types and their
    /// internal variables (which g++ emits at -O0) are taken.
    header_mode: bool,
    /// The unit's dynamic initialization and its first public definition.
    static_init: static_init::StaticInit,
    /// Namespace-scope functions declared `constexpr` or `consteval`, by path (name last).
    constexpr_functions: std::collections::HashSet<Vec<Seg>>,
    /// The tokens of the parser's syntax errors, sorted.
    syntax_errors: Vec<u32>,
    /// Namespace-scope functions declared `static`, by path (name last).
    static_functions: std::collections::HashSet<Vec<Seg>>,
    /// Variable templates the unit defines, by path (name last): their parameters' kinds.
    variable_templates: HashMap<Vec<Seg>, Vec<TemplateParamKind>>,
    /// Class (and variable) templates with partial specializations, by path.
    partially_specialized: std::collections::HashSet<Vec<Seg>>,
    /// Class templates' default arguments, by path.
    template_defaults: HashMap<Vec<Seg>, TemplateDefaults>,
    /// Namespace aliases, by path: the namespace each stands for.
    namespace_aliases: HashMap<Vec<Seg>, Vec<Seg>>,
    /// Namespace-scope variables first declared in an `extern "C"` block (unmangled).
    extern_c_values: std::collections::HashSet<Vec<Seg>>,
    /// ABI tags that in-class declarations of members give them, by path (name last; a
    /// constructor by its class's name).
    declared_tags: HashMap<Vec<Seg>, Vec<AttrSpec>>,
    /// Function templates defined so far (what explicit instantiations name).
    function_templates: Vec<FunctionTemplate>,
    /// `thread_local` variables whose initializer runs code, by path (name last, as in
    /// `values`): a use in an emitted function gets them a `_ZTW` wrapper.
    dynamic_thread_locals: Vec<(Vec<Seg>, MangleName)>,
    /// The classes defined so far: bases and virtual functions.
    class_infos: HashMap<Vec<Seg>, classes::ClassInfo>,
    /// Class templates defined so far, with their members.
    class_templates: Vec<class_templates::ClassTemplate>,
    /// What uses of namespace-scope names make g++ emit (`used`), and whether it was.
    deferred: Vec<(Vec<Seg>, used::OnUse, bool)>,
    /// Set while an inline function is emitted because a body calls it.
    emitting_inline: bool,
    /// How many unnamed classes and enums each scope has declared so far (`Ut_`, `Ut0_`).
    unnamed_count: HashMap<Vec<Seg>, u32>,
    /// The inline namespaces met so far.
    inline_namespaces: Vec<Vec<Seg>>,
    /// ABI tags of classes and (inline) namespaces, by path.
    scope_tags: HashMap<Vec<Seg>, Vec<String>>,
}

#[derive(Clone, Default)]
struct Cx {
    path: Vec<Seg>,
    extern_c: bool,
    /// The template parameters in scope (inside a template declaration), by position.
    template_params: Vec<(String, TemplateParamKind)>,
    /// The local variables and parameters of the function body being walked, with their
    /// types (for the argument types of kernel launches).
    locals: HashMap<String, MangleType>,
    /// The function whose body is being scanned: the scope of its lambdas' closure types.
    enclosing: Option<Enclosing>,
    /// The parameter names of the function template whose signature is being read (for
    /// `decltype` of a parameter: `fp_`, `fp0_`).
    fn_params: Vec<String>,
}

/// One kernel the unit defines: its mangled name (as cicc names it in device code and in
/// the registration) and the name of the host stub cicc writes for it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Kernel {
    pub mangled: String,
    pub stub: String,
}

/// Preprocesses (or reads, for `.ii`) the source and prints its defined symbols, sorted;
/// with `kernels`, one line per kernel instead: its mangled name and its stub's name.
/// Exit status 0; 1 when some definition could not be mangled (reported on stderr); 2 when
/// the input cannot be read or parsed.
pub fn run(source: &SourceArgs, kernels: bool) -> i32 {
    // A `.cpp` is what g++ compiles, without CUDA (nvcc gives it to the host compiler as is).
    let plain_cxx = !is_cuda_source(&source.input);
    let read = if plain_cxx {
        let mut request = source.preprocess_request();
        request.plain_cxx = true;
        crate::cli::preprocess(&request)
    } else {
        source.read_text()
    };
    let text = match read {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cufe: {}: {e}", source.input.display());
            return 2;
        }
    };
    let map = SourceMap::with_name(&text, &source.input.to_string_lossy());
    let lexed = lex::lex(&text, &map);
    let mut parsed = crate::syntax::parse(&text, &lexed.tokens);
    // The parser recovers at the next declaration: what it could not read is reported and
    // left out, and everything else is still listed (exit 1, as for entities not modelled).
    for e in &parsed.errors {
        let offset = parsed.tokens.get(e.token as usize).map(|t| t.span.lo).unwrap_or(text.len() as u32);
        let at = map.resolve(offset);
        eprintln!("cufe: {}({}): syntax error; the declaration there is not listed", map.file_name(at.file), at.line);
    }
    crate::sema::disambiguate::resolve(&mut parsed.unit);
    let in_header = |o| map.in_system_header(o);
    let anonymous = is_cuda_source(&source.input).then(|| unit_anonymous_namespace(&source.input, &text, &parsed, &in_header));
    let error_tokens: Vec<u32> = parsed.errors.iter().map(|e| e.token).collect();
    let file_name = source.input.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let found = defined_symbols(&text, &parsed.tokens, &parsed.unit, &in_header, anonymous.as_deref(), &error_tokens, &file_name);
    let mut out = String::new();
    if kernels {
        for k in &found.kernels {
            out.push_str(&format!("{} {}\n", k.mangled, k.stub));
        }
    } else {
        for s in &found.symbols {
            out.push_str(s);
            out.push('\n');
        }
    }
    use std::io::Write;
    let _ = std::io::stdout().lock().write_all(out.as_bytes());
    for e in &found.errors {
        eprintln!("cufe: symbols: {e}");
    }
    if found.errors.is_empty() && parsed.errors.is_empty() { 0 } else { 1 }
}

/// `.cu` (and nvcc's preprocessed `.ii`) units go through cudafe++, which names the unnamed
/// namespace after the module id; anything else is plain C++ for g++.
fn is_cuda_source(input: &std::path::Path) -> bool {
    matches!(input.extension().and_then(|e| e.to_str()), Some("cu" | "ii"))
}

/// `_GLOBAL__N_<module id>`, the module id computed as cudafe++ does when nvcc passes it this
/// file (`--orig_src_path_name` = the realpath, `--orig_src_file_name` = the name as given).
fn unit_anonymous_namespace(input: &std::path::Path, text: &str, parsed: &crate::syntax::Parsed, in_header: &dyn Fn(u32) -> bool) -> String {
    let (symbols, _) = crate::sema::symbols::build(text, &parsed.tokens, &parsed.unit, in_header);
    let token_text = |i: u32| parsed.tokens.get(i as usize).map(|t| lex::semantic_text(text, t).to_string()).unwrap_or_default();
    let mut sink = crate::diag::DiagSink::new(crate::diag::DiagControls::new());
    let checked = crate::sema::check::check(&parsed.unit, &parsed.tokens, &symbols, &token_text, &mut sink);
    let path = std::fs::canonicalize(input).unwrap_or_else(|_| input.to_path_buf());
    let id = crate::backend::module_id::module_id_for_text(
        &path.to_string_lossy(),
        &input.to_string_lossy(),
        checked.first_external_definition.as_deref(),
        text.as_bytes(),
    );
    nvidia::anonymous_namespace_name(&id)
}

/// What a unit defines: the sorted, deduplicated mangled names of its definitions, its
/// kernels (template instantiations included), and a message for each definition that could
/// not be mangled.
pub struct Defined {
    pub symbols: Vec<String>,
    pub kernels: Vec<Kernel>,
    pub errors: Vec<String>,
}

/// The unit's definitions; declarations from system headers are skipped. `anonymous_namespace`
/// names the unnamed namespace for a CUDA unit (see `Walk::anonymous_namespace`).
/// `syntax_errors` are the tokens where the parser reported errors: what it recovered of
/// the declaration around one is not listed.
/// `file_name` is the unit's file name (g++ names the static initialization function after
/// it when the unit defines nothing public).
pub fn defined_symbols(text: &str, tokens: &[lex::Token], unit: &TranslationUnit, in_system_header: &dyn Fn(u32) -> bool, anonymous_namespace: Option<&str>, syntax_errors: &[u32], file_name: &str) -> Defined {
    let mut syntax_errors = syntax_errors.to_vec();
    syntax_errors.sort_unstable();
    let mut w = Walk { text, tokens, in_system_header: Some(in_system_header), anonymous_namespace: anonymous_namespace.map(String::from), syntax_errors, ..Walk::default() };
    for d in &unit.decls {
        w.decl(d, &Cx::default());
    }
    w.finish_static_init(file_name);
    let mut symbols = w.symbols;
    if !w.dynamic_thread_locals.is_empty() {
        // The unit's one function running the `thread_local` initializers, and its flag.
        symbols.extend(["__tls_init".to_string(), "__tls_guard".to_string()]);
    }
    symbols.sort();
    symbols.dedup();
    let mut kernels = w.kernels;
    kernels.sort();
    kernels.dedup();
    Defined { symbols, kernels, errors: w.errors }
}

fn scopes_of(path: &[Seg], anonymous: Option<&str>) -> Vec<Scope> {
    path.iter()
        .map(|s| match s {
            Seg::Namespace(n) => Scope::Namespace(n.clone()),
            Seg::Anonymous => match anonymous {
                Some(name) => Scope::Namespace(name.to_string()),
                None => Scope::AnonymousNamespace,
            },
            Seg::Class(n) => Scope::Class { name: n.clone(), template_args: vec![] },
        })
        .collect()
}

fn seg_name(s: &Seg) -> Option<&str> {
    match s {
        Seg::Namespace(n) | Seg::Class(n) => Some(n),
        Seg::Anonymous => None,
    }
}

impl Walk<'_> {
    /// The scopes of a path as the mangler sees them: ABI tags on the classes and
    /// namespaces that carry them.
    fn scopes(&self, path: &[Seg]) -> Vec<Scope> {
        let mut out = scopes_of(path, self.anonymous_namespace.as_deref());
        for (i, scope) in out.iter_mut().enumerate() {
            if let Some(tags) = self.scope_tags.get(&path[..=i]) {
                *scope = Scope::Tagged(Box::new(scope.clone()), tags.clone());
            }
        }
        out
    }

    /// The tags of the `abi_tag` attributes among `attrs`, sorted (as g++ writes them).
    fn abi_tags<'b>(&self, attrs: impl Iterator<Item = &'b AttrSpec>) -> Vec<String> {
        let mut tags: Vec<String> = Vec::new();
        for a in attrs.flat_map(|a| &a.attrs) {
            if self.tok(a.name).trim_matches('_') != "abi_tag" {
                continue;
            }
            let Some(args) = a.args else { continue };
            for t in args.lo..args.hi {
                let text = self.tok(t);
                if text.len() >= 2 && text.starts_with('"') && text.ends_with('"') {
                    tags.push(text[1..text.len() - 1].to_string());
                }
            }
        }
        tags.sort();
        tags.dedup();
        tags
    }

    /// The attribute specifiers among the declaration specifiers and on the declarator.
    fn all_attrs<'b>(&self, specs: &'b [DeclSpec], d: &'b Declarator) -> Vec<&'b AttrSpec> {
        let mut out: Vec<&AttrSpec> = specs.iter().filter_map(|s| if let DeclSpec::Attr(a) = s { Some(a) } else { None }).collect();
        let mut layer = d;
        loop {
            match layer {
                Declarator::Attributed { inner, attrs, .. } => {
                    out.extend(attrs);
                    layer = inner;
                }
                Declarator::Func { inner, quals, .. } => {
                    out.extend(&quals.attrs);
                    layer = inner;
                }
                Declarator::Ptr { inner, .. } | Declarator::Paren { inner, .. } | Declarator::Array { inner, .. } => layer = inner,
                Declarator::Name { .. } => break,
            }
        }
        out
    }

    fn tok(&self, i: u32) -> &str {
        self.tokens.get(i as usize).map(|t| lex::semantic_text(self.text, t)).unwrap_or("")
    }

    /// The binary operator whose token is `i` (`>>` for a shift's first token).
    fn op(&self, i: u32) -> &str {
        self.tokens.get(i as usize).map(|t| lex::operator_text(self.text, t)).unwrap_or("")
    }

    fn in_header(&self, tok: u32) -> bool {
        let offset = self.tokens.get(tok as usize).map(|t| t.span.lo).unwrap_or(0);
        self.in_system_header.is_some_and(|f| f(offset))
    }

    fn keyword(&self, specs: &[DeclSpec], kw: &str) -> bool {
        specs.iter().any(|s| matches!(s, DeclSpec::Keyword(t) if self.tok(*t) == kw))
    }

    /// `__attribute__((used))` on the specifiers or the declarator.
    fn is_used(&self, specs: &[DeclSpec], d: &Declarator) -> bool {
        ast::declaration_has_attribute(specs, d, "used", &|t| self.tok(t).to_string())
    }

    fn is_kernel(&self, specs: &[DeclSpec], d: &Declarator) -> bool {
        let spaces = crate::sema::cuda::spaces_of(specs, Some(d));
        crate::sema::cuda::exec_space(&spaces) == crate::sema::cuda::ExecSpace::Global
    }

    /// Whether a declaration is what the parser kept of one it could not read: a syntax
    /// error lies before it with no `;` or `}` between (`template<bad> void f() {}`
    /// recovers as a plain `void f() {}`).
    fn recovered_after_error(&self, lo: u32) -> bool {
        let before = self.syntax_errors.partition_point(|&e| e <= lo);
        let Some(&e) = before.checked_sub(1).and_then(|i| self.syntax_errors.get(i)) else { return false };
        !(e..lo).any(|t| matches!(self.tok(t), ";" | "}"))
    }

    fn decl(&mut self, d: &Decl, cx: &Cx) {
        if self.recovered_after_error(d.range().lo) {
            return;
        }
        if self.in_header(d.range().lo) {
            // A system header defines nothing the unit's object holds that cufe lists, but
            // its types name the unit's parameters (`std::string`, `size_t`).
            let errors = self.errors.len();
            self.header_mode = true;
            self.header_decl(d, cx);
            self.header_mode = false;
            self.errors.truncate(errors);
            return;
        }
        match d {
            Decl::Function(f) => self.function(f, cx),
            Decl::Simple(s) => self.simple(s, cx),
            Decl::Namespace { name, extra, decls, attrs, inline, .. } => {
                let inner = self.enter_namespace(*name, extra, attrs, *inline, cx);
                decls.iter().for_each(|d| self.decl(d, &inner));
            }
            Decl::Linkage { lang, decls, .. } => {
                let inner = Cx { extern_c: self.tok(*lang).contains("\"C\""), ..cx.clone() };
                decls.iter().for_each(|d| self.decl(d, &inner));
            }
            Decl::NamespaceAlias { name, target, .. } => {
                // `namespace ab = a::b;`: the alias stands for the namespace it names.
                let mut written = self.written_qualifier(target).unwrap_or_default();
                if let UnqualKind::Plain(seg) = &target.last {
                    written.push(self.tok(seg.tok).to_string());
                }
                let start = if target.global { 0 } else { cx.path.len() };
                let resolved = (0..=start).rev().find_map(|base| self.resolve_scope(&cx.path[..base], &written));
                let mut at = cx.path.clone();
                at.push(Seg::Namespace(self.tok(*name).to_string()));
                match resolved {
                    Some(p) => {
                        self.namespace_aliases.insert(at, p);
                    }
                    None => self.errors.push(format!("cannot resolve the namespace alias `{}`", self.spelled(target.range))),
                }
            }
            Decl::Template { params, decl, .. } => self.template(params, decl, cx),
            Decl::ExplicitInstantiation { is_extern: false, decl, .. } => self.explicit_instantiation(decl, cx),
            Decl::Alias { .. } => self.decl_alias(d, cx),
            _ => {}
        }
    }

    /// The context inside `namespace name { }` (`namespace a::b::c`: `extra` holds `b`, `c`),
    /// noting its ABI tags and whether it is inline.
    fn enter_namespace(&mut self, name: Option<u32>, extra: &[u32], attrs: &[AttrSpec], inline: bool, cx: &Cx) -> Cx {
        let mut inner = cx.clone();
        match name {
            Some(t) => {
                inner.path.push(Seg::Namespace(self.tok(t).to_string()));
                for e in extra {
                    inner.path.push(Seg::Namespace(self.tok(*e).to_string()));
                }
            }
            None => inner.path.push(Seg::Anonymous),
        }
        let tags = self.abi_tags(attrs.iter());
        if !tags.is_empty() {
            self.scope_tags.insert(inner.path.clone(), tags);
        }
        if inline && !self.inline_namespaces.contains(&inner.path) {
            self.inline_namespaces.push(inner.path.clone());
        }
        inner
    }

    /// `using T = type;`: a typedef.
    fn decl_alias(&mut self, d: &Decl, cx: &Cx) {
        let Decl::Alias { name, ty, .. } = d else { return };
        if let Some(t) = self.type_id(ty, cx) {
            let mut path = cx.path.clone();
            path.push(Seg::Class(self.tok(*name).to_string()));
            self.registry.insert(path, Known::Typedef(t));
        }
    }

    /// A declaration of a system header: only its namespaces, classes, enums, typedefs and
    /// class templates (with their default arguments) are registered.
    fn header_decl(&mut self, d: &Decl, cx: &Cx) {
        match d {
            Decl::Namespace { name, extra, decls, attrs, inline, .. } => {
                let inner = self.enter_namespace(*name, extra, attrs, *inline, cx);
                decls.iter().for_each(|d| self.header_decl(d, &inner));
            }
            Decl::Linkage { lang, decls, .. } => {
                let inner = Cx { extern_c: self.tok(*lang).contains("\"C\""), ..cx.clone() };
                decls.iter().for_each(|d| self.header_decl(d, &inner));
            }
            Decl::Simple(s) => {
                if self.anonymous_namespace.is_none() && !cx.path.iter().any(|p| matches!(p, Seg::Class(_))) {
                    // g++ at -O0 emits a header's internal variables too (`simple` lists
                    // nothing else in header mode).
                    self.simple(s, cx);
                    return;
                }
                self.register_types(&s.specs, s.declarators.is_empty(), cx);
                if self.keyword(&s.specs, "typedef") {
                    self.typedefs(s, cx);
                }
            }
            Decl::Alias { .. } => self.decl_alias(d, cx),
            Decl::Template { params, decl, .. } => {
                let Decl::Simple(s) = &**decl else { return };
                if !s.declarators.is_empty() {
                    return;
                }
                for spec in &s.specs {
                    let name = match spec {
                        DeclSpec::Type(TypeSpec::Class(c)) => c.name.as_ref(),
                        DeclSpec::Type(TypeSpec::Elaborated { name, .. }) => Some(name),
                        _ => None,
                    };
                    let Some(name) = name.and_then(|q| self.plain(q)) else { continue };
                    let mut path = cx.path.clone();
                    path.push(Seg::Class(name));
                    if self.is_specialization_name(spec) {
                        continue; // `template<class A> class vector<bool, A>`: not the template
                    }
                    let kinds = self.class_template_kinds(params, cx);
                    self.registry.insert(path.clone(), Known::Type { template_params: Some(kinds) });
                    self.note_template_defaults(params, &path, cx);
                }
            }
            _ => {}
        }
    }

    /// Whether a class specifier names a specialization (`C<int>`, `C<T*>`), not a template.
    fn is_specialization_name(&self, spec: &DeclSpec) -> bool {
        let name = match spec {
            DeclSpec::Type(TypeSpec::Class(c)) => c.name.as_ref(),
            DeclSpec::Type(TypeSpec::Elaborated { name, .. }) => Some(name),
            _ => None,
        };
        matches!(name.map(|q| &q.last), Some(UnqualKind::Plain(NameSeg { template_args: Some(_), .. })))
    }

    /// The builtin codes of a class template's non-type parameters (`None` for the others).
    fn class_template_kinds(&self, params: &[TemplateParam], cx: &Cx) -> Vec<Option<String>> {
        params
            .iter()
            .map(|p| match p {
                TemplateParam::NonType(p) => self.spec_type(&p.specs, cx).and_then(|t| match t {
                    MangleType::Builtin(code) => Some(code),
                    _ => None,
                }),
                _ => None,
            })
            .collect()
    }

    /// Remembers a class template's default template arguments (merged over its
    /// declarations: a forward declaration often gives them, the definition not).
    fn note_template_defaults(&mut self, params: &[TemplateParam], path: &[Seg], cx: &Cx) {
        let names: Vec<(String, TemplateParamKind)> = params
            .iter()
            .map(|p| match p {
                TemplateParam::Type { name, pack, .. } => {
                    (name.map(|t| self.tok(t).to_string()).unwrap_or_default(), if *pack { TemplateParamKind::TypePack } else { TemplateParamKind::Type })
                }
                TemplateParam::NonType(p) => (p.declarator.name().and_then(|q| self.plain(q)).unwrap_or_default(), TemplateParamKind::NonType(String::new())),
                TemplateParam::Template { name, .. } => (name.map(|t| self.tok(t).to_string()).unwrap_or_default(), TemplateParamKind::Template),
            })
            .collect();
        let defaults: Vec<Option<ast::TemplateArg>> = params
            .iter()
            .map(|p| match p {
                TemplateParam::Type { default: Some(t), .. } => Some(ast::TemplateArg::Type((**t).clone())),
                TemplateParam::NonType(p) => p.default.as_ref().map(|e| ast::TemplateArg::Expr((**e).clone())),
                _ => None,
            })
            .collect();
        let has_pack = params.iter().any(|p| match p {
            TemplateParam::Type { pack, .. } | TemplateParam::Template { pack, .. } => *pack,
            TemplateParam::NonType(p) => matches!(p.declarator, Declarator::Name { pack: true, .. }),
        });
        let entry = self.template_defaults.entry(path.to_vec()).or_insert_with(|| TemplateDefaults { scope: cx.path.clone(), params: names.clone(), defaults: vec![None; defaults.len()], has_pack });
        if entry.defaults.len() != defaults.len() {
            return;
        }
        for (have, new) in entry.defaults.iter_mut().zip(defaults) {
            if have.is_none() {
                *have = new;
            }
        }
    }

    /// The arguments of a specialization of the class template at `path` with the trailing
    /// defaults filled in (`basic_string<char>` is `basic_string<char, char_traits<char>,
    /// allocator<char>>`); `None` when a default cannot be modelled.
    fn with_defaults(&self, path: &[Seg], mut args: Vec<TemplateArg>, kinds: &[Option<String>]) -> Option<Vec<TemplateArg>> {
        if args.len() >= kinds.len() {
            return Some(args);
        }
        let Some(t) = self.template_defaults.get(path) else { return Some(args) };
        if t.has_pack || t.defaults.len() != kinds.len() {
            return Some(args);
        }
        let cx = Cx { path: t.scope.clone(), template_params: t.params.clone(), ..Cx::default() };
        for i in args.len()..kinds.len() {
            let default = t.defaults[i].as_ref()?;
            let arg = self.template_args(std::slice::from_ref(default), &kinds[i..=i], &cx)?.pop()?;
            let arg = match arg {
                TemplateArg::Type(ty) => TemplateArg::Type(deduce::substitute(&ty, &args)?),
                TemplateArg::Integer { .. } => arg,
                _ => return None,
            };
            if format!("{arg:?}").contains("TemplateParam(") {
                return None; // a default over a parameter `substitute` does not reach
            }
            args.push(arg);
        }
        Some(args)
    }

    /// A template declaration: only class templates are registered (their names appear in
    /// parameter types); templates themselves define nothing until instantiated.
    fn template(&mut self, params: &[TemplateParam], decl: &Decl, cx: &Cx) {
        if let Decl::Function(f) = decl {
            if self.is_kernel(&f.specs, &f.declarator) {
                self.kernel_template(params, f, cx);
            } else if params.is_empty() {
                // `template<> R f<A>(P) { }`: an explicit specialization. Declared `inline`
                // (or `constexpr`) it is emitted only where used, like any inline function
                // ({fmt}'s `template <> inline auto find<false, char>(...)`): not listed.
                if ["inline", "constexpr", "consteval"].iter().any(|k| self.keyword(&f.specs, k)) {
                    return;
                }
                if let (Some(name), Some((layer_params, _))) = (f.declarator.name(), function_layer(&f.declarator)) {
                    let before = self.symbols.len();
                    if !self.instantiate_function_template(name, layer_params, cx) {
                        self.errors.push(format!("no function template for the specialization `{}`", self.spelled(name.range)));
                    }
                    // An explicit specialization is an ordinary (non-comdat) definition.
                    let listed = self.symbols.get(before).cloned();
                    self.note_strong_definition(listed);
                }
            } else {
                let member = f.declarator.name().zip(function_layer(&f.declarator));
                if let Some((name, (layer_params, quals))) = member {
                    // `template<class T> R C<T>::f(P) { }`
                    if self.class_template_member_definition(name, Some(layer_params), self.cv(&quals.cv), cx) {
                        return;
                    }
                }
                self.function_template(params, f, cx);
            }
            return;
        }
        let Decl::Simple(s) = decl else { return };
        for init in &s.declarators {
            // `template<class T> int C<T>::s = 0;`
            if let Some(name) = init.declarator.name().filter(|_| init.declarator.function_params().is_none()) {
                if self.class_template_member_definition(name, None, Cv::default(), cx) || !name.scopes.is_empty() {
                    continue;
                }
                self.variable_template(params, name, cx);
            }
        }
        for spec in &s.specs {
            let name = match spec {
                DeclSpec::Type(TypeSpec::Class(c)) => c.name.as_ref(),
                DeclSpec::Type(TypeSpec::Elaborated { name, .. }) => Some(name),
                _ => None,
            };
            let Some(name) = name.and_then(|q| self.plain(q)) else { continue };
            if self.is_specialization_name(spec) {
                // A partial specialization is a second definition of some of the template's
                // specializations: an explicit instantiation cannot tell which one it names.
                if !params.is_empty() {
                    let mut path = cx.path.clone();
                    path.push(Seg::Class(name));
                    self.partially_specialized.insert(path);
                }
                continue;
            }
            let kinds = params
                .iter()
                .map(|p| match p {
                    TemplateParam::NonType(p) => self.spec_type(&p.specs, cx).and_then(|t| match t {
                        MangleType::Builtin(code) => Some(code),
                        _ => None,
                    }),
                    _ => None,
                })
                .collect();
            let mut path = cx.path.clone();
            path.push(Seg::Class(name));
            self.registry.insert(path.clone(), Known::Type { template_params: Some(kinds) });
            self.note_template_defaults(params, &path, cx);
            if let DeclSpec::Type(TypeSpec::Class(c)) = spec {
                self.record_class_template(params, c, &path, cx);
            }
        }
    }

    /// The qualifier of a name as written (`a::b::`), when every part is a plain name.
    fn written_qualifier(&self, q: &QualName) -> Option<Vec<String>> {
        q.scopes
            .iter()
            .map(|s| match s {
                ast::Scope::Name(n) if n.template_args.is_none() => Some(self.tok(n.tok).to_string()),
                _ => None,
            })
            .collect()
    }

    /// A namespace-scope function or enumerator named at `cx`, looked up outwards.
    fn find_value(&self, q: &QualName, cx: &Cx) -> Option<MangleType> {
        self.lookup_outwards(q, cx, |path| self.values.get(path).cloned())
    }

    /// The first answer `found` gives for the paths a plain name `q` may denote seen from
    /// `cx`: its written qualifier resolved from the innermost enclosing scope outwards.
    fn lookup_outwards<T>(&self, q: &QualName, cx: &Cx, found: impl Fn(&[Seg]) -> Option<T>) -> Option<T> {
        let UnqualKind::Plain(seg) = &q.last else { return None };
        let written = self.written_qualifier(q)?;
        let start = if q.global { 0 } else { cx.path.len() };
        for base in (0..=start).rev() {
            let Some(mut path) = self.resolve_scope(&cx.path[..base], &written) else { continue };
            path.push(Seg::Namespace(self.tok(seg.tok).to_string()));
            if let Some(answer) = found(&path) {
                return Some(answer);
            }
        }
        None
    }

    /// Remembers a namespace-scope function's type by its path (see `Walk::values`).
    fn note_function(&mut self, specs: &[DeclSpec], d: &Declarator, cx: &Cx) {
        let Declarator::Func { inner, params, .. } = d else { return };
        let Some((mut path, UnqualKind::Plain(seg))) = inner.name().and_then(|n| self.entity_path(n, cx)) else { return };
        if !inner.is_plain_name() || path.iter().any(|s| matches!(s, Seg::Class(_))) {
            return;
        }
        let scope_cx = Cx { path: path.clone(), ..cx.clone() };
        let (Some(ret), Some(params)) = (self.spec_type(specs, cx), self.param_types(params, &scope_cx)) else { return };
        path.push(Seg::Namespace(self.tok(seg.tok).to_string()));
        if self.keyword(specs, "constexpr") || self.keyword(specs, "consteval") {
            self.constexpr_functions.insert(path.clone());
        }
        self.values.insert(path, MangleType::Function { ret: Box::new(ret), params, cv: Cv::default() });
    }

    /// Explicit template arguments by template parameter (a pack takes all the remaining
    /// ones); parameters with no explicit argument are `None`.
    fn explicit_args(&self, args: &[ast::TemplateArg], kinds: &[TemplateParamKind], cx: &Cx) -> Option<Vec<Option<TemplateArg>>> {
        let one = |a: &ast::TemplateArg, k: &TemplateParamKind| self.template_arg_for(a, k, cx);
        let mut out: Vec<Option<TemplateArg>> = Vec::new();
        let mut rest = args.iter();
        for k in kinds {
            // `template<class T, T V>`: the value's type is the argument given for `T`.
            let substituted;
            let k = match k {
                TemplateParamKind::Value(t) if format!("{t:?}").contains("TemplateParam(") => {
                    let earlier: Option<Vec<TemplateArg>> = out.iter().cloned().collect();
                    substituted = match deduce::substitute(t, &earlier?)? {
                        MangleType::Builtin(code) if code != "Dn" => TemplateParamKind::NonType(code),
                        other => TemplateParamKind::Value(other),
                    };
                    &substituted
                }
                other => other,
            };
            if k.is_pack() {
                let elems: Option<Vec<_>> = rest.by_ref().map(|a| one(a, k)).collect();
                let elems = elems?;
                out.push((!elems.is_empty()).then_some(TemplateArg::Pack(elems)));
            } else {
                out.push(match rest.next() {
                    Some(a) => Some(one(a, k)?),
                    None => None,
                });
            }
        }
        rest.next().is_none().then_some(out)
    }

    /// `template __global__ void k<int>(int*);`
    fn explicit_instantiation(&mut self, decl: &Decl, cx: &Cx) {
        let Decl::Simple(s) = decl else { return };
        if s.declarators.is_empty() {
            // `template struct C<int>;`
            for spec in &s.specs {
                if let DeclSpec::Type(TypeSpec::Elaborated { name, .. }) = spec {
                    self.instantiate_class_template(name, cx);
                }
            }
        }
        for init in &s.declarators {
            if let (Some(name), None) = (init.declarator.name(), init.declarator.function_params()) {
                // `template int C<int>::s;`, `template int v<int>;`
                if !self.instantiate_member_template(name, cx) && !self.specialize_variable_template(name, cx) {
                    self.errors.push(format!("no template for the explicit instantiation `{}`", self.spelled(name.range)));
                }
                continue;
            }
            let (Some(name), Some(params)) = (init.declarator.name(), init.declarator.function_params()) else { continue };
            if self.instantiate_member_template(name, cx) || self.instantiate_function_template(name, params, cx) {
                continue;
            }
            let Some(t) = self.find_kernel_template(name, cx) else {
                self.errors.push(format!("no template for the explicit instantiation `{}`", self.spelled(name.range)));
                continue;
            };
            let explicit = match &name.last {
                UnqualKind::Plain(NameSeg { template_args: Some(args), .. }) => self.explicit_args(args, &t.kinds, cx),
                _ => Some(vec![None; t.kinds.len()]),
            };
            let (Some(explicit), Some(types)) = (explicit, self.param_types(params, cx)) else {
                self.errors.push(format!("cannot model the explicit instantiation `{}`", self.spelled(name.range)));
                continue;
            };
            let types: Vec<Option<MangleType>> = types.into_iter().map(Some).collect();
            self.instantiate(&t, explicit, &types, "an explicit instantiation");
        }
    }

    /// Numbers the next unnamed class or enum of the scope `path`.
    fn next_unnamed(&mut self, path: &[Seg]) -> u32 {
        let n = self.unnamed_count.entry(path.to_vec()).or_insert(0);
        *n += 1;
        *n - 1
    }

    fn plain_last(&self, last: &UnqualKind) -> Option<String> {
        match last {
            UnqualKind::Plain(seg) => Some(self.tok(seg.tok).to_string()),
            _ => None,
        }
    }

    fn plain(&self, q: &QualName) -> Option<String> {
        match &q.last {
            UnqualKind::Plain(seg) if q.scopes.is_empty() => Some(self.tok(seg.tok).to_string()),
            _ => None,
        }
    }

    /// Registers the classes and enums the specifiers declare (and their nested classes);
    /// returns nothing: members are defined out of class.
    /// `standalone`: the declaration declares no declarator (`struct X;` declares `X` in
    /// the current scope, a member in a class).
    fn register_types(&mut self, specs: &[DeclSpec], standalone: bool, cx: &Cx) {
        // `friend class X;` declares `X` in the nearest namespace, not as a member.
        let standalone = standalone && !self.keyword(specs, "friend");
        for spec in specs {
            match spec {
                DeclSpec::Type(TypeSpec::Class(c)) => {
                    let Some(name) = c.name.as_ref().and_then(|q| self.plain(q)) else {
                        if c.name.is_none() && !self.keyword(specs, "typedef") {
                            self.next_unnamed(&cx.path); // numbered with the unnamed enums
                        }
                        continue;
                    };
                    let mut path = cx.path.clone();
                    path.push(Seg::Class(name));
                    self.registry.entry(path.clone()).or_insert(Known::Type { template_params: None });
                    let tags = self.abi_tags(c.attrs.iter());
                    if !tags.is_empty() {
                        self.scope_tags.insert(path.clone(), tags);
                    }
                    let inner = Cx { path: path.clone(), ..cx.clone() };
                    for m in &c.members {
                        match m {
                            Member::Decl(Decl::Function(f)) => self.note_declared_tags(&f.specs, &f.declarator, &inner),
                            Member::Decl(Decl::Simple(s)) => {
                                for init in &s.declarators {
                                    self.note_declared_tags(&s.specs, &init.declarator, &inner);
                                }
                                self.register_member(s, &inner)
                            }
                            Member::Decl(Decl::Alias { .. }) => {
                                if let Member::Decl(d) = m {
                                    self.decl(d, &inner)
                                }
                            }
                            _ => {}
                        }
                    }
                    self.record_class(c, &path, cx);
                }
                DeclSpec::Type(TypeSpec::Enum(e)) if e.name.is_none() && e.has_body && !self.keyword(specs, "typedef") => {
                    // `enum { a, b } x;`: the scope's next unnamed type (`Ut_`, `Ut0_`).
                    let index = self.next_unnamed(&cx.path);
                    let mut scopes = self.scopes(&cx.path);
                    scopes.push(Scope::Unnamed(index));
                    let ty = MangleType::Path(scopes);
                    let mut next = 0i128;
                    for en in &e.enumerators {
                        let value = match &en.value { Some(v) => self.eval(v, cx).map(|(v, _)| v), None => Some(next) };
                        let Some(value) = value else { break };
                        next = value + 1;
                        let mut at = cx.path.clone();
                        at.push(Seg::Namespace(self.tok(en.name).to_string()));
                        self.enumerator_values.insert(at.clone(), value);
                        self.values.insert(at, ty.clone());
                    }
                }
                DeclSpec::Type(TypeSpec::Enum(e)) => {
                    if let Some(name) = e.name.as_ref().and_then(|q| self.plain(q)) {
                        let mut path = cx.path.clone();
                        path.push(Seg::Class(name.clone()));
                        self.registry.entry(path).or_insert(Known::Type { template_params: None });
                        // An unscoped enum's enumerators are values of its scope.
                        let ty = MangleType::Named(QualifiedName { scopes: self.scopes(&cx.path), name: name.clone(), template_args: vec![] });
                        self.enums.push(ty.clone());
                        let mut next = 0i128;
                        for en in &e.enumerators {
                            let value = match &en.value { Some(v) => self.eval(v, cx).map(|(v, _)| v), None => Some(next) };
                        let Some(value) = value else { break };
                            next = value + 1;
                            // A scoped enum's enumerators live in the enum's scope.
                            let mut at = cx.path.clone();
                            if e.scoped {
                                at.push(Seg::Class(name.clone()));
                            }
                            at.push(Seg::Namespace(self.tok(en.name).to_string()));
                            self.enumerator_values.insert(at.clone(), value);
                            if !e.scoped {
                                self.values.insert(at, ty.clone());
                            }
                        }
                    }
                }
                DeclSpec::Type(TypeSpec::Elaborated { name: q, .. }) => {
                    // `struct X* p`: a class already visible is that one; otherwise it is
                    // declared in the nearest enclosing namespace (never as a member).
                    if !standalone && self.named_type(q, cx).is_some() {
                        continue;
                    }
                    if let Some(name) = self.plain(q) {
                        let mut path = cx.path.clone();
                        while !standalone && matches!(path.last(), Some(Seg::Class(_))) {
                            path.pop();
                        }
                        path.push(Seg::Class(name));
                        self.registry.entry(path).or_insert(Known::Type { template_params: None });
                    }
                }
                _ => {}
            }
        }
    }

    /// A member declaration inside a class body: nested types and typedefs are registered.
    fn register_member(&mut self, s: &SimpleDecl, cx: &Cx) {
        self.register_types(&s.specs, s.declarators.is_empty(), cx);
        if self.keyword(&s.specs, "typedef") {
            self.typedefs(s, cx);
        }
    }

    fn typedefs(&mut self, s: &SimpleDecl, cx: &Cx) {
        // `typedef struct { } T;`: the class takes the typedef's name for linkage.
        let unnamed = s.specs.iter().any(|sp| match sp {
            DeclSpec::Type(TypeSpec::Class(c)) => c.name.is_none(),
            DeclSpec::Type(TypeSpec::Enum(e)) => e.name.is_none(),
            _ => false,
        });
        if unnamed {
            if let Some(name) = s.declarators.first().and_then(|d| d.declarator.name()).and_then(|q| self.plain(q)) {
                let mut path = cx.path.clone();
                path.push(Seg::Class(name));
                self.registry.insert(path, Known::Type { template_params: None });
            }
            return;
        }
        let Some(base) = self.spec_type(&s.specs, cx) else { return };
        for init in &s.declarators {
            let Some(name) = init.declarator.name().and_then(|q| self.plain(q)) else { continue };
            if let Some(t) = self.declarator_type(base.clone(), &init.declarator, cx) {
                let t = match self.vector_size(&s.specs, &init.declarator) {
                    Some(bytes) => match vector_type(t, bytes) {
                        Some(v) => v,
                        None => continue,
                    },
                    None => t,
                };
                let mut path = cx.path.clone();
                path.push(Seg::Class(name));
                self.registry.insert(path, Known::Typedef(t));
            }
        }
    }

    fn simple(&mut self, s: &SimpleDecl, cx: &Cx) {
        self.register_types(&s.specs, s.declarators.is_empty(), cx);
        if self.keyword(&s.specs, "typedef") {
            self.typedefs(s, cx);
            return;
        }
        let is_extern = self.keyword(&s.specs, "extern");
        let is_static = self.keyword(&s.specs, "static");
        // Internal linkage goes with non-volatile const ([basic.link]).
        let is_volatile = s.specs.iter().any(|sp| matches!(sp, DeclSpec::Cv(t) if self.tok(*t).trim_matches('_') == "volatile"));
        let is_const = !is_volatile && s.specs.iter().any(|sp| matches!(sp, DeclSpec::Cv(t) if self.tok(*t).trim_matches('_') == "const") || matches!(sp, DeclSpec::Keyword(t) if self.tok(*t) == "constexpr"));
        if self.keyword(&s.specs, "inline") && !self.keyword(&s.specs, "friend") {
            if !self.header_mode {
                self.inline_variables(s, cx);
            }
            return;
        }
        if ["inline", "friend", "constexpr"].iter().any(|k| self.keyword(&s.specs, k)) && !is_const {
            return;
        }
        for init in &s.declarators {
            if init.declarator.function_params().is_some() {
                self.note_function(&s.specs, &init.declarator, cx);
                if init.declarator.name().is_some_and(|n| n.scopes.is_empty()) {
                    self.note_declared_tags(&s.specs, &init.declarator, cx);
                    // A function declared `static` stays internal where it is defined.
                    if let (true, Some(ident)) = (self.keyword(&s.specs, "static") && !cx.path.iter().any(|p| matches!(p, Seg::Class(_))), init.declarator.name().and_then(|n| self.plain(n))) {
                        let mut at = cx.path.clone();
                        at.push(Seg::Namespace(ident));
                        self.static_functions.insert(at);
                    }
                    // A function first declared `extern "C"` keeps C linkage where it is
                    // defined later outside the block.
                    if let (true, Some(ident)) = (cx.extern_c, init.declarator.name().and_then(|n| self.plain(n))) {
                        let mut at = cx.path.clone();
                        at.push(Seg::Namespace(ident));
                        self.extern_c_values.insert(at);
                    }
                }
                continue; // a function declaration
            }
            let bindings = init.declarator.binding_names();
            if !bindings.is_empty() && !self.header_mode && !cx.path.iter().any(|p| matches!(p, Seg::Class(_))) {
                self.structured_binding(s, init, &bindings, cx);
                continue;
            }
            let Some(name) = init.declarator.name() else { continue };
            let qualified = !name.scopes.is_empty();
            let Some((path, last)) = self.entity_path(name, cx) else {
                self.errors.push(format!("cannot resolve the scope of `{}`", self.spelled(name.range)));
                continue;
            };
            let UnqualKind::Plain(seg) = &last else { continue };
            let ident = self.tok(seg.tok).to_string();
            let mut at = path.clone();
            at.push(Seg::Namespace(ident.clone()));
            if cx.extern_c {
                self.extern_c_values.insert(at.clone());
            }
            // `extern T x;` declares; `T C::s;` defines a static member; anything else defines.
            if is_extern && init.init.is_none() {
                self.extern_values.insert(at);
                continue;
            }
            let in_class = path.iter().any(|s| matches!(s, Seg::Class(_)));
            let var_type = self.spec_type(&s.specs, cx).and_then(|b| self.declarator_type(b, &init.declarator, cx));
            if let Some(t) = var_type.clone().filter(|_| !in_class) {
                // Its address can be a template argument.
                let mut at = path.clone();
                at.push(Seg::Namespace(ident.clone()));
                self.values.insert(at, t);
            }
            let is_const = is_const_object(is_const, &init.declarator, self);
            // Internal by its declaration (`static`, or `const` never declared `extern`):
            // g++ writes `L` for these, in the unnamed namespace too.
            let declared_internal = !in_class && (is_static || (is_const && !is_extern && !self.extern_values.contains(&at)));
            let internal = declared_internal || (!in_class && path.contains(&Seg::Anonymous));
            if !in_class && is_const {
                let unqualified = match &var_type {
                    Some(MangleType::Qualified(t, _)) => Some(&**t),
                    other => other.as_ref(),
                };
                if let (Some(Initializer::Assign(e)), Some(t)) = (&init.init, unqualified) {
                    if let (MangleType::Builtin(code), Some((v, _))) = (t, self.eval(e, cx)) {
                        if let Some(v) = constant::convert(v, code) {
                            self.const_values.insert(at.clone(), (v, code.clone()));
                        }
                    }
                }
            }
            if declared_internal {
                self.internal_values.insert(at.clone());
            }
            // g++ at -O0 emits every internal variable of a plain C++ unit; in a CUDA unit the
            // host compiler drops those nothing refers to.
            if internal && self.anonymous_namespace.is_some() && !self.is_used(&s.specs, &init.declarator) {
                continue;
            }
            if in_class && !qualified {
                continue;
            }
            if self.header_mode && !internal {
                continue;
            }
            if (cx.extern_c || self.extern_c_values.contains(&at)) && !in_class && !declared_internal {
                self.note_strong_definition(Some(ident.clone()));
                self.note_initializer(&ident, &s.specs, init.init.as_ref(), var_type.as_ref(), cx);
                self.symbols.push(ident);
                continue;
            }
            let explicit_tags = self.abi_tags(self.all_attrs(&s.specs, &init.declarator).into_iter().chain(self.member_tags(&at)));
            let name = MangleName {
                scopes: self.scopes(&path),
                kind: if explicit_tags.is_empty() {
                    NameKind::Identifier(ident.clone())
                } else {
                    NameKind::Decorated { kind: Box::new(NameKind::Identifier(ident.clone())), abi_tags: explicit_tags, ref_qualifier: RefQualifier::None }
                },
                template_args: vec![],
                params: None,
                // The variable's type: g++ puts its ABI tags on the name (not on internal ones).
                ret: var_type.clone().filter(|_| !internal),
                cv: Cv::default(),
                internal: declared_internal,
            };
            let pushed = self.push(&name);
            if !internal && !self.header_mode {
                self.note_strong_definition(pushed);
            }
            if internal || !self.header_mode {
                self.note_initializer(&ident, &s.specs, init.init.as_ref(), var_type.as_ref(), cx);
            }
            if self.header_mode {
                continue;
            }
            let dynamic = match &init.init {
                Some(Initializer::Assign(e)) => locals::runs_code(e),
                Some(Initializer::Paren(es, _)) | Some(Initializer::Brace(es, _)) => es.iter().any(locals::runs_code),
                _ => false,
            };
            if let Some(Initializer::Assign(e)) = &init.init {
                if let (ast::Expr::Lambda(l), false) = (&**e, in_class) {
                    if let Some(call) = self.initializer_closure_call(l, &path, &ident, cx) {
                        let mut at = path.clone();
                        at.push(Seg::Namespace(ident.clone()));
                        self.on_use(at, used::OnUse::ClosureCall(call));
                    }
                }
            }
            if self.keyword(&s.specs, "thread_local") && dynamic {
                self.push_special(&super::mangle::SpecialName::TlsInit(name.clone()));
                let mut at = path.clone();
                at.push(Seg::Namespace(ident));
                self.dynamic_thread_locals.push((at, name));
            }
        }
    }

    /// `template<class T> T v = ...;` (remembered for its explicit instantiations),
    /// `template<class T> int v<T*> = ...;` (a partial specialization: those are not
    /// modelled), `template<> int v<char> = ...;` (an explicit specialization: defined).
    fn variable_template(&mut self, params: &[TemplateParam], name: &QualName, cx: &Cx) {
        let UnqualKind::Plain(seg) = &name.last else { return };
        let mut at = cx.path.clone();
        at.push(Seg::Namespace(self.tok(seg.tok).to_string()));
        if seg.template_args.is_none() {
            if let Some(kinds) = self.template_params(params, cx) {
                self.variable_templates.insert(at, kinds.into_iter().map(|(_, k)| k).collect());
            }
        } else if !params.is_empty() {
            self.partially_specialized.insert(at);
        } else if !self.specialize_variable_template(name, cx) {
            self.errors.push(format!("no variable template for the specialization `{}`", self.spelled(name.range)));
        }
    }

    /// The specialization `v<args>` of a variable template the unit defines, named by an
    /// explicit instantiation or specialization: listed. False when `v` is not one.
    fn specialize_variable_template(&mut self, name: &QualName, cx: &Cx) -> bool {
        let UnqualKind::Plain(NameSeg { template_args: Some(args), .. }) = &name.last else { return false };
        let found = self.lookup_outwards(name, cx, |path| self.variable_templates.get(path).map(|k| (path.to_vec(), k.clone())));
        let Some((path, kinds)) = found else { return false };
        if self.partially_specialized.contains(&path) {
            self.errors.push(format!("`{}`: a variable template with partial specializations is not modelled", self.spelled(name.range)));
            return true;
        }
        let args = self.explicit_args(args, &kinds, cx).map(|a| {
            a.into_iter().zip(&kinds).map(|(a, k)| a.or_else(|| k.is_pack().then(|| TemplateArg::Pack(vec![])))).collect::<Option<Vec<_>>>()
        });
        let Some(Some(args)) = args else {
            self.errors.push(format!("cannot model the template arguments of `{}`", self.spelled(name.range)));
            return true;
        };
        let Some((last, scope)) = path.split_last() else { return true };
        let var = MangleName {
            scopes: self.scopes(scope),
            kind: NameKind::Identifier(seg_name(last).unwrap_or("").to_string()),
            template_args: args,
            params: None,
            ret: None,
            cv: Cv::default(),
            internal: false,
        };
        self.push(&var);
        true
    }

    /// `auto [a, b] = init;` at namespace scope: the hidden variable holding the object
    /// (`_ZDC1a1bE`); g++ does not count it as the unit's first public definition.
    fn structured_binding(&mut self, s: &SimpleDecl, init: &InitDeclarator, bindings: &[u32], cx: &Cx) {
        let names: Vec<String> = bindings.iter().map(|t| self.tok(*t).to_string()).collect();
        let is_static = self.keyword(&s.specs, "static");
        let name = MangleName {
            scopes: self.scopes(&cx.path),
            kind: NameKind::StructuredBinding(names.clone()),
            template_args: vec![],
            params: None,
            ret: None,
            cv: Cv::default(),
            internal: is_static,
        };
        if self.keyword(&s.specs, "thread_local") {
            self.errors.push(format!("the thread-local structured binding `[{}]` is not modelled", names.join(", ")));
            return;
        }
        self.push(&name);
        self.note_initializer(&names.join(", "), &s.specs, init.init.as_ref(), None, cx);
    }

    /// `inline T v = init;` at namespace scope: emitted where an emitted body names it.
    fn inline_variables(&mut self, s: &SimpleDecl, cx: &Cx) {
        if cx.path.iter().any(|p| matches!(p, Seg::Class(_) | Seg::Anonymous)) {
            return;
        }
        for init in &s.declarators {
            let Some(ident) = init.declarator.name().filter(|n| n.scopes.is_empty()).and_then(|n| self.plain(n)) else { continue };
            if init.declarator.function_params().is_some() {
                continue;
            }
            let var_type = self.spec_type(&s.specs, cx).and_then(|b| self.declarator_type(b, &init.declarator, cx));
            let mut at = cx.path.clone();
            at.push(Seg::Namespace(ident.clone()));
            if let Some(t) = &var_type {
                self.values.insert(at.clone(), t.clone());
            }
            let name = MangleName {
                scopes: self.scopes(&cx.path),
                kind: NameKind::Identifier(ident.clone()),
                template_args: vec![],
                params: None,
                ret: var_type,
                cv: Cv::default(),
                internal: false,
            };
            self.on_use(at.clone(), used::OnUse::InlineVariable(name));
            if let Some(Initializer::Assign(e)) = &init.init {
                if let ast::Expr::Lambda(l) = &**e {
                    if let Some(call) = self.initializer_closure_call(l, &cx.path, &ident, cx) {
                        self.on_use(at, used::OnUse::ClosureCall(call));
                    }
                }
            }
        }
    }

    /// Remembers the `abi_tag` attributes a declaration gives the entity it declares (for
    /// its definition elsewhere, which need not repeat them).
    fn note_declared_tags(&mut self, specs: &[DeclSpec], d: &Declarator, cx: &Cx) {
        let Some(ident) = d.name().and_then(|q| self.plain(q)) else { return };
        let attrs: Vec<AttrSpec> = self.all_attrs(specs, d).into_iter().filter(|a| !self.abi_tags(std::iter::once(*a)).is_empty()).cloned().collect();
        if attrs.is_empty() {
            return;
        }
        let mut at = cx.path.clone();
        at.push(Seg::Namespace(ident));
        self.declared_tags.entry(at).or_default().extend(attrs);
    }

    /// The `abi_tag` attributes earlier declarations gave the entity at `at`.
    fn member_tags(&self, at: &[Seg]) -> impl Iterator<Item = &AttrSpec> {
        self.declared_tags.get(at).into_iter().flatten()
    }

    fn push(&mut self, name: &MangleName) -> Option<String> {
        match mangle(name) {
            Ok(m) => {
                self.symbols.push(m.clone());
                Some(m)
            }
            Err(e) => {
                self.errors.push(format!("{e:?}"));
                None
            }
        }
    }

    fn spelled(&self, r: TokRange) -> String {
        (r.lo..r.hi).map(|i| self.tok(i)).collect::<Vec<_>>().join(" ")
    }

    /// The scope path an entity's declared name lives in (its written qualifiers resolved
    /// from the current scope) and the unqualified part.
    fn entity_path(&self, name: &QualName, cx: &Cx) -> Option<(Vec<Seg>, UnqualKind)> {
        if name.scopes.is_empty() {
            return Some((cx.path.clone(), name.last.clone()));
        }
        let written = self.written_qualifier(name)?;
        let start = if name.global { 0 } else { cx.path.len() };
        for base in (0..=start).rev() {
            if let Some(p) = self.resolve_scope(&cx.path[..base], &written) {
                return Some((p, name.last.clone()));
            }
        }
        None
    }

    /// `written` (namespace or class names) looked up from `base`: each name is a namespace
    /// or a registered class; namespaces are taken on faith when not registered.
    fn resolve_scope(&self, base: &[Seg], written: &[String]) -> Option<Vec<Seg>> {
        let mut path = base.to_vec();
        for (i, w) in written.iter().enumerate() {
            let mut alias = path.clone();
            alias.push(Seg::Namespace(w.clone()));
            if let Some(target) = self.namespace_aliases.get(&alias) {
                path = target.clone();
            } else if let Some(found) = self.find_class(&path, w) {
                path = found;
            } else if i == 0 && !self.namespace_exists(base, w) {
                return None;
            } else {
                path.push(Seg::Namespace(w.clone()));
            }
        }
        Some(path)
    }

    /// The registered class, enum or typedef `name` in scope `prefix`, or in the unnamed
    /// namespace inside it (whose members are visible there).
    fn find_class(&self, prefix: &[Seg], name: &str) -> Option<Vec<Seg>> {
        let mut direct = prefix.to_vec();
        direct.push(Seg::Class(name.to_string()));
        if self.registry.contains_key(&direct) {
            return Some(direct);
        }
        let mut anonymous = prefix.to_vec();
        anonymous.extend([Seg::Anonymous, Seg::Class(name.to_string())]);
        if self.registry.contains_key(&anonymous) {
            return Some(anonymous);
        }
        // Members of an inline namespace are members of the enclosing one too (and of an
        // inline namespace nested in it).
        self.inline_namespaces.iter().filter(|n| n.len() == prefix.len() + 1 && n.starts_with(prefix)).find_map(|n| self.find_class(n, name))
    }

    /// Whether anything has been registered inside namespace `base::name`, or the name is
    /// used at the global scope (a namespace only declared elsewhere).
    fn namespace_exists(&self, base: &[Seg], name: &str) -> bool {
        let mut p = base.to_vec();
        p.push(Seg::Namespace(name.to_string()));
        self.registry.keys().any(|k| k.starts_with(&p)) || base.is_empty()
    }

    fn function(&mut self, f: &FunctionDef, cx: &Cx) {
        self.note_function(&f.specs, &f.declarator, cx);
        self.scan_body(f, cx);
        let inline = self.keyword(&f.specs, "inline");
        if ["constexpr", "consteval", "friend"].iter().any(|k| self.keyword(&f.specs, k)) || (inline && !self.emitting_inline) {
            // An inline namespace-scope function is emitted where an emitted body calls it.
            let plain = f.declarator.name().filter(|n| n.scopes.is_empty()).and_then(|n| self.plain(n));
            // g++ inlines an `always_inline` function even at -O0 and emits no copy of it.
            let always_inline = ast::declaration_has_attribute(&f.specs, &f.declarator, "always_inline", &|t| self.tok(t).to_string());
            if let (true, Some(ident), Some(_), false) = (inline, plain, f.declarator.function_params(), always_inline) {
                let mut at = cx.path.clone();
                at.push(Seg::Namespace(ident));
                self.on_use(at, used::OnUse::InlineFunction(Box::new(f.clone()), Box::new(cx.clone())));
            }
            return;
        }
        self.emitting_inline = false; // what this body calls is emitted on its own account
        let Some(name) = f.declarator.name() else { return };
        let Some((layer_params, quals)) = function_layer(&f.declarator) else { return };
        let Some((path, last)) = self.entity_path(name, cx) else {
            self.errors.push(format!("cannot resolve the scope of `{}`", self.spelled(name.range)));
            return;
        };
        let qualified = !name.scopes.is_empty();
        let in_class = path.last().is_some_and(|s| matches!(s, Seg::Class(_)));
        if in_class && !qualified {
            return; // defined in its class: inline
        }
        let declared_static = !in_class && (self.keyword(&f.specs, "static") || matches!(&last, UnqualKind::Plain(seg) if {
            let mut at = path.clone();
            at.push(Seg::Namespace(self.tok(seg.tok).to_string()));
            self.static_functions.contains(&at)
        }));
        let internal = !in_class && (declared_static || path.contains(&Seg::Anonymous));
        // A kernel is referenced by its stub and registration, so it is always emitted; g++
        // at -O0 emits every non-inline function of a plain C++ unit, internal ones too,
        // where a CUDA unit's host compiler drops those nothing refers to.
        let kernel = self.is_kernel(&f.specs, &f.declarator);
        if internal && self.anonymous_namespace.is_some() && !kernel && !self.is_used(&f.specs, &f.declarator) {
            return;
        }
        // Parameter types are looked up in the function's own scope (`A::f(B)` finds `A::B`).
        let scope_cx = Cx { path: path.clone(), ..cx.clone() };
        let Some(params) = self.param_types(layer_params, &scope_cx) else {
            self.errors.push(format!("cannot model the parameter types of `{}`", self.spelled(name.range)));
            if !internal {
                self.note_strong_definition(None);
            }
            return;
        };
        if params.iter().any(types::has_placeholder) {
            return; // `void f(auto x)`: an abbreviated function template
        }
        let c_linkage = |w: &Self, seg: &NameSeg| {
            let mut at = path.clone();
            at.push(Seg::Namespace(w.tok(seg.tok).to_string()));
            cx.extern_c || w.extern_c_values.contains(&at)
        };
        if !in_class && matches!(&last, UnqualKind::Plain(seg) if c_linkage(self, seg)) {
            if let UnqualKind::Plain(seg) = &last {
                let ident = self.tok(seg.tok).to_string();
                if !internal {
                    self.note_strong_definition(Some(ident.clone()));
                }
                self.symbols.push(ident);
                return;
            }
        }
        let class_name = match path.last() {
            Some(Seg::Class(n)) => Some(n.clone()),
            _ => None,
        };
        let mut cv = Cv::default();
        for t in &quals.cv {
            match self.tok(*t).trim_matches('_') {
                "const" => cv.is_const = true,
                "volatile" => cv.is_volatile = true,
                _ => cv.is_restrict = true,
            }
        }
        let ref_qualifier = match quals.ref_qual.map(|t| self.tok(t)) {
            Some("&") => RefQualifier::LValue,
            Some("&&") => RefQualifier::RValue,
            _ => RefQualifier::None,
        };
        let kinds: Vec<NameKind> = match &last {
            UnqualKind::Plain(seg) => {
                let id = self.tok(seg.tok).to_string();
                if in_class && class_name.as_deref() == Some(id.as_str()) {
                    // A constructor only this unit can call (its parameters name a type of the
                    // unnamed namespace) gets no complete-object alias from g++: C2 alone.
                    if params.iter().any(mentions_anonymous) && !self.is_used(&f.specs, &f.declarator) {
                        vec![NameKind::Constructor("C2".into())]
                    } else {
                        vec![NameKind::Constructor("C1".into()), NameKind::Constructor("C2".into())]
                    }
                } else {
                    vec![NameKind::Identifier(id)]
                }
            }
            UnqualKind::Destructor(_) => {
                let mut dtors = vec![NameKind::Destructor("D1".into()), NameKind::Destructor("D2".into())];
                if self.has_virtual_destructor(&path) {
                    dtors.push(NameKind::Destructor("D0".into())); // the deleting destructor
                }
                dtors
            }
            UnqualKind::Operator { tokens, .. } => {
                let spelling: String = (tokens.lo..tokens.hi).map(|i| self.tok(i)).collect::<String>();
                let spelling = spelling.trim_start_matches("operator").to_string();
                let arity = params.len() + usize::from(in_class && !matches!(spelling.as_str(), "new" | "new[]" | "delete" | "delete[]"));
                vec![NameKind::Operator { arity: operator_arity(&spelling, arity as u8), spelling }]
            }
            UnqualKind::Conversion(ty) => match self.type_id(ty, &scope_cx) {
                Some(t) => vec![NameKind::Conversion(t)],
                None => {
                    self.errors.push(format!("cannot model the conversion type of `{}`", self.spelled(name.range)));
                    return;
                }
            },
            UnqualKind::Literal(t) => vec![NameKind::LiteralOperator(self.tok(*t).trim_start_matches("\"\"").trim().to_string())],
        };
        let own_name = match &last {
            UnqualKind::Plain(seg) => Some(self.tok(seg.tok).to_string()),
            _ => None,
        };
        let mut at = path.clone();
        at.extend(own_name.map(Seg::Namespace));
        let explicit_tags = self.abi_tags(self.all_attrs(&f.specs, &f.declarator).into_iter().chain(self.member_tags(&at)));
        // g++ leaves the tags of the return type off names with internal linkage.
        let local = internal || path.contains(&Seg::Anonymous) || params.iter().any(mentions_anonymous);
        let ret = match self.spec_type(&f.specs, &scope_cx).and_then(|b| self.declarator_type(b, &f.declarator, &scope_cx)) {
            Some(MangleType::Function { ret, .. }) if !local => Some(*ret),
            Some(MangleType::Prototype(p)) if !local => Some(p.ret),
            _ => None,
        };
        let mut defined = Vec::new();
        let mut strong: Option<String> = None;
        let mut any_listed = false;
        for kind in kinds {
            let kind = if ref_qualifier == RefQualifier::None && explicit_tags.is_empty() {
                kind
            } else {
                NameKind::Decorated { kind: Box::new(kind), abi_tags: explicit_tags.clone(), ref_qualifier }
            };
            let name = MangleName {
                scopes: self.scopes(&path),
                kind,
                template_args: vec![],
                params: Some(params.clone()),
                // Only its ABI tags matter (g++ puts those missing from the parameters on the name).
                ret: ret.clone(),
                cv,
                internal: declared_static,
            };
            let Some(mangled) = self.push(&name) else { continue };
            // g++ emits a constructor's or destructor's body as C2/D2 (C1/D1 alias it).
            if !any_listed || matches!(name.kind.base(), NameKind::Constructor(c) | NameKind::Destructor(c) if c == "C2" || c == "D2") {
                strong = Some(mangled.clone());
            }
            any_listed = true;
            if !matches!(name.kind.base(), NameKind::Constructor(_) | NameKind::Destructor(_)) {
                self.local_entities(f, &name, &scope_cx);
            }
            if kernel && path.contains(&Seg::Anonymous) && self.anonymous_namespace.is_none() {
                // cicc names these after the module id's namespace (`_GLOBAL__N__<id>`).
                self.errors.push(format!("the stub of `{mangled}` (unnamed namespace) needs the module id: not listed"));
            } else if kernel {
                // The stub's name holds the kernel's mangling without GCC's `L`. A kernel of
                // the unnamed namespace gets an `extern` stub (the namespace is a named one
                // in the host translation).
                let plain = mangle(&MangleName { internal: false, ..name.clone() }).unwrap_or(mangled);
                self.kernel_stub(plain, &params, internal && !path.contains(&Seg::Anonymous));
            }
            defined.push(name);
        }
        if !internal && !kernel {
            self.note_strong_definition(strong);
        }
        if in_class && class_name.as_deref() == self.plain_last(&last).as_deref() {
            self.constructor_defined(&path);
        }
        if in_class {
            let fname = match &last {
                UnqualKind::Plain(seg) => Some(self.tok(seg.tok).to_string()),
                UnqualKind::Destructor(_) => Some("~".to_string()),
                _ => None,
            };
            if let Some(fname) = fname.filter(|n| Some(n) != class_name.as_ref()) {
                self.member_defined(&path, &classes::VirtualFn { name: fname, params: params.clone(), cv }, &defined);
            }
        }
    }
}

/// Operators whose operand count in a declaration differs from the expression form the table
/// lists (postfix `++`/`--` take a dummy `int`; `()` takes any number): the table's arity.
fn operator_arity(spelling: &str, arity: u8) -> u8 {
    if codes::OPERATORS.iter().any(|o| o.name == spelling && o.arity == arity) {
        return arity;
    }
    codes::OPERATORS.iter().find(|o| o.name == spelling).map(|o| o.arity).unwrap_or(arity)
}
