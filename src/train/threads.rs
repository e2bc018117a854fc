//! The threads that compute the parts of a CPU training step natively, beside the thread that
//! steps: one pool for each size asked for, kept for the process.

use std::sync::{Arc, Mutex};

use crate::backend::Train;
use crate::error::{Error, Result};
use crate::model::{Grads, Transformer};
use crate::train::trainer::{Part, RunParts};

/// The first part of a step on this thread and the others at once on a pool's threads: data
/// parallelism for the CPU backend natively.
pub struct Threads(Option<Arc<rayon::ThreadPool>>);

impl Threads {
    /// The threads for steps cut into `parts` parts.
    pub fn new(parts: usize) -> Result<Threads> {
        Ok(Threads(part_threads(parts.saturating_sub(1))?))
    }
}

impl<B: Train + Sync> RunParts<B> for Threads
where
    B::Tensor: Send + Sync,
{
    fn run(
        &self,
        model: &Transformer<B>,
        parts: &[Part<'_, B>],
    ) -> Result<Vec<(B::Tensor, Grads<B>)>> {
        let (first, rest) = parts
            .split_first()
            .ok_or_else(|| Error::Input("a step has no parts".into()))?;
        let Some(pool) = &self.0 else {
            return parts.iter().map(|part| part.run(model)).collect();
        };
        let mut others: Vec<Option<Result<_>>> = rest.iter().map(|_| None).collect();
        let first = pool.in_place_scope(|scope| {
            for (out, part) in others.iter_mut().zip(rest) {
                scope.spawn(move |_| *out = Some(part.run(model)));
            }
            first.run(model)
        });
        let others = others.into_iter().map(|out| {
            out.unwrap_or_else(|| Err(Error::Input("a training thread stopped".into())))
        });
        std::iter::once(first).chain(others).collect()
    }
}

/// The threads that compute a step's parts beside the thread that steps (`others` of them; none
/// for none): a pool of that many, started the first time a process asks for it and kept, since
/// a thread started for each part could be left waiting for the thread that started it.
fn part_threads(others: usize) -> Result<Option<Arc<rayon::ThreadPool>>> {
    static POOLS: Mutex<Vec<Arc<rayon::ThreadPool>>> = Mutex::new(Vec::new());
    if others == 0 {
        return Ok(None);
    }
    let mut pools = POOLS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(pool) = pools.iter().find(|p| p.current_num_threads() == others) {
        return Ok(Some(Arc::clone(pool)));
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(others)
        .thread_name(|i| format!("attend part {}", i + 2))
        .build()
        .map_err(|e| Error::Backend(format!("could not start {others} training threads: {e}")))?;
    pools.push(Arc::new(pool));
    Ok(pools.last().cloned())
}
