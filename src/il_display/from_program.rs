//! Builds the IL display model from the checked program: the source map (source files and
//! the sequence-number lookup entries), the syntax tree and the symbol table (namespaces,
//! variables, routines, classes and their fields, the types they use), one memory region for
//! the file scope and one per function definition (its parameters and local variables).
//!
//! Fields follow the reference's entries label for label in the reference's order; fields cufe
//! cannot know yet (`referenced`, `needed`, `called`, name references, source sequence
//! entries, expression trees) are left out rather than guessed. CUDA execution and memory
//! spaces, which the reference cannot display (it aborts on CUDA attributes), are cufe's own
//! fields `cuda_execution_space` / `cuda_memory_space` at the end of the entry.

use std::collections::HashMap;

use super::model::{Desc, Entry, EntryRef, Field, IlDump, Region, Scope, Value};
use super::names::{tables, Tables};
use super::types::{ClassInfo, Interner, TypeIx, TypeNode};
use super::DisplayOptions;
use crate::lex::Token;
use crate::sema::cuda::{self, ExecSpace, MemSpace};
use crate::sema::symbols::SymbolTable;
use crate::source::SourceMap;
use crate::syntax::ast::*;

/// Everything the display reads.
pub struct Program<'a> {
    pub text: &'a str,
    pub tokens: &'a [Token],
    pub unit: &'a TranslationUnit,
    pub symbols: &'a SymbolTable,
    pub map: &'a SourceMap,
}

/// Declarations nested deeper than this are not displayed (keeps the walk off the stack's edge).
const MAX_NESTING: usize = 256;

pub fn build(p: &Program, opts: &DisplayOptions) -> IlDump {
    let mut b = Builder::new(p);
    b.source_files();
    let global = b.new_scope(Scope::File, None, "sck_file", None);
    b.global_scope = global;
    for d in &p.unit.decls {
        b.decl(d, global, Ctx::default());
    }
    b.finish(opts)
}

/// What the enclosing declarations say about a declaration.
#[derive(Clone, Copy, Default)]
struct Ctx {
    extern_c: bool,
    anonymous_ns: bool,
    /// Inside a class: the access in effect.
    access: Option<&'static str>,
    /// Inside a function body: (its region index, its routine record).
    function: Option<(usize, usize)>,
    depth: usize,
}

struct ScopeRec {
    region: Scope,
    id: u32,
    parent: Option<usize>,
    kind: &'static str,
    /// `assoc_namespace` / `assoc_type` / `routine.ptr`, with its target.
    assoc: Option<(&'static str, EntryRef)>,
    types: Vec<EntryRef>,
    variables: Vec<EntryRef>,
    routines: Vec<EntryRef>,
    namespaces: Vec<EntryRef>,
    /// Type names declared here (classes, typedefs), for resolving later uses.
    type_names: HashMap<String, TypeIx>,
}

struct Named {
    name: String,
    tok: u32,
    parent_scope: usize,
    /// Access, for class members.
    access: Option<&'static str>,
    linkage: &'static str,
    /// Whether the declaration carries attributes (then `attributes` is not NULL, and cufe
    /// does not display attribute entries yet).
    has_attributes: bool,
}

struct NamespaceRec {
    id: u32,
    named: Option<Named>,
    scope: usize,
}

struct VariableRec {
    region: Scope,
    id: u32,
    named: Named,
    enclosing_routine: Option<usize>,
    ty: TypeIx,
    storage: &'static str,
    declared_storage: &'static str,
    init_kind: &'static str,
    has_init: bool,
    defined: bool,
    mem_space: Option<MemSpace>,
    local: bool,
    static_local: bool,
}

struct RoutineRec {
    id: u32,
    named: Named,
    ty: TypeIx,
    storage: &'static str,
    declared_storage: &'static str,
    is_inline: bool,
    defined: bool,
    /// Function definition number and memory region (0 and 0 when not defined).
    def_number: u32,
    region: u32,
    extern_c: bool,
    exec: Option<ExecSpace>,
}

struct FieldRec {
    id: u32,
    named: Named,
    ty: TypeIx,
    offset: Option<u64>,
}

/// A class type's entry facts beyond `ClassInfo`.
struct ClassRec {
    ty: TypeIx,
    named: Option<Named>,
    fields: Vec<usize>,
}

struct FunctionRegion {
    title: String,
    routine: usize,
    scope: usize,
    locals: Vec<usize>,
}

struct Builder<'a> {
    p: &'a Program<'a>,
    t: &'static Tables,
    next_id: u32,
    /// Physical line starts of the preprocessed text (sequence numbers are physical lines).
    line_starts: Vec<u32>,
    source_file_ids: Vec<(crate::source::FileId, u32)>,
    source_files: Vec<Entry>,
    lookup_entries: Vec<Entry>,
    global_scope: usize,
    scopes: Vec<ScopeRec>,
    namespaces: Vec<NamespaceRec>,
    variables: Vec<VariableRec>,
    routines: Vec<RoutineRec>,
    fields: Vec<FieldRec>,
    classes: Vec<ClassRec>,
    types: Interner,
    /// Entry id of each interned type, and the class record of class types.
    type_ids: Vec<u32>,
    id_names: HashMap<String, u32>,
    other_texts: HashMap<Vec<u8>, u32>,
    functions: Vec<FunctionRegion>,
    /// The declarations of typedef types.
    typedef_names: HashMap<TypeIx, Named>,
    /// Routine records by (scope, name, signature spelling), to merge redeclarations.
    routine_keys: HashMap<(usize, String, String), usize>,
    variable_keys: HashMap<(usize, String), usize>,
}

impl<'a> Builder<'a> {
    fn new(p: &'a Program<'a>) -> Builder<'a> {
        let mut line_starts = vec![0u32];
        line_starts.extend(
            p.text
                .bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(i, _)| i as u32 + 1),
        );
        Builder {
            p,
            t: tables(),
            next_id: 0,
            line_starts,
            source_file_ids: vec![],
            source_files: vec![],
            lookup_entries: vec![],
            global_scope: 0,
            scopes: vec![],
            namespaces: vec![],
            variables: vec![],
            routines: vec![],
            fields: vec![],
            classes: vec![],
            types: Interner::default(),
            type_ids: vec![],
            id_names: HashMap::new(),
            other_texts: HashMap::new(),
            functions: vec![],
            typedef_names: HashMap::new(),
            routine_keys: HashMap::new(),
            variable_keys: HashMap::new(),
        }
    }

    fn id(&mut self) -> u32 {
        self.next_id += 1;
        self.next_id
    }

    fn tok(&self, i: u32) -> &'a str {
        self.p
            .tokens
            .get(i as usize)
            .and_then(|t| self.p.text.get(t.span.lo as usize..t.span.hi as usize))
            .unwrap_or("")
    }

    /// Sequence number (1-based physical line of the preprocessed text) and 1-based column.
    fn position(&self, tok: u32) -> (i64, i64) {
        let offset = self
            .p
            .tokens
            .get(tok as usize)
            .map(|t| t.span.lo)
            .unwrap_or(0);
        let line = self.line_starts.partition_point(|&s| s <= offset).max(1);
        let col = offset - self.line_starts[line - 1] + 1;
        (line as i64, col as i64)
    }

    fn id_name(&mut self, name: &str) -> EntryRef {
        let next = self.next_id + 1;
        let id = *self.id_names.entry(name.to_string()).or_insert(next);
        if id == next {
            self.next_id = next;
        }
        EntryRef {
            scope: Scope::File,
            kind: "id-name",
            id,
            desc: Desc::Quoted(name.as_bytes().to_vec()),
        }
    }

    fn other_text(&mut self, text: &[u8]) -> EntryRef {
        let next = self.next_id + 1;
        let id = *self.other_texts.entry(text.to_vec()).or_insert(next);
        if id == next {
            self.next_id = next;
        }
        EntryRef {
            scope: Scope::File,
            kind: "other-text",
            id,
            desc: Desc::Quoted(text.to_vec()),
        }
    }

    // ------------------------------------------------------------ source files

    /// Source files and sequence-number lookup entries: one lookup entry per run of
    /// physical lines that map to consecutive lines of one file.
    fn source_files(&mut self) {
        let map = self.p.map;
        let lines = self.line_starts.len() - usize::from(self.p.text.ends_with('\n'));
        let lines = lines.max(1);
        // (first seq, last seq, first line, file)
        let mut runs: Vec<(u32, u32, u32, crate::source::FileId)> = vec![];
        for (i, &start) in self.line_starts.iter().take(lines).enumerate() {
            let seq = i as u32 + 1;
            let at = map.resolve(start);
            match runs.last_mut() {
                Some(r) if r.3 == at.file && at.line.wrapping_sub(r.2) == seq - r.0 => r.1 = seq,
                _ => runs.push((seq, seq, at.line, at.file)),
            }
        }
        let primary = crate::source::FileId(0);
        let mut files: Vec<crate::source::FileId> = vec![primary];
        for r in &runs {
            if !files.contains(&r.3) {
                files.push(r.3);
            }
        }
        for f in &files {
            let id = self.id();
            self.source_file_ids.push((*f, id));
        }
        let file_ref = |b: &Self, f: crate::source::FileId| {
            let id = b
                .source_file_ids
                .iter()
                .find(|(x, _)| *x == f)
                .map(|(_, id)| *id)
                .unwrap_or(0);
            Value::Ref(EntryRef {
                scope: Scope::File,
                kind: "source-file",
                id,
                desc: Desc::Quoted(map.file_name(f).as_bytes().to_vec()),
            })
        };
        let last_seq = runs.last().map(|r| r.1).unwrap_or(1);
        let children: Vec<crate::source::FileId> = files.iter().skip(1).copied().collect();
        for (i, f) in files.iter().enumerate() {
            let name = self.other_text(map.file_name(*f).as_bytes());
            let mine: Vec<_> = runs.iter().filter(|r| r.3 == *f).collect();
            let (first, last, first_line) = if i == 0 {
                (1, last_seq, 1)
            } else {
                (
                    mine.first().map(|r| r.0).unwrap_or(0),
                    last_seq,
                    mine.first().map(|r| r.2).unwrap_or(0),
                )
            };
            let mut fields = vec![Field::new("file_name", Value::Ref(name.clone()))];
            let top = i == 0;
            fields.push(Field::new(
                "full_name",
                if top {
                    Value::Ref(name.clone())
                } else {
                    Value::Null
                },
            ));
            fields.push(Field::new(
                "name_as_written",
                if top { Value::Ref(name) } else { Value::Null },
            ));
            fields.push(Field::new("first_seq_number", Value::Int(first as i64)));
            fields.push(Field::new("last_seq_number", Value::Int(last as i64)));
            fields.push(Field::new(
                "first_line_number",
                Value::Int(first_line as i64),
            ));
            let (first_child, last_child) = if top && !children.is_empty() {
                (
                    file_ref(self, children[0]),
                    file_ref(self, children[children.len() - 1]),
                )
            } else {
                (Value::Null, Value::Null)
            };
            fields.push(Field::new("first_child_file", first_child));
            fields.push(Field::new("last_child_file", last_child));
            let next = if top {
                Value::Null
            } else {
                files
                    .get(i + 1)
                    .map(|n| file_ref(self, *n))
                    .unwrap_or(Value::Null)
            };
            fields.push(Field::new("next", next));
            if top {
                fields.push(Field::new("top_level_file", Value::Bool(true)));
            }
            let id = self.source_file_ids[i].1;
            self.source_files.push(Entry {
                scope: Scope::File,
                kind: "source-file",
                id,
                fields,
            });
        }
        let ids: Vec<u32> = runs.iter().map(|_| self.id()).collect();
        for (i, r) in runs.iter().enumerate() {
            let next = ids
                .get(i + 1)
                .map(|&id| {
                    Value::Ref(EntryRef {
                        scope: Scope::File,
                        kind: "seq-number-lookup-entry",
                        id,
                        desc: Desc::None,
                    })
                })
                .unwrap_or(Value::Null);
            let fields = vec![
                Field::new("next", next),
                Field::new("first", Value::Int(r.0 as i64)),
                Field::new("last", Value::Int(r.1 as i64)),
                Field::new("line_number", Value::Int(r.2 as i64)),
                Field::new("source_file", file_ref(self, r.3)),
            ];
            self.lookup_entries.push(Entry {
                scope: Scope::File,
                kind: "seq-number-lookup-entry",
                id: ids[i],
                fields,
            });
        }
    }

    // ------------------------------------------------------------ scopes

    fn new_scope(
        &mut self,
        region: Scope,
        parent: Option<usize>,
        kind: &'static str,
        assoc: Option<(&'static str, EntryRef)>,
    ) -> usize {
        let id = self.id();
        self.scopes.push(ScopeRec {
            region,
            id,
            parent,
            kind,
            assoc,
            types: vec![],
            variables: vec![],
            routines: vec![],
            namespaces: vec![],
            type_names: HashMap::new(),
        });
        self.scopes.len() - 1
    }

    fn scope_ref(&self, s: usize) -> EntryRef {
        let r = &self.scopes[s];
        EntryRef {
            scope: r.region,
            kind: "scope",
            id: r.id,
            desc: Desc::None,
        }
    }

    /// The `ns::S` prefix of names declared in scope `s`.
    fn qualifier(&self, mut s: usize) -> String {
        let mut parts = vec![];
        for _ in 0..MAX_NESTING {
            let r = &self.scopes[s];
            if let Some((_, target)) = &r.assoc {
                if let Desc::Text(n) = &target.desc {
                    if r.kind != "sck_function" {
                        parts.push(n.clone());
                    }
                }
            }
            match r.parent {
                Some(p) => s = p,
                None => break,
            }
        }
        parts.reverse();
        parts.iter().map(|p| format!("{p}::")).collect()
    }

    // ------------------------------------------------------------ declarations

    fn decl(&mut self, d: &Decl, scope: usize, ctx: Ctx) {
        if ctx.depth > MAX_NESTING {
            return;
        }
        let inner = Ctx {
            depth: ctx.depth + 1,
            ..ctx
        };
        match d {
            Decl::Namespace {
                name, decls, attrs, ..
            } => {
                let s = self.namespace(name.as_ref().copied(), !attrs.is_empty(), scope, ctx);
                let anonymous_ns = ctx.anonymous_ns || name.is_none();
                decls.iter().for_each(|d| {
                    self.decl(
                        d,
                        s,
                        Ctx {
                            anonymous_ns,
                            ..inner
                        },
                    )
                });
            }
            Decl::Linkage { lang, decls, .. } => {
                let extern_c = self.tok(*lang).trim_matches('"') == "C";
                decls
                    .iter()
                    .for_each(|d| self.decl(d, scope, Ctx { extern_c, ..inner }));
            }
            Decl::Function(f) => self.function_def(f, scope, inner),
            Decl::Simple(s) => self.simple(s, scope, inner),
            Decl::Alias { name, ty, .. } => {
                let target = self.type_id_of(ty, scope);
                self.typedef(*name, target, scope, ctx);
            }
            // Templates and the rest are not displayed yet.
            _ => {}
        }
    }

    fn namespace(
        &mut self,
        name: Option<u32>,
        has_attributes: bool,
        scope: usize,
        ctx: Ctx,
    ) -> usize {
        if let Some(t) = name {
            let n = self.tok(t);
            // Reopening continues the namespace.
            if let Some(ns) = self.namespaces.iter().find(|ns| {
                ns.named
                    .as_ref()
                    .is_some_and(|x| x.name == n && x.parent_scope == scope)
            }) {
                return ns.scope;
            }
        }
        let id = self.id();
        let desc = name
            .map(|t| Desc::Text(self.tok(t).to_string()))
            .unwrap_or(Desc::None);
        let ns_ref = EntryRef {
            scope: Scope::File,
            kind: "namespace",
            id,
            desc,
        };
        let s = self.new_scope(
            Scope::File,
            Some(scope),
            "sck_namespace",
            Some(("assoc_namespace", ns_ref.clone())),
        );
        let named = name.map(|t| Named {
            name: self.tok(t).to_string(),
            tok: t,
            parent_scope: scope,
            access: None,
            linkage: if ctx.anonymous_ns { "internal" } else { "C++" },
            has_attributes,
        });
        self.namespaces.push(NamespaceRec {
            id,
            named,
            scope: s,
        });
        self.scopes[scope].namespaces.push(ns_ref);
        s
    }

    fn typedef(&mut self, tok: u32, target: TypeIx, scope: usize, ctx: Ctx) {
        let name = self.tok(tok).to_string();
        let q = format!("{}{name}", self.qualifier(scope));
        let (ty, new) = self.types.intern(TypeNode::Typedef(q, target));
        if !new {
            return;
        }
        let id = self.id();
        self.type_ids.push(id);
        let desc = Desc::Text(self.types.spell(ty));
        self.scopes[scope].types.push(EntryRef {
            scope: Scope::File,
            kind: "type",
            id,
            desc,
        });
        self.scopes[scope].type_names.insert(name, ty);
        let named = self.named(tok, scope, ctx, "no", false);
        self.typedef_names.insert(ty, named);
    }

    fn simple(&mut self, s: &SimpleDecl, scope: usize, ctx: Ctx) {
        for spec in &s.specs {
            if let DeclSpec::Type(TypeSpec::Class(c)) = spec {
                self.class(c, scope, ctx);
            }
        }
        let is_typedef = self.has_keyword(&s.specs, "typedef");
        let base = self.specifier_type(&s.specs, scope);
        for init in &s.declarators {
            let d = &init.declarator;
            let Some(name) = d.name() else { continue };
            if !name.scopes.is_empty() {
                continue; // out-of-class definitions of members: not displayed yet
            }
            let UnqualKind::Plain(seg) = &name.last else {
                continue;
            };
            let ty = self.declarator_type(base, d, scope);
            if is_typedef {
                self.typedef(seg.tok, ty, scope, ctx);
            } else if d.function_params().is_some() {
                self.routine(&s.specs, d, seg.tok, ty, scope, false, ctx);
            } else if ctx.access.is_some() && !self.has_keyword(&s.specs, "static") {
                self.field(seg.tok, ty, scope, ctx, has_attrs(&s.specs, d));
            } else {
                self.variable(&s.specs, d, seg.tok, ty, init.init.as_ref(), scope, ctx);
            }
        }
    }

    fn has_keyword(&self, specs: &[DeclSpec], kw: &str) -> bool {
        specs
            .iter()
            .any(|s| matches!(s, DeclSpec::Keyword(t) if self.tok(*t) == kw))
    }

    fn named(
        &self,
        tok: u32,
        scope: usize,
        ctx: Ctx,
        linkage: &'static str,
        has_attributes: bool,
    ) -> Named {
        Named {
            name: self.tok(tok).to_string(),
            tok,
            parent_scope: scope,
            access: ctx.access,
            linkage,
            has_attributes,
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn variable(
        &mut self,
        specs: &[DeclSpec],
        d: &Declarator,
        tok: u32,
        ty: TypeIx,
        init: Option<&Initializer>,
        scope: usize,
        ctx: Ctx,
    ) {
        let is_static = self.has_keyword(specs, "static");
        let is_extern = self.has_keyword(specs, "extern");
        let local = ctx.function.is_some() && !is_extern;
        // A static local lives in the file-scope region, outside its block's variable list.
        let static_local = local && is_static;
        let is_const = matches!(self.types.nodes.get(ty), Some(TypeNode::Qualified(_, cv)) if cv.contains("const"));
        let linkage = if local {
            "no"
        } else if is_static
            || ctx.anonymous_ns
            || (is_const && !is_extern && !self.has_keyword(specs, "inline"))
        {
            "internal"
        } else if ctx.extern_c {
            "C"
        } else {
            "C++"
        };
        // `extern` is not kept as a declared storage class (the reference shows sc_unspecified).
        let declared_storage = if is_static {
            "sc_static"
        } else {
            "sc_unspecified"
        };
        let defined = !is_extern || init.is_some();
        let storage = if is_static || (linkage == "internal" && !local) {
            "sc_static"
        } else if local {
            "sc_auto"
        } else if !defined {
            "sc_extern"
        } else {
            "sc_unspecified"
        };
        let init_kind = match init {
            None => "initk_none",
            Some(_) if local && !is_static => "initk_dynamic",
            Some(i) if constant_initializer(i, self.is_pointer_or_reference(ty)) => "initk_static",
            Some(_) => "initk_dynamic",
        };
        let name = self.tok(tok).to_string();
        if !local {
            if let Some(&prev) = self.variable_keys.get(&(scope, name.clone())) {
                let v = &mut self.variables[prev];
                if defined && !v.defined {
                    (v.defined, v.storage, v.init_kind, v.has_init) =
                        (true, storage, init_kind, init.is_some());
                }
                return;
            }
        }
        let region = if local && !static_local {
            Scope::Func
        } else {
            Scope::File
        };
        let id = self.id();
        let mem_space = cuda::mem_space(&cuda::spaces_of(specs, Some(d)));
        let named = self.named(tok, scope, ctx, linkage, has_attrs(specs, d));
        if !static_local {
            self.scopes[scope].variables.push(EntryRef {
                scope: region,
                kind: "variable",
                id,
                desc: Desc::Text(name.clone()),
            });
        }
        let rec = VariableRec {
            region,
            id,
            named,
            enclosing_routine: ctx.function.map(|f| f.1),
            ty,
            storage,
            declared_storage,
            init_kind,
            has_init: init.is_some(),
            defined,
            mem_space,
            local,
            static_local,
        };
        self.variables.push(rec);
        if static_local {
        } else if let Some((f, _)) = ctx.function {
            self.functions[f].locals.push(self.variables.len() - 1);
        } else {
            self.variable_keys
                .insert((scope, name), self.variables.len() - 1);
        }
    }

    fn field(&mut self, tok: u32, ty: TypeIx, scope: usize, ctx: Ctx, has_attributes: bool) {
        let id = self.id();
        let named = self.named(tok, scope, ctx, "no", has_attributes);
        self.fields.push(FieldRec {
            id,
            named,
            ty,
            offset: None,
        });
    }

    #[allow(clippy::too_many_arguments)]
    fn routine(
        &mut self,
        specs: &[DeclSpec],
        d: &Declarator,
        tok: u32,
        ty: TypeIx,
        scope: usize,
        definition: bool,
        ctx: Ctx,
    ) -> Option<usize> {
        let name = self.tok(tok).to_string();
        let signature = self.types.spell(ty);
        let is_static = self.has_keyword(specs, "static");
        let key = (scope, name.clone(), signature);
        if let Some(&prev) = self.routine_keys.get(&key) {
            let r = &mut self.routines[prev];
            if definition && !r.defined {
                r.defined = true;
                if r.storage == "sc_extern" {
                    r.storage = "sc_unspecified";
                }
            }
            return Some(prev);
        }
        let member = ctx.access.is_some();
        let linkage = if is_static && !member || ctx.anonymous_ns {
            "internal"
        } else if ctx.extern_c {
            "C"
        } else {
            "C++"
        };
        let declared_storage = if is_static {
            "sc_static"
        } else {
            "sc_unspecified"
        };
        let storage = if is_static || ctx.anonymous_ns {
            "sc_static"
        } else if definition {
            "sc_unspecified"
        } else {
            "sc_extern"
        };
        let id = self.id();
        let exec = Some(cuda::exec_space(&cuda::spaces_of(specs, Some(d))));
        let named = self.named(tok, scope, ctx, linkage, has_attrs(specs, d));
        let is_inline = self.has_keyword(specs, "inline")
            || self.has_keyword(specs, "constexpr")
            || (member && definition);
        self.scopes[scope].routines.push(EntryRef {
            scope: Scope::File,
            kind: "routine",
            id,
            desc: Desc::Text(name),
        });
        self.routines.push(RoutineRec {
            id,
            named,
            ty,
            storage,
            declared_storage,
            is_inline,
            defined: definition,
            def_number: 0,
            region: 0,
            extern_c: ctx.extern_c,
            exec,
        });
        self.routine_keys.insert(key, self.routines.len() - 1);
        Some(self.routines.len() - 1)
    }

    fn function_def(&mut self, f: &FunctionDef, scope: usize, ctx: Ctx) {
        let Some(name) = f.declarator.name() else {
            return;
        };
        if !name.scopes.is_empty() {
            return; // out-of-class member definitions: not displayed yet
        }
        let UnqualKind::Plain(seg) = &name.last else {
            return;
        };
        let base = self.specifier_type(&f.specs, scope);
        let ty = self.declarator_type(base, &f.declarator, scope);
        let Some(r) = self.routine(&f.specs, &f.declarator, seg.tok, ty, scope, true, ctx) else {
            return;
        };
        let number = self.functions.len() as u32 + 1;
        self.routines[r].def_number = number;
        self.routines[r].region = number + 1;
        let routine_ref = EntryRef {
            scope: Scope::File,
            kind: "routine",
            id: self.routines[r].id,
            desc: Desc::Text(self.routines[r].named.name.clone()),
        };
        let fscope = self.new_scope(
            Scope::Func,
            Some(scope),
            "sck_function",
            Some(("routine.ptr", routine_ref)),
        );
        let title = format!("function \"{}\"", self.routines[r].named.name);
        self.functions.push(FunctionRegion {
            title,
            routine: r,
            scope: fscope,
            locals: vec![],
        });
        let fctx = Ctx {
            function: Some((self.functions.len() - 1, r)),
            access: None,
            ..ctx
        };
        if let Some(params) = f.declarator.function_params() {
            for p in &params.params {
                let Some(UnqualKind::Plain(seg)) = p.declarator.name().map(|q| &q.last) else {
                    continue;
                };
                let pbase = self.specifier_type(&p.specs, scope);
                let pty = self.declarator_type(pbase, &p.declarator, scope);
                self.variable(&p.specs, &p.declarator, seg.tok, pty, None, fscope, fctx);
            }
        }
        if let FunctionBody::Block(b) | FunctionBody::Try(b, _, _) = &f.body {
            self.block(b, fscope, fctx);
        }
    }

    fn block(&mut self, b: &Block, scope: usize, ctx: Ctx) {
        for s in &b.stmts {
            self.stmt(
                s,
                scope,
                Ctx {
                    depth: ctx.depth + 1,
                    ..ctx
                },
            );
        }
    }

    fn stmt(&mut self, s: &Stmt, scope: usize, ctx: Ctx) {
        if ctx.depth > MAX_NESTING {
            return;
        }
        let inner = Ctx {
            depth: ctx.depth + 1,
            ..ctx
        };
        match s {
            Stmt::Decl(Decl::Simple(d)) => self.simple(d, scope, ctx),
            Stmt::Block(b) => self.block(b, scope, inner),
            Stmt::If { then, els, .. } => {
                self.stmt(then, scope, inner);
                if let Some(e) = els {
                    self.stmt(e, scope, inner);
                }
            }
            Stmt::While { body, .. }
            | Stmt::For { body, .. }
            | Stmt::RangeFor { body, .. }
            | Stmt::Switch { body, .. }
            | Stmt::DoWhile { body, .. } => self.stmt(body, scope, inner),
            Stmt::Case { stmt, .. } | Stmt::Default { stmt, .. } | Stmt::Label { stmt, .. } => {
                self.stmt(stmt, scope, inner)
            }
            _ => {}
        }
    }

    fn class(&mut self, c: &ClassSpec, scope: usize, ctx: Ctx) {
        let key = self.tok(c.key);
        let kind = match key {
            "class" => "tk_class",
            "union" => "tk_union",
            _ => "tk_struct",
        };
        let name_tok = c
            .name
            .as_ref()
            .filter(|q| q.scopes.is_empty())
            .and_then(|q| match &q.last {
                UnqualKind::Plain(seg) => Some(seg.tok),
                _ => None,
            });
        let simple = name_tok.map(|t| self.tok(t).to_string());
        let qualified_name = format!(
            "{}{}",
            self.qualifier(scope),
            simple.clone().unwrap_or_else(|| "<unnamed>".into())
        );
        let class_ix = self.types.classes.len();
        self.types.classes.push(ClassInfo {
            qualified_name,
            kind,
            field_types: vec![],
            layout_unknown: !c.bases.is_empty(),
        });
        let ty = self.intern(TypeNode::Class(class_ix));
        let type_ref = EntryRef {
            scope: Scope::File,
            kind: "type",
            id: self.type_ids[ty],
            desc: Desc::Text(self.types.spell(ty)),
        };
        if let Some(n) = &simple {
            self.scopes[scope].type_names.insert(n.clone(), ty);
            self.scopes[scope].types.push(type_ref.clone());
        }
        let linkage = if ctx.anonymous_ns { "internal" } else { "C++" };
        let named = name_tok.map(|t| self.named(t, scope, ctx, linkage, !c.attrs.is_empty()));
        self.classes.push(ClassRec {
            ty,
            named,
            fields: vec![],
        });
        let inner = self.new_scope(
            Scope::File,
            Some(scope),
            "sck_class_struct_union",
            Some(("assoc_type", type_ref)),
        );
        let mut access = if kind == "tk_class" {
            "as_private"
        } else {
            "as_public"
        };
        for m in &c.members {
            match m {
                Member::Access(t) => {
                    access = match self.tok(*t) {
                        "private" => "as_private",
                        "protected" => "as_protected",
                        _ => "as_public",
                    }
                }
                Member::Decl(d) => {
                    if matches!(d, Decl::Function(_))
                        || matches!(d, Decl::Simple(s) if s.declarators.iter().any(|i| i.declarator.function_params().is_some()))
                    {
                        // Member functions are displayed; virtual ones change the layout.
                        if let Decl::Simple(s) = d {
                            if self.has_keyword(&s.specs, "virtual") {
                                self.types.classes[class_ix].layout_unknown = true;
                            }
                        }
                        if let Decl::Function(f) = d {
                            if self.has_keyword(&f.specs, "virtual") {
                                self.types.classes[class_ix].layout_unknown = true;
                            }
                        }
                    }
                    let member_ctx = Ctx {
                        access: Some(access),
                        depth: ctx.depth + 1,
                        ..ctx
                    };
                    let before = self.fields.len();
                    self.decl(d, inner, member_ctx);
                    for f in before..self.fields.len() {
                        let fty = self.fields[f].ty;
                        self.types.classes[class_ix].field_types.push(fty);
                        if let Some(cr) = self.classes.iter_mut().rev().find(|cr| cr.ty == ty) {
                            if !cr.fields.contains(&f) {
                                cr.fields.push(f);
                            }
                        }
                    }
                    if let Decl::Simple(s) = d {
                        if s.declarators
                            .iter()
                            .any(|i| matches!(i.init, Some(Initializer::BitField(_))))
                        {
                            self.types.classes[class_ix].layout_unknown = true;
                        }
                    }
                }
            }
        }
        // Offsets of the fields, when the layout is one cufe computes.
        if let Some(cr) = self.classes.iter().rposition(|cr| cr.ty == ty) {
            let fields = self.classes[cr].fields.clone();
            let union = kind == "tk_union";
            let mut offset = 0u64;
            for f in fields {
                let Some((size, align)) = self.layout(self.fields[f].ty, 0) else {
                    break;
                };
                if !union {
                    offset = offset.div_ceil(align.max(1)) * align.max(1);
                }
                if !self.types.classes[class_ix].layout_unknown {
                    self.fields[f].offset = Some(if union { 0 } else { offset });
                }
                if !union {
                    offset = offset.saturating_add(size);
                }
            }
        }
    }

    // ------------------------------------------------------------ types

    fn intern(&mut self, node: TypeNode) -> TypeIx {
        let (ix, new) = self.types.intern(node);
        if new {
            let id = self.id();
            self.type_ids.push(id);
        }
        ix
    }

    fn type_ref(&self, t: TypeIx) -> Value {
        match self.type_ids.get(t) {
            Some(&id) => Value::Ref(EntryRef {
                scope: Scope::File,
                kind: "type",
                id,
                desc: Desc::Text(self.types.spell(t)),
            }),
            None => Value::Null,
        }
    }

    fn lookup_type(&self, mut scope: usize, name: &str) -> Option<TypeIx> {
        for _ in 0..MAX_NESTING {
            if let Some(&t) = self.scopes[scope].type_names.get(name) {
                return Some(t);
            }
            scope = self.scopes[scope].parent?;
        }
        None
    }

    fn specifier_type(&mut self, specs: &[DeclSpec], scope: usize) -> TypeIx {
        let mut keywords = vec![];
        let mut named = None;
        let mut cv = vec![];
        for s in specs {
            match s {
                DeclSpec::Builtin(t) => keywords.push(self.tok(*t).to_string()),
                DeclSpec::Cv(t) => {
                    let q = match self.tok(*t).trim_matches('_') {
                        "const" => "const",
                        "volatile" => "volatile",
                        _ => "restrict",
                    };
                    if !cv.contains(&q) {
                        cv.push(q);
                    }
                }
                DeclSpec::Type(TypeSpec::Named(q))
                | DeclSpec::Type(TypeSpec::Elaborated { name: q, .. }) => {
                    let spelled = self.spell_qual(q);
                    let found = match (&q.last, q.scopes.is_empty()) {
                        (UnqualKind::Plain(seg), true) if seg.template_args.is_none() => {
                            self.lookup_type(scope, self.tok(seg.tok))
                        }
                        _ => None,
                    };
                    named = Some(found.unwrap_or_else(|| self.intern(TypeNode::Unknown(spelled))));
                }
                DeclSpec::Type(TypeSpec::Class(c)) => {
                    let n = c.name.as_ref().and_then(|q| match &q.last {
                        UnqualKind::Plain(seg) => Some(self.tok(seg.tok).to_string()),
                        _ => None,
                    });
                    named = n
                        .and_then(|n| self.lookup_type(scope, &n))
                        .or(Some(self.classes.last().map(|c| c.ty).unwrap_or(0)));
                }
                DeclSpec::Type(TypeSpec::Enum(e)) => {
                    let n = e
                        .name
                        .as_ref()
                        .map(|q| self.spell_qual(q))
                        .unwrap_or_else(|| "<unnamed enum>".into());
                    named = Some(self.intern(TypeNode::Unknown(n)));
                }
                DeclSpec::Type(_) => named = Some(self.intern(TypeNode::Unknown("<type>".into()))),
                _ => {}
            }
        }
        let base = match named {
            Some(t) => t,
            None => {
                let name = if keywords.is_empty() {
                    "int".to_string()
                } else {
                    crate::sema::types::builtin_name(&keywords).unwrap_or_else(|| "int".into())
                };
                self.intern(TypeNode::Builtin(name))
            }
        };
        if cv.is_empty() {
            base
        } else {
            self.intern(TypeNode::Qualified(base, cv.join(" ")))
        }
    }

    fn spell_qual(&self, q: &QualName) -> String {
        (q.range.lo..q.range.hi)
            .map(|i| self.tok(i))
            .collect::<Vec<_>>()
            .join("")
    }

    fn declarator_type(&mut self, base: TypeIx, d: &Declarator, scope: usize) -> TypeIx {
        self.declarator_type_at(base, d, scope, 0)
    }

    fn declarator_type_at(
        &mut self,
        base: TypeIx,
        d: &Declarator,
        scope: usize,
        depth: usize,
    ) -> TypeIx {
        if depth > MAX_NESTING {
            return self.intern(TypeNode::Unknown("<too deep>".into()));
        }
        match d {
            Declarator::Name { .. } => base,
            Declarator::Attributed { inner, .. } | Declarator::Paren { inner, .. } => {
                self.declarator_type_at(base, inner, scope, depth + 1)
            }
            Declarator::Ptr { op, inner, .. } => {
                let t = match op {
                    PtrOp::Pointer { cv, .. } => {
                        let p = self.intern(TypeNode::Pointer(base));
                        if cv.is_empty() {
                            p
                        } else {
                            let q: Vec<&str> =
                                cv.iter().map(|c| self.tok(*c).trim_matches('_')).collect();
                            self.intern(TypeNode::Qualified(p, q.join(" ")))
                        }
                    }
                    PtrOp::LRef => self.intern(TypeNode::LRef(base)),
                    PtrOp::RRef => self.intern(TypeNode::RRef(base)),
                    PtrOp::Member { .. } => {
                        self.intern(TypeNode::Unknown("<pointer to member>".into()))
                    }
                };
                self.declarator_type_at(t, inner, scope, depth + 1)
            }
            Declarator::Array { inner, size, .. } => {
                let n = size.as_deref().and_then(|e| self.integer_literal(e));
                let t = self.intern(TypeNode::Array(base, n));
                self.declarator_type_at(t, inner, scope, depth + 1)
            }
            Declarator::Func { inner, params, .. } => {
                let mut ps = vec![];
                for p in &params.params {
                    let pb = self.specifier_type(&p.specs, scope);
                    let pt = self.declarator_type_at(pb, &p.declarator, scope, depth + 1);
                    // Parameter types are adjusted: top-level cv dropped, arrays and functions decay.
                    let adjusted = match self.types.nodes.get(pt).cloned() {
                        Some(TypeNode::Qualified(inner, _)) => inner,
                        Some(TypeNode::Array(e, _)) => self.intern(TypeNode::Pointer(e)),
                        Some(TypeNode::Function { .. }) => self.intern(TypeNode::Pointer(pt)),
                        _ => pt,
                    };
                    ps.push(adjusted);
                }
                if ps.len() == 1
                    && matches!(self.types.nodes.get(ps[0]), Some(TypeNode::Builtin(b)) if b == "void")
                {
                    ps.clear();
                }
                let f = self.intern(TypeNode::Function {
                    ret: base,
                    params: ps,
                    variadic: params.variadic,
                });
                self.declarator_type_at(f, inner, scope, depth + 1)
            }
        }
    }

    fn is_pointer_or_reference(&self, t: TypeIx) -> bool {
        match self.types.nodes.get(t) {
            Some(TypeNode::Pointer(_) | TypeNode::LRef(_) | TypeNode::RRef(_)) => true,
            Some(TypeNode::Qualified(b, _)) => {
                matches!(self.types.nodes.get(*b), Some(TypeNode::Pointer(_)))
            }
            _ => false,
        }
    }

    fn integer_literal(&self, e: &Expr) -> Option<u64> {
        match e {
            Expr::Literal(t) => parse_integer(self.tok(*t)),
            Expr::Paren(inner, _) => self.integer_literal(inner),
            _ => None,
        }
    }

    /// Size and alignment of a type, when cufe can compute it (LP64).
    fn layout(&self, t: TypeIx, depth: usize) -> Option<(u64, u64)> {
        if depth > MAX_NESTING {
            return None;
        }
        match self.types.nodes.get(t)? {
            TypeNode::Builtin(n) => self.t.builtin(n).map(|b| (b.size, b.alignment)),
            TypeNode::Qualified(b, _) | TypeNode::Typedef(_, b) => self.layout(*b, depth + 1),
            TypeNode::Pointer(_) | TypeNode::LRef(_) | TypeNode::RRef(_) => Some((8, 8)),
            TypeNode::Array(e, n) => {
                let (s, a) = self.layout(*e, depth + 1)?;
                Some((s.checked_mul((*n)?)?, a))
            }
            TypeNode::Function { .. } => Some((0, 1)),
            TypeNode::Class(c) => {
                let info = self.types.classes.get(*c)?;
                if info.layout_unknown {
                    return None;
                }
                let union = info.kind == "tk_union";
                let (mut size, mut align) = (0u64, 1u64);
                for f in &info.field_types {
                    let (s, a) = self.layout(*f, depth + 1)?;
                    align = align.max(a);
                    size = if union {
                        size.max(s)
                    } else {
                        size.div_ceil(a.max(1)) * a.max(1) + s
                    };
                }
                // An empty class has size 1.
                let size = if info.field_types.is_empty() {
                    1
                } else {
                    size.div_ceil(align) * align
                };
                Some((size, align))
            }
            TypeNode::Unknown(_) => None,
        }
    }

    fn type_id_of(&mut self, ty: &TypeId, scope: usize) -> TypeIx {
        let b = self.specifier_type(&ty.specs, scope);
        self.declarator_type(b, &ty.declarator, scope)
    }

    // ------------------------------------------------------------ entries

    fn source_corresp(&mut self, n: &Named, enclosing: Option<usize>, local: bool) -> Value {
        self.source_corresp_full(n, enclosing, local, false)
    }

    /// `static_local`: a static local variable, whose parent is reached through its
    /// function (`parent_scope: NULL`, `parent_via_local_scope_ref: TRUE`).
    fn source_corresp_full(
        &mut self,
        n: &Named,
        enclosing: Option<usize>,
        local: bool,
        static_local: bool,
    ) -> Value {
        let (seq, col) = self.position(n.tok);
        let mut g = vec![
            Field::new("name", Value::Ref(self.id_name(&n.name))),
            Field::new("decl_position.seq", Value::Int(seq)),
            Field::new("decl_position.column", Value::Int(col)),
        ];
        if let Some(a) = n.access {
            g.push(Field::new("is_class_member", Value::Bool(true)));
            g.push(Field::new("access", Value::Name(a.into())));
        }
        g.push(Field::new(
            "parent_scope",
            if static_local {
                Value::Null
            } else {
                Value::Ref(self.scope_ref(n.parent_scope))
            },
        ));
        g.push(Field::new(
            "enclosing_routine",
            enclosing
                .map(|r| Value::Ref(self.routine_ref(r)))
                .unwrap_or(Value::Null),
        ));
        if local {
            g.push(Field::new("is_local_to_function", Value::Bool(true)));
        }
        if static_local {
            g.push(Field::new("parent_via_local_scope_ref", Value::Bool(true)));
        }
        g.push(Field::new("name_linkage", Value::Name(n.linkage.into())));
        if !n.has_attributes {
            g.push(Field::new("attributes", Value::Null));
        }
        Value::Group(g)
    }

    fn routine_ref(&self, r: usize) -> EntryRef {
        EntryRef {
            scope: Scope::File,
            kind: "routine",
            id: self.routines[r].id,
            desc: Desc::Text(self.routines[r].named.name.clone()),
        }
    }

    /// The entry after `me` in a scope's list (`next`).
    fn next_in(list: &[EntryRef], me: u32) -> Value {
        list.iter()
            .position(|r| r.id == me)
            .and_then(|i| list.get(i + 1))
            .map(|r| Value::Ref(r.clone()))
            .unwrap_or(Value::Null)
    }

    fn finish(mut self, opts: &DisplayOptions) -> IlDump {
        let t = self.t;
        let mut file_entries: Vec<Entry> = vec![];
        let mut func_entries: Vec<Vec<Entry>> = self.functions.iter().map(|_| vec![]).collect();

        // il_header
        let primary = self.source_files.first().map(|e| e.id).unwrap_or(0);
        let primary_name = self
            .p
            .map
            .file_name(crate::source::FileId(0))
            .as_bytes()
            .to_vec();
        let main = self
            .routines
            .iter()
            .position(|r| r.named.name == "main" && r.named.parent_scope == self.global_scope);
        let version = self.other_text(opts.compiler_version.as_bytes());
        let time = self.other_text(opts.time_of_compilation.as_bytes());
        let any_templates = self.p.unit.decls.iter().any(has_template);
        let header = vec![
            Field::new(
                "primary_source_file",
                Value::Ref(EntryRef {
                    scope: Scope::File,
                    kind: "source-file",
                    id: primary,
                    desc: Desc::Quoted(primary_name),
                }),
            ),
            Field::new(
                "primary_scope",
                Value::Ref(self.scope_ref(self.global_scope)),
            ),
            Field::new(
                "main_routine",
                main.map(|m| Value::Ref(self.routine_ref(m)))
                    .unwrap_or(Value::Null),
            ),
            Field::new("compiler_version", Value::Ref(version)),
            Field::new("time_of_compilation", Value::Ref(time)),
            Field::new("plain_chars_are_signed", Value::Bool(true)),
            Field::new(
                "source_language",
                Value::Name(t.name("source_language", 0).into()),
            ),
            Field::new("std_version", Value::Int(opts.std_version as i64)),
            Field::new("pcc_compatibility_mode", Value::Bool(false)),
            Field::new("enum_type_is_integral", Value::Bool(false)),
            Field::new("gcc_mode", Value::Bool(false)),
            Field::new("gpp_mode", Value::Bool(opts.gnu_version.is_some())),
            Field::new(
                "gnu_version",
                Value::Int(opts.gnu_version.unwrap_or(0) as i64),
            ),
            Field::new("short_enums", Value::Bool(false)),
            Field::new("default_nocommon", Value::Bool(false)),
            Field::new("UCN_identifiers_used", Value::Bool(false)),
            Field::new("vla_used", Value::Bool(false)),
            Field::new("any_templates_seen", Value::Bool(any_templates)),
            Field::new("prototype_instantiations_in_il", Value::Bool(true)),
            Field::new("il_has_all_prototype_instantiations", Value::Bool(true)),
            Field::new("il_has_C_semantics", Value::Bool(false)),
            Field::new("nontag_types_used_in_exception_or_rtti", Value::Null),
            Field::new(
                "seq_number_lookup_entries",
                self.lookup_entries
                    .first()
                    .map(|e| Value::Ref(e.reference(Desc::None)))
                    .unwrap_or(Value::Null),
            ),
        ];

        // types
        for ix in 0..self.types.nodes.len() {
            let e = self.type_entry(ix);
            file_entries.push(e);
        }
        // classes' fields
        for f in 0..self.fields.len() {
            let named = std::mem::replace(
                &mut self.fields[f].named,
                Named {
                    name: String::new(),
                    tok: 0,
                    parent_scope: 0,
                    access: None,
                    linkage: "no",
                    has_attributes: false,
                },
            );
            let mut fields = vec![Field::new(
                "source_corresp",
                self.source_corresp(&named, None, false),
            )];
            let siblings: Vec<EntryRef> = self
                .classes
                .iter()
                .find(|c| c.fields.contains(&f))
                .map(|c| {
                    c.fields
                        .iter()
                        .map(|&x| EntryRef {
                            scope: Scope::File,
                            kind: "field",
                            id: self.fields[x].id,
                            desc: Desc::Text(if x == f {
                                named.name.clone()
                            } else {
                                self.fields[x].named.name.clone()
                            }),
                        })
                        .collect()
                })
                .unwrap_or_default();
            fields.push(Field::new(
                "next",
                Self::next_in(&siblings, self.fields[f].id),
            ));
            fields.push(Field::new("type", self.type_ref(self.fields[f].ty)));
            if let Some(o) = self.fields[f].offset {
                fields.push(Field::new("offset", Value::Int(o as i64)));
            }
            self.fields[f].named = named;
            file_entries.push(Entry {
                scope: Scope::File,
                kind: "field",
                id: self.fields[f].id,
                fields,
            });
        }
        // variables
        for v in 0..self.variables.len() {
            let (e, region) = self.variable_entry(v);
            match (
                region,
                self.functions.iter().position(|f| f.locals.contains(&v)),
            ) {
                (Scope::Func, Some(f)) => func_entries[f].push(e),
                _ => file_entries.push(e),
            }
        }
        // routines
        for r in 0..self.routines.len() {
            let e = self.routine_entry(r);
            file_entries.push(e);
        }
        // namespaces and scopes
        for n in 0..self.namespaces.len() {
            let e = self.namespace_entry(n);
            file_entries.push(e);
        }
        for s in 0..self.scopes.len() {
            let e = self.scope_entry(s);
            match self.functions.iter().position(|f| f.scope == s) {
                Some(f) => func_entries[f].push(e),
                None => file_entries.push(e),
            }
        }
        file_entries.append(&mut self.source_files);
        file_entries.append(&mut self.lookup_entries);
        let by_id = |v: &mut Vec<Entry>| v.sort_by_key(|e| e.id);
        by_id(&mut file_entries);
        let mut regions = vec![Region {
            number: 1,
            title: "file scope".into(),
            header: Some(header),
            entries: file_entries,
        }];
        for (i, (f, mut entries)) in self.functions.iter().zip(func_entries).enumerate() {
            by_id(&mut entries);
            let _ = f.routine;
            regions.push(Region {
                number: i as u32 + 2,
                title: f.title.clone(),
                header: None,
                entries,
            });
        }
        IlDump {
            compilation_of: self.p.map.file_name(crate::source::FileId(0)).to_string(),
            regions,
        }
    }

    fn type_entry(&mut self, ix: TypeIx) -> Entry {
        let node = self.types.nodes[ix].clone();
        let id = self.type_ids[ix];
        let mut fields = vec![];
        let class_rec = if let TypeNode::Class(_) = node {
            self.classes.iter().position(|c| c.ty == ix)
        } else {
            None
        };
        let typedef_named = self.typedef_names.remove(&ix);
        let named = class_rec
            .and_then(|c| self.classes[c].named.take())
            .or(typedef_named);
        match &named {
            Some(n) => {
                let sc = self.source_corresp(n, None, false);
                fields.push(Field::new("source_corresp", sc));
                let list = self.scopes[n.parent_scope].types.clone();
                fields.push(Field::new("next", Self::next_in(&list, id)));
            }
            None => {
                fields.push(Field::new(
                    "source_corresp",
                    Value::Group(vec![
                        Field::new("parent_scope", Value::Null),
                        Field::new("enclosing_routine", Value::Null),
                        Field::new("attributes", Value::Null),
                    ]),
                ));
                fields.push(Field::new("next", Value::Null));
            }
        }
        match (class_rec, named) {
            (Some(c), Some(n)) => self.classes[c].named = Some(n),
            (None, Some(n)) => {
                self.typedef_names.insert(ix, n);
            }
            _ => {}
        }
        let layout = match node {
            // The reference shows typedefs and cv-qualified types as size 0, alignment 1.
            TypeNode::Qualified(..) | TypeNode::Typedef(..) => Some((0, 1)),
            _ => self.layout(ix, 0),
        };
        if let Some((size, align)) = layout {
            fields.push(Field::new("size", Value::Int(size as i64)));
            fields.push(Field::new("alignment", Value::Int(align as i64)));
        }
        let kind = |k: &str| Field::new("kind", Value::Name(k.to_string()));
        match node {
            TypeNode::Builtin(n) => {
                let k = self
                    .t
                    .builtin(&n)
                    .map(|b| b.kind.clone())
                    .unwrap_or_else(|| "tk_unknown".into());
                if k == "tk_void" {
                    fields.push(Field::new("incomplete", Value::Bool(true)));
                }
                fields.push(kind(&k));
                match k.as_str() {
                    "tk_integer" => {
                        fields.push(Field::new(
                            "int_kind",
                            Value::Name(if n == "bool" {
                                "char".into()
                            } else {
                                n.clone()
                            }),
                        ));
                        if n == "bool" {
                            fields.push(Field::new("bool_type", Value::Bool(true)));
                        }
                    }
                    "tk_float" => fields.push(Field::new("float_kind", Value::Name(n))),
                    _ => {}
                }
            }
            TypeNode::Qualified(b, cv) => {
                fields.push(kind("tk_typeref"));
                fields.push(Field::new("typeref_type", self.type_ref(b)));
                fields.push(Field::new("qualifiers", Value::Name(cv)));
            }
            TypeNode::Typedef(_, b) => {
                fields.push(kind("tk_typeref"));
                fields.push(Field::new("typeref_type", self.type_ref(b)));
                // The typedef kind (the reference's second `kind`); `none` for a plain typedef.
                fields.push(kind("none"));
            }
            TypeNode::Pointer(p) | TypeNode::LRef(p) | TypeNode::RRef(p) => {
                fields.push(kind("tk_pointer"));
                fields.push(Field::new("type_pointed_to", self.type_ref(p)));
                if !matches!(self.types.nodes[ix], TypeNode::Pointer(_)) {
                    fields.push(Field::new("is_reference", Value::Bool(true)));
                }
                if matches!(self.types.nodes[ix], TypeNode::RRef(_)) {
                    fields.push(Field::new("is_rvalue_reference", Value::Bool(true)));
                }
            }
            TypeNode::Array(e, n) => {
                fields.push(kind("tk_array"));
                fields.push(Field::new("element_type", self.type_ref(e)));
                if let Some(n) = n {
                    fields.push(Field::new("number_of_elements", Value::Int(n as i64)));
                }
            }
            TypeNode::Function { ret, params, .. } => {
                fields.push(kind("tk_routine"));
                fields.push(Field::new("return_type", self.type_ref(ret)));
                if params.is_empty() {
                    fields.push(Field::new("param_type_list", Value::Null));
                }
                fields.push(Field::new("prototyped", Value::Bool(true)));
            }
            TypeNode::Class(c) => {
                let k = self
                    .types
                    .classes
                    .get(c)
                    .map(|c| c.kind)
                    .unwrap_or("tk_struct");
                fields.push(kind(k));
                let first = class_rec.and_then(|c| self.classes[c].fields.first().copied());
                let v = first
                    .map(|f| {
                        Value::Ref(EntryRef {
                            scope: Scope::File,
                            kind: "field",
                            id: self.fields[f].id,
                            desc: Desc::Text(self.fields[f].named.name.clone()),
                        })
                    })
                    .unwrap_or(Value::Null);
                fields.push(Field::new("field_list", v));
            }
            TypeNode::Unknown(_) => fields.push(kind("tk_unknown")),
        }
        Entry {
            scope: Scope::File,
            kind: "type",
            id,
            fields,
        }
    }

    fn variable_entry(&mut self, v: usize) -> (Entry, Scope) {
        let (named, enclosing, local, static_local) = {
            let r = &self.variables[v];
            (
                Named {
                    name: r.named.name.clone(),
                    tok: r.named.tok,
                    parent_scope: r.named.parent_scope,
                    access: r.named.access,
                    linkage: r.named.linkage,
                    has_attributes: r.named.has_attributes,
                },
                r.enclosing_routine,
                r.local,
                r.static_local,
            )
        };
        let sc = self.source_corresp_full(&named, enclosing, local, static_local);
        let r = &self.variables[v];
        let list = &self.scopes[r.named.parent_scope].variables;
        let mut fields = vec![
            Field::new("source_corresp", sc),
            Field::new(
                "next",
                if static_local {
                    Value::Null
                } else {
                    Self::next_in(list, r.id)
                },
            ),
            Field::new("type", self.type_ref(r.ty)),
            Field::new("storage_class", Value::Name(r.storage.into())),
            Field::new(
                "declared_storage_class",
                Value::Name(r.declared_storage.into()),
            ),
            Field::new("asm_name_is_valid", Value::Bool(true)),
            Field::new("init_kind", Value::Name(r.init_kind.into())),
        ];
        if r.has_init {
            fields.push(Field::new("has_explicit_initializer", Value::Bool(true)));
        }
        if !local || static_local {
            fields.push(Field::new(
                "declared_type",
                if r.defined {
                    self.type_ref(r.ty)
                } else {
                    Value::Null
                },
            ));
        }
        if let Some(m) = r.mem_space {
            let ix = match m {
                MemSpace::Device => 0,
                MemSpace::Constant => 1,
                MemSpace::Shared => 2,
                MemSpace::Managed => 3,
            };
            fields.push(Field::new(
                "cuda_memory_space",
                Value::Name(self.t.name("cuda_memory_space", ix).into()),
            ));
        }
        (
            Entry {
                scope: r.region,
                kind: "variable",
                id: r.id,
                fields,
            },
            r.region,
        )
    }

    fn routine_entry(&mut self, ri: usize) -> Entry {
        let named = {
            let n = &self.routines[ri].named;
            Named {
                name: n.name.clone(),
                tok: n.tok,
                parent_scope: n.parent_scope,
                access: n.access,
                linkage: n.linkage,
                has_attributes: n.has_attributes,
            }
        };
        let sc = self.source_corresp(&named, None, false);
        let r = &self.routines[ri];
        let list = &self.scopes[r.named.parent_scope].routines;
        let mut fields = vec![Field::new("source_corresp", sc)];
        // A class's routine list goes on with the implicitly declared members, which cufe
        // does not create yet: `next` is only shown outside classes.
        if named.access.is_none() {
            fields.push(Field::new("next", Self::next_in(list, r.id)));
        }
        fields.extend([
            Field::new("type", self.type_ref(r.ty)),
            Field::new("function_def_number", Value::Int(r.def_number as i64)),
            Field::new("memory_region", Value::Int(r.region as i64)),
            Field::new("storage_class", Value::Name(r.storage.into())),
            Field::new(
                "declared_storage_class",
                Value::Name(r.declared_storage.into()),
            ),
        ]);
        if r.is_inline {
            fields.push(Field::new("is_inline", Value::Bool(true)));
        }
        fields.push(Field::new("defined", Value::Bool(r.defined)));
        fields.push(Field::new(
            "surrounding_name_linkage_state",
            Value::Name(if r.extern_c { "C" } else { "C++" }.into()),
        ));
        if r.defined {
            fields.push(Field::new("is_top_level_in_mem_region", Value::Bool(true)));
        }
        fields.push(Field::new(
            "declared_type",
            if r.defined {
                self.type_ref(r.ty)
            } else {
                Value::Null
            },
        ));
        if let Some(e) = r.exec {
            let ix = match e {
                ExecSpace::Host => 0,
                ExecSpace::Device => 1,
                ExecSpace::HostDevice => 2,
                ExecSpace::Global => 3,
            };
            if named.has_attributes || e != ExecSpace::Host {
                fields.push(Field::new(
                    "cuda_execution_space",
                    Value::Name(self.t.name("cuda_execution_space", ix).into()),
                ));
            }
        }
        Entry {
            scope: Scope::File,
            kind: "routine",
            id: r.id,
            fields,
        }
    }

    fn namespace_entry(&mut self, n: usize) -> Entry {
        let mut fields = vec![];
        let id = self.namespaces[n].id;
        let named = self.namespaces[n].named.take();
        let parent = self.scopes[self.namespaces[n].scope]
            .parent
            .unwrap_or(self.global_scope);
        match &named {
            Some(nm) => fields.push(Field::new(
                "source_corresp",
                self.source_corresp(nm, None, false),
            )),
            None => fields.push(Field::new(
                "source_corresp",
                Value::Group(vec![
                    Field::new("parent_scope", Value::Ref(self.scope_ref(parent))),
                    Field::new("enclosing_routine", Value::Null),
                ]),
            )),
        }
        self.namespaces[n].named = named;
        let list = self.scopes[parent].namespaces.clone();
        fields.push(Field::new("next", Self::next_in(&list, id)));
        fields.push(Field::new(
            "assoc_scope",
            Value::Ref(self.scope_ref(self.namespaces[n].scope)),
        ));
        Entry {
            scope: Scope::File,
            kind: "namespace",
            id,
            fields,
        }
    }

    fn scope_entry(&self, s: usize) -> Entry {
        let r = &self.scopes[s];
        let first = |l: &[EntryRef]| {
            l.first()
                .map(|x| Value::Ref(x.clone()))
                .unwrap_or(Value::Null)
        };
        let mut fields = vec![
            Field::new("next", Value::Null),
            Field::new(
                "parent",
                r.parent
                    .map(|p| Value::Ref(self.scope_ref(p)))
                    .unwrap_or(Value::Null),
            ),
            Field::new("kind", Value::Name(r.kind.into())),
        ];
        if let Some((label, target)) = &r.assoc {
            fields.push(Field::new(*label, Value::Ref(target.clone())));
        }
        fields.push(Field::new("types", first(&r.types)));
        fields.push(Field::new("variables", first(&r.variables)));
        fields.push(Field::new("routines", first(&r.routines)));
        if matches!(r.kind, "sck_file" | "sck_namespace") {
            fields.push(Field::new("namespaces", first(&r.namespaces)));
        }
        Entry {
            scope: r.region,
            kind: "scope",
            id: r.id,
            fields,
        }
    }
}

fn has_attrs(specs: &[DeclSpec], d: &Declarator) -> bool {
    let mut any = specs.iter().any(|s| matches!(s, DeclSpec::Attr(_)));
    cuda::declarator_attrs(d, &mut |_| any = true);
    any
}

fn has_template(d: &Decl) -> bool {
    match d {
        Decl::Template { .. } | Decl::ExplicitInstantiation { .. } => true,
        Decl::Namespace { decls, .. } | Decl::Linkage { decls, .. } => {
            decls.iter().any(has_template)
        }
        _ => false,
    }
}

/// Whether an initializer is made of literals only (the reference's `initk_static` for
/// constant initialization; address constants are not recognised yet).
/// For pointers and references, the address of a named object (`arr[0]`, `&x`, `x`) is a
/// constant too.
fn constant_initializer(i: &Initializer, address: bool) -> bool {
    fn constant(e: &Expr, address: bool, depth: usize) -> bool {
        depth < MAX_NESTING
            && match e {
                Expr::Literal(_) | Expr::Strings(_) => true,
                Expr::Name(_) => address,
                Expr::Index(a, i, _) => {
                    address && constant(a, address, depth + 1) && constant(i, false, depth + 1)
                }
                Expr::Paren(x, _) | Expr::Unary(_, x, _) => constant(x, address, depth + 1),
                Expr::Binary(_, a, b, _) => {
                    constant(a, false, depth + 1) && constant(b, false, depth + 1)
                }
                Expr::InitList(xs, _) => xs.iter().all(|x| constant(x, false, depth + 1)),
                _ => false,
            }
    }
    match i {
        Initializer::Assign(e) => constant(e, address, 0),
        Initializer::Paren(xs, _) | Initializer::Brace(xs, _) => {
            xs.iter().all(|x| constant(x, address, 0))
        }
        Initializer::BitField(_) => false,
    }
}

/// A C++ integer literal's value (`3`, `0x10`, `010`, `0b1`, `1'000`, suffixes ignored).
fn parse_integer(s: &str) -> Option<u64> {
    let s: String = s.chars().filter(|c| *c != '\'').collect();
    let s = s.trim_end_matches(['u', 'U', 'l', 'L', 'z', 'Z']);
    if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()
    } else if let Some(b) = s.strip_prefix("0b").or_else(|| s.strip_prefix("0B")) {
        u64::from_str_radix(b, 2).ok()
    } else if s.len() > 1 && s.starts_with('0') {
        u64::from_str_radix(&s[1..], 8).ok()
    } else {
        s.parse().ok()
    }
}
