//! A Hugging Face model folder as the page holds it: its files' bytes in JavaScript
//! (`Uint8Array`s), the weights read from there tensor by tensor rather than copied in whole, so
//! that the core's memory holds the model once.

use std::cell::RefCell;
use std::io::{Read, Seek, SeekFrom};
use std::rc::Rc;

use js_sys::Uint8Array;

use crate::error::{Error, Result};
use crate::hf::folder::{Folder, Stored, SAFETENSORS};

/// A JavaScript `Uint8Array` read (and sought) from Rust, a slice copied in at a time.
struct JsBytes {
    array: Uint8Array,
    at: u64,
}

impl Read for JsBytes {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let len = u64::from(self.array.length());
        let n = (len.saturating_sub(self.at)).min(buf.len() as u64) as usize;
        if n > 0 {
            let start = self.at as u32;
            self.array
                .subarray(start, start + n as u32)
                .copy_to(&mut buf[..n]);
            self.at += n as u64;
        }
        Ok(n)
    }
}

impl Seek for JsBytes {
    fn seek(&mut self, to: SeekFrom) -> std::io::Result<u64> {
        let len = i128::from(self.array.length());
        let at = match to {
            SeekFrom::Start(n) => i128::from(n),
            SeekFrom::End(d) => len + i128::from(d),
            SeekFrom::Current(d) => i128::from(self.at) + i128::from(d),
        };
        if at < 0 {
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                "a seek before the start",
            ));
        }
        self.at = at as u64;
        Ok(self.at)
    }
}

/// The folder of `names[i]` the name of `files[i]` (a `Uint8Array` or `ArrayBuffer`): the small
/// files are copied in, `model.safetensors` is read where it lies.
pub fn folder_of(names: Vec<String>, files: js_sys::Array) -> Result<Folder> {
    if names.len() != files.length() as usize {
        return Err(Error::Weights(
            "a folder needs one name for each file".into(),
        ));
    }
    let mut weights = None;
    let mut small = Vec::new();
    for (name, file) in names.into_iter().zip(files.iter()) {
        let array = Uint8Array::new(&file);
        if name == SAFETENSORS {
            weights = Some(array);
        } else {
            small.push((name, array.to_vec()));
        }
    }
    let mut folder = Folder::from_files(small)?;
    if let Some(array) = weights {
        let reader: Rc<RefCell<dyn crate::hf::tensors::ReadSeek>> =
            Rc::new(RefCell::new(JsBytes { array, at: 0 }));
        folder.read_safetensors_from(Stored::Reader(reader))?;
    }
    Ok(folder)
}
