//! The special member functions the compiler declares for a class itself: default, copy and
//! move constructors, copy and move assignment operators and destructors, as the reference
//! (EDG) declares them, which is not quite the standard's wording:
//!
//! - a trivial class (no user-declared constructor, no virtual function, no default member
//!   initializer, only trivial bases and members) gets its three constructors
//!   declared lazily (no position, `noexcept`, trivial), put before the class's own routines
//!   (each is prepended, so the list reads move, copy, default);
//! - any other class declares, with the class (at its name) and after its own routines: a
//!   default constructor (no user-declared constructor; constexpr when every member has a
//!   default member initializer — one, in a union — and the bases' are constexpr), a move
//!   constructor (unless a copy or move operation or the
//!   destructor is user-declared), a copy constructor (unless one is user-declared), a
//!   destructor when a base or member class has one (user-declared or implicit) and the class
//!   has none of its own — without exception specifications until they are defined;
//! - every class gets a copy assignment operator unless one is user-declared, and a move
//!   assignment operator unless a copy or move operation or the destructor is user-declared;
//! - the copy functions are marked trivial when the class is trivial, or when it has no base,
//!   no virtual function and defines no member function in its body (the reference decides
//!   triviality before it reads those bodies only then).
//!
//! A non-trivial class's implicit default constructor and destructor are defined where an
//! object of the class is defined without an initializer (`Derived d;`): each gets the next
//! function definition number and a memory region of its own, the class's first, then its
//! base classes' default constructors, then the destructors (`define_implicit_members_for`).
//! A trivial class with base classes, a user-declared destructor or assignment operator has
//! its default constructor defined there and dropped:
//! a definition number and a region are used up and not displayed.

use super::*;

/// The special members a class declares itself, read from its member declarations.
#[derive(Default, Clone, Copy)]
pub(super) struct UserDeclared {
    pub constructor: bool,
    pub copy_constructor: bool,
    pub move_constructor: bool,
    pub destructor: bool,
    pub copy_assignment: bool,
    pub move_assignment: bool,
    pub virtual_function: bool,
    /// A member function is defined in the class body.
    pub member_definition: bool,
    /// A non-static data member has a default member initializer (`int x = 3;`), and every
    /// one has.
    pub member_initializer: bool,
    pub all_members_initialized: bool,
}

/// What `declare_implicit_members` needs to know of the class.
pub(super) struct ImplicitFor {
    pub class_scope: usize,
    pub class_ty: TypeIx,
    /// The class's simple name (the constructors' name).
    pub name: String,
    /// The class name's token (where the members declared with the class are); `None` for a
    /// predeclared class.
    pub name_tok: Option<u32>,
    pub user: UserDeclared,
    /// Whether the lazily declared constructors exist (the reference declares them for the
    /// program's classes, not for its predeclared `__va_list_tag`).
    pub lazy_constructors: bool,
    /// The base classes' types (all of them: `None` when one is not a class cufe knows).
    pub bases: Option<Vec<TypeIx>>,
    /// The types of the non-static data members.
    pub member_types: Vec<TypeIx>,
    /// A class local to a function: its members have no linkage (and are `sc_static`).
    pub local: bool,
    /// A default constructor declared `= default` in the class: defined where an object is,
    /// like an implicit one.
    pub defaulted_default_constructor: Option<usize>,
}

/// The implicit members of a class with bases or virtual functions that are defined where
/// an object of the class is (see `define_implicit_members_for`).
#[derive(Default, Clone)]
pub(super) struct ImplicitDefinitions {
    default_constructor: Option<usize>,
    destructor: Option<usize>,
    bases: Vec<TypeIx>,
    /// The class types of the non-static data members (their default constructors run too).
    members: Vec<TypeIx>,
    /// A trivial class with base classes, a user-declared destructor or assignment: the reference
    /// defines its (trivial) default constructor where an object is defined and then drops
    /// it, which uses up a function definition number and a memory region that the display
    /// does not show.
    dropped_on_definition: bool,
}

/// Which implicit member is being declared.
#[derive(Clone, Copy, PartialEq)]
enum Implicit {
    Destructor,
    DefaultConstructor,
    CopyConstructor,
    MoveConstructor,
    CopyAssignment,
    MoveAssignment,
}

impl<'a> Builder<'a> {
    /// The user-declared special members of a class, from its member declarations. (A
    /// union's members are all initialized when one has a default member initializer.)
    pub(super) fn user_declared_members(&self, c: &ClassSpec, class_name: Option<&str>) -> UserDeclared {
        let mut u = UserDeclared { all_members_initialized: true, ..UserDeclared::default() };
        let union = self.tok(c.key) == "union";
        for m in &c.members {
            // Non-static data members and their default member initializers.
            if let Member::Decl(Decl::Simple(s)) = m {
                let data = !self.has_keyword(&s.specs, "static") && !self.has_keyword(&s.specs, "typedef");
                for i in s.declarators.iter().filter(|i| data && i.declarator.function_params().is_none()) {
                    match i.init {
                        Some(Initializer::Assign(_) | Initializer::Brace(..)) => u.member_initializer = true,
                        _ => u.all_members_initialized = false,
                    }
                }
            }
            let Member::Decl(d) = m else { continue };
            let (specs, declarators, is_definition): (&[DeclSpec], Vec<&Declarator>, bool) = match d {
                Decl::Simple(s) => (&s.specs, s.declarators.iter().map(|i| &i.declarator).collect(), false),
                Decl::Function(f) => (&f.specs, vec![&f.declarator], true),
                _ => continue,
            };
            if self.has_keyword(specs, "virtual") {
                u.virtual_function = true;
            }
            for dd in declarators {
                let (Some(name), Some(params)) = (dd.name(), dd.function_params()) else { continue };
                if is_definition {
                    u.member_definition = true;
                }
                // The reference form of the single parameter: `&` (copy) or `&&` (move).
                let reference = match params.params.as_slice() {
                    [p] => match &p.declarator {
                        Declarator::Ptr { op: PtrOp::LRef, .. } => Some(false),
                        Declarator::Ptr { op: PtrOp::RRef, .. } => Some(true),
                        _ => None,
                    },
                    _ => None,
                };
                match &name.last {
                    UnqualKind::Plain(seg) if Some(self.tok(seg.tok)) == class_name => {
                        u.constructor = true;
                        match reference {
                            Some(false) => u.copy_constructor = true,
                            Some(true) => u.move_constructor = true,
                            None => {}
                        }
                    }
                    UnqualKind::Destructor(_) => u.destructor = true,
                    UnqualKind::Operator { tokens, .. } if self.spell_tokens(*tokens) == "=" => match reference {
                        Some(true) => u.move_assignment = true,
                        _ => u.copy_assignment = true,
                    },
                    _ => {}
                }
            }
        }
        if union {
            u.all_members_initialized = u.member_initializer;
        }
        u
    }

    /// The operator's tokens without the `operator` keyword (`=`, `new[]`).
    fn spell_tokens(&self, r: TokRange) -> String {
        (r.lo..r.hi).map(|t| self.tok(t)).filter(|t| *t != "operator").collect()
    }

    /// Declares the implicit members of a completed class (see the module comment).
    pub(super) fn declare_implicit_members(&mut self, c: ImplicitFor) {
        let u = c.user;
        let bases = c.bases.clone().unwrap_or_default();
        let member_classes: Vec<TypeIx> = c
            .member_types
            .iter()
            .map(|&t| self.class_of_object(t))
            .filter(|&t| matches!(self.types.nodes.get(t), Some(TypeNode::Class(_))))
            .collect();
        // A trivial class: its constructors are declared lazily.
        let lazy = !u.constructor
            && !u.virtual_function
            && !u.member_initializer
            && c.bases.as_ref().is_some_and(|b| b.iter().all(|t| self.trivial_classes.contains(t)))
            && member_classes.iter().all(|t| self.trivial_classes.contains(t));
        if lazy {
            self.trivial_classes.insert(c.class_ty);
        }
        if u.destructor {
            self.classes_with_destructors.insert(c.class_ty);
        }
        self.scopes[c.class_scope].complete_routine_list = true;
        let copy_or_move_declared =
            u.copy_constructor || u.move_constructor || u.copy_assignment || u.move_assignment || u.destructor;
        let trivial_copy = lazy || (!u.member_definition && !u.virtual_function && bases.is_empty());
        // The implicit default constructor is constexpr when it initializes every member and
        // its bases' default constructors are constexpr.
        let default_constexpr = u.all_members_initialized
            && c.bases.is_some()
            && bases.iter().all(|b| self.constexpr_default_constructible.contains(b));
        if lazy && c.lazy_constructors {
            for m in [Implicit::DefaultConstructor, Implicit::CopyConstructor, Implicit::MoveConstructor] {
                self.implicit_member(&c, m, true, trivial_copy);
            }
        }
        let dropped_on_definition = lazy && (!bases.is_empty() || u.destructor || u.copy_assignment || u.move_assignment);
        let mut defined_where_used = ImplicitDefinitions {
            bases: bases.clone(),
            members: member_classes.clone(),
            dropped_on_definition,
            default_constructor: c.defaulted_default_constructor,
            ..Default::default()
        };
        if !lazy {
            if !u.constructor {
                let r = self.implicit_member(&c, Implicit::DefaultConstructor, false, trivial_copy);
                self.routines[r].special.is_constexpr = default_constexpr;
                if default_constexpr {
                    self.constexpr_default_constructible.insert(c.class_ty);
                }
                defined_where_used.default_constructor = Some(r);
                // Objects are initialized by running it, unless it is constexpr.
                if !default_constexpr {
                    if let Some(TypeNode::Class(ix)) = self.types.nodes.get(c.class_ty) {
                        let ix = *ix;
                        if let Some(info) = self.types.classes.get_mut(ix) {
                            info.dynamic_init = true;
                        }
                    }
                }
            }
            if !copy_or_move_declared {
                self.implicit_member(&c, Implicit::MoveConstructor, false, trivial_copy);
            }
            // A user-declared move operation makes the implicit copy constructor deleted (a
            // deleted function counts as defined).
            if !u.copy_constructor {
                let r = self.implicit_member(&c, Implicit::CopyConstructor, false, trivial_copy);
                self.routines[r].defined = u.move_constructor || u.move_assignment;
            }
            let base_destructor =
                bases.iter().chain(&member_classes).any(|b| self.classes_with_destructors.contains(b));
            if !u.destructor && base_destructor {
                defined_where_used.destructor = Some(self.implicit_member(&c, Implicit::Destructor, false, trivial_copy));
                self.classes_with_destructors.insert(c.class_ty);
            }
        }
        self.implicit_definitions.insert(c.class_ty, defined_where_used);
        if !u.copy_assignment {
            let r = self.implicit_member(&c, Implicit::CopyAssignment, false, trivial_copy);
            self.routines[r].defined = u.move_constructor || u.move_assignment;
            if !copy_or_move_declared {
                self.implicit_member(&c, Implicit::MoveAssignment, false, trivial_copy);
            }
        }
    }

    /// One implicit member: its type, its routine record, its place in the class's list
    /// (lazily declared constructors go first, the others last). Returns its record.
    fn implicit_member(&mut self, c: &ImplicitFor, m: Implicit, lazily: bool, trivial_copy: bool) -> usize {
        let class = c.class_ty;
        let void = self.intern(TypeNode::Builtin("void".into()));
        let const_class = self.intern(TypeNode::Qualified(class, "const".into()));
        let copy_param = self.intern(TypeNode::LRef(const_class));
        let move_param = self.intern(TypeNode::RRef(class));
        let class_ref = self.intern(TypeNode::LRef(class));
        let noexcept = if lazily { " noexcept" } else { "" };
        let (ret, params, qualifiers) = match m {
            Implicit::Destructor => (void, vec![], " noexcept"),
            Implicit::DefaultConstructor => (void, vec![], noexcept),
            Implicit::CopyConstructor => (void, vec![copy_param], noexcept),
            Implicit::MoveConstructor => (void, vec![move_param], noexcept),
            Implicit::CopyAssignment => (class_ref, vec![copy_param], ""),
            Implicit::MoveAssignment => (class_ref, vec![move_param], ""),
        };
        let ty = self.intern(TypeNode::Function { ret, params, variadic: false, qualifiers: qualifiers.into() });
        let assignment = matches!(m, Implicit::CopyAssignment | Implicit::MoveAssignment);
        let local = c.local && !lazily;
        let name = match m {
            _ if assignment => "operator=".to_string(),
            Implicit::Destructor => format!("~{}", c.name),
            _ => c.name.clone(),
        };
        let trivial = match m {
            Implicit::Destructor => None,
            Implicit::DefaultConstructor if lazily => Some("is_trivial_default_constructor"),
            Implicit::DefaultConstructor => None,
            _ if trivial_copy => Some("is_trivial_copy_function"),
            _ => None,
        };
        let special = Special {
            kind: Some(match m {
                _ if assignment => "sfk_operator",
                Implicit::Destructor => "sfk_destructor",
                _ => "sfk_constructor",
            }),
            opname: assignment.then_some("onk_assign"),
            is_constexpr: !matches!(m, Implicit::DefaultConstructor | Implicit::Destructor),
            compiler_generated: true,
            trivial,
            never_throws: lazily,
            lazily_declared: lazily,
            defined_outside_of_parent: false,
            template_instance: false,
        };
        let named = Named {
            name: name.clone(),
            tok: if lazily { None } else { c.name_tok },
            parent_scope: c.class_scope,
            access: Some("as_public"),
            linkage: if lazily || local { "no" } else { "C++" },
            has_attributes: false,
        };
        let storage = if lazily {
            "sc_unspecified"
        } else if local {
            "sc_static"
        } else {
            "sc_extern"
        };
        let id = self.id();
        let entry = EntryRef { scope: Scope::File, kind: "routine", id, desc: Desc::Text(name) };
        if lazily {
            // An undisplayed routine at the list's start now follows the constructors.
            let scope = &mut self.scopes[c.class_scope];
            if scope.routine_gaps.remove(&0) {
                scope.routine_gaps.insert(id);
            }
            scope.routines.insert(0, entry);
        } else {
            self.scopes[c.class_scope].routines.push(entry);
        }
        self.routines.push(RoutineRec { storage, is_inline: true, special, ..RoutineRec::declaration(id, named, ty) });
        self.routines.len() - 1
    }

    /// An object of class type `ty` is defined without an initializer: the implicit default
    /// constructor of its class (and of the base classes) and its implicit destructor are
    /// defined there, each in a memory region of its own.
    pub(super) fn define_implicit_members_for(&mut self, ty: TypeIx) {
        let ty = self.class_of_object(ty);
        if self.implicit_definitions.get(&ty).is_some_and(|d| d.dropped_on_definition) && self.dropped_definitions.insert(ty) {
            self.next_definition();
        }
        self.define_default_constructors(ty, 0);
        self.define_destructors(ty, 0);
    }

    /// The class type of an object of type `ty` (through cv-qualifiers, arrays, typedefs).
    pub(super) fn class_of_object(&self, mut ty: TypeIx) -> TypeIx {
        for _ in 0..MAX_NESTING {
            match self.types.nodes.get(ty) {
                Some(TypeNode::Qualified(t, _) | TypeNode::Array(t, _) | TypeNode::Typedef(_, t)) => ty = *t,
                _ => break,
            }
        }
        ty
    }

    fn define_default_constructors(&mut self, ty: TypeIx, depth: usize) {
        let Some(d) = self.implicit_definitions.get(&ty).cloned() else { return };
        if depth > MAX_NESTING {
            return;
        }
        if let Some(r) = d.default_constructor {
            if !self.routines[r].defined {
                self.define_implicit(r);
            }
        }
        for b in d.bases.into_iter().chain(d.members) {
            self.define_default_constructors(b, depth + 1);
        }
    }

    fn define_destructors(&mut self, ty: TypeIx, depth: usize) {
        let Some(d) = self.implicit_definitions.get(&ty).cloned() else { return };
        if depth > MAX_NESTING {
            return;
        }
        if let Some(r) = d.destructor {
            if !self.routines[r].defined {
                self.define_implicit(r);
            }
        }
        for b in d.bases {
            self.define_destructors(b, depth + 1);
        }
    }

    /// The definition of an implicit member: `noexcept`, a definition number and a memory
    /// region with its function scope.
    fn define_implicit(&mut self, r: usize) {
        // A compiler-generated member gets its exception specification (a defaulted one keeps
        // the declared type).
        let generated = self.routines[r].special.compiler_generated;
        let ty = if generated { self.with_implicit_noexcept(self.routines[r].ty) } else { self.routines[r].ty };
        let (number, region) = self.next_definition();
        let rec = &mut self.routines[r];
        rec.ty = ty;
        rec.defined = true;
        rec.storage = "sc_unspecified";
        rec.special.never_throws = generated;
        rec.def_number = number;
        rec.region = region;
        let routine_ref = self.routine_ref(r);
        let class_scope = self.routines[r].named.parent_scope;
        let fscope = self.new_scope(Scope::Func, Some(class_scope), "sck_function", Some(("routine.ptr", routine_ref)));
        let title = format!("function \"{}\"", self.routines[r].named.name);
        self.functions.push(FunctionRegion { title, routine: r, scope: fscope, block_scopes: vec![], locals: vec![] });
    }
}
