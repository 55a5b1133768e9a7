//! Class template specializations: the first use of `Buffer<int, 4>` instantiates the class
//! template's class with its parameters bound to the arguments (`T` to `int`, `N` to 4), and
//! the reference lists the specialization right there in the template's scope's `types`:
//! a real class (`is_template_class`, fields of the substituted types, size and alignment),
//! whose member functions are declared but not defined (only their prototypes are in the
//! IL) and whose implicit members are the assignment operators (no lazily declared
//! constructors). Arguments must be types cufe resolves or integer constants cufe evaluates;
//! otherwise the specialization is not displayed (see `undisplayed`).

use super::*;

impl<'a> Builder<'a> {
    /// Instantiates the class template `name` of `template_scope` for `args` (written in
    /// `use_scope`); the specialization's class type.
    pub(super) fn instantiate_class(
        &mut self,
        template_scope: usize,
        name: &str,
        args: &[TemplateArg],
        spelled: &str,
        use_scope: usize,
    ) -> Option<TypeIx> {
        let def = self.class_template_defs.get(&(template_scope, name.to_string()))?.clone();
        let (class, params) = &*def;
        if params.len() != args.len() || self.nontype_values.len() > MAX_NESTING {
            return None;
        }
        let mut types = HashMap::new();
        let mut values = HashMap::new();
        for (p, a) in params.iter().zip(args) {
            match (p, a) {
                (TemplateParam::Type { name: Some(tok), pack: false, .. }, TemplateArg::Type(t)) => {
                    let ty = self.type_id_of(t, use_scope);
                    if matches!(self.types.nodes.get(ty), Some(TypeNode::Unknown(_))) {
                        return None;
                    }
                    types.insert(self.tok(*tok).to_string(), ty);
                }
                (TemplateParam::NonType(param), TemplateArg::Expr(e)) => {
                    let Some(UnqualKind::Plain(seg)) = param.declarator.name().map(|q| &q.last) else { return None };
                    let v = self.constant_value(e, use_scope)?;
                    values.insert(self.tok(seg.tok).to_string(), v);
                }
                _ => return None,
            }
        }
        self.template_params.push(types);
        self.nontype_values.push(values);
        self.class_specialization = Some(spelled.to_string());
        let classes_before = self.classes.len();
        self.class(class, template_scope, Ctx::default());
        self.class_specialization = None;
        self.nontype_values.pop();
        self.template_params.pop();
        self.classes.get(classes_before).map(|c| c.ty)
    }
}
