//! The symbol table: scopes (namespace, class, block, template parameters) and the entities
//! declared in them, with their linkage and CUDA spaces, built from the syntax tree in one
//! walk. Redeclarations are checked as they are entered: a second definition of a variable
//! or function is an error (3369), and a redeclaration of a variable with another type
//! (147).
//!
//! Lookup: unqualified names search the scope chain outwards (and the namespaces named by
//! using-directives); qualified names search the named namespace or class. Overloads are kept
//! (several functions under one name); choosing among them is not done here.

use crate::fx_hash::FxHasher;
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// A scope's names. FxHash's last multiply leaves the low bits (the bucket index) depending
/// only on a name's first bytes, so `v1 ... v1000000` collided into long probe chains (1,000,000
/// declarations took 27 times as long as 100,000); the finish here folds the high bits in.
pub type NameMap = std::collections::HashMap<String, Vec<EntityId>, BuildHasherDefault<NameHasher>>;

#[derive(Default)]
pub struct NameHasher(FxHasher);

impl Hasher for NameHasher {
    fn write(&mut self, bytes: &[u8]) {
        self.0.write(bytes)
    }
    fn finish(&self) -> u64 {
        let h = self.0.finish();
        (h ^ (h >> 32)).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(26)
    }
}

use crate::diag::{DiagDef, Diagnostic};
use crate::lex::{self, Span, Token};
use crate::mangle::mangle::{Cv, MangleType, QualifiedName};
use crate::sema::types::{self, ResolvedName, TokenText};
use crate::sema::cuda::{self, ExecSpace, MemSpace};
use crate::syntax::ast::*;
use crate::tables::diagnostics as catalog;

mod guides;
pub use guides::{ClassDeduction, GuideCandidate};
use guides::TemplateHeader;

pub type ScopeId = usize;
pub type EntityId = usize;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScopeKind {
    Global,
    Namespace,
    Class,
    Block,
    TemplateParams,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntityKind {
    Namespace,
    Class,
    Enum,
    Typedef,
    Function,
    Variable,
    Enumerator,
    TemplateParam,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Linkage {
    External,
    Internal,
    None,
}

#[derive(Clone, Debug)]
pub struct Entity {
    pub kind: EntityKind,
    pub name: String,
    pub scope: ScopeId,
    /// The token of the declared name (first declaration).
    pub name_tok: u32,
    pub linkage: Linkage,
    pub exec_space: Option<ExecSpace>,
    pub mem_space: Option<MemSpace>,
    /// A definition has been seen (function body, variable definition, class body).
    pub defined: bool,
    /// A function defined `= delete`.
    pub deleted: bool,
    /// A function defined `= default` (in its class: its first declaration). Its written
    /// execution spaces are ignored; it runs where the members it calls do.
    pub defaulted: bool,
    /// Declared `constexpr` (or `consteval`) on some declaration.
    pub constexpr: bool,
    /// A function declared `consteval`.
    pub consteval: bool,
    /// A function declared in a template: how its first declaration is spelled (see
    /// `Builder::template_key`).
    pub template_key: Option<String>,
    /// An enum's enumerators (name, token), scoped or not: what `using enum E;` declares.
    pub enumerators: Vec<(String, u32)>,
    /// The declared type as written (specifiers and declarator, spelled), for comparing
    /// redeclarations.
    pub type_text: String,
    /// For namespaces and classes: the scope they open.
    pub inner: Option<ScopeId>,
    /// For a class template: which of its template parameters are packs (the mangler wraps
    /// their arguments in `J...E`); empty otherwise.
    pub template_packs: Vec<bool>,
    /// The declared type in the mangler's model, typedefs replaced by what they name, when
    /// every name in it is known (see `Builder::declared_type`): for a typedef, what it
    /// names; for a variable, its type; for a function, its function type.
    pub declared: Option<MangleType>,
    /// For a function whose return type its body deduces (`auto f()`, `decltype(auto) f()`,
    /// no trailing return type), whose `declared` is unknown: its function type with `auto`
    /// standing for the return type, when every name in its parameters is known (what the
    /// override rules compare).
    pub deduced_function: Option<Box<MangleType>>,
    /// For a member function: its cv- and ref-qualifiers (`const &`, cv sorted; empty for
    /// none), which `declared` leaves out.
    pub function_qualifiers: Box<str>,
    /// For a function: what tells its redeclarations from its overloads (parameter types
    /// after adjustment, cv- and ref-qualifiers), see `Builder::signature`; for a variable,
    /// its type as spelled with the specifiers in a fixed order (compared when `declared`
    /// is unknown).
    pub signature: String,
    /// A function template or class template (or a member declared inside one).
    pub template: bool,
    /// For a function template declared at namespace scope under its own template header:
    /// its parameters and its function type over them (see `FunctionTemplate`).
    pub function_template: Option<Box<FunctionTemplate>>,
    /// Declared `friend`: entered in the enclosing namespace, but found there only through
    /// argument-dependent lookup unless declared there too.
    pub friend: bool,
    /// For a function: the class scopes whose friend declarations name it.
    pub befriended_in: Vec<ScopeId>,
    /// For a function: how many arguments a call may pass, over every declaration seen
    /// (default arguments added by a redeclaration count); `None` where unknown.
    pub arity: Option<Arity>,
    /// For a class: its direct base classes, when every one is a known, defined class that
    /// is no template specialization; `None` otherwise (then a name not found among its own
    /// members may still be an inherited one).
    pub bases: Option<Vec<BaseClass>>,
    /// For a class member: its access.
    pub access: Access,
    /// For a class: it declares friends (functions or classes that may use its private
    /// members).
    pub has_friends: bool,
    /// For a class: it declares a conversion function (`operator int()`), which the table
    /// does not enter as a name.
    pub has_conversion_functions: bool,
    /// For a class: every conversion function it declares itself gives a prvalue (it
    /// converts to a builtin type, no reference), so none gives an lvalue to bind to.
    pub conversions_give_prvalues: bool,
    /// For a defined class: the conversion functions it declares itself, in order (what
    /// [over.match.conv] and [over.match.ref] choose among); `None` for other entities.
    pub conversion_functions: Option<Box<[ConversionFunction]>>,
    /// For a function: declared `explicit` (a constructor that copy-initialization skips).
    pub explicit: bool,
    /// For a class member: declared `static` (no object needed to name it).
    pub is_static: bool,
    /// For a function: declared non-throwing (`noexcept`, `noexcept(true)`, `throw()`).
    pub nothrow: bool,
    /// For a member function: declared pure virtual (`= 0`) in its class.
    pub pure_virtual: bool,
    /// For a member function: declared `virtual` in its class (a function that overrides a
    /// virtual one without saying so is virtual too, but not marked here).
    pub declared_virtual: bool,
    /// For a variable: declared with an initializer (for a class's data member, a default
    /// member initializer).
    pub initialized: bool,
    /// For a class's data member: a bit-field (its value promotes by its width).
    pub bit_field: bool,
    /// For an enumerator, or a `const` or `constexpr` integral variable: its value, where
    /// this model evaluates it.
    pub value: Option<i128>,
    /// A function or variable declared inside `extern "C"` (outside classes): every such
    /// declaration of its name, in whatever namespace, declares the same entity.
    pub extern_c: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    Public,
    Protected,
    Private,
}

/// A conversion function a class declares (`operator int() const`).
#[derive(Clone, Debug, PartialEq)]
pub struct ConversionFunction {
    /// The type it converts to; `None` where unknown (a name this model does not know, a
    /// template, `auto`, an `explicit` whose condition is not evaluated).
    pub target: Option<MangleType>,
    /// Its cv-qualifiers (those of its implicit object parameter).
    pub is_const: bool,
    pub is_volatile: bool,
    /// It has a ref-qualifier (`&`, `&&`).
    pub ref_qualified: bool,
    /// Declared `explicit`: copy-initialization does not consider it.
    pub explicit: bool,
}

/// A direct base class of a class, as its base-specifier gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BaseClass {
    pub class: EntityId,
    pub is_virtual: bool,
    /// As written, else the class key's default (`class`: private; `struct`: public).
    pub access: Access,
}

/// The argument counts a function accepts: at least `min`, at most `max` (`None`: any more,
/// a C variadic `...`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arity {
    pub min: usize,
    pub max: Option<usize>,
}

impl Entity {
    /// An entity with no linkage, no CUDA space, defined, with no type text and no scope of
    /// its own: a local name; declarations say what differs.
    pub fn new(kind: EntityKind, name: String, scope: ScopeId, name_tok: u32) -> Entity {
        Entity {
            kind,
            name,
            scope,
            name_tok,
            linkage: Linkage::None,
            exec_space: None,
            mem_space: None,
            defined: true,
            deleted: false,
            defaulted: false,
            constexpr: false,
            consteval: false,
            template_key: None,
            enumerators: Vec::new(),
            type_text: String::new(),
            inner: None,
            template_packs: Vec::new(),
            declared: None,
            deduced_function: None,
            function_qualifiers: Box::default(),
            signature: String::new(),
            template: false,
            function_template: None,
            friend: false,
            befriended_in: Vec::new(),
            arity: None,
            bases: Some(Vec::new()),
            access: Access::Public,
            has_friends: false,
            has_conversion_functions: false,
            conversions_give_prvalues: true,
            conversion_functions: None,
            explicit: false,
            is_static: false,
            nothrow: false,
            pure_virtual: false,
            declared_virtual: false,
            initialized: false,
            bit_field: false,
            value: None,
            extern_c: false,
        }
    }
}

/// What argument deduction reads of a function template ([temp.deduct.call]): its template
/// parameters in order, and its function type with each of them as `TemplateParam(i)`.
/// An explicit specialization (`template <>`) has no parameters: it is no candidate of a
/// call, the template it specializes is.
#[derive(Clone, Debug)]
pub struct FunctionTemplate {
    pub params: Vec<TemplateParamShape>,
    /// Each type parameter's default type over the parameters before it, where it has one
    /// this model spells (`None` otherwise).
    pub defaults: Vec<Option<MangleType>>,
    /// `None` where a name in it is unknown (a dependent `typename T::type`, `decltype`).
    pub declared: Option<MangleType>,
}

/// A template parameter as deduction sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TemplateParamShape {
    /// A type parameter (not a non-type or template template parameter).
    pub is_type: bool,
    pub pack: bool,
    pub has_default: bool,
}

#[derive(Clone, Debug)]
pub struct Scope {
    pub kind: ScopeKind,
    pub parent: Option<ScopeId>,
    pub names: NameMap,
    /// Namespaces whose members are members of this one too: inline and unnamed namespaces.
    pub using: Vec<ScopeId>,
    /// Namespaces nominated by using-directives in this scope (see `SymbolTable::lookup`).
    pub directives: Vec<ScopeId>,
    /// The names using-declarations in this scope bring in (`using B::f;` brings `f`), which
    /// the table does not enter as entities here.
    pub using_declared: Vec<String>,
    /// In a namespace or block scope, what its using-declarations bring in, by name: the
    /// declarations of the named member that precede the using-declaration ([namespace.udecl]).
    /// Lookup finds them after the scope's own declarations.
    pub using_targets: FxHashMap<String, Vec<EntityId>>,
    /// An anonymous namespace (its members have internal linkage).
    pub anonymous: bool,
    /// This scope is an anonymous namespace or inside one (kept per scope so that asking
    /// costs nothing however deep the scope is).
    pub in_anonymous: bool,
    /// For a class and a routine's body: the token of its closing `}`.
    pub closes_at: Option<u32>,
    /// For a scope inside a template's declaration (a template body's blocks, a class
    /// template's scope, an inner template's parameters): the parameters' scope of the
    /// innermost enclosing template. The templated declaration's own scopes are children of
    /// the enclosing scope, so their parents do not reach it.
    pub template_params: Option<ScopeId>,
}

#[derive(Debug)]
pub struct SymbolTable {
    pub scopes: Vec<Scope>,
    pub entities: Vec<Entity>,
    /// The block scope each braced or statement scope of a routine body opens, by the token
    /// that starts it: a function body's first token (its parameters' scope, which holds the
    /// outermost block's names too), a compound statement's `{`, the `if`/`for`/`while`/
    /// `switch`/`do` keyword of a statement that opens a scope, a handler's `{`, a lambda's
    /// introducer, a statement expression's `(`.
    pub block_scopes: FxHashMap<u32, ScopeId>,
    /// The entity each name token declares (its first declaration's name), for finding a
    /// declarator's entity without scanning an overload set.
    declared_at: FxHashMap<u32, EntityId>,
    /// Declarations of functions that a later declaration makes `inline` (`void f();` in a
    /// class, then `inline void S::f() {}`), by the token where `inline` belongs (before the
    /// first decl-specifier that is no attribute, else the declarator), in source order. The
    /// reference writes `inline` there too; for a virtual function that changes which
    /// function is the class's key function, and so where g++ emits the vtable.
    pub made_inline_later: Vec<u32>,
    /// The names of the classes defined through a qualified name (`struct N::Q { ... };`),
    /// which the table does not enter as definitions: a class of such a name may be complete
    /// although its entity has no definition.
    pub defined_through_qualified_names: HashSet<String>,
    /// The names of classes, enums and typedefs that declarations' types name, by the name's
    /// token, as the declared types resolved them (a type that names an unknown name is not
    /// followed past it): what the cross-reference writes as uses of type names.
    pub type_name_uses: Vec<(u32, EntityId)>,
    /// What class template argument deduction reads of each primary class template defined
    /// at namespace scope: its constructors and deduction guides as function templates.
    pub deduction: FxHashMap<EntityId, ClassDeduction>,
}

pub type FxHashMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<FxHasher>>;

pub const GLOBAL: ScopeId = 0;

impl SymbolTable {
    /// The type declared by `specs` and `d`, names resolved by `resolve_name`, in the mangler's model with class and
    /// enum names made unique by their scope and typedefs replaced by what they name; `None`
    /// unless every name in it is a known class, enum or typedef (a template parameter, a
    /// dependent or unknown name, `auto`, `decltype`... leave it unknown).
    pub fn declared_type(&self, text: TokenText, resolve_name: &dyn Fn(&QualName) -> Option<EntityId>, specs: &[DeclSpec], d: &Declarator) -> Option<MangleType> {
        // `struct A a;` where `A` names no class or enum (a typedef of `int`): an error, the
        // variable's type is unknown.
        let elaborated_not_a_class = specs.iter().any(|sp| match sp {
            DeclSpec::Type(TypeSpec::Elaborated { name, .. }) => resolve_name(name).is_some_and(|id| !matches!(self.entities[id].kind, EntityKind::Class | EntityKind::Enum)),
            _ => false,
        });
        if elaborated_not_a_class {
            return None;
        }
        self.declared_type_by(text, &|q| self.resolved_name(resolve_name(q)?, q), specs, d)
    }

    /// `declared_type` of a declaration inside a template whose type parameters are named
    /// `params` (in order): an unqualified name of one of them is `TemplateParam(i)`, other
    /// names resolve by `resolve_name`.
    pub fn declared_type_over_params(&self, text: TokenText, params: &[String], resolve_name: &dyn Fn(&QualName) -> Option<EntityId>, specs: &[DeclSpec], d: &Declarator) -> Option<MangleType> {
        let resolve = |q: &QualName| {
            if let (UnqualKind::Plain(seg), true) = (&q.last, q.scopes.is_empty() && !q.global) {
                if let Some(i) = params.iter().position(|n| *n == text(seg.tok)) {
                    return seg.template_args.is_none().then_some(ResolvedName::Alias(MangleType::TemplateParam(i as u32)));
                }
            }
            self.resolved_name(resolve_name(q)?, q)
        };
        let elaborated_not_a_class = specs.iter().any(|sp| match sp {
            DeclSpec::Type(TypeSpec::Elaborated { name, .. }) => resolve_name(name).is_none_or(|id| !matches!(self.entities[id].kind, EntityKind::Class | EntityKind::Enum)),
            _ => false,
        });
        if elaborated_not_a_class {
            return None;
        }
        self.declared_type_by(text, &resolve, specs, d)
    }

    /// What a name that resolved to entity `id` contributes to a declared type; `None` where
    /// it is not a type this model spells.
    fn resolved_name(&self, id: EntityId, q: &QualName) -> Option<ResolvedName> {
        let e = &self.entities[id];
        // A class template's name without arguments is an injected-class-name (or a
        // deduction): inside each specialization it names another type, so two hidden
        // friends `operator*(const complex&, ...)` of `complex<float>` and
        // `complex<double>` are different functions. Not modelled: unknown.
        let without_arguments = matches!(&q.last, UnqualKind::Plain(seg) if seg.template_args.is_none());
        if e.kind == EntityKind::Class && without_arguments && !self.template_packs(id).is_empty() {
            return None;
        }
        let name = match e.kind {
            EntityKind::Class | EntityKind::Enum => format!("{}@{}", e.name, e.scope),
            EntityKind::Typedef if e.declared.is_some() => format!("typedef@{id}"),
            _ => return None,
        };
        Some(ResolvedName::Class(QualifiedName { scopes: vec![], name, template_args: vec![] }, types::params_from_packs(&self.template_packs(id))))
    }

    /// The function type `d` declares with `auto` (`Da`) for its return type, where the
    /// specifiers' only type is `auto` or `decltype(auto)` and the declarator is the function
    /// itself without a trailing return type (`auto f(int)`: the body deduces what it
    /// returns); `None` otherwise, or where a name in the parameters is unknown.
    pub fn deduced_function_type(&self, text: TokenText, resolve_name: &dyn Fn(&QualName) -> Option<EntityId>, specs: &[DeclSpec], d: &Declarator) -> Option<MangleType> {
        let mut types = specs.iter().filter(|s| matches!(s, DeclSpec::Type(_) | DeclSpec::Builtin(_)));
        let (Some(DeclSpec::Type(TypeSpec::Auto(_) | TypeSpec::DecltypeAuto(_))), None) = (types.next(), types.next()) else { return None };
        let mut f = d;
        while let Declarator::Attributed { inner, .. } | Declarator::Paren { inner, .. } = f {
            f = inner;
        }
        let Declarator::Func { inner, quals, .. } = f else { return None };
        if !inner.is_plain_name() || quals.trailing_return.is_some() {
            return None;
        }
        let sure = std::cell::Cell::new(true);
        let resolve = |q: &QualName| {
            let known = resolve_name(q).and_then(|id| self.resolved_name(id, q));
            if known.is_none() {
                sure.set(false);
            }
            known
        };
        let t = types::declarator_type(MangleType::Builtin("Da".into()), d, text, &resolve)?;
        sure.get().then(|| self.expand_typedefs(t, 0))
    }

    /// `declared_type` with the names resolved by `resolve`: `None` unless it resolves every
    /// one.
    fn declared_type_by(&self, text: TokenText, resolve: &dyn Fn(&QualName) -> Option<ResolvedName>, specs: &[DeclSpec], d: &Declarator) -> Option<MangleType> {
        let sure = std::cell::Cell::new(true);
        let resolve = |q: &QualName| {
            let known = resolve(q);
            if known.is_none() {
                sure.set(false);
            }
            known
        };
        let base = types::vector_base(types::specifier_type(specs, text, &resolve)?, specs, d, text)?;
        let t = types::declarator_type(base, d, text, &resolve)?;
        sure.get().then(|| self.expand_typedefs(t, 0))
    }

    /// `t` with each typedef (named `typedef@<entity>` by `declared_type`) replaced by the
    /// type it names, cv-qualifiers merged and parameter types adjusted again.
    fn expand_typedefs(&self, t: MangleType, depth: usize) -> MangleType {
        let expand = |t: Box<MangleType>| Box::new(self.expand_typedefs(*t, depth + 1));
        if depth > 32 {
            return t;
        }
        match t {
            MangleType::Named(q) if q.name.starts_with("typedef@") => {
                let id: Option<EntityId> = q.name["typedef@".len()..].parse().ok();
                match id.and_then(|id| self.entities.get(id)).and_then(|e| e.declared.clone()) {
                    Some(aliased) => aliased,
                    None => MangleType::Named(q),
                }
            }
            MangleType::Pointer(t) => MangleType::Pointer(expand(t)),
            // A reference to a reference (through a typedef) collapses ([dcl.ref]/6): to an
            // lvalue reference unless both are rvalue references.
            MangleType::LValueRef(t) => match *expand(t) {
                MangleType::LValueRef(inner) | MangleType::RValueRef(inner) => MangleType::LValueRef(inner),
                other => MangleType::LValueRef(Box::new(other)),
            },
            MangleType::RValueRef(t) => match *expand(t) {
                r @ (MangleType::LValueRef(_) | MangleType::RValueRef(_)) => r,
                other => MangleType::RValueRef(Box::new(other)),
            },
            MangleType::Array(t, n) => MangleType::Array(expand(t), n),
            MangleType::Qualified(t, cv) => match self.expand_typedefs(*t, depth + 1) {
                MangleType::Qualified(inner, cv2) => MangleType::Qualified(inner, merge_cv(cv, cv2)),
                // cv-qualifiers on a reference (through a typedef) are ignored.
                r @ (MangleType::LValueRef(_) | MangleType::RValueRef(_)) => r,
                other => MangleType::Qualified(Box::new(other), cv),
            },
            MangleType::Function { ret, params, cv } => MangleType::Function {
                ret: expand(ret),
                params: params.into_iter().map(|p| adjust_parameter(self.expand_typedefs(p, depth + 1))).collect(),
                cv,
            },
            MangleType::Named(mut q) => {
                for arg in &mut q.template_args {
                    if let crate::mangle::mangle::TemplateArg::Type(t) = arg {
                        *t = self.expand_typedefs(t.clone(), depth + 1);
                    }
                }
                MangleType::Named(q)
            }
            other => other,
        }
    }


    fn new() -> SymbolTable {
        let global = Scope { kind: ScopeKind::Global, parent: None, names: NameMap::default(), using: vec![], directives: vec![], using_declared: vec![], using_targets: FxHashMap::default(), anonymous: false, in_anonymous: false, closes_at: None, template_params: None };
        SymbolTable { scopes: vec![global], entities: vec![], block_scopes: FxHashMap::default(), declared_at: FxHashMap::default(), made_inline_later: Vec::new(), defined_through_qualified_names: HashSet::new(), type_name_uses: Default::default(), deduction: FxHashMap::default() }
    }

    /// Whether unqualified `name` seen from `scope` names a parameter of an enclosing
    /// template (which no declaration inside the template may hide, [temp.local]/6).
    pub fn names_template_parameter(&self, scope: ScopeId, name: &str) -> bool {
        let mut current = Some(scope);
        let mut steps = 0;
        while let Some(s) = current {
            let sc = &self.scopes[s];
            if sc.kind == ScopeKind::TemplateParams && sc.names.contains_key(name) {
                return true;
            }
            // Every scope of a templated declaration reaches its template's parameters.
            current = sc.template_params.filter(|_| sc.kind != ScopeKind::TemplateParams).or(sc.parent);
            steps += 1;
            if steps > 4096 {
                return false;
            }
        }
        false
    }

    /// Unqualified lookup from `scope` outwards ([basic.lookup.unqual]): the last declaration
    /// of `name` in the first scope that has one, using-directives included (see
    /// `nominated`).
    pub fn lookup(&self, start: ScopeId, name: &str) -> Option<EntityId> {
        let nominated = self.nominated(start, &[]);
        let mut scope = start;
        loop {
            if let Some(found) = self.member(scope, name, 0, false) {
                return Some(found);
            }
            let via_directive = nominated.iter().filter(|&&(home, _)| home == scope).find_map(|&(_, ns)| self.member(ns, name, 0, false));
            if via_directive.is_some() {
                return via_directive;
            }
            scope = self.scopes[scope].parent?;
        }
    }

    /// Every entity unqualified lookup of `name` finds from `start` (the whole overload set of
    /// the first scope that declares it); `extra` are namespaces nominated by using-directives
    /// in `start` that the table does not hold (a routine body's).
    pub fn lookup_all(&self, start: ScopeId, name: &str, extra: &[ScopeId]) -> Vec<EntityId> {
        let nominated = self.nominated(start, extra);
        let mut scope = start;
        loop {
            let mut found = self.members(scope, name, 0, false);
            for &(_, ns) in nominated.iter().filter(|&&(home, _)| home == scope) {
                found.extend(self.members(ns, name, 0, false));
            }
            if !found.is_empty() {
                return found;
            }
            match self.scopes[scope].parent {
                Some(p) => scope = p,
                None => return found,
            }
        }
    }

    /// The namespaces that using-directives make visible from `start` (see `nominated`).
    pub fn visible_namespaces(&self, start: ScopeId, extra: &[ScopeId]) -> Vec<ScopeId> {
        self.nominated(start, extra).into_iter().map(|(_, ns)| ns).collect()
    }

    /// The namespaces using-directives make visible from `start` (those of `start` and of
    /// every enclosing scope, `extra` as if written in `start`, and transitively the ones
    /// they nominate), each with the scope whose members its members count as during
    /// unqualified lookup: the nearest scope enclosing both the directive and the nominated
    /// namespace ([namespace.udir]/2). So `using namespace cute;` inside `cutlass::gemm`
    /// makes `cute::plus` a global name, which `cutlass::plus` hides.
    fn nominated(&self, start: ScopeId, extra: &[ScopeId]) -> Vec<(ScopeId, ScopeId)> {
        let mut out = Vec::new();
        for &ns in extra {
            self.nominate(start, ns, &mut out, 0);
        }
        let mut scope = Some(start);
        while let Some(at) = scope {
            for &ns in &self.scopes[at].directives {
                self.nominate(at, ns, &mut out, 0);
            }
            scope = self.scopes[at].parent;
        }
        out
    }

    fn nominate(&self, directive_at: ScopeId, ns: ScopeId, out: &mut Vec<(ScopeId, ScopeId)>, depth: usize) {
        // Cycles of directives; a namespace nominated from an inner scope keeps that home.
        if depth > 16 || out.iter().any(|&(_, n)| n == ns) {
            return;
        }
        out.push((self.common_enclosing(directive_at, ns), ns));
        for &next in &self.scopes[ns].directives {
            self.nominate(directive_at, next, out, depth + 1);
        }
    }

    /// The nearest scope enclosing both `a` and `b` (either one itself included).
    fn common_enclosing(&self, a: ScopeId, b: ScopeId) -> ScopeId {
        let mut candidate = Some(b);
        while let Some(c) = candidate {
            if self.encloses(c, a) {
                return c;
            }
            candidate = self.scopes[c].parent;
        }
        GLOBAL
    }

    /// Whether `inner` is `outer` or nested in it.
    pub fn encloses(&self, outer: ScopeId, mut inner: ScopeId) -> bool {
        loop {
            if inner == outer {
                return true;
            }
            match self.scopes[inner].parent {
                Some(p) => inner = p,
                None => return false,
            }
        }
    }

    /// Qualified lookup: `name` as a member of `scope` (and of namespaces it nominates).
    pub fn lookup_in(&self, scope: ScopeId, name: &str, depth: usize) -> Option<EntityId> {
        self.member(scope, name, depth, true)
    }

    /// The last declaration of `name` in `scope`, else in its inline and unnamed namespaces,
    /// and, when `directives`, in the namespaces its using-directives nominate.
    fn member(&self, scope: ScopeId, name: &str, depth: usize, directives: bool) -> Option<EntityId> {
        let s = &self.scopes[scope];
        if let Some(ids) = s.names.get(name).or_else(|| s.using_targets.get(name)) {
            return ids.last().copied();
        }
        if depth > 16 {
            return None; // using-directive cycles
        }
        let nominated: &[ScopeId] = if directives { &s.directives } else { &[] };
        s.using.iter().chain(nominated).find_map(|&u| self.member(u, name, depth + 1, directives))
    }

    /// Every declaration of `name` in `scope`, its inline and unnamed namespaces and, when
    /// `directives`, the namespaces its using-directives nominate.
    pub fn members(&self, scope: ScopeId, name: &str, depth: usize, directives: bool) -> Vec<EntityId> {
        let s = &self.scopes[scope];
        let mut out: Vec<EntityId> = s.names.get(name).cloned().unwrap_or_default();
        out.extend(s.using_targets.get(name).into_iter().flatten());
        if depth < 16 {
            let nominated: &[ScopeId] = if directives { &s.directives } else { &[] };
            for &u in s.using.iter().chain(nominated) {
                out.extend(self.members(u, name, depth + 1, directives));
            }
        }
        out
    }

    /// Looks up a qualified name `path::last` (`::path::last` when `global`) from `from`: the
    /// first name outwards, the others as members of what the previous one names.
    pub fn resolve(&self, from: ScopeId, global: bool, path: &[&str], last: &str) -> Option<EntityId> {
        let mut scope = if global { GLOBAL } else { from };
        let mut outwards = !global;
        let mut find = |scope: ScopeId, name: &str| {
            let found = if outwards { self.lookup(scope, name) } else { self.lookup_in(scope, name, 0) };
            outwards = false;
            found
        };
        for name in path {
            scope = self.entities[find(scope, name)?].inner?;
        }
        find(scope, last)
    }

    /// Which template parameters of the class template `class` are packs, from its primary
    /// declaration (a specialization declared later, `template <> class tuple<>`, is another
    /// entity of the same name); empty if unknown.
    pub fn template_packs(&self, class: EntityId) -> Vec<bool> {
        let e = &self.entities[class];
        self.scopes[e.scope]
            .names
            .get(&e.name)
            .into_iter()
            .flatten()
            .map(|&id| &self.entities[id])
            .find(|e| !e.template_packs.is_empty())
            .map(|e| e.template_packs.clone())
            .unwrap_or_default()
    }

    /// The named namespace or class whose members `scope` holds.
    pub fn scope_owner(&self, scope: ScopeId) -> Option<EntityId> {
        let parent = self.scopes[scope].parent?;
        self.scopes[parent].names.values().flatten().copied().find(|&id| self.entities[id].inner == Some(scope))
    }

    /// Whether unqualified lookup from `scope` may find names inherited from a base class: it
    /// is (or is inside) a member of a class with bases, or of one whose bases are unknown.
    pub fn may_find_inherited_names(&self, mut scope: ScopeId) -> bool {
        loop {
            let s = &self.scopes[scope];
            if s.kind == ScopeKind::Class {
                match self.scope_owner(scope).map(|id| &self.entities[id].bases) {
                    Some(Some(bases)) if bases.is_empty() => {}
                    Some(_) => return true,
                    None => {}
                }
            }
            match s.parent {
                Some(p) => scope = p,
                None => return false,
            }
        }
    }

    /// The names of the namespaces and classes from the global scope down to `scope`
    /// (`["cuda", "std", "__4"]`); `None` if one of them is unnamed or not a namespace or class.
    pub fn scope_path(&self, mut scope: ScopeId) -> Option<Vec<String>> {
        let mut path = Vec::new();
        while scope != GLOBAL {
            let s = &self.scopes[scope];
            if s.anonymous || !matches!(s.kind, ScopeKind::Namespace | ScopeKind::Class) {
                return None;
            }
            let owner = self.scope_owner(scope)?;
            path.push(self.entities[owner].name.clone());
            scope = s.parent?;
        }
        path.reverse();
        Some(path)
    }

    /// `N::S::f`: an entity's name after the namespaces and classes enclosing it, where all
    /// of them have names (its name alone otherwise).
    pub fn qualified_name(&self, id: EntityId) -> String {
        let e = &self.entities[id];
        match self.scope_path(e.scope) {
            Some(path) if !path.is_empty() => format!("{}::{}", path.join("::"), e.name),
            _ => e.name.clone(),
        }
    }

    /// The scope of the namespace path `names` from the global scope (`None` elements, unnamed
    /// namespaces, are not followed).
    pub fn namespace_scope(&self, names: &[Option<String>]) -> Option<ScopeId> {
        names.iter().try_fold(GLOBAL, |scope, n| self.entities[self.lookup_in(scope, n.as_deref()?, 0)?].inner)
    }

    /// Whether any scope enclosing `scope` (itself included) is an anonymous namespace.
    /// The entity whose (first) declaration's name is the token `name_tok`.
    pub fn declared_at(&self, name_tok: u32) -> Option<EntityId> {
        self.declared_at.get(&name_tok).copied()
    }

    pub fn in_anonymous_namespace(&self, scope: ScopeId) -> bool {
        self.scopes[scope].in_anonymous
    }
}

struct Builder<'a> {
    /// See `SymbolTable::type_name_uses` (recorded while types are resolved, which borrows
    /// the builder immutably).
    type_name_uses: std::cell::RefCell<Vec<(u32, EntityId)>>,
    text: &'a str,
    tokens: &'a [Token],
    table: SymbolTable,
    diagnostics: Vec<Diagnostic>,
    in_system_header: &'a dyn Fn(u32) -> bool,
    /// Inside `extern "C" int x;` (a linkage specification without braces): its declaration
    /// is `extern`.
    in_bare_linkage_spec: bool,
    /// Inside `extern "C"` (braced or not).
    in_c_linkage: bool,
    /// The functions with C language linkage declared so far, by name: one name, one
    /// function (see `c_overload`).
    c_functions: FxHashMap<String, Vec<EntityId>>,
    /// How many template declarations enclose the current one (members of a class template
    /// included): what is declared there is a template or a member of one.
    templated: usize,
    /// The parameter scopes of the templates whose declarations are being entered,
    /// innermost last (see `Scope::template_params`).
    template_scopes: Vec<ScopeId>,
    /// The `template <...>` header of the function template being declared, spelled (taken
    /// by the function's declaration).
    template_header: Option<String>,
    /// The template header of the namespace-scope function template being declared: the
    /// scope its parameters are entered in, their names and shapes (taken by the function's
    /// declaration).
    function_template_header: Option<(Vec<(Option<String>, TemplateParamShape)>, Vec<Option<MangleType>>)>,
    /// The header of the namespace-scope primary class template being declared (taken by its
    /// class), and of a member template of one (taken by a constructor); see `guides`.
    class_template_header: Option<TemplateHeader>,
    member_template_header: Option<TemplateHeader>,
    /// The class scopes of class templates whose constructors are deduction candidates:
    /// the class and its template header.
    deduction_classes: FxHashMap<ScopeId, (EntityId, TemplateHeader)>,
    /// The names of class templates with a deduction guide declared before their definition.
    early_guides: HashSet<String>,
    /// Partial specializations of variable templates defined so far at namespace scope, by
    /// scope and spelling (template header and declaration up to the declarator's end):
    /// their name's token.
    variable_partial_specializations: FxHashMap<(ScopeId, String), u32>,
    /// Classes (not specializations) and enums defined so far, by scope, family ("class",
    /// "enum") and name: their name's token.
    defined_types: FxHashMap<(ScopeId, &'static str, String), u32>,
    /// Functions entered so far by scope, name and signature: the first of each. A
    /// redeclaration finds its earlier declaration at once, however many overloads the name
    /// has (a scan of the overload set made 10^5 overloads quadratic).
    functions: FxHashMap<(ScopeId, String, String), EntityId>,
    /// For each function entity, where its declarations without `inline` would take it (see
    /// `SymbolTable::made_inline_later`).
    not_inline: FxHashMap<EntityId, Vec<u32>>,
    /// The access of the member declarations being entered, by the class scope they belong
    /// to: what `add` gives an entity of that scope.
    member_access: FxHashMap<ScopeId, Access>,
    /// The names the header of a statement declares (its condition, init-statement or
    /// range-based `for` variable), by the statement's scope, with the error a redeclaration
    /// of one in the statement gets (704, 779, 2801).
    header_names: FxHashMap<ScopeId, Vec<(String, &'static DiagDef)>>,
    /// The scope of a compound statement that is the body of a statement with a header: that
    /// statement's scope (its names may not be declared again there either).
    header_bodies: FxHashMap<ScopeId, ScopeId>,
}

/// Builds the symbol table of a (disambiguated) unit and reports redeclaration errors.
///
/// Redeclarations are only judged when both declarations are outside system headers: the
/// headers use forms this table does not model yet (overloads on template parameters,
/// specializations, attributes that do not change the type), and a false error in a header is
/// worse than a missed one.
pub fn build(text: &str, tokens: &[Token], unit: &TranslationUnit, in_system_header: &dyn Fn(u32) -> bool) -> (SymbolTable, Vec<Diagnostic>) {
    let mut b = Builder { text, tokens, table: SymbolTable::new(), diagnostics: vec![], in_system_header, in_bare_linkage_spec: false, in_c_linkage: false, templated: 0, template_scopes: Vec::new(), template_header: None, function_template_header: None, class_template_header: None, member_template_header: None, deduction_classes: FxHashMap::default(), early_guides: HashSet::new(), variable_partial_specializations: FxHashMap::default(), defined_types: FxHashMap::default(), functions: FxHashMap::default(), not_inline: FxHashMap::default(), member_access: FxHashMap::default(), header_names: FxHashMap::default(), header_bodies: FxHashMap::default(), c_functions: FxHashMap::default(), type_name_uses: Default::default() };
    for d in &unit.decls {
        b.decl(d, GLOBAL, false);
    }
    b.table.made_inline_later.sort_unstable();
    b.table.made_inline_later.dedup();
    b.table.type_name_uses = b.type_name_uses.into_inner();
    (b.table, b.diagnostics)
}

impl Builder<'_> {
    fn tok(&self, i: u32) -> &str {
        self.tokens.get(i as usize).map(|t| lex::semantic_text(self.text, t)).unwrap_or("")
    }

    fn span(&self, i: u32) -> Span {
        self.tokens.get(i as usize).map(|t| t.span).unwrap_or_default()
    }

    fn spelled(&self, r: TokRange) -> String {
        (r.lo..r.hi).map(|i| self.tok(i)).collect::<Vec<_>>().join(" ")
    }

    /// Whether a redeclaration between these two name tokens is judged (see `build`).
    fn judged(&self, previous: u32, current: u32) -> bool {
        !(self.in_system_header)(self.span(previous).lo) && !(self.in_system_header)(self.span(current).lo)
    }

    fn new_scope(&mut self, kind: ScopeKind, parent: ScopeId, anonymous: bool) -> ScopeId {
        let in_anonymous = anonymous || self.table.scopes[parent].in_anonymous;
        let template_params = self.template_scopes.last().copied();
        self.table.scopes.push(Scope { kind, parent: Some(parent), names: NameMap::default(), using: vec![], directives: vec![], using_declared: vec![], using_targets: FxHashMap::default(), anonymous, in_anonymous, closes_at: None, template_params });
        self.table.scopes.len() - 1
    }

    /// A block scope inside a routine body, recorded under the token that opens it (see
    /// `SymbolTable::block_scopes`).
    fn block_scope(&mut self, parent: ScopeId, opened_at: u32) -> ScopeId {
        let s = self.new_scope(ScopeKind::Block, parent, false);
        self.table.block_scopes.insert(opened_at, s);
        s
    }

    fn add(&mut self, scope: ScopeId, mut e: Entity) -> EntityId {
        if let Some(&access) = self.member_access.get(&e.scope) {
            e.access = access;
        }
        let outside_classes = self.table.scopes[scope].kind != ScopeKind::Class;
        e.extern_c = self.in_c_linkage && outside_classes && matches!(e.kind, EntityKind::Function | EntityKind::Variable);
        if e.extern_c && e.kind == EntityKind::Function {
            self.c_overload(&e);
        }
        let id = self.table.entities.len();
        self.table.declared_at.entry(e.name_tok).or_insert(id);
        self.table.scopes[scope].names.entry(e.name.clone()).or_default().push(id);
        if e.kind == EntityKind::Function {
            self.functions.entry((scope, e.name.clone(), e.signature.clone())).or_insert(id);
        }
        self.table.entities.push(e);
        id
    }

    /// A function with C language linkage `e`, about to be entered: the C name is one
    /// function, so another `extern "C"` function of that name with other parameter types is
    /// 338 (naming the earlier one), an error in the same scope, a warning in another
    /// namespace (at `e`'s name). Not judged in system headers.
    fn c_overload(&mut self, e: &Entity) {
        if (self.in_system_header)(self.span(e.name_tok).lo) {
            return;
        }
        let earlier = self.c_functions.get(&e.name).cloned().unwrap_or_default();
        let other = earlier.iter().copied().find(|&id| self.table.entities[id].signature != e.signature && !self.table.entities[id].template);
        if let Some(p) = other {
            // The message names the earlier function.
            let mut d = Diagnostic::new(&catalog::OVERLOADED_FUNCTION_LINKAGE, self.span(e.name_tok)).arg("name", self.table.qualified_name(p));
            if self.table.entities[p].scope != e.scope {
                d = d.severity(crate::diag::Severity::Warning);
            }
            self.diagnostics.push(d);
        }
        let id = self.table.entities.len();
        self.c_functions.entry(e.name.clone()).or_default().push(id);
    }

    /// `int *const p`: the declared pointer itself is const.
    fn const_pointer(&self, d: &Declarator) -> bool {
        match d {
            Declarator::Ptr { op: PtrOp::Pointer { cv, .. }, inner, .. } => inner.is_plain_name() && cv.iter().any(|t| self.tok(*t) == "const"),
            Declarator::Attributed { inner, .. } | Declarator::Paren { inner, .. } => self.const_pointer(inner),
            _ => false,
        }
    }

    /// Whether the `explicit` at token `t` makes its function explicit: yes, unless a
    /// condition follows (`explicit(e)`; the name oracle drops it from the tokens) that is not
    /// literally `true` (a constant this model does not evaluate is left unknown, taken as
    /// not explicit, so that no conversion is rejected for it).
    fn certainly_explicit(&self, t: u32) -> bool {
        let rest = &self.text[(self.span(t).hi as usize).min(self.text.len())..];
        let Some(cond) = rest.trim_start().strip_prefix('(') else { return true };
        let mut depth = 1usize;
        for (i, c) in cond.char_indices() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        return cond[..i].trim() == "true";
                    }
                }
                _ => {}
            }
        }
        false
    }

    fn has_keyword(&self, specs: &[DeclSpec], kw: &str) -> bool {
        specs.iter().any(|s| matches!(s, DeclSpec::Keyword(t) if self.tok(*t) == kw))
    }

    fn linkage(&self, specs: &[DeclSpec], scope: ScopeId, is_const_var: bool) -> Linkage {
        let kind = self.table.scopes[scope].kind;
        if matches!(kind, ScopeKind::Block | ScopeKind::TemplateParams) && !self.has_keyword(specs, "extern") {
            return Linkage::None;
        }
        if self.has_keyword(specs, "static") && kind != ScopeKind::Class {
            return Linkage::Internal;
        }
        if self.table.in_anonymous_namespace(scope) {
            return Linkage::Internal;
        }
        // A namespace-scope const variable without `extern` has internal linkage.
        if is_const_var && !self.has_keyword(specs, "extern") && !self.in_bare_linkage_spec && !self.has_keyword(specs, "inline") {
            return Linkage::Internal;
        }
        Linkage::External
    }

    fn decl(&mut self, d: &Decl, scope: ScopeId, in_template: bool) {
        match d {
            Decl::Namespace { inline, name, extra, decls, .. } => {
                let inner = match name {
                    // `namespace a::b::c { ... }` opens (or reopens) each in turn.
                    Some(t) => {
                        let inner = std::iter::once(t).chain(extra).fold(scope, |outer, t| self.open_namespace(outer, *t));
                        // An inline namespace's members are members of the enclosing one too
                        // (`cuda::std::atomic` is `cuda::std::__4::atomic`).
                        let parent = self.table.scopes[inner].parent.unwrap_or(GLOBAL);
                        if *inline && !self.table.scopes[parent].using.contains(&inner) {
                            self.table.scopes[parent].using.push(inner);
                        }
                        inner
                    }
                    None => {
                        let s = self.new_scope(ScopeKind::Namespace, scope, true);
                        self.table.scopes[scope].using.push(s);
                        s
                    }
                };
                decls.iter().for_each(|d| self.decl(d, inner, in_template));
            }
            Decl::Linkage { lang, decls, braced, .. } => {
                let saved = std::mem::replace(&mut self.in_bare_linkage_spec, !braced);
                let c = self.tok(*lang) == "\"C\"";
                let saved_c = std::mem::replace(&mut self.in_c_linkage, c);
                decls.iter().for_each(|d| self.decl(d, scope, in_template));
                self.in_bare_linkage_spec = saved;
                self.in_c_linkage = saved_c;
            }
            Decl::Template { params, decl, range, .. } => {
                let s = self.new_scope(ScopeKind::TemplateParams, scope, false);
                self.template_params(params, s);
                self.template_scopes.push(s);
                // The templated entity itself belongs to the enclosing scope.
                self.templated += 1;
                let declares_function = match &**decl {
                    Decl::Function(_) | Decl::DeductionGuide { .. } => true,
                    Decl::Simple(sd) => sd.declarators.iter().all(|i| i.declarator.function_params().is_some()) && !sd.specs.iter().any(|sp| matches!(sp, DeclSpec::Type(TypeSpec::Class(_) | TypeSpec::Enum(_)))),
                    _ => false,
                };
                if declares_function {
                    self.template_header = Some(self.spelled(TokRange { lo: range.lo, hi: decl.range().lo }));
                    if self.templated == 1 && matches!(self.table.scopes[scope].kind, ScopeKind::Namespace | ScopeKind::Global) {
                        self.function_template_header = Some(self.template_header_of(params, scope, &[]));
                    }
                }
                if let (Decl::Simple(sd), false, false) = (&**decl, declares_function, params.is_empty()) {
                    self.variable_partial_specialization(sd, range.lo, scope);
                }
                self.note_deduction_header(params, decl, scope);
                self.decl(decl, scope, true);
                self.template_scopes.pop();
                self.template_header = None;
                self.function_template_header = None;
                self.class_template_header = None;
                self.member_template_header = None;
                self.templated -= 1;
                self.note_template_packs(params, decl, scope);
            }
            Decl::ExplicitInstantiation { .. } => {}
            // `using enum E;` declares E's enumerators here, as using-declarations would.
            Decl::Using { name, range } if self.tok(range.lo + 1) == "enum" => {
                let Some(id) = self.resolve_name(scope, name).filter(|&id| self.table.entities[id].kind == EntityKind::Enum) else { return };
                let e = &self.table.entities[id];
                let enum_type = MangleType::Named(QualifiedName { scopes: vec![], name: format!("{}@{}", e.name, e.scope), template_args: vec![] });
                for (n, tok) in e.enumerators.clone() {
                    self.add(scope, Entity { declared: Some(enum_type.clone()), ..Entity::new(EntityKind::Enumerator, n, scope, tok) });
                }
            }
            Decl::Using { name, .. } => {
                if let UnqualKind::Plain(seg) = &name.last {
                    let brought = self.tok(seg.tok).to_string();
                    self.using_targets(scope, name, &brought);
                    self.table.scopes[scope].using_declared.push(brought);
                }
            }
            Decl::UsingDirective { name, .. } => {
                if let Some(target) = self.resolve_scope(scope, name) {
                    if !self.table.scopes[scope].directives.contains(&target) {
                        self.table.scopes[scope].directives.push(target);
                    }
                }
            }
            Decl::Function(f) => self.function(f, scope, in_template),
            Decl::DeductionGuide { specs, guide, range } => self.deduction_guide(specs, guide, range.lo, scope),
            Decl::Simple(s) => {
                self.simple(s, scope, in_template);
                // Lambdas and statement expressions in namespace-scope initializers open
                // scopes too (a block's declarations get theirs from `stmt`).
                if matches!(self.table.scopes[scope].kind, ScopeKind::Namespace | ScopeKind::Global) {
                    self.initializers(d, scope);
                }
            }
            Decl::Concept { name, .. } => {
                let n = self.tok(*name).to_string();
                self.add(scope, Entity::new(EntityKind::Typedef, n, scope, *name));
            }
            Decl::Alias { name, ty, .. } => {
                // `using E = enum E { a, b };` declares the enum (and its enumerators) too.
                for spec in &ty.specs {
                    match spec {
                        DeclSpec::Type(TypeSpec::Class(c)) => {
                            self.class(c, scope);
                        }
                        DeclSpec::Type(TypeSpec::Enum(e)) => self.enumeration(e, scope, None),
                        _ => {}
                    }
                }
                let n = self.tok(*name).to_string();
                let declared = self.declared_type(scope, &ty.specs, &ty.declarator);
                self.add(scope, Entity { declared, ..Entity::new(EntityKind::Typedef, n, scope, *name) });
            }
            _ => {}
        }
    }

    /// The scope of the namespace `name` declared in `scope`: a reopened namespace continues
    /// its scope; a new one is entered.
    /// Records which parameters of a primary class template are packs.
    fn note_template_packs(&mut self, params: &[TemplateParam], decl: &Decl, scope: ScopeId) {
        let Decl::Simple(s) = decl else { return };
        let name = s.specs.iter().find_map(|spec| match spec {
            DeclSpec::Type(TypeSpec::Class(c)) => c.name.as_ref(),
            DeclSpec::Type(TypeSpec::Elaborated { name, .. }) if s.declarators.is_empty() => Some(name),
            _ => None,
        });
        // A partial specialization (`X<T*>`) is not the primary template.
        let Some(UnqualKind::Plain(seg)) = name.filter(|n| n.scopes.is_empty()).map(|n| &n.last) else { return };
        if seg.template_args.is_some() {
            return;
        }
        let packs: Vec<bool> = params
            .iter()
            .map(|p| match p {
                TemplateParam::Type { pack, .. } | TemplateParam::Template { pack, .. } => *pack,
                TemplateParam::NonType(p) => p.declarator.is_pack(),
            })
            .collect();
        let name = self.tok(seg.tok).to_string();
        let table = &mut self.table;
        let class = table.scopes[scope].names.get(&name).and_then(|ids| ids.iter().rev().find(|&&id| table.entities[id].kind == EntityKind::Class).copied());
        if let Some(id) = class {
            if table.entities[id].template_packs.is_empty() {
                table.entities[id].template_packs = packs;
            }
        }
    }

    fn open_namespace(&mut self, scope: ScopeId, name: Tok) -> ScopeId {
        let n = self.tok(name).to_string();
        let existing = self.table.scopes[scope]
            .names
            .get(&n)
            .and_then(|ids| ids.iter().rev().find(|&&id| self.table.entities[id].kind == EntityKind::Namespace).copied());
        if let Some(inner) = existing.and_then(|id| self.table.entities[id].inner) {
            return inner;
        }
        let s = self.new_scope(ScopeKind::Namespace, scope, false);
        self.add(scope, Entity { linkage: Linkage::External, inner: Some(s), ..Entity::new(EntityKind::Namespace, n, scope, name) });
        s
    }

    /// The scope a (namespace) name denotes.
    /// `using N::name;` in a namespace or block scope: the declarations of `name` in the
    /// namespace `N` so far become visible in `scope` (a class's using-declarations name
    /// members of bases, which member lookup finds itself).
    fn using_targets(&mut self, scope: ScopeId, q: &QualName, brought: &str) {
        if self.table.scopes[scope].kind == ScopeKind::Class || q.scopes.is_empty() {
            return;
        }
        let Some(path) = self.scope_names(&q.scopes) else { return };
        let Some((last, outer)) = path.split_last() else { return };
        let Some(qualifier) = self.table.resolve(scope, q.global, outer, last) else { return };
        let e = &self.table.entities[qualifier];
        let (EntityKind::Namespace, Some(ns)) = (e.kind, e.inner) else { return };
        let targets = self.table.members(ns, brought, 0, true);
        if !targets.is_empty() {
            self.table.scopes[scope].using_targets.entry(brought.to_string()).or_default().extend(targets);
        }
    }

    fn resolve_scope(&self, from: ScopeId, q: &QualName) -> Option<ScopeId> {
        let UnqualKind::Plain(seg) = &q.last else { return None };
        let path = self.scope_names(&q.scopes)?;
        let id = self.table.resolve(from, q.global, &path, self.tok(seg.tok))?;
        self.table.entities[id].inner
    }

    /// The names of a written qualifier's scopes (template arguments ignored); `None` if one
    /// is a `decltype`.
    fn scope_names(&self, scopes: &[crate::syntax::ast::Scope]) -> Option<Vec<&str>> {
        scopes
            .iter()
            .map(|s| match s {
                crate::syntax::ast::Scope::Name(seg) => Some(self.tok(seg.tok)),
                crate::syntax::ast::Scope::Decltype(_) => None,
            })
            .collect()
    }

    fn function(&mut self, f: &FunctionDef, scope: ScopeId, in_template: bool) {
        let id = self.function_decl(&f.specs, &f.declarator, scope, true, in_template);
        match (id, &f.body) {
            (Some(id), FunctionBody::Deleted(_)) => self.table.entities[id].deleted = true,
            (Some(id), FunctionBody::Defaulted(_)) => self.table.entities[id].defaulted = true,
            _ => {}
        }
        // The parameters belong to the body's outermost block.
        let s = self.block_scope(scope, f.body_range.lo);
        self.table.scopes[s].closes_at = Some(f.body_range.hi.saturating_sub(1));
        self.parameters(&f.declarator, s, true);
        if let FunctionBody::Block(b) = &f.body {
            self.block(b, s);
        }
    }

    /// Enters a function declaration; returns its entity (`None` when it is not entered).
    /// Notes which earlier declarations it makes `inline`.
    fn function_decl(&mut self, specs: &[DeclSpec], d: &Declarator, scope: ScopeId, definition: bool, in_template: bool) -> Option<EntityId> {
        let id = self.function_entity(specs, d, scope, definition, in_template)?;
        // A friend declaration in a class: argument-dependent lookup finds the function
        // through that class ([basic.lookup.argdep]/4).
        if self.table.scopes[scope].kind == ScopeKind::Class && self.has_keyword(specs, "friend") && !self.table.entities[id].befriended_in.contains(&scope) {
            self.table.entities[id].befriended_in.push(scope);
        }
        Some(id)
    }

    fn function_entity(&mut self, specs: &[DeclSpec], d: &Declarator, scope: ScopeId, definition: bool, in_template: bool) -> Option<EntityId> {
        let inline = specs.iter().any(|s| matches!(s, DeclSpec::Keyword(t) if matches!(self.tok(*t), "inline" | "__inline" | "__inline__")));
        let id = match d.name() {
            Some(name) if !name.scopes.is_empty() => {
                if inline {
                    if let Some(id) = self.member_declared_in_class(d, scope) {
                        let earlier = self.not_inline.remove(&id).unwrap_or_default();
                        self.table.made_inline_later.extend(earlier);
                    }
                }
                return None;
            }
            _ => self.enter_function_decl(specs, d, scope, definition, in_template)?,
        };
        if self.has_keyword(specs, "virtual") && self.table.scopes[scope].kind == ScopeKind::Class {
            self.table.entities[id].declared_virtual = true;
        }
        if inline {
            let earlier = self.not_inline.remove(&id).unwrap_or_default();
            self.table.made_inline_later.extend(earlier);
        } else if !self.has_keyword(specs, "constexpr") && !self.has_keyword(specs, "consteval") {
            // Before the first decl-specifier that is no attribute; before the declarator of a
            // declaration without one (a constructor). Where that is unclear, nowhere.
            let at = match specs.iter().find(|s| !matches!(s, DeclSpec::Attr(_))) {
                Some(spec) => spec.start(),
                None => Some(d.range().lo),
            };
            if let Some(at) = at {
                self.not_inline.entry(id).or_default().push(at);
            }
        }
        Some(id)
    }

    /// The member function an out-of-class definition (`void S::f() {}`) defines: the one
    /// function of that name in the class, or the one with the same signature.
    fn member_declared_in_class(&self, d: &Declarator, scope: ScopeId) -> Option<EntityId> {
        let name = d.name()?;
        // Named as the class enters its members (see `enter_function_decl`).
        let n = match &name.last {
            UnqualKind::Plain(seg) => self.tok(seg.tok).to_string(),
            UnqualKind::Destructor(seg) => format!("~{}", self.tok(seg.tok)),
            UnqualKind::Operator { tokens, .. } => self.operator_name(*tokens),
            _ => return None,
        };
        let n = n.as_str();
        let (class, path) = name.scopes.split_last()?;
        let crate::syntax::ast::Scope::Name(class) = class else { return None };
        let path = self.scope_names(path)?;
        let class = self.table.resolve(scope, name.global, &path, self.tok(class.tok))?;
        let inner = self.table.entities[class].inner?;
        let functions: Vec<EntityId> = self.table.scopes[inner].names.get(n)?.iter().copied().filter(|&id| self.table.entities[id].kind == EntityKind::Function).collect();
        match functions.as_slice() {
            [one] => Some(*one),
            _ => {
                let declared = self.declared_type(inner, &[], d);
                let signature = self.signature(d, declared.as_ref(), false);
                self.functions.get(&(inner, n.to_string(), signature)).copied()
            }
        }
    }

    fn enter_function_decl(&mut self, specs: &[DeclSpec], d: &Declarator, scope: ScopeId, definition: bool, in_template: bool) -> Option<EntityId> {
        let name = d.name()?;
        // Out-of-class member definitions (`S::f`) belong to the class: not entered here.
        if !name.scopes.is_empty() {
            return None;
        }
        let (n, name_tok) = match &name.last {
            UnqualKind::Plain(seg) => (self.tok(seg.tok).to_string(), seg.tok),
            UnqualKind::Operator { tokens, .. } => (self.operator_name(*tokens), tokens.lo),
            // A destructor is entered as `~S` in its class: what calls it implicitly finds it there.
            UnqualKind::Destructor(seg) if seg.template_args.is_none() => (format!("~{}", self.tok(seg.tok)), seg.tok),
            UnqualKind::Literal(t) => {
                let suffix = self.tok(*t);
                (if suffix.starts_with("\"\"") { format!("operator {suffix}") } else { format!("operator \"\"{suffix}") }, *t)
            }
            _ => return None,
        };
        // A friend function is a member of the innermost enclosing namespace.
        let scope = if self.has_keyword(specs, "friend") { self.enclosing_namespace(scope) } else { scope };
        let spelled = d.function_params().map(|p| self.spelled(p.range)).unwrap_or_default();
        let declared = self.declared_type(scope, specs, d);
        let deduced_function = if declared.is_none() { self.table.deduced_function_type(&|t| self.tok(t).to_string(), &|q| self.resolve_name(scope, q), specs, d).map(Box::new) } else { None };
        let function_template = self.function_template_header.take().filter(|_| !self.has_keyword(specs, "friend") && name.scopes.is_empty() && !name.global).map(|header| Box::new(self.function_template(header, scope, specs, d)));
        self.note_constructor_candidate(&n, specs, d, scope);
        let signature = self.signature(d, declared.as_ref(), in_template);
        let spaces = cuda::spaces_of(specs, Some(d));
        let exec = cuda::exec_space(&spaces);
        let linkage = self.linkage(specs, scope, false);
        let previous = self.functions.get(&(scope, n.clone(), signature.clone())).copied();
        if !self.table.scopes[scope].names.contains_key(&n) && !self.has_keyword(specs, "friend") {
            self.default_arguments_at_end(d, name_tok, function_template.is_some());
        }
        // Execution spaces written on redeclarations add up, as in the reference: `__device__`
        // then `__host__` is `__host__ __device__` (the runtime declares cudaGraphLaunch so in
        // two headers); a redeclaration without any adds nothing.
        if let (Some(id), false) = (previous, spaces.is_empty()) {
            let merged = cuda::merged_exec_space(self.table.entities[id].exec_space, exec);
            self.table.entities[id].exec_space = Some(merged);
        }
        // `f(V)` with `typedef void V;` takes no arguments: what the parameter's type names
        // decides (known only when every name in it is).
        let lone_void = match declared.as_ref().or(function_template.as_ref().and_then(|t| t.declared.as_ref())) {
            Some(MangleType::Function { params, .. }) => Some(matches!(params.as_slice(), [MangleType::Builtin(v)] if v == "v")),
            // A specialization of a class template (`max(initializer_list<_Tp>)`) is no `void`.
            _ if self.lone_param_is_class_specialization(d, scope) => Some(false),
            _ => None,
        };
        let arity = function_arity(d, lone_void, &|t| self.tok(t).to_string());
        let friend = self.has_keyword(specs, "friend");
        let consteval = self.has_keyword(specs, "consteval");
        let constexpr = consteval || self.has_keyword(specs, "constexpr");
        if let Some(id) = previous {
            // A redeclaration may add default arguments; it is one function still.
            let e = &mut self.table.entities[id];
            e.constexpr |= constexpr;
            e.consteval |= consteval;
            e.arity = match (e.arity, arity) {
                (Some(a), Some(b)) if a.max == b.max => Some(Arity { min: a.min.min(b.min), max: a.max }),
                _ => None,
            };
            e.friend &= friend;
        }
        let class_scope = self.table.scopes[scope].kind == ScopeKind::Class;
        let template_key = if in_template || self.templated > 0 { self.template_key(specs, name_tok, d.range().hi, &signature) } else { None };
        let exception_spec = function_quals(d).and_then(|q| q.noexcept);
        // The reference does not hold a redeclaration to a `__device_builtin__` function's
        // exception specification (CUDA's math_functions.h declares `sincos` noexcept; a
        // program's own `extern "C" void sincos(double, double *, double *);` is accepted).
        let nothrow = exception_spec.is_some_and(|r| self.is_nothrow_spec(r)) && !cuda::is_device_builtin(specs);
        // Judged against the first declaration's exception specification (CUDA's builtin
        // `sincos` comes before glibc's non-throwing one).
        // (Another return type makes it another error, #2862, not reported yet.)
        if let Some(id) = previous.filter(|&id| !return_types_differ(self.table.entities[id].declared.as_ref(), declared.as_ref())) {
            self.omitted_exception_specification(id, d, exception_spec.is_some(), in_template, name_tok);
        }
        match previous {
            // Same parameters, another return type: no overload ([over.load]/2). Judged only
            // when both types are fully known.
            Some(id) if !in_template && self.judged(self.table.entities[id].name_tok, name_tok) && return_types_differ(self.table.entities[id].declared.as_ref(), declared.as_ref()) => {
                self.diagnostics.push(Diagnostic::new(&catalog::RETURN_TYPE_CANNOT_DISTINGUISH_FUNCTIONS, self.span(name_tok)));
                Some(id)
            }
            // In a template, a redeclaration spelled exactly like the first declaration (its own
            // template header, return type and parameters; execution spaces aside) is the same
            // one: in a class, declared twice (403); a function template defined twice (3369).
            Some(id) if template_key.is_some() && self.table.entities[id].template_key == template_key && !friend && self.judged(self.table.entities[id].name_tok, name_tok) && (class_scope || (definition && self.table.entities[id].defined)) => {
                let prev_offset = self.span(self.table.entities[id].name_tok).lo;
                if class_scope {
                    let class = self.table.scope_path(scope).map(|p| p.join("::") + "::").unwrap_or_default();
                    let shown = format!("{class}{n}({})", self.params_spelled(d).join(", "));
                    self.diagnostics.push(Diagnostic::new(&catalog::MEMBER_FUNCTION_REDECLARATION, self.span(name_tok)).arg("name", shown).arg_position("previous_at", prev_offset));
                } else {
                    self.diagnostics.push(
                        Diagnostic::new(&catalog::ALREADY_DEFINED_WITH_POS, self.span(name_tok)).arg("kind", "function template").arg("name", n.clone()).arg_position("previous_at", prev_offset),
                    );
                }
                Some(id)
            }
            // Redeclarations are only judged where both types are fully known (a hidden friend
            // of a class template, `friend void swap(T&, T&)`, is spelled alike in each).
            Some(id) if in_template || declared.is_none() || self.table.entities[id].declared.is_none() || !self.judged(self.table.entities[id].name_tok, name_tok) => {
                self.table.entities[id].defined |= definition;
                Some(id)
            }
            // A member function may be declared only once in its class ([class.mem]/5). Not
            // judged where one of the two is a constexpr non-static member function: in C++11
            // it is implicitly const, so `constexpr int h(); int h();` overload (the standard is
            // not known here).
            Some(id) if class_scope && (constexpr || self.table.entities[id].constexpr) && !self.has_keyword(specs, "static") && !self.table.entities[id].is_static => {
                Some(id)
            }
            Some(id) if class_scope => {
                let prev_offset = self.span(self.table.entities[id].name_tok).lo;
                let class = self.table.scope_path(scope).map(|p| p.join("::") + "::").unwrap_or_default();
                let shown = format!("{class}{n}({})", self.params_spelled(d).join(", "));
                self.diagnostics.push(Diagnostic::new(&catalog::MEMBER_FUNCTION_REDECLARATION, self.span(name_tok)).arg("name", shown).arg_position("previous_at", prev_offset));
                Some(id)
            }
            Some(id) if definition && self.table.entities[id].defined => {
                let prev_tok = self.table.entities[id].name_tok;
                let prev_offset = self.span(prev_tok).lo;
                self.diagnostics.push(
                    Diagnostic::new(&catalog::ALREADY_DEFINED_WITH_POS, self.span(name_tok)).arg("kind", "function").arg("name", n.clone()).arg_position("previous_at", prev_offset),
                );
                Some(id)
            }
            Some(id) => {
                self.table.entities[id].defined |= definition;
                Some(id)
            }
            None => {
                let template = self.templated > 0;
                let explicit = specs.iter().any(|s| matches!(s, DeclSpec::Keyword(t) if self.tok(*t) == "explicit" && self.certainly_explicit(*t)));
                let is_static = class_scope && self.has_keyword(specs, "static");
                Some(self.add(scope, Entity { linkage, exec_space: Some(exec), defined: definition, type_text: spelled, declared, deduced_function, function_qualifiers: self.function_qualifiers(d).into_boxed_str(), signature, template, function_template, friend, arity, explicit, is_static, nothrow, constexpr, consteval, template_key, ..Entity::new(EntityKind::Function, n, scope, name_tok) }))
            }
        }
    }

    /// `template <class T> T* v<T*> = nullptr;` (its header starting at `start`) at namespace
    /// scope: a partial specialization of a variable template, defined again where one spelled
    /// alike was defined before (3369, at the name). Only definitions with an initializer are
    /// judged.
    fn variable_partial_specialization(&mut self, s: &SimpleDecl, start: u32, scope: ScopeId) {
        if self.templated != 1 || !matches!(self.table.scopes[scope].kind, ScopeKind::Namespace | ScopeKind::Global) || self.has_keyword(&s.specs, "extern") {
            return;
        }
        for init in &s.declarators {
            let Some(name) = init.declarator.name() else { continue };
            let (UnqualKind::Plain(seg), true, true, Some(_)) = (&name.last, name.scopes.is_empty() && !name.global, init.ambiguous_init.is_none(), &init.init) else { continue };
            if seg.template_args.is_none() || init.declarator.function_params().is_some() {
                continue;
            }
            let key = (scope, self.spelled(TokRange { lo: start, hi: init.declarator.range().hi }));
            match self.variable_partial_specializations.get(&key).copied() {
                Some(previous) if self.judged(previous, seg.tok) => {
                    let n = self.tok(seg.tok).to_string();
                    let prev_offset = self.span(previous).lo;
                    self.diagnostics.push(Diagnostic::new(&catalog::ALREADY_DEFINED_WITH_POS, self.span(seg.tok)).arg("kind", "variable template").arg("name", n).arg_position("previous_at", prev_offset));
                }
                Some(_) => {}
                None => {
                    self.variable_partial_specializations.insert(key, seg.tok);
                }
            }
        }
    }

    /// How a function declared in a template is spelled, for finding the same declaration
    /// again: its own template header (none for a member of a class template), the tokens of
    /// its declaration up to the end of its declarator without attributes (so without
    /// execution spaces, but with its name's template arguments, parameter names and trailing
    /// return type), and `signature`. `None` where the start of the declaration is unknown.
    fn template_key(&mut self, specs: &[DeclSpec], name_tok: u32, end: u32, signature: &str) -> Option<String> {
        let header = self.template_header.take().unwrap_or_default();
        let mut start = name_tok;
        for spec in specs {
            let first = match spec {
                DeclSpec::Keyword(t) | DeclSpec::Cv(t) | DeclSpec::Builtin(t) | DeclSpec::ExplicitBool(t, _) => *t,
                DeclSpec::Attr(a) => a.range.lo,
                DeclSpec::Type(TypeSpec::Named(q) | TypeSpec::Typename(q)) => q.range.lo,
                DeclSpec::Type(TypeSpec::Elaborated { key, .. }) => *key,
                DeclSpec::Type(TypeSpec::Auto(t)) => *t,
                DeclSpec::Type(TypeSpec::Decltype(_, r) | TypeSpec::DecltypeAuto(r) | TypeSpec::TraitType(_, _, r)) => r.lo,
                _ => return None,
            };
            start = start.min(first);
        }
        let mut words = Vec::new();
        let mut t = start;
        while t < end {
            if self.tok(t) == "__attribute__" {
                // Skip `__attribute__((...))`.
                let mut depth = 0;
                t += 1;
                while t < end {
                    match self.tok(t) {
                        "(" => depth += 1,
                        ")" => depth -= 1,
                        _ => {}
                    }
                    t += 1;
                    if depth == 0 {
                        break;
                    }
                }
                continue;
            }
            words.push(self.tok(t));
            t += 1;
        }
        Some(format!("{header} | {} | {signature}", words.join(" ")))
    }

    /// Whether an exception specification (its tokens) says the function throws nothing:
    /// `noexcept`, `noexcept(true)`, `throw()` (a `noexcept(expr)` cufe does not evaluate
    /// counts as throwing).
    fn is_nothrow_spec(&self, r: TokRange) -> bool {
        let words: Vec<&str> = (r.lo..r.hi).map(|t| self.tok(t)).collect();
        matches!(words.as_slice(), ["noexcept"] | ["noexcept", "(", "true", ")"] | ["throw", "(", ")"])
    }

    /// A redeclaration of a non-throwing function without an exception specification
    /// ([except.spec]/4): an error, a warning where the previous declaration is in a system
    /// header (the reference: `extern "C" void abort();` after <stdlib.h>'s `noexcept(true)`).
    /// Pointed at the token after the declarator.
    fn omitted_exception_specification(&mut self, previous: EntityId, d: &Declarator, has_spec: bool, in_template: bool, name_tok: u32) {
        let prev = &self.table.entities[previous];
        if has_spec || in_template || !prev.nothrow || (self.in_system_header)(self.span(name_tok).lo) {
            return;
        }
        // A replacement of a global allocation or deallocation function (<new> declares
        // `operator delete` noexcept; `void operator delete(void *p) { .. }` replaces it):
        // the reference accepts it without one.
        if prev.name.starts_with("operator new") || prev.name.starts_with("operator delete") {
            return;
        }
        if d.function_params().is_none() {
            return;
        }
        let prev_tok = prev.name_tok;
        let prev_system = (self.in_system_header)(self.span(prev_tok).lo);
        let at = self.span(d.range().hi);
        let mut diag = Diagnostic::new(&catalog::OMITTED_EXCEPTION_SPECIFICATION, at)
            .arg("name", prev.name.clone())
            .arg_position("previous_at", self.span(prev_tok).lo);
        if prev_system {
            diag = diag.severity(crate::diag::Severity::Warning);
        }
        self.diagnostics.push(diag);
    }

    /// The type declared by `specs` and `d` in `scope` (see [`SymbolTable::declared_type`]).
    fn declared_type(&self, scope: ScopeId, specs: &[DeclSpec], d: &Declarator) -> Option<MangleType> {
        let text = |t: u32| self.tok(t).to_string();
        let resolve = |q: &QualName| {
            let found = self.resolve_name(scope, q);
            if let (Some(id), UnqualKind::Plain(seg)) = (found, &q.last) {
                let e = &self.table.entities[id];
                if seg.template_args.is_none() && !e.template && matches!(e.kind, EntityKind::Class | EntityKind::Enum | EntityKind::Typedef) {
                    self.type_name_uses.borrow_mut().push((seg.tok, id));
                }
            }
            found
        };
        self.table.declared_type(&text, &resolve, specs, d)
    }

    /// What tells a function's redeclarations from its overloads: its parameter types (after
    /// typedefs and adjustment), its cv- and ref-qualifiers, its trailing requires-clause, and
    /// whether it is a template (a template and a function never redeclare each other). Where
    /// the parameter types are not known, their spelling without parameter names stands in
    /// (equal spellings in one scope name equal types).
    fn signature(&self, d: &Declarator, declared: Option<&MangleType>, template: bool) -> String {
        let Some(clause) = d.function_params() else { return String::new() };
        let params = match declared {
            Some(MangleType::Function { params, .. }) => format!("{params:?}"),
            _ => format!("spelled({}{})", self.params_spelled(d).join(","), if clause.variadic { ",..." } else { "" }),
        };
        let requires = function_quals(d).and_then(|q| q.requires.as_ref()).map(|e| self.spelled(e.range())).unwrap_or_default();
        let template = if template { "template " } else { "" };
        format!("{template}{params} {} {requires}", self.function_qualifiers(d))
    }

    /// A function declarator's cv- and ref-qualifiers (`const &`), cv sorted.
    fn function_qualifiers(&self, d: &Declarator) -> String {
        let quals = function_quals(d);
        let mut cv: Vec<&str> = quals.map(|q| q.cv.iter().map(|t| self.tok(*t)).collect()).unwrap_or_default();
        cv.sort_unstable();
        let ref_qual = quals.and_then(|q| q.ref_qual).map(|t| self.tok(t)).unwrap_or("");
        format!("{} {ref_qual}", cv.join(" "))
    }

    /// The parameters of a function declarator as spelled, without their names.
    fn params_spelled(&self, d: &Declarator) -> Vec<String> {
        let Some(clause) = d.function_params() else { return Vec::new() };
        clause
            .params
            .iter()
            .map(|p| {
                let name = p.declarator.name().map(|q| q.range);
                (p.range.lo..p.range.hi).filter(|t| name.is_none_or(|r| !(r.lo..r.hi).contains(t))).map(|t| self.tok(t)).collect::<Vec<_>>().join(" ")
            })
            .collect()
    }

    /// The entity a (possibly qualified) name denotes, seen from `scope`.
    fn resolve_name(&self, scope: ScopeId, q: &QualName) -> Option<EntityId> {
        let UnqualKind::Plain(seg) = &q.last else { return None };
        let path: Vec<&str> = q.plain_scope_tokens()?.into_iter().map(|t| self.tok(t)).collect();
        // A name that starts with a template parameter depends on the template's arguments.
        if !q.global && self.table.names_template_parameter(scope, path.first().copied().unwrap_or(self.tok(seg.tok))) {
            return None;
        }
        let id = self.table.resolve(scope, q.global, &path, self.tok(seg.tok))?;
        // So may a type declared inside a template (a class template's member typedef, a
        // function template's local alias): what it names is known per instantiation.
        let e = &self.table.entities[id];
        let declared_in_template = self.table.scopes[e.scope].template_params.is_some() || self.table.scopes[e.scope].kind == ScopeKind::TemplateParams;
        (!(declared_in_template && e.kind == EntityKind::Typedef)).then_some(id)
    }

    fn simple(&mut self, s: &SimpleDecl, scope: ScopeId, in_template: bool) {
        // `typedef struct { ... } S;`: the unnamed class's name for linkage purposes.
        let typedef_name = self
            .has_keyword(&s.specs, "typedef")
            .then(|| s.declarators.first())
            .flatten()
            .and_then(|init| match &init.declarator {
                Declarator::Name { name: Some(name), .. } if name.scopes.is_empty() => match &name.last {
                    UnqualKind::Plain(seg) if seg.template_args.is_none() => Some(seg.tok),
                    _ => None,
                },
                _ => None,
            })
            .filter(|_| {
                s.specs.iter().any(|sp| match sp {
                    DeclSpec::Type(TypeSpec::Class(c)) => c.name.is_none(),
                    DeclSpec::Type(TypeSpec::Enum(e)) => e.name.is_none(),
                    _ => false,
                })
            });
        for spec in &s.specs {
            match spec {
                DeclSpec::Type(TypeSpec::Class(c)) if c.name.is_none() && s.declarators.is_empty() => {
                    // An anonymous union (or struct): its members are names of the enclosing
                    // scope as well ([class.union.anon]).
                    let inner = self.class(c, scope);
                    let members: Vec<(String, Vec<EntityId>)> = self.table.scopes[inner].names.iter().map(|(n, ids)| (n.clone(), ids.clone())).collect();
                    for (n, ids) in members {
                        self.table.scopes[scope].names.entry(n).or_default().extend(ids);
                    }
                }
                DeclSpec::Type(TypeSpec::Class(c)) => {
                    self.class_named(c, scope, typedef_name);
                }
                DeclSpec::Type(TypeSpec::Enum(e)) => self.enumeration(e, scope, typedef_name),
                DeclSpec::Type(TypeSpec::Elaborated { name, .. }) if name.scopes.is_empty() && !name.global => {
                    let UnqualKind::Plain(seg) = &name.last else { continue };
                    if seg.template_args.is_some() {
                        continue;
                    }
                    let n = self.tok(seg.tok).to_string();
                    let (target, known) = if s.declarators.is_empty() {
                        // `struct S;` (also `template<class T> struct S;`) declares S here if it
                        // is new; `friend class S;` in the enclosing namespace.
                        let target = if self.has_keyword(&s.specs, "friend") { self.enclosing_namespace(scope) } else { scope };
                        (target, self.table.scopes[target].names.contains_key(&n))
                    } else {
                        // `typedef struct S *P;`, `struct S *p;`: an S that lookup does not find
                        // is declared in the nearest enclosing namespace or block scope.
                        // One a base class may declare is not known to be new.
                        (self.enclosing_namespace(scope), self.table.lookup(scope, &n).is_some() || self.table.may_find_inherited_names(scope))
                    };
                    if !known {
                        let linkage = self.linkage(&[], target, false);
                        self.add(target, Entity { linkage, defined: false, ..Entity::new(EntityKind::Class, n, target, seg.tok) });
                    }
                }
                _ => {}
            }
        }
        let is_typedef = self.has_keyword(&s.specs, "typedef");
        let is_extern = self.has_keyword(&s.specs, "extern") || self.in_bare_linkage_spec;
        let is_const = s.specs.iter().any(|sp| matches!(sp, DeclSpec::Cv(t) if self.tok(*t) == "const"));
        let spec_text: Vec<String> = s
            .specs
            .iter()
            .filter_map(|sp| match sp {
                DeclSpec::Builtin(t) | DeclSpec::Cv(t) => Some(self.tok(*t).to_string()),
                DeclSpec::Type(TypeSpec::Named(q)) => Some(self.spelled(q.range)),
                _ => None,
            })
            .collect();
        for init in &s.declarators {
            let d = &init.declarator;
            if self.structured_binding(d, scope) {
                continue;
            }
            if d.function_params().is_some() && !is_typedef {
                let id = self.function_decl(&s.specs, d, scope, false, in_template);
                // `virtual void f() = 0;` in a class: a pure virtual function.
                let pure = matches!(&init.init, Some(Initializer::Assign(e)) if matches!(e.as_ref(), Expr::Literal(t) if self.tok(*t) == "0"));
                if let (Some(id), true, ScopeKind::Class) = (id, pure, self.table.scopes[scope].kind) {
                    self.table.entities[id].pure_virtual = true;
                }
                let params = self.new_scope(ScopeKind::Block, scope, false);
                self.parameters(d, params, false);
                continue;
            }
            let Some(name) = d.name() else { continue };
            if !name.scopes.is_empty() {
                continue;
            }
            let UnqualKind::Plain(seg) = &name.last else { continue };
            // A specialization (`v<int> = 1`) is not a redeclaration of the template.
            if seg.template_args.is_some() {
                continue;
            }
            if typedef_name == Some(seg.tok) {
                // The class itself carries this name (see `class_named`).
                continue;
            }
            let n = self.tok(seg.tok).to_string();
            if self.redeclares_header_name(scope, &n, seg.tok) {
                continue;
            }
            if in_template {
                // A variable template (or a static data member template): known, not judged.
                if !self.table.scopes[scope].names.contains_key(&n) {
                    let kind = if is_typedef { EntityKind::Typedef } else { EntityKind::Variable };
                    self.add(scope, Entity { linkage: Linkage::External, defined: init.init.is_some(), ..Entity::new(kind, n, scope, seg.tok) });
                }
                continue;
            }
            let kind = if is_typedef { EntityKind::Typedef } else { EntityKind::Variable };
            // The declarator layers around the name (`*`, `[]`) are part of the type.
            let declarator_text = self.spelled(d.range()).replacen(&n, "", 1);
            let type_text = format!("{} {}", spec_text.join(" "), declarator_text);
            // Where the type is not fully known its spelling stands in, in which the order of
            // the decl-specifiers does not matter (`const dim3` is `dim3 const`).
            let mut sorted_specs = spec_text.clone();
            sorted_specs.sort_unstable();
            let signature = format!("{} {}", sorted_specs.join(" "), declarator_text.split_whitespace().collect::<Vec<_>>().join(" "));
            let declared = self.declared_type(scope, &s.specs, d);
            let defined = kind == EntityKind::Variable && (!is_extern || init.init.is_some());
            let previous = self.table.scopes[scope].names.get(&n).and_then(|ids| ids.last().copied());
            if let Some(id) = previous.filter(|&id| kind == EntityKind::Typedef && self.table.entities[id].kind == kind) {
                self.typedef_redeclared(scope, id, seg.tok, declared.as_ref());
            }
            match previous {
                Some(id) if self.table.entities[id].kind == kind && kind == EntityKind::Variable && self.judged(self.table.entities[id].name_tok, seg.tok) => {
                    let prev = &self.table.entities[id];
                    let prev_offset = self.span(prev.name_tok).lo;
                    // Where either type is not fully known, a same spelling is the same type
                    // and another spelling decides nothing (an alias template, a deduced class
                    // template argument, an unknown name): unknown stays silent.
                    let same_type = match (&prev.declared, &declared) {
                        (Some(a), Some(b)) => Some(same_but_array_bound(a, b)),
                        _ => (prev.signature == signature).then_some(true),
                    };
                    // A class member declared twice, or a block's variable declared twice
                    // unless both are `extern`: the name is taken, whatever the types (101).
                    // At namespace scope two definitions are one too many (3369), whatever
                    // the types; otherwise the types must agree (147).
                    let scope_kind = self.table.scopes[scope].kind;
                    let name_taken = scope_kind == ScopeKind::Class || (scope_kind == ScopeKind::Block && (prev.defined || defined));
                    if name_taken {
                        self.diagnostics.push(Diagnostic::new(&catalog::ID_ALREADY_DECLARED, self.span(seg.tok)).arg("name", n.clone()).arg_position("previous_at", prev_offset));
                    } else if prev.defined && defined {
                        self.diagnostics.push(Diagnostic::new(&catalog::ALREADY_DEFINED_WITH_POS, self.span(seg.tok)).arg("kind", "variable").arg("name", n.clone()).arg_position("previous_at", prev_offset));
                    } else if same_type == Some(false) {
                        let previous = format!("{} {}", prev.type_text.trim(), n);
                        self.diagnostics.push(Diagnostic::new(&catalog::NOT_COMPATIBLE_WITH_PREVIOUS_DECL, self.span(seg.tok)).arg("previous", previous).arg_position("previous_at", prev_offset));
                    }
                    self.table.entities[id].defined |= defined;
                }
                _ => {
                    // `const int *p` is a variable pointer (to const); constexpr implies const.
                    let const_object = (is_const && !d.has_pointer()) || self.has_keyword(&s.specs, "constexpr") || self.const_pointer(d);
                    let linkage = if is_typedef { Linkage::None } else { self.linkage(&s.specs, scope, const_object) };
                    let mem = cuda::mem_space(&cuda::spaces_of(&s.specs, Some(d)));
                    let is_static = self.table.scopes[scope].kind == ScopeKind::Class && self.has_keyword(&s.specs, "static");
                    let constexpr = self.has_keyword(&s.specs, "constexpr");
                    let initialized = init.init.is_some();
                    let bit_field = matches!(init.init, Some(Initializer::BitField(_)));
                    let value = if kind == EntityKind::Variable && (constexpr || is_const) { self.variable_value(declared.as_ref(), init.init.as_ref(), scope) } else { None };
                    self.add(scope, Entity { linkage, mem_space: mem, defined, type_text, declared, signature, is_static, constexpr, initialized, bit_field, value, ..Entity::new(kind, n, scope, seg.tok) });
                }
            }
        }
    }

    /// The value of a constant expression in `scope` (see `constant_eval`): its names are the
    /// enumerators and constant integer variables declared before them, and `earlier` (an
    /// enum's enumerators so far, not yet in the table).
    fn constant_value(&self, e: &Expr, scope: ScopeId, earlier: &FxHashMap<String, i128>) -> Option<i128> {
        let text = |t: u32| self.tok(t).to_string();
        let table = &self.table;
        let lookup = |q: &QualName| -> Option<i128> {
            let UnqualKind::Plain(seg) = &q.last else { return None };
            let name = self.tok(seg.tok);
            if q.scopes.is_empty() && !q.global {
                if let Some(&v) = earlier.get(name) {
                    return Some(v);
                }
            }
            let path: Vec<&str> = q.plain_scope_tokens()?.into_iter().map(|t| self.tok(t)).collect();
            let id = table.resolve(scope, q.global, &path, name)?;
            let e = &table.entities[id];
            let declared_before = e.name_tok < seg.tok;
            (declared_before && matches!(e.kind, EntityKind::Enumerator | EntityKind::Variable)).then_some(e.value).flatten()
        };
        types::integer_value(e, &text, &lookup)
    }

    /// The value of a `const` or `constexpr` variable of integral type (`declared`) whose
    /// initializer is a constant this model evaluates, converted to that type.
    fn variable_value(&self, declared: Option<&MangleType>, init: Option<&Initializer>, scope: ScopeId) -> Option<i128> {
        let code = crate::sema::constant_eval::integral_code(declared?)?;
        let e = match init? {
            Initializer::Assign(e) => &**e,
            Initializer::Brace(list, _) | Initializer::Paren(list, _) if list.len() == 1 => &list[0],
            _ => return None,
        };
        types::convert(self.constant_value(e, scope, &FxHashMap::default())?, code)
    }

    /// `operator==`, `operator new[]`, `operator()`: spelled as the reference's cross-reference
    /// spells them.
    fn operator_name(&self, tokens: TokRange) -> String {
        let words: Vec<&str> = (tokens.lo..tokens.hi).map(|i| self.tok(i)).collect();
        match words.first() {
            Some(w) if w.starts_with(|c: char| c.is_ascii_alphabetic()) => format!("operator {}", words.concat()),
            _ => format!("operator{}", words.concat()),
        }
    }

    /// A declaration in a condition or an init-statement (`if (int n = f())`), entered in the
    /// statement's scope.
    fn condition(&mut self, c: &Condition, scope: ScopeId) {
        if let Condition::Decl(cd) = c {
            // A type defined there is an error, but its names are declared all the same.
            for spec in &cd.specs {
                match spec {
                    DeclSpec::Type(TypeSpec::Class(c)) => {
                        self.class_named(c, scope, None);
                    }
                    DeclSpec::Type(TypeSpec::Enum(e)) => self.enumeration(e, scope, None),
                    _ => {}
                }
            }
            self.declarator_name(&cd.declarator, scope);
        }
    }

    fn declarator_name(&mut self, d: &Declarator, scope: ScopeId) {
        if self.structured_binding(d, scope) {
            return;
        }
        let Some(name) = d.name() else { return };
        let UnqualKind::Plain(seg) = &name.last else { return };
        if !name.scopes.is_empty() {
            return;
        }
        let n = self.tok(seg.tok).to_string();
        if self.redeclares_header_name(scope, &n, seg.tok) {
            return;
        }
        // Of a local's or parameter's type only whether it is a reference is kept (`&`): an
        // assignment through one reads it (cross-reference kinds).
        self.add(scope, Entity { type_text: reference_marker(d), ..Entity::new(EntityKind::Variable, n, scope, seg.tok) });
    }

    /// The innermost namespace (or block) scope around `scope`: where friends and
    /// elaborated type specifiers declare new names.
    fn enclosing_namespace(&self, mut scope: ScopeId) -> ScopeId {
        while matches!(self.table.scopes[scope].kind, ScopeKind::Class | ScopeKind::TemplateParams) {
            scope = self.table.scopes[scope].parent.unwrap_or(GLOBAL);
        }
        scope
    }

    /// `[a, b]` of a structured binding: each name is a variable of `scope`. Whether `d` was
    /// one.
    fn structured_binding(&mut self, d: &Declarator, scope: ScopeId) -> bool {
        let names = d.binding_names();
        for &t in &names {
            let n = self.tok(t).to_string();
            self.add(scope, Entity::new(EntityKind::Variable, n, scope, t));
        }
        !names.is_empty()
    }

    /// Template parameters, entered in `scope`; a template template parameter's own
    /// parameters get a scope of their own.
    /// Whether a declarator's only parameter is named by a class template's name with
    /// template arguments.
    fn lone_param_is_class_specialization(&self, d: &Declarator, scope: ScopeId) -> bool {
        let Some([param]) = d.function_params().map(|c| c.params.as_slice()) else { return false };
        param.specs.iter().any(|spec| match spec {
            DeclSpec::Type(TypeSpec::Named(q)) => {
                matches!(&q.last, UnqualKind::Plain(seg) if seg.template_args.is_some()) && self.resolve_name(scope, q).is_some_and(|id| self.table.entities[id].kind == EntityKind::Class)
            }
            _ => false,
        })
    }

    /// A template parameter's name and shape (see `TemplateParamShape`).
    fn template_param_shape(&self, p: &TemplateParam) -> (Option<String>, TemplateParamShape) {
        match p {
            TemplateParam::Type { name, pack, default, .. } => (name.map(|t| self.tok(t).to_string()), TemplateParamShape { is_type: true, pack: *pack, has_default: default.is_some() }),
            TemplateParam::Template { name, pack, default, .. } => (name.map(|t| self.tok(t).to_string()), TemplateParamShape { is_type: false, pack: *pack, has_default: default.is_some() }),
            TemplateParam::NonType(p) => {
                let name = match p.declarator.name().map(|q| &q.last) {
                    Some(UnqualKind::Plain(seg)) => Some(self.tok(seg.tok).to_string()),
                    _ => None,
                };
                (name, TemplateParamShape { is_type: false, pack: p.declarator.is_pack(), has_default: p.default.is_some() })
            }
        }
    }

    /// A function template's parameters and its function type over them (names of its own
    /// type parameters become `TemplateParam(i)`; other names resolve from `scope`).
    fn function_template(&self, header: (Vec<(Option<String>, TemplateParamShape)>, Vec<Option<MangleType>>), scope: ScopeId, specs: &[DeclSpec], d: &Declarator) -> FunctionTemplate {
        let (params, defaults) = header;
        let text = |t: u32| self.tok(t).to_string();
        let declared = self.table.declared_type_by(&text, &|q| self.resolve_in_template(&params, scope, q), specs, d);
        FunctionTemplate { params: params.into_iter().map(|(_, shape)| shape).collect(), defaults, declared }
    }

    /// A name in a function template's header or declaration: one of its own type parameters
    /// is `TemplateParam(i)`, other names resolve from `scope`.
    fn resolve_in_template(&self, params: &[(Option<String>, TemplateParamShape)], scope: ScopeId, q: &QualName) -> Option<ResolvedName> {
        if let (UnqualKind::Plain(seg), true) = (&q.last, q.scopes.is_empty() && !q.global) {
            let name = self.tok(seg.tok);
            if let Some(i) = params.iter().position(|(n, _)| n.as_deref() == Some(name)) {
                // A non-type or template parameter named in a type: not modelled.
                return (params[i].1.is_type && seg.template_args.is_none()).then_some(ResolvedName::Alias(MangleType::TemplateParam(i as u32)));
            }
        }
        // `typename T::x`: a member of a type parameter's argument.
        if let ([crate::syntax::ast::Scope::Name(first)], false, UnqualKind::Plain(seg)) = (q.scopes.as_slice(), q.global, &q.last) {
            let name = self.tok(first.tok);
            if let Some(i) = params.iter().position(|(n, _)| n.as_deref() == Some(name)) {
                let member = (params[i].1.is_type && !params[i].1.pack && first.template_args.is_none() && seg.template_args.is_none() && !seg.template_kw)
                    .then(|| ResolvedName::Alias(MangleType::DependentMember(Box::new(MangleType::TemplateParam(i as u32)), self.tok(seg.tok).to_string())));
                return member;
            }
        }
        self.table.resolved_name(self.resolve_name(scope, q)?, q)
    }

    fn template_params(&mut self, params: &[TemplateParam], scope: ScopeId) {
        for p in params {
            match p {
                TemplateParam::Type { name, .. } | TemplateParam::Template { name, .. } => {
                    if let Some(t) = name {
                        let n = self.tok(*t).to_string();
                        self.add(scope, Entity::new(EntityKind::TemplateParam, n, scope, *t));
                    }
                    if let TemplateParam::Template { params: inner_params, .. } = p {
                        let inner = self.new_scope(ScopeKind::TemplateParams, scope, false);
                        self.template_params(inner_params, inner);
                    }
                }
                TemplateParam::NonType(p) => self.parameter(p, scope, EntityKind::TemplateParam, false),
            }
        }
    }

    /// The named parameters of a function declarator, entered in `scope`.
    /// The named parameters of a function declarator, entered in `scope`; with their
    /// declared types when `typed` (a definition's: its body may use them).
    fn parameters(&mut self, d: &Declarator, scope: ScopeId, typed: bool) {
        if let Some(clause) = d.function_params() {
            for p in &clause.params {
                self.parameter(p, scope, EntityKind::Variable, typed);
            }
        }
    }

    fn parameter(&mut self, p: &Param, scope: ScopeId, kind: EntityKind, typed: bool) {
        let Some(name) = p.declarator.name() else { return };
        let UnqualKind::Plain(seg) = &name.last else { return };
        if !name.scopes.is_empty() {
            return;
        }
        let n = self.tok(seg.tok).to_string();
        let declared = if typed { self.declared_type(scope, &p.specs, &p.declarator) } else { None };
        let declared = if kind == EntityKind::Variable { declared.map(adjusted_parameter_type) } else { declared };
        self.add(scope, Entity { type_text: reference_marker(&p.declarator), declared, ..Entity::new(kind, n, scope, seg.tok) });
    }

    /// Enters a class and its members; returns the class's scope.
    /// A typedef name declared again by a typedef at `name_tok`: in a class, whatever the type
    /// (1307, a warning); elsewhere, with another type (256). Types the model cannot spell out
    /// stay silent, and so does an array bound the model could not evaluate (the model's
    /// declared type then has none, like `int[]`, which the reference tells from `int[3]`).
    fn typedef_redeclared(&mut self, scope: ScopeId, previous: EntityId, name_tok: u32, declared: Option<&MangleType>) {
        let prev = &self.table.entities[previous];
        if !self.judged(prev.name_tok, name_tok) {
            return;
        }
        let previous_at = self.span(prev.name_tok).lo;
        let diagnostic = if self.table.scopes[scope].kind == ScopeKind::Class {
            Diagnostic::new(&catalog::DUPLICATE_TYPEDEF_IN_CLASS, self.span(name_tok))
        } else if matches!((&prev.declared, declared), (Some(a), Some(b)) if !same_but_array_bound(a, b)) {
            Diagnostic::new(&catalog::BAD_TYPE_NAME_REDECLARATION, self.span(name_tok)).arg("name", prev.name.clone()).arg_position("previous_at", previous_at)
        } else {
            return;
        };
        self.diagnostics.push(diagnostic);
    }

    /// A class (not a specialization) or an enum defined a second time in its scope (3369, at
    /// the name; `kind` as the message names it). The first definition may be in a system
    /// header (a program's own `float4`); the second is judged only outside them.
    fn type_redefinition(&mut self, scope: ScopeId, name: &str, name_tok: u32, kind: &str) {
        let family = if kind == "enum" { "enum" } else { "class" };
        let previous = self.defined_types.insert((scope, family, name.to_string()), name_tok);
        let Some(previous) = previous else { return };
        if (self.in_system_header)(self.span(name_tok).lo) {
            return;
        }
        let shown = match self.table.scope_path(scope) {
            Some(path) if !path.is_empty() => format!("{}::{name}", path.join("::")),
            _ => name.to_string(),
        };
        let previous_at = self.span(previous).lo;
        self.diagnostics.push(Diagnostic::new(&catalog::ALREADY_DEFINED_WITH_POS, self.span(name_tok)).arg("kind", kind).arg("name", shown).arg_position("previous_at", previous_at));
    }

    fn class(&mut self, c: &ClassSpec, scope: ScopeId) -> ScopeId {
        self.class_named(c, scope, None)
    }

    /// [`Self::class`]; an unnamed class takes `typedef_name` (the name token of the typedef
    /// that declares it, `typedef struct { ... } S;`) as its name for linkage purposes
    /// ([dcl.typedef]): the type is then the class `S`, as the mangler and the reference see it.
    fn class_named(&mut self, c: &ClassSpec, scope: ScopeId, typedef_name: Option<u32>) -> ScopeId {
        let inner = self.new_scope(ScopeKind::Class, scope, false);
        let mut class_id = None;
        self.table.scopes[inner].closes_at = Some(c.body.hi.saturating_sub(1));
        if let Some(UnqualKind::Plain(seg)) = c.name.as_ref().filter(|q| !q.scopes.is_empty()).map(|q| &q.last) {
            let n = self.tok(seg.tok).to_string();
            self.table.defined_through_qualified_names.insert(n);
        }
        if let Some(q) = &c.name {
            self.tag_kind_rules(q, scope, Some(self.tok(c.key) == "union"));
        }
        let named = match c.name.as_ref().filter(|q| q.scopes.is_empty()).map(|q| &q.last) {
            Some(UnqualKind::Plain(seg)) => Some((seg.tok, seg.template_args.is_some())),
            Some(_) => None,
            None => typedef_name.map(|t| (t, false)),
        };
        if let Some((name_tok, specialization)) = named {
            let n = self.tok(name_tok).to_string();
            let linkage = self.linkage(&[], scope, false);
            // A specialization (`S<int>`) is a template's too.
            let template = self.templated > 0 || specialization;
            let bases = self.base_classes(c, scope);
            if !template {
                self.base_clause_rules(c, scope);
            }
            let has_friends = c.members.iter().any(|m| matches!(m, Member::Decl(d) if self.declares_friend(d)));
            let has_conversion_functions = c.members.iter().any(|m| matches!(m, Member::Decl(d) if declares_conversion_function(d)));
            let conversions_give_prvalues = c.members.iter().all(|m| !matches!(m, Member::Decl(d) if declares_conversion_function(d) && !converts_to_builtin_value(d)));
            if !specialization {
                let kind = match (self.tok(c.key), template) {
                    (_, true) => "class template",
                    ("union", _) => "union",
                    _ => "class",
                };
                self.type_redefinition(scope, &n, name_tok, kind);
            }
            let class = self.add(scope, Entity { linkage, inner: Some(inner), template, bases, has_friends, has_conversion_functions, conversions_give_prvalues, ..Entity::new(EntityKind::Class, n, scope, name_tok) });
            class_id = Some(class);
            if !specialization {
                self.note_deduction_class(class, inner, c);
            }
        }
        // Members of a `class` are private until an access specifier says otherwise.
        let mut access = if self.tok(c.key) == "class" { Access::Private } else { Access::Public };
        for m in &c.members {
            match m {
                Member::Access(t) => {
                    access = match self.tok(*t) {
                        "private" => Access::Private,
                        "protected" => Access::Protected,
                        _ => Access::Public,
                    }
                }
                Member::Decl(d) => {
                    self.member_access.insert(inner, access);
                    self.decl(d, inner, false);
                }
            }
        }
        self.member_access.remove(&inner);
        // The conversion functions, their types read once every member is declared (a
        // member typedef may name the type).
        if let Some(id) = class_id.filter(|&id| self.table.entities[id].kind == EntityKind::Class && !self.table.entities[id].template) {
            let conversions: Vec<ConversionFunction> = c.members.iter().filter_map(|m| if let Member::Decl(d) = m { Some(d) } else { None }).flat_map(|d| self.conversion_functions(d, inner)).collect();
            self.table.entities[id].conversion_functions = Some(conversions.into_boxed_slice());
        }
        inner
    }

    /// The conversion functions a member declaration declares (a template's with an
    /// unknown type).
    fn conversion_functions(&self, d: &Decl, inner: ScopeId) -> Vec<ConversionFunction> {
        let one = |specs: &[DeclSpec], d: &Declarator, template: bool| -> Option<ConversionFunction> {
            let name = d.name()?;
            let UnqualKind::Conversion(t) = &name.last else { return None };
            if !name.scopes.is_empty() || self.has_keyword(specs, "friend") {
                return None;
            }
            let explicit_tok = specs.iter().find_map(|s| match s {
                DeclSpec::Keyword(t) if self.tok(*t) == "explicit" => Some(*t),
                _ => None,
            });
            // `explicit(condition)`: whether it is explicit is left unknown.
            let explicit_known = explicit_tok.is_none_or(|t| self.tok(t + 1) != "(");
            let text = |t: u32| self.tok(t).to_string();
            let resolve = |q: &QualName| self.resolve_name(inner, q);
            let target = if template || !explicit_known { None } else { self.table.declared_type(&text, &resolve, &t.specs, &t.declarator) };
            let quals = function_quals(d);
            let cv = |w: &str| quals.is_some_and(|q| q.cv.iter().any(|t| self.tok(*t) == w));
            Some(ConversionFunction { target, is_const: cv("const"), is_volatile: cv("volatile"), ref_qualified: quals.is_some_and(|q| q.ref_qual.is_some()), explicit: explicit_tok.is_some() })
        };
        match d {
            Decl::Function(f) => one(&f.specs, &f.declarator, false).into_iter().collect(),
            Decl::Simple(s) => s.declarators.iter().filter_map(|i| one(&s.specs, &i.declarator, false)).collect(),
            Decl::Template { decl, .. } => match &**decl {
                Decl::Function(f) => one(&f.specs, &f.declarator, true).into_iter().collect(),
                Decl::Simple(s) => s.declarators.iter().filter_map(|i| one(&s.specs, &i.declarator, true)).collect(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    /// Whether a member declaration is a friend declaration (`friend void f();`,
    /// `friend class X;`, a friend template).
    fn declares_friend(&self, d: &Decl) -> bool {
        match d {
            Decl::Simple(s) => self.has_keyword(&s.specs, "friend"),
            Decl::Function(f) => self.has_keyword(&f.specs, "friend"),
            Decl::Template { decl, .. } => self.declares_friend(decl),
            _ => false,
        }
    }

    /// [dcl.fct.default]/4: in a function's first declaration, every parameter after one with
    /// a default argument has one too, or is a pack (306 once, at the first default argument;
    /// at the name for a namespace-scope function template, as the reference). A later
    /// declaration may add defaults before those given earlier, so only the first is judged.
    fn default_arguments_at_end(&mut self, d: &Declarator, name_tok: u32, namespace_template: bool) {
        let Some(params) = d.function_params() else { return };
        let Some(first) = params.params.iter().position(|p| p.default.is_some()) else { return };
        if params.params[first..].iter().any(|p| p.default.is_none() && !p.declarator.is_pack()) && !(self.in_system_header)(self.span(name_tok).lo) {
            let at = if namespace_template { name_tok } else { params.params[first].default.as_ref().map_or(name_tok, |e| e.range().lo) };
            self.diagnostics.push(Diagnostic::new(&catalog::DEFAULT_ARG_NOT_AT_END, self.span(at)));
        }
    }

    /// [dcl.type.elab]/[dcl.enum]: a class (`union` when `union` is `Some(true)`) or an enum
    /// (`None`) defined under a name that already declares the other kind of type: 469 at
    /// the name, "tag kind of ... incompatible". An enum after a class, a union after a
    /// `struct` or `class` and the other way round, a class through a qualified name (or
    /// after an enum only declared) after an enum; a class after a defined enum of its scope
    /// is a redeclaration, another rule. The earlier declaration's key is the token before
    /// its name (`union U;`); where that is no key, nothing is judged.
    fn tag_kind_rules(&mut self, q: &QualName, scope: ScopeId, union: Option<bool>) {
        let UnqualKind::Plain(seg) = &q.last else { return };
        if seg.template_args.is_some() || self.templated > 0 || (self.in_system_header)(self.span(seg.tok).lo) {
            return;
        }
        let qualified = !q.scopes.is_empty() || q.global;
        let previous = if qualified {
            self.resolve_name(scope, q)
        } else {
            self.table.scopes[scope].names.get(self.tok(seg.tok)).and_then(|ids| ids.iter().rev().copied().find(|&id| matches!(self.table.entities[id].kind, EntityKind::Class | EntityKind::Enum)))
        };
        let Some(previous) = previous else { return };
        let earlier = &self.table.entities[previous];
        let earlier_union = match self.tok(earlier.name_tok.saturating_sub(1)) {
            "union" => Some(true),
            "struct" | "class" => Some(false),
            _ => None,
        };
        let (kind, earlier_kind) = match (union, earlier.kind) {
            (None, EntityKind::Class) => ("enum", if earlier_union == Some(true) { "union" } else { "class" }),
            (Some(u), EntityKind::Class) if earlier_union.is_some_and(|e| e != u) => (if u { "union" } else { "class or struct" }, if u { "class" } else { "union" }),
            (Some(u), EntityKind::Enum) if qualified || !earlier.defined => (if u { "union" } else { "class or struct" }, "enum"),
            _ => return,
        };
        let d = Diagnostic::new(&catalog::TAG_KIND_INCOMPATIBLE_WITH_DECLARATION, self.span(seg.tok))
            .arg("kind", kind)
            .arg("previous_kind", earlier_kind)
            .arg("name", self.table.qualified_name(previous))
            .arg_position("previous_at", self.span(earlier.name_tok).lo);
        self.diagnostics.push(d);
    }

    /// [class.derived], [class.union]: a union has no base classes (241, at the `:`), and no
    /// class names one direct base twice (263, at the later one's name). Outside system
    /// headers.
    fn base_clause_rules(&mut self, c: &ClassSpec, scope: ScopeId) {
        if c.bases.is_empty() || (self.in_system_header)(self.span(c.key).lo) {
            return;
        }
        if self.tok(c.key) == "union" {
            if let Some(colon) = (c.key..c.body.lo).find(|&t| self.tok(t) == ":") {
                self.diagnostics.push(Diagnostic::new(&catalog::BASE_CLASS_NOT_ALLOWED_FOR_UNION, self.span(colon)));
            }
            return;
        }
        let mut seen = Vec::new();
        for b in &c.bases {
            let TypeSpec::Named(q) = &b.name else { continue };
            let plain = matches!(&q.last, UnqualKind::Plain(seg) if seg.template_args.is_none());
            let Some(id) = self.resolve_name(scope, q).filter(|_| plain && !b.pack) else { continue };
            if seen.contains(&id) {
                self.diagnostics.push(Diagnostic::new(&catalog::DUPL_BASE_CLASS_NAME, self.span(q.range.lo)));
            }
            seen.push(id);
        }
    }

    /// The direct bases of `c`, when each names a defined class that is no template (see
    /// `Entity::bases`).
    fn base_classes(&self, c: &ClassSpec, scope: ScopeId) -> Option<Vec<BaseClass>> {
        let default_access = if self.tok(c.key) == "class" { Access::Private } else { Access::Public };
        c.bases
            .iter()
            .map(|b| {
                let TypeSpec::Named(q) = &b.name else { return None };
                let specialization = matches!(&q.last, UnqualKind::Plain(seg) if seg.template_args.is_some());
                if b.pack || specialization || q.scopes.iter().any(|s| !matches!(s, crate::syntax::ast::Scope::Name(seg) if seg.template_args.is_none())) {
                    return None;
                }
                let id = self.resolve_name(scope, q)?;
                let e = &self.table.entities[id];
                let access = match b.access.map(|t| self.tok(t)) {
                    Some("private") => Access::Private,
                    Some("protected") => Access::Protected,
                    Some(_) => Access::Public,
                    None => default_access,
                };
                (e.kind == EntityKind::Class && e.inner.is_some() && !e.template && e.bases.is_some()).then_some(BaseClass { class: id, is_virtual: b.is_virtual, access })
            })
            .collect()
    }

    /// Enters an enum and its enumerators; an unnamed enum takes `typedef_name` as its name for
    /// linkage purposes, as an unnamed class does (see `class_named`).
    fn enumeration(&mut self, e: &EnumSpec, scope: ScopeId, typedef_name: Option<u32>) {
        let name_tok = match e.name.as_ref().map(|q| &q.last) {
            Some(UnqualKind::Plain(seg)) => Some(seg.tok),
            Some(_) => None,
            None => typedef_name,
        };
        if let (Some(q), true) = (&e.name, e.has_body) {
            self.tag_kind_rules(q, scope, None);
        }
        if let Some(name_tok) = name_tok {
            let n = self.tok(name_tok).to_string();
            if e.has_body && e.name.as_ref().is_none_or(|q| q.scopes.is_empty() && !q.global) && self.templated == 0 {
                self.type_redefinition(scope, &n, name_tok, "enum");
            }
            let enumerators = e.enumerators.iter().map(|en| (self.tok(en.name).to_string(), en.name)).collect();
            self.add(scope, Entity { linkage: Linkage::External, defined: e.has_body, enumerators, ..Entity::new(EntityKind::Enum, n, scope, name_tok) });
        }
        // Unscoped enumerators are declared in the enclosing scope; their type is the enum's.
        if !e.scoped {
            let enum_type = name_tok.map(|t| MangleType::Named(QualifiedName { scopes: vec![], name: format!("{}@{scope}", self.tok(t)), template_args: vec![] }));
            // Each value: its initializer's, else one more than the one before (0 first).
            let mut next = Some(0i128);
            let mut earlier: FxHashMap<String, i128> = FxHashMap::default();
            for en in &e.enumerators {
                let n = self.tok(en.name).to_string();
                let value = match &en.value {
                    Some(v) => self.constant_value(v, scope, &earlier),
                    None => next,
                };
                if let Some(v) = value {
                    earlier.insert(n.clone(), v);
                }
                next = value.and_then(|v| v.checked_add(1));
                self.add(scope, Entity { declared: enum_type.clone(), value, ..Entity::new(EntityKind::Enumerator, n, scope, en.name) });
            }
        }
    }

    fn block(&mut self, b: &Block, scope: ScopeId) {
        for s in &b.stmts {
            self.stmt(s, scope);
        }
    }

    /// The lambdas and statement expressions inside `e`: their parameters and bodies are
    /// scopes of their own.
    fn expr(&mut self, e: &Expr, scope: ScopeId) {
        match e {
            Expr::Lambda(l) => {
                // The init-captures are in a scope around the parameters' and body's: a local of
                // the body with a capture's name is no redeclaration (EDG is silent on
                // `[b = a] { int b = 0; }`).
                // An explicit template parameter list (`[]<class T, int N>`): its names are
                // seen from the parameters and the body.
                let scope = if l.template_params.is_empty() {
                    scope
                } else {
                    let params = self.new_scope(ScopeKind::TemplateParams, scope, false);
                    self.template_params(&l.template_params, params);
                    params
                };
                let captures = self.new_scope(ScopeKind::Block, scope, false);
                for name in self.init_captures(l.captures) {
                    let n = self.tok(name).to_string();
                    self.add(captures, Entity::new(EntityKind::Variable, n, captures, name));
                }
                let inner = self.block_scope(captures, l.range.lo);
                if let Some(params) = &l.params {
                    for p in &params.params {
                        self.parameter(p, inner, EntityKind::Variable, true);
                    }
                }
                self.block(&l.body, inner);
            }
            Expr::StmtExpr(b, r) => {
                let inner = self.block_scope(scope, r.lo);
                self.block(b, inner);
            }
            _ => e.for_each_child(&mut |child| self.expr(child, scope)),
        }
    }

    /// The names a lambda's init-captures declare (`[k = 3]`, `[&r = x]`, `[p{q}]`): in each
    /// capture, the identifier (after `&` or `...`) followed by `=`, `(` or `{`.
    fn init_captures(&self, captures: TokRange) -> Vec<u32> {
        let mut names = Vec::new();
        let (mut depth, mut start) = (0usize, true);
        for t in captures.lo..captures.hi {
            match self.tok(t) {
                "(" | "{" | "<" => depth += 1,
                ")" | "}" | ">" => depth = depth.saturating_sub(1),
                "[" if t == captures.lo => continue,
                "[" => depth += 1,
                "]" => depth = depth.saturating_sub(1),
                "," if depth == 0 => {
                    start = true;
                    continue;
                }
                "&" | "..." if start => continue,
                word if start && depth == 0 => {
                    let identifier = word.starts_with(|c: char| c.is_alphabetic() || c == '_') && word != "this";
                    if identifier && matches!(self.tok(t + 1), "=" | "(" | "{") {
                        names.push(t);
                    }
                }
                _ => {}
            }
            start = false;
        }
        names
    }

    fn initializers(&mut self, d: &Decl, scope: ScopeId) {
        if let Decl::Simple(s) = d {
            for init in &s.declarators {
                match &init.init {
                    Some(Initializer::Assign(e)) => self.expr(e, scope),
                    Some(Initializer::Paren(es, _) | Initializer::Brace(es, _)) => es.iter().for_each(|e| self.expr(e, scope)),
                    _ => {}
                }
            }
        }
    }

    /// Records the names declared so far in the header of the statement whose scope is
    /// `scope` and not recorded yet: a redeclaration of one in the statement gets `error`.
    fn header_declared(&mut self, scope: ScopeId, error: &'static DiagDef) {
        let known = self.header_names.entry(scope).or_default();
        let new: Vec<String> = self.table.scopes[scope].names.keys().filter(|n| !known.iter().any(|(k, _)| k == *n)).cloned().collect();
        known.extend(new.into_iter().map(|n| (n, error)));
    }

    /// The statement a statement with a header controls (`then`, a loop's body), in the
    /// header's scope `scope`.
    fn body(&mut self, s: &Stmt, scope: ScopeId) {
        match s {
            Stmt::Block(b) => {
                let inner = self.block_scope(scope, b.range.lo);
                self.header_bodies.insert(inner, scope);
                self.block(b, inner);
            }
            _ => self.stmt(s, scope),
        }
    }

    /// Whether declaring `name` (at token `at`) in the block scope `scope` redeclares a name
    /// of the header of the statement that `scope` is or is the body of; if so, reports it.
    fn redeclares_header_name(&mut self, scope: ScopeId, name: &str, at: u32) -> bool {
        let header = if self.header_names.contains_key(&scope) { scope } else if let Some(&h) = self.header_bodies.get(&scope) { h } else { return false };
        let Some(&(_, error)) = self.header_names[&header].iter().find(|(n, _)| n == name) else { return false };
        if (self.in_system_header)(self.span(at).lo) {
            return false;
        }
        self.diagnostics.push(Diagnostic::new(error, self.span(at)).arg("name", name.to_string()));
        true
    }

    fn stmt(&mut self, s: &Stmt, scope: ScopeId) {
        match s {
            Stmt::Decl(d) => {
                self.decl(d, scope, false);
                self.initializers(d, scope);
            }
            Stmt::Expr(e, _) | Stmt::Return(Some(e), _) => self.expr(e, scope),
            Stmt::Case { stmt, .. } | Stmt::Default { stmt, .. } | Stmt::Label { stmt, .. } => self.stmt(stmt, scope),
            Stmt::Try { body, handlers, .. } => {
                let inner = self.block_scope(scope, body.range.lo);
                self.block(body, inner);
                for h in handlers {
                    let inner = self.block_scope(scope, h.body.range.lo);
                    if let Some(p) = &h.param {
                        self.parameter(p, inner, EntityKind::Variable, true);
                    }
                    self.block(&h.body, inner);
                }
            }
            Stmt::Block(b) => {
                let inner = self.block_scope(scope, b.range.lo);
                self.block(b, inner);
            }
            Stmt::If { init, cond, then, els, .. } => {
                let inner = self.block_scope(scope, s.range().lo);
                if let Some(init) = init {
                    self.stmt(init, inner);
                }
                self.condition(cond, inner);
                self.header_declared(inner, &catalog::REDECLARATION_OF_CONDITION_DECL_NAME);
                self.body(then, inner);
                if let Some(e) = els {
                    self.body(e, inner);
                }
            }
            Stmt::Switch { init, cond, body, .. } => {
                let inner = self.block_scope(scope, s.range().lo);
                if let Some(init) = init {
                    self.stmt(init, inner);
                }
                self.condition(cond, inner);
                self.header_declared(inner, &catalog::REDECLARATION_OF_CONDITION_DECL_NAME);
                self.body(body, inner);
            }
            Stmt::While { cond, body, .. } => {
                let inner = self.block_scope(scope, s.range().lo);
                self.condition(cond, inner);
                self.header_declared(inner, &catalog::REDECLARATION_OF_CONDITION_DECL_NAME);
                self.body(body, inner);
            }
            Stmt::For { init, cond, body, .. } => {
                let inner = self.block_scope(scope, s.range().lo);
                self.stmt(init, inner);
                self.header_declared(inner, &catalog::REDECLARATION_OF_FOR_INIT_DECL_NAME);
                if let Some(c) = cond {
                    self.condition(c, inner);
                }
                self.header_declared(inner, &catalog::REDECLARATION_OF_CONDITION_DECL_NAME);
                self.body(body, inner);
            }
            Stmt::RangeFor { init, declarator, body, .. } => {
                let inner = self.block_scope(scope, s.range().lo);
                if let Some(init) = init {
                    self.stmt(init, inner);
                }
                self.header_declared(inner, &catalog::REDECLARATION_OF_FOR_INIT_DECL_NAME);
                self.declarator_name(declarator, inner);
                self.header_declared(inner, &catalog::REDECLARATION_OF_RANGE_ITERATOR);
                self.body(body, inner);
            }
            Stmt::DoWhile { body, .. } => {
                let inner = self.block_scope(scope, s.range().lo);
                self.stmt(body, inner);
            }
            _ => {}
        }
    }
}

/// Whether a member declaration declares a conversion function (`operator T()`, also as a
/// template or a definition).
/// Whether the conversion functions `d` declares convert to a builtin type, by value
/// (`operator float()`, `operator const char *()`; not a template, not to a named type,
/// which may be a reference).
fn converts_to_builtin_value(d: &Decl) -> bool {
    let by_value = |d: &Declarator| match d.name().map(|q| &q.last) {
        Some(UnqualKind::Conversion(t)) => {
            let builtin = t.specs.iter().all(|s| matches!(s, DeclSpec::Builtin(_) | DeclSpec::Cv(_)));
            builtin && !makes_reference(&t.declarator)
        }
        _ => true,
    };
    match d {
        Decl::Function(f) => by_value(&f.declarator),
        Decl::Simple(s) => s.declarators.iter().all(|i| by_value(&i.declarator)),
        _ => false,
    }
}

/// Whether a declarator makes a reference at some layer.
fn makes_reference(d: &Declarator) -> bool {
    match d {
        Declarator::Name { .. } => false,
        Declarator::Ptr { op: PtrOp::LRef | PtrOp::RRef, .. } => true,
        Declarator::Ptr { inner, .. } | Declarator::Func { inner, .. } | Declarator::Array { inner, .. } | Declarator::Paren { inner, .. } | Declarator::Attributed { inner, .. } => makes_reference(inner),
    }
}

fn declares_conversion_function(d: &Decl) -> bool {
    let converts = |d: &Declarator| matches!(d.name().map(|q| &q.last), Some(UnqualKind::Conversion(_)));
    match d {
        Decl::Function(f) => converts(&f.declarator),
        Decl::Simple(s) => s.declarators.iter().any(|i| converts(&i.declarator)),
        Decl::Template { decl, .. } => declares_conversion_function(decl),
        _ => false,
    }
}

/// How many arguments a function declarator accepts; `None` for a parameter pack or an
/// abbreviated template's `auto` parameter.
fn function_arity(d: &Declarator, lone_void: Option<bool>, text: &dyn Fn(u32) -> String) -> Option<Arity> {
    let clause = d.function_params()?;
    let is_void = |p: &Param| matches!(&p.declarator, Declarator::Name { name: None, pack: false, .. }) && matches!(p.specs.as_slice(), [DeclSpec::Builtin(t)] if text(*t) == "void");
    if let [only] = clause.params.as_slice() {
        if is_void(only) {
            return Some(Arity { min: 0, max: Some(0) });
        }
        // `f(V)`: a lone unnamed parameter of a named type may be `void` (see `lone_void`).
        if matches!(&only.declarator, Declarator::Name { name: None, .. }) && only.specs.iter().any(|s| matches!(s, DeclSpec::Type(TypeSpec::Named(_)))) {
            match lone_void {
                Some(true) => return Some(Arity { min: 0, max: Some(0) }),
                Some(false) => {}
                None => return None,
            }
        }
    }
    let generic = |p: &Param| p.declarator.is_pack() || p.specs.iter().any(|s| matches!(s, DeclSpec::Type(TypeSpec::Auto(_) | TypeSpec::DecltypeAuto(_))));
    if clause.params.iter().any(generic) {
        return None;
    }
    let min = clause.params.iter().take_while(|p| p.default.is_none()).count();
    Some(Arity { min, max: (!clause.variadic).then_some(clause.params.len()) })
}

/// The type text kept for a local or parameter: `&` for a reference, else nothing.
fn reference_marker(d: &Declarator) -> String {
    if cuda::is_reference(d) { "&".to_string() } else { String::new() }
}

/// The qualifiers after the parameter list of the function layer that applies to the name.
fn function_quals(d: &Declarator) -> Option<&FnQuals> {
    match d {
        Declarator::Func { inner, quals, .. } if inner.is_plain_name() => Some(quals),
        Declarator::Func { inner, .. } | Declarator::Ptr { inner, .. } | Declarator::Attributed { inner, .. } | Declarator::Paren { inner, .. } => function_quals(inner),
        _ => None,
    }
}

/// Whether two declarations of a function with the same parameters certainly return
/// different types (both fully known).
fn return_types_differ(a: Option<&MangleType>, b: Option<&MangleType>) -> bool {
    match (a, b) {
        (Some(MangleType::Function { ret: ra, .. }), Some(MangleType::Function { ret: rb, .. })) => ra != rb,
        _ => false,
    }
}

/// A parameter's type as the function type has it: top-level cv-qualifiers dropped, arrays
/// and functions become pointers ([dcl.fct]/5).
fn adjust_parameter(t: MangleType) -> MangleType {
    match t {
        MangleType::Qualified(inner, _) => adjust_parameter(*inner),
        MangleType::Array(elem, _) => MangleType::Pointer(elem),
        f @ MangleType::Function { .. } => MangleType::Pointer(Box::new(f)),
        other => other,
    }
}

fn merge_cv(a: Cv, b: Cv) -> Cv {
    Cv { is_const: a.is_const || b.is_const, is_volatile: a.is_volatile || b.is_volatile, is_restrict: a.is_restrict || b.is_restrict }
}

/// Whether two declarations of a variable agree on its type: the same type, or arrays of the
/// same element type of which one has no bound ([basic.link]: `extern int m[]; int m[7];`).
fn same_but_array_bound(a: &MangleType, b: &MangleType) -> bool {
    match (a, b) {
        (MangleType::Array(ea, ba), MangleType::Array(eb, bb)) if ba.is_none() || bb.is_none() => ea == eb,
        _ => a == b,
    }
}

/// A function parameter's type as the function sees it: an array is a pointer to its
/// elements, a function a pointer to it ([dcl.fct]/5).
fn adjusted_parameter_type(t: MangleType) -> MangleType {
    match t {
        MangleType::Array(element, _) | MangleType::DependentArray(element, _) => MangleType::Pointer(element),
        f @ MangleType::Function { .. } => MangleType::Pointer(Box::new(f)),
        t => t,
    }
}
