//! The call graph over the routines `references` walked: an edge from each routine to every
//! routine a call in its body may reach (all overloads of the called name that the unit
//! defines) and to the lambdas written in it. The device-side checks use it to find which
//! routines the device compiler actually compiles (templates, inline functions and lambdas
//! only when device code reaches them) and, for a diagnostic, the call path that made a
//! routine device code.

use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::visit::EdgeRef;
use std::collections::{HashMap, VecDeque};

use crate::sema::references::{References, UseKind};
use crate::sema::symbols::EntityId;
use crate::sema::use_resolution::UseResolver;

/// Routines (indices into `References::routines`) and who may call whom.
pub struct CallGraph {
    graph: DiGraph<usize, ()>,
}

impl CallGraph {
    pub(crate) fn build(refs: &References, names: &UseResolver) -> CallGraph {
        let mut graph = DiGraph::new();
        for i in 0..refs.routines.len() {
            graph.add_node(i);
        }
        // A routine is found from a call through the entities its own name denotes where it
        // is declared (its name token, or the same name and namespace for a redeclaration).
        let mut routine_by_tok: HashMap<u32, Vec<usize>> = HashMap::new();
        for (i, r) in refs.routines.iter().enumerate() {
            if let Some(tok) = r.name_tok {
                routine_by_tok.entry(tok).or_default().push(i);
            }
        }
        // One pass over the entities (a pass per routine was quadratic in big units).
        let mut routines_of: HashMap<EntityId, Vec<usize>> = HashMap::new();
        for (id, e) in names.table.entities.iter().enumerate() {
            if let Some(routines) = routine_by_tok.get(&e.name_tok) {
                routines_of.entry(id).or_default().extend(routines);
            }
        }
        let mut by_name: HashMap<(&[String], &str), Vec<usize>> = HashMap::new();
        for (i, r) in refs.routines.iter().enumerate() {
            if r.name_tok.is_some() {
                by_name.entry((&r.namespaces, &r.name)).or_default().push(i);
            }
        }
        for u in &refs.uses {
            if !matches!(u.kind, UseKind::Call | UseKind::Launch) {
                continue;
            }
            let Some((name, candidates)) = names.resolve(refs, u) else { continue };
            let mut targets: Vec<usize> = candidates.iter().flat_map(|id| routines_of.get(id).cloned().unwrap_or_default()).collect();
            if targets.is_empty() {
                // Declared first, defined later: the definition's routine has the name but
                // not the declaration's token.
                for &id in &candidates {
                    let scope_path = names.table.scope_path(names.table.entities[id].scope);
                    if let Some(found) = scope_path.as_deref().and_then(|p| by_name.get(&(p, name))) {
                        targets.extend(found);
                    }
                }
            }
            targets.sort_unstable();
            targets.dedup();
            for t in targets {
                graph.update_edge(NodeIndex::new(u.routine), NodeIndex::new(t), ());
            }
        }
        for (i, r) in refs.routines.iter().enumerate() {
            if let Some(parent) = r.lambda_of {
                graph.update_edge(NodeIndex::new(parent), NodeIndex::new(i), ());
            }
        }
        CallGraph { graph }
    }

    /// Every routine reachable from `roots` through routines `enter` accepts, with the routine
    /// it was first reached from (`None` for a root): breadth first, so paths are shortest.
    pub fn reach(&self, roots: impl IntoIterator<Item = usize>, enter: impl Fn(usize) -> bool) -> HashMap<usize, Option<usize>> {
        let mut from: HashMap<usize, Option<usize>> = HashMap::new();
        let mut queue = VecDeque::new();
        for r in roots {
            if from.insert(r, None).is_none() {
                queue.push_back(r);
            }
        }
        while let Some(r) = queue.pop_front() {
            let mut next: Vec<usize> = self.graph.edges(NodeIndex::new(r)).map(|e| self.graph[e.target()]).collect();
            next.sort_unstable();
            for n in next {
                if !from.contains_key(&n) && enter(n) {
                    from.insert(n, Some(r));
                    queue.push_back(n);
                }
            }
        }
        from
    }
}

/// The chain of routines from a root to `r` (root first), following `reach`'s result.
pub fn path_to(reached: &HashMap<usize, Option<usize>>, r: usize) -> Vec<usize> {
    let mut path = vec![r];
    let mut at = r;
    while let Some(Some(prev)) = reached.get(&at) {
        if path.contains(prev) {
            break;
        }
        path.push(*prev);
        at = *prev;
    }
    path.reverse();
    path
}
