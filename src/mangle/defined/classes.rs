//! Polymorphic classes in `cufe symbols`: what a class definition says about its virtual
//! functions (declared `virtual`, marked `override`/`final`, or overriding a base's), its
//! bases and its key function (the first virtual function neither pure nor defined in the
//! class). Where the unit defines the key function, g++ emits the class's vtable (`_ZTV`),
//! typeinfo (`_ZTI`), typeinfo name (`_ZTS`), the VTT (`_ZTT`) when it has virtual bases,
//! and the virtual functions defined in the class body. A virtual destructor adds the
//! deleting destructor (`D0`); an overrider of a function of a non-primary base gets a
//! `this`-adjusting thunk (`_ZThn<offset>_`), the offset computed for bases that hold
//! nothing but their vtable pointer (other layouts are reported, not guessed).

use super::*;
use crate::mangle::mangle::SpecialName;

/// A virtual member function: its name (`~` for the destructor), parameters and cv.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct VirtualFn {
    pub name: String,
    pub params: Vec<MangleType>,
    pub cv: Cv,
}

/// What `cufe symbols` knows of a class definition.
#[derive(Clone, Debug, Default)]
pub(super) struct ClassInfo {
    /// Direct bases in order: path and whether the base is virtual.
    pub bases: Vec<(Vec<Seg>, bool)>,
    pub virtuals: Vec<VirtualFn>,
    /// Virtual functions defined in the class body (emitted with the vtable).
    pub inline_virtuals: Vec<VirtualFn>,
    pub key: Option<VirtualFn>,
    /// Whether it declares a non-static data member.
    pub has_data: bool,
    /// Whether it declares a destructor.
    pub declares_destructor: bool,
}

/// The size of a vtable pointer on the targets g++ builds for here (x86-64).
const VPTR_SIZE: i64 = 8;

impl Walk<'_> {
    /// Records a class definition's bases and virtual functions (`path` is the class).
    pub(super) fn record_class(&mut self, c: &ClassSpec, path: &[Seg], cx: &Cx) {
        let inner = Cx { path: path.to_vec(), ..cx.clone() };
        let class_name = seg_name(path.last().unwrap_or(&Seg::Anonymous)).unwrap_or("").to_string();
        let mut info = ClassInfo::default();
        for b in &c.bases {
            let TypeSpec::Named(q) = &b.name else { continue };
            match self.class_path(q, cx) {
                Some(p) => info.bases.push((p, b.is_virtual)),
                None => self.errors.push(format!("cannot resolve the base `{}`", self.spelled(q.range))),
            }
        }
        // The bases are complete: their virtual functions decide which members override.
        self.class_infos.insert(path.to_vec(), info.clone());
        for m in &c.members {
            let Member::Decl(d) = m else { continue };
            let (specs, declarator, defined_here) = match d {
                Decl::Simple(s) => {
                    let is_static = self.keyword(&s.specs, "static") || self.keyword(&s.specs, "typedef");
                    for init in &s.declarators {
                        if init.declarator.function_params().is_some() {
                            // `= 0` reads as an initializer of the declarator.
                            let pure = matches!(&init.init, Some(Initializer::Assign(e)) if matches!(&**e, ast::Expr::Literal(t) if self.tok(*t) == "0"));
                            self.record_member_function(&s.specs, &init.declarator, false, pure, &class_name, &inner, &mut info);
                        } else if !is_static && init.declarator.name().is_some() {
                            info.has_data = true;
                        }
                    }
                    continue;
                }
                Decl::Function(f) => (&f.specs, &f.declarator, true),
                _ => continue,
            };
            self.record_member_function(specs, declarator, defined_here, false, &class_name, &inner, &mut info);
        }
        self.class_infos.insert(path.to_vec(), info);
    }

    #[allow(clippy::too_many_arguments)]
    fn record_member_function(&self, specs: &[DeclSpec], d: &Declarator, defined_here: bool, pure: bool, class_name: &str, cx: &Cx, info: &mut ClassInfo) {
        let Some(name) = d.name() else { return };
        let Some((params, quals)) = function_layer(d) else { return };
        let fname = match &name.last {
            UnqualKind::Plain(seg) if self.tok(seg.tok) != class_name => self.tok(seg.tok).to_string(),
            UnqualKind::Destructor(_) => {
                info.declares_destructor = true;
                "~".to_string()
            }
            _ => return,
        };
        let Some(params) = self.param_types(params, cx) else { return };
        let f = VirtualFn { name: fname, params, cv: self.cv(&quals.cv) };
        let declared = self.keyword(specs, "virtual") || !quals.virt_specs.is_empty();
        if !(declared || info.bases.iter().any(|(b, _)| self.declares_virtual(b, &f, 0))) {
            return;
        }
        if info.key.is_none() && !quals.pure && !pure && !defined_here && !self.keyword(specs, "inline") {
            info.key = Some(f.clone());
        }
        if defined_here {
            info.inline_virtuals.push(f.clone());
        }
        info.virtuals.push(f);
    }

    /// Whether the class at `path` or one of its bases has the virtual function `f`.
    fn declares_virtual(&self, path: &[Seg], f: &VirtualFn, depth: u32) -> bool {
        let Some(info) = self.class_infos.get(path) else { return false };
        depth < 64 && (info.virtuals.contains(f) || info.bases.iter().any(|(b, _)| self.declares_virtual(b, f, depth + 1)))
    }

    fn has_virtual_base(&self, path: &[Seg], depth: u32) -> bool {
        let Some(info) = self.class_infos.get(path) else { return false };
        depth < 64 && info.bases.iter().any(|(b, v)| *v || self.has_virtual_base(b, depth + 1))
    }

    fn is_polymorphic(&self, path: &[Seg], depth: u32) -> bool {
        let Some(info) = self.class_infos.get(path) else { return false };
        depth < 64 && (!info.virtuals.is_empty() || info.bases.iter().any(|(b, _)| self.is_polymorphic(b, depth + 1)))
    }

    /// A class that holds only its vtable pointer (no data, no virtual bases, every base
    /// such a class and primary).
    fn is_vptr_only(&self, path: &[Seg], depth: u32) -> bool {
        let Some(info) = self.class_infos.get(path) else { return false };
        depth < 64
            && !info.has_data
            && self.is_polymorphic(path, 0)
            && info.bases.len() <= 1
            && info.bases.iter().all(|(b, v)| !v && self.is_vptr_only(b, depth + 1))
    }

    /// Whether the class's destructor is virtual (declared so, or a base's is).
    pub(super) fn has_virtual_destructor(&self, path: &[Seg]) -> bool {
        let dtor = |p: &[Seg]| self.class_infos.get(p).is_some_and(|i| i.virtuals.iter().any(|v| v.name == "~"));
        dtor(path) || self.class_infos.get(path).is_some_and(|i| i.bases.iter().any(|(b, _)| self.has_virtual_destructor(b)))
    }

    /// A member function of the class at `class` is defined, under the names `names`
    /// (`D1`, `D2`, `D0` for a destructor): the vtable and its company if it is the key
    /// function, and its thunks if it overrides a function of a non-primary base.
    pub(super) fn member_defined(&mut self, class: &[Seg], f: &VirtualFn, names: &[MangleName]) {
        let Some(info) = self.class_infos.get(class).cloned() else { return };
        if info.key.as_ref() == Some(f) {
            self.emit_vtable(class, &info);
        }
        if !info.virtuals.contains(f) {
            return;
        }
        let mut offset = 0;
        for (k, (base, is_virtual)) in info.bases.iter().enumerate() {
            if *is_virtual {
                if self.declares_virtual(base, f, 0) {
                    self.errors.push(format!("virtual thunks of `{}` are not modelled", f.name));
                }
                continue;
            }
            if k > 0 && self.declares_virtual(base, f, 0) {
                if !info.bases[..k].iter().all(|(b, v)| !v && self.is_vptr_only(b, 0)) {
                    self.errors.push(format!("cannot lay out the bases of the class of `{}` for its thunk", f.name));
                    return;
                }
                for target in names.iter().filter(|n| !matches!(n.kind.base(), NameKind::Destructor(c) if c == "D2")) {
                    self.push_special(&SpecialName::NonVirtualThunk { offset: -offset, target: target.clone() });
                }
            }
            offset += VPTR_SIZE;
        }
    }

    fn emit_vtable(&mut self, class: &[Seg], info: &ClassInfo) {
        let Some((Seg::Class(name), scope)) = class.split_last() else { return };
        let ty = MangleType::Named(QualifiedName { scopes: self.scopes(scope), name: name.clone(), template_args: vec![] });
        self.push_special(&SpecialName::Vtable(ty.clone()));
        self.push_special(&SpecialName::TypeInfo(ty.clone()));
        self.push_special(&SpecialName::TypeInfoName(ty.clone()));
        if self.has_virtual_base(class, 0) {
            self.push_special(&SpecialName::Vtt(ty));
        }
        self.base_typeinfos(class, 0);
        if !info.declares_destructor && self.has_virtual_destructor(class) {
            self.errors.push(format!("the implicit virtual destructor of `{name}` is not modelled"));
        }
        let mut inline = Vec::new();
        self.vtable_inline_functions(class, &[], 0, &mut inline);
        for (owner, f) in inline {
            if f.name == "~" {
                self.errors.push(format!("a destructor defined in its class is not modelled (vtable of `{name}`)"));
                continue;
            }
            let member = MangleName {
                scopes: self.scopes(&owner),
                kind: NameKind::Identifier(f.name.clone()),
                template_args: vec![],
                params: Some(f.params.clone()),
                ret: None,
                cv: f.cv,
                internal: false,
            };
            self.push(&member);
        }
    }

    /// The virtual functions defined in class bodies that the vtable of `class` refers to:
    /// its own and its bases' that no class between overrides (`overridden`).
    fn vtable_inline_functions(&self, class: &[Seg], overridden: &[VirtualFn], depth: u32, out: &mut Vec<(Vec<Seg>, VirtualFn)>) {
        let Some(info) = self.class_infos.get(class) else { return };
        if depth > 64 {
            return;
        }
        for f in info.inline_virtuals.iter().filter(|f| !overridden.contains(f)) {
            out.push((class.to_vec(), f.clone()));
        }
        let mut below: Vec<VirtualFn> = overridden.to_vec();
        below.extend(info.virtuals.iter().cloned());
        for (base, _) in &info.bases {
            self.vtable_inline_functions(base, &below, depth + 1, out);
        }
    }

    /// The typeinfo of a class refers to its bases' typeinfos: a polymorphic base's lives
    /// with its vtable, a non-polymorphic one's is emitted wherever it is referred to.
    fn base_typeinfos(&mut self, class: &[Seg], depth: u32) {
        let Some(info) = self.class_infos.get(class).cloned() else { return };
        for (base, _) in &info.bases {
            if depth > 64 || self.is_polymorphic(base, 0) {
                continue;
            }
            let Some((Seg::Class(name), scope)) = base.split_last() else { continue };
            let ty = MangleType::Named(QualifiedName { scopes: self.scopes(scope), name: name.clone(), template_args: vec![] });
            self.push_special(&SpecialName::TypeInfo(ty.clone()));
            self.push_special(&SpecialName::TypeInfoName(ty));
            self.base_typeinfos(base, depth + 1);
        }
    }

    /// The path of the class a (base) name written at `cx` names.
    fn class_path(&self, q: &QualName, cx: &Cx) -> Option<Vec<Seg>> {
        let UnqualKind::Plain(seg) = &q.last else { return None };
        let mut written = self.written_qualifier(q)?;
        written.push(self.tok(seg.tok).to_string());
        let start = if q.global { 0 } else { cx.path.len() };
        for base in (0..=start).rev() {
            let Some(scope) = self.resolve_scope(&cx.path[..base], &written[..written.len() - 1]) else { continue };
            if let Some(path) = self.find_class(&scope, written.last()?) {
                return Some(path);
            }
        }
        None
    }
}
