//! The files a user names: reads are bounded, writes are atomic.

use std::io::{Read, Write};
use std::path::Path;

use crate::error::{Error, Result, Said};

fn io_error(path: &str) -> impl FnOnce(std::io::Error) -> Error + '_ {
    move |source| Error::Io {
        path: path.to_string(),
        source,
    }
}

/// The folder a file path lives in (`.` for a bare name).
fn folder(path: &str) -> &Path {
    match Path::new(path).parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// Reads the file at `path`, refusing it once it passes `cap` bytes: a file that claims one size
/// and holds more, or never ends (`/dev/zero`), costs at most `cap` bytes of memory.
pub fn read_bounded(path: &str, cap: u64) -> Result<Vec<u8>> {
    let file = std::fs::File::open(path).map_err(io_error(path))?;
    let mut bytes = Vec::new();
    file.take(cap + 1)
        .read_to_end(&mut bytes)
        .map_err(io_error(path))?;
    if bytes.len() as u64 > cap {
        let args = vec![("path", path.into()), ("most", cap.into())];
        return Err(Said::new("files-too-large", args).refused());
    }
    Ok(bytes)
}

/// Writes `bytes` to `path` atomically: into a new file in the same folder, flushed to disk, then
/// renamed over `path`. A crash, a kill or a full disk mid-write leaves whatever was at `path`
/// as it was, and no partial file behind.
pub fn write_atomic(path: &str, bytes: &[u8]) -> Result<()> {
    let dir = folder(path);
    let mut tmp = tempfile::Builder::new()
        .prefix(".attend-")
        .suffix(".tmp")
        .tempfile_in(dir)
        .map_err(io_error(path))?;
    tmp.write_all(bytes).map_err(io_error(path))?;
    tmp.as_file().sync_all().map_err(io_error(path))?;
    // A new file gets the usual permissions (a temporary file is private to its owner); a
    // replaced one keeps its own.
    let permissions = match std::fs::metadata(path) {
        Ok(m) => Some(m.permissions()),
        Err(_) => new_file_permissions(),
    };
    if let Some(p) = permissions {
        std::fs::set_permissions(tmp.path(), p).map_err(io_error(path))?;
    }
    tmp.persist(path).map_err(|e| io_error(path)(e.error))?;
    // Make the rename itself durable (where the platform lets a folder be synced).
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

#[cfg(unix)]
fn new_file_permissions() -> Option<std::fs::Permissions> {
    use std::os::unix::fs::PermissionsExt;
    Some(std::fs::Permissions::from_mode(0o644))
}

#[cfg(not(unix))]
fn new_file_permissions() -> Option<std::fs::Permissions> {
    None
}

/// Checks, before long work, that `path` can be written when the work is done: it is not a
/// folder, and its folder exists and takes a new file.
pub fn check_writable(path: &str) -> Result<()> {
    if Path::new(path).is_dir() {
        return Err(Said::new("files-folder", vec![("path", path.into())]).refused());
    }
    let dir = folder(path);
    if !dir.is_dir() {
        let args = vec![
            ("path", path.into()),
            ("folder", dir.display().to_string().into()),
        ];
        return Err(Said::new("files-no-folder", args).refused());
    }
    tempfile::Builder::new()
        .prefix(".attend-")
        .tempfile_in(dir)
        .map(drop)
        .map_err(|e| {
            // The error names the temporary file; say what it means for the user's path.
            let why = e.raw_os_error().map_or(e.kind().to_string(), |code| {
                std::io::Error::from_raw_os_error(code).to_string()
            });
            let args = vec![("path", path.into()), ("reason", why.into())];
            Said::new("files-cannot-write", args).refused()
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_atomic_write_replaces_the_file_and_leaves_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("w.bin");
        let p = path.to_str().unwrap();
        write_atomic(p, b"old").unwrap();
        write_atomic(p, b"new contents").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"new contents");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn reads_stop_at_the_cap() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big");
        std::fs::write(&path, vec![0u8; 100]).unwrap();
        let p = path.to_str().unwrap();
        assert_eq!(read_bounded(p, 100).unwrap().len(), 100);
        let e = crate::words::error(&read_bounded(p, 99).unwrap_err());
        assert!(e.contains("big is larger than 99 bytes"), "{e}");
        #[cfg(unix)]
        {
            let e = crate::words::error(&read_bounded("/dev/zero", 1 << 20).unwrap_err());
            assert!(e.contains("/dev/zero is larger than"), "{e}");
        }
    }

    #[test]
    fn unwritable_places_are_found_before_the_work() {
        let dir = tempfile::tempdir().unwrap();
        assert!(check_writable(dir.path().join("x").to_str().unwrap()).is_ok());
        assert!(check_writable(dir.path().to_str().unwrap()).is_err());
        let missing = dir.path().join("no/such/folder/x");
        assert!(check_writable(missing.to_str().unwrap()).is_err());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    }
}
