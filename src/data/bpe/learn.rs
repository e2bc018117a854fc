//! Learning codes as subword-nmt's `learn_bpe` does: the most frequent pair of adjacent symbols
//! merged, again and again, with its counts kept up to date as words change.

use std::cmp::Ordering;
use std::collections::{BinaryHeap, HashMap};
use std::sync::Arc;

use super::symbols::{IdMap, Pair, Symbols};
use super::text::{is_python_space, words};
use super::{Codes, END_OF_WORD};

impl Codes {
    /// Learns up to `n_merges` merges from `lines` exactly as subword-nmt's `learn_bpe`, down to
    /// which of two equally frequent pairs comes first (the greater pair of strings, in code
    /// point order) and the oddities of its quick paths. Learning stops early when no pair is
    /// seen `min_frequency` times (taken as at least 1: subword-nmt, below 1, repeats a merge).
    pub fn learn<'a>(
        lines: impl IntoIterator<Item = &'a str>,
        n_merges: usize,
        min_frequency: u32,
    ) -> Codes {
        Codes::from_pairs(Learner::new(lines).learn(n_merges, min_frequency.max(1).into()))
    }
}

/// A pair and its count when it was pushed, ordered as subword-nmt's `max` orders pairs: by
/// count, then by the pair's strings (in code point order, as Python compares them).
#[derive(PartialEq, Eq)]
struct Candidate {
    count: i64,
    left: Arc<str>,
    right: Arc<str>,
    pair: Pair,
}

impl Ord for Candidate {
    fn cmp(&self, other: &Self) -> Ordering {
        self.count
            .cmp(&other.count)
            .then_with(|| self.left.cmp(&other.left))
            .then_with(|| self.right.cmp(&other.right))
    }
}

impl PartialOrd for Candidate {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Pair counts, and a heap of them so the most frequent pair is found without looking at every
/// pair (subword-nmt looks at every one, each merge). The heap may hold outdated entries: one
/// whose pair now has another count, or none, is dropped when it comes to the top.
#[derive(Default)]
struct Counts {
    counts: IdMap<Pair, i64>,
    heap: BinaryHeap<Candidate>,
}

impl Counts {
    fn new(counts: IdMap<Pair, i64>, symbols: &Symbols) -> Counts {
        let mut c = Counts {
            counts,
            heap: BinaryHeap::new(),
        };
        c.rebuild(symbols);
        c
    }

    /// The heap anew, from the counts alone.
    fn rebuild(&mut self, symbols: &Symbols) {
        let heap: Vec<Candidate> = self
            .counts
            .iter()
            .map(|(&pair, &count)| Counts::candidate(pair, count, symbols))
            .collect();
        self.heap = heap.into();
    }

    fn candidate(pair: Pair, count: i64, symbols: &Symbols) -> Candidate {
        Candidate {
            count,
            left: Arc::clone(&symbols.names[pair.0 as usize]),
            right: Arc::clone(&symbols.names[pair.1 as usize]),
            pair,
        }
    }

    /// Rebuilds the heap once outdated entries outnumber current ones, so it stays within a
    /// few times the counts' size.
    fn tidy(&mut self, symbols: &Symbols) {
        if self.heap.len() > 2 * self.counts.len() + 1024 {
            self.rebuild(symbols);
        }
    }

    fn get(&self, pair: Pair) -> Option<i64> {
        self.counts.get(&pair).copied()
    }

    fn set(&mut self, pair: Pair, count: i64, symbols: &Symbols) {
        self.counts.insert(pair, count);
        self.heap.push(Counts::candidate(pair, count, symbols));
    }

    /// Adds `by` to `pair`'s count (from 0 when it has none).
    fn add(&mut self, pair: Pair, by: i64, symbols: &Symbols) {
        let count = self.counts.entry(pair).or_insert(0);
        *count += by;
        let count = *count;
        self.heap.push(Counts::candidate(pair, count, symbols));
    }

    /// The pair with the highest count, ties going to the greater pair of strings
    /// (`max(stats, key=lambda x: (stats[x], x))`).
    fn best(&mut self) -> Option<Pair> {
        while let Some(top) = self.heap.peek() {
            if self.get(top.pair) == Some(top.count) {
                return Some(top.pair);
            }
            self.heap.pop();
        }
        None
    }
}

/// subword-nmt's `learn_bpe`, state for state: its words as symbol ids, the pairs' counts, and
/// for each pair the words that hold it. Only the words around a merged pair are looked at
/// again, and the most frequent pair is sought among the frequent ones only (`stats`), the rest
/// waiting in `big_stats`.
struct Learner {
    symbols: Symbols,
    /// Each distinct word, as symbols, and how often it occurs.
    words: Vec<(Vec<u32>, i64)>,
    /// The counts of the pairs the search looks at: those at or above `threshold`, and the
    /// changes to others since they were set aside (subword-nmt's `stats`).
    stats: Counts,
    /// The counts of the pairs set aside (subword-nmt's `big_stats`).
    big_stats: IdMap<Pair, i64>,
    /// For each pair, in how many places each word holds it (subword-nmt's `indices`).
    indices: IdMap<Pair, IdMap<u32, i64>>,
}

impl Learner {
    /// Counts the words of `lines` and the pairs in them (`get_vocabulary`,
    /// `get_pair_statistics`).
    fn new<'a>(lines: impl IntoIterator<Item = &'a str>) -> Learner {
        let mut counts: HashMap<&str, i64> = HashMap::new();
        let mut order = Vec::new();
        for line in lines {
            for word in words(line) {
                let n = counts.entry(word).or_insert(0);
                if *n == 0 {
                    order.push(word);
                }
                *n += 1;
            }
        }
        let mut symbols = Symbols::default();
        let mut stats: IdMap<Pair, i64> = IdMap::default();
        let mut indices: IdMap<Pair, IdMap<u32, i64>> = IdMap::default();
        let mut vocab = Vec::with_capacity(order.len());
        let mut last = String::new();
        for (j, word) in order.into_iter().enumerate() {
            let freq = counts[word];
            let n = word.chars().count();
            let ids: Vec<u32> = word
                .chars()
                .enumerate()
                .map(|(i, c)| {
                    last.clear();
                    last.push(c);
                    if i + 1 == n {
                        last.push_str(END_OF_WORD);
                    }
                    symbols.id(&last)
                })
                .collect();
            for w in ids.windows(2) {
                *stats.entry((w[0], w[1])).or_insert(0) += freq;
                *indices
                    .entry((w[0], w[1]))
                    .or_default()
                    .entry(j as u32)
                    .or_insert(0) += 1;
            }
            vocab.push((ids, freq));
        }
        Learner {
            big_stats: stats.clone(),
            stats: Counts::new(stats, &symbols),
            symbols,
            words: vocab,
            indices,
        }
    }

    /// Sets aside the pairs counted below `threshold` (`prune_stats`). A pair set aside earlier
    /// holds only its change since, which is added; otherwise its count replaces the old one.
    fn prune(&mut self, threshold: f64) {
        let big = &mut self.big_stats;
        self.stats.counts.retain(|&pair, &mut freq| {
            if (freq as f64) >= threshold {
                return true;
            }
            if freq < 0 {
                *big.entry(pair).or_insert(0) += freq;
            } else {
                big.insert(pair, freq);
            }
            false
        });
        self.stats.tidy(&self.symbols);
    }

    /// The merges, up to `n` of them, stopping when the best pair is seen fewer than
    /// `min_frequency` times (`learn_bpe`'s loop).
    fn learn(mut self, n: usize, min_frequency: i64) -> Vec<(String, String)> {
        let mut merges = Vec::new();
        // "threshold is inspired by Zipfian assumption, but should only affect speed"
        let Some(&top) = self.stats.counts.values().max() else {
            return merges;
        };
        let mut threshold = top as f64 / 10.0;
        for i in 0..n {
            let mut best = self.stats.best();
            let count = |stats: &Counts, p| stats.get(p).unwrap_or(0);
            // The best pair may have been set aside: look at every pair again.
            let stale = best.is_some_and(|p| i > 0 && (count(&self.stats, p) as f64) < threshold);
            if best.is_none() || stale {
                self.prune(threshold);
                self.stats = Counts::new(self.big_stats.clone(), &self.symbols);
                best = self.stats.best();
                let Some(p) = best else { break };
                let top = count(&self.stats, p);
                threshold = top.saturating_mul(i as i64) as f64 / (i as f64 + 10000.0);
                self.prune(threshold);
            }
            let Some(pair) = best else { break };
            if count(&self.stats, pair) < min_frequency {
                break;
            }
            let (l, r) = (self.symbols.name(pair.0), self.symbols.name(pair.1));
            merges.push((l.to_string(), r.to_string()));
            let changes = self.replace(pair);
            self.update(pair, &changes);
            self.stats.set(pair, 0, &self.symbols);
            if i % 100 == 0 {
                self.prune(threshold);
            }
        }
        merges
    }

    /// Merges `pair` in every word the index lists for it, and returns each changed word's
    /// number with its old symbols (`replace_pair`).
    fn replace(&mut self, pair: Pair) -> Vec<(u32, Vec<u32>)> {
        let listed: Vec<u32> = self
            .indices
            .entry(pair)
            .or_default()
            .iter()
            .filter(|&(_, &n)| n >= 1)
            .map(|(&j, _)| j)
            .collect();
        let made = self.symbols.id(&format!(
            "{}{}",
            self.symbols.name(pair.0),
            self.symbols.name(pair.1)
        ));
        let mut changes = Vec::with_capacity(listed.len());
        for j in listed {
            let new = self.merged(&self.words[j as usize].0, pair, made);
            let new = new
                .into_iter()
                .map(|s| match s {
                    Ok(id) => id,
                    Err(name) => self.symbols.id(&name),
                })
                .collect();
            let old = std::mem::replace(&mut self.words[j as usize].0, new);
            changes.push((j, old));
        }
        changes
    }

    /// `word` with `pair` merged where subword-nmt's regular expression finds it: in the
    /// symbols joined by spaces, `left right` not preceded or followed by a non-space
    /// (`(?<!\S)left right(?!\S)`), left to right without overlaps. Where symbols hold no white
    /// space that is each occurrence of the pair; where one ends in, say, a tab and then `left`,
    /// the expression matches there too, and the two symbols around the space are joined all
    /// the same. A joined symbol is its id, or its string when it is new.
    fn merged(&self, word: &[u32], pair: Pair, made: u32) -> Vec<std::result::Result<u32, String>> {
        let (left, right) = (self.symbols.name(pair.0), self.symbols.name(pair.1));
        // Does the match's left part end symbol k, and where (byte) does it start in it?
        let left_at = |k: usize| -> Option<usize> {
            if word[k] == pair.0 {
                return Some(0);
            }
            let s = self.symbols.name(word[k]);
            let start = s.len().checked_sub(left.len())?;
            let before = s.get(..start)?.chars().next_back()?;
            (s.ends_with(left) && is_python_space(before)).then_some(start)
        };
        // Does the match's right part begin symbol k (and end at a space)?
        let right_at = |k: usize| -> bool {
            if word[k] == pair.1 {
                return true;
            }
            let s = self.symbols.name(word[k]);
            s.starts_with(right) && s[right.len()..].chars().next().is_some_and(is_python_space)
        };
        // Which spaces (after symbol k) the expression removes.
        let mut joined = vec![false; word.len()];
        // Where the last match ended: (symbol, byte in it).
        let mut end = (0usize, 0usize);
        for (k, space) in joined
            .iter_mut()
            .enumerate()
            .take(word.len().saturating_sub(1))
        {
            let Some(start) = left_at(k) else { continue };
            if (k, start) >= end && right_at(k + 1) {
                *space = true;
                end = (k + 1, right.len());
            }
        }
        let mut out = Vec::with_capacity(word.len());
        let mut k = 0;
        while k < word.len() {
            let mut last = k;
            while joined[last] {
                last += 1;
            }
            out.push(if last == k {
                Ok(word[k])
            } else if last == k + 1 && word[k] == pair.0 && word[k + 1] == pair.1 {
                Ok(made)
            } else {
                Err(word[k..=last]
                    .iter()
                    .map(|&s| self.symbols.name(s))
                    .collect::<String>())
            });
            k = last + 1;
        }
        out
    }

    /// Updates the counts and the index around each place `pair` was merged
    /// (`update_pair_statistics`): the pairs it broke lose the word's count, those its symbol
    /// makes gain it.
    fn update(&mut self, pair: Pair, changes: &[(u32, Vec<u32>)]) {
        self.stats.set(pair, 0, &self.symbols);
        self.indices.insert(pair, IdMap::default());
        let (first, second) = pair;
        let made = self.symbols.id(&format!(
            "{}{}",
            self.symbols.name(first),
            self.symbols.name(second)
        ));
        for (j, old) in changes {
            let (j, freq) = (*j, self.words[*j as usize].1);
            let mut add = |p: Pair, by: i64| {
                self.stats.add(p, by * freq, &self.symbols);
                *self.indices.entry(p).or_default().entry(j).or_insert(0) += by;
            };
            let n = old.len();
            let mut i = 0;
            while let Some(at) = old[i..].iter().position(|&s| s == first) {
                i += at;
                if i + 1 < n && old[i + 1] == second {
                    // "A B C" with "B C" merged: "A B" is gone.
                    if i > 0 {
                        add((old[i - 1], old[i]), -1);
                    }
                    // "A B C B" with "B C" merged: "C B" is gone, unless the text is
                    // "A B C B C", where the step above took it.
                    if i + 2 < n && (old[i + 2] != first || i + 3 >= n || old[i + 3] != second) {
                        add((old[i + 1], old[i + 2]), -1);
                    }
                    i += 2;
                } else {
                    i += 1;
                }
            }
            let new = &self.words[j as usize].0;
            let n = new.len();
            let mut i = 0;
            while let Some(at) = new[i..].iter().position(|&s| s == made) {
                i += at;
                // "A BC D": "A BC" is new.
                if i > 0 {
                    add((new[i - 1], new[i]), 1);
                }
                // "A BC B": "BC B" is new, unless it is "BC BC", counted by the step above.
                if i + 1 < n && new[i + 1] != made {
                    add((new[i], new[i + 1]), 1);
                }
                i += 1;
            }
        }
    }
}
