//! Weights files: safetensors, little-endian f32 (or f16 to ship a model in half the bytes),
//! PyTorch `nn.Transformer` tensor names, with the model's `config` (and optionally `vocab` and
//! `task`) in the metadata. See DESIGN.md's weights format: a file PyTorch writes with these
//! names loads here, and a file written here loads in PyTorch. The model computes in f32 whatever
//! the file stores.

use std::collections::{BTreeMap, HashMap};

use std::io::Read;

use safetensors::tensor::{Metadata, TensorView};
use safetensors::{Dtype, SafeTensorError, SafeTensors};

use crate::data::Vocabs;
use crate::error::{Error, Result, Said};
use crate::model::config::{MAX_FILE_BYTES, MAX_HEADER_BYTES};
use crate::model::params::check_shapes;
use crate::model::{Config, HostParams};

/// Everything a weights file holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Weights {
    pub config: Config,
    pub vocab: Option<Vocabs>,
    /// Other metadata (`task`, `command`, ...), kept as it is.
    pub extra: BTreeMap<String, String>,
    pub params: HostParams,
}

/// Why safetensors refused a file, as the page's catalogues say it (`core-weights-*`).
pub(crate) fn refusal(e: SafeTensorError) -> Said {
    match e {
        SafeTensorError::HeaderTooSmall => Said::new("weights-too-short", vec![]),
        SafeTensorError::HeaderTooLarge => header_too_large(),
        SafeTensorError::InvalidHeaderLength => Said::new("weights-header-past-end", vec![]),
        SafeTensorError::MetadataIncompleteBuffer => Said::new("weights-incomplete", vec![]),
        other => header_invalid(other),
    }
}

/// A header that is not safetensors' JSON; `why` is the parser's own words.
pub(crate) fn header_invalid(why: impl std::fmt::Display) -> Said {
    Said::new(
        "weights-header-invalid",
        vec![("detail", why.to_string().into())],
    )
}

/// A header longer than [`MAX_HEADER_BYTES`].
pub(crate) fn header_too_large() -> Said {
    Said::new(
        "weights-header-too-large",
        vec![("max", MAX_HEADER_BYTES.into())],
    )
}

fn describe(e: SafeTensorError) -> Error {
    refusal(e).weights_error(None)
}

/// What a weights file's header says, checked against its config: everything but the tensors'
/// values. `attend info` reads only this.
#[derive(Clone, Debug, PartialEq)]
pub struct Header {
    pub config: Config,
    pub vocab: Option<Vocabs>,
    /// Other metadata (`task`, `command`, ...), kept as it is.
    pub extra: BTreeMap<String, String>,
    /// Bytes of the header's JSON, and of tensor data after it.
    pub header_bytes: usize,
    pub data_bytes: usize,
}

/// Refuses a file (or header) larger than the format's limits, which every save respects too.
fn check_size(header_bytes: u64, file_bytes: u64) -> Result<()> {
    if header_bytes > MAX_HEADER_BYTES {
        return Err(header_too_large().weights_error(None));
    }
    if file_bytes > MAX_FILE_BYTES {
        return Err(Said::new(
            "weights-too-large",
            vec![("bytes", file_bytes.into()), ("max", MAX_FILE_BYTES.into())],
        )
        .weights_error(None));
    }
    Ok(())
}

impl Header {
    /// Reads the config and metadata, and checks every tensor's name, dtype and shape against
    /// the config. Never panics; every problem is an [`Error::Weights`] or [`Error::Config`].
    fn from_metadata(file: &Metadata, header_bytes: usize) -> Result<Self> {
        let mut meta: BTreeMap<String, String> = file
            .metadata()
            .clone()
            .unwrap_or_default()
            .into_iter()
            .collect();
        let config_json = meta
            .remove("config")
            .ok_or_else(|| Said::new("weights-no-config", vec![]).weights_error(None))?;
        let config = Config::from_json(&config_json)?;
        let vocab = match meta.remove("vocab") {
            Some(json) => {
                let v = Vocabs::from_json(&json)?;
                if v.src.len() != config.src_vocab_size || v.tgt.len() != config.tgt_vocab_size {
                    let args = vec![
                        ("src", v.src.len().into()),
                        ("tgt", v.tgt.len().into()),
                        ("config_src", config.src_vocab_size.into()),
                        ("config_tgt", config.tgt_vocab_size.into()),
                    ];
                    return Err(Said::new("weights-vocab-sizes", args).weights_error(None));
                }
                Some(v)
            }
            None => None,
        };
        let tensors = file.tensors();
        let found = tensors
            .iter()
            .map(|(n, info)| (n.as_str(), info.shape.as_slice()));
        check_shapes(&config.param_specs(), found)?;
        if let Some((name, info)) = tensors
            .iter()
            .find(|(_, info)| !matches!(info.dtype, Dtype::F32 | Dtype::F16 | Dtype::BF16))
        {
            return Err(dtype_refused(name, info.dtype).weights_error(None));
        }
        Ok(Header {
            config,
            vocab,
            extra: meta,
            header_bytes,
            data_bytes: file.data_len(),
        })
    }

    /// Reads and checks the header of the weights file at `path`, and that the file's length
    /// matches it, without reading the tensors.
    pub fn read(path: &str) -> Result<Self> {
        #[cfg(feature = "hub")]
        if std::path::Path::new(path).is_dir() {
            return Header::of_folder(path);
        }
        let io = |source| Error::Io {
            path: path.to_string(),
            source,
        };
        let mut file = std::fs::File::open(path).map_err(io)?;
        let file_bytes = file.metadata().map_err(io)?.len();
        let mut prefix = [0u8; 8];
        file.read_exact(&mut prefix)
            .map_err(|_| describe(SafeTensorError::HeaderTooSmall))?;
        let n = u64::from_le_bytes(prefix);
        check_size(n, 0)?;
        let mut header = Vec::new();
        file.take(n).read_to_end(&mut header).map_err(io)?;
        if header.len() as u64 != n {
            return Err(describe(SafeTensorError::InvalidHeaderLength));
        }
        let metadata: Metadata =
            serde_json::from_slice(&header).map_err(|e| header_invalid(e).weights_error(None))?;
        let h = Header::from_metadata(&metadata, header.len())?;
        check_size(n, 8 + n + h.data_bytes as u64)?;
        if 8 + n + h.data_bytes as u64 != file_bytes {
            return Err(describe(SafeTensorError::MetadataIncompleteBuffer));
        }
        Ok(h)
    }
}

#[cfg(feature = "hub")]
impl Header {
    /// A Hugging Face model folder's header: its weights read whole and checked (its tensors may
    /// be in half precision or a pickle, whose header says less).
    fn of_folder(path: &str) -> Result<Self> {
        let folder = crate::hf::folder::Folder::read_dir(path)?;
        let on_disk = folder.safetensors.as_ref().and_then(|s| s.bytes().ok());
        let data_bytes = match (on_disk, folder.get(crate::hf::folder::PYTORCH_BIN)) {
            (Some(len), _) => len as usize,
            (None, Some(bytes)) => bytes.len(),
            (None, None) => 0,
        };
        let w = folder.weights()?;
        Ok(Header {
            config: w.config,
            vocab: w.vocab,
            extra: w.extra,
            header_bytes: 0,
            data_bytes,
        })
    }
}

impl Weights {
    /// Parses and validates a weights file held in memory. Never panics; every problem is an
    /// [`Error::Weights`] or [`Error::Config`] that names it.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self> {
        let (n, metadata) = SafeTensors::read_metadata(bytes).map_err(describe)?;
        check_size(n as u64, bytes.len() as u64)?;
        // Names, dtypes and shapes are checked against the config before any data is converted.
        let header = Header::from_metadata(&metadata, n)?;
        let file = SafeTensors::deserialize(bytes).map_err(describe)?;
        let mut params = HostParams::default();
        let mut names = file.names();
        names.sort_unstable(); // names are unique: the order a stable sort gives, with less code
        for name in names {
            let view = file.tensor(name).map_err(describe)?;
            let data = to_f32(view.dtype(), view.data())
                .expect("the header's check let only float dtypes through");
            check_finite(None, name, &data)?;
            params.tensors.insert(
                name.to_string(),
                crate::backend::tensor::from_vec(view.shape(), data)?,
            );
        }
        Ok(Weights {
            config: header.config,
            vocab: header.vocab,
            extra: header.extra,
            params,
        })
    }

    /// Reads and validates a weights file. The header is read and checked first, so no more is
    /// ever read than the size it declares (itself at most the format's largest file): a file
    /// that never ends (`/dev/zero`) or claims absurd sizes costs nothing. A folder is read as a
    /// Hugging Face model folder ([`crate::hf`]).
    pub fn load(path: &str) -> Result<Self> {
        #[cfg(feature = "hub")]
        if std::path::Path::new(path).is_dir() {
            return crate::hf::folder::Folder::read_dir(path)?.weights();
        }
        let header = Header::read(path)?;
        let declared = (8 + header.header_bytes + header.data_bytes) as u64;
        let bytes = crate::files::read_bounded(path, declared).map_err(|e| match e {
            Error::Input(why) => Error::Weights(why),
            other => other,
        })?;
        Weights::from_bytes(&bytes)
    }

    /// The file's bytes, every tensor stored in f32.
    pub fn to_bytes(&self) -> Result<Vec<u8>> {
        self.to_bytes_as(Storage::F32)
    }

    /// The file's bytes, every tensor stored as `storage` says.
    pub fn to_bytes_as(&self, storage: Storage) -> Result<Vec<u8>> {
        self.params.check_against(&self.config)?;
        let mut meta: HashMap<String, String> = self.extra.clone().into_iter().collect();
        meta.insert("config".into(), self.config.to_json());
        if let Some(v) = &self.vocab {
            meta.insert("vocab".into(), v.to_json());
        }
        // Each tensor's numbers are viewed as their bytes where they lie (f32 is little-endian
        // here, as safetensors stores it): the file is the one copy made, so writing a model
        // the size of the Opus-MT base shape takes its size once more, not twice.
        const _: () = assert!(
            cfg!(target_endian = "little"),
            "safetensors is little-endian"
        );
        let standard: Vec<_> = self
            .params
            .tensors
            .iter()
            .map(|(name, t)| (name.as_str(), t.as_standard_layout()))
            .collect();
        let halves = match storage {
            Storage::F32 => Vec::new(),
            Storage::F16 => standard
                .iter()
                .map(|(name, t)| to_f16(name, t.as_slice().expect("contiguous")))
                .collect::<Result<Vec<_>>>()?,
        };
        let views = standard
            .iter()
            .enumerate()
            .map(|(i, (name, t))| {
                let data = t
                    .as_slice()
                    .expect("a standard-layout tensor is contiguous");
                let (dtype, bytes): (Dtype, &[u8]) = match storage {
                    Storage::F32 => (Dtype::F32, bytemuck::cast_slice(data)),
                    Storage::F16 => (Dtype::F16, bytemuck::cast_slice(&halves[i])),
                };
                TensorView::new(dtype, t.shape().to_vec(), bytes).map(|v| (*name, v))
            })
            .collect::<std::result::Result<Vec<_>, _>>()
            .map_err(describe)?;
        let bytes = safetensors::serialize(views, Some(meta)).map_err(describe)?;
        let header = u64::from_le_bytes(bytes[..8].try_into().expect("an 8-byte prefix"));
        check_size(header, bytes.len() as u64)?;
        Ok(bytes)
    }

    /// Writes the file atomically: an existing file at `path` is replaced whole or not at all.
    pub fn save(&self, path: &str) -> Result<()> {
        self.save_as(path, Storage::F32)
    }

    /// [`Weights::save`], every tensor stored as `storage` says.
    pub fn save_as(&self, path: &str, storage: Storage) -> Result<()> {
        crate::files::write_atomic(path, &self.to_bytes_as(storage)?)
    }
}

/// How a file stores its tensors' numbers. The model computes in f32 either way: f16 halves a
/// file (the page's shipped models) at the cost of the digits past f16's eleven bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    F32,
    F16,
}

/// A tensor's values as f16 (IEEE half precision, rounded to nearest). A value beyond f16's
/// range (65,504) is refused, naming the tensor: it would become an infinity.
fn to_f16(name: &str, values: &[f32]) -> Result<Vec<u16>> {
    values
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            let h = half::f16::from_f32(v);
            if h.is_infinite() {
                let args = vec![
                    ("tensor", name.into()),
                    ("value", v.to_string().into()),
                    ("index", i.into()),
                ];
                return Err(Said::new("weights-f16-range", args).weights_error(None));
            }
            Ok(h.to_bits())
        })
        .collect()
}

/// A tensor's values as f32, from little-endian bytes of `dtype`; `None` for a dtype that is
/// not a float attend reads.
pub fn to_f32(dtype: Dtype, bytes: &[u8]) -> Option<Vec<f32>> {
    let pairs = || {
        bytes
            .chunks_exact(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]))
    };
    Some(match dtype {
        Dtype::F32 => bytes
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
        Dtype::F16 => pairs().map(|b| half::f16::from_bits(b).to_f32()).collect(),
        Dtype::BF16 => pairs().map(|b| half::bf16::from_bits(b).to_f32()).collect(),
        _ => return None,
    })
}

/// A tensor of `dtype`, which attend does not read (it reads F32, F16 and BF16), refused.
pub fn dtype_refused(name: &str, dtype: Dtype) -> Said {
    let dtype = format!("{dtype:?}");
    Said::new(
        "weights-dtype",
        vec![("tensor", name.into()), ("dtype", dtype.into())],
    )
}

/// Refuses a tensor holding NaN or an infinity, naming the file (where a folder holds several),
/// the tensor and where.
pub fn check_finite(file: Option<&str>, name: &str, values: &[f32]) -> Result<()> {
    match values.iter().position(|v| !v.is_finite()) {
        Some(i) => {
            let args = vec![
                ("tensor", name.into()),
                ("value", values[i].to_string().into()),
                ("index", i.into()),
            ];
            Err(Said::new("weights-non-finite", args).weights_error(file))
        }
        None => Ok(()),
    }
}
