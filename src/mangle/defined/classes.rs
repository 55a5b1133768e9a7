//! Polymorphic classes in `cufe symbols`: what a class definition says about its virtual
//! functions (declared `virtual`, marked `override`/`final`, or overriding a base's), its
//! bases and its key function (the first virtual function neither pure nor defined in the
//! class). Where the unit defines the key function, g++ emits the class's vtable (`_ZTV`),
//! typeinfo (`_ZTI`), typeinfo name (`_ZTS`), the VTT (`_ZTT`) when it has virtual bases,
//! and the virtual functions defined in the class body. A virtual destructor adds the
//! deleting destructor (`D0`); an overrider of a function of a non-primary base gets a
//! `this`-adjusting thunk (`_ZThn<offset>_`), the offset computed for bases that hold
//! nothing but their vtable pointer; an overrider of a virtual base's function gets a
//! virtual thunk (`_ZTv0_n<vcall offset>_`) for a base without bases. Other layouts are
//! reported, not guessed.

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
    /// Whether it declares a constructor.
    pub declares_constructor: bool,
    /// Its pure virtual functions.
    pub pure: Vec<VirtualFn>,
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
            UnqualKind::Plain(seg) if self.tok(seg.tok) == class_name => {
                info.declares_constructor = true;
                return;
            }
            UnqualKind::Plain(seg) => self.tok(seg.tok).to_string(),
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
        if quals.pure || pure {
            info.pure.push(f.clone());
        }
        info.virtuals.push(f);
    }

    /// Whether the class at `path` or one of its bases has the virtual function `f`.
    /// The class and its bases, each once (a diamond or a cycle in bad input costs nothing).
    fn self_and_bases(&self, path: &[Seg]) -> Vec<&ClassInfo> {
        let mut seen: Vec<&[Seg]> = vec![path];
        let mut out = Vec::new();
        let mut i = 0;
        while let Some(p) = seen.get(i).copied() {
            i += 1;
            let Some(info) = self.class_infos.get(p) else { continue };
            out.push(info);
            for (b, _) in &info.bases {
                if !seen.contains(&b.as_slice()) {
                    seen.push(b);
                }
            }
        }
        out
    }

    fn declares_virtual(&self, path: &[Seg], f: &VirtualFn, _depth: u32) -> bool {
        self.self_and_bases(path).iter().any(|i| i.virtuals.contains(f))
    }

    fn has_virtual_base(&self, path: &[Seg], _depth: u32) -> bool {
        self.self_and_bases(path).iter().any(|i| i.bases.iter().any(|(_, v)| *v))
    }

    fn is_polymorphic(&self, path: &[Seg], _depth: u32) -> bool {
        self.self_and_bases(path).iter().any(|i| !i.virtuals.is_empty())
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
        self.self_and_bases(path).iter().any(|i| i.virtuals.iter().any(|v| v.name == "~"))
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
                    self.virtual_thunks(base, f, names);
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

    /// A constructor of `class` is defined: it calls its bases' default constructors, and
    /// g++ emits those it declares implicitly when they do something (set a vtable pointer,
    /// construct virtual bases): complete and base object variants and the comdat name.
    pub(super) fn constructor_defined(&mut self, class: &[Seg]) {
        let Some(info) = self.class_infos.get(class).cloned() else { return };
        let abstract_class = self.is_abstract(class, &[], 0);
        for (base, is_virtual) in &info.bases {
            // A virtual base is constructed by the complete object constructor only, which
            // g++ leaves without that call in an abstract class.
            if *is_virtual && abstract_class {
                continue;
            }
            self.implicit_default_constructor(base, 0);
        }
    }

    /// Whether a pure virtual function of `class` or its bases has no overrider below it
    /// (`overridden`: what the classes between override).
    fn is_abstract(&self, class: &[Seg], overridden: &[VirtualFn], depth: u32) -> bool {
        let Some(info) = self.class_infos.get(class) else { return false };
        // Each base subobject is a path; a deep lattice of bases is cut short.
        if depth > 16 {
            return false;
        }
        if info.pure.iter().any(|f| !overridden.contains(f)) {
            return true;
        }
        let mut below = overridden.to_vec();
        below.extend(info.virtuals.iter().filter(|f| !info.pure.contains(f)).cloned());
        info.bases.iter().any(|(b, _)| self.is_abstract(b, &below, depth + 1))
    }

    fn implicit_default_constructor(&mut self, class: &[Seg], depth: u32) {
        let Some(info) = self.class_infos.get(class).cloned() else { return };
        if depth > 16 || info.declares_constructor || !(self.is_polymorphic(class, 0) || self.has_virtual_base(class, 0)) {
            return;
        }
        // A base subobject is built by the base object constructor (C2); with virtual bases
        // of its own that one differs from the complete object constructor (C1), which
        // nothing here calls, so g++ emits C2 alone.
        let codes: &[&str] = if self.has_virtual_base(class, 0) { &["C2"] } else { &["C1", "C2", "C5"] };
        for code in codes {
            let ctor = MangleName {
                scopes: self.scopes(class),
                kind: NameKind::Constructor((*code).into()),
                template_args: vec![],
                params: Some(vec![]),
                ret: None,
                cv: Cv::default(),
                internal: false,
            };
            self.push(&ctor);
        }
        for (base, _) in &info.bases {
            self.implicit_default_constructor(base, depth + 1);
        }
    }

    /// The thunks of an overrider of a function of the virtual base `base`, which adjust
    /// `this` by the vcall offset stored in the base's vtable: one slot per virtual function
    /// of the base (the destructor one), the first at -24, in declaration order. Only a
    /// base without bases of its own is laid out.
    fn virtual_thunks(&mut self, base: &[Seg], f: &VirtualFn, names: &[MangleName]) {
        let Some(info) = self.class_infos.get(base) else { return };
        let Some(index) = info.virtuals.iter().position(|v| v == f).filter(|_| info.bases.is_empty()) else {
            self.errors.push(format!("cannot lay out the virtual base of `{}` for its thunk", f.name));
            return;
        };
        let vcall_offset = -(3 * VPTR_SIZE + VPTR_SIZE * index as i64);
        for target in names.iter().filter(|n| !matches!(n.kind.base(), NameKind::Destructor(c) if c == "D2")) {
            self.push_special(&SpecialName::VirtualThunk { offset: 0, vcall_offset, target: target.clone() });
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
        // Each base subobject is a path; a deep lattice of bases is cut short.
        if depth > 16 || out.len() > 4096 {
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
            if depth > 16 || self.is_polymorphic(base, 0) {
                continue;
            }
            let ty = self.class_type(base, vec![]);
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
