//! A small multiplicative hasher (rustc's "Fx" scheme) for the front end's many maps keyed by
//! names and ids. The standard SipHash is several times slower, and its protection against
//! chosen keys buys nothing for a compiler reading its own input.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

#[derive(Default)]
pub struct FxHasher(u64);

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl Hasher for FxHasher {
    fn finish(&self) -> u64 {
        // The multiply leaves its entropy in the high bits, and hashbrown picks buckets with
        // the low ones: without the rotation, names that differ only past their first byte
        // (`v1`, `v2`, ...) shared a handful of buckets and a million declarations took
        // quadratic time (rustc-hash 2 rotates the same way).
        self.0.rotate_left(26)
    }
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut v = 0u64;
            for (k, b) in chunk.iter().enumerate() {
                v |= (*b as u64) << (8 * k);
            }
            self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(SEED);
        }
    }
    fn write_u32(&mut self, v: u32) {
        self.0 = (self.0.rotate_left(5) ^ v as u64).wrapping_mul(SEED);
    }
    fn write_usize(&mut self, v: usize) {
        self.write_u32(v as u32);
        self.write_u32((v >> 32) as u32);
    }
}

/// A `HashMap` with [`FxHasher`].
pub type FxHashMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;
/// A `HashSet` with [`FxHasher`].
pub type FxHashSet<K> = HashSet<K, BuildHasherDefault<FxHasher>>;
