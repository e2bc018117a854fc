//! The parameter tree. Every module has one `visit` that names each of its parameters (PyTorch's
//! `state_dict` path, built with [`Path`]), with its shape and initialisation; loading, export,
//! the optimiser's list, the specs and the gradients' names are all walks over it.

use std::collections::BTreeMap;

use ndarray::{concatenate, Axis};

use super::Config;
use crate::backend::tensor::Tensor;
use crate::backend::Backend;
use crate::error::{Arg, Error, Result, Said};
use crate::rng::Rng;

/// How a parameter is initialised (PyTorch's `nn.Transformer._reset_parameters` uses Xavier for
/// every matrix; biases of `nn.Linear` draw from U(-1/sqrt(fan_in), 1/sqrt(fan_in))).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Init {
    /// U(-a, a) with a = sqrt(6 / (fan_in + fan_out)).
    Xavier,
    /// U(-1/sqrt(fan_in), 1/sqrt(fan_in)).
    FanIn(usize),
    Zeros,
    Ones,
}

/// One named parameter of the model.
#[derive(Clone, Debug, PartialEq)]
pub struct ParamSpec {
    pub name: String,
    pub shape: Vec<usize>,
    pub init: Init,
}

/// A dotted parameter path, e.g. `transformer.encoder.layers.0.self_attn`; or, for a walk that
/// wants only the tensors in order, no path at all ([`Path::nameless`]), which builds no names.
#[derive(Clone, Debug)]
pub struct Path(Option<String>);

impl Default for Path {
    /// The root: the empty path.
    fn default() -> Self {
        Path(Some(String::new()))
    }
}

impl Path {
    /// A root whose paths and specs build no names (each spec's name is empty).
    pub fn nameless() -> Path {
        Path(None)
    }

    /// The path one level down, at `part`.
    pub fn at(&self, part: impl std::fmt::Display) -> Path {
        match &self.0 {
            None => Path(None),
            Some(path) if path.is_empty() => Path(Some(part.to_string())),
            Some(path) => Path(Some(format!("{path}.{part}"))),
        }
    }

    /// The spec of the parameter `leaf` under this path.
    pub fn spec(&self, leaf: &str, shape: &[usize], init: Init) -> ParamSpec {
        ParamSpec {
            name: self.at(leaf).0.unwrap_or_default(),
            shape: shape.to_vec(),
            init,
        }
    }
}

/// What a walk over the parameter tree does at each parameter. `'m` is the model's borrow.
pub trait Visitor<'m, B: Backend> {
    /// One parameter tensor and its spec.
    fn param(&mut self, spec: ParamSpec, t: &'m mut B::Tensor) -> Result<()>;

    /// The walk enters a group of parameters: the embeddings, one layer of a stack
    /// (`encoder 0`), a stack's final norm (`decoder norm`) or the generator. The parameters
    /// visited next belong to it, up to the next group. The training panel charts one gradient
    /// norm per group.
    fn group(&mut self, name: &str) {
        let _ = name;
    }

    /// Three tensors the model keeps apart and PyTorch stores as one, stacked on the first axis
    /// (`spec`): attention's W_Q, W_K and W_V, or their biases. By default each part is visited
    /// as a parameter of its own, named `parts[i].0`.
    fn packed(
        &mut self,
        spec: ParamSpec,
        parts: [(ParamSpec, &'m mut B::Tensor); 3],
    ) -> Result<()> {
        let _ = spec;
        for (part, t) in parts {
            self.param(part, t)?;
        }
        Ok(())
    }
}

/// A model's parameters on the host, in PyTorch `state_dict` naming.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HostParams {
    pub tensors: BTreeMap<String, Tensor>,
}

impl HostParams {
    /// Draws every parameter of `config` as PyTorch would (Xavier-uniform matrices), seeded.
    pub fn init(config: &Config, seed: u64) -> Result<Self> {
        config.validate()?;
        let mut rng = Rng::new(seed);
        let mut tensors = BTreeMap::new();
        for spec in &config.param_specs() {
            let n: usize = spec.shape.iter().product();
            let data: Vec<f32> = match spec.init {
                Init::Zeros => vec![0.0; n],
                Init::Ones => vec![1.0; n],
                Init::FanIn(fan_in) => {
                    let a = 1.0 / (fan_in as f32).sqrt();
                    (0..n).map(|_| rng.uniform_in(-a, a)).collect()
                }
                Init::Xavier => {
                    // torch.nn.init.xavier_uniform_: fan_out = shape[0], fan_in = shape[1]
                    let a = (6.0 / (spec.shape[0] + spec.shape[1]) as f32).sqrt();
                    (0..n).map(|_| rng.uniform_in(-a, a)).collect()
                }
            };
            let t = crate::backend::tensor::from_vec(&spec.shape, data)?;
            tensors.insert(spec.name.clone(), t);
        }
        Ok(HostParams { tensors })
    }

    /// Checks that exactly the parameters of `config` are present, each with its shape.
    pub fn check_against(&self, config: &Config) -> Result<()> {
        let found = self.tensors.iter().map(|(n, t)| (n.as_str(), t.shape()));
        check_shapes(&config.param_specs(), found)
    }

    /// Removes and returns the parameter `name`.
    pub fn take(&mut self, name: &str) -> Result<Tensor> {
        self.tensors
            .remove(name)
            .ok_or_else(|| Error::Weights(format!("missing tensor {name}")))
    }
}

/// Checks that `found` (names and shapes) holds exactly the parameters in `specs`, each with
/// its shape: the one check of a weights file's tensors and of parameters about to be loaded.
pub fn check_shapes<'a>(
    specs: &[ParamSpec],
    found: impl IntoIterator<Item = (&'a str, &'a [usize])>,
) -> Result<()> {
    let found: BTreeMap<&str, &[usize]> = by_name(found);
    let missing: Vec<String> = specs
        .iter()
        .filter(|s| !found.contains_key(s.name.as_str()))
        .map(|s| s.name.clone())
        .collect();
    if !missing.is_empty() {
        return Err(Said::new("weights-missing-tensors", named(&missing)).weights_error(None));
    }
    let expected: BTreeMap<&str, &ParamSpec> = by_name(specs.iter().map(|s| (s.name.as_str(), s)));
    let extra: Vec<String> = found
        .keys()
        .filter(|name| !expected.contains_key(*name))
        .map(|name| name.to_string())
        .collect();
    if !extra.is_empty() {
        return Err(Said::new("weights-unexpected-tensors", named(&extra)).weights_error(None));
    }
    for (name, shape) in found {
        let want = &expected[name].shape;
        if shape != want.as_slice() {
            let args = vec![
                ("tensor", name.into()),
                ("shape", format!("{shape:?}").into()),
                ("want", format!("{want:?}").into()),
            ];
            return Err(Said::new("weights-tensor-shape", args).weights_error(None));
        }
    }
    Ok(())
}

/// A map of `(name, value)` pairs, the last value of a name kept, built one insertion at a time.
/// (`collect()` would sort the pairs first, and each sort of a new type adds its own copy of the
/// sorting code to the page's wasm.)
pub(crate) fn by_name<K: Ord, V>(pairs: impl IntoIterator<Item = (K, V)>) -> BTreeMap<K, V> {
    let mut map = BTreeMap::new();
    for (name, value) in pairs {
        map.insert(name, value);
    }
    map
}

/// A message's arguments for a list of tensor `names`: how many (`count`), the first five
/// (`names`) and how many more (`more`).
fn named(names: &[String]) -> Vec<(&'static str, Arg)> {
    const SHOWN: usize = 5;
    let shown = names.iter().take(SHOWN).cloned().collect::<Vec<_>>();
    vec![
        ("count", names.len().into()),
        ("names", shown.join(", ").into()),
        ("more", names.len().saturating_sub(SHOWN).into()),
    ]
}

/// Rows `[i*n, (i+1)*n)` of a packed `[3n, ...]` tensor.
fn third(t: &Tensor, i: usize) -> Tensor {
    let n = t.shape()[0] / 3;
    t.slice_axis(Axis(0), (i * n..(i + 1) * n).into())
        .to_owned()
}

/// W_Q, W_K and W_V (or their biases, or gradients) stacked into PyTorch's packed `in_proj`.
pub(crate) fn pack(name: &str, parts: &[Tensor]) -> Result<Tensor> {
    let views: Vec<_> = parts.iter().map(|t| t.view()).collect();
    concatenate(Axis(0), &views).map_err(|e| Error::Weights(format!("packing {name}: {e}")))
}

/// Collects the specs, packed parameters as PyTorch stores them.
#[derive(Default)]
pub(crate) struct Specs(pub Vec<ParamSpec>);

impl<B: Backend> Visitor<'_, B> for Specs {
    fn param(&mut self, spec: ParamSpec, _: &mut B::Tensor) -> Result<()> {
        self.0.push(spec);
        Ok(())
    }

    fn packed(&mut self, spec: ParamSpec, _: [(ParamSpec, &mut B::Tensor); 3]) -> Result<()> {
        self.0.push(spec);
        Ok(())
    }
}

/// Uploads each parameter from host tensors checked against the specs beforehand.
pub(crate) struct Load<'b, B: Backend> {
    pub backend: &'b B,
    pub params: HostParams,
}

impl<B: Backend> Visitor<'_, B> for Load<'_, B> {
    fn param(&mut self, spec: ParamSpec, t: &mut B::Tensor) -> Result<()> {
        *t = self.backend.upload_owned(self.params.take(&spec.name)?)?;
        Ok(())
    }

    fn packed(&mut self, spec: ParamSpec, parts: [(ParamSpec, &mut B::Tensor); 3]) -> Result<()> {
        let host = self.params.take(&spec.name)?;
        for (i, (_, t)) in parts.into_iter().enumerate() {
            *t = self.backend.upload_owned(third(&host, i))?;
        }
        Ok(())
    }
}

/// Downloads each parameter into host tensors, packed ones stacked as PyTorch stores them.
pub(crate) struct Export<'b, B: Backend> {
    pub backend: &'b B,
    pub out: HostParams,
}

impl<B: Backend> Visitor<'_, B> for Export<'_, B> {
    fn param(&mut self, spec: ParamSpec, t: &mut B::Tensor) -> Result<()> {
        let host = self.backend.download(t)?;
        self.out.tensors.insert(spec.name, host);
        Ok(())
    }

    fn packed(&mut self, spec: ParamSpec, parts: [(ParamSpec, &mut B::Tensor); 3]) -> Result<()> {
        let [q, k, v] = parts.map(|(_, t)| &*t);
        let host = self.backend.download_many(&[q, k, v])?;
        let packed = pack(&spec.name, &host)?;
        self.out.tensors.insert(spec.name, packed);
        Ok(())
    }
}

/// Every parameter with the model's own name for it (W_Q, W_K, W_V apart).
pub(crate) struct Named<'m, T>(pub Vec<(String, &'m mut T)>);

impl<'m, B: Backend> Visitor<'m, B> for Named<'m, B::Tensor> {
    fn param(&mut self, spec: ParamSpec, t: &'m mut B::Tensor) -> Result<()> {
        self.0.push((spec.name, t));
        Ok(())
    }
}

/// Each parameter's name with the name of its group ([`Visitor::group`]).
#[derive(Default)]
pub(crate) struct Grouped {
    group: String,
    pub names: Vec<(String, String)>,
}

impl<'m, B: Backend> Visitor<'m, B> for Grouped {
    fn param(&mut self, spec: ParamSpec, _: &'m mut B::Tensor) -> Result<()> {
        self.names.push((spec.name, self.group.clone()));
        Ok(())
    }

    fn group(&mut self, name: &str) {
        self.group = name.to_string();
    }
}
