//! Virtual function overrides ([class.virtual]): a member function with the name, parameter
//! types and cv-qualifiers of a virtual function of a base class (direct or not) overrides
//! it, and must return the same type or a covariant one: a pointer or reference to a class
//! derived from the class the overridden function's points to (317, at its name, once per
//! function). A member function named like a virtual function of a base that overrides
//! none of them hides them (997, a warning at the member); one that overrides some of the
//! overloads hides the others (611, a warning at the class).
//!
//! A function whose return type its body deduces (`auto f()`) may not override (2548).
//!
//! In CUDA an override runs where the function it overrides runs (3669-3674, by the pair of
//! execution spaces).
//!
//! Judged only where this model is sure: the overridden function is declared `virtual`
//! itself (one that is virtual because it overrides is not looked for), both functions'
//! types are known, and for pointers or references to two different classes, whether one
//! derives from the other is known.

use crate::diag::Diagnostic;
use crate::mangle::mangle::MangleType;
use crate::sema::symbols::{EntityId, EntityKind, SymbolTable};
use crate::sema::typing::ty::{self, QualType, Type};
use crate::sema::typing::Walk;
use crate::tables::diagnostics as catalog;

impl Walk<'_> {
    /// Judges the member functions of `class` named like virtual functions of its bases:
    /// their return types where they override one (317), and the virtual functions they
    /// hide instead (997; 611 where they override some of the overloads).
    pub(super) fn check_overrides(&mut self, class: EntityId) {
        let table = self.lookup.table;
        let Some(inner) = table.entities[class].inner else { return };
        let bases = self.lookup.all_bases(class).unwrap_or_default();
        if bases.is_empty() {
            return;
        }
        let mut names: Vec<&String> = table.scopes[inner].names.keys().collect();
        names.sort_unstable();
        for name in names {
            let ours = &table.scopes[inner].names[name];
            if *name == table.entities[class].name || !ours.iter().all(|&id| table.entities[id].kind == EntityKind::Function) {
                continue;
            }
            let virtuals: Vec<EntityId> = bases
                .iter()
                .filter_map(|&b| table.entities[b].inner)
                .flat_map(|scope| table.scopes[scope].names.get(name).into_iter().flatten().copied())
                .filter(|&g| {
                    let e = &table.entities[g];
                    e.kind == EntityKind::Function && e.declared_virtual && !e.template && e.declared.is_some()
                })
                .collect();
            if virtuals.is_empty() {
                continue;
            }
            // The overrides whose return type does not fit: errors, and then (as for the
            // reference) no declarations that could hide anything.
            let mut erroneous = Vec::new();
            // Whether a deduced return type overrides (2548): then nothing of the name is
            // said to hide (the reference reports none).
            let mut deduced_override = false;
            for &f in ours {
                let e = &table.entities[f];
                // A deduced return type (`auto f()`) overriding a virtual function: the
                // override is virtual, which such a function may not be (2548, at its name;
                // `virtual auto` itself is the declaration rules').
                if e.deduced_function.is_some() && !e.template && !e.is_static {
                    if virtuals.iter().any(|&g| same_parameters(table, f, e.deduced_function.as_deref(), g)) {
                        if !e.declared_virtual {
                            self.emit(Diagnostic::new(&catalog::VIRTUAL_FUNCTION_CANNOT_HAVE_DEDUCED_RETURN_TYPE, self.span(e.name_tok)));
                        }
                        erroneous.push(f);
                        deduced_override = true;
                    }
                    continue;
                }
                let Some(MangleType::Function { ret, .. }) = &e.declared else { continue };
                if e.template || e.is_static {
                    continue;
                }
                let overridden: Vec<EntityId> = virtuals.iter().copied().filter(|&g| same_parameters(table, f, e.declared.as_ref(), g)).collect();
                if let Some(&g) = overridden.iter().find(|&&g| self.covariant(ret, g) == Some(false)) {
                    self.report_bad_override_return(f, g);
                    erroneous.push(f);
                } else if let Some(&g) = overridden.first() {
                    self.check_override_space(f, g, table.entities[f].name_tok);
                }
            }
            if !deduced_override {
                self.check_hidden_virtuals(class, name, &virtuals, &erroneous);
            }
        }
        self.check_destructor_space(class, &bases);
    }

    /// A destructor overrides a base's virtual destructor: the same execution space rule.
    fn check_destructor_space(&mut self, class: EntityId, bases: &[EntityId]) {
        let table = self.lookup.table;
        let destructor = |c: EntityId| {
            let scope = table.entities[c].inner?;
            let ids = table.scopes[scope].names.get(&format!("~{}", table.entities[c].name))?;
            match ids.as_slice() {
                [id] if table.entities[*id].kind == EntityKind::Function => Some(*id),
                _ => None,
            }
        };
        let Some(ours) = destructor(class) else { return };
        if let Some(theirs) = bases.iter().filter_map(|&b| destructor(b)).find(|&d| table.entities[d].declared_virtual) {
            // At the `~` before the name.
            self.check_override_space(ours, theirs, table.entities[ours].name_tok.saturating_sub(1));
        }
    }

    /// An override must run where the function it overrides runs (3669-3674 by the two
    /// spaces, at `at`: the overrider's name). A defaulted overridden function is `__host__`
    /// for this rule (as for the reference); defaulted overriders and `constexpr` functions
    /// (implicitly `__host__ __device__` in some modes) are not judged, nor unknown spaces.
    fn check_override_space(&mut self, overrider: EntityId, overridden: EntityId, at: u32) {
        use crate::sema::cuda::ExecSpace::{Device, Host, HostDevice};
        let table = self.lookup.table;
        let (f, g) = (&table.entities[overrider], &table.entities[overridden]);
        if f.defaulted || f.constexpr || g.constexpr {
            return;
        }
        let def = match (g.exec_space, f.exec_space) {
            (Some(Host), Some(Device)) => &catalog::VFUNC_INCOMPAT_EXEC_H_D,
            (Some(Host), Some(HostDevice)) => &catalog::VFUNC_INCOMPAT_EXEC_H_HD,
            (Some(Device), Some(HostDevice)) => &catalog::VFUNC_INCOMPAT_EXEC_D_HD,
            (Some(Device), Some(Host)) => &catalog::VFUNC_INCOMPAT_EXEC_D_H,
            (Some(HostDevice), Some(Host)) => &catalog::VFUNC_INCOMPAT_EXEC_HD_H,
            (Some(HostDevice), Some(Device)) => &catalog::VFUNC_INCOMPAT_EXEC_HD_D,
            _ => return,
        };
        let d = Diagnostic::new(def, self.span(at)).arg("overridden", table.qualified_name(overridden)).arg("overrider", table.qualified_name(overrider));
        self.emit(d);
    }

    /// 317 at the name of `f`, whose return type does not fit that of `overridden`.
    fn report_bad_override_return(&mut self, f: EntityId, overridden: EntityId) {
        let table = self.lookup.table;
        let Some(Type::Function { ret, .. }) = table.entities[overridden].declared.as_ref().and_then(|t| ty::from_declared(table, t)).map(|t| t.ty) else { return };
        let d = Diagnostic::new(&catalog::BAD_RETURN_TYPE_ON_VIRTUAL_FUNCTION_OVERRIDE, self.span(table.entities[f].name_tok)).arg("type", ty::display(table, &ret)).arg("function", table.qualified_name(overridden));
        self.emit(d);
    }

    /// The `virtuals` of the bases named `name` that no member function of `class` of that
    /// name overrides: hidden (997, at the first of those members that could not override
    /// it), or, where others are overridden, only partly overridden (611, at the class's
    /// name). Not judged where a using-declaration may bring the base's functions in, or a
    /// member of that name is a template, not the class's own, or of a type not known.
    /// Members in `erroneous` (overrides with a return type that does not fit) are left out.
    fn check_hidden_virtuals(&mut self, class: EntityId, name: &str, virtuals: &[EntityId], erroneous: &[EntityId]) {
        let table = self.lookup.table;
        let Some(inner) = table.entities[class].inner else { return };
        let all_ours = &table.scopes[inner].names[name];
        if table.scopes[inner].using_declared.iter().any(|n| n == name) || all_ours.iter().any(|&f| table.entities[f].template || table.entities[f].scope != inner || function_type(table, f).is_none()) {
            return;
        }
        let ours: Vec<EntityId> = all_ours.iter().copied().filter(|f| !erroneous.contains(f)).collect();
        if ours.is_empty() {
            return;
        }
        let overrides = |f: EntityId, g: EntityId| {
            let Some(MangleType::Function { ret, .. }) = &table.entities[f].declared else { return false };
            !table.entities[f].is_static && same_parameters(table, f, table.entities[f].declared.as_ref(), g) && self.covariant(ret, g) != Some(false)
        };
        let hidden: Vec<EntityId> = virtuals.iter().copied().filter(|&g| !ours.iter().any(|&f| overrides(f, g))).collect();
        let Some(&first_hidden) = hidden.first() else { return };
        if hidden.len() < virtuals.len() {
            let d = Diagnostic::new(&catalog::PARTIAL_OVERRIDE, self.span(table.entities[class].name_tok)).arg("function", table.qualified_name(first_hidden)).arg("class", table.entities[class].name.clone());
            self.emit(d);
            return;
        }
        let mut hiders: Vec<EntityId> = ours.iter().copied().filter(|&f| !same_parameters(table, f, function_type(table, f), first_hidden)).collect();
        hiders.sort_unstable_by_key(|&f| table.entities[f].name_tok);
        let Some(&hider) = hiders.first() else { return };
        let Some(function) = ty::display_function(table, &table.qualified_name(first_hidden), first_hidden) else { return };
        let d = Diagnostic::new(&catalog::VIRTUAL_FUNCTION_DECL_HIDDEN, self.span(table.entities[hider].name_tok)).arg("function", function).arg("hider", table.qualified_name(hider));
        self.emit(d);
    }

    /// Whether a function returning `ret` may override function `overridden`: the same
    /// return type, or a pointer (or reference) to a class derived from the class the
    /// other's points to, no more cv-qualified. `None` where this model cannot tell.
    fn covariant(&self, ret: &MangleType, overridden: EntityId) -> Option<bool> {
        let table = self.lookup.table;
        let Type::Function { ret: theirs, .. } = ty::from_declared(table, table.entities[overridden].declared.as_ref()?)?.ty else { return None };
        let ours = ty::from_declared(table, ret)?;
        if ours == *theirs {
            return Some(true);
        }
        // Top-level qualifiers of a returned builtin (`const int`): not judged.
        if ours.unqualified() == theirs.unqualified() {
            return None;
        }
        fn class_of(t: &QualType) -> Option<(EntityId, &QualType)> {
            match &t.ty {
                Type::Class(c) => Some((*c, t)),
                _ => None,
            }
        }
        let pointee = |t: &QualType| match &t.ty {
            Type::Pointer(p) => Some((0, p.as_ref().clone())),
            Type::LValueRef(p) => Some((1, p.as_ref().clone())),
            Type::RValueRef(p) => Some((2, p.as_ref().clone())),
            _ => None,
        };
        match (pointee(&ours), pointee(&theirs)) {
            (Some((k1, p1)), Some((k2, p2))) if k1 == k2 => match (class_of(&p1), class_of(&p2)) {
                (Some((c1, q1)), Some((c2, q2))) => {
                    if !q2.at_least_as_qualified(q1) {
                        return None; // more qualified: another rule
                    }
                    if c1 == c2 {
                        return Some(true);
                    }
                    self.lookup.derives_from(c1, c2)
                }
                // Pointers to classes and to something else, or to two builtin types.
                // Pointers to classes and to something else, or to two other types that differ.
                _ => Some(false),
            },
            _ => Some(false),
        }
    }
}

/// A member function's type, with `auto` for a return type its body deduces (which
/// overrides nothing: a deduced return type that would is an error, 2548).
fn function_type(table: &SymbolTable, f: EntityId) -> Option<&MangleType> {
    table.entities[f].declared.as_ref().or(table.entities[f].deduced_function.as_deref())
}

/// Whether two member functions (with the types `a` and `b`, both known) take the same
/// parameters with the same cv- and ref-qualifiers.
fn same_parameters(table: &SymbolTable, f: EntityId, a: Option<&MangleType>, g: EntityId) -> bool {
    let b = table.entities[g].declared.as_ref();
    let same_types = matches!((a, b), (Some(MangleType::Function { params: p, cv: c, .. }), Some(MangleType::Function { params: q, cv: d, .. })) if p == q && c == d);
    same_types && table.entities[f].function_qualifiers == table.entities[g].function_qualifiers
}
