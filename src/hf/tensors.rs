//! The tensors of a Hugging Face `model.safetensors`, in f32, f16 or bf16: each converted to
//! f32 (attend computes in f32, as transformers does by default with a half-precision file).

use std::collections::BTreeMap;

use safetensors::{Dtype, SafeTensors};

use crate::backend::tensor::Tensor;
use crate::error::{Error, Result, Said};
use crate::weights::{check_finite, dtype_refused, to_f32};

/// Every tensor of a safetensors file held in memory, as f32, by name. `keep` says which
/// names are wanted (others are not converted).
pub fn read(
    bytes: &[u8],
    file: &str,
    keep: impl Fn(&str) -> bool,
) -> Result<BTreeMap<String, Tensor>> {
    let bad =
        |e: safetensors::SafeTensorError| crate::weights::refusal(e).weights_error(Some(file));
    let st = SafeTensors::deserialize(bytes).map_err(bad)?;
    let mut out = BTreeMap::new();
    for (name, view) in st.tensors() {
        if !keep(&name) {
            continue;
        }
        let values = to_f32(view.dtype(), view.data())
            .ok_or_else(|| dtype_refused(&name, view.dtype()).weights_error(Some(file)))?;
        check_finite(Some(file), &name, &values)?;
        let tensor = crate::backend::tensor::from_vec(view.shape(), values)
            .map_err(|e| Error::Weights(format!("{file}: tensor {name}: {e}")))?;
        out.insert(name, tensor);
    }
    Ok(out)
}

/// [`read`] from a file on disk, one tensor at a time (see [`read_from`]).
pub fn read_file(
    path: &std::path::Path,
    file: &str,
    keep: impl Fn(&str) -> bool,
) -> Result<BTreeMap<String, Tensor>> {
    let place = path.to_string_lossy();
    let mut f = std::fs::File::open(path).map_err(|source| Error::Io {
        path: place.to_string(),
        source,
    })?;
    read_from(&mut f, file, &place, keep)
}

/// Something that reads and seeks: a file on disk, or bytes held elsewhere (the page's copy of a
/// download, in the browser).
pub trait ReadSeek: std::io::Read + std::io::Seek {}
impl<T: std::io::Read + std::io::Seek> ReadSeek for T {}

/// [`read`] from a reader, one tensor at a time: no more is held than the tensors kept and a
/// buffer of [`CHUNK`] bytes (a 300 MB model is never in memory twice). `place` names where the
/// bytes are, for a failing read.
pub fn read_from(
    r: &mut dyn ReadSeek,
    file: &str,
    place: &str,
    keep: impl Fn(&str) -> bool,
) -> Result<BTreeMap<String, Tensor>> {
    use std::io::SeekFrom;
    let bad = |said: Said| said.weights_error(Some(file));
    let io = |source| Error::Io {
        path: place.to_string(),
        source,
    };
    let file_bytes = r.seek(SeekFrom::End(0)).map_err(io)?;
    r.seek(SeekFrom::Start(0)).map_err(io)?;
    let mut prefix = [0u8; 8];
    r.read_exact(&mut prefix)
        .map_err(|_| bad(Said::new("weights-too-short", vec![])))?;
    let n = u64::from_le_bytes(prefix);
    if n > crate::model::config::MAX_HEADER_BYTES {
        return Err(bad(crate::weights::header_too_large()));
    }
    if 8 + n > file_bytes {
        return Err(bad(Said::new("weights-header-past-end", vec![])));
    }
    let mut header = vec![0u8; n as usize];
    r.read_exact(&mut header).map_err(io)?;
    let metadata: safetensors::tensor::Metadata =
        serde_json::from_slice(&header).map_err(|e| bad(crate::weights::header_invalid(e)))?;
    if 8 + n + metadata.data_len() as u64 != file_bytes {
        return Err(bad(Said::new("weights-incomplete", vec![])));
    }
    let mut infos: Vec<(String, &safetensors::tensor::TensorInfo)> = metadata
        .tensors()
        .into_iter()
        .filter(|(name, _)| keep(name))
        .collect();
    infos.sort_by_key(|(_, info)| info.data_offsets.0);
    let mut out = BTreeMap::new();
    let mut chunk = Vec::new();
    for (name, info) in infos {
        let (start, end) = info.data_offsets;
        r.seek(SeekFrom::Start(8 + n + start as u64)).map_err(io)?;
        let values = match info.dtype {
            // f32 in little-endian order is read straight into the tensor's values.
            Dtype::F32 if cfg!(target_endian = "little") => {
                let mut values = vec![0f32; (end - start) / 4];
                r.read_exact(bytemuck::cast_slice_mut(&mut values))
                    .map_err(io)?;
                values
            }
            Dtype::F32 | Dtype::F16 | Dtype::BF16 => {
                chunk.resize(CHUNK, 0);
                let size = if info.dtype == Dtype::F32 { 4 } else { 2 };
                let mut values = Vec::with_capacity((end - start) / size);
                let mut left = end - start;
                while left > 0 {
                    let take = left.min(CHUNK);
                    r.read_exact(&mut chunk[..take]).map_err(io)?;
                    values.extend(to_f32(info.dtype, &chunk[..take]).expect("a float dtype"));
                    left -= take;
                }
                values
            }
            other => return Err(dtype_refused(&name, other).weights_error(Some(file))),
        };
        check_finite(Some(file), &name, &values)?;
        let tensor = crate::backend::tensor::from_vec(&info.shape, values)
            .map_err(|e| Error::Weights(format!("{file}: tensor {name}: {e}")))?;
        out.insert(name, tensor);
    }
    Ok(out)
}

/// The bytes read at a time by [`read_from`] (a multiple of every dtype's size).
pub const CHUNK: usize = 1 << 20;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_precision_converts_exactly() {
        // 1.0, -2.5 and 65504 (f16's largest) in f16; 1.0 and -2.5 in bf16.
        let f16 = [0x00, 0x3c, 0x00, 0xc1, 0xff, 0x7b];
        assert_eq!(to_f32(Dtype::F16, &f16).unwrap(), vec![1.0, -2.5, 65504.0]);
        let bf16 = [0x80, 0x3f, 0x20, 0xc0];
        assert_eq!(to_f32(Dtype::BF16, &bf16).unwrap(), vec![1.0, -2.5]);
        assert!(to_f32(Dtype::I64, &[0; 8]).is_none());
        // f16 NaN (0x7e00) is refused by name.
        let nan = to_f32(Dtype::F16, &[0x00, 0x7e]).unwrap();
        let err = check_finite(Some("model.safetensors"), "lm_head.weight", &nan).unwrap_err();
        let err = crate::words::error(&err);
        assert!(
            err.contains("model.safetensors: tensor lm_head.weight holds a non-finite value (NaN)"),
            "{err}"
        );
    }
}
