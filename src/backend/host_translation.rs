//! The host translation (nvcc's `.cudafe1.cpp`): the preprocessed unit as host-only C++.
//!
//! Unlike the reference, which re-prints the whole unit from its IL, cufe keeps the
//! preprocessed text (and its line markers) and applies edits where the CUDA rules require a
//! change (the rules, with the reference's outputs, are in docs/host-translation.md):
//! - `__device__` function bodies become a dummy that exits, the real body in `#if 0`;
//! - `__global__` kernels become declarations (the stub file defines them), kernel templates
//!   forward to `__wrapper__device_stub_<name>`;
//! - `__device__`/`__constant__` variables become `static` host shadows, `__managed__` ones
//!   pointer shadows in the managed section, their host uses go through the runtime;
//! - launches `k<<<g, b>>>(a)` become `(__cudaPushCallConfiguration(g, b)) ? (void)0 : k(a)`;
//! - `__device_builtin__` types are hidden, builtin variables renamed, anonymous namespaces
//!   named after the module id, CUDA attributes removed;
//! - `#include "crt/host_runtime.h"` goes after the unit's `size_t` typedef;
//! - with `--extended-lambda`, `__device__` lambdas become `__nv_dl_wrapper_t` objects holding
//!   their captures (the lambda itself in `#if 0`), `__host__ __device__` ones are wrapped by
//!   `__nv_hdl_create_wrapper_t`, and the helper templates are injected where the CUDA headers
//!   define `__nv_lambda_preheader_injection` (see `extended_lambda`).
//!
//! Text the host compiler never needs to see changed keeps its original spelling. After an
//! edit that changes the line count, a `# N "file"` marker resynchronises positions.

use std::collections::{BTreeSet, HashMap, HashSet};

use crate::backend::boilerplate;
use crate::backend::module_id::anonymous_namespace_name;
use crate::chain::Chain;
use crate::lex::{self, Token};
use crate::sema::cuda::{self, ExecSpace, MemSpace};
use crate::source::SourceMap;
use crate::syntax::ast::*;

/// The options of the host translation (from cudafe++'s command line).
#[derive(Clone, Debug)]
pub struct HostOptions {
    pub module_id: String,
    /// `--static-host-stub`: kernel templates and their wrappers get internal linkage.
    pub static_host_stub: bool,
    /// `--device-hidden-visibility`: kernels with external linkage get hidden visibility.
    pub device_hidden_visibility: bool,
    /// `--extended-lambda`: rewrite `__device__` / `__host__ __device__` lambdas.
    pub extended_lambda: bool,
    /// `--device-c` (nvcc `-rdc=true`): device variables keep their linkage and the output ends
    /// with the host reference arrays.
    pub device_c: bool,
}

/// The builtin variables the host translation renames (`threadIdx` →
/// `__device_builtin_variable_threadIdx`), as the reference does.
const BUILTIN_VARIABLES: &[&str] = &["threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize"];

/// A replacement of the bytes `[lo, hi)` of the preprocessed text.
#[derive(Debug)]
struct Edit {
    lo: u32,
    hi: u32,
    text: String,
    /// The replacement changes the line count: emit a line marker after it.
    resync: bool,
}

#[derive(Clone, Default)]
struct Context {
    /// Enclosing named namespaces, innermost on top (`None`: anonymous).
    namespaces: Chain<Option<String>>,
    in_class: bool,
    in_function: bool,
    /// Inside a template declaration.
    in_template: bool,
    /// Directly inside a function template (not a member of a template): its template
    /// arguments as written in a template-id (`<T, N>`), for extended lambdas' tags.
    template_args: Option<String>,
    /// The name of the class whose members are visited: the namespaces around the outermost
    /// named class and the class names from it inward (`::ns` + `Runner`); `None` outside
    /// classes or in an unnamed one. Rendered by `class_name` only when asked for.
    class_path: Option<(Chain<Option<String>>, Chain<String>)>,
    /// The classes being visited, innermost on top: the name a nested class can use for each
    /// (its injected-class-name; `None` when unnamed) and the member aliases it declares.
    classes: Chain<(Option<String>, HashSet<String>)>,
}

impl Context {
    fn in_anonymous_namespace(&self) -> bool {
        self.namespaces.iter().any(Option::is_none)
    }

    /// The enclosing namespaces' names, outermost first; `None` inside an anonymous one.
    fn named_namespaces(&self) -> Option<Vec<&str>> {
        self.namespaces.outermost_first().into_iter().map(|n| n.as_deref()).collect()
    }

    /// `::ns::Outer::Inner` for the class whose members are visited.
    fn class_name(&self) -> Option<String> {
        let (namespaces, classes) = self.class_path.as_ref()?;
        let mut path: String = namespaces.outermost_first().into_iter().flatten().map(|ns| format!("::{ns}")).collect();
        for class in classes.outermost_first() {
            path.push_str("::");
            path.push_str(class);
        }
        Some(path)
    }
}

/// `::a::b` for the namespaces `[a, b]` (empty for none).
fn qualifier(namespaces: &[&str]) -> String {
    namespaces.iter().map(|ns| format!("::{ns}")).collect()
}

struct Rewriter<'a> {
    text: &'a str,
    tokens: &'a [Token],
    opts: &'a HostOptions,
    edits: Vec<Edit>,
    /// Byte ranges moved into `#if 0` blocks: no other edit may touch them.
    hidden: Vec<(u32, u32)>,
    managed: HashSet<String>,
    size_t_done: bool,
    /// The function whose body is being rewritten, for extended lambdas' tags.
    enclosing: Option<EnclosingFunction>,
    /// Capture counts of the unit's extended lambdas (which wrapper specialisations to inject).
    device_captures: BTreeSet<usize>,
    host_device_captures: BTreeSet<usize>,
    /// The edit that hides `__nv_lambda_preheader_injection`: the helpers go in front of it.
    preheader_edit: Option<usize>,
    /// Data members named like a builtin variable (`dim3 gridDim;` in a launch config), by
    /// name token: their declarations are not the builtins'.
    builtin_named_members: HashSet<u32>,
    /// Host functions with a parameter or local named like a builtin variable (ggml pad.cu:
    /// `dim3 gridDim(...); k<<<gridDim, ...>>>`): the name there is the local, not renamed.
    shadowed_builtins: Vec<(String, TokRange)>,
    /// Classes declared so far at namespace scope, by qualified name (`::cub::WarpScan`): where
    /// a self-named member alias finds its target (see `qualify_self_named_alias`).
    namespace_scope_classes: HashSet<String>,
    /// Kernels and device variables declared so far, by name (for the host reference arrays).
    device_entities: HashMap<String, DeviceEntity>,
    /// The host reference arrays' entries (`--device-c`).
    host_refs: boilerplate::HostReferences,
}

/// A kernel or device variable that host code may name (`--device-c` lists those it does).
#[derive(Clone)]
struct DeviceEntity {
    kind: boilerplate::DeviceKind,
    internal: bool,
    template: bool,
    namespaces: Vec<String>,
}

/// What an extended lambda's tag names: its enclosing function (`__nv_dl_tag<type, &name, n>`,
/// n counting the function's extended lambdas from 1) and that function's local names (the
/// candidates for implicit captures).
struct EnclosingFunction {
    /// The function pointer type, e.g. `void (*)(int n, float *data)`.
    pointer_type: String,
    /// The qualified name, e.g. `::ns::run`.
    name: String,
    locals: HashSet<String>,
    lambdas: usize,
}

/// Writes the host translation of a parsed unit: prologue, edited text, epilogue.
/// `made_inline_later`: the tokens before which a declaration gets `inline`, because a later
/// declaration of its function says so (`sema::symbols::SymbolTable::made_inline_later`).
pub fn translate(map: &SourceMap, tokens: &[Token], unit: &TranslationUnit, made_inline_later: &[u32], opts: &HostOptions, boiler: &boilerplate::BoilerplateOptions) -> String {
    let text = map.text();
    let mut rw = Rewriter {
        text,
        tokens,
        opts,
        edits: Vec::new(),
        hidden: Vec::new(),
        managed: HashSet::new(),
        size_t_done: false,
        enclosing: None,
        device_captures: BTreeSet::new(),
        host_device_captures: BTreeSet::new(),
        preheader_edit: None,
        builtin_named_members: HashSet::new(),
        shadowed_builtins: Vec::new(),
        namespace_scope_classes: HashSet::new(),
        device_entities: HashMap::new(),
        host_refs: boilerplate::HostReferences::default(),
    };
    for d in &unit.decls {
        rw.decl(d, &Context::default());
    }
    // As the reference: `inline` on every declaration of an inline function, so that g++
    // picks the same key function (and emits vtables where nvcc's output makes it do so).
    for &at in made_inline_later {
        rw.insert(at, "inline ");
    }
    rw.rename_builtin_variables();
    rw.respell_noinline_keywords();
    rw.drop_template_arg_trailing_commas();
    rw.parenthesize_bracketed_comparisons();
    if let Some(i) = rw.preheader_edit {
        let helpers = boilerplate::extended_lambda_helpers(&rw.device_captures, &rw.host_device_captures);
        rw.edits[i].text.insert_str(0, &format!("\n{helpers}"));
    }
    let mut out = boilerplate::prologue(boiler);
    out.push_str(&rw.apply(map));
    out.push_str(&boilerplate::epilogue(boiler));
    if opts.device_c {
        out.push_str(&boilerplate::host_reference_arrays(&rw.host_refs));
    }
    out
}

impl<'a> Rewriter<'a> {
    // ------------------------------------------------------------ token helpers

    fn lo(&self, tok: u32) -> u32 {
        self.tokens.get(tok as usize).map(|t| t.span.lo).unwrap_or(self.text.len() as u32)
    }

    /// End of the last token of a range `[lo, hi)` of token indices.
    fn hi(&self, tok_hi: u32) -> u32 {
        match tok_hi.checked_sub(1).and_then(|i| self.tokens.get(i as usize)) {
            Some(t) => t.span.hi,
            None => 0,
        }
    }

    fn src(&self, lo: u32, hi: u32) -> &'a str {
        self.text.get(lo as usize..hi as usize).unwrap_or("")
    }

    fn tok_text(&self, tok: u32) -> &'a str {
        self.tokens.get(tok as usize).map(|t| self.src(t.span.lo, t.span.hi)).unwrap_or("")
    }

    fn range_text(&self, r: TokRange) -> &'a str {
        self.src(self.lo(r.lo), self.hi(r.hi))
    }

    fn edit(&mut self, lo: u32, hi: u32, text: impl Into<String>, resync: bool) {
        self.edits.push(Edit { lo, hi, text: text.into(), resync });
    }

    fn insert(&mut self, at_tok: u32, text: impl Into<String>) {
        let at = self.lo(at_tok);
        self.edit(at, at, text, false);
    }

    /// The line breaks in the bytes `[lo, hi)`: what an erased range leaves, so that the line
    /// numbers after it stay right.
    fn line_breaks(&self, lo: u32, hi: u32) -> String {
        self.src(lo, hi).chars().filter(|c| *c == '\n').collect()
    }

    /// Removes the token range from the output, keeping its line breaks.
    fn erase_keeping_lines(&mut self, r: TokRange) {
        let (lo, hi) = (self.lo(r.lo), self.hi(r.hi));
        let breaks = self.line_breaks(lo, hi);
        self.edit(lo, hi, breaks, false);
    }

    /// Moves the token range into an `#if 0` block after `before`.
    fn hide(&mut self, r: TokRange, before: &str, after: &str) {
        let (lo, hi) = (self.lo(r.lo), self.hi(r.hi));
        let body = self.src(lo, hi).to_string();
        self.hidden.push((lo, hi));
        self.edit(lo, hi, format!("{before}\n#if 0\n{body}\n#endif\n{after}"), true);
    }

    /// Records the class a namespace-scope declaration defines or declares (`struct S {..}`,
    /// `template <..> class S;`).
    fn note_namespace_scope_class(&mut self, s: &SimpleDecl, cx: &Context) {
        let Some(path) = cx.named_namespaces() else { return };
        for spec in &s.specs {
            let name = match spec {
                DeclSpec::Type(TypeSpec::Class(c)) => c.name.as_ref(),
                // An enum can be aliased by its own name in a class too (CUTLASS
                // sm100_pipeline.hpp: `using McastDirection = McastDirection;`).
                DeclSpec::Type(TypeSpec::Enum(e)) => e.name.as_ref(),
                DeclSpec::Type(TypeSpec::Elaborated { name, .. }) if s.declarators.is_empty() => Some(name),
                _ => None,
            };
            if let Some(UnqualKind::Plain(seg)) = name.filter(|n| n.scopes.is_empty()).map(|n| &n.last) {
                self.namespace_scope_classes.insert(format!("{}::{}", qualifier(&path), self.tok_text(seg.tok)));
            }
        }
    }

    /// `using WarpScan = WarpScan<T, N>;` in a class (cub): g++ rejects a member that changes
    /// the meaning of the name it is defined with, so the target gets the path of the
    /// innermost enclosing namespace that declares it (`::cub::_V_300500_SM_900::WarpScan`), as
    /// the reference writes it qualified.
    fn qualify_self_named_alias(&mut self, name: Tok, ty: &TypeId, cx: &Context) {
        let [DeclSpec::Type(TypeSpec::Named(q))] = ty.specs.as_slice() else { return };
        let UnqualKind::Plain(seg) = &q.last else { return };
        let target = self.tok_text(seg.tok);
        if q.global || !q.scopes.is_empty() || target != self.tok_text(name) {
            return;
        }
        // A member alias of an enclosing class (CUTLASS epilogue_with_visitor_callbacks.h:
        // `struct OutputOp { using ElementAccumulator = ElementAccumulator; };`): named through
        // that class's injected-class-name, as the reference names it through the class.
        for (class, aliases) in cx.classes.iter().skip(1) {
            if aliases.contains(target) {
                if let Some(class) = class {
                    let typename = if cx.in_template { "typename " } else { "" };
                    self.insert(seg.tok, format!("{typename}{class}::"));
                }
                return;
            }
        }
        let Some(path) = cx.named_namespaces() else { return };
        for depth in (0..=path.len()).rev() {
            let prefix = qualifier(&path[..depth]);
            if self.namespace_scope_classes.contains(&format!("{prefix}::{target}")) {
                self.insert(seg.tok, format!("{prefix}::"));
                return;
            }
        }
    }

    /// Removes CUDA attribute specifiers (`__attribute__((device))`), keeping line breaks.
    fn drop_cuda_attrs(&mut self, attrs: &[&AttrSpec]) {
        for a in attrs {
            if !a.cuda.is_empty() && a.attrs.is_empty() && a.range.hi > a.range.lo {
                self.erase_keeping_lines(a.range);
            } else if a.syntax == AttrSyntax::Gnu && !a.attrs.is_empty() && self.has_nested_gnu_spec(a.range) {
                // `__attribute__((__attribute__((noinline))))` (libstdc++'s `__noinline__`
                // under CUDA's macro) is not C++ g++ reads: written flat, as the reference does.
                let (lo, hi) = (self.lo(a.range.lo), self.hi(a.range.hi));
                let list: Vec<String> = a
                    .attrs
                    .iter()
                    .map(|at| format!("{}{}", self.tok_text(at.name), at.args.map_or("", |r| self.range_text(r))))
                    .collect();
                let breaks = self.line_breaks(lo, hi);
                self.edit(lo, hi, format!("__attribute__(({})){breaks}", list.join(", ")), false);
            }
        }
    }

    /// Whether a GNU attribute specifier holds another `__attribute__((...))`.
    fn has_nested_gnu_spec(&self, r: TokRange) -> bool {
        (r.lo + 1..r.hi).any(|i| self.tokens.get(i as usize).is_some_and(|t| t.kind == lex::TokenKind::KwAttribute))
    }

    fn attrs_of<'s>(specs: &'s [DeclSpec], d: Option<&'s Declarator>) -> Vec<&'s AttrSpec> {
        let mut v: Vec<&AttrSpec> = specs
            .iter()
            .filter_map(|s| match s {
                DeclSpec::Attr(a) => Some(a),
                _ => None,
            })
            .collect();
        if let Some(d) = d {
            cuda::declarator_attrs(d, &mut |a| v.push(a));
        }
        v
    }

    fn has_keyword(&self, specs: &[DeclSpec], kw: &str) -> Option<u32> {
        specs.iter().find_map(|s| match s {
            DeclSpec::Keyword(t) if self.tokens.get(*t as usize).is_some_and(|x| lex::semantic_text(self.text, x) == kw) => Some(*t),
            _ => None,
        })
    }

    // ------------------------------------------------------------ declarations

    fn decl(&mut self, d: &Decl, cx: &Context) {
        match d {
            Decl::Function(f) => self.function(f, cx),
            Decl::Simple(s) => self.simple(s, cx),
            Decl::Namespace { name, extra, decls, range, body, .. } => {
                let mut inner = cx.clone();
                if name.is_none() {
                    self.anonymous_namespace(*range, *body, cx);
                    inner.namespaces = inner.namespaces.push(None);
                } else {
                    // `namespace cuda::std { ... }` opens each name in turn.
                    for t in name.iter().chain(extra) {
                        inner.namespaces = inner.namespaces.push(Some(self.tok_text(*t).to_string()));
                    }
                }
                self.note_namespace_builtin_names(decls, *body);
                decls.iter().for_each(|d| self.decl(d, &inner));
            }
            Decl::Linkage { decls, .. } => decls.iter().for_each(|d| self.decl(d, cx)),
            Decl::Template { params, decl, range, .. } => match &**decl {
                Decl::Function(f) if self.function_space(f) == ExecSpace::Global => self.kernel_template(params, f, *range, cx),
                Decl::Simple(s) if Self::library_redeclaration(s, cx) => self.hide(*range, "", ""),
                inner => {
                    // Only a function template's own arguments can name it in a lambda tag.
                    let template_args = match inner {
                        Decl::Function(_) if !cx.in_template && !cx.in_class => Some(format!("<{}>", self.template_args(params).join(","))),
                        _ => None,
                    };
                    self.decl(inner, &Context { in_template: true, template_args, ..cx.clone() })
                }
            },
            Decl::ExplicitInstantiation { decl, .. } => self.decl(decl, cx),
            Decl::DeductionGuide { specs, .. } => self.drop_cuda_attrs(&Self::attrs_of(specs, None)),
            Decl::Alias { name, ty, .. } if cx.in_class => self.qualify_self_named_alias(*name, ty, cx),
            _ => {}
        }
    }

    /// The CUDA headers redeclare library functions in `namespace std` (`std::abs(float)`,
    /// `std::pow`...) as `cudart_builtin`. The reference re-prints them merged with
    /// libstdc++'s earlier declarations (taking their `constexpr`), which a rewriter that keeps
    /// the text cannot; they add nothing for the host compiler, so they are hidden instead.
    fn library_redeclaration(s: &SimpleDecl, cx: &Context) -> bool {
        let in_std = matches!(cx.namespaces.iter().last(), Some(Some(n)) if n == "std");
        let declares_function = s.declarators.first().is_some_and(|d| d.declarator.function_params().is_some());
        in_std && declares_function && cuda::spaces_of(&s.specs, None).contains(&CudaSpace::CudartBuiltin)
    }

    fn function_space(&self, f: &FunctionDef) -> ExecSpace {
        cuda::exec_space(&cuda::spaces_of(&f.specs, Some(&f.declarator)))
    }

    fn function(&mut self, f: &FunctionDef, cx: &Context) {
        let space = self.function_space(f);
        self.drop_cuda_attrs(&Self::attrs_of(&f.specs, Some(&f.declarator)));
        let constexpr = self.has_keyword(&f.specs, "constexpr").is_some();
        let member = cx.in_class || f.declarator.name().map(|n| !n.scopes.is_empty()).unwrap_or(false);
        match space {
            ExecSpace::Global => {
                let internal = self.has_keyword(&f.specs, "static").is_some() || cx.in_anonymous_namespace();
                self.declare_entity(&f.declarator, boilerplate::DeviceKind::Kernel, internal, false, cx);
                if self.opts.device_hidden_visibility && !internal {
                    self.insert(f.range.lo, "__attribute__((visibility(\"hidden\"))) ");
                }
                self.hide(f.body_range, " ;", "");
            }
            ExecSpace::Device if !constexpr => {
                if !member {
                    self.insert(f.range.lo, "__attribute__((unused)) ");
                }
                let dummy = self.dummy_body(&f.declarator);
                // A constructor keeps its member initializers (as the reference does): const
                // and reference members must still be initialised for the host compiler.
                let hidden = match &f.body {
                    FunctionBody::Block(b) if !f.ctor_inits.is_empty() => b.range,
                    _ => f.body_range,
                };
                self.hide(hidden, &dummy, "");
            }
            _ => {
                if let FunctionBody::Block(b) = &f.body {
                    let mut locals = HashSet::new();
                    self.block_locals(b, &mut locals);
                    for p in f.declarator.function_params().map(|p| p.params.as_slice()).unwrap_or_default() {
                        if let Some(UnqualKind::Plain(seg)) = p.declarator.name().map(|n| &n.last) {
                            locals.insert(self.tok_text(seg.tok).to_string());
                        }
                    }
                    for name in locals.into_iter().filter(|n| BUILTIN_VARIABLES.contains(&n.as_str())) {
                        self.shadowed_builtins.push((name, f.range));
                    }
                    let mut inner = cx.clone();
                    inner.in_function = true;
                    let outer = self.enclosing.take();
                    if self.opts.extended_lambda {
                        self.enclosing = self.enclosing_function(f, cx);
                    }
                    self.block(b, &inner);
                    self.enclosing = outer;
                }
            }
        }
    }

    /// `{int volatile ___ = 1;(void)a;(void)b;::exit(___);}`: keeps the host compiler quiet
    /// about unused parameters and never returns.
    fn dummy_body(&self, d: &Declarator) -> String {
        let mut s = String::from("{int volatile ___ = 1;");
        if let Some(params) = d.function_params() {
            // A pack (`Args const&... args`) cannot be named unexpanded; it is left out.
            for p in params.params.iter().filter(|p| !p.declarator.is_pack()) {
                if let Some(UnqualKind::Plain(seg)) = p.declarator.name().map(|n| &n.last) {
                    s.push_str(&format!("(void){};", self.tok_text(seg.tok)));
                }
            }
        }
        s.push_str("::exit(___);}");
        s
    }

    /// A kernel template becomes the stub-forwarding template pair the device compiler's stub
    /// file specialises (`__wrapper__device_stub_<name>`).
    /// A template's parameters as the arguments of a template-id naming it (`T, N, Ts...`).
    fn template_args(&self, params: &[TemplateParam]) -> Vec<String> {
        params
            .iter()
            .filter_map(|p| match p {
                TemplateParam::Type { name, pack, .. } | TemplateParam::Template { name, pack, .. } => {
                    name.map(|t| format!("{}{}", self.tok_text(t), if *pack { "..." } else { "" }))
                }
                TemplateParam::NonType(p) => p.declarator.name().map(|n| self.range_text(n.range).to_string()),
            })
            .collect()
    }

    /// The text from `template` to the kernel's declaration (`from`..`to`, tokens) twice: as
    /// written, for the wrapper, and with every unnamed type parameter named (`class` →
    /// `class __T2`) for the kernel, which must pass all of them on; plus those arguments.
    /// Names count from `first_name`, past the names given to unnamed function parameters.
    fn kernel_template_headers(&self, params: &[TemplateParam], from: u32, to: u32, first_name: usize) -> (String, String, Vec<String>) {
        let base = self.lo(from);
        let mut header = self.src(base, self.lo(to)).trim_end().to_string();
        let mut named = header.clone();
        let mut args = Vec::new();
        // Insertions from the back, so that earlier offsets stay valid.
        let mut inserts = Vec::new();
        for (i, p) in params.iter().enumerate() {
            match p {
                TemplateParam::Type { key, name: None, pack, .. } => {
                    let after = if *pack { key + 2 } else { key + 1 };
                    let name = format!("__T{}", first_name + i);
                    inserts.push(((self.hi(after) - base) as usize, format!(" {name}")));
                    args.push(format!("{name}{}", if *pack { "..." } else { "" }));
                }
                _ => args.extend(self.template_args(std::slice::from_ref(p))),
            }
        }
        for (at, text) in inserts.into_iter().rev() {
            if at <= named.len() {
                named.insert_str(at, &text);
            }
        }
        // `template <class T>` may end in a line marker (`# 53 "util_device.cuh" 3`): what
        // follows must start a line of its own.
        for h in [&mut header, &mut named] {
            if h.rsplit('\n').next().is_some_and(|last| last.trim_start().starts_with('#')) {
                h.push('\n');
            }
        }
        (header, named, args)
    }

    fn kernel_template(&mut self, params: &[TemplateParam], f: &FunctionDef, range: TokRange, cx: &Context) {
        let Some(name) = f.declarator.name().map(|n| match &n.last {
            UnqualKind::Plain(seg) => self.tok_text(seg.tok).to_string(),
            _ => String::new(),
        }) else {
            return;
        };
        let clause = f.declarator.function_params().cloned().unwrap_or_default();
        let (header, kernel_header, targs) = self.kernel_template_headers(params, range.lo, f.range.lo, clause.params.len());
        let mut by_ref = Vec::new();
        let mut plain = Vec::new();
        let mut names = Vec::new();
        for (i, p) in clause.params.iter().enumerate() {
            let whole = self.range_text(p.range).to_string();
            let is_pack = matches!(p.declarator, Declarator::Name { pack: true, .. });
            let (before, name, after) = match p.declarator.name().map(|n| n.range.lo) {
                Some(name_tok) => {
                    let cut = (self.lo(name_tok) - self.lo(p.range.lo)) as usize;
                    (whole[..cut].to_string(), self.tok_text(name_tok).to_string(), whole[cut..].to_string())
                }
                None => (format!("{} ", whole.trim_end()), format!("__T{i}"), format!("__T{i}")),
            };
            if is_pack {
                // `Args... args` is forwarded as `Args &...args` / `args...`.
                let base = before.trim_end().strip_suffix("...").unwrap_or(before.trim_end()).trim_end().to_string();
                by_ref.push(format!("{base} &...{name}"));
                plain.push(format!("{base} ...{name}"));
                names.push(format!("{name}..."));
            } else {
                by_ref.push(format!("{before}&{after}"));
                plain.push(format!("{before}{after}"));
                names.push(name);
            }
        }
        // The wrapper is always internal; the kernel template only with --static-host-stub
        // (whole-program mode), else it gets the kernels' hidden visibility.
        let internal = self.has_keyword(&f.specs, "static").is_some() || cx.in_anonymous_namespace();
        self.declare_entity(&f.declarator, boilerplate::DeviceKind::Kernel, internal, true, cx);
        let kernel_linkage = if self.opts.static_host_stub || internal {
            "static "
        } else if self.opts.device_hidden_visibility {
            "__attribute__((visibility(\"hidden\"))) "
        } else {
            ""
        };
        let body = self.range_text(f.body_range).to_string();
        let (lo, hi) = (self.lo(range.lo), self.hi(range.hi));
        self.hidden.push((lo, hi));
        let text = format!(
            "\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wunused-parameter\"\n\
             {header} static void __wrapper__device_stub_{name}({}) {{ ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}}\n\
             #pragma GCC diagnostic pop\n\
             {kernel_header} {kernel_linkage}void {name}({}) {{__wrapper__device_stub_{name}<{}>({});return;}}\n#if 0\n{body}\n#endif\n",
            by_ref.join(", "),
            plain.join(", "),
            targs.join(","),
            names.join(","),
        );
        self.edit(lo, hi, text, true);
    }

    fn simple(&mut self, s: &SimpleDecl, cx: &Context) {
        // `__device_builtin__` types are defined again by crt/host_runtime.h: hide ours. The
        // builtin variables (`threadIdx`...) stay, renamed by `rename_builtin_variables`.
        let declares_type = self.has_keyword(&s.specs, "typedef").is_some() || s.declarators.is_empty();
        if declares_type && cuda::is_device_builtin(&s.specs) {
            if self.opts.extended_lambda && self.defines_class(s, "__nv_lambda_preheader_injection") {
                self.preheader_edit = Some(self.edits.len());
            }
            self.hide(s.range, "", "");
            return;
        }
        self.maybe_include_host_runtime(s, cx);
        if Self::library_redeclaration(s, cx) {
            self.hide(s.range, "", "");
            return;
        }
        let first = s.declarators.first().map(|d| &d.declarator);
        self.drop_cuda_attrs(&Self::attrs_of(&s.specs, first));
        if !cx.in_class && !cx.in_function {
            self.note_namespace_scope_class(s, cx);
        }
        for spec in &s.specs {
            if let DeclSpec::Type(TypeSpec::Class(c)) = spec {
                self.note_builtin_named_members(c);
                let mut inner = cx.clone();
                inner.in_class = true;
                inner.template_args = None;
                let plain_name = c.name.as_ref().filter(|n| n.scopes.is_empty() && !n.global).and_then(|n| match &n.last {
                    UnqualKind::Plain(seg) if seg.template_args.is_none() => Some(self.tok_text(seg.tok).to_string()),
                    _ => None,
                });
                let mut aliases = HashSet::new();
                for m in &c.members {
                    let Member::Decl(d) = m else { continue };
                    match d {
                        Decl::Alias { name, .. } => {
                            aliases.insert(self.tok_text(*name).to_string());
                        }
                        Decl::Simple(ms) if self.has_keyword(&ms.specs, "typedef").is_some() => {
                            for i in &ms.declarators {
                                if let Some(UnqualKind::Plain(seg)) = i.declarator.name().map(|n| &n.last) {
                                    aliases.insert(self.tok_text(seg.tok).to_string());
                                }
                            }
                        }
                        _ => {}
                    }
                }
                inner.classes = inner.classes.push((plain_name, aliases));
                inner.class_path = match (&c.name, cx.in_class, &cx.class_path) {
                    (Some(n), false, _) => Some((cx.namespaces.clone(), Chain::new().push(self.range_text(n.range).to_string()))),
                    (Some(n), true, Some((namespaces, outer))) => Some((namespaces.clone(), outer.push(self.range_text(n.range).to_string()))),
                    _ => None,
                };
                for m in &c.members {
                    if let Member::Decl(d) = m {
                        self.decl(d, &inner);
                    }
                }
            }
        }
        // `__device__ float f(float);` declares a function, not a device variable.
        if first.is_some_and(|d| d.function_params().is_some()) {
            return;
        }
        // `__device__ struct S {...};` (flashinfer's trtllm_mnnvl_allreduce.cuh): the space
        // applies to no entity (the reference warns, 1866) and is not written.
        if s.declarators.is_empty() {
            let attrs: Vec<&AttrSpec> = s.specs.iter().filter_map(|sp| match sp { DeclSpec::Attr(a) => Some(a), _ => None }).collect();
            self.drop_cuda_attrs(&attrs);
            return;
        }
        let spaces = cuda::spaces_of(&s.specs, first);
        match cuda::mem_space(&spaces) {
            Some(MemSpace::Device) | Some(MemSpace::Constant) if !cx.in_function => {
                let kind = if cuda::mem_space(&spaces) == Some(MemSpace::Constant) { boilerplate::DeviceKind::Constant } else { boilerplate::DeviceKind::Variable };
                self.declare_variables(s, kind, cx);
                self.device_variable(s, cx)
            }
            Some(MemSpace::Managed) => {
                self.declare_variables(s, boilerplate::DeviceKind::Variable, cx);
                self.managed_variable(s, cx)
            }
            _ => {}
        }
    }

    /// `__device__ int x = 1;` → `static int x;`: a host shadow the runtime registers. A
    /// `const` one keeps its initializer.
    /// With `--device-c` the variable keeps its linkage: one with external linkage gets hidden
    /// visibility instead of `static` (`__attribute__((visibility("hidden"))) extern int x;`).
    fn device_variable(&mut self, s: &SimpleDecl, cx: &Context) {
        let is_const = s.specs.iter().any(|sp| matches!(sp, DeclSpec::Cv(t) if self.tok_text(*t) == "const"));
        if self.opts.device_c {
            // A namespace-scope `const` variable has internal linkage: no visibility (reference:
            // `const int d_const = 7;`).
            let external = self.has_keyword(&s.specs, "static").is_none() && !cx.in_anonymous_namespace() && (!is_const || self.has_keyword(&s.specs, "extern").is_some());
            if external && self.opts.device_hidden_visibility {
                self.insert(s.range.lo, "__attribute__((visibility(\"hidden\"))) ");
            }
        } else {
            self.make_static(s);
        }
        if !is_const {
            for d in &s.declarators {
                self.drop_initializer(d);
            }
        }
    }

    fn make_static(&mut self, s: &SimpleDecl) {
        match (self.has_keyword(&s.specs, "extern"), self.has_keyword(&s.specs, "static")) {
            (Some(ext), _) => {
                let (lo, hi) = (self.lo(ext), self.hi(ext + 1));
                self.edit(lo, hi, "static", false);
            }
            (None, None) => self.insert(s.range.lo, "static "),
            _ => {}
        }
    }

    fn drop_initializer(&mut self, d: &InitDeclarator) {
        self.bound_from_initializer(d);
        if d.init.is_some() {
            let (lo, hi) = (self.hi(d.declarator.range().hi), self.hi(d.range.hi));
            if hi > lo {
                self.edit(lo, hi, "", false);
            }
        }
    }

    /// `__constant__ double t[] = {1, 2, 3};` loses its initializer on the host side, so the
    /// bound it gave goes into the brackets (`static double t[3];`), as in the reference's
    /// output: gcc rejects an array of unknown size. Lists with designators, and strings, keep
    /// the brackets empty.
    fn bound_from_initializer(&mut self, d: &InitDeclarator) {
        let mut declarator = &d.declarator;
        while let Declarator::Attributed { inner, .. } | Declarator::Paren { inner, .. } = declarator {
            declarator = inner;
        }
        let Declarator::Array { size: None, range, .. } = declarator else { return };
        let elements = match &d.init {
            Some(Initializer::Brace(list, _)) => list,
            Some(Initializer::Assign(e)) => match e.as_ref() {
                Expr::InitList(list, _) => list,
                _ => return,
            },
            _ => return,
        };
        if elements.is_empty() || elements.iter().any(|e| matches!(e, Expr::Designated(..))) {
            return;
        }
        let close = range.hi.saturating_sub(1);
        if self.tok_text(close) == "]" {
            let at = self.lo(close);
            self.edit(at, at, elements.len().to_string(), false);
        }
    }

    /// `__managed__ T x = v;` → `__attribute__((section("__nv_managed_data__"))) static T *x = 0;`
    fn managed_variable(&mut self, s: &SimpleDecl, cx: &Context) {
        let keeps_linkage = self.opts.device_c && !cx.in_anonymous_namespace();
        let prefix = if self.has_keyword(&s.specs, "static").is_some() {
            ""
        } else if !keeps_linkage {
            "static "
        } else if self.opts.device_hidden_visibility {
            "__attribute__((visibility(\"hidden\"))) "
        } else {
            ""
        };
        self.insert(s.range.lo, format!("__attribute__((section(\"__nv_managed_data__\"))) {prefix}"));
        for d in &s.declarators {
            let Some(name) = d.declarator.name() else { continue };
            self.managed.insert(self.range_text(name.range).to_string());
            // The shadow points at the whole object: `T (*a)[N]` for an array `T a[N]`.
            if matches!(d.declarator, Declarator::Array { .. }) {
                self.insert(name.range.lo, "(*");
                let end = self.hi(name.range.hi);
                self.edit(end, end, ")", false);
            } else {
                self.insert(name.range.lo, "*");
            }
            self.drop_initializer(d);
            let end = self.hi(d.declarator.range().hi);
            self.edit(end, end, " = 0", false);
        }
    }

    /// The reference includes `crt/host_runtime.h` right after the unit's global `size_t` typedef.
    fn maybe_include_host_runtime(&mut self, s: &SimpleDecl, cx: &Context) {
        if self.size_t_done || !cx.namespaces.is_empty() || cx.in_class || cx.in_function {
            return;
        }
        let is_typedef = self.has_keyword(&s.specs, "typedef").is_some();
        let names_size_t = s.declarators.iter().any(|d| d.declarator.name().map(|n| self.range_text(n.range) == "size_t").unwrap_or(false));
        if is_typedef && names_size_t {
            self.size_t_done = true;
            let end = self.hi(s.range.hi);
            self.edit(end, end, format!("\n{}", boilerplate::host_runtime_include()), true);
        }
    }

    /// `namespace {` → a namespace named after the module id, with hidden visibility, and a
    /// using-directive so that unqualified names still find its members.
    fn anonymous_namespace(&mut self, range: TokRange, body: TokRange, cx: &Context) {
        let name = anonymous_namespace_name(&self.opts.module_id);
        let mut path = String::from("::");
        for n in cx.namespaces.outermost_first() {
            path.push_str(n.as_deref().unwrap_or(&name));
            path.push_str("::");
        }
        let (lo, hi) = (self.lo(range.lo), self.hi(body.lo + 1));
        let open = format!("namespace {name} __attribute__((visibility(\"hidden\")))  {{");
        let text = format!("{open} }}; using namespace {path}{name}; \n#pragma GCC diagnostic ignored \"-Wattributes\"\n{open}");
        self.edit(lo, hi, text, true);
    }

    // ------------------------------------------------------------ statements and expressions

    fn block(&mut self, b: &Block, cx: &Context) {
        for s in &b.stmts {
            self.stmt(s, cx);
        }
    }

    fn stmt(&mut self, s: &Stmt, cx: &Context) {
        match s {
            Stmt::Expr(e, _) => self.expr(e),
            Stmt::Decl(d) => match d {
                Decl::Simple(sd) => {
                    for init in &sd.declarators {
                        if let Some(Initializer::Assign(e)) = &init.init {
                            self.expr(e);
                        }
                    }
                }
                other => self.decl(other, cx),
            },
            Stmt::Ambig { decl, .. } => self.stmt(&Stmt::Decl((**decl).clone()), cx),
            Stmt::Block(b) => self.block(b, cx),
            Stmt::If { init, cond, then, els, .. } => {
                if let Some(i) = init {
                    self.stmt(i, cx);
                }
                self.condition(cond);
                self.stmt(then, cx);
                if let Some(e) = els {
                    self.stmt(e, cx);
                }
            }
            Stmt::Switch { init, cond, body, .. } => {
                if let Some(i) = init {
                    self.stmt(i, cx);
                }
                self.condition(cond);
                self.stmt(body, cx);
            }
            Stmt::While { cond, body, .. } => {
                self.condition(cond);
                self.stmt(body, cx);
            }
            Stmt::DoWhile { body, cond, .. } => {
                self.stmt(body, cx);
                self.expr(cond);
            }
            Stmt::For { init, cond, step, body, .. } => {
                self.stmt(init, cx);
                if let Some(c) = cond {
                    self.condition(c);
                }
                if let Some(e) = step {
                    self.expr(e);
                }
                self.stmt(body, cx);
            }
            Stmt::RangeFor { range_expr, body, .. } => {
                self.expr(range_expr);
                self.stmt(body, cx);
            }
            Stmt::Case { stmt, .. } | Stmt::Default { stmt, .. } | Stmt::Label { stmt, .. } => self.stmt(stmt, cx),
            Stmt::Return(Some(e), _) => self.expr(e),
            Stmt::Try { body, handlers, .. } => {
                self.block(body, cx);
                for h in handlers {
                    self.block(&h.body, cx);
                }
            }
            _ => {}
        }
    }

    fn condition(&mut self, c: &Condition) {
        match c {
            Condition::Expr(e) => self.expr(e),
            Condition::Decl(cd) => {
                if let Initializer::Assign(e) = &cd.init {
                    self.expr(e)
                }
            }
        }
    }

    fn expr(&mut self, e: &Expr) {
        if let Expr::Name(q) = e {
            self.note_host_reference(q);
        }
        match e {
            Expr::Launch { kernel, config, args, config_range, .. } => {
                // `k<<<g, b>>>(a)` → `(__cudaPushCallConfiguration(g, b)) ? (void)0 : k(a)`: the
                // prefix goes before the callee, the `<<<...>>>` goes away; callee and
                // arguments stay where they are so edits inside them still apply.
                let cfg = match (config.first(), config.last()) {
                    (Some(a), Some(b)) => self.src(self.lo(a.range().lo), self.hi(b.range().hi)).to_string(),
                    _ => String::new(),
                };
                self.insert(kernel.range().lo, format!("(__cudaPushCallConfiguration({cfg})) ? (void)0 : "));
                let (lo, hi) = (self.lo(config_range.lo), self.hi(config_range.hi));
                self.edit(lo, hi, "", false);
                self.expr(kernel);
                args.iter().for_each(|a| self.expr(a));
            }
            Expr::Name(q) if q.scopes.is_empty() && self.managed.contains(self.range_text(q.range)) => {
                let name = self.range_text(q.range).to_string();
                let (lo, hi) = (self.lo(q.range.lo), self.hi(q.range.hi));
                self.edit(lo, hi, format!("(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), ({name})))"), false);
            }
            Expr::Paren(a, _) | Expr::Unary(_, a, _) | Expr::Postfix(_, a, _) | Expr::SizeofExpr(a, _)
            | Expr::AlignofExpr(a, _) | Expr::Noexcept(a, _) | Expr::PackExpansion(a, _) | Expr::Designated(_, a)
            | Expr::Cast(_, _, a, _) => self.expr(a),
            Expr::Member(a, _, _, _) => self.expr(a),
            Expr::Binary(_, a, b, _) | Expr::Index(a, b, _) => {
                self.expr(a);
                self.expr(b);
            }
            Expr::Conditional(a, b, c, _) => {
                self.expr(a);
                if let Some(b) = b {
                    self.expr(b);
                }
                self.expr(c);
            }
            Expr::Call(f, args, _) => {
                self.expr(f);
                args.iter().for_each(|a| self.expr(a));
            }
            Expr::Construct(_, args, _, _) | Expr::InitList(args, _) => args.iter().for_each(|a| self.expr(a)),
            Expr::New { placement, init, .. } => {
                placement.iter().for_each(|a| self.expr(a));
                init.iter().flatten().for_each(|a| self.expr(a));
            }
            Expr::Delete { operand, .. } => self.expr(operand),
            Expr::Throw(Some(a), _) => self.expr(a),
            Expr::Lambda(l) => self.lambda(l),
            _ => {}
        }
    }

    // ------------------------------------------------------------ host references (--device-c)

    fn declare_entity(&mut self, d: &Declarator, kind: boilerplate::DeviceKind, internal: bool, template: bool, cx: &Context) {
        let Some(UnqualKind::Plain(seg)) = d.name().map(|n| &n.last) else { return };
        let namespaces = cx.namespaces.outermost_first().into_iter().flatten().cloned().collect();
        let internal = internal || cx.in_anonymous_namespace();
        self.device_entities.insert(self.tok_text(seg.tok).to_string(), DeviceEntity { kind, internal, template, namespaces });
    }

    fn declare_variables(&mut self, s: &SimpleDecl, kind: boilerplate::DeviceKind, cx: &Context) {
        // `static`, or `const` without `extern`: internal linkage.
        let is_const = s.specs.iter().any(|sp| matches!(sp, DeclSpec::Cv(t) if self.tok_text(*t) == "const"));
        let internal = self.has_keyword(&s.specs, "static").is_some() || (is_const && self.has_keyword(&s.specs, "extern").is_none());
        for d in &s.declarators {
            self.declare_entity(&d.declarator, kind, internal, false, cx);
        }
    }

    /// A name in host code that denotes a kernel or device variable goes into the host
    /// reference arrays, as the reference spells it: `_Z<len><name>*` / `_ZN<ns>...<name>*` for
    /// kernels and namespace members, the plain name for global variables, and
    /// `__nv_static_<len>_<module id>_*...` for internal ones. Names are matched by spelling.
    fn note_host_reference(&mut self, q: &QualName) {
        if !self.opts.device_c {
            return;
        }
        let UnqualKind::Plain(seg) = &q.last else { return };
        let name = self.tok_text(seg.tok);
        let Some(entity) = self.device_entities.get(name).cloned() else { return };
        let id = &self.opts.module_id;
        let kernel = entity.kind == boilerplate::DeviceKind::Kernel;
        let internal_entry = || {
            if kernel {
                format!("__nv_static_{}_{id}_*{}{name}*", id.len(), name.len())
            } else {
                format!("__nv_static_{}_{id}_*{name}", id.len())
            }
        };
        let external_entry = || {
            let mut nested: String = entity.namespaces.iter().map(|n| format!("{}{n}", n.len())).collect();
            nested.push_str(&format!("{}{name}", name.len()));
            match (entity.namespaces.is_empty(), kernel) {
                (true, true) => format!("_Z{nested}*"),
                (true, false) => name.to_string(),
                (false, _) => format!("_ZN{nested}*"),
            }
        };
        // A kernel template's instantiations are listed under both linkages.
        if entity.internal || entity.template {
            self.host_refs.add(entity.kind, true, internal_entry());
        }
        if !entity.internal {
            self.host_refs.add(entity.kind, false, external_entry());
        }
    }

    // ------------------------------------------------------------ extended lambdas

    fn defines_class(&self, s: &SimpleDecl, name: &str) -> bool {
        s.specs.iter().any(|sp| matches!(sp, DeclSpec::Type(TypeSpec::Class(c)) if c.name.as_ref().is_some_and(|n| self.range_text(n.range) == name)))
    }

    /// The tag parts for the extended lambdas of `f`'s body: free functions, function
    /// templates (`& ::f<T>`), member functions (`void (S::*)(int) const`, `&S::f`). `None`
    /// where the reference's tag is not yet reproduced (members of templates, friends, unnamed
    /// classes): those lambdas stay as they are.
    fn enclosing_function(&self, f: &FunctionDef, cx: &Context) -> Option<EnclosingFunction> {
        if (cx.in_template && cx.template_args.is_none()) || (cx.in_class && cx.class_path.is_none()) {
            return None;
        }
        if self.has_keyword(&f.specs, "friend").is_some() {
            return None;
        }
        let name = f.declarator.name()?;
        let mut path = match (cx.class_name(), cx.in_class) {
            (Some(class), true) => class,
            _ => cx.namespaces.outermost_first().into_iter().flatten().map(|n| format!("::{n}")).collect(),
        };
        path.push_str("::");
        path.push_str(self.range_text(name.range));
        if let Some(args) = &cx.template_args {
            path.push_str(args);
        }
        let params = f.declarator.function_params()?;
        // A non-static member defined in its class: a pointer to member, with the function's
        // cv-qualifiers.
        let member_of = (cx.in_class && self.has_keyword(&f.specs, "static").is_none()).then(|| cx.class_name()).flatten();
        // `ret (*)(params)` as the reference writes it; `decltype(&f)` where the declarator is
        // more than `name(params)` (noexcept and ref-qualifiers included), a parameter has a
        // default argument, or the name is qualified (same type either way).
        let simple = matches!(&f.declarator, Declarator::Func { inner, quals, .. }
            if matches!(**inner, Declarator::Name { .. }) && quals.trailing_return.is_none() && quals.noexcept.is_none() && quals.ref_qual.is_none())
            && name.scopes.is_empty()
            && params.params.iter().all(|p| p.default.is_none());
        let pointer_type = if simple {
            let ret: Vec<&str> = f
                .specs
                .iter()
                .filter_map(|sp| match sp {
                    DeclSpec::Cv(t) | DeclSpec::Builtin(t) => Some(self.tok_text(*t)),
                    DeclSpec::Type(TypeSpec::Named(q)) => Some(self.range_text(q.range)),
                    _ => None,
                })
                .collect();
            let list = self.range_text(params.range);
            let list = if params.params.is_empty() && !params.variadic { "(void)" } else { list };
            match (&member_of, &f.declarator) {
                (Some(class), Declarator::Func { quals, .. }) => {
                    let cv: String = quals.cv.iter().map(|t| format!(" {}", self.tok_text(*t))).collect();
                    format!("{} ({class}::*){list}{cv}", ret.join(" "))
                }
                _ => format!("{} (*){list}", ret.join(" ")),
            }
        } else {
            format!("decltype(&{path})")
        };
        let mut locals = HashSet::new();
        for p in &params.params {
            if let Some(n) = p.declarator.name() {
                locals.insert(self.range_text(n.range).to_string());
            }
        }
        if let FunctionBody::Block(b) = &f.body {
            self.block_locals(b, &mut locals);
        }
        Some(EnclosingFunction { pointer_type, name: path, locals, lambdas: 0 })
    }

    /// The names of the variables declared in a block (at any depth).
    /// A namespace's own variable named like a builtin (flashinfer's
    /// `namespace mamba { constexpr unsigned warpSize = 32; }`) hides the builtin inside the
    /// namespace's body: neither it nor the uses there are renamed (the reference keeps
    /// `flashinfer::mamba::warpSize`).
    fn note_namespace_builtin_names(&mut self, decls: &[Decl], body: TokRange) {
        for d in decls {
            let Decl::Simple(sd) = d else { continue };
            for i in &sd.declarators {
                if let Some(UnqualKind::Plain(seg)) = i.declarator.name().map(|n| &n.last) {
                    let name = self.tok_text(seg.tok);
                    if BUILTIN_VARIABLES.contains(&name) {
                        self.shadowed_builtins.push((name.to_string(), body));
                    }
                }
            }
        }
    }

    fn block_locals(&self, b: &Block, out: &mut HashSet<String>) {
        for s in &b.stmts {
            self.stmt_locals(s, out);
        }
    }

    fn stmt_locals(&self, s: &Stmt, out: &mut HashSet<String>) {
        match s {
            Stmt::Decl(Decl::Simple(sd)) => {
                for d in &sd.declarators {
                    if let Some(n) = d.declarator.name() {
                        out.insert(self.range_text(n.range).to_string());
                    }
                }
            }
            Stmt::Ambig { decl, .. } => self.stmt_locals(&Stmt::Decl((**decl).clone()), out),
            Stmt::Block(b) => self.block_locals(b, out),
            Stmt::If { init, then, els, cond, .. } => {
                init.iter().for_each(|i| self.stmt_locals(i, out));
                if let Condition::Decl(cd) = cond {
                    let d = &cd.declarator;
                    d.name().map(|n| out.insert(self.range_text(n.range).to_string()));
                }
                self.stmt_locals(then, out);
                els.iter().for_each(|e| self.stmt_locals(e, out));
            }
            Stmt::For { init, body, .. } => {
                self.stmt_locals(init, out);
                self.stmt_locals(body, out);
            }
            Stmt::RangeFor { declarator, body, .. } => {
                declarator.name().map(|n| out.insert(self.range_text(n.range).to_string()));
                self.stmt_locals(body, out);
            }
            Stmt::Switch { init, body, .. } => {
                init.iter().for_each(|i| self.stmt_locals(i, out));
                self.stmt_locals(body, out);
            }
            Stmt::While { body, .. } | Stmt::DoWhile { body, .. } => self.stmt_locals(body, out),
            Stmt::Case { stmt, .. } | Stmt::Default { stmt, .. } | Stmt::Label { stmt, .. } => self.stmt_locals(stmt, out),
            _ => {}
        }
    }

    /// The variables a lambda captures, in the reference's order: the explicit captures as
    /// listed, then (with a capture default) the enclosing function's locals the body names,
    /// in order of first use.
    fn captures(&self, l: &Lambda, locals: &HashSet<String>) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        let mut default = false;
        // Split `[a, b, =]` at its top-level commas.
        let mut entry: Vec<u32> = Vec::new();
        let mut entries = Vec::new();
        let mut depth = 0i32;
        for t in l.captures.lo + 1..l.captures.hi.saturating_sub(1) {
            match self.tok_text(t) {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => depth -= 1,
                "," if depth == 0 => {
                    entries.push(std::mem::take(&mut entry));
                    continue;
                }
                _ => {}
            }
            entry.push(t);
        }
        entries.push(entry);
        for e in entries {
            let words: Vec<&str> = e.iter().map(|&t| self.tok_text(t)).collect();
            match words.as_slice() {
                ["="] | ["&"] => default = true,
                [name] | ["&", name] if *name != "this" => out.push(name.to_string()),
                _ => {}
            }
        }
        if default {
            let mut own = HashSet::new();
            if let Some(p) = &l.params {
                for p in &p.params {
                    if let Some(n) = p.declarator.name() {
                        own.insert(self.range_text(n.range).to_string());
                    }
                }
            }
            self.block_locals(&l.body, &mut own);
            let body = l.body.range;
            for t in body.lo..body.hi {
                let Some(tok) = self.tokens.get(t as usize) else { break };
                let word = self.tok_text(t);
                if !tok.kind.is_name() || !locals.contains(word) || own.contains(word) || out.iter().any(|c| c == word) {
                    continue;
                }
                let before = t.checked_sub(1).map(|p| self.tok_text(p)).unwrap_or("");
                if matches!(before, "." | "->" | "::") || self.tok_text(t + 1) == "::" {
                    continue;
                }
                out.push(word.to_string());
            }
        }
        out
    }

    /// A lambda in host code. With `--extended-lambda`, a `__device__` lambda becomes
    /// `__nv_dl_wrapper_t<tag, captures...>(tag{}, captures...)` (the lambda in `#if 0`) and a
    /// `__host__ __device__` one `__nv_hdl_create_wrapper_t<mutable, no captures, tag,
    /// captures...>::__nv_hdl_create_wrapper(lambda, captures...)`; the device compiler's stub
    /// file names the same wrapper types.
    fn lambda(&mut self, l: &Lambda) {
        let space = cuda::exec_space(&cuda::spaces_of(&l.specs, None));
        let extended = matches!(space, ExecSpace::Device | ExecSpace::HostDevice);
        let Some(enclosing) = self.enclosing.as_mut().filter(|_| extended) else {
            self.drop_lambda_gnu_attributes(l);
            self.block(&l.body, &Context { in_function: true, ..Context::default() });
            return;
        };
        enclosing.lambdas += 1;
        let (index, pointer_type, name) = (enclosing.lambdas, enclosing.pointer_type.clone(), enclosing.name.clone());
        let locals = self.enclosing.as_ref().map(|e| e.locals.clone()).unwrap_or_default();
        let captures = self.captures(l, &locals);
        let types = if captures.is_empty() {
            String::new()
        } else {
            format!(", {}", captures.iter().map(|c| format!("typename __nvdl_remove_ref<decltype({c})>::type")).collect::<Vec<_>>().join(", "))
        };
        let args = if captures.is_empty() { String::new() } else { format!(", {}", captures.join(", ")) };
        let attrs: Vec<&AttrSpec> = l.specs.iter().filter_map(|s| match s { DeclSpec::Attr(a) => Some(a), _ => None }).collect();
        if space == ExecSpace::Device {
            self.device_captures.insert(captures.len());
            let tag = match &l.quals.trailing_return {
                Some(rt) => format!("__nv_dl_trailing_return_tag<{pointer_type},(& {name}),{}, {index}>", self.range_text(rt.range)),
                None => format!("__nv_dl_tag<{pointer_type},(& {name}),{index}>"),
            };
            self.hide(l.range, &format!("__nv_dl_wrapper_t< {tag} {types}>( {tag} {{}} {args})"), "");
        } else {
            self.host_device_captures.insert(captures.len());
            let mutable = l.specs.iter().any(|s| matches!(s, DeclSpec::Keyword(t) if self.tok_text(*t) == "mutable"));
            let no_captures = l.captures.hi <= l.captures.lo + 2;
            let tag = format!("__nv_dl_tag<{pointer_type},(& {name}),{index}>");
            self.insert(l.range.lo, format!("__nv_hdl_create_wrapper_t< {mutable}, {no_captures}, {tag} {types}>::__nv_hdl_create_wrapper( "));
            let end = self.hi(l.range.hi);
            self.edit(end, end, format!(" {args})"), false);
            self.drop_cuda_attrs(&attrs);
            self.block(&l.body, &Context { in_function: true, ..Context::default() });
        }
    }

    /// The reference writes a lambda without its GNU attributes (`[&](auto&&... x)
    /// __attribute__((always_inline)) {...}`, CUTLASS's `CUTLASS_LAMBDA_FUNC_INLINE`), so g++
    /// emits the closure's call operators it would otherwise inline away; `[[...]]` ones stay.
    fn drop_lambda_gnu_attributes(&mut self, l: &Lambda) {
        for spec in &l.specs {
            let DeclSpec::Attr(a) = spec else { continue };
            if a.syntax == AttrSyntax::Gnu && a.range.hi > a.range.lo {
                self.erase_keeping_lines(a.range);
            }
        }
    }

    // ------------------------------------------------------------ whole-unit passes

    /// `threadIdx` → `__device_builtin_variable_threadIdx` wherever it is written outside the
    /// hidden regions (declarations in the CUDA headers and uses in host-device code). Names
    /// are matched by spelling: a local variable called `threadIdx` would be renamed too.
    fn note_builtin_named_members(&mut self, c: &ClassSpec) {
        for m in &c.members {
            let Member::Decl(d) = m else { continue };
            let mut d = d;
            while let Decl::Template { decl, .. } = d {
                d = decl;
            }
            // Data members and member functions alike (CUTLASS cluster_launch.hpp's
            // `dim3 gridDim() { ... }` in its LaunchConfig).
            let declarators: Vec<&Declarator> = match d {
                Decl::Simple(ms) => ms.declarators.iter().map(|i| &i.declarator).collect(),
                Decl::Function(f) => vec![&f.declarator],
                _ => continue,
            };
            for declarator in declarators {
                if let Some(UnqualKind::Plain(seg)) = declarator.name().map(|n| &n.last) {
                    if BUILTIN_VARIABLES.contains(&self.tok_text(seg.tok)) {
                        self.builtin_named_members.insert(seg.tok);
                    }
                }
            }
        }
    }

    /// CUDA's `__noinline__` keyword is not a keyword to the host compiler: as a specifier it
    /// becomes `__attribute__((noinline))` (as the reference prints it); inside
    /// `__attribute__((...))` it is an attribute name gcc knows, and stays.
    fn respell_noinline_keywords(&mut self) {
        use crate::lex::TokenKind as K;
        let mut spans = Vec::new();
        // Depth of parentheses inside the current `__attribute__(...)`; 0 = outside one.
        let (mut in_attr, mut depth) = (false, 0usize);
        for t in self.tokens {
            match t.kind {
                K::KwAttribute => (in_attr, depth) = (true, 0),
                K::LParen | K::LParenType | K::LParenInit | K::LParenAmbig | K::LParenFold if in_attr => depth += 1,
                K::RParen if in_attr => {
                    depth = depth.saturating_sub(1);
                    in_attr = depth > 0;
                }
                K::KwNoinline if !in_attr => spans.push((t.span.lo, t.span.hi)),
                _ => {}
            }
        }
        for (lo, hi) in spans {
            self.edit(lo, hi, "__attribute__((noinline))", false);
        }
    }

    /// EDG accepts a trailing comma in a template argument list (`list<int, long,>`, mathdx's
    /// suggested_instructions.hpp); the host compiler does not, and the reference's output
    /// has none. A `,` right before a `>` can only be that comma: no expression has it.
    /// g++ ends a template argument list at a `>` inside an array bound
    /// (`conditional_t<R, T[K > 0 ? K : 1], T[1]>`, flashinfer's mla_hopper.cuh); the
    /// reference re-prints the comparison parenthesised. A bound or subscript holding a `>`
    /// outside inner brackets is written inside parentheses, which changes nothing else. A
    /// `[` right after a name, a type keyword, `]`, `)` or `>` is a bound or a subscript, never
    /// a lambda's introducer or a structured binding.
    fn parenthesize_bracketed_comparisons(&mut self) {
        use crate::lex::TokenKind as K;
        let real: Vec<usize> = (0..self.tokens.len()).filter(|&i| self.tokens[i].span.hi > self.tokens[i].span.lo).collect();
        let mut wraps = Vec::new();
        for (n, &i) in real.iter().enumerate() {
            if self.tokens[i].kind != K::LBracket || n == 0 {
                continue;
            }
            let before = self.tokens[real[n - 1]].kind;
            if !(before.is_name() || before.is_builtin_type() || matches!(before, K::RBracket | K::RParen | K::Gt)) {
                continue;
            }
            let mut depth = 0usize;
            let mut comparison = false;
            for &j in &real[n + 1..] {
                match self.tokens[j].kind {
                    K::LParen | K::LParenType | K::LParenInit | K::LParenAmbig | K::LParenFold | K::LBracket | K::LBracketDesig | K::LBrace | K::LBraceInit => depth += 1,
                    K::RParen | K::RBrace => depth = depth.saturating_sub(1),
                    K::RBracket if depth == 0 => {
                        if comparison {
                            wraps.push((self.tokens[i].span.hi, self.tokens[j].span.lo));
                        }
                        break;
                    }
                    K::RBracket => depth -= 1,
                    K::Gt | K::GtGt1 if depth == 0 => comparison = true,
                    K::Semi => break,
                    _ => {}
                }
            }
        }
        for (open, close) in wraps {
            self.edit(open, open, "(", false);
            self.edit(close, close, ")", false);
        }
    }

    fn drop_template_arg_trailing_commas(&mut self) {
        use crate::lex::TokenKind as K;
        let mut commas = Vec::new();
        for (i, t) in self.tokens.iter().enumerate() {
            if t.kind != K::Comma {
                continue;
            }
            let next = self.tokens[i + 1..].iter().find(|n| n.span.hi > n.span.lo);
            if next.is_some_and(|n| matches!(n.kind, K::Gt | K::GtGt1)) {
                commas.push((t.span.lo, t.span.hi));
            }
        }
        for (lo, hi) in commas {
            self.edit(lo, hi, "", false);
        }
    }

    fn rename_builtin_variables(&mut self) {
        // `config.gridDim` (thrust's launch config) names a member, not the builtin, and so
        // does the member's declaration.
        let names_a_member = |i: usize| {
            self.builtin_named_members.contains(&(i as u32))
                || (i > 0 && matches!(self.src(self.tokens[i - 1].span.lo, self.tokens[i - 1].span.hi), "." | "->"))
        };
        let renames: Vec<(u32, u32, String)> = self
            .tokens
            .iter()
            .enumerate()
            .filter(|(i, t)| t.kind.is_name() && !names_a_member(*i))
            .filter(|(i, t)| {
                let name = self.src(t.span.lo, t.span.hi);
                !self.shadowed_builtins.iter().any(|(n, r)| n == name && r.lo <= *i as u32 && (*i as u32) < r.hi)
            })
            .filter_map(|(_, t)| {
                let s = self.src(t.span.lo, t.span.hi);
                BUILTIN_VARIABLES.contains(&s).then(|| (t.span.lo, t.span.hi, format!("__device_builtin_variable_{s}")))
            })
            .collect();
        for (lo, hi, text) in renames {
            self.edit(lo, hi, text, false);
        }
    }

    /// Applies the edits in order, dropping those inside hidden regions or overlapping an
    /// earlier one, and resynchronising line numbers after multi-line replacements.
    fn apply(&mut self, map: &SourceMap) -> String {
        let hidden = std::mem::take(&mut self.hidden);
        let inside_hidden = |e: &Edit| hidden.iter().any(|&(lo, hi)| lo <= e.lo && e.hi <= hi && !(lo == e.lo && hi == e.hi));
        let mut edits: Vec<&Edit> = self.edits.iter().filter(|e| !inside_hidden(e)).collect();
        edits.sort_by_key(|e| (e.lo, e.hi));
        let mut out = String::with_capacity(self.text.len() + self.text.len() / 8);
        let mut pos = 0u32;
        for e in edits {
            if e.lo < pos {
                continue; // overlaps an earlier edit
            }
            out.push_str(self.src(pos, e.lo));
            out.push_str(&e.text);
            pos = e.hi;
            if e.resync {
                let at = map.resolve(pos);
                let flags = if map.in_system_header(pos) { " 3" } else { "" };
                out.push_str(&format!("\n# {} \"{}\"{flags}\n", at.line, map.file_name(at.file)));
            }
        }
        out.push_str(self.src(pos, self.text.len() as u32));
        out
    }
}
