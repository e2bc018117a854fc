//! The exchange between the browser's training threads, written once. A CPU step whose batch is
//! cut into parts is shared out: each thread holds its own copy of the run, computes one part of
//! the step from the same weights, and hands its gradients to the others; each then sums every
//! part and takes the same step with Adam, so the copies stay equal.
//!
//! - [`Pooled`] is the model's thread's side, a [`Stepper`]: it draws the step, asks the other
//!   threads for their parts ([`Others`]), computes part 0 meanwhile, shares it, and applies the
//!   sum. The parameters cross once a chunk, at its first step; every step after that only its
//!   gradients cross.
//! - [`OwnPart`] is a training thread's side: its part of a step, kept until it finishes that
//!   step with the others' parts.
//!
//! What crosses is flat: every parameter (or every gradient), one after another in one array, in
//! the order of [`Transformer::params_mut`]. [`Flat`] is that array; the browser's is a
//! `Float32Array` that one thread hands another without a copy.

use ndarray::Dimension;

use crate::backend::tensor::Tensor;
use crate::backend::{Cpu, Device, DeviceTensor, Train};
use crate::error::{Error, Result};
use crate::model::{Grads, Transformer};
use crate::train::{DeferredStep, InChunk, StepKey, Stepper, Trainer};

/// A flat array of numbers that can cross to another thread.
pub trait Flat: Sized {
    /// An array of `len` zeros.
    fn zeros(len: usize) -> Self;
    /// How many numbers it holds.
    fn count(&self) -> usize;
    /// Writes `values` from index `at` on.
    fn write(&mut self, at: usize, values: &[f32]);
    /// Fills `into` from index `at` on.
    fn read(&self, at: usize, into: &mut [f32]);
}

impl Flat for Vec<f32> {
    fn zeros(len: usize) -> Self {
        vec![0.0; len]
    }
    fn count(&self) -> usize {
        self.len()
    }
    fn write(&mut self, at: usize, values: &[f32]) {
        self[at..at + values.len()].copy_from_slice(values);
    }
    fn read(&self, at: usize, into: &mut [f32]) {
        into.copy_from_slice(&self[at..at + into.len()]);
    }
}

/// A backend whose tensors can be on the host, where the exchange reads and writes them: the
/// CPU, and a [`Device`] that is the CPU.
pub trait OnHost: Train {
    /// `t`'s numbers, where they are on the host.
    fn host(t: &Self::Tensor) -> Option<&Tensor>;
    /// `t`'s numbers to change, where they are on the host.
    fn host_mut(t: &mut Self::Tensor) -> Option<&mut Tensor>;
    /// A host tensor as one of this backend's on the host.
    fn of_host(t: Tensor) -> Self::Tensor;
    /// Whether this backend keeps its tensors on the host.
    fn is_host(&self) -> bool;
}

impl OnHost for Cpu {
    fn host(t: &Tensor) -> Option<&Tensor> {
        Some(t)
    }
    fn host_mut(t: &mut Tensor) -> Option<&mut Tensor> {
        Some(t)
    }
    fn of_host(t: Tensor) -> Tensor {
        t
    }
    fn is_host(&self) -> bool {
        true
    }
}

impl OnHost for Device {
    fn host(t: &DeviceTensor) -> Option<&Tensor> {
        t.host()
    }
    fn host_mut(t: &mut DeviceTensor) -> Option<&mut Tensor> {
        t.host_mut()
    }
    fn of_host(t: Tensor) -> DeviceTensor {
        DeviceTensor::Cpu(t)
    }
    fn is_host(&self) -> bool {
        matches!(self, Device::Cpu(_))
    }
}

/// What a tensor that is not on the host means here: a run on the GPU, which is not cut into
/// parts.
fn on_host<B: OnHost>(t: &B::Tensor) -> Result<&Tensor> {
    B::host(t).ok_or_else(not_on_host)
}

fn not_on_host() -> Error {
    Error::Backend("only a CPU run computes parts of a step".into())
}

/// `t` checked to train on the host, as a part of a step must.
fn check_on_host<B: OnHost>(t: &Trainer<B>) -> Result<()> {
    if t.backend.is_host() {
        Ok(())
    } else {
        Err(not_on_host())
    }
}

/// A part's loss (its share of the batch's mean, `[1]`) and gradients.
pub type PartResult<B> = (<B as crate::backend::Backend>::Tensor, Grads<B>);

/// `tensors` one after another in one flat array, each copied once.
fn to_flat<F: Flat>(tensors: &[&Tensor]) -> F {
    let mut flat = F::zeros(tensors.iter().map(|t| t.len()).sum());
    let mut at = 0;
    for t in tensors {
        match t.as_slice() {
            Some(values) => flat.write(at, values),
            None => flat.write(at, &t.iter().copied().collect::<Vec<_>>()),
        }
        at += t.len();
    }
    flat
}

/// `flat` checked to hold `want` numbers; `what` names it in the error.
fn check_len<F: Flat>(flat: &F, want: usize, what: &str) -> Result<()> {
    if flat.count() != want {
        return Err(Error::Backend(format!(
            "{what} hold {} numbers, but this model has {want} parameters",
            flat.count()
        )));
    }
    Ok(())
}

/// Every trained parameter of `model`, flat: what the other threads start a chunk from.
pub fn params_to_flat<B: OnHost, F: Flat>(model: &mut Transformer<B>) -> Result<F> {
    let params = model.params_mut();
    let tensors = params
        .iter()
        .map(|(_, p)| on_host::<B>(p))
        .collect::<Result<Vec<_>>>()?;
    Ok(to_flat(&tensors))
}

/// Sets `model`'s parameters from [`params_to_flat`]'s array.
pub fn load_params<B: OnHost, F: Flat>(model: &mut Transformer<B>, flat: &F) -> Result<()> {
    let mut params = model
        .params_mut()
        .into_iter()
        .map(|(_, p)| B::host_mut(p).ok_or_else(not_on_host))
        .collect::<Result<Vec<_>>>()?;
    check_len(flat, params.iter().map(|p| p.len()).sum(), "the parameters")?;
    let mut at = 0;
    for p in params.iter_mut() {
        let n = p.len();
        match p.as_slice_mut() {
            Some(values) => flat.read(at, values),
            None => {
                let mut values = vec![0.0; n];
                flat.read(at, &mut values);
                p.iter_mut().zip(values).for_each(|(x, v)| *x = v);
            }
        }
        at += n;
    }
    Ok(())
}

/// `grads`, flat, in [`params_to_flat`]'s order.
pub fn grads_to_flat<B: OnHost, F: Flat>(
    model: &mut Transformer<B>,
    grads: &Grads<B>,
) -> Result<F> {
    let ordered = model
        .params_mut()
        .into_iter()
        .map(|(name, _)| {
            let g = grads
                .get(&name)
                .ok_or_else(|| Error::Input(format!("no gradient for {name}")))?;
            on_host::<B>(g)
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(to_flat(&ordered))
}

/// A part from another thread: its `loss` and [`grads_to_flat`]'s array, shaped as `model`'s
/// parameters.
pub fn part_from_flat<B: OnHost, F: Flat>(
    model: &mut Transformer<B>,
    loss: f32,
    flat: &F,
) -> Result<PartResult<B>> {
    let params = model
        .params_mut()
        .into_iter()
        .map(|(name, p)| Ok((name, on_host::<B>(p)?.raw_dim())))
        .collect::<Result<Vec<_>>>()?;
    let want = params.iter().map(|(_, dim)| dim.size()).sum();
    check_len(flat, want, "a training thread's gradients")?;
    let mut grads = Grads::default();
    let mut at = 0;
    for (name, dim) in params {
        let mut g = Tensor::zeros(dim);
        let values = g.as_slice_mut().expect("a new tensor is contiguous");
        flat.read(at, values);
        at += values.len();
        grads.tensors.insert(name, B::of_host(g));
    }
    let loss = Tensor::from_elem(ndarray::IxDyn(&[1]), loss);
    Ok((B::of_host(loss), grads))
}

/// The other training threads, as the model's thread asks them for their parts of a step.
#[allow(async_fn_in_trait)] // callers are single-threaded: no `Send` bound is needed
pub trait Others {
    /// The flat arrays that cross between the threads.
    type Flat: Flat;
    /// What [`Others::start`] hands back to await the parts with.
    type Asked;
    /// Asks the threads for parts 1.. of step `step`, starting from `params` when given (at a
    /// chunk's first step).
    fn start(&self, step: u32, params: Option<Self::Flat>) -> Result<Self::Asked>;
    /// Hands them part 0, computed meanwhile, so that each can take step `step`; with `more`
    /// (the chunk goes on) each then computes its part of the next step without being asked.
    fn share(&self, step: u32, loss: f32, grads: Self::Flat, more: bool) -> Result<()>;
    /// Their parts' `(loss, grads)`, in part order.
    async fn parts(&self, asked: Self::Asked) -> Result<Vec<(f32, Self::Flat)>>;
}

/// The model's thread's side of the exchange: part 0 of each step here, the rest by `others`.
pub struct Pooled<O>(pub O);

impl<B: OnHost, O: Others> Stepper<B> for Pooled<O> {
    async fn step(
        &self,
        t: &mut Trainer<B>,
        at: InChunk,
        grad_norms: bool,
    ) -> Result<DeferredStep<B>> {
        let params = if at.first {
            Some(params_to_flat(&mut t.model)?)
        } else {
            None
        };
        let drawn = t.draw()?;
        let key = drawn.key;
        let asked = self.0.start(key.step, params)?;
        let own = drawn.parts[0].run(&t.model)?;
        drop(drawn);
        let grads = grads_to_flat(&mut t.model, &own.1)?;
        self.0
            .share(key.step, on_host::<B>(&own.0)?[0], grads, !at.last)?;
        let mut parts = vec![own];
        for (loss, grads) in self.0.parts(asked).await? {
            parts.push(part_from_flat(&mut t.model, loss, &grads)?);
        }
        t.apply(key, parts, false, grad_norms)
    }
}

/// A training thread's side of the exchange: the part of a step it computed, kept until it
/// finishes that step.
pub struct OwnPart<B: Train>(Option<(StepKey, usize, PartResult<B>)>);

impl<B: Train> Default for OwnPart<B> {
    fn default() -> Self {
        OwnPart(None)
    }
}

impl<B: OnHost> OwnPart<B> {
    /// Part `index` of `t`'s next step, `step`, from `params` when given (see [`Others::start`]):
    /// its loss and flat gradients, for the other threads. The part is kept for
    /// [`OwnPart::finish`], which must take this step before the next one's part is computed.
    pub fn compute<F: Flat>(
        &mut self,
        t: &mut Trainer<B>,
        step: u32,
        index: usize,
        params: Option<&F>,
    ) -> Result<(f32, F)> {
        check_on_host(t)?;
        if step != t.step + 1 {
            return Err(Error::Input(format!(
                "this training thread is at step {}, so it cannot compute a part of step {step}",
                t.step
            )));
        }
        if let Some(params) = params {
            load_params(&mut t.model, params)?;
        }
        let drawn = t.draw()?;
        let part = drawn.parts.get(index).ok_or_else(|| {
            Error::Input(format!(
                "step {step} has {} parts, so there is no part {index}",
                drawn.parts.len()
            ))
        })?;
        let result = part.run(&t.model)?;
        let key = drawn.key;
        drop(drawn);
        let grads = grads_to_flat(&mut t.model, &result.1)?;
        let loss = on_host::<B>(&result.0)?[0];
        self.0 = Some((key, index, result));
        Ok((loss, grads))
    }

    /// Step `step`, as the model's thread takes it: this thread's part and `others` (`(index,
    /// loss, grads)` each, every other part) summed in part order and applied with Adam.
    pub fn finish<F: Flat>(
        &mut self,
        t: &mut Trainer<B>,
        step: u32,
        others: Vec<(usize, f32, F)>,
    ) -> Result<()> {
        check_on_host(t)?;
        let Some((key, own_index, own)) = self.0.take().filter(|(key, ..)| key.step == step) else {
            return Err(Error::Input(format!(
                "this training thread has no part of step {step} to finish it with"
            )));
        };
        let mut parts = vec![(own_index, own)];
        for (index, loss, grads) in others {
            parts.push((index, part_from_flat(&mut t.model, loss, &grads)?));
        }
        parts.sort_by_key(|(index, _)| *index);
        let results = parts.into_iter().map(|(_, part)| part).collect();
        t.apply(key, results, false, false)?;
        Ok(())
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))] // pollster: natively
mod tests {
    use std::cell::RefCell;

    use super::*;
    use crate::data::tasks::Task;
    use crate::train::{InTurn, Overrides, Run};

    /// Training threads in this test's own thread: each a run of its own, computing its part
    /// when asked and finishing each step with the parts shared.
    struct Threads {
        runs: RefCell<Vec<(Run<Cpu>, OwnPart<Cpu>)>>,
        /// The parts computed for the step under way: `(index, loss, grads)`.
        computed: RefCell<Vec<(usize, f32, Vec<f32>)>>,
    }

    impl Others for Threads {
        type Flat = Vec<f32>;
        type Asked = ();
        fn start(&self, step: u32, params: Option<Vec<f32>>) -> Result<()> {
            let mut computed = self.computed.borrow_mut();
            for (i, (run, own)) in self.runs.borrow_mut().iter_mut().enumerate() {
                let (loss, grads) = own.compute(&mut run.trainer, step, i + 1, params.as_ref())?;
                computed.push((i + 1, loss, grads));
            }
            Ok(())
        }
        fn share(&self, step: u32, loss: f32, grads: Vec<f32>, _more: bool) -> Result<()> {
            let computed = self.computed.borrow();
            for (i, (run, own)) in self.runs.borrow_mut().iter_mut().enumerate() {
                let mut others = vec![(0, loss, grads.clone())];
                others.extend(computed.iter().filter(|(j, ..)| *j != i + 1).cloned());
                own.finish(&mut run.trainer, step, others)?;
            }
            Ok(())
        }
        async fn parts(&self, _: ()) -> Result<Vec<(f32, Vec<f32>)>> {
            let parts = self.computed.take().into_iter();
            Ok(parts.map(|(_, loss, grads)| (loss, grads)).collect())
        }
    }

    fn reverse(threads: usize) -> Run<Cpu> {
        let o = Overrides {
            steps: Some(8),
            batch_size: Some(12),
            threads: Some(threads),
            ..Overrides::default()
        };
        Run::new(Cpu, Task::Reverse, &o).unwrap()
    }

    #[test]
    fn threads_exchanging_parts_take_the_steps_one_thread_takes() {
        // Three threads, each with its own run, against one run computing all three parts.
        let (mut alone, mut pooled) = (reverse(3), reverse(3));
        let others = Threads {
            runs: RefCell::new((0..2).map(|_| (reverse(3), OwnPart::default())).collect()),
            computed: RefCell::new(Vec::new()),
        };
        // Each thread starts from weights of its own: the first step's parameters set them.
        for (run, _) in others.runs.borrow_mut().iter_mut() {
            for (_, p) in run.trainer.model.params_mut() {
                p.fill(0.5);
            }
        }
        let pooled_stepper = Pooled(others);
        for wanted in [3, 5] {
            let want = pollster::block_on(alone.chunk(wanted, false, &InTurn)).unwrap();
            let got = pollster::block_on(pooled.chunk(wanted, false, &pooled_stepper)).unwrap();
            assert_eq!(got.losses, want.losses);
        }
        let want = alone.trainer.model.export(&Cpu).unwrap().tensors;
        assert!(pooled.trainer.model.export(&Cpu).unwrap().tensors == want);
        for (run, _) in pooled_stepper.0.runs.borrow().iter() {
            assert!(
                run.trainer.model.export(&Cpu).unwrap().tensors == want,
                "each thread's copy"
            );
        }
    }

    #[test]
    fn a_thread_refuses_parts_out_of_turn_and_gradients_of_another_model() {
        let mut run = reverse(3);
        let mut own = OwnPart::default();
        let e = own
            .compute::<Vec<f32>>(&mut run.trainer, 2, 1, None)
            .err()
            .unwrap();
        assert!(e
            .to_string()
            .contains("is at step 0, so it cannot compute a part of step 2"));
        let e = own
            .compute::<Vec<f32>>(&mut run.trainer, 1, 3, None)
            .err()
            .unwrap();
        assert!(
            e.to_string()
                .contains("step 1 has 3 parts, so there is no part 3"),
            "{e}"
        );
        let e = own
            .finish::<Vec<f32>>(&mut run.trainer, 1, Vec::new())
            .err()
            .unwrap();
        assert!(e.to_string().contains("no part of step 1"), "{e}");
        let (loss, grads) = own
            .compute::<Vec<f32>>(&mut run.trainer, 1, 1, None)
            .unwrap();
        assert!(loss.is_finite());
        let short = grads[1..].to_vec();
        let e = own
            .finish(&mut run.trainer, 1, vec![(0, loss, short)])
            .err()
            .unwrap();
        assert!(e.to_string().contains("gradients hold"), "{e}");
    }

    #[test]
    fn parameters_cross_and_come_back_the_same() {
        let (mut a, mut b) = (reverse(1), reverse(1));
        for (_, p) in b.trainer.model.params_mut() {
            p.fill(0.0);
        }
        let flat: Vec<f32> = params_to_flat(&mut a.trainer.model).unwrap();
        load_params(&mut b.trainer.model, &flat).unwrap();
        let (want, got) = (a.trainer.model.export(&Cpu), b.trainer.model.export(&Cpu));
        assert!(want.unwrap().tensors == got.unwrap().tensors);
        let e = load_params(&mut b.trainer.model, &flat[1..].to_vec())
            .err()
            .unwrap();
        assert!(e.to_string().contains("the parameters hold"), "{e}");
    }
}
