//! A batch of token-id sequences, padded to one length: the model's input.

use crate::error::{Error, Result, Said};

/// Ids `[batch, len]`, row-major; shorter sequences are filled with `pad_id` at the end.
#[derive(Clone, Debug, PartialEq)]
pub struct Batch {
    pub ids: Vec<u32>,
    pub batch: usize,
    pub len: usize,
}

impl Batch {
    /// Pads `rows` at the end with `pad_id` to the longest row's length.
    pub fn from_rows(rows: &[Vec<u32>], pad_id: u32) -> Result<Self> {
        let len = rows.iter().map(Vec::len).max().unwrap_or(0);
        if rows.is_empty() || len == 0 {
            return Err(Said::new("input-empty", Vec::new()).refused());
        }
        let mut ids = Vec::with_capacity(rows.len() * len);
        for row in rows {
            ids.extend_from_slice(row);
            ids.extend(std::iter::repeat_n(pad_id, len - row.len()));
        }
        Ok(Batch {
            ids,
            batch: rows.len(),
            len,
        })
    }

    /// A batch of one sequence.
    pub fn single(ids: &[u32]) -> Result<Self> {
        Batch::from_rows(&[ids.to_vec()], 0)
    }

    /// Row `b` of the batch (with its padding).
    pub fn row(&self, b: usize) -> &[u32] {
        &self.ids[b * self.len..(b + 1) * self.len]
    }

    /// Checks every id is below `vocab` and the length fits `max_len`; `what` names the input.
    pub fn check(&self, what: &str, vocab: usize, max_len: usize) -> Result<()> {
        if self.len > max_len {
            return Err(Error::TooLong {
                what: what.to_string(),
                tokens: self.len,
                max: max_len,
            });
        }
        if let Some((i, id)) = self
            .ids
            .iter()
            .enumerate()
            .find(|(_, &id)| id as usize >= vocab)
        {
            return Err(Error::Input(format!(
                "{what} id {id} at position {} is outside the vocabulary (size {vocab})",
                i % self.len
            )));
        }
        Ok(())
    }
}
