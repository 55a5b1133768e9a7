//! A stack that nested visits share: `push` makes a new stack whose tail is the old one, so
//! entering a nested scope costs O(1) instead of a copy of every enclosing scope.
//!
//! Passes that carry "the enclosing namespaces" or "the enclosing classes" down a recursive
//! walk used to clone a `Vec` per level; on 10,000 nested namespaces that is 50 million
//! copies. (The same idea as a cons list, or rustc's `ScopeTree` parent links.)

use std::rc::Rc;

pub struct Chain<T>(Option<Rc<Link<T>>>);

struct Link<T> {
    top: T,
    rest: Chain<T>,
    len: usize,
}

impl<T> Clone for Chain<T> {
    fn clone(&self) -> Self {
        Chain(self.0.clone())
    }
}

impl<T> Default for Chain<T> {
    fn default() -> Self {
        Chain(None)
    }
}

impl<T> Chain<T> {
    pub fn new() -> Self {
        Chain(None)
    }

    /// This stack with `top` on it; `self` is unchanged.
    pub fn push(&self, top: T) -> Self {
        let len = self.len() + 1;
        Chain(Some(Rc::new(Link { top, rest: self.clone(), len })))
    }

    pub fn len(&self) -> usize {
        self.0.as_ref().map_or(0, |l| l.len)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_none()
    }

    /// The innermost element.
    pub fn top(&self) -> Option<&T> {
        self.0.as_ref().map(|l| &l.top)
    }

    /// Innermost first.
    pub fn iter(&self) -> impl Iterator<Item = &T> {
        let mut link = self.0.as_deref();
        std::iter::from_fn(move || {
            let l = link?;
            link = l.rest.0.as_deref();
            Some(&l.top)
        })
    }

    /// Outermost first (collected: O(length)).
    pub fn outermost_first(&self) -> Vec<&T> {
        let mut v: Vec<&T> = self.iter().collect();
        v.reverse();
        v
    }
}

impl<T> Drop for Chain<T> {
    // Dropped link by link, so that a long chain whose last owner goes away does not recurse
    // once per link.
    fn drop(&mut self) {
        let mut next = self.0.take();
        while let Some(rc) = next {
            next = match Rc::try_unwrap(rc) {
                Ok(mut link) => link.rest.0.take(),
                Err(_) => None,
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Chain;

    #[test]
    fn pushes_share_the_tail_and_leave_the_original_alone() {
        let a = Chain::new().push(1).push(2);
        let b = a.push(3);
        assert_eq!(a.iter().copied().collect::<Vec<_>>(), [2, 1]);
        assert_eq!(b.outermost_first(), [&1, &2, &3]);
        assert_eq!((a.len(), b.len(), b.top()), (2, 3, Some(&3)));
    }

    #[test]
    fn a_million_links_drop_without_recursing() {
        let mut c = Chain::new();
        for i in 0..1_000_000 {
            c = c.push(i);
        }
        drop(c);
    }
}
