//! Builds the IL display model from the checked program: the source map (source files and
//! the sequence-number lookup entries), the syntax tree and the symbol table (namespaces,
//! variables, routines, classes and their fields, enums and their enumerator constants,
//! function templates' and class templates' prototypes, the types they use), one memory
//! region for the file scope and one per function definition (its parameters and local
//! variables). One module per entry kind: `source_files`, `scopes`, `namespaces`, `variables`,
//! `routines`, `classes`, `enums`, `type_building` / `type_entries`; `predeclared` (what the
//! reference declares before the program), `implicit_members` (special members the compiler
//! declares), `closures` (lambda closure types), `constant_eval` (integer constant
//! expressions); `declarations` walks the program and `assemble` orders the entries into
//! regions.
//!
//! Fields follow the reference's entries label for label in the reference's order; fields cufe
//! cannot know yet (`referenced`, `needed`, `called`, name references, source sequence
//! entries, expression and statement trees, the `next` of an entry followed by one cufe does
//! not display) are left out rather than guessed. CUDA execution and memory spaces, which the reference cannot display
//! (it aborts on CUDA attributes), are cufe's own fields `cuda_execution_space` /
//! `cuda_memory_space` at the end of the entry.

use std::collections::HashMap;

/// Where the entry `id` is on `list`. Lists are built in declaration order, which is mostly
/// id order: a binary search finds the entry at once (a scan per entry made a scope with
/// 10^5 declarations quadratic); a list out of order is scanned.
fn position_in(list: &[EntryRef], id: u32) -> Option<usize> {
    match list.binary_search_by_key(&id, |r| r.id) {
        Ok(i) => Some(i),
        Err(_) => list.iter().position(|r| r.id == id),
    }
}

use super::model::{Desc, Entry, EntryRef, Field, IlDump, Region, Scope, Value};
use super::names::{tables, Tables};
use super::types::{ClassInfo, EnumInfo, Interner, TypeIx, TypeNode};
use super::DisplayOptions;
use crate::lex::Token;
use crate::sema::cuda::{self, ExecSpace, MemSpace};
use crate::sema::symbols::SymbolTable;
use crate::source::SourceMap;
use crate::syntax::ast::*;

mod assemble;
mod classes;
mod closures;
mod constant_eval;
mod declarations;
mod enums;
mod implicit_members;
mod instantiations;
mod namespaces;
mod predeclared;
mod routines;
mod scopes;
mod source_files;
mod specializations;
mod type_building;
mod type_entries;
mod variables;

use self::declarations::{has_attrs, has_template};
use self::implicit_members::ImplicitFor;

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
/// Specializations nested in each other's arguments that the display instantiates.
const MAX_SPECIALIZATION_NESTING: usize = 128;

pub fn build(p: &Program, opts: &DisplayOptions) -> IlDump {
    let mut b = Builder::new(p);
    b.source_files();
    let global = b.new_scope(Scope::File, None, "sck_file", None);
    b.global_scope = global;
    b.predeclare();
    for d in &p.unit.decls {
        b.decl(d, global, Ctx::default());
    }
    b.function_template_instantiations();
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
    /// A function parameter's declaration.
    parameter: bool,
    /// Inside a function template's declaration (its routine is the template's prototype).
    template: bool,
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
    /// A function scope's parameters, and a function or block scope's automatic variables
    /// (the reference's `nonstatic_variables`; `variables` holds the static ones).
    parameters: Vec<EntryRef>,
    nonstatic_variables: Vec<EntryRef>,
    /// Type names declared here (classes, typedefs), for resolving later uses.
    type_names: HashMap<String, TypeIx>,
    /// Whether `routines` holds every routine the reference's list does (false for classes
    /// whose implicitly declared members cufe does not model): `next` is shown only then.
    complete_routine_list: bool,
    /// Places in the `types` and `routines` lists where the program declares an entity cufe
    /// does not display (a class template, an operator function): the id of the entry before
    /// it, 0 at the list's start. The entry's `next` (or the scope's first) is unknown there
    /// and left out.
    type_gaps: std::collections::HashSet<u32>,
    routine_gaps: std::collections::HashSet<u32>,
    /// The scope's `next` is a scope cufe does not create (a lambda body's): left out.
    next_unknown: bool,
    /// Whether `parent` is displayed (a local class's scope shows NULL; lookups still go
    /// through the parent).
    parent_shown: bool,
}

struct Named {
    name: String,
    /// The declaring token (its position is the `decl_position`); `None` for the entities
    /// the compiler declares itself (predeclared ones, lazily declared constructors).
    tok: Option<u32>,
    parent_scope: usize,
    /// Access, for class members.
    access: Option<&'static str>,
    linkage: &'static str,
    /// Whether the declaration carries attributes (then `attributes` is not NULL, and cufe
    /// does not display attribute entries yet).
    has_attributes: bool,
}

/// A named constant: an enumerator of an unscoped enum.
struct ConstantRec {
    id: u32,
    named: Named,
    /// The enum type.
    ty: TypeIx,
    /// `None` when cufe cannot evaluate it.
    value: Option<i64>,
}

/// An enum type and its enumerators' constant records, in order.
struct EnumRec {
    ty: TypeIx,
    constants: Vec<usize>,
}

struct NamespaceRec {
    id: u32,
    named: Option<Named>,
    scope: usize,
    /// The predeclared `::std` (`is_std: TRUE`).
    is_std: bool,
}

struct VariableRec {
    region: Scope,
    id: u32,
    named: Named,
    enclosing_routine: Option<usize>,
    ty: TypeIx,
    /// The type as declared (`char []`, `int` for `constexpr int`).
    declared_ty: TypeIx,
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
    /// The prototype routine of a function template.
    template: bool,
    /// cufe's vendor attributes on the declaration (`sema::function_attributes::VENDOR`).
    vendor_attributes: Vec<String>,
    /// What kind of special function it is, when it is one.
    special: Special,
}

impl RoutineRec {
    /// A routine declared but not defined: external, not inline, no CUDA space, not a
    /// template, no special kind; callers override what differs.
    fn declaration(id: u32, named: Named, ty: TypeIx) -> RoutineRec {
        RoutineRec {
            id,
            named,
            ty,
            storage: "sc_extern",
            declared_storage: "sc_unspecified",
            is_inline: false,
            defined: false,
            def_number: 0,
            region: 0,
            extern_c: false,
            exec: None,
            template: false,
            vendor_attributes: vec![],
            special: Special::default(),
        }
    }
}

/// The special-function facts of a routine: its kind and what the compiler decided about
/// the members it declares itself (see `implicit_members`).
#[derive(Clone, Copy, Default)]
struct Special {
    /// `sfk_constructor`, `sfk_destructor`, `sfk_operator`; `None` shows nothing (sfk_none).
    kind: Option<&'static str>,
    /// `onk_assign`, `onk_new`... for operator functions.
    opname: Option<&'static str>,
    is_constexpr: bool,
    compiler_generated: bool,
    /// `is_trivial_default_constructor` or `is_trivial_copy_function`, shown TRUE.
    trivial: Option<&'static str>,
    never_throws: bool,
    /// A class member defined outside its class (`int S::f() {...}`).
    defined_outside_of_parent: bool,
    /// A function template's instantiation (`is_template_function`).
    template_instance: bool,
    /// Declared by the compiler without a declaration of its own: the entry shows neither
    /// `surrounding_name_linkage_state` nor `inline_in_class_definition` (lazily declared
    /// constructors, template instantiations).
    lazily_declared: bool,
}

struct FieldRec {
    id: u32,
    named: Named,
    ty: TypeIx,
    offset: Option<u64>,
    /// A member of a class local to a function (a closure's capture).
    local: bool,
}

/// A class type's entry facts beyond `ClassInfo`.
struct ClassRec {
    ty: TypeIx,
    named: Option<Named>,
    fields: Vec<usize>,
    /// A class local to a function (a lambda's closure type, a local class): the routine
    /// record of that function.
    local_to: Option<usize>,
    /// Declared without a name: a lambda's closure type, or a class named by the typedef
    /// that declares it (`typedef struct { ... } Anon;`).
    originally_unnamed: bool,
}

struct FunctionRegion {
    title: String,
    routine: usize,
    scope: usize,
    /// The block scopes nested in the body (their entries go into this region).
    block_scopes: Vec<usize>,
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
    /// The type parameters of the enclosing templates, innermost last: name → `T#(depth,index)`.
    template_params: Vec<HashMap<String, TypeIx>>,
    constants: Vec<ConstantRec>,
    enums: Vec<EnumRec>,
    /// Enumerator names seen so far (their uses are constants).
    enumerator_names: std::collections::HashSet<String>,
    /// Typedef types declared with `using X = T;` (the reference's typedef kind `is_alias`).
    alias_types: std::collections::HashSet<TypeIx>,
    /// Unnamed enum types by the first token of their specifier (uses find them there).
    unnamed_enums: HashMap<u32, TypeIx>,
    /// The typedefs the compiler declares itself (`predeclared: TRUE`), and the one that is
    /// `__builtin_va_list`.
    predeclared_types: std::collections::HashSet<TypeIx>,
    builtin_va_list: Option<TypeIx>,
    /// For constant evaluation (`constant_eval`): `constexpr` functions and the values of
    /// constant integer variables, by (scope, name).
    constexpr_functions: HashMap<(usize, String), std::rc::Rc<constant_eval::ConstexprFunction>>,
    constant_variables: HashMap<(usize, String), i64>,
    /// While a class template's class is read: its template arguments (`<T#(1,1), N>`).
    class_template_args: Option<String>,
    /// While an unnamed class declared by a typedef is read: the typedef's name token.
    class_typedef_name: Option<u32>,
    /// The non-type parameters of the enclosing class templates, innermost last.
    nontype_template_params: Vec<Vec<String>>,
    /// Class templates' names by the scope that declares them, and the specializations the
    /// program uses (each is a type the reference lists after the template; see `undisplayed`).
    class_templates: std::collections::HashSet<(usize, String)>,
    used_specializations: HashMap<String, Option<TypeIx>>,
    /// How many specialization uses enclose the one being read (`A<A<A<int>>>`): past
    /// [`MAX_SPECIALIZATION_NESTING`] a use is not instantiated, so that names spelled per
    /// level do not make deep nesting quadratic.
    specialization_depth: usize,
    /// The class templates' definitions (their class and parameters), to instantiate.
    class_template_defs: HashMap<(usize, String), std::rc::Rc<(ClassSpec, Vec<TemplateParam>)>>,
    /// While a class template specialization is read: its spelling (`Buffer<int, 4>`), and
    /// whether it is an explicit one (`template <> struct W<char> {...}`, a class of its own).
    class_specialization: Option<String>,
    explicit_specialization: bool,
    /// The values of the non-type template parameters of the specializations being read.
    nontype_values: Vec<HashMap<String, i64>>,
    /// The names called by namespace-scope initializers (see `variables::called_names`).
    initializer_calls: Vec<String>,
    /// The name uses and lambdas of the routine bodies (`sema::references`).
    references: crate::sema::references::References,
    /// Introducers of the lambdas in functions whose closure types are not created yet.
    pending_lambdas: std::collections::BTreeSet<u32>,
    /// Classes with a user-declared or implicit destructor, and the implicit members of
    /// classes with bases or virtual functions that are defined where objects are.
    classes_with_destructors: std::collections::HashSet<TypeIx>,
    implicit_definitions: HashMap<TypeIx, implicit_members::ImplicitDefinitions>,
    /// Trivial classes (lazily declared constructors), classes whose implicit default
    /// constructor is constexpr, and trivial classes whose dropped default constructor
    /// definition has used up its number.
    trivial_classes: std::collections::HashSet<TypeIx>,
    constexpr_default_constructible: std::collections::HashSet<TypeIx>,
    dropped_definitions: std::collections::HashSet<TypeIx>,
    /// Function definitions numbered so far, and memory regions (the file scope's is 1).
    definitions: u32,
    regions: u32,
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
        let references = crate::sema::references::record(p.text, p.tokens, p.unit, &|_| false);
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
            template_params: Vec::new(),
            enumerator_names: Default::default(),
            constants: vec![],
            enums: vec![],
            alias_types: Default::default(),
            unnamed_enums: HashMap::new(),
            predeclared_types: Default::default(),
            builtin_va_list: None,
            constexpr_functions: HashMap::new(),
            constant_variables: HashMap::new(),
            class_template_args: None,
            class_typedef_name: None,
            nontype_template_params: vec![],
            class_templates: Default::default(),
            used_specializations: Default::default(),
            specialization_depth: 0,
            class_template_defs: HashMap::new(),
            class_specialization: None,
            explicit_specialization: false,
            nontype_values: vec![],
            initializer_calls: vec![],
            pending_lambdas: Self::lambdas_in_functions(&references).into_iter().collect(),
            references,
            classes_with_destructors: Default::default(),
            implicit_definitions: HashMap::new(),
            trivial_classes: Default::default(),
            constexpr_default_constructible: Default::default(),
            dropped_definitions: Default::default(),
            definitions: 0,
            regions: 1,
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
            .map(|t| crate::lex::semantic_text(self.p.text, t))
            .unwrap_or("")
    }

    /// The binary operator whose token is `i` (`>>` for a shift's first token).
    fn op(&self, i: u32) -> &'a str {
        self.p.tokens.get(i as usize).map(|t| crate::lex::operator_text(self.p.text, t)).unwrap_or("")
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
        // An unnamed entity (an unnamed enum) shows neither a name nor a name linkage.
        let unnamed = n.name.is_empty();
        let mut g = vec![];
        if !unnamed {
            g.push(Field::new("name", Value::Ref(self.id_name(&n.name))));
        }
        if let Some(tok) = n.tok {
            let (seq, col) = self.position(tok);
            g.push(Field::new("decl_position.seq", Value::Int(seq)));
            g.push(Field::new("decl_position.column", Value::Int(col)));
        }
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
        if !unnamed {
            g.push(Field::new("name_linkage", Value::Name(n.linkage.into())));
        }
        if !n.has_attributes {
            g.push(Field::new("attributes", Value::Null));
        }
        Value::Group(g)
    }

    /// The entry after `me` in a scope's list (`next`).
    fn next_in(list: &[EntryRef], me: u32) -> Value {
        position_in(list, me)
            .and_then(|i| list.get(i + 1))
            .map(|r| Value::Ref(r.clone()))
            .unwrap_or(Value::Null)
    }

}
