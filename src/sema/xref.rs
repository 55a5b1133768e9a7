//! The cross-reference file (`--xref FILE`, `cufe xref`): one tab-separated line per entry,
//! in the reference's layout `<entity id>\t<qualified name>\t<kind>\t<file>\t<line>\t<column>`.
//!
//! Declarations: one line per entity of the symbol table, at its first declaration, `D` for
//! a definition (a typedef always; a static data member declared in its class without an
//! initializer never) and `d` for a declaration only. Uses, from the names `references`
//! recorded in routine bodies, with the reference's kinds: `U` (value read), `M` (assigned),
//! `C` (read and written: `++`, `+=`), `A` (address taken, or bound to a reference
//! parameter), `R` (named otherwise: called, launched, cast to void, in an unevaluated
//! operand; an enumerator; a type name; also the namespaces a recorded name is qualified
//! by). Lines are in source order. The reference prints an address as the entity id; cufe
//! prints the entity's index (`0x` + hex) so that the output is deterministic. Names are
//! qualified the way the reference qualifies them: by the enclosing namespaces and classes;
//! parameters, locals and template parameters by their bare name.
//!
//! Also: a variable declared in a condition is read there (`U` at its name), a range-for's
//! variable is named there (`R`) and its range named whole is bound (`A`), an array named
//! whole decays (`A`), a pointer indexed in an argument is read (`U`), assigning to `p[i]`
//! reads the pointer `p` (`U`) and writes the array `a` of `a[i]` (`M`, `C`), a reference
//! assigned or bound to a reference parameter is read (`U`). A read is written only of a
//! variable whose type the model knows is scalar, an enum included (a class object read may be bound to a
//! reference: a copy constructor's, an overloaded operator's), and `c[i]` only of a pointer
//! or array. Type names: the classes, enums
//! and typedefs the symbol table resolved in declarations' types (`SymbolTable::
//! type_name_uses`: in parameters and local declarations too, up to the first name it cannot
//! resolve). A variable of the enclosing routine named in a lambda's body is named through
//! its capture (`R`) and, for a lambda whose captures are only `[&]`, bound (`A`), for `[=]`
//! read (`U`); other captures are not written.
//!
//! Members named through objects (`s.a`, `p->f()`, `blockIdx.x`, `this->m`): `references`
//! records each with the kind of the member expression as a whole (`member_uses`), typing
//! records which member each name token resolved to (`Typing::members`: a data member or
//! enumerator, the member function a call chose), and only those are written (`member_kind`):
//! the kinds above, a member function called `R`, a reference member `R` however used, an
//! array member cast to a pointer left out (read for another pointer type, bound for its own).
//! The object's use follows (`object_kind`): through `->` read; through `.` as its member's,
//! but `R` for a static or reference member, `A` for a member function called (`U` where the
//! object is itself a reference), and nothing where the member's kind is not known.
//!
//! Template bodies: the reference analyses a non-dependent expression as outside a template
//! and only names (`R`) the operands of a dependent one. This model gives template bodies no
//! types, so only what is certain there is written (see `template_use`): template parameters
//! named, variables of types that cannot be dependent read or named, calls whose arguments are
//! literals or such variables. Assignments, arguments and `[]` there are not written.
//!
//! Not written yet: uses of type names in expressions (casts, `sizeof(T)`, `T(0)`), in
//! template arguments and through qualifiers (`S::k`'s `S`), and of class templates'
//! specializations; class members qualified by a class (`S::k`), named without an object
//! in member functions (`a = 1`: out-of-class member function bodies are not walked by
//! `references` at all), or through an object typing could not type (templates' bodies,
//! overloaded sets it cannot rank, a member function's argument uses: `p->g(x)`'s `x`); lambdas' call operators (their `D` line, and `R` where called) and calls of objects;
//! constructors called by declarations; an array's element given to a parameter (taken by
//! address for a reference parameter, read otherwise); the rest of template bodies (above);
//! a function's value returned where its return type is not built-in; the operands of
//! overloaded operators (`ss >> a[i]` binds `a[i]`: cufe still writes `U` for `a`), and a
//! non-dependent variable in a dependent expression of a template (named only: cufe writes
//! `U`), the two sources of the wrong lines left on CUTLASS; and uses outside
//! routine bodies (namespace-scope initializers, default arguments).

use std::collections::HashSet;

use crate::lex::Token;
use crate::sema::references::{MemberUse, NameUse, References, UseKind};
use crate::mangle::mangle::MangleType;
use crate::sema::symbols::{Entity, EntityId, FxHashMap, EntityKind, ScopeId, ScopeKind, SymbolTable};
use crate::sema::use_resolution::UseResolver;
use crate::syntax::ast::{Scope, UnqualKind};
use crate::source::SourceMap;

/// The qualified name of `entity`, as the reference's cross-reference spells it.
pub fn qualified_name(table: &SymbolTable, owners: &[Option<EntityId>], entity: EntityId) -> String {
    let e = &table.entities[entity];
    let mut parts = vec![e.name.clone()];
    let mut scope = Some(e.scope);
    if matches!(table.scopes[e.scope].kind, ScopeKind::Block | ScopeKind::TemplateParams) {
        return e.name.clone();
    }
    while let Some(s) = scope {
        match table.scopes[s].kind {
            ScopeKind::Global => break,
            // A class or namespace local to a function body: the reference names its members
            // from the local class outwards only.
            ScopeKind::Block => break,
            ScopeKind::TemplateParams => {}
            ScopeKind::Namespace | ScopeKind::Class => match owners[s] {
                Some(owner) if !table.entities[owner].name.is_empty() => parts.push(table.entities[owner].name.clone()),
                _ => {}
            },
        }
        scope = table.scopes[s].parent;
    }
    parts.reverse();
    parts.join("::")
}

/// For each scope, the entity (namespace or class) that opens it.
pub fn scope_owners(table: &SymbolTable) -> Vec<Option<EntityId>> {
    let mut owners: Vec<Option<ScopeId>> = vec![None; table.scopes.len()];
    for (id, e) in table.entities.iter().enumerate() {
        if let Some(inner) = e.inner {
            owners[inner].get_or_insert(id);
        }
    }
    owners
}

/// The cross-reference file: declaration and use lines, in source order.
pub fn cross_reference(table: &SymbolTable, refs: &References, members: &FxHashMap<u32, EntityId>, tokens: &[Token], text: &str, map: &SourceMap) -> String {
    let owners = scope_owners(table);
    // (offset, entity, kind letter)
    let mut entries: Vec<(u32, EntityId, char)> = table
        .entities
        .iter()
        .enumerate()
        .filter(|(_, e)| !e.name.is_empty() && e.kind != EntityKind::Namespace)
        .filter_map(|(id, e)| tokens.get(e.name_tok as usize).map(|t| (t.span.lo, id, if defines(table, e) { 'D' } else { 'd' })))
        .collect();
    entries.extend(uses(table, refs, members, tokens, text));
    entries.sort();
    entries.dedup();
    let mut out = String::new();
    for (offset, id, kind) in entries {
        let at = map.resolve(offset);
        out.push_str(&format!(
            "0x{id:x}\t{}\t{kind}\t{}\t{}\t{}\n",
            qualified_name(table, &owners, id),
            map.file_name(at.file),
            at.line,
            at.col
        ));
    }
    out
}

/// Whether an entity's first declaration is written as a definition (`D`): a typedef always
/// is; a static data member declared in its class without an initializer is not, whatever
/// defines it later.
fn defines(table: &SymbolTable, e: &Entity) -> bool {
    match e.kind {
        EntityKind::Typedef => true,
        EntityKind::Variable if e.is_static && table.scopes[e.scope].kind == ScopeKind::Class => e.initialized,
        _ => e.defined,
    }
}

/// The use lines: each recorded use whose entity is known (a local or parameter declared
/// before it in the same routine, or what the name resolves to at namespace scope).
fn uses(table: &SymbolTable, refs: &References, members: &FxHashMap<u32, EntityId>, tokens: &[Token], text: &str) -> Vec<(u32, EntityId, char)> {
    let names = UseResolver { table, tokens, text };
    let mut out = Vec::new();
    // Members named through objects, and what that makes of their objects' uses.
    let mut objects: FxHashMap<usize, Option<char>> = FxHashMap::default();
    for m in &refs.member_uses {
        let UnqualKind::Plain(seg) = &m.name.name.last else { continue };
        let Some(&entity) = members.get(&seg.tok) else { continue };
        let kind = member_kind(table, &names, refs, m, entity);
        if let Some(kind) = kind {
            out.push((names.span(seg.tok).lo, entity, kind));
        }
        // A pointer's use (`p->a`) does not depend on the member, unless it is called.
        let pointer_read = m.arrow && table.entities[entity].kind != EntityKind::Function;
        if let (Some(object), false) = (m.object, pointer_read) {
            objects.insert(object, kind.and_then(|k| object_kind(table, m, entity, k)));
        }
    }
    let template_cx = TemplateCx { table, parameter_names: table.entities.iter().filter(|e| e.kind == EntityKind::TemplateParam).map(|e| e.name.as_str()).collect() };
    let entity_of = |u: &NameUse| -> Option<EntityId> {
        let UnqualKind::Plain(seg) = &u.name.last else { return None };
        let local = if u.name.scopes.is_empty() && !u.name.global { local_entity(table, refs, u.routine, &names, seg.tok) } else { None };
        local.or_else(|| names.resolve(refs, u).and_then(|(_, c)| c.first().copied()))
    };
    for (i, u) in refs.uses.iter().enumerate() {
        let UnqualKind::Plain(seg) = &u.name.last else { continue };
        let r = &refs.routines[u.routine];
        // The object of a member typing resolved: its kind follows the member's (none where
        // the member's is not known).
        if let (Some(&kind), None) = (objects.get(&i), r.lambda_of) {
            if let (Some(kind), Some(entity)) = (kind, entity_of(u)) {
                // A reference is read to reach its object.
                let kind = if matches!(kind, 'A' | 'M' | 'C') && shape(&table.entities[entity]) == Some(Shape::Reference) { 'U' } else { kind };
                out.push((names.span(seg.tok).lo, entity, kind));
            }
            continue;
        }
        let templated = in_template(refs, u.routine);
        // The namespaces named in its qualifiers are used too (`std` in `std::printf`).
        out.extend(names.qualifier_namespaces(r, &u.name).into_iter().map(|(tok, ns)| (names.span(tok).lo, ns, 'R')));
        let kind = match u.kind {
            UseKind::Read => 'U',
            UseKind::Write => 'M',
            UseKind::ReadWrite => 'C',
            UseKind::AddressOf => 'A',
            UseKind::Call | UseKind::Launch | UseKind::Discarded | UseKind::Unevaluated => 'R',
            // In a template an argument may make the call dependent: its names are then only
            // named (`R`), which is not known here.
            UseKind::Argument { .. } if templated => continue,
            UseKind::Argument { arg_index } if names.by_value_parameter(refs, r, u, arg_index) => 'U',
            UseKind::Argument { arg_index } if names.reference_parameter(refs, r, u, arg_index) => 'A',
            // `p[i]` given to a parameter reads the pointer `p`, whatever the parameter (an
            // array's element is settled below, once the entity is known).
            UseKind::Unknown if u.indexed => 'U',
            // A range-for's range named whole is bound to the loop's reference.
            UseKind::Unknown if refs.range_for_ranges.contains(&seg.tok) => 'A',
            _ => continue,
        };
        let Some(entity) = entity_of(u) else { continue };
        let e = &table.entities[entity];
        // Calling an object calls its class's `operator()` (or the function it points to):
        // not written yet.
        if matches!(u.kind, UseKind::Call | UseKind::Launch) && e.kind == EntityKind::Variable {
            continue;
        }
        let shape = shape(e);
        let array = shape == Some(Shape::Array);
        let kind = match (u.kind, kind) {
            // An enumerator is a constant: named, never read.
            (_, 'U') if e.kind == EntityKind::Enumerator => 'R',
            // Assigning through a reference, or binding it to a reference parameter, reads
            // the reference.
            (_, 'M' | 'C') if shape == Some(Shape::Reference) => 'U',
            (UseKind::Argument { .. }, 'A') if shape == Some(Shape::Reference) => 'U',
            // Assigning to `p[i]` reads the pointer `p` and writes the array `a` of `a[i]`;
            // what a name whose type is neither (a typedef of one) does is not known here.
            (_, 'M' | 'C') if u.indexed && shape == Some(Shape::Pointer) => 'U',
            (_, 'M' | 'C') if u.indexed && !array => continue,
            // An array named whole decays to the address of its first element.
            (UseKind::Read, 'U') if array && !u.indexed && !u.member => 'A',
            // An element of an array given to a parameter: taken by address or read, as the
            // parameter is a reference or not, which is not known here.
            (UseKind::Unknown, _) if array && u.indexed => continue,
            _ => kind,
        };
        // Reading a class object may bind it to a reference (a copy constructor's, an
        // overloaded operator's: `A`), and a function named as a value is not read: only a
        // variable of a scalar type the model knows is certainly read.
        if kind == 'U' && !u.member && !u.indexed && e.kind != EntityKind::Enumerator && (e.kind == EntityKind::Function || (e.kind == EntityKind::Variable && !scalar(table, e))) {
            continue;
        }
        // `c[i]` of a class object calls its `operator[]`.
        if kind == 'U' && u.indexed && !matches!(shape, Some(Shape::Pointer | Shape::Array)) {
            continue;
        }
        let kind = if templated {
            match template_use(&template_cx, refs, u, entity, kind, &entity_of) {
                Some(k) => k,
                None => continue,
            }
        } else {
            kind
        };
        // A variable of an enclosing routine named in a lambda's body is named through its
        // capture (`R`): by reference, its address is bound (`A`); by copy, it is read.
        if r.lambda_of.is_some() && captured(table, refs, u.routine, entity) {
            match (r.captures_by_reference, kind) {
                // In a template the expression may be dependent: its operands only named.
                _ if templated => {}
                (Some(true), _) => out.push((names.span(seg.tok).lo, entity, 'A')),
                (Some(false), 'U') => out.push((names.span(seg.tok).lo, entity, 'U')),
                _ => continue,
            }
            out.push((names.span(seg.tok).lo, entity, 'R'));
            continue;
        }
        out.push((names.span(seg.tok).lo, entity, kind));
    }
    // The classes, enums and typedefs that declared types name.
    out.extend(table.type_name_uses.iter().map(|&(tok, id)| (names.span(tok).lo, id, 'R')));
    // A variable declared in a condition is read by it, where it is declared; a range-for's
    // variable is named there (`R`).
    let declared = refs.condition_variables.iter().map(|&t| (t, 'U')).chain(refs.range_for_variables.iter().map(|&t| (t, 'R')));
    for (tok, kind) in declared {
        if let Some(entity) = table.entities.iter().position(|e| e.name_tok == tok) {
            out.push((names.span(tok).lo, entity, kind));
        }
    }
    out
}

/// The kind of the use of a member named through an object (`s.a`, `p->f()`), which typing
/// resolved to `entity`: the kind of the member expression as a whole, as for a variable
/// named (see `uses`); a member function called is named (`R`), a reference member named
/// (`R`) however it is used, an enumerator named. `None` where it is not known.
fn member_kind(table: &SymbolTable, names: &UseResolver, refs: &References, m: &MemberUse, entity: EntityId) -> Option<char> {
    let u = &m.name;
    if in_template(refs, u.routine) {
        return None;
    }
    let r = &refs.routines[u.routine];
    let e = &table.entities[entity];
    match e.kind {
        EntityKind::Function => return (u.kind == UseKind::Call).then_some('R'),
        EntityKind::Enumerator => return matches!(u.kind, UseKind::Read | UseKind::Discarded | UseKind::Unevaluated).then_some('R'),
        EntityKind::Variable => {}
        _ => return None,
    }
    let shape = shape(e);
    if shape == Some(Shape::Reference) {
        return matches!(u.kind, UseKind::Read | UseKind::Write | UseKind::ReadWrite | UseKind::Discarded | UseKind::Unevaluated).then_some('R');
    }
    let array = shape == Some(Shape::Array);
    let kind = match u.kind {
        UseKind::Read => 'U',
        UseKind::Write => 'M',
        UseKind::ReadWrite => 'C',
        UseKind::AddressOf => 'A',
        UseKind::Discarded | UseKind::Unevaluated => 'R',
        UseKind::Call | UseKind::Launch => return None,
        // An element of an array (or what a pointer points to) given to a parameter: read by
        // value, bound by a reference (the pointer only read).
        UseKind::Argument { .. } if u.indexed && !matches!(shape, Some(Shape::Pointer | Shape::Array)) => return None,
        UseKind::Argument { arg_index } if names.by_value_parameter(refs, r, u, arg_index) => 'U',
        UseKind::Argument { arg_index } if names.reference_parameter(refs, r, u, arg_index) => if u.indexed && !array { 'U' } else { 'A' },
        UseKind::Unknown if u.indexed && shape == Some(Shape::Pointer) => 'U',
        _ => return None,
    };
    let kind = match kind {
        'M' | 'C' if u.indexed && shape == Some(Shape::Pointer) => 'U',
        'M' | 'C' if u.indexed && !array => return None,
        // An array cast to another pointer type is read (`(const int *)s.a`; to its own
        // decayed type, bound: which is not told apart here).
        'U' if array && !u.indexed && !u.member && m.cast => return None,
        'U' if array && !u.indexed && !u.member => 'A',
        _ => kind,
    };
    // A class object read may be bound to a reference; `c[i]` of one calls `operator[]`.
    if kind == 'U' && !u.member && !u.indexed && !array && !scalar(table, e) {
        return None;
    }
    if kind == 'U' && u.indexed && !matches!(shape, Some(Shape::Pointer | Shape::Array)) {
        return None;
    }
    Some(kind)
}

/// The kind of the use of the object (a bare name) through which member `entity` is named
/// with `kind`: a pointer's (`->`) is read; a class object's is used as its member is, but
/// only named (`R`) for a static member or a reference member, bound (`A`) for a member
/// function called.
fn object_kind(table: &SymbolTable, m: &MemberUse, entity: EntityId, kind: char) -> Option<char> {
    let e = &table.entities[entity];
    match e.kind {
        EntityKind::Function if e.is_static => None,
        EntityKind::Function => Some(if m.arrow { 'U' } else { 'A' }),
        _ if m.arrow => Some('U'),
        EntityKind::Enumerator => Some('R'),
        _ if e.is_static || shape(e) == Some(Shape::Reference) => Some('R'),
        _ => Some(kind),
    }
}

/// Whether routine `r` is (or a lambda in) a template: its dependent expressions are not
/// analysed by the reference until instantiation.
fn in_template(refs: &References, mut r: usize) -> bool {
    loop {
        if refs.routines[r].in_template {
            return true;
        }
        match refs.routines[r].lambda_of {
            Some(outer) => r = outer,
            None => return false,
        }
    }
}

/// The kind of a use in a template's body, where it is certain; `None` where it may depend on
/// a template parameter. The reference analyses a non-dependent expression as outside a
/// template and only names (`R`) the operands of a dependent one; telling the two apart needs
/// types, which this model does not give to template bodies, so only these are written: a
/// template parameter named (`R`); a variable of a non-dependent type read (`U`, not through
/// `[]`) or named in an unevaluated operand or a cast to void (`R`); a call (`R`) whose
/// callee has no template arguments and whose arguments are literals or names of variables of
/// non-dependent types. Assignments are left out: the value assigned may be dependent.
fn template_use(cx: &TemplateCx, refs: &References, u: &NameUse, entity: EntityId, kind: char, entity_of: &dyn Fn(&NameUse) -> Option<EntityId>) -> Option<char> {
    let table = cx.table;
    let e = &table.entities[entity];
    if table.scopes[e.scope].kind == ScopeKind::TemplateParams {
        return Some('R');
    }
    match u.kind {
        UseKind::Call | UseKind::Launch => {
            let templated_name = u.name.scopes.iter().any(|s| matches!(s, Scope::Name(seg) if seg.template_args.is_some()))
                || matches!(&u.name.last, UnqualKind::Plain(seg) if seg.template_args.is_some());
            if templated_name || !u.bare_args {
                return None;
            }
            let independent_args = refs
                .uses
                .iter()
                .filter(|a| matches!(a.kind, UseKind::Argument { .. }) && a.callee.as_ref().is_some_and(|c| c.range.lo == u.name.range.lo))
                .all(|a| entity_of(a).is_some_and(|id| table.entities[id].kind != EntityKind::Function && !dependent(cx, id)));
            independent_args.then_some('R')
        }
        UseKind::Read if !u.indexed && !dependent(cx, entity) => Some(kind),
        UseKind::Discarded | UseKind::Unevaluated if !dependent(cx, entity) => Some(kind),
        _ => None,
    }
}

/// Whether an entity's declared type may depend on a template parameter: it is deduced
/// (`auto`), or names what is a template parameter's name anywhere in the unit (the table
/// does not link a body's scopes to its template header; an independent type that shares a
/// parameter's name only leaves a use unwritten).
fn dependent(cx: &TemplateCx, entity: EntityId) -> bool {
    let e = &cx.table.entities[entity];
    // A parameter's type is not spelled in the table: known only where it is fully known.
    if e.declared.is_none() && matches!(e.type_text.trim(), "" | "&") {
        return true;
    }
    e.type_text.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| matches!(w, "auto" | "decltype") || cx.parameter_names.contains(w))
}

/// What judging uses in template bodies reads: the table and the names of its template
/// parameters.
struct TemplateCx<'a> {
    table: &'a SymbolTable,
    parameter_names: HashSet<&'a str>,
}

/// Whether `entity` is declared outside the lambda whose body is routine `r` (a variable of
/// an enclosing routine, reached through a capture), and inside the outermost routine.
fn captured(table: &SymbolTable, refs: &References, r: usize, entity: EntityId) -> bool {
    let e = &table.entities[entity];
    let lambda_start = refs.routines[r].body_tok.unwrap_or(0);
    let mut outer = r;
    while let Some(parent) = refs.routines[outer].lambda_of {
        outer = parent;
    }
    let start = refs.routines[outer].body_tok.unwrap_or(u32::MAX);
    e.kind == EntityKind::Variable && e.name_tok >= start && e.name_tok < lambda_start
}

/// Whether a variable's declared type is known to be scalar (built-in, a pointer, or a
/// reference to one of those), from the model's type, else from the spelled one; a variable
/// whose type is neither known nor spelled counts as scalar.
fn scalar(table: &SymbolTable, e: &Entity) -> bool {
    let mut t = e.declared.as_ref();
    while let Some(MangleType::Qualified(inner, _) | MangleType::LValueRef(inner) | MangleType::RValueRef(inner)) = t {
        t = Some(inner);
    }
    match t {
        // An enum is scalar too.
        Some(t @ (MangleType::Named(_) | MangleType::Path(_))) => {
            crate::sema::typing::ty::from_declared(table, t).is_some_and(|q| matches!(q.ty, crate::sema::typing::ty::Type::Enum(_)))
        }
        Some(t) => matches!(t, MangleType::Builtin(_) | MangleType::Pointer(_) | MangleType::PointerToMember { .. } | MangleType::Vector(..) | MangleType::Complex(_)),
        // A declaration the model gave no type (a condition's, a range-for's): its spelling.
        // Nothing known (a parameter's or a condition's declaration not typed): taken as
        // scalar, as the recorder does.
        None => {
            let spelled = e.type_text.replace('&', " ");
            spelled.trim().is_empty() || crate::sema::cuda_calls::is_scalar(&spelled)
        }
    }
}

/// What kind of type a variable has, as far as its uses' kinds care.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    Pointer,
    Array,
    Reference,
    Other,
}

/// The shape of a variable's type: from its declared type where the model knows it, else from
/// its spelling (a parameter's is not spelled in the table: unknown).
fn shape(e: &Entity) -> Option<Shape> {
    let mut t = e.declared.as_ref();
    while let Some(MangleType::Qualified(inner, _)) = t {
        t = Some(inner);
    }
    match t {
        Some(MangleType::Pointer(_)) => Some(Shape::Pointer),
        Some(MangleType::Array(..) | MangleType::DependentArray(..)) => Some(Shape::Array),
        Some(MangleType::LValueRef(_) | MangleType::RValueRef(_)) => Some(Shape::Reference),
        Some(_) => Some(Shape::Other),
        None if e.type_text.contains('&') => Some(Shape::Reference),
        None if matches!(e.type_text.trim(), "") => None,
        None if is_array(&e.type_text) => Some(Shape::Array),
        None if e.type_text.contains('*') && !e.type_text.contains("::*") => Some(Shape::Pointer),
        None => Some(Shape::Other),
    }
}

/// Whether a declared type is an array (`[4]`), not a pointer or reference to one.
fn is_array(type_text: &str) -> bool {
    type_text.contains('[') && !type_text.contains("(*") && !type_text.contains("(&")
}

/// The local variable or parameter a bare name at `tok` denotes: the latest one of that name
/// declared before it inside the routine (or the routines its lambdas are written in).
fn local_entity(table: &SymbolTable, refs: &References, routine: usize, names: &UseResolver, tok: u32) -> Option<EntityId> {
    let mut outer = routine;
    while let Some(parent) = refs.routines[outer].lambda_of {
        outer = parent;
    }
    let start = refs.routines[outer].body_tok?;
    let name = names.tok(tok);
    table
        .entities
        .iter()
        .enumerate()
        .filter(|(_, e)| e.name == name && e.name_tok >= start && e.name_tok < tok)
        .filter(|(_, e)| matches!(table.scopes[e.scope].kind, ScopeKind::Block | ScopeKind::TemplateParams) || e.kind == EntityKind::Variable)
        .max_by_key(|(_, e)| e.name_tok)
        .map(|(id, _)| id)
}
