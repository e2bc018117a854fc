//! `attend serve` end to end, over raw TCP: what a browser (or a hostile page, or a broken
//! client) sends, and what must come back.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A running `attend serve` on a port of its choosing, killed when dropped.
struct Server {
    child: Child,
    addr: SocketAddr,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(root: &Path) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_attend"))
        .args(["serve", "--port", "0", "--root", root.to_str().unwrap()])
        .stdout(Stdio::piped())
        .spawn()
        .expect("attend serve starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    // "attend: serving <root> at http://127.0.0.1:<port>/": --port 0 prints the bound port.
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|a| a.trim().trim_end_matches('/').parse().ok())
        .unwrap_or_else(|| panic!("no address in {line:?}"));
    Server { child, addr }
}

/// A site folder with a page, a script and its brotli and gzip copies, a style sheet with a
/// gzip copy only, beside files that must stay private:
/// a secret next to the site, a hidden folder and a link out of the site inside it.
fn site() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("dist");
    std::fs::create_dir_all(root.join("www")).unwrap();
    std::fs::create_dir_all(root.join(".git")).unwrap();
    std::fs::write(root.join("index.html"), "<!doctype html><p>attend</p>").unwrap();
    let script: Vec<u8> = (0..200_000u32)
        .map(|i| b"abcdefgh"[(i % 8) as usize])
        .collect();
    std::fs::write(root.join("www/big.js"), &script).unwrap();
    std::fs::write(root.join("www/big.js.gz"), b"a stand-in for the gzip copy").unwrap();
    std::fs::write(
        root.join("www/big.js.br"),
        b"a stand-in for the brotli copy",
    )
    .unwrap();
    std::fs::write(root.join("www/plain.css"), "p { color: black }").unwrap();
    std::fs::write(
        root.join("www/plain.css.gz"),
        b"a stand-in for the gzip copy",
    )
    .unwrap();
    std::fs::write(root.join(".git/config"), "[core]").unwrap();
    std::fs::write(dir.path().join("secret.txt"), "secret").unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(dir.path().join("secret.txt"), root.join("www/link.txt")).unwrap();
    dir
}

/// A parsed response: status, headers (lower-case names) and body.
struct Reply {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Reply {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Sends `request` as is and reads the whole answer (the request asks to close the connection).
fn send(addr: SocketAddr, request: &[u8]) -> Reply {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    s.write_all(request).unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).unwrap();
    parse(&raw)
}

fn parse(raw: &[u8]) -> Reply {
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no response head in {:?}", String::from_utf8_lossy(raw)));
    let head = String::from_utf8_lossy(&raw[..end]).into_owned();
    let mut lines = head.lines();
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    Reply {
        status,
        headers,
        body: raw[end + 4..].to_vec(),
    }
}

fn get(addr: SocketAddr, path: &str, extra: &str) -> Reply {
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n{extra}Connection: close\r\n\r\n");
    send(addr, request.as_bytes())
}

#[test]
fn serves_the_site_with_its_headers() {
    let dir = site();
    let server = start(&dir.path().join("dist"));
    let page = get(server.addr, "/", "");
    assert_eq!(page.status, 200);
    assert_eq!(page.body, b"<!doctype html><p>attend</p>");
    assert!(page
        .header("content-type")
        .unwrap()
        .starts_with("text/html"));
    assert_eq!(
        page.header("cross-origin-opener-policy"),
        Some("same-origin")
    );
    assert_eq!(
        page.header("cross-origin-embedder-policy"),
        Some("require-corp")
    );

    // The brotli copy goes to a browser that accepts it, else the gzip copy, else the file
    // itself; a file with no brotli copy goes gzipped to a browser that would take either.
    let br = get(
        server.addr,
        "/www/big.js",
        "Accept-Encoding: gzip, deflate, br, zstd\r\n",
    );
    assert_eq!(br.header("content-encoding"), Some("br"));
    assert_eq!(br.body, b"a stand-in for the brotli copy");
    let gz = get(server.addr, "/www/big.js", "Accept-Encoding: gzip\r\n");
    assert_eq!(gz.header("content-encoding"), Some("gzip"));
    assert_eq!(gz.body, b"a stand-in for the gzip copy");
    let css = get(
        server.addr,
        "/www/plain.css",
        "Accept-Encoding: gzip, br\r\n",
    );
    assert_eq!(css.header("content-encoding"), Some("gzip"));
    let plain = get(server.addr, "/www/big.js", "");
    assert_eq!(plain.header("content-encoding"), None);
    assert_eq!(plain.body.len(), 200_000);
    assert!(plain.header("content-type").unwrap().contains("javascript"));

    // ETag and 304; each encoding has its own tag.
    let tag = plain.header("etag").expect("an ETag").to_string();
    assert_ne!(Some(tag.as_str()), gz.header("etag"));
    assert_ne!(Some(tag.as_str()), br.header("etag"));
    assert_ne!(gz.header("etag"), br.header("etag"));
    let again = get(
        server.addr,
        "/www/big.js",
        &format!("If-None-Match: {tag}\r\n"),
    );
    assert_eq!(again.status, 304);
    assert!(again.body.is_empty());
    assert_eq!(again.header("etag"), Some(tag.as_str()));
    let br_tag = br.header("etag").unwrap();
    let br_again = get(
        server.addr,
        "/www/big.js",
        &format!("Accept-Encoding: br\r\nIf-None-Match: {br_tag}\r\n"),
    );
    assert_eq!(br_again.status, 304);

    // Range requests.
    let part = get(server.addr, "/www/big.js", "Range: bytes=8-15\r\n");
    assert_eq!(part.status, 206);
    assert_eq!(part.body, b"abcdefgh");

    // Only GET and HEAD.
    let post = send(
        server.addr,
        b"POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
    );
    assert_eq!(post.status, 405);
}

#[test]
fn nothing_outside_the_site_is_served() {
    let dir = site();
    let server = start(&dir.path().join("dist"));
    for path in [
        "/../secret.txt",
        "/%2e%2e/secret.txt",
        "/www/..%2f..%2fsecret.txt",
        "/.git/config",
        "/www/link.txt",
        "/www/",
        "/Cargo.toml",
        "/src/main.rs",
    ] {
        let r = get(server.addr, path, "");
        assert_eq!(r.status, 404, "{path} must not be served");
        assert!(
            !String::from_utf8_lossy(&r.body).contains("secret"),
            "{path}"
        );
    }
}

#[test]
fn a_host_that_is_not_loopback_is_refused() {
    let dir = site();
    let server = start(&dir.path().join("dist"));
    for host in ["evil.example", "evil.example:80", "192.168.0.7"] {
        let r = send(
            server.addr,
            format!("GET / HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n").as_bytes(),
        );
        assert_eq!(r.status, 421, "Host: {host}");
        assert!(!String::from_utf8_lossy(&r.body).contains("attend</p>"));
    }
    for host in ["localhost:8080", "[::1]:8080", "127.0.0.1"] {
        let r = send(
            server.addr,
            format!("GET / HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n").as_bytes(),
        );
        assert_eq!(r.status, 200, "Host: {host}");
    }
}

#[test]
fn a_request_with_large_headers_gets_the_whole_file() {
    let dir = site();
    let server = start(&dir.path().join("dist"));
    // About 9 KB of cookies, as a browser sends for 127.0.0.1 after other local projects.
    let cookies: String = (0..90)
        .map(|i| format!("c{i}={}; ", "x".repeat(90)))
        .collect();
    let r = get(
        server.addr,
        "/www/big.js",
        &format!("Cookie: {cookies}\r\n"),
    );
    assert_eq!(r.status, 200);
    assert_eq!(r.body.len(), 200_000);
}

#[test]
fn an_endless_request_line_is_cut_off_and_the_server_carries_on() {
    let dir = site();
    let server = start(&dir.path().join("dist"));
    let mut s = TcpStream::connect(server.addr).unwrap();
    s.set_write_timeout(Some(Duration::from_secs(10))).unwrap();
    let chunk = vec![b'a'; 64 << 10];
    let mut sent = 0usize;
    // Keep sending a request line with no end; the server must close the connection long
    // before 64 MB.
    let closed = loop {
        if s.write_all(&chunk).is_err() {
            break true;
        }
        sent += chunk.len();
        if sent >= 64 << 20 {
            break false;
        }
    };
    assert!(closed, "the server read 64 MB of one request line");
    assert_eq!(get(server.addr, "/", "").status, 200);
}

#[test]
fn many_idle_connections_do_not_stop_a_new_request() {
    let dir = site();
    let server = start(&dir.path().join("dist"));
    let idle: Vec<TcpStream> = (0..300)
        .map(|_| TcpStream::connect(server.addr).unwrap())
        .collect();
    let r = get(server.addr, "/www/big.js", "");
    assert_eq!(r.status, 200);
    assert_eq!(r.body.len(), 200_000);
    drop(idle);
}

#[test]
fn a_folder_without_a_page_is_not_served() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_attend"))
        .args([
            "serve",
            "--port",
            "0",
            "--root",
            dir.path().to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("no index.html") && err.contains("scripts/run.sh"),
        "{err}"
    );
}
