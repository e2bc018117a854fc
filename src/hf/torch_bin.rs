//! `pytorch_model.bin`: the tensors of a state dict that `torch.save` wrote, read without running
//! its pickle. The file is a zip archive of `<root>/data.pkl` (a pickle naming each tensor's
//! storage, offset, shape and strides), `<root>/data/<key>` (each storage's raw bytes),
//! `<root>/byteorder` and a few more entries; its `pickle` module reads `data.pkl` with a fixed list of
//! opcodes and globals, and refuses anything a state dict does not hold.

mod pickle;

use std::collections::BTreeMap;
use std::io::{Cursor, Read};

use zip::result::ZipError;
use zip::ZipArchive;

use crate::error::{Error, Result};
use crate::model::config::{MAX_FILE_BYTES, MAX_PARAMS};
use pickle::{StorageType, TensorRef, Value, MAX_PICKLE_BYTES};

/// The element types attend converts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DType {
    /// `torch.float32`
    F32,
    /// `torch.float16`
    F16,
    /// `torch.bfloat16`
    BF16,
}

impl DType {
    /// Bytes per element.
    fn size(self) -> usize {
        match self {
            DType::F32 => 4,
            DType::F16 | DType::BF16 => 2,
        }
    }

    /// The little-endian values of a storage, as f32 (exactly: every f16 and bf16 is an f32).
    fn decode(self, raw: &[u8]) -> Vec<f32> {
        match self {
            DType::F32 => raw
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
            DType::F16 => raw
                .chunks_exact(2)
                .map(|c| half::f16::from_le_bytes([c[0], c[1]]).to_f32())
                .collect(),
            DType::BF16 => raw
                .chunks_exact(2)
                .map(|c| half::bf16::from_le_bytes([c[0], c[1]]).to_f32())
                .collect(),
        }
    }
}

/// One tensor of a state dict: its stored element type, and its values as f32 in row-major
/// order.
#[derive(Clone, Debug, PartialEq)]
pub struct TorchTensor {
    /// The element type the file stores.
    pub dtype: DType,
    /// Its size along each dimension; `[]` for a scalar.
    pub shape: Vec<usize>,
    /// Its values, converted to f32, as many as the shape's product.
    pub values: Vec<f32>,
}

/// The first bytes of a pickle in the legacy (before PyTorch 1.6) format: protocol 2, then the
/// magic number 0x1950a86a20f9469cfc6c as a 10-byte LONG1.
const LEGACY_MAGIC: [u8; 14] = [
    0x80, 0x02, 0x8a, 0x0a, 0x6c, 0xfc, 0x9c, 0x46, 0xf9, 0x20, 0x6a, 0xa8, 0x50, 0x19,
];

/// A `torch.save` archive held in memory.
type Archive<'b> = ZipArchive<Cursor<&'b [u8]>>;

/// The longest `byteorder` entry read.
const MAX_BYTEORDER_BYTES: u64 = 16;

/// Reads the tensors of a state dict that `torch.save` wrote (`pytorch_model.bin`); `file` names
/// it in errors. Never runs the pickle, never panics: a malformed archive, a pickle holding
/// anything but tensors, an element type other than f32, f16 and bf16, or a view outside its
/// storage is an [`Error::Weights`] that says which.
pub fn read_state_dict(bytes: &[u8], file: &str) -> Result<BTreeMap<String, TorchTensor>> {
    let bad = |why: String| Error::Weights(format!("{file}: {why}"));
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(bad(format!(
            "the file is {} bytes; files over {MAX_FILE_BYTES} bytes are refused",
            bytes.len()
        )));
    }
    if bytes.starts_with(&LEGACY_MAGIC) {
        return Err(bad(
            "this is PyTorch's legacy format (torch.save before PyTorch 1.6, or with \
             _use_new_zipfile_serialization=False), which attend does not read; re-save it with \
             a current PyTorch (torch.save(torch.load(path, weights_only=True), path)) or use \
             the model's model.safetensors"
                .to_string(),
        ));
    }
    let mut archive = ZipArchive::new(Cursor::new(bytes)).map_err(|e| {
        bad(format!(
            "not a zip archive as torch.save writes, or a truncated one ({e})"
        ))
    })?;
    let root = root(&archive).map_err(bad)?;
    check_byteorder(&mut archive, &root).map_err(bad)?;
    let pkl =
        read_entry(&mut archive, &format!("{root}/data.pkl"), MAX_PICKLE_BYTES).map_err(bad)?;
    let value = pickle::load(&pkl).map_err(|why| bad(format!("{root}/data.pkl: {why}")))?;
    let refs = tensor_refs(value).map_err(bad)?;

    let by_storage = plan(&refs).map_err(bad)?;
    read_tensors(&mut archive, &root, by_storage, bytes.len() as u64).map_err(bad)
}

/// The tensors of each storage, with their element types, once everything the pickle says of
/// them is checked: before any storage is read.
type Plan<'r> = BTreeMap<&'r str, Vec<(&'r str, DType, &'r TensorRef)>>;

/// Checks every tensor's element type and view, and groups the tensors by storage.
fn plan(refs: &BTreeMap<String, TensorRef>) -> std::result::Result<Plan<'_>, String> {
    let mut total = 0usize;
    let mut by_storage = Plan::new();
    for (name, t) in refs {
        let dtype = dtype(name, t.storage.kind)?;
        total = total
            .checked_add(check_view(name, t)?)
            .filter(|&total| total <= MAX_PARAMS)
            .ok_or_else(|| format!("the tensors hold more than {MAX_PARAMS} values in all"))?;
        by_storage
            .entry(&t.storage.key)
            .or_default()
            .push((name, dtype, t));
    }
    Ok(by_storage)
}

/// Reads each storage once, however many tensors view it (tied weights, slices), and gathers
/// the values of each of its tensors. No entry is longer than the file, `file_bytes`.
fn read_tensors(
    archive: &mut Archive<'_>,
    root: &str,
    plan: Plan<'_>,
    file_bytes: u64,
) -> std::result::Result<BTreeMap<String, TorchTensor>, String> {
    let mut tensors = BTreeMap::new();
    for (key, users) in plan {
        let Some(&(first, dtype, t)) = users.first() else {
            continue;
        };
        let numel = t.storage.numel;
        if let Some((other, ..)) = users
            .iter()
            .find(|(_, d, u)| *d != dtype || u.storage.numel != numel)
        {
            return Err(format!(
                "tensors {first} and {other} view storage {key} with different types or lengths"
            ));
        }
        let values = storage_values(archive, root, key, dtype, numel, file_bytes)
            .map_err(|why| format!("tensor {first}: {why}"))?;
        for (name, dtype, t) in users {
            let tensor = TorchTensor {
                dtype,
                shape: t.shape.clone(),
                values: gather(&values, t).map_err(|why| format!("tensor {name}: {why}"))?,
            };
            tensors.insert(name.to_string(), tensor);
        }
    }
    Ok(tensors)
}

/// The folder of the archive that holds `data.pkl` (torch.save names it after the file).
fn root(archive: &Archive<'_>) -> std::result::Result<String, String> {
    let mut roots = archive
        .file_names()
        .filter_map(|n| n.strip_suffix("/data.pkl"))
        .filter(|r| !r.contains('/'));
    match (roots.next(), roots.next()) {
        (Some(root), None) => Ok(root.to_string()),
        (None, _) => Err("the archive has no <name>/data.pkl: not a file torch.save wrote".into()),
        (Some(a), Some(b)) => Err(format!(
            "the archive holds two pickles ({a}/data.pkl and {b}/data.pkl); torch.save writes one"
        )),
    }
}

/// Refuses an archive whose storages are big-endian. One without a `byteorder` entry (before
/// PyTorch 1.10) was written little-endian, as every machine PyTorch runs on is.
fn check_byteorder(archive: &mut Archive<'_>, root: &str) -> std::result::Result<(), String> {
    let name = format!("{root}/byteorder");
    if archive.index_for_name(&name).is_none() {
        return Ok(());
    }
    match read_entry(archive, &name, MAX_BYTEORDER_BYTES)?.as_slice() {
        b"little" => Ok(()),
        b"big" => Err(format!(
            "{name} says \"big\": the tensors are stored big-endian, and attend reads only \
             little-endian archives (re-save the state dict on a little-endian machine)"
        )),
        other => Err(format!(
            "{name} says {:?}, neither \"little\" nor \"big\"",
            String::from_utf8_lossy(other)
        )),
    }
}

/// Entry `name` of the archive, not yet read.
fn open<'a, 'b>(
    archive: &'a mut Archive<'b>,
    name: &str,
) -> std::result::Result<zip::read::ZipFile<'a, Cursor<&'b [u8]>>, String> {
    archive.by_name(name).map_err(|e| match e {
        ZipError::FileNotFound => format!("the archive has no entry {name}"),
        ZipError::UnsupportedArchive(why) => format!(
            "entry {name}: {why} (torch.save stores its entries uncompressed, which is all \
             attend reads)"
        ),
        other => format!("entry {name}: {other}"),
    })
}

/// The bytes of one entry, refused unread if it declares more than `limit`.
fn read_entry(
    archive: &mut Archive<'_>,
    name: &str,
    limit: u64,
) -> std::result::Result<Vec<u8>, String> {
    let mut entry = open(archive, name)?;
    let n = entry.size();
    if n > limit {
        return Err(format!(
            "entry {name} is {n} bytes; at most {limit} are read"
        ));
    }
    let mut buf = Vec::new();
    buf.try_reserve_exact(n as usize)
        .map_err(|_| format!("entry {name}: cannot allocate {n} bytes"))?;
    // One byte more than declared: the read that finds the end is the one that checks the CRC.
    (&mut entry)
        .take(n + 1)
        .read_to_end(&mut buf)
        .map_err(|e| format!("entry {name} cannot be read (truncated or corrupt?): {e}"))?;
    if buf.len() as u64 != n {
        return Err(format!(
            "entry {name} holds {} bytes, but its header says {n}",
            buf.len()
        ));
    }
    Ok(buf)
}

/// The tensors of the state dict the pickle built: a dict of names to tensors.
fn tensor_refs(value: Value) -> std::result::Result<BTreeMap<String, TensorRef>, String> {
    let Value::Dict(items) = value else {
        return Err(format!(
            "the pickle holds {}, not a state dict (a dict of tensors)",
            value.kind()
        ));
    };
    items
        .into_iter()
        .map(|(k, v)| match (k, v) {
            (Value::Str(name), Value::Tensor(t)) => Ok((name, *t)),
            (Value::Str(name), other) => Err(format!(
                "entry {name} of the state dict is {}, not a tensor",
                other.kind()
            )),
            (other, _) => Err(format!(
                "the state dict has a key that is {}, not a string",
                other.kind()
            )),
        })
        .collect()
}

/// The element type of a storage class, or why it is refused.
fn dtype(name: &str, kind: StorageType) -> std::result::Result<DType, String> {
    match kind {
        StorageType::Float => Ok(DType::F32),
        StorageType::Half => Ok(DType::F16),
        StorageType::BFloat16 => Ok(DType::BF16),
        StorageType::Other(class) => Err(format!(
            "tensor {name} is stored as torch.{class}; attend reads only float32, float16 and \
             bfloat16 tensors"
        )),
    }
}

/// Checks that every element of the view lies inside its storage; its number of elements.
fn check_view(name: &str, t: &TensorRef) -> std::result::Result<usize, String> {
    let outside = || {
        format!(
            "tensor {name} (shape {:?}, strides {:?}, offset {}) reaches outside its storage of \
             {} elements",
            t.shape, t.stride, t.offset, t.storage.numel
        )
    };
    let count = t
        .shape
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(d))
        .filter(|&n| n <= MAX_PARAMS)
        .ok_or_else(|| format!("tensor {name} of shape {:?} is too large", t.shape))?;
    if count == 0 {
        return Ok(0);
    }
    let last = t
        .shape
        .iter()
        .zip(&t.stride)
        .try_fold(t.offset, |end, (&d, &s)| {
            (d - 1)
                .checked_mul(s)
                .and_then(|step| end.checked_add(step))
        })
        .ok_or_else(outside)?;
    if last >= t.storage.numel {
        return Err(outside());
    }
    Ok(count)
}

/// All the values of storage `key`, read from its entry once its size is checked against the
/// storage's and the file's.
fn storage_values(
    archive: &mut Archive<'_>,
    root: &str,
    key: &str,
    dtype: DType,
    numel: usize,
    file_bytes: u64,
) -> std::result::Result<Vec<f32>, String> {
    let name = format!("{root}/data/{key}");
    let want = numel
        .checked_mul(dtype.size())
        .filter(|&want| want as u64 <= file_bytes)
        .ok_or_else(|| {
            format!("its storage of {numel} {dtype:?} elements is larger than the file")
        })?;
    let found = open(archive, &name)?.size();
    if found != want as u64 {
        return Err(format!(
            "entry {name} is {found} bytes, but a storage of {numel} {dtype:?} elements is {want}"
        ));
    }
    Ok(dtype.decode(&read_entry(archive, &name, want as u64)?))
}

/// The values of a view of a storage, in row-major order. The view was checked to lie inside.
fn gather(storage: &[f32], t: &TensorRef) -> std::result::Result<Vec<f32>, String> {
    let count: usize = t.shape.iter().product();
    let mut out = Vec::new();
    out.try_reserve_exact(count)
        .map_err(|_| format!("cannot allocate {count} values"))?;
    if count == 0 {
        return Ok(out);
    }
    let inside = "a view reaches outside its storage".to_string();
    // Walk the indices like an odometer, the last dimension fastest; `pos` follows in the
    // storage and never leaves the checked span.
    let mut index = vec![0usize; t.shape.len()];
    let mut pos = t.offset;
    for _ in 0..count {
        out.push(*storage.get(pos).ok_or_else(|| inside.clone())?);
        for d in (0..t.shape.len()).rev() {
            if index[d] + 1 < t.shape[d] {
                index[d] += 1;
                pos += t.stride[d];
                break;
            }
            pos -= t.stride[d] * index[d];
            index[d] = 0;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use zip::write::SimpleFileOptions;

    /// A zip archive of the given entries, stored uncompressed as torch.save stores them.
    fn archive(entries: &[(&str, &[u8])]) -> Vec<u8> {
        let mut w = zip::ZipWriter::new(Cursor::new(Vec::new()));
        let options =
            SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
        for (name, data) in entries {
            w.start_file(*name, options).unwrap();
            w.write_all(data).unwrap();
        }
        w.finish().unwrap().into_inner()
    }

    fn unicode(s: &str) -> Vec<u8> {
        let mut b = vec![b'X'];
        b.extend((s.len() as u32).to_le_bytes());
        b.extend(s.as_bytes());
        b
    }

    fn ints(values: &[u8]) -> Vec<u8> {
        let mut b = vec![b'('];
        for v in values {
            b.extend([b'K', *v]);
        }
        b.push(b't');
        b
    }

    /// The pickle of `{"w": tensor}` as torch.save writes it: a FloatStorage "0" of `numel`
    /// elements, viewed from `offset` with `shape` and `stride`.
    fn state_dict_pickle(numel: i32, offset: u8, shape: &[u8], stride: &[u8]) -> Vec<u8> {
        let mut b = vec![0x80, 2, b'}', b'('];
        b.extend(unicode("w"));
        b.extend(b"ctorch._utils\n_rebuild_tensor_v2\n((");
        b.extend(unicode("storage"));
        b.extend(b"ctorch\nFloatStorage\n");
        b.extend(unicode("0"));
        b.extend(unicode("cpu"));
        b.push(b'J');
        b.extend(numel.to_le_bytes());
        b.extend([b't', b'Q', b'K', offset]);
        b.extend(ints(shape));
        b.extend(ints(stride));
        b.extend(b"\x89ccollections\nOrderedDict\n)Rt");
        b.extend(b"Ru.");
        b
    }

    fn f32_bytes(values: &[f32]) -> Vec<u8> {
        values.iter().flat_map(|v| v.to_le_bytes()).collect()
    }

    fn read(bytes: &[u8]) -> std::result::Result<BTreeMap<String, TorchTensor>, String> {
        read_state_dict(bytes, "model.bin").map_err(|e| {
            let m = e.to_string();
            assert!(m.starts_with("weights: model.bin: "), "{m}");
            m
        })
    }

    fn refused(bytes: &[u8], phrase: &str) {
        let m = read(bytes).expect_err(phrase);
        assert!(m.contains(phrase), "{m:?} lacks {phrase:?}");
    }

    #[test]
    fn a_hand_made_archive_reads() {
        let pkl = state_dict_pickle(6, 1, &[2, 2], &[1, 2]);
        let data = f32_bytes(&[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]);
        let file = archive(&[
            ("m/data.pkl", &pkl),
            ("m/byteorder", b"little"),
            ("m/data/0", &data),
        ]);
        let w = &read(&file).unwrap()["w"];
        assert_eq!(w.dtype, DType::F32);
        assert_eq!(w.shape, [2, 2]);
        assert_eq!(w.values, [1.0, 3.0, 2.0, 4.0]);
    }

    #[test]
    fn every_truncation_of_a_real_file_is_refused() {
        let file = include_bytes!("../../tests/reference/torch_bin/f32.bin");
        assert!(read(file).is_ok());
        for n in 0..file.len() {
            assert!(read(&file[..n]).is_err(), "{n} bytes");
        }
    }

    #[test]
    fn every_changed_byte_of_a_real_file_reads_or_is_refused() {
        let file = include_bytes!("../../tests/reference/torch_bin/views.bin");
        for i in 0..file.len() {
            for v in [0x00, 0xff, file[i] ^ 0x01, b'(', b'R'] {
                let mut changed = file.to_vec();
                changed[i] = v;
                let _ = read_state_dict(&changed, "views.bin");
            }
        }
    }

    #[test]
    fn an_archive_without_a_pickle_is_refused() {
        refused(&archive(&[("m/data/0", b"1234")]), "no <name>/data.pkl");
        refused(b"not a zip", "not a zip archive");
    }

    #[test]
    fn a_big_endian_archive_is_refused() {
        let pkl = state_dict_pickle(1, 0, &[1], &[1]);
        let data = f32_bytes(&[1.0]);
        let file = archive(&[
            ("m/data.pkl", &pkl),
            ("m/byteorder", b"big"),
            ("m/data/0", &data),
        ]);
        refused(&file, "big-endian");
    }

    #[test]
    fn an_unknown_opcode_is_refused() {
        // 'i' (INST) builds an object by calling a class: never part of a state dict.
        let pkl = b"\x80\x02i__builtin__\nobject\n.";
        refused(&archive(&[("m/data.pkl", pkl)]), "never runs pickled code");
        refused(&archive(&[("m/data.pkl", b"\x80\x02\xff.")]), "opcode 0xff");
    }

    #[test]
    fn huge_declared_lengths_are_refused_before_reading() {
        let pkl = b"\x80\x02X\xff\xff\xff\xff";
        refused(&archive(&[("m/data.pkl", pkl)]), "ends early");
        let pkl = b"\x80\x02\x8c\xff";
        refused(&archive(&[("m/data.pkl", pkl)]), "ends early");
        // A storage of 8 elements whose entry holds 4 bytes.
        let pkl = state_dict_pickle(8, 0, &[1], &[1]);
        let file = archive(&[("m/data.pkl", &pkl), ("m/data/0", b"1234")]);
        refused(
            &file,
            "entry m/data/0 is 4 bytes, but a storage of 8 F32 elements is 32",
        );
        // A storage longer than the whole file, and one of a negative length.
        let pkl = state_dict_pickle(1 << 30, 0, &[1], &[1]);
        let file = archive(&[("m/data.pkl", &pkl), ("m/data/0", b"1234")]);
        refused(&file, "larger than the file");
        let pkl = state_dict_pickle(-1, 0, &[1], &[1]);
        refused(
            &archive(&[("m/data.pkl", &pkl)]),
            "a storage's length is negative (-1)",
        );
        // A shape of 255^8 elements.
        let pkl = state_dict_pickle(1, 0, &[255; 8], &[0; 8]);
        refused(&archive(&[("m/data.pkl", &pkl)]), "too large");
    }

    #[test]
    fn a_storage_too_short_for_its_view_is_refused() {
        let data = f32_bytes(&[1.0, 2.0, 3.0, 4.0]);
        for (offset, shape, stride) in [(0, [5], [1]), (2, [3], [1]), (0, [3], [2])] {
            let pkl = state_dict_pickle(4, offset, &shape, &stride);
            let file = archive(&[("m/data.pkl", &pkl), ("m/data/0", &data)]);
            refused(&file, "reaches outside its storage of 4 elements");
        }
        let pkl = state_dict_pickle(4, 0, &[4], &[1]);
        refused(&archive(&[("m/data.pkl", &pkl)]), "no entry m/data/0");
    }

    #[test]
    fn a_pickle_of_something_else_is_refused() {
        refused(
            &archive(&[("m/data.pkl", b"\x80\x02]q\x00.")]),
            "not a state dict",
        );
        let pkl = b"\x80\x02}(X\x01\x00\x00\x00wK\x01u.";
        refused(
            &archive(&[("m/data.pkl", pkl)]),
            "entry w of the state dict is an int",
        );
    }
}
