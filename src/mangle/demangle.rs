//! Itanium C++ ABI demangler: parses a mangled name into a `node::Node` tree, then prints
//! it the way GNU c++filt does (binutils 2.40). NVIDIA's extended-lambda closure codes
//! (`Unvdl`, `Unvdtl`, `Unvhdl`, see `tables/mangling.yaml`) print as the wrapper types
//! they stand for. Hostile input never panics: recursion depth, node count and output size
//! are bounded, and anything malformed makes `demangle` return `None`.

use super::node::{Arena, Expr, Node, NodeId, Printer, RefQual, CV_CONST, CV_RESTRICT, CV_VOLATILE};
use crate::tables::mangling as codes;

/// Deepest grammar recursion accepted.
const MAX_DEPTH: usize = 256;
/// Most nodes one name may build.
const MAX_NODES: usize = 200_000;

/// How c++filt's options shape the output.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DemangleOptions {
    /// `-p`: a function's name without its parameters and return type.
    pub no_params: bool,
    /// `-t`: a word that is not a `_Z` name may still be a type encoding (`Pi` is `int*`).
    pub types: bool,
    /// `-_`: one leading underscore is the platform's prefix (`__Z1fv` is `f()`).
    pub strip_underscore: bool,
}

/// Demangles one symbol (`_Z...`, optionally with clone suffixes like `.constprop.0`).
/// Returns `None` when it is not a valid mangled name.
pub fn demangle(mangled: &str) -> Option<String> {
    demangle_with(mangled, DemangleOptions::default())
}

/// [`demangle`] with c++filt's options.
pub fn demangle_with(word: &str, options: DemangleOptions) -> Option<String> {
    let mangled = if options.strip_underscore { word.strip_prefix('_')? } else { word };
    if !mangled.is_ascii() {
        return None;
    }
    let is_symbol = mangled.starts_with("_Z");
    if !is_symbol && !options.types {
        return None;
    }
    let mut p = Parser::new(mangled.as_bytes());
    p.names_only = options.no_params;
    let root = if is_symbol {
        p.pos = 2;
        p.parse_top()?
    } else {
        p.parse_type()?
    };
    // As in libiberty, only a demangling with parameters must consume the whole word; with
    // `-p`, trailing characters are ignored (`-p -t` reads `call` as `char`).
    if p.pos != p.input.len() && !options.no_params {
        return None;
    }
    let mut printer = Printer::new(&p.arena);
    printer.print(root);
    if printer.failed {
        return None;
    }
    Some(printer.out)
}

/// Replaces every mangled name found in `text` by its demangled form, as c++filt does on a
/// stream: a candidate is a maximal run of `[A-Za-z0-9_.$]` starting with `_Z` (a leading
/// extra underscore is kept out of the name, like c++filt on ELF); runs that do not
/// demangle are left unchanged.
pub fn demangle_in_text(text: &str) -> String {
    let mut out = Vec::with_capacity(text.len());
    demangle_in_bytes(text.as_bytes(), DemangleOptions::default(), &mut out);
    String::from_utf8(out).expect("only ASCII runs are replaced")
}

/// [`demangle_in_text`] over raw bytes, appended to `out`: bytes that are not UTF-8 pass
/// through unchanged, as in c++filt.
pub fn demangle_in_bytes(text: &[u8], options: DemangleOptions, out: &mut Vec<u8>) {
    let is_sym = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'$';
    let mut i = 0;
    while i < text.len() {
        if !is_sym(text[i]) {
            out.push(text[i]);
            i += 1;
            continue;
        }
        let start = i;
        while i < text.len() && is_sym(text[i]) {
            i += 1;
        }
        // The run is ASCII, so valid UTF-8.
        let word = std::str::from_utf8(&text[start..i]).unwrap_or_default();
        match demangle_with(word, options) {
            Some(d) => out.extend_from_slice(d.as_bytes()),
            None => out.extend_from_slice(word.as_bytes()),
        }
    }
}

struct Parser<'a> {
    input: &'a [u8],
    pos: usize,
    arena: Arena,
    subs: Vec<NodeId>,
    /// Arguments of the template whose parameters `T_` refers to now.
    template_args: Option<Vec<NodeId>>,
    /// Forward references to template parameters waiting for their arguments.
    forwards: Vec<(NodeId, usize)>,
    /// True while parsing a conversion operator's type (its `T_` may refer forward).
    in_conversion: bool,
    /// True while parsing a generic lambda's signature, where `T_` is `auto:1`.
    in_lambda_signature: bool,
    /// The `auto:N` nodes of lambda signatures not yet given the call operator's template
    /// arguments (node, parameter index): filled in once those are read, as `Forward`s are.
    lambda_autos: Vec<(NodeId, usize)>,
    depth: usize,
    /// Substitutions that are a bare template parameter (`T_`): index in `subs` → (the
    /// parameter's number, whether it was written as the operand of `R`/`O`). libiberty
    /// resolves such a parameter where the substitution is printed, not where it was made,
    /// except under a reference, which keeps the scope of its first traversal
    /// (`d_save_scope`): `PS7_` and `RS7_` may name different arguments.
    param_subs: std::collections::HashMap<usize, (usize, bool)>,
    /// The type being parsed is the operand of `R` or `O`.
    reference_operand: bool,
    /// The index the last `S<seq-id>_` named (`None` after a standard abbreviation).
    last_substitution: Option<usize>,
    /// c++filt's `-p`: the top-level encoding is its name alone.
    names_only: bool,
}

type R<T> = Option<T>;

impl<'a> Parser<'a> {
    fn new(input: &'a [u8]) -> Self {
        Parser { input, pos: 0, arena: Arena::default(), subs: Vec::new(), template_args: None, in_lambda_signature: false, lambda_autos: Vec::new(), param_subs: Default::default(), reference_operand: false, last_substitution: None,
                 forwards: Vec::new(), in_conversion: false, depth: 0, names_only: false }
    }

    fn peek(&self) -> u8 {
        self.input.get(self.pos).copied().unwrap_or(0)
    }
    fn peek_at(&self, n: usize) -> u8 {
        self.input.get(self.pos + n).copied().unwrap_or(0)
    }
    fn looking_at(&self, s: &str) -> bool {
        self.input[self.pos.min(self.input.len())..].starts_with(s.as_bytes())
    }
    fn eat(&mut self, s: &str) -> bool {
        if self.looking_at(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }
    fn expect(&mut self, s: &str) -> R<()> {
        if self.eat(s) { Some(()) } else { None }
    }
    fn add(&mut self, n: Node) -> R<NodeId> {
        if self.arena.nodes.len() >= MAX_NODES {
            return None;
        }
        Some(self.arena.add(n))
    }
    fn text(&mut self, s: &str) -> R<NodeId> {
        self.add(Node::Text(s.to_string()))
    }
    fn enter(&mut self) -> R<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH { None } else { Some(()) }
    }
    fn leave(&mut self) {
        self.depth -= 1;
    }

    /// `<number>`: optional `n` (negative) then decimal digits, returned as text.
    fn number(&mut self) -> R<String> {
        let mut s = String::new();
        if self.eat("n") {
            s.push('-');
        }
        let start = self.pos;
        while self.peek().is_ascii_digit() {
            self.pos += 1;
        }
        if self.pos == start {
            return None;
        }
        s.push_str(std::str::from_utf8(&self.input[start..self.pos]).ok()?);
        Some(s)
    }

    fn plain_number(&mut self) -> R<usize> {
        let start = self.pos;
        while self.peek().is_ascii_digit() {
            self.pos += 1;
        }
        if self.pos == start || self.pos - start > 9 {
            return None;
        }
        std::str::from_utf8(&self.input[start..self.pos]).ok()?.parse().ok()
    }

    /// `<seq-id> _` in base 36 with empty meaning 0 and `k` meaning k+1.
    fn seq_id(&mut self) -> R<usize> {
        if self.eat("_") {
            return Some(0);
        }
        let mut v: usize = 0;
        let start = self.pos;
        while self.peek().is_ascii_digit() || self.peek().is_ascii_uppercase() {
            let c = self.peek();
            let d = if c.is_ascii_digit() { c - b'0' } else { c - b'A' + 10 } as usize;
            v = v.checked_mul(36)?.checked_add(d)?;
            self.pos += 1;
        }
        if self.pos == start {
            return None;
        }
        self.expect("_")?;
        Some(v + 1)
    }

    /// Top level: `<encoding>` plus clone suffixes, or `_GLOBAL__sub_I_` style names are not
    /// handled (c++filt prints those as `global constructors keyed to`).
    fn parse_top(&mut self) -> R<NodeId> {
        let mut enc = self.parse_encoding(true)?;
        while self.peek() == b'.' && (self.peek_at(1).is_ascii_lowercase() || self.peek_at(1) == b'_' || self.peek_at(1).is_ascii_digit()) {
            let start = self.pos;
            self.pos += 1;
            if self.peek().is_ascii_lowercase() || self.peek() == b'_' {
                while self.peek().is_ascii_lowercase() || self.peek() == b'_' {
                    self.pos += 1;
                }
            }
            while self.peek() == b'.' && self.peek_at(1).is_ascii_digit() {
                self.pos += 1;
                while self.peek().is_ascii_digit() {
                    self.pos += 1;
                }
            }
            let suffix = std::str::from_utf8(&self.input[start..self.pos]).ok()?.to_string();
            enc = self.add(Node::Clone(enc, suffix))?;
        }
        Some(enc)
    }

    /// `<encoding> ::= <name> <bare-function-type> | <name> | <special-name>`.
    fn parse_encoding(&mut self, top: bool) -> R<NodeId> {
        self.enter()?;
        let r = self.parse_encoding_inner(top);
        self.leave();
        r
    }

    fn parse_encoding_inner(&mut self, top: bool) -> R<NodeId> {
        let c = self.peek();
        if c == b'T' || (c == b'G' && matches!(self.peek_at(1), b'V' | b'R' | b'A' | b'T')) {
            return self.parse_special_name();
        }
        let (name, cv, refq) = self.parse_name(true)?;
        // Data names end here; so does a name in a local context. With c++filt's `-p`, the
        // top-level function's parameters are not read at all (libiberty's d_encoding).
        let end = self.pos >= self.input.len() || self.peek() == b'E' || self.peek() == b'.' || (top && self.names_only);
        if end {
            if cv != 0 || refq != RefQual::None {
                // cv-qualifiers on a variable's nested name are not printed by c++filt.
            }
            return Some(name);
        }
        let needs_ret = self.name_is_template(name) && !self.is_ctor_dtor_conv(name);
        let ret = if needs_ret { Some(self.parse_type()?) } else { None };
        let mut params = Vec::new();
        while self.pos < self.input.len() && self.peek() != b'E' && self.peek() != b'.' {
            params.push(self.parse_type()?);
        }
        if params.is_empty() {
            return None;
        }
        self.add(Node::Encoding { name, ret, params, cv, refq })
    }

    fn name_is_template(&self, id: NodeId) -> bool {
        match &self.arena.nodes[id] {
            Node::Template(..) => true,
            Node::Nested(_, n) => self.name_is_template(*n),
            Node::Local(_, n) => self.name_is_template(*n),
            Node::AbiTag(n, _) => self.name_is_template(*n),
            _ => false,
        }
    }

    fn is_ctor_dtor_conv(&self, id: NodeId) -> bool {
        match &self.arena.nodes[id] {
            Node::CtorDtor { .. } | Node::Conversion(_) => true,
            Node::Template(n, _) | Node::Nested(_, n) | Node::Local(_, n) | Node::AbiTag(n, _) => self.is_ctor_dtor_conv(*n),
            _ => false,
        }
    }

    fn parse_special_name(&mut self) -> R<NodeId> {
        // Longest code first (GTt before GT).
        let mut found = None;
        for s in codes::SPECIAL_NAMES {
            if self.looking_at(s.code) && found.map(|f: &codes::SpecialName| f.code.len() < s.code.len()).unwrap_or(true) {
                found = Some(s);
            }
        }
        let s = found?;
        self.pos += s.code.len();
        use codes::SpecialOperand as O;
        match s.operand {
            O::Type => {
                let t = self.parse_type()?;
                self.add(Node::Special(s.text.to_string(), t))
            }
            O::TemplateArg => {
                let t = self.parse_template_arg()?;
                self.add(Node::Special(s.text.to_string(), t))
            }
            O::Name => {
                let e = self.parse_encoding(false)?;
                self.add(Node::Special(s.text.to_string(), e))
            }
            O::CallOffset => {
                self.parse_call_offset(s.code.as_bytes()[1])?;
                let e = self.parse_encoding(false)?;
                self.add(Node::Special(s.text.to_string(), e))
            }
            O::CallOffset2 => {
                let k = self.peek();
                self.pos += 1;
                self.parse_call_offset(k)?;
                let k = self.peek();
                self.pos += 1;
                self.parse_call_offset(k)?;
                let e = self.parse_encoding(false)?;
                self.add(Node::Special(s.text.to_string(), e))
            }
            O::CtorVtable => {
                let derived = self.parse_type()?;
                self.number()?;
                self.expect("_")?;
                let base = self.parse_type()?;
                self.add(Node::CtorVtable(base, derived))
            }
            O::NameSeq => {
                // `GR <object name> [<seq-id>] _`: a name, never a function's encoding.
                let (e, _, _) = self.parse_name(false)?;
                // As c++filt reads it: a decimal number after the name, none for #0.
                let n = self.plain_number().unwrap_or(0).to_string();
                let t = format!("{}{} for ", s.text, n);
                self.add(Node::Special(t, e))
            }
        }
    }

    /// `h <number> _` or `v <number> _ <number> _`.
    fn parse_call_offset(&mut self, kind: u8) -> R<()> {
        match kind {
            b'h' => {
                self.number()?;
                self.expect("_")
            }
            b'v' => {
                self.number()?;
                self.expect("_")?;
                self.number()?;
                self.expect("_")
            }
            _ => None,
        }
    }

    /// `<name>`; returns the name and, for nested names, the member function's cv and
    /// ref-qualifiers. `encoding_level`: template arguments seen here become `T_`'s.
    fn parse_name(&mut self, encoding_level: bool) -> R<(NodeId, u8, RefQual)> {
        self.enter()?;
        let r = self.parse_name_inner(encoding_level);
        self.leave();
        r
    }

    fn parse_name_inner(&mut self, encoding_level: bool) -> R<(NodeId, u8, RefQual)> {
        match self.peek() {
            b'N' => self.parse_nested_name(encoding_level),
            b'Z' => self.parse_local_name(encoding_level),
            _ => {
                // <unscoped-name> [<template-args>] or <substitution> <template-args>
                let mut name;
                if self.peek() == b'S' && self.peek_at(1) != b't' {
                    name = self.parse_substitution()?;
                    if self.peek() != b'I' {
                        return None;
                    }
                } else {
                    let std = self.eat("St");
                    name = self.parse_unqualified_name(None)?;
                    if std {
                        let s = self.text("std")?;
                        name = self.add(Node::Nested(s, name))?;
                    }
                    if self.peek() == b'I' {
                        self.subs.push(name);
                    }
                }
                if self.peek() == b'I' {
                    let args = self.parse_template_args(encoding_level)?;
                    name = self.add(Node::Template(name, args))?;
                }
                Some((name, 0, RefQual::None))
            }
        }
    }

    fn parse_cv(&mut self) -> u8 {
        let mut cv = 0;
        if self.eat("r") {
            cv |= CV_RESTRICT;
        }
        if self.eat("V") {
            cv |= CV_VOLATILE;
        }
        if self.eat("K") {
            cv |= CV_CONST;
        }
        cv
    }

    /// `N [<CV-qualifiers>] [<ref-qualifier>] <prefix> <unqualified-name> E`.
    fn parse_nested_name(&mut self, encoding_level: bool) -> R<(NodeId, u8, RefQual)> {
        self.expect("N")?;
        let cv = self.parse_cv();
        let refq = if self.eat("R") { RefQual::LValue } else if self.eat("O") { RefQual::RValue } else { RefQual::None };
        let mut cur: Option<NodeId> = None;
        loop {
            if self.eat("E") {
                break;
            }
            let c = self.peek();
            let node = if c == b'S' && self.peek_at(1) != b't' {
                if cur.is_some() {
                    return None;
                }
                let s = self.parse_substitution()?;
                cur = Some(s);
                continue;
            } else if c == b'I' {
                let prev = cur?;
                let args = self.parse_template_args(encoding_level)?;
                self.add(Node::Template(prev, args))?
            } else if c == b'T' {
                if cur.is_some() {
                    return None;
                }
                self.parse_template_param()?
            } else if c == b'D' && (self.peek_at(1) == b't' || self.peek_at(1) == b'T') {
                if cur.is_some() {
                    return None;
                }
                self.parse_decltype()?
            } else if c == b'M' {
                // <data-member-prefix> closure scope marker
                self.pos += 1;
                continue;
            } else if c == 0 {
                return None;
            } else {
                if cur.is_none() && self.eat("St") {
                    let s = self.text("std")?;
                    cur = Some(s);
                    continue;
                }
                let un = self.parse_unqualified_name(cur)?;
                match cur {
                    Some(p) if !matches!(self.arena.nodes[un], Node::CtorDtor { .. }) => self.add(Node::Nested(p, un))?,
                    Some(p) => {
                        // ctor/dtor: keep the class for printing its name
                        let _ = p;
                        self.add(Node::Nested(p, un))?
                    }
                    None => un,
                }
            };
            cur = Some(node);
            if self.peek() != b'E' {
                self.subs.push(node);
            }
        }
        Some((cur?, cv, refq))
    }

    /// `Z <encoding> E <entity name> [<discriminator>]` or `Z <encoding> E s [<discriminator>]`.
    fn parse_local_name(&mut self, encoding_level: bool) -> R<(NodeId, u8, RefQual)> {
        self.expect("Z")?;
        let enc = self.parse_encoding(false)?;
        // c++filt never prints the return type of the function a local entity belongs to
        // (`f<int>()::x`, not `void f<int>()::x`).
        if let Node::Encoding { ret, .. } = &mut self.arena.nodes[enc] {
            *ret = None;
        }
        self.expect("E")?;
        if self.eat("s") {
            self.parse_discriminator();
            let s = self.text("string literal")?;
            return Some((self.add(Node::Local(enc, s))?, 0, RefQual::None));
        }
        if self.eat("d") {
            // default argument scope: d [<number>] _ <name>, the last parameter first
            // (`d_` is #1), printed as c++filt prints it: `f(int, int)::{default arg#2}::n`.
            let index = if self.peek() == b'_' { 1 } else { self.plain_number()? + 2 };
            self.expect("_")?;
            let (n, cv, refq) = self.parse_name(encoding_level)?;
            let scope = self.text(&format!("{{default arg#{index}}}"))?;
            let scoped = self.add(Node::Nested(scope, n))?;
            return Some((self.add(Node::Local(enc, scoped))?, cv, refq));
        }
        let (entity, cv, refq) = self.parse_name(encoding_level)?;
        self.parse_discriminator();
        Some((self.add(Node::Local(enc, entity))?, cv, refq))
    }

    /// `_ <digit>` or `__ <number> _`; not printed.
    fn parse_discriminator(&mut self) {
        // As c++filt (libiberty's d_discriminator): `_` then an optional second `_` and a
        // decimal number (none reads as 0); a number of two digits or more after `__` must be
        // closed by `_`, else the discriminator is left unread.
        if self.peek() != b'_' {
            return;
        }
        let save = self.pos;
        self.pos += 1;
        let double = self.eat("_");
        let number = self.plain_number().unwrap_or(0);
        if double && number >= 10 && !self.eat("_") {
            self.pos = save;
        }
    }

    /// `<unqualified-name>`: operator, ctor/dtor, source name, unnamed/lambda type, with ABI tags.
    fn parse_unqualified_name(&mut self, scope: Option<NodeId>) -> R<NodeId> {
        let c = self.peek();
        let mut n = if c.is_ascii_digit() {
            self.parse_source_name()?
        } else if c == b'C' || (c == b'D' && matches!(self.peek_at(1), b'0'..=b'9')) {
            let mut found = None;
            for cd in codes::CTOR_DTOR {
                if self.looking_at(cd.code) && found.map(|f: &codes::CtorDtor| f.code.len() < cd.code.len()).unwrap_or(true) {
                    found = Some(cd);
                }
            }
            let cd = found?;
            self.pos += cd.code.len();
            // An inheriting constructor (`CI1 <base type>`) is named after the base whose
            // constructor it inherits, as c++filt prints it (`_ZN1CCI11BEi` is `C::B(int)`).
            let inherited = if cd.code.starts_with("CI") { Some(self.parse_type()?) } else { None };
            let class = inherited.or(scope)?;
            let class = self.ctor_class(class);
            self.add(Node::CtorDtor { class, dtor: !cd.is_ctor })?
        } else if c == b'U' {
            self.parse_unnamed_type()?
        } else if c == b'L' {
            // <source-name> with internal linkage marker (GCC): L <source-name> [<discriminator>]
            self.pos += 1;
            let n = self.parse_source_name()?;
            self.parse_discriminator();
            n
        } else if c == b'D' && self.peek_at(1) == b'C' {
            // structured binding: DC <source-name>+ E
            self.pos += 2;
            let mut names = Vec::new();
            while !self.eat("E") {
                names.push(self.parse_source_name()?);
            }
            let mut text = String::from("[");
            for (i, id) in names.iter().enumerate() {
                if i > 0 {
                    text.push_str(", ");
                }
                if let Node::Text(s) = &self.arena.nodes[*id] {
                    text.push_str(s);
                }
            }
            text.push(']');
            self.add(Node::Text(text))?
        } else {
            self.parse_operator_name()?
        };
        while self.peek() == b'B' {
            self.pos += 1;
            let tag = self.source_name_text()?;
            n = self.add(Node::AbiTag(n, tag))?;
        }
        Some(n)
    }

    /// The class a constructor belongs to: through template args and std substitutions.
    fn ctor_class(&mut self, class: NodeId) -> NodeId {
        class
    }

    fn source_name_text(&mut self) -> R<String> {
        let len = self.plain_number()?;
        if len == 0 || self.pos + len > self.input.len() {
            return None;
        }
        let s = std::str::from_utf8(&self.input[self.pos..self.pos + len]).ok()?.to_string();
        self.pos += len;
        Some(s)
    }

    fn parse_source_name(&mut self) -> R<NodeId> {
        let s = self.source_name_text()?;
        if s.starts_with("_GLOBAL_") && s.len() > 9 && matches!(s.as_bytes()[8], b'.' | b'_' | b'$') && s.as_bytes()[9] == b'N' {
            return self.text("(anonymous namespace)");
        }
        self.add(Node::Text(s))
    }

    /// `Ut [<number>] _`, `Ul <lambda-sig> E [<number>] _`, and NVIDIA's `Unvdl`/`Unvdtl`/`Unvhdl`.
    fn parse_unnamed_type(&mut self) -> R<NodeId> {
        if self.eat("Ut") {
            let n = if self.peek() == b'_' { 1 } else { self.plain_number()? + 2 };
            self.expect("_")?;
            return self.add(Node::Unnamed(n.to_string()));
        }
        if self.eat("Ul") {
            let saved = self.template_args.clone();
            let mut params = Vec::new();
            // template parameter declarations of generic lambdas (Ty, Tn, Tt) are skipped
            while self.peek() == b'T' && matches!(self.peek_at(1), b'y' | b'n' | b't') {
                let k = self.peek_at(1);
                self.pos += 2;
                if k == b'n' {
                    self.parse_type()?;
                }
            }
            let was = std::mem::replace(&mut self.in_lambda_signature, true);
            while self.peek() != b'E' {
                if self.pos >= self.input.len() {
                    self.in_lambda_signature = was;
                    return None;
                }
                let Some(p) = self.parse_type() else {
                    self.in_lambda_signature = was;
                    return None;
                };
                params.push(p);
            }
            self.in_lambda_signature = was;
            self.pos += 1;
            self.template_args = saved;
            let n = if self.peek() == b'_' { 1 } else { self.plain_number()? + 2 };
            self.expect("_")?;
            if params.len() == 1 && matches!(&self.arena.nodes[params[0]], Node::Text(s) if s == "void") {
                params.clear();
            }
            return self.add(Node::Lambda { params, number: n.to_string() });
        }
        // NVIDIA extended lambdas: longest code first.
        let mut found = None;
        for l in codes::NV_LAMBDAS {
            if self.looking_at(l.code) && found.map(|f: &codes::NvLambda| f.code.len() < l.code.len()).unwrap_or(true) {
                found = Some(l);
            }
        }
        let l = found?;
        self.pos += l.code.len();
        let mut flags = Vec::new();
        for _ in 0..l.flags {
            flags.push(self.plain_number()?.to_string());
            self.expect("_")?;
        }
        let ncap = self.plain_number()?;
        self.expect("_")?;
        let fn_type = self.parse_type()?;
        let (fn_name, _, _) = self.parse_name(false)?;
        let ret = if l.trailing_return { Some(self.parse_type()?) } else { None };
        let id = self.plain_number()?.to_string();
        self.expect("_")?;
        let signature = if l.signature {
            let r = self.parse_type()?;
            let mut params = Vec::new();
            while !self.eat("E") {
                if self.pos >= self.input.len() {
                    return None;
                }
                params.push(self.parse_type()?);
            }
            Some(self.add(Node::Function { ret: r, params, cv: 0, refq: RefQual::None, exception: None })?)
        } else {
            None
        };
        let mut captures = Vec::new();
        for _ in 0..ncap {
            captures.push(self.parse_type()?);
        }
        self.add(Node::NvLambda { wrapper: l.wrapper, tag: l.tag, flags, fn_type, fn_name, ret, id, signature, captures })
    }

    fn parse_operator_name(&mut self) -> R<NodeId> {
        if self.eat("cv") {
            let saved = self.in_conversion;
            self.in_conversion = true;
            let t = self.parse_type();
            self.in_conversion = saved;
            let t = t?;
            return self.add(Node::Conversion(t));
        }
        if self.eat("li") {
            let s = self.source_name_text()?;
            return self.add(Node::LiteralOperator(s));
        }
        if self.peek() == b'v' && self.peek_at(1).is_ascii_digit() {
            // vendor operator: v <digit> <source-name>
            if let Some(op) = codes::OPERATORS.iter().find(|o| o.code.starts_with('v') && self.looking_at(o.code)) {
                self.pos += op.code.len();
                return self.add(Node::Operator(op.name.to_string()));
            }
            self.pos += 2;
            let s = self.source_name_text()?;
            return self.add(Node::Operator(s));
        }
        if self.pos + 2 > self.input.len() {
            return None;
        }
        let code = std::str::from_utf8(&self.input[self.pos..self.pos + 2]).ok()?;
        let op = codes::operator_by_code(code)?;
        self.pos += 2;
        self.add(Node::Operator(op.name.to_string()))
    }

    /// `S_`, `S<seq-id>_`, or a standard abbreviation (`Sa`, `Ss`, ...).
    fn parse_substitution(&mut self) -> R<NodeId> {
        if self.pos + 2 > self.input.len() {
            return None;
        }
        let code = std::str::from_utf8(&self.input[self.pos..self.pos + 2]).ok()?;
        self.last_substitution = None;
        if let Some(s) = codes::std_substitution_by_code(code) {
            self.pos += 2;
            return self.add(Node::StdSub { expansion: s.expansion, last: s.last });
        }
        self.expect("S")?;
        let i = self.seq_id()?;
        self.last_substitution = Some(i);
        self.subs.get(i).copied()
    }

    /// `I <template-arg>+ E`.
    fn parse_template_args(&mut self, tag: bool) -> R<NodeId> {
        self.enter()?;
        self.expect("I")?;
        let mut args = Vec::new();
        while !self.eat("E") {
            if self.pos >= self.input.len() {
                self.leave();
                return None;
            }
            let a = self.parse_template_arg();
            let a = match a {
                Some(a) => a,
                None => {
                    self.leave();
                    return None;
                }
            };
            args.push(a);
        }
        self.leave();
        if tag {
            // Fill forward references (conversion operators) now that the arguments are known.
            let forwards = std::mem::take(&mut self.forwards);
            for (node, idx) in forwards {
                let target = *args.get(idx)?;
                self.arena.nodes[node] = Node::Forward(Some(target));
            }
            for (node, idx) in std::mem::take(&mut self.lambda_autos) {
                if let (Node::LambdaAuto { arg, .. }, Some(&a)) = (&mut self.arena.nodes[node], args.get(idx)) {
                    *arg = Some(a);
                }
            }
            self.template_args = Some(args.clone());
        }
        self.add(Node::TemplateArgs(args))
    }

    /// `<template-arg> ::= <type> | X <expression> E | <expr-primary> | J <template-arg>* E`.
    fn parse_template_arg(&mut self) -> R<NodeId> {
        match self.peek() {
            b'X' => {
                self.pos += 1;
                let e = self.parse_expression()?;
                self.expect("E")?;
                Some(e)
            }
            b'L' => self.parse_expr_primary(),
            b'J' => {
                self.pos += 1;
                let mut items = Vec::new();
                while !self.eat("E") {
                    if self.pos >= self.input.len() {
                        return None;
                    }
                    items.push(self.parse_template_arg()?);
                }
                self.add(Node::ArgPack(items))
            }
            _ => self.parse_type(),
        }
    }

    /// The number of the template parameter `T_` / `T<n>_` at the cursor (not consumed).
    fn template_param_number(&self) -> Option<usize> {
        let rest = self.input.get(self.pos + 1..)?;
        let digits = rest.iter().take_while(|c| c.is_ascii_digit()).count();
        if rest.get(digits) != Some(&b'_') {
            return None;
        }
        if digits == 0 {
            return Some(0);
        }
        std::str::from_utf8(&rest[..digits]).ok()?.parse::<usize>().ok()?.checked_add(1)
    }

    /// Template parameter `number` resolved against the arguments in force at the cursor
    /// (`None` when there are none there: the substitution keeps its first meaning).
    fn argument_here(&mut self, number: usize) -> Option<R<NodeId>> {
        if self.in_conversion || self.in_lambda_signature {
            return None;
        }
        let arg = self.template_args.as_ref()?.get(number).copied()?;
        Some(if matches!(self.arena.nodes[arg], Node::ArgPack(_)) { self.add(Node::Forward(Some(arg))) } else { Some(arg) })
    }

    /// `T_` / `T <n> _`: the argument, or a forward reference inside conversion operators.
    fn parse_template_param(&mut self) -> R<NodeId> {
        self.expect("T")?;
        // `T_` is the first parameter, `T<n>_` the (n+2)th; the `_` that may follow `T_`
        // belongs to the enclosing production (`A T_ _ type`), not to the parameter.
        let idx = if self.eat("_") {
            0
        } else {
            let n = self.plain_number()? + 1;
            self.expect("_")?;
            n
        };
        if self.in_conversion {
            let f = self.add(Node::Forward(None))?;
            self.forwards.push((f, idx));
            return Some(f);
        }
        if self.in_lambda_signature {
            let auto = self.add(Node::LambdaAuto { number: idx + 1, arg: None })?;
            self.lambda_autos.push((auto, idx));
            return Some(auto);
        }
        let arg = self.template_args.as_ref()?.get(idx).copied()?;
        // A parameter naming a pack is a node of its own, so that the printer tells it (one
        // element per step of an expansion) from a pack written out (printed whole).
        if matches!(self.arena.nodes[arg], Node::ArgPack(_)) {
            return self.add(Node::Forward(Some(arg)));
        }
        Some(arg)
    }

    fn parse_decltype(&mut self) -> R<NodeId> {
        self.pos += 2; // Dt / DT
        let e = self.parse_expression()?;
        self.expect("E")?;
        self.add(Node::Decltype(e))
    }

    /// `<type>`.
    fn parse_type(&mut self) -> R<NodeId> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    fn parse_type_inner(&mut self) -> R<NodeId> {
        let under_reference = std::mem::take(&mut self.reference_operand);
        let c = self.peek();
        // builtin types (single letters and D-codes)
        if let Some(b) = self.try_builtin()? {
            return Some(b);
        }
        let node = match c {
            b'r' | b'V' | b'K' => {
                let cv = self.parse_cv();
                // cv-qualifiers before a function type qualify `this` (a member function type):
                // the unqualified function type is not a substitution candidate (as libiberty).
                let is_function = self.peek() == b'F' || (self.peek() == b'D' && matches!(self.peek_at(1), b'x' | b'o' | b'O' | b'w'));
                let t = if is_function { self.parse_function_type()? } else { self.parse_type()? };
                let resolved = t;
                let n = if let Node::Function { ret, params, cv: fcv, refq, exception } = self.arena.nodes[resolved].clone() {
                    self.add(Node::Function { ret, params, cv: fcv | cv, refq, exception })?
                } else {
                    self.add(Node::Qualified(t, cv))?
                };
                self.subs.push(n);
                return Some(n);
            }
            b'U' => {
                // vendor qualifier: U <source-name> [<template-args>] <type>
                self.pos += 1;
                let q = self.source_name_text()?;
                if self.peek() == b'I' {
                    self.parse_template_args(false)?;
                }
                let t = self.parse_type()?;
                let n = self.add(Node::VendorQualified(t, q))?;
                self.subs.push(n);
                return Some(n);
            }
            b'P' => {
                self.pos += 1;
                let t = self.parse_type()?;
                self.add(Node::Pointer(t))?
            }
            b'R' => {
                self.pos += 1;
                self.reference_operand = true;
                let t = self.parse_type()?;
                self.add(Node::LRef(t))?
            }
            b'O' => {
                self.pos += 1;
                self.reference_operand = true;
                let t = self.parse_type()?;
                self.add(Node::RRef(t))?
            }
            b'C' => {
                self.pos += 1;
                let t = self.parse_type()?;
                let s = self.text("_Complex")?;
                self.add(Node::VendorQualified(t, "_Complex".into())).map(|n| { let _ = s; n })?
            }
            b'G' => {
                self.pos += 1;
                let t = self.parse_type()?;
                self.add(Node::VendorQualified(t, "_Imaginary".into()))?
            }
            b'F' => self.parse_function_type()?,
            b'A' => self.parse_array_type()?,
            b'M' => {
                self.pos += 1;
                let class = self.parse_type()?;
                let member = self.parse_type()?;
                self.add(Node::PtrToMember { class, member })?
            }
            b'T' => {
                let number = self.template_param_number();
                let t = self.parse_template_param()?;
                if let (Some(number), false, false) = (number, self.in_conversion, self.in_lambda_signature) {
                    self.param_subs.insert(self.subs.len(), (number, under_reference));
                }
                self.subs.push(t);
                if self.peek() == b'I' && !self.in_conversion {
                    let args = self.parse_template_args(false)?;
                    let n = self.add(Node::Template(t, args))?;
                    self.subs.push(n);
                    return Some(n);
                }
                return Some(t);
            }
            b'S' => {
                if self.peek_at(1) == b't' {
                    let (n, _, _) = self.parse_name(false)?;
                    n
                } else {
                    let mut s = self.parse_substitution()?;
                    if let Some(again) = self.last_substitution.and_then(|i| self.param_subs.get(&i).copied()).and_then(|(number, was_ref)| {
                        (!(under_reference && was_ref)).then(|| self.argument_here(number)).flatten()
                    }) {
                        s = again?;
                    }
                    if self.peek() == b'I' {
                        let args = self.parse_template_args(false)?;
                        self.add(Node::Template(s, args))?
                    } else {
                        return Some(s);
                    }
                }
            }
            b'D' => match self.peek_at(1) {
                b'p' => {
                    self.pos += 2;
                    let t = self.parse_type()?;
                    self.add(Node::PackExpansion(t))?
                }
                b't' | b'T' => self.parse_decltype()?,
                b'v' => {
                    self.pos += 2;
                    let dim = if self.peek() == b'_' {
                        self.pos += 1;
                        let e = self.parse_expression()?;
                        let mut p = Printer::new(&self.arena);
                        p.print(e);
                        p.out
                    } else {
                        let n = self.plain_number()?;
                        n.to_string()
                    };
                    self.expect("_")?;
                    let t = self.parse_type()?;
                    self.add(Node::Vector(t, dim))?
                }
                b'x' | b'o' | b'O' | b'w' => self.parse_function_type()?,
                _ => return None,
            },
            // A class name may be an operator name too (libiberty's d_class_enum_type reads any
            // <name>): `-t` reads `pl` as `operator+`.
            b'N' | b'Z' | b'0'..=b'9' | b'a'..=b't' | b'v'..=b'z' => {
                let (n, _, _) = self.parse_name(false)?;
                // an unscoped template name was pushed by parse_name; a plain class name is pushed here
                n
            }
            b'u' => {
                self.pos += 1;
                let s = self.source_name_text()?;
                return self.text(&s);
            }
            _ => return None,
        };
        self.subs.push(node);
        Some(node)
    }

    fn try_builtin(&mut self) -> R<Option<NodeId>> {
        let c = self.peek();
        if c.is_ascii_lowercase() && c != b'r' && c != b'u' {
            let code = [c];
            let code = std::str::from_utf8(&code).ok()?;
            if let Some(b) = codes::builtin_by_code(code) {
                self.pos += 1;
                return Some(Some(self.text(b.name)?));
            }
            return Some(None);
        }
        if c == b'D' {
            // two-letter codes, then DF16b, then families with a number
            for b in codes::BUILTIN_TYPES {
                if b.code.len() >= 2 && self.looking_at(b.code) && !b.code.ends_with(|c: char| c == '_' || c == 'x' || c == 'b') {
                    self.pos += b.code.len();
                    return Some(Some(self.text(b.name)?));
                }
            }
            if self.looking_at("DF16b") {
                self.pos += 5;
                let b = codes::builtin_by_code("DF16b")?;
                return Some(Some(self.text(b.name)?));
            }
            for f in codes::BUILTIN_FAMILIES {
                if self.looking_at(f.prefix) && self.peek_at(f.prefix.len()).is_ascii_digit() {
                    let save = self.pos;
                    self.pos += f.prefix.len();
                    if let Some(n) = self.plain_number() {
                        if self.eat(f.suffix) {
                            let name = f.name.replace("{N}", &n.to_string());
                            let id = self.add(Node::Text(name))?;
                            if f.prefix != "DF" {
                                self.subs.push(id);
                            }
                            return Some(Some(id));
                        }
                    }
                    self.pos = save;
                }
            }
        }
        Some(None)
    }

    /// `[<CV>] [Dx] [<exception-spec>] F [Y] <return> <params> [<ref>] E`.
    fn parse_function_type(&mut self) -> R<NodeId> {
        let mut exception = None;
        loop {
            if self.eat("Dx") {
                continue;
            }
            if self.eat("Do") {
                exception = Some("noexcept".to_string());
                continue;
            }
            if self.eat("DO") {
                let e = self.parse_expression()?;
                self.expect("E")?;
                let mut p = Printer::new(&self.arena);
                p.print(e);
                exception = Some(format!("noexcept({})", p.out));
                continue;
            }
            if self.eat("Dw") {
                let mut ts = Vec::new();
                while !self.eat("E") {
                    if self.pos >= self.input.len() {
                        return None;
                    }
                    ts.push(self.parse_type()?);
                }
                let mut p = Printer::new(&self.arena);
                let mut parts = Vec::new();
                for t in &ts {
                    let start = p.out.len();
                    p.print(*t);
                    parts.push(p.out[start..].to_string());
                }
                // c++filt's list rule: the ", " before an element is dropped only when
                // everything after it printed nothing (empty packs): `throw(, int)`,
                // `throw(int, , int)`, `throw(int)`.
                let mut text = String::new();
                for (i, part) in parts.iter().enumerate() {
                    if i > 0 && parts[i..].iter().any(|q| !q.is_empty()) {
                        text.push_str(", ");
                    }
                    text.push_str(part);
                }
                exception = Some(format!("throw({text})"));
                continue;
            }
            break;
        }
        self.expect("F")?;
        self.eat("Y");
        let ret = self.parse_type()?;
        let mut params = Vec::new();
        let mut refq = RefQual::None;
        loop {
            if self.eat("E") {
                break;
            }
            if self.looking_at("RE") {
                self.pos += 2;
                refq = RefQual::LValue;
                break;
            }
            if self.looking_at("OE") {
                self.pos += 2;
                refq = RefQual::RValue;
                break;
            }
            if self.pos >= self.input.len() {
                return None;
            }
            params.push(self.parse_type()?);
        }
        self.add(Node::Function { ret, params, cv: 0, refq, exception })
    }

    /// `A <number> _ <type>`, `A [<expression>] _ <type>`.
    fn parse_array_type(&mut self) -> R<NodeId> {
        self.expect("A")?;
        let dim = if self.peek() == b'_' {
            String::new()
        } else if self.peek().is_ascii_digit() {
            self.plain_number()?.to_string()
        } else {
            let e = self.parse_expression()?;
            let mut p = Printer::new(&self.arena);
            p.print(e);
            if p.failed {
                return None;
            }
            p.out
        };
        self.expect("_")?;
        let t = self.parse_type()?;
        self.add(Node::Array(t, dim))
    }

    /// `L <type> <value> E`, `L <mangled-name> E`, `L Dn E`.
    fn parse_expr_primary(&mut self) -> R<NodeId> {
        self.expect("L")?;
        if self.eat("_Z") || self.eat("Z") {
            // An external name's own template arguments end with it.
            let saved = self.template_args.clone();
            let e = self.parse_encoding(false)?;
            self.template_args = saved;
            self.expect("E")?;
            return Some(e);
        }
        let ty = self.parse_type()?;
        let ty_name = match &self.arena.nodes[ty] {
            Node::Text(s) => Some(s.clone()),
            _ => None,
        };
        let start = self.pos;
        let neg = self.eat("n");
        while self.peek() != b'E' {
            if self.pos >= self.input.len() {
                return None;
            }
            self.pos += 1;
        }
        let digits = std::str::from_utf8(&self.input[start + neg as usize..self.pos]).ok()?.to_string();
        self.pos += 1;
        let sign = if neg { "-" } else { "" };
        let text = match ty_name.as_deref() {
            Some("bool") if digits == "0" && !neg => "false".to_string(),
            Some("bool") if digits == "1" && !neg => "true".to_string(),
            Some("int") => format!("{sign}{digits}"),
            Some("unsigned int") => format!("{sign}{digits}u"),
            Some("long") => format!("{sign}{digits}l"),
            Some("unsigned long") => format!("{sign}{digits}ul"),
            Some("long long") => format!("{sign}{digits}ll"),
            Some("unsigned long long") => format!("{sign}{digits}ull"),
            // `LDnE`, the null pointer as a template argument: c++filt names its type.
            Some("decltype(nullptr)") if digits.is_empty() => "decltype(nullptr)".to_string(),
            Some(t) if matches!(t, "float" | "double" | "long double") => format!("({t})[{sign}{digits}]"),
            _ => {
                let mut p = Printer::new(&self.arena);
                p.print(ty);
                if digits.is_empty() {
                    format!("({})", p.out)
                } else {
                    format!("({}){sign}{digits}", p.out)
                }
            }
        };
        self.add(Node::Expr(Expr::Literal(text)))
    }

    /// `<expression>` (the common forms).
    fn parse_expression(&mut self) -> R<NodeId> {
        self.enter()?;
        let r = self.parse_expression_inner();
        self.leave();
        r
    }

    fn expr(&mut self, e: Expr) -> R<NodeId> {
        self.add(Node::Expr(e))
    }

    fn parse_expression_inner(&mut self) -> R<NodeId> {
        let c = self.peek();
        if c == b'L' {
            return self.parse_expr_primary();
        }
        if c == b'T' {
            // An operand of its own (c++filt parenthesises it: `(int)+(1)`, `sizeof (int)`).
            let t = self.parse_template_param()?;
            return self.expr(Expr::TemplateParam(t));
        }
        if self.eat("fp") {
            let _ = self.parse_cv();
            let n = if self.eat("_") { 1 } else { let n = self.plain_number()? + 2; self.expect("_")?; n };
            return self.expr(Expr::Param(format!("{{parm#{n}}}")));
        }
        if self.eat("fL") {
            self.plain_number()?;
            self.expect("p")?;
            let _ = self.parse_cv();
            let n = if self.eat("_") { 1 } else { let n = self.plain_number()? + 2; self.expect("_")?; n };
            return self.expr(Expr::Param(format!("{{parm#{n}}}")));
        }
        if self.looking_at("sr") {
            return self.parse_unresolved_name();
        }
        if self.eat("gs") {
            let e = self.parse_expression()?;
            return self.expr(Expr::Global(e));
        }
        if self.looking_at("nw") || self.looking_at("na") {
            return self.parse_new_expression();
        }
        if self.looking_at("Dt") || self.looking_at("DT") {
            return self.parse_decltype();
        }
        if self.eat("sp") {
            let e = self.parse_expression()?;
            return self.add(Node::PackExpansion(e));
        }
        if self.eat("sZ") {
            let t = if self.peek() == b'T' { self.parse_template_param()? } else { self.parse_expression()? };
            return self.expr(Expr::SizeofPack(t));
        }
        if self.eat("sP") {
            let mut items = Vec::new();
            while !self.eat("E") {
                if self.pos >= self.input.len() {
                    return None;
                }
                items.push(self.parse_template_arg()?);
            }
            let pack = self.add(Node::ArgPack(items))?;
            return self.expr(Expr::SizeofPack(pack));
        }
        // c++filt reads `at`'s operand as an expression, like `az`'s: a `T_` there is no
        // substitution candidate (`DTatT_E` then `S0_` is the decltype), and `atPT_` fails.
        for (code, word, is_type) in [("st", "sizeof", true), ("sz", "sizeof", false), ("at", "alignof", false), ("az", "alignof", false),
                                      ("ti", "typeid", true), ("te", "typeid", false), ("nx", "noexcept", false)] {
            if self.eat(code) {
                let operand = if is_type { self.parse_type()? } else { self.parse_expression()? };
                return self.expr(Expr::Keyword { word: word.to_string(), operand, is_type });
            }
        }
        for (code, kind) in [("dc", "dynamic_cast"), ("sc", "static_cast"), ("cc", "const_cast"), ("rc", "reinterpret_cast")] {
            if self.eat(code) {
                let ty = self.parse_type()?;
                let operand = self.parse_expression()?;
                return self.expr(Expr::NamedCast { kind: kind.to_string(), ty, operand });
            }
        }
        if self.eat("cv") {
            let ty = self.parse_type()?;
            if self.eat("_") {
                let mut args = Vec::new();
                while !self.eat("E") {
                    if self.pos >= self.input.len() {
                        return None;
                    }
                    args.push(self.parse_expression()?);
                }
                return self.expr(Expr::Cast { ty, args, list: true });
            }
            let e = self.parse_expression()?;
            return self.expr(Expr::Cast { ty, args: vec![e], list: false });
        }
        if self.eat("tl") {
            let ty = self.parse_type()?;
            let mut items = Vec::new();
            while !self.eat("E") {
                if self.pos >= self.input.len() {
                    return None;
                }
                items.push(self.parse_expression()?);
            }
            return self.expr(Expr::InitList { ty: Some(ty), items });
        }
        if self.eat("il") {
            let mut items = Vec::new();
            while !self.eat("E") {
                if self.pos >= self.input.len() {
                    return None;
                }
                items.push(self.parse_expression()?);
            }
            return self.expr(Expr::InitList { ty: None, items });
        }
        if self.eat("tw") {
            let e = self.parse_expression()?;
            return self.expr(Expr::Throw(Some(e)));
        }
        if self.eat("tr") {
            return self.expr(Expr::Throw(None));
        }
        if self.eat("cl") {
            let callee = self.parse_expression()?;
            let mut args = Vec::new();
            while !self.eat("E") {
                if self.pos >= self.input.len() {
                    return None;
                }
                args.push(self.parse_expression()?);
            }
            return self.expr(Expr::Call { callee, args });
        }
        if self.eat("dt") || self.looking_at("pt") && { self.pos += 2; true } {
            let arrow = self.input[self.pos - 2] == b'p';
            let base = self.parse_expression()?;
            // The member is an <unresolved-name>: qualified (`sr ...`) or plain.
            let member = if self.looking_at("sr") { self.parse_unresolved_name()? } else { self.parse_unresolved_name_body()? };
            return self.expr(Expr::Member { base, arrow, member });
        }
        if self.eat("ix") {
            let base = self.parse_expression()?;
            let index = self.parse_expression()?;
            return self.expr(Expr::Index { base, index });
        }
        for (code, left, with_init) in [("fl", true, false), ("fr", false, false), ("fL", true, true), ("fR", false, true)] {
            if self.looking_at(code) {
                self.pos += 2;
                let op = self.parse_operator_code()?;
                let a = self.parse_expression()?;
                let (pack, init) = if with_init {
                    let b = self.parse_expression()?;
                    if left { (b, Some(a)) } else { (a, Some(b)) }
                } else {
                    (a, None)
                };
                return self.expr(Expr::Fold { op, left, pack, init });
            }
        }
        // operator expressions
        if self.pos + 2 <= self.input.len() {
            let code = std::str::from_utf8(&self.input[self.pos..self.pos + 2]).ok()?;
            if let Some(op) = codes::operator_by_code(code) {
                self.pos += 2;
                use codes::OperatorKind as K;
                match (op.arity, op.kind) {
                    (1, _) => {
                        // `pp_`/`mm_` are the prefix forms; plain `pp`/`mm` are postfix.
                        let postfix = matches!(code, "pp" | "mm") && !self.eat("_");
                        let operand = self.parse_expression()?;
                        let name = if op.name.starts_with(|c: char| c.is_ascii_lowercase()) { format!("{} ", op.name) } else { op.name.to_string() };
                        return self.expr(Expr::Unary { op: name, operand, postfix });
                    }
                    (3, K::Ternary) => {
                        let cond = self.parse_expression()?;
                        let then = self.parse_expression()?;
                        let other = self.parse_expression()?;
                        return self.expr(Expr::Ternary { cond, then, other });
                    }
                    (2, _) => {
                        let left = self.parse_expression()?;
                        let right = self.parse_expression()?;
                        return self.expr(Expr::Binary { op: op.name.to_string(), left, right });
                    }
                    _ => return None,
                }
            }
        }
        // a plain unresolved name
        self.parse_unresolved_name_body()
    }

    /// `[gs] nw|na <expression>* _ <type> (E | pi <expression>* E | il <expression>* E)`:
    /// the type is read as a type (a substitution candidate), the placement and initializer
    /// as expressions; an initializer's `E` ends the whole expression.
    fn parse_new_expression(&mut self) -> R<NodeId> {
        self.pos += 2;
        let placement = self.expression_list("_")?;
        let ty = self.parse_type()?;
        let init = if self.eat("pi") {
            Some((false, self.expression_list("E")?))
        } else if self.eat("il") {
            Some((true, self.expression_list("E")?))
        } else {
            self.expect("E")?;
            None
        };
        self.expr(Expr::New { placement, ty, init })
    }

    /// Expressions up to and including `end`.
    fn expression_list(&mut self, end: &str) -> R<Vec<NodeId>> {
        let mut items = Vec::new();
        while !self.eat(end) {
            if self.pos >= self.input.len() {
                return None;
            }
            items.push(self.parse_expression()?);
        }
        Some(items)
    }

    fn parse_operator_code(&mut self) -> R<String> {
        if self.pos + 2 > self.input.len() {
            return None;
        }
        let code = std::str::from_utf8(&self.input[self.pos..self.pos + 2]).ok()?;
        let op = codes::operator_by_code(code)?;
        self.pos += 2;
        Some(op.name.to_string())
    }

    /// `sr <type> <base-unresolved-name>`, `srN <type> <level>+ E <base>`, `sr <level>+ E <base>`.
    fn parse_unresolved_name(&mut self) -> R<NodeId> {
        self.expect("sr")?;
        let mut cur;
        if self.eat("N") {
            cur = self.parse_unresolved_type()?;
            if self.peek() == b'I' {
                let a = self.parse_template_args(false)?;
                cur = self.add(Node::Template(cur, a))?;
            }
            while !self.eat("E") {
                let n = self.parse_simple_id()?;
                cur = self.add(Node::Nested(cur, n))?;
            }
        } else if self.peek().is_ascii_digit() {
            cur = self.parse_simple_id()?;
            while !self.eat("E") {
                let n = self.parse_simple_id()?;
                cur = self.add(Node::Nested(cur, n))?;
            }
        } else {
            cur = self.parse_unresolved_type()?;
            if self.peek() == b'I' {
                let a = self.parse_template_args(false)?;
                cur = self.add(Node::Template(cur, a))?;
            }
            // `sr <type> <name> [<template-args>]` as c++filt reads it: the name may be an
            // operator without `on`, and template arguments apply to the qualified name
            // (`&(A::f<int>)`).
            if self.peek().is_ascii_lowercase() && !self.looking_at("on") && !self.looking_at("dn") {
                let op = self.parse_operator_name()?;
                return self.qualified_template(cur, op);
            }
            if self.peek().is_ascii_digit() {
                let name = self.parse_source_name()?;
                return self.qualified_template(cur, name);
            }
        }
        // As in libiberty, template arguments after the base name apply to the qualified
        // name, which is then no simple operand (`(std::declval<T>)()`).
        if self.peek().is_ascii_digit() {
            let name = self.parse_source_name()?;
            return self.qualified_template(cur, name);
        }
        let base = self.parse_unresolved_name_body()?;
        self.add(Node::Nested(cur, base))
    }

    /// `scope::name`, then `<...>` around the whole when template arguments follow.
    fn qualified_template(&mut self, scope: NodeId, name: NodeId) -> R<NodeId> {
        let qualified = self.add(Node::Nested(scope, name))?;
        if self.peek() != b'I' {
            return Some(qualified);
        }
        let a = self.parse_template_args(false)?;
        self.add(Node::Template(qualified, a))
    }

    fn parse_unresolved_type(&mut self) -> R<NodeId> {
        match self.peek() {
            b'T' => {
                let t = self.parse_template_param()?;
                self.subs.push(t);
                Some(t)
            }
            b'D' => {
                let t = self.parse_decltype()?;
                self.subs.push(t);
                Some(t)
            }
            // `St` names a type whole (`srSt11__is_scalarIT0_E7__value`), as in libiberty.
            b'S' if self.peek_at(1) == b't' => self.parse_type(),
            b'S' => self.parse_substitution(),
            _ => self.parse_simple_id(),
        }
    }

    fn parse_simple_id(&mut self) -> R<NodeId> {
        let n = self.parse_source_name()?;
        if self.peek() == b'I' {
            let a = self.parse_template_args(false)?;
            return self.add(Node::Template(n, a));
        }
        Some(n)
    }

    /// `<base-unresolved-name>`: simple id, `on <operator>`, `dn <destructor>`.
    fn parse_unresolved_name_body(&mut self) -> R<NodeId> {
        if self.eat("on") {
            let op = self.parse_operator_name()?;
            if self.peek() == b'I' {
                let a = self.parse_template_args(false)?;
                return self.add(Node::Template(op, a));
            }
            return Some(op);
        }
        if self.eat("dn") {
            let t = if self.peek().is_ascii_digit() { self.parse_simple_id()? } else { self.parse_unresolved_type()? };
            let mut p = Printer::new(&self.arena);
            p.print(t);
            return self.text(&format!("~{}", p.out));
        }
        if self.peek().is_ascii_digit() {
            return self.parse_simple_id();
        }
        None
    }
}
