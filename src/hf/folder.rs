//! A Hugging Face model folder read as a weights file: `config.json`, `model.safetensors` (or,
//! where a repository has only that, `pytorch_model.bin`), the tokenizer's files and
//! `generation_config.json`, mapped once onto attend's model ([`super::names`]).

use std::collections::BTreeMap;

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use super::config::HfConfig;
use super::names::{self, Source};
use super::tensors::ReadSeek;
use crate::backend::tensor::Tensor;
use crate::data::marian::{MarianFiles, MarianTokenizer};
use crate::data::Vocabs;
use crate::error::{Arg, Error, Result, Said};
use crate::model::config::MAX_FILE_BYTES;
use crate::model::Config;
use crate::model::HostParams;
use crate::weights::Weights;

/// The files of a folder that attend reads, with the most bytes each may have.
pub const FILES: [(&str, u64); 9] = [
    (CONFIG, 1 << 20),
    ("generation_config.json", 1 << 20),
    ("tokenizer_config.json", 1 << 20),
    ("vocab.json", 64 << 20),
    ("target_vocab.json", 64 << 20),
    ("source.spm", 64 << 20),
    ("target.spm", 64 << 20),
    (SAFETENSORS, MAX_FILE_BYTES),
    (PYTORCH_BIN, MAX_FILE_BYTES),
];

/// The one file every model folder has.
pub const CONFIG: &str = "config.json";

/// The weights' file, and the one read where it is missing.
pub const SAFETENSORS: &str = "model.safetensors";
pub const PYTORCH_BIN: &str = "pytorch_model.bin";

/// The metadata key under which a model from a folder keeps its `config.json` (what `attend
/// import --hf` writes into attend's file); its `generation_config.json` is kept under
/// [`GENERATION_KEY`].
pub const HF_CONFIG_KEY: &str = "hf_config";
pub use super::generation::GENERATION_KEY;

/// A model folder's files, by name: read from a directory natively, handed over by the page in
/// the browser.
#[derive(Clone, Debug, Default)]
pub struct Folder {
    pub files: BTreeMap<String, Vec<u8>>,
    /// `model.safetensors` where it is not held in `files` but read from where it lies, tensor
    /// by tensor: a file on disk, or the page's copy of it.
    pub safetensors: Option<Stored>,
}

/// A weights file read where it lies, so that a model is never held twice.
#[derive(Clone)]
pub enum Stored {
    /// A file on disk.
    Path(std::path::PathBuf),
    /// Bytes held elsewhere (in the browser, the page's copy of a file), through a reader.
    Reader(Rc<RefCell<dyn ReadSeek>>),
}

impl std::fmt::Debug for Stored {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Stored::Path(path) => write!(f, "Stored::Path({})", path.display()),
            Stored::Reader(_) => write!(f, "Stored::Reader"),
        }
    }
}

impl Stored {
    /// How many bytes the file has.
    pub fn bytes(&self) -> Result<u64> {
        match self {
            Stored::Path(path) => path
                .metadata()
                .map(|m| m.len())
                .map_err(|source| Error::Io {
                    path: path.to_string_lossy().into_owned(),
                    source,
                }),
            Stored::Reader(r) => r
                .borrow_mut()
                .seek(std::io::SeekFrom::End(0))
                .map_err(|e| Error::Weights(format!("{SAFETENSORS}: {e}"))),
        }
    }

    /// The tensors of the safetensors file, read one at a time ([`super::tensors::read_from`]);
    /// `keep` says which.
    pub fn tensors(&self, keep: impl Fn(&str) -> bool) -> Result<BTreeMap<String, Tensor>> {
        match self {
            Stored::Path(path) => super::tensors::read_file(path, SAFETENSORS, keep),
            Stored::Reader(r) => {
                super::tensors::read_from(&mut *r.borrow_mut(), SAFETENSORS, SAFETENSORS, keep)
            }
        }
    }
}

impl Folder {
    /// The file `name`, if the folder has it.
    pub fn get(&self, name: &str) -> Option<&[u8]> {
        self.files.get(name).map(Vec::as_slice)
    }

    /// The file `name` as UTF-8 text, or an error naming it.
    pub fn text(&self, name: &str) -> Result<Option<&str>> {
        self.get(name)
            .map(|bytes| {
                std::str::from_utf8(bytes)
                    .map_err(|e| Error::Weights(format!("{name}: not UTF-8 text: {e}")))
            })
            .transpose()
    }

    /// Reads the files attend uses (those of [`FILES`] present) from the directory `dir`, each
    /// bounded by its limit. Of the weights, only the one that is used is read.
    pub fn read_dir(dir: &str) -> Result<Self> {
        let path = std::path::Path::new(dir);
        let has = |name: &str| path.join(name).is_file();
        let mut files = BTreeMap::new();
        let mut safetensors = None;
        for (name, cap) in FILES {
            if name == PYTORCH_BIN && has(SAFETENSORS) {
                continue;
            }
            if name == SAFETENSORS && has(SAFETENSORS) {
                safetensors = Some(Stored::Path(path.join(name)));
                continue;
            }
            let file = path.join(name);
            if !file.is_file() {
                continue;
            }
            let file = file.to_string_lossy().into_owned();
            let bytes = crate::files::read_bounded(&file, cap).map_err(|e| match e {
                Error::Input(why) => Error::Weights(why),
                other => other,
            })?;
            files.insert(name.to_string(), bytes);
        }
        if !has(CONFIG) {
            return Err(refused(Some(dir), "weights-folder-no-config", vec![]));
        }
        Ok(Folder { files, safetensors })
    }

    /// A folder of the files a person handed over (the page: files chosen together, a dropped
    /// folder, a repository's downloads): those of [`FILES`] are kept, each within its limit;
    /// other files are left out; `config.json` must be among them.
    pub fn from_files(given: impl IntoIterator<Item = (String, Vec<u8>)>) -> Result<Self> {
        let mut files = BTreeMap::new();
        for (name, bytes) in given {
            let Some(&(known, cap)) = FILES.iter().find(|(n, _)| *n == name) else {
                continue;
            };
            if bytes.len() as u64 > cap {
                return Err(too_large(known, bytes.len() as u64, cap));
            }
            files.insert(known.to_string(), bytes);
        }
        if !files.contains_key(CONFIG) {
            return Err(refused(None, "weights-folder-no-config", vec![]));
        }
        if files.contains_key(SAFETENSORS) {
            files.remove(PYTORCH_BIN);
        }
        Ok(Folder {
            files,
            safetensors: None,
        })
    }

    /// Reads `model.safetensors` from `stored` (within its limit), in place of any weights'
    /// file among the files.
    pub fn read_safetensors_from(&mut self, stored: Stored) -> Result<()> {
        let cap = FILES
            .iter()
            .find(|(name, _)| *name == SAFETENSORS)
            .map_or(MAX_FILE_BYTES, |&(_, cap)| cap);
        let len = stored.bytes()?;
        if len > cap {
            return Err(too_large(SAFETENSORS, len, cap));
        }
        self.files.remove(SAFETENSORS);
        self.files.remove(PYTORCH_BIN);
        self.safetensors = Some(stored);
        Ok(())
    }

    /// Writes every file into the directory `dir` (created if missing), each atomically.
    pub fn write_dir(&self, dir: &str) -> Result<()> {
        std::fs::create_dir_all(dir).map_err(|source| Error::Io {
            path: dir.to_string(),
            source,
        })?;
        for (name, bytes) in &self.files {
            let path = std::path::Path::new(dir).join(name);
            crate::files::write_atomic(&path.to_string_lossy(), bytes)?;
        }
        Ok(())
    }

    /// The model's config, checked.
    pub fn config(&self) -> Result<HfConfig> {
        let text = self
            .text(CONFIG)?
            .ok_or_else(|| refused(None, "weights-folder-no-config", vec![]))?;
        HfConfig::from_json(text)
    }

    /// The model's tensors by their Marian names, as f32; `used` says which are wanted.
    fn tensors(
        &self,
        used: impl Fn(&str) -> bool,
    ) -> Result<(&'static str, BTreeMap<String, Tensor>)> {
        if let Some(bytes) = self.get(SAFETENSORS) {
            return Ok((SAFETENSORS, super::tensors::read(bytes, SAFETENSORS, used)?));
        }
        if let Some(stored) = &self.safetensors {
            return Ok((SAFETENSORS, stored.tensors(used)?));
        }
        if let Some(bytes) = self.get(PYTORCH_BIN) {
            let mut out = BTreeMap::new();
            for (name, t) in super::torch_bin::read_state_dict(bytes, PYTORCH_BIN)? {
                if !used(&name) {
                    continue;
                }
                crate::weights::check_finite(Some(PYTORCH_BIN), &name, &t.values)?;
                let tensor = crate::backend::tensor::from_vec(&t.shape, t.values)
                    .map_err(|e| Error::Weights(format!("{PYTORCH_BIN}: tensor {name}: {e}")))?;
                out.insert(name, tensor);
            }
            return Ok((PYTORCH_BIN, out));
        }
        Err(refused(None, "weights-folder-no-weights", vec![]))
    }

    /// The model's tokenizer, where the folder has one: `vocab.json` with `source.spm` and
    /// `target.spm` (and `target_vocab.json`, `tokenizer_config.json`), as `MarianTokenizer`
    /// reads them. A folder with some of the files and not the others is refused, naming them.
    pub fn vocabs(&self, config: &Config) -> Result<Option<Vocabs>> {
        let names = ["vocab.json", "source.spm", "target.spm"];
        let present: Vec<&str> = names
            .into_iter()
            .filter(|n| self.get(n).is_some())
            .collect();
        if present.is_empty() {
            return Ok(None);
        }
        if let Some(missing) = names.iter().find(|n| !present.contains(n)) {
            return Err(refused(
                None,
                "weights-folder-tokenizer",
                vec![
                    ("present", present.join(", ").into()),
                    ("missing", (*missing).into()),
                ],
            ));
        }
        let files = MarianFiles {
            vocab: self.get("vocab.json").unwrap_or_default(),
            source_spm: self.get("source.spm").unwrap_or_default(),
            target_spm: self.get("target.spm").unwrap_or_default(),
            target_vocab: self.get("target_vocab.json"),
            tokenizer_config: self.get("tokenizer_config.json"),
        };
        let tokenizer = Arc::new(MarianTokenizer::from_files(files)?);
        let vocabs = Vocabs::marian(tokenizer, config.src_vocab_size, config.tgt_vocab_size)?;
        Ok(Some(vocabs))
    }

    /// The model: its config, its tensors mapped onto attend's names, its tokenizer and its
    /// generation settings (kept in the metadata).
    pub fn weights(&self) -> Result<Weights> {
        let hf = self.config()?;
        let config = hf.to_config()?;
        let table = names::table(&hf, &config);
        let wanted: std::collections::BTreeSet<&str> = table
            .iter()
            .flat_map(|(_, source)| match source {
                Source::One(names) => names.iter().map(String::as_str).collect::<Vec<_>>(),
                Source::Packed(names) => names.iter().map(String::as_str).collect(),
                Source::Row(name) => vec![name.as_str()],
            })
            .collect();
        let (file, mut tensors) =
            self.tensors(|name| wanted.contains(name) || !names::is_computed(name))?;
        // Each matrix is moved out at its last use, so that a model is never held twice.
        let mut uses: BTreeMap<String, usize> = BTreeMap::new();
        for (_, source) in &table {
            if let Source::One(names) = source {
                if let Some(name) = names.iter().find(|n| tensors.contains_key(n.as_str())) {
                    *uses.entry(name.clone()).or_default() += 1;
                }
            }
        }
        let mut params = HostParams::default();
        for (spec, source) in &table {
            let tensor = take(
                file,
                &mut tensors,
                &mut uses,
                source,
                &spec.shape,
                &spec.name,
            )?;
            params.tensors.insert(spec.name.clone(), tensor);
        }
        // What is left: the names other tied uses of a matrix already read have, and names no
        // Marian model of this config has.
        tensors.retain(|name, _| !wanted.contains(name.as_str()));
        if let Some(name) = tensors.keys().next() {
            let args = vec![
                ("tensor", name.as_str().into()),
                ("others", (tensors.len() - 1).into()),
            ];
            return Err(refused(
                Some(file),
                "weights-folder-unexpected-tensor",
                args,
            ));
        }
        let mut extra = BTreeMap::new();
        if let Some(text) = self.text(CONFIG)? {
            extra.insert(HF_CONFIG_KEY.to_string(), text.to_string());
        }
        if let Some(text) = self.text("generation_config.json")? {
            super::generation::Generation::from_json(text)?;
            extra.insert(GENERATION_KEY.to_string(), text.to_string());
        }
        Ok(Weights {
            vocab: self.vocabs(&config)?,
            config,
            extra,
            params,
        })
    }
}

/// Removes the tensor `source` names from `tensors`, checked against `shape`, as attend stores
/// it (`attend_name`).
fn take(
    file: &str,
    tensors: &mut BTreeMap<String, Tensor>,
    uses: &mut BTreeMap<String, usize>,
    source: &Source,
    shape: &[usize],
    attend_name: &str,
) -> Result<Tensor> {
    let missing = |name: &str| {
        let args = vec![("tensor", name.into()), ("attend", attend_name.into())];
        refused(Some(file), "weights-folder-missing-tensor", args)
    };
    let check = |name: &str, t: &Tensor, want: &[usize]| {
        if t.shape() == want {
            Ok(())
        } else {
            let args = vec![
                ("tensor", name.into()),
                ("shape", format!("{:?}", t.shape()).into()),
                ("want", format!("{want:?}").into()),
            ];
            Err(refused(Some(file), "weights-folder-tensor-shape", args))
        }
    };
    match source {
        Source::One(names) => {
            // A tied matrix: the first of its names the file has (the others, if present,
            // must be the same matrix and are dropped).
            let name = names
                .iter()
                .find(|n| tensors.contains_key(n.as_str()))
                .ok_or_else(|| missing(&names[0]))?
                .clone();
            let left = uses.get_mut(&name).map_or(0, |n| {
                *n -= 1;
                *n
            });
            let t = if left == 0 {
                tensors.remove(&name).ok_or_else(|| missing(&name))?
            } else {
                tensors[&name].clone()
            };
            check(&name, &t, shape)?;
            Ok(t)
        }
        Source::Row(name) => {
            let t = tensors.remove(name).ok_or_else(|| missing(name))?;
            check(name, &t, &[1, shape[0]])?;
            Ok(t.into_shape_with_order(ndarray::IxDyn(shape))
                .map_err(|e| Error::Weights(format!("{file}: {name}: {e}")))?)
        }
        Source::Packed(names) => {
            let third = [shape[0] / 3, shape.get(1).copied().unwrap_or(0)];
            let want = if shape.len() == 2 {
                &third[..]
            } else {
                &third[..1]
            };
            let mut parts = Vec::with_capacity(3);
            for name in names {
                let t = tensors.remove(name).ok_or_else(|| missing(name))?;
                check(name, &t, want)?;
                parts.push(t);
            }
            crate::model::params::pack(attend_name, &parts)
        }
    }
}

/// A folder (or its file `file`) refused for what the page's catalogues say (`core-<code>`).
fn refused(file: Option<&str>, code: &'static str, args: Vec<(&'static str, Arg)>) -> Error {
    Said::new(code, args).weights_error(file)
}

/// File `name` of a folder, of `bytes` bytes, over its limit `max`.
fn too_large(name: &str, bytes: u64, max: u64) -> Error {
    refused(
        Some(name),
        "weights-folder-too-large",
        vec![("bytes", bytes.into()), ("max", max.into())],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The files of the committed folder `name` (tests/reference/marian/), every one of them.
    fn files_of(name: &str) -> Vec<(String, Vec<u8>)> {
        let dir = format!(
            "{}/tests/reference/marian/{name}",
            env!("CARGO_MANIFEST_DIR")
        );
        std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| {
                let e = e.unwrap();
                let name = e.file_name().to_string_lossy().into_owned();
                (name, std::fs::read(e.path()).unwrap())
            })
            .collect()
    }

    #[test]
    fn files_handed_over_read_as_the_folder_on_disk() {
        let dir = format!(
            "{}/tests/reference/marian/trained",
            env!("CARGO_MANIFEST_DIR")
        );
        let mut given = files_of("trained");
        given.push((".gitattributes".into(), b"*.bin filter=lfs".to_vec()));
        given.push((
            PYTORCH_BIN.into(),
            b"left out beside model.safetensors".to_vec(),
        ));
        let folder = Folder::from_files(given).unwrap();
        assert!(folder.get(".gitattributes").is_none() && folder.get(PYTORCH_BIN).is_none());
        let handed = folder.weights().unwrap();
        let read = Folder::read_dir(&dir).unwrap().weights().unwrap();
        assert_eq!(handed.config, read.config);
        assert_eq!(handed.extra, read.extra);
        assert_eq!(handed.params.tensors, read.params.tensors);
        assert_eq!(
            handed.vocab.unwrap().src.encode("Guten Morgen.").unwrap(),
            read.vocab.unwrap().src.encode("Guten Morgen.").unwrap()
        );
    }

    #[test]
    fn files_without_a_config_or_over_their_limit_are_refused() {
        let without: Vec<_> = files_of("trained")
            .into_iter()
            .filter(|(n, _)| n != "config.json")
            .collect();
        let e = crate::words::error(&Folder::from_files(without).unwrap_err());
        assert!(e.contains("has no config.json"), "{e}");
        let mut huge = files_of("trained");
        huge.push(("config.json".into(), vec![b' '; (1 << 20) + 1]));
        let e = crate::words::error(&Folder::from_files(huge).unwrap_err());
        assert!(
            e.starts_with("weights: config.json: 1048577 bytes, over the limit of 1048576"),
            "{e}"
        );
    }
}
