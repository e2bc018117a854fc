//! SentencePiece's normaliser (normalizer.cc): the precompiled character map applied by
//! longest match, user-defined symbols kept as they are, and the whitespace rules (extra spaces
//! removed, a dummy prefix added, spaces written as `▁`).

use super::proto::NormalizerSpec;

/// The space symbol, U+2581, that stands for a space inside pieces.
pub const SPACE: &str = "\u{2581}";

/// A precompiled character map: a darts-clone double-array trie of source strings, each with an
/// offset into a blob of NUL-terminated replacements.
#[derive(Clone, Debug, Default)]
struct CharsMap {
    units: Vec<u32>,
    replacements: Vec<u8>,
}

impl CharsMap {
    /// Reads the blob: a little-endian u32 trie size in bytes, the trie, the replacements.
    fn parse(blob: &[u8]) -> Result<Self, String> {
        if blob.is_empty() {
            return Ok(CharsMap::default());
        }
        let size = blob
            .get(..4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
            .ok_or("precompiled_charsmap is shorter than its header")?;
        let rest = &blob[4..];
        if size % 4 != 0 || size == 0 || size > rest.len() {
            return Err(format!(
                "precompiled_charsmap's trie of {size} bytes does not fit its {} bytes",
                rest.len()
            ));
        }
        let units = rest[..size]
            .chunks_exact(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        Ok(CharsMap {
            units,
            replacements: rest[size..].to_vec(),
        })
    }

    /// The longest source string that `input` starts with: its length and its replacement.
    fn longest_prefix<'a>(&'a self, input: &str) -> Option<(usize, &'a str)> {
        let unit = |pos: usize| self.units.get(pos).copied();
        // darts-clone: offset() = (unit >> 10) << ((unit & (1 << 9)) >> 6).
        let offset = |u: u32| ((u >> 10) << ((u & (1 << 9)) >> 6)) as usize;
        let mut pos = offset(unit(0)?);
        let mut best = None;
        for (i, &byte) in input.as_bytes().iter().enumerate() {
            pos ^= usize::from(byte);
            let Some(u) = unit(pos) else { break };
            // label() = unit & ((1 << 31) | 0xff): a leaf-free unit whose label is this byte.
            if u & ((1 << 31) | 0xff) != u32::from(byte) {
                break;
            }
            pos ^= offset(u);
            if (u >> 8) & 1 == 1 && input.is_char_boundary(i + 1) {
                let Some(leaf) = unit(pos) else { break };
                best = Some((i + 1, self.replacement((leaf & 0x7fff_ffff) as usize)));
            }
        }
        best
    }

    fn replacement(&self, start: usize) -> &str {
        let tail = self.replacements.get(start..).unwrap_or_default();
        let end = tail.iter().position(|&b| b == 0).unwrap_or(tail.len());
        std::str::from_utf8(&tail[..end]).unwrap_or("\u{fffd}")
    }
}

/// A normaliser: its settings, its character map and the symbols it leaves alone.
#[derive(Clone, Debug)]
pub struct Normalizer {
    spec: NormalizerSpec,
    map: CharsMap,
    /// User-defined symbols: matched first (longest), and never normalised.
    keep: Vec<String>,
}

impl Normalizer {
    /// A normaliser for `spec` that keeps the symbols of `keep` whole.
    pub fn new(spec: NormalizerSpec, keep: Vec<String>) -> Result<Self, String> {
        let map = CharsMap::parse(&spec.precompiled_charsmap)?;
        Ok(Normalizer { spec, map, keep })
    }

    /// The name it was trained with (`nmt_nfkc`, `identity`, ...).
    pub fn name(&self) -> &str {
        &self.spec.name
    }

    /// The settings it was built from.
    pub fn spec(&self) -> &NormalizerSpec {
        &self.spec
    }

    /// What the start of `input` becomes, and how many bytes of it that consumes.
    fn prefix<'a>(&'a self, input: &'a str) -> (&'a str, usize) {
        let kept = self
            .keep
            .iter()
            .filter(|s| input.starts_with(s.as_str()))
            .map(String::len)
            .max();
        if let Some(n) = kept {
            return (&input[..n], n);
        }
        if let Some((n, replacement)) = self.map.longest_prefix(input) {
            return (replacement, n);
        }
        let n = input.chars().next().map_or(0, char::len_utf8);
        (&input[..n], n)
    }

    /// `input` normalised as `Normalizer::Normalize` does it.
    pub fn normalize(&self, mut input: &str) -> String {
        let spec = &self.spec;
        if spec.remove_extra_whitespaces {
            while !input.is_empty() {
                let (out, n) = self.prefix(input);
                if out != " " {
                    break;
                }
                input = &input[n..];
            }
        }
        let mut normalized = String::with_capacity(input.len() * 3);
        if input.is_empty() {
            return normalized;
        }
        let space = if spec.escape_whitespaces { SPACE } else { " " };
        if spec.add_dummy_prefix {
            normalized.push_str(space);
        }
        let mut is_prev_space = spec.remove_extra_whitespaces;
        while !input.is_empty() {
            let (mut out, n) = self.prefix(input);
            if is_prev_space {
                out = out.trim_start_matches(' ');
            }
            if !out.is_empty() {
                if spec.escape_whitespaces {
                    normalized.push_str(&out.replace(' ', SPACE));
                } else {
                    normalized.push_str(out);
                }
                is_prev_space = out.ends_with(' ');
            }
            input = &input[n..];
            if !spec.remove_extra_whitespaces {
                is_prev_space = false;
            }
        }
        if spec.remove_extra_whitespaces {
            while normalized.ends_with(space) {
                normalized.truncate(normalized.len() - space.len());
            }
        }
        normalized
    }
}
