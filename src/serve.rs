//! `attend serve`: a small static file server for the page (`index.html`, `www/`), so running
//! it needs nothing beyond this binary. GET and HEAD only, files under the root only.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};

use crate::error::{Error, Result};

/// The content type of a file, by extension (`application/wasm` lets the browser compile the
/// module while it downloads).
fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "wasm" => "application/wasm",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ts" | "md" | "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// The file a request path names under `root`, or `None` when it tries to leave the root.
fn resolve(root: &Path, request_path: &str) -> Option<PathBuf> {
    let path = request_path.split(['?', '#']).next().unwrap_or("/");
    let mut out = root.to_path_buf();
    for part in Path::new(path.trim_start_matches('/')).components() {
        match part {
            Component::Normal(p) => out.push(p),
            Component::CurDir => {}
            _ => return None,
        }
    }
    if out.is_dir() {
        out.push("index.html");
    }
    Some(out)
}

fn respond(stream: &mut TcpStream, status: &str, kind: &str, body: &[u8], head: bool) {
    let header = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n\
         Cache-Control: no-cache\r\nConnection: close\r\n\r\n",
        body.len()
    );
    // A client that hangs up mid-answer is not the server's problem.
    let _ = stream.write_all(header.as_bytes());
    if !head {
        let _ = stream.write_all(body);
    }
}

fn handle(root: &Path, mut stream: TcpStream) {
    let mut line = String::new();
    if BufReader::new(&stream).read_line(&mut line).is_err() {
        return;
    }
    let mut parts = line.split_whitespace();
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or("/"));
    if method != "GET" && method != "HEAD" {
        respond(
            &mut stream,
            "405 Method Not Allowed",
            "text/plain",
            b"GET only\n",
            false,
        );
        return;
    }
    let head = method == "HEAD";
    match resolve(root, target).map(|p| (std::fs::read(&p), p)) {
        Some((Ok(body), path)) => respond(&mut stream, "200 OK", content_type(&path), &body, head),
        _ => respond(
            &mut stream,
            "404 Not Found",
            "text/plain",
            b"not found\n",
            head,
        ),
    }
}

/// Serves `root` on `127.0.0.1:port` until the process ends, printing the URL.
pub fn serve(root: &str, port: u16) -> Result<()> {
    let root = PathBuf::from(root);
    if !root.join("index.html").is_file() {
        return Err(Error::Input(format!(
            "{} has no index.html: run `attend serve` from the project's root (or pass --root)",
            root.display()
        )));
    }
    if !root.join("www/pkg/attend_bg.wasm").is_file() {
        eprintln!("warning: www/pkg/ has no wasm build yet; `bash scripts/run.sh` builds it");
    }
    let listener = TcpListener::bind(("127.0.0.1", port))
        .map_err(|e| Error::Input(format!("cannot listen on 127.0.0.1:{port}: {e}")))?;
    println!(
        "attend: serving {} at http://127.0.0.1:{port}/",
        root.display()
    );
    for stream in listener.incoming().flatten() {
        let root = root.clone();
        std::thread::spawn(move || handle(&root, stream));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_stay_under_the_root() {
        let root = Path::new("/srv/site");
        assert_eq!(resolve(root, "/www/a.js?x=1"), Some(root.join("www/a.js")));
        assert_eq!(resolve(root, "/../etc/passwd"), None);
        assert_eq!(resolve(root, "/www/../../etc/passwd"), None);
    }

    #[test]
    fn wasm_is_served_as_wasm() {
        assert_eq!(
            content_type(Path::new("x/attend_bg.wasm")),
            "application/wasm"
        );
        assert_eq!(
            content_type(Path::new("main.js")),
            "text/javascript; charset=utf-8"
        );
    }
}
