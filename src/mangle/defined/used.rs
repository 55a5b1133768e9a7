//! Definitions g++ emits only where an emitted function uses them: inline functions (and,
//! through them, their local statics and lambdas), inline variables, and the call operators
//! of lambdas that initialize namespace-scope variables (`_ZNK2lvMUliE_clEi`, the closure
//! numbered in the variable's initializer). They are recorded when declared and emitted
//! the first time a function body the unit emits calls or names them.

use super::*;

/// What a use of a namespace-scope name makes g++ emit.
#[derive(Clone)]
pub(super) enum OnUse {
    /// An inline function: emitted (with its contents) when called.
    InlineFunction(Box<FunctionDef>, Box<Cx>),
    /// An inline variable: emitted when named.
    InlineVariable(MangleName),
    /// A variable initialized by a lambda: the closure's call operator, emitted when the
    /// variable is called.
    ClosureCall(MangleName),
}

impl Walk<'_> {
    /// Records what a use of `path` (scope and name, as in `values`) emits.
    pub(super) fn on_use(&mut self, path: Vec<Seg>, what: OnUse) {
        self.deferred.push((path, what, false));
    }

    /// The entries for a name used at `cx`, looked up from the current scope outwards.
    fn deferred_for(&self, q: &QualName, cx: &Cx) -> Vec<usize> {
        let UnqualKind::Plain(seg) = &q.last else { return vec![] };
        let Some(written) = self.written_qualifier(q) else { return vec![] };
        let start = if q.global { 0 } else { cx.path.len() };
        for base in (0..=start).rev() {
            let Some(mut path) = self.resolve_scope(&cx.path[..base], &written) else { continue };
            path.push(Seg::Namespace(self.tok(seg.tok).to_string()));
            let found: Vec<usize> = self.deferred.iter().enumerate().filter(|(_, (p, _, _))| *p == path).map(|(i, _)| i).collect();
            if !found.is_empty() {
                return found;
            }
        }
        vec![]
    }

    /// A body being emitted names `q` (`called` when it calls it).
    pub(super) fn used_name(&mut self, q: &QualName, called: bool, cx: &Cx) {
        for i in self.deferred_for(q, cx) {
            let (_, what, done) = &self.deferred[i];
            if *done {
                continue;
            }
            let what = what.clone();
            match what {
                OnUse::InlineVariable(name) => {
                    self.deferred[i].2 = true;
                    self.push(&name);
                }
                OnUse::ClosureCall(name) if called => {
                    self.deferred[i].2 = true;
                    self.push(&name);
                }
                OnUse::InlineFunction(f, at) if called => {
                    self.deferred[i].2 = true;
                    let was = std::mem::replace(&mut self.emitting_inline, true);
                    self.function(&f, &at);
                    self.emitting_inline = was;
                }
                _ => {}
            }
        }
    }

    /// The call operator of the closure of `lambda`, the initializer of the variable
    /// `ident` in scope `path`.
    pub(super) fn initializer_closure_call(&self, lambda: &ast::Lambda, path: &[Seg], ident: &str, cx: &Cx) -> Option<MangleName> {
        let params = match &lambda.params {
            Some(p) => self.param_types(p, cx)?,
            None => vec![],
        };
        let mut scopes = self.scopes(path);
        scopes.push(Scope::DataMember(ident.to_string()));
        scopes.push(Scope::Closure { params: params.clone(), index: 0 });
        Some(MangleName {
            scopes,
            kind: NameKind::Operator { spelling: "()".into(), arity: operator_arity("()", params.len() as u8 + 1) },
            template_args: vec![],
            params: Some(params),
            ret: None,
            cv: Cv { is_const: !self.keyword(&lambda.specs, "mutable"), ..Cv::default() },
            internal: false,
        })
    }
}
