//! Symbols by number: the learner and the codes work on pairs of ids, in maps hashed with rustc's
//! quick Fx hash.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;

/// Symbol strings by id and back, so pairs are pairs of numbers.
#[derive(Clone, Debug, Default)]
pub(super) struct Symbols {
    pub(super) names: Vec<Arc<str>>,
    ids: HashMap<Arc<str>, u32>,
}

impl Symbols {
    pub(super) fn id(&mut self, name: &str) -> u32 {
        if let Some(&id) = self.ids.get(name) {
            return id;
        }
        let id = self.names.len() as u32;
        let name: Arc<str> = name.into();
        self.names.push(Arc::clone(&name));
        self.ids.insert(name, id);
        id
    }

    pub(super) fn get(&self, name: &str) -> Option<u32> {
        self.ids.get(name).copied()
    }

    pub(super) fn name(&self, id: u32) -> &str {
        &self.names[id as usize]
    }
}

/// Two adjacent symbols, by id.
pub(super) type Pair = (u32, u32);

/// rustc's Fx hash, for maps keyed by symbol ids: several times quicker than the standard
/// SipHash on such small keys (learning and segmenting are mostly lookups of pairs), whose
/// defence against chosen collisions numbers handed out in order do not need.
#[derive(Default)]
pub(super) struct FxHasher(u64);

impl FxHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.add(u64::from(b));
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// A map keyed by symbol ids or pairs of them.
pub(super) type IdMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;
