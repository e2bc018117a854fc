//! Weights files: safetensors, f32 little-endian, PyTorch `nn.Transformer` tensor names, with the
//! model's `config` (and optionally `vocab` and `task`) in the metadata. See DESIGN.md's weights
//! format: a file PyTorch writes with these names loads here, and a file written here loads in
//! PyTorch.

use std::collections::{BTreeMap, HashMap};

use safetensors::{tensor::TensorView, Dtype, SafeTensorError, SafeTensors};

use crate::data::Vocabs;
use crate::error::{Error, Result};
use crate::model::{Config, HostParams};

/// Files larger than this are refused before they are read.
pub const MAX_FILE_BYTES: u64 = 2 << 30;

/// Everything a weights file holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Weights {
    pub config: Config,
    pub vocab: Option<Vocabs>,
    /// Other metadata (`task`, `command`, ...), kept as it is.
    pub extra: BTreeMap<String, String>,
    pub params: HostParams,
}

fn describe(e: SafeTensorError) -> Error {
    let why = match e {
        SafeTensorError::HeaderTooSmall => "the file is too short to hold a header".to_string(),
        SafeTensorError::HeaderTooLarge => "the header length is absurdly large".to_string(),
        SafeTensorError::InvalidHeaderLength => {
            "the header length points past the end of the file (truncated?)".to_string()
        }
        SafeTensorError::MetadataIncompleteBuffer => {
            "the tensor data does not fill the file exactly (truncated or padded?)".to_string()
        }
        other => other.to_string(),
    };
    Error::Weights(format!("not a valid safetensors file: {why}"))
}

impl Weights {
    /// Parses and validates a weights file held in memory. Never panics; every problem is an
    /// [`Error::Weights`] or [`Error::Config`] that names it.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self> {
        let (_, header) = SafeTensors::read_metadata(bytes).map_err(describe)?;
        let mut meta: BTreeMap<String, String> = header
            .metadata()
            .clone()
            .unwrap_or_default()
            .into_iter()
            .collect();
        let config_json = meta.remove("config").ok_or_else(|| {
            Error::Weights("metadata has no \"config\" entry (see the weights format)".into())
        })?;
        let config = Config::from_json(&config_json)?;
        let vocab = match meta.remove("vocab") {
            Some(json) => {
                let v = Vocabs::from_json(&json)?;
                if v.src.len() != config.src_vocab_size || v.tgt.len() != config.tgt_vocab_size {
                    return Err(Error::Weights(format!(
                        "vocab has {} source and {} target tokens, config says {} and {}",
                        v.src.len(),
                        v.tgt.len(),
                        config.src_vocab_size,
                        config.tgt_vocab_size
                    )));
                }
                Some(v)
            }
            None => None,
        };

        // Check names, dtypes and shapes against the config before converting any data.
        let file = SafeTensors::deserialize(bytes).map_err(describe)?;
        let expected: HashMap<String, Vec<usize>> = config
            .param_specs()
            .into_iter()
            .map(|s| (s.name, s.shape))
            .collect();
        let mut missing: Vec<&String> = expected
            .keys()
            .filter(|k| file.tensor(k).is_err())
            .collect();
        missing.sort();
        if let Some(first) = missing.first() {
            return Err(Error::Weights(format!(
                "{} tensor(s) the config needs are missing, e.g. {first}",
                missing.len()
            )));
        }
        let mut params = HostParams::default();
        let mut names = file.names();
        names.sort();
        for name in names {
            let view = file.tensor(name).map_err(describe)?;
            let Some(shape) = expected.get(name) else {
                return Err(Error::Weights(format!(
                    "unexpected tensor {name} (not part of a model with this config)"
                )));
            };
            if view.dtype() != Dtype::F32 {
                return Err(Error::Weights(format!(
                    "tensor {name} is {:?}; only F32 is supported",
                    view.dtype()
                )));
            }
            if view.shape() != shape.as_slice() {
                return Err(Error::Weights(format!(
                    "tensor {name} has shape {:?}, the config needs {shape:?}",
                    view.shape()
                )));
            }
            let data: Vec<f32> = view
                .data()
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect();
            if let Some(i) = data.iter().position(|v| !v.is_finite()) {
                return Err(Error::Weights(format!(
                    "tensor {name} holds a non-finite value ({}) at flat index {i}",
                    data[i]
                )));
            }
            params
                .tensors
                .insert(name.to_string(), crate::tensor::from_vec(shape, data)?);
        }
        Ok(Weights {
            config,
            vocab,
            extra: meta,
            params,
        })
    }

    /// Reads and validates a weights file.
    pub fn load(path: &str) -> Result<Self> {
        let io = |source| Error::Io {
            path: path.to_string(),
            source,
        };
        let len = std::fs::metadata(path).map_err(io)?.len();
        if len > MAX_FILE_BYTES {
            return Err(Error::Weights(format!(
                "{path} is {len} bytes; files over {MAX_FILE_BYTES} bytes are refused"
            )));
        }
        Weights::from_bytes(&std::fs::read(path).map_err(io)?)
    }

    /// The file's bytes.
    pub fn to_bytes(&self) -> Result<Vec<u8>> {
        self.params.check_against(&self.config)?;
        let mut meta: HashMap<String, String> = self.extra.clone().into_iter().collect();
        meta.insert("config".into(), self.config.to_json());
        if let Some(v) = &self.vocab {
            meta.insert("vocab".into(), v.to_json());
        }
        let bytes: Vec<(String, Vec<u8>, Vec<usize>)> = self
            .params
            .tensors
            .iter()
            .map(|(name, t)| {
                let data = t
                    .as_standard_layout()
                    .iter()
                    .flat_map(|v| v.to_le_bytes())
                    .collect();
                (name.clone(), data, t.shape().to_vec())
            })
            .collect();
        let views = bytes
            .iter()
            .map(|(name, data, shape)| {
                TensorView::new(Dtype::F32, shape.clone(), data).map(|v| (name.as_str(), v))
            })
            .collect::<std::result::Result<Vec<_>, _>>()
            .map_err(describe)?;
        safetensors::serialize(views, Some(meta)).map_err(describe)
    }

    /// Writes the file.
    pub fn save(&self, path: &str) -> Result<()> {
        std::fs::write(path, self.to_bytes()?).map_err(|source| Error::Io {
            path: path.to_string(),
            source,
        })
    }
}
