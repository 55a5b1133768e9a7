//! Generic traversal of the syntax tree: the direct sub-expressions of an expression, so that
//! passes which look for one kind of node (lambdas, names) need not spell out every variant;
//! and what a type-id is made of.

use crate::syntax::ast::{Condition, Decl, DeclSpec, Declarator, Expr, Initializer, PtrOp, Stmt, TypeId, TypeOrExpr};

impl TypeId {
    /// A type-id of built-in type keywords, cv-qualifiers and pointers only (`long const`,
    /// `int *`, `void`): a cast to it calls nothing.
    pub fn is_builtin_or_pointer(&self) -> bool {
        let specs_builtin = self.specs.iter().all(|s| matches!(s, DeclSpec::Builtin(_) | DeclSpec::Cv(_))) && self.specs.iter().any(|s| matches!(s, DeclSpec::Builtin(_)));
        let mut d = &self.declarator;
        loop {
            match d {
                Declarator::Ptr { op: PtrOp::Pointer { .. }, inner, .. } | Declarator::Paren { inner, .. } => d = inner,
                Declarator::Name { name: None, .. } => return specs_builtin,
                _ => return false,
            }
        }
    }
}

impl Declarator {
    /// The layer that makes the declared type (the one nearest the name, through parentheses
    /// and attributes): `[]` in `int[][3]`, `*` in `int (*)[]`.
    pub fn top_level_layer(&self) -> &Declarator {
        let mut top = self;
        let mut d = self;
        loop {
            match d {
                Declarator::Paren { inner, .. } | Declarator::Attributed { inner, .. } => d = inner,
                Declarator::Array { inner, .. } | Declarator::Ptr { inner, .. } | Declarator::Func { inner, .. } => {
                    top = d;
                    d = inner;
                }
                _ => return top,
            }
        }
    }

    /// The `[]` of an array of unknown bound that is itself an array's element type
    /// (`int[3][]`, `double[][]`): its first token.
    pub fn unknown_bound_element(&self) -> Option<u32> {
        let mut d = self;
        loop {
            match d {
                // Its `[` is the token after its element's declarator.
                Declarator::Array { inner, size: None, .. } if matches!(inner.as_ref(), Declarator::Array { .. }) => return Some(inner.range().hi),
                Declarator::Array { inner, .. } | Declarator::Ptr { inner, .. } | Declarator::Paren { inner, .. } | Declarator::Attributed { inner, .. } | Declarator::Func { inner, .. } => d = inner,
                _ => return None,
            }
        }
    }
}

impl Expr {
    /// Calls `f` on each direct sub-expression, in source order. Type operands are skipped;
    /// a lambda's or statement expression's body is statements, not sub-expressions.
    pub fn for_each_child<'a>(&'a self, f: &mut dyn FnMut(&'a Expr)) {
        match self {
            Expr::Paren(a, _)
            | Expr::Unary(_, a, _)
            | Expr::Postfix(_, a, _)
            | Expr::SizeofExpr(a, _)
            | Expr::AlignofExpr(a, _)
            | Expr::Noexcept(a, _)
            | Expr::PackExpansion(a, _)
            | Expr::Designated(_, a)
            | Expr::Cast(_, _, a, _)
            | Expr::Member(a, _, _, _) => f(a),
            Expr::Binary(_, a, b, _) | Expr::Index(a, b, _) => {
                f(a);
                f(b);
            }
            Expr::Conditional(a, b, c, _) => {
                f(a);
                if let Some(b) = b {
                    f(b);
                }
                f(c);
            }
            Expr::Call(callee, args, _) => {
                f(callee);
                args.iter().for_each(|a| f(a));
            }
            Expr::Launch { kernel, config, args, .. } => {
                f(kernel);
                config.iter().chain(args).for_each(|a| f(a));
            }
            Expr::Construct(_, args, _, _) | Expr::InitList(args, _) => args.iter().for_each(|a| f(a)),
            Expr::New { placement, init, .. } => placement.iter().chain(init.iter().flatten()).for_each(|a| f(a)),
            Expr::Delete { operand, .. } => f(operand),
            Expr::Throw(Some(a), _) => f(a),
            Expr::Typeid(t, _) => {
                if let TypeOrExpr::Expr(e) = t.as_ref() {
                    f(e)
                }
            }
            Expr::Builtin(_, operands, _) => operands.iter().for_each(|o| {
                if let TypeOrExpr::Expr(e) = o {
                    f(e)
                }
            }),
            Expr::Name(_)
            | Expr::Literal(_)
            | Expr::Strings(_)
            | Expr::This(_)
            | Expr::SizeofType(..)
            | Expr::SizeofPack(..)
            | Expr::AlignofType(..)
            | Expr::Throw(None, _)
            | Expr::Lambda(_)
            | Expr::StmtExpr(..)
            | Expr::Requires(_)
            | Expr::Fold(_)
            | Expr::Error(_) => {}
        }
    }
}

impl Initializer {
    /// Calls `f` on each expression of the initializer (a bit-field width included).
    pub fn for_each_expr<'a>(&'a self, f: &mut dyn FnMut(&'a Expr)) {
        match self {
            Initializer::Assign(e) | Initializer::BitField(e) => f(e),
            Initializer::Paren(es, _) | Initializer::Brace(es, _) => es.iter().for_each(|e| f(e)),
        }
    }
}

impl Stmt {
    /// Calls `f` on each full expression of the statement and of the statements nested in
    /// it, in source order: conditions, initializers of block-scope variables, returned
    /// values. Sub-expressions are `Expr::for_each_child`'s; declarations other than
    /// variables (a local class's members) are not entered.
    pub fn for_each_expr<'a>(&'a self, f: &mut dyn FnMut(&'a Expr)) {
        let condition = |c: &'a Condition, f: &mut dyn FnMut(&'a Expr)| match c {
            Condition::Expr(e) => f(e),
            Condition::Decl(d) => d.init.for_each_expr(f),
        };
        match self {
            Stmt::Expr(e, _) | Stmt::Return(Some(e), _) => f(e),
            Stmt::DoWhile { body, cond, .. } => {
                body.for_each_expr(f);
                f(cond)
            }
            Stmt::Decl(Decl::Simple(d)) => d.declarators.iter().filter_map(|d| d.init.as_ref()).for_each(|i| i.for_each_expr(f)),
            Stmt::Ambig { expr, .. } => f(expr),
            Stmt::Block(b) => b.stmts.iter().for_each(|s| s.for_each_expr(f)),
            Stmt::If { init, cond, then, els, .. } => {
                init.iter().for_each(|s| s.for_each_expr(f));
                condition(cond, f);
                then.for_each_expr(f);
                els.iter().for_each(|s| s.for_each_expr(f));
            }
            Stmt::While { cond, body, .. } => {
                condition(cond, f);
                body.for_each_expr(f);
            }
            Stmt::Switch { init, cond, body, .. } => {
                init.iter().for_each(|s| s.for_each_expr(f));
                condition(cond, f);
                body.for_each_expr(f);
            }
            Stmt::For { init, cond, step, body, .. } => {
                init.for_each_expr(f);
                cond.iter().for_each(|c| condition(c, f));
                step.iter().for_each(|e| f(e));
                body.for_each_expr(f);
            }
            Stmt::RangeFor { init, range_expr, body, .. } => {
                init.iter().for_each(|s| s.for_each_expr(f));
                f(range_expr);
                body.for_each_expr(f);
            }
            Stmt::Case { value, high, stmt, .. } => {
                f(value);
                high.iter().for_each(|e| f(e));
                stmt.for_each_expr(f);
            }
            Stmt::Default { stmt, .. } | Stmt::Label { stmt, .. } => stmt.for_each_expr(f),
            Stmt::Goto(_, Some(e), _) => f(e),
            Stmt::Try { body, handlers, .. } => body.stmts.iter().chain(handlers.iter().flat_map(|h| &h.body.stmts)).for_each(|s| s.for_each_expr(f)),
            Stmt::Decl(_) | Stmt::Return(None, _) | Stmt::Goto(_, None, _) | Stmt::Break(_) | Stmt::Continue(_) | Stmt::Asm(_) | Stmt::Empty(_) | Stmt::Error(_) => {}
        }
    }
}
