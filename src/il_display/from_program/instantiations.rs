//! Function template instantiations: a function template called from code that is not itself
//! a template is instantiated, and the reference lists the instantiation (`maximum` with type
//! `int (int, int)`, declared, not defined: only its prototype is in the IL) at the end of the
//! template's scope's routines, positioned at the template's name.
//!
//! The template arguments are deduced from the call's arguments when each is a literal
//! (`1` → `int`, `2.0` → `double`, `'c'` → `char`...) or a namespace-scope variable; a type
//! parameter used as a parameter type takes the argument's type, a parameter pack takes the
//! remaining arguments' types. When cufe cannot deduce them, the instantiation is not
//! displayed and the `next` before it is left out (see `undisplayed`).

use super::*;

impl<'a> Builder<'a> {
    /// Declares the instantiations of the function templates the program calls (at the end
    /// of the walk, as the reference instantiates them at the end of the unit).
    pub(super) fn function_template_instantiations(&mut self) {
        let uses = &self.references;
        let called: std::collections::HashSet<&str> = uses
            .uses
            .iter()
            .filter(|u| u.kind == crate::sema::references::UseKind::Call)
            .filter(|u| uses.routines.get(u.routine).is_some_and(|r| !r.in_template))
            .filter_map(|u| match &u.name.last {
                UnqualKind::Plain(seg) if u.name.scopes.is_empty() => Some(self.tok(seg.tok)),
                _ => None,
            })
            .chain(self.initializer_calls.iter().map(String::as_str))
            .collect();
        let templates: Vec<usize> = (0..self.routines.len())
            .filter(|&r| self.routines[r].template && called.contains(self.routines[r].named.name.as_str()))
            .filter(|&r| self.scopes[self.routines[r].named.parent_scope].kind != "sck_class_struct_union")
            .collect();
        for t in templates {
            match self.deduced_instance_type(t) {
                Some(ty) => self.instantiation(t, ty),
                None => self.undisplayed(self.routines[t].named.parent_scope, true),
            }
        }
    }

    /// The instantiation's function type, from the first call outside templates whose
    /// arguments cufe can type.
    fn deduced_instance_type(&mut self, t: usize) -> Option<TypeIx> {
        let name = self.routines[t].named.name.clone();
        let own = self.routines[t].named.tok;
        let in_template = |tok: u32, refs: &crate::sema::references::References| {
            refs.routines.iter().any(|r| r.in_template && r.body_tok.is_some_and(|b| (b..r.end_tok).contains(&tok)))
        };
        let calls: Vec<u32> = (0..self.p.tokens.len() as u32)
            .filter(|&i| Some(i) != own && self.tok(i) == name && self.tok(i + 1) == "(")
            .filter(|&i| !in_template(i, &self.references))
            .collect();
        let scope = self.routines[t].named.parent_scope;
        for call in calls {
            let Some(args) = self.argument_types(call + 1, scope) else { continue };
            if let Some(ty) = self.substituted(self.routines[t].ty, &args) {
                return Some(ty);
            }
        }
        None
    }

    /// The types of a call's arguments (`(` at `open`), when each is a literal or a variable
    /// cufe knows.
    fn argument_types(&mut self, open: u32, scope: usize) -> Option<Vec<TypeIx>> {
        let mut args = vec![];
        let mut t = open + 1;
        if self.tok(t) == ")" {
            return Some(args);
        }
        loop {
            let text = self.tok(t).to_string();
            let sep = self.tok(t + 1);
            if sep != "," && sep != ")" {
                return None;
            }
            let ty = match self.literal_type(&text) {
                Some(b) => self.intern(TypeNode::Builtin(b.into())),
                None => self.visible_variable_type_of(scope, &text)?,
            };
            args.push(ty);
            if sep == ")" {
                return Some(args);
            }
            t += 2;
        }
    }

    /// A literal's type: `1` int, `1u` unsigned int, `1L` long, `2.0` double, `2.0f` float,
    /// `'c'` char, `true` bool.
    fn literal_type(&self, text: &str) -> Option<&'static str> {
        let lower = text.to_ascii_lowercase();
        if text.starts_with('\'') {
            return Some("char");
        }
        if text == "true" || text == "false" {
            return Some("bool");
        }
        if !text.starts_with(|c: char| c.is_ascii_digit() || c == '.') {
            return None;
        }
        let hex = lower.starts_with("0x");
        if !hex && (lower.contains('.') || lower.contains('e')) {
            return Some(if lower.ends_with('f') { "float" } else if lower.ends_with('l') { "long double" } else { "double" });
        }
        let suffix: String = lower.chars().rev().take_while(|c| matches!(c, 'u' | 'l')).collect();
        Some(match (suffix.contains('u'), suffix.matches('l').count()) {
            (false, 0) => "int",
            (true, 0) => "unsigned int",
            (false, 1) => "long",
            (true, 1) => "unsigned long",
            (false, _) => "long long",
            (true, _) => "unsigned long long",
        })
    }

    /// A namespace-scope variable's type, looked up from `scope` outwards.
    fn visible_variable_type_of(&self, mut scope: usize, name: &str) -> Option<TypeIx> {
        for _ in 0..MAX_NESTING {
            if let Some(&v) = self.variable_keys.get(&(scope, name.to_string())) {
                return Some(self.variables[v].ty);
            }
            scope = self.scopes[scope].parent?;
        }
        None
    }

    /// The template's function type with its type parameters replaced by the arguments'
    /// types (a pack by the rest); `None` when a parameter is not deduced.
    fn substituted(&mut self, template_ty: TypeIx, args: &[TypeIx]) -> Option<TypeIx> {
        let TypeNode::Function { ret, params, variadic, qualifiers } = self.types.nodes.get(template_ty)?.clone() else {
            return None;
        };
        let mut deduced: HashMap<String, Vec<TypeIx>> = HashMap::new();
        let mut new_params = vec![];
        let mut arg = 0;
        for p in &params {
            match self.types.nodes.get(*p)?.clone() {
                TypeNode::PackExpansion(inner) => {
                    let TypeNode::Unknown(name) = self.types.nodes.get(inner)?.clone() else { return None };
                    let rest = args.get(arg..)?.to_vec();
                    arg = args.len();
                    new_params.extend(rest.iter().copied());
                    deduced.insert(name, rest);
                }
                TypeNode::Unknown(name) if name.contains('#') => {
                    let a = *args.get(arg)?;
                    arg += 1;
                    match deduced.get(&name) {
                        Some(prev) if prev != &vec![a] => return None,
                        _ => {
                            deduced.insert(name, vec![a]);
                        }
                    }
                    new_params.push(a);
                }
                TypeNode::Unknown(_) => return None,
                _ => {
                    arg += 1;
                    new_params.push(*p);
                }
            }
        }
        if arg != args.len() && !variadic {
            return None;
        }
        let ret = match self.types.nodes.get(ret)?.clone() {
            TypeNode::Unknown(name) if name.contains('#') => match deduced.get(&name)?.as_slice() {
                [one] => *one,
                _ => return None,
            },
            TypeNode::Unknown(_) => return None,
            _ => ret,
        };
        Some(self.intern(TypeNode::Function { ret, params: new_params, variadic, qualifiers }))
    }

    /// The instantiation's routine: declared at the template's name, at the end of its
    /// scope's routines.
    fn instantiation(&mut self, t: usize, ty: TypeIx) {
        let template = &self.routines[t];
        let named = Named {
            name: template.named.name.clone(),
            tok: template.named.tok,
            parent_scope: template.named.parent_scope,
            access: None,
            linkage: template.named.linkage,
            has_attributes: false,
        };
        let (extern_c, exec) = (template.extern_c, template.exec);
        let id = self.id();
        self.scopes[named.parent_scope].routines.push(EntryRef {
            scope: Scope::File,
            kind: "routine",
            id,
            desc: Desc::Text(named.name.clone()),
        });
        self.routines.push(RoutineRec {
            extern_c,
            exec,
            special: Special { template_instance: true, lazily_declared: true, ..Special::default() },
            ..RoutineRec::declaration(id, named, ty)
        });
    }
}
