//! Integer constant expressions, as far as the display needs them (array bounds): literals,
//! `true`/`false`, the arithmetic, bitwise, comparison and logical operators, `?:`, the
//! values of `const`/`constexpr` integer variables and of enumerators declared so far, and
//! calls of `constexpr` functions whose body is a single `return e;` (their parameters
//! bound to the arguments' values). Anything else — overflow, division by zero, a name
//! cufe has no value for, calls nested deeper than `MAX_CALL_DEPTH` — is "not a constant
//! cufe can evaluate" (`None`), never a guess.

use super::*;

/// How deep constexpr calls may nest (recursion is evaluated up to this depth).
const MAX_CALL_DEPTH: usize = 64;

/// A `constexpr` function cufe can evaluate: its parameter names and returned expression.
pub(super) struct ConstexprFunction {
    pub params: Vec<String>,
    pub returned: Expr,
    /// Where it is defined (the names in `returned` are looked up from there).
    pub scope: usize,
}

impl<'a> Builder<'a> {
    /// The value of an integer constant expression in `scope`, if cufe can evaluate it.
    pub(super) fn constant_value(&self, e: &Expr, scope: usize) -> Option<i64> {
        self.eval(e, scope, &HashMap::new(), 0)
    }

    /// The same, with names bound to values first (an enum's earlier enumerators).
    pub(super) fn constant_value_with(&self, e: &Expr, scope: usize, bound: &HashMap<String, i64>) -> Option<i64> {
        self.eval(e, scope, bound, 0)
    }

    /// Records a `constexpr` function defined as `{ return e; }`.
    pub(super) fn record_constexpr_function(&mut self, f: &FunctionDef, name: &str, scope: usize) {
        if !self.has_keyword(&f.specs, "constexpr") {
            return;
        }
        let FunctionBody::Block(b) = &f.body else { return };
        let [Stmt::Return(Some(returned), _)] = b.stmts.as_slice() else { return };
        let Some(clause) = f.declarator.function_params() else { return };
        let mut params = vec![];
        for p in &clause.params {
            match p.declarator.name().map(|q| &q.last) {
                Some(UnqualKind::Plain(seg)) => params.push(self.tok(seg.tok).to_string()),
                _ => return,
            }
        }
        self.constexpr_functions
            .insert((scope, name.to_string()), std::rc::Rc::new(ConstexprFunction { params, returned: returned.clone(), scope }));
    }

    /// Records the value of a `const` or `constexpr` integer variable's initializer.
    pub(super) fn record_constant_variable(&mut self, name: &str, scope: usize, init: Option<&Initializer>) {
        let e = match init {
            Some(Initializer::Assign(e)) => &**e,
            Some(Initializer::Brace(list, _) | Initializer::Paren(list, _)) if list.len() == 1 => &list[0],
            _ => return,
        };
        if let Some(v) = self.constant_value(e, scope) {
            self.constant_variables.insert((scope, name.to_string()), v);
        }
    }

    /// `name` looked up from `scope` outwards in `map`.
    fn lookup_outwards<'m, T>(&self, map: &'m HashMap<(usize, String), T>, mut scope: usize, name: &str) -> Option<&'m T> {
        for _ in 0..MAX_NESTING {
            if let Some(v) = map.get(&(scope, name.to_string())) {
                return Some(v);
            }
            scope = self.scopes[scope].parent?;
        }
        None
    }

    fn eval(&self, e: &Expr, scope: usize, args: &HashMap<String, i64>, depth: usize) -> Option<i64> {
        if depth > MAX_CALL_DEPTH {
            return None;
        }
        let b = |v: bool| v as i64;
        match e {
            Expr::Literal(t) => match self.tok(*t) {
                "true" => Some(1),
                "false" => Some(0),
                s => type_building::parse_integer(s).and_then(|v| i64::try_from(v).ok()),
            },
            Expr::Paren(inner, _) => self.eval(inner, scope, args, depth),
            Expr::Unary(op, x, _) => {
                let v = self.eval(x, scope, args, depth)?;
                match self.tok(*op) {
                    "-" => v.checked_neg(),
                    "+" => Some(v),
                    "~" => Some(!v),
                    "!" => Some(b(v == 0)),
                    _ => None,
                }
            }
            Expr::Binary(op, l, r, _) => {
                let op = self.op(*op);
                let l = self.eval(l, scope, args, depth)?;
                // `&&` and `||` do not evaluate their right side when the left decides.
                match (op, l) {
                    ("&&", 0) => return Some(0),
                    ("||", v) if v != 0 => return Some(1),
                    _ => {}
                }
                let r = self.eval(r, scope, args, depth)?;
                match op {
                    "+" => l.checked_add(r),
                    "-" => l.checked_sub(r),
                    "*" => l.checked_mul(r),
                    "/" => l.checked_div(r),
                    "%" => l.checked_rem(r),
                    "<<" => u32::try_from(r).ok().and_then(|r| l.checked_shl(r)),
                    ">>" => u32::try_from(r).ok().and_then(|r| l.checked_shr(r)),
                    "&" => Some(l & r),
                    "|" => Some(l | r),
                    "^" => Some(l ^ r),
                    "<" => Some(b(l < r)),
                    ">" => Some(b(l > r)),
                    "<=" => Some(b(l <= r)),
                    ">=" => Some(b(l >= r)),
                    "==" => Some(b(l == r)),
                    "!=" => Some(b(l != r)),
                    "&&" | "||" => Some(b(r != 0)),
                    _ => None,
                }
            }
            Expr::Conditional(c, then, els, _) => {
                let c = self.eval(c, scope, args, depth)?;
                if c != 0 {
                    self.eval(then.as_deref()?, scope, args, depth)
                } else {
                    self.eval(els, scope, args, depth)
                }
            }
            Expr::Name(q) if q.scopes.is_empty() => {
                let UnqualKind::Plain(seg) = &q.last else { return None };
                if seg.template_args.is_some() {
                    return None;
                }
                let name = self.tok(seg.tok);
                if let Some(&v) = args.get(name) {
                    return Some(v);
                }
                // A non-type template parameter of the specialization being read.
                if let Some(&v) = self.nontype_values.iter().rev().find_map(|m| m.get(name)) {
                    return Some(v);
                }
                if let Some(&v) = self.lookup_outwards(&self.constant_variables, scope, name) {
                    return Some(v);
                }
                // An enumerator of an unscoped enum declared so far.
                self.constants.iter().rev().find(|c| c.named.name == name).and_then(|c| c.value)
            }
            Expr::Call(callee, call_args, _) => {
                let Expr::Name(q) = &**callee else { return None };
                let (UnqualKind::Plain(seg), true) = (&q.last, q.scopes.is_empty()) else { return None };
                let f = self.lookup_outwards(&self.constexpr_functions, scope, self.tok(seg.tok))?.clone();
                if f.params.len() != call_args.len() {
                    return None;
                }
                let mut bound = HashMap::new();
                for (p, a) in f.params.iter().zip(call_args) {
                    bound.insert(p.clone(), self.eval(a, scope, args, depth)?);
                }
                self.eval(&f.returned, f.scope, &bound, depth + 1)
            }
            _ => None,
        }
    }
}
