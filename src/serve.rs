//! `attend serve`: serves the built site (`dist/`, which `scripts/build-web.sh` assembles: the
//! page, its scripts, the wasm core and the shipped models, with brotli and gzip copies) on
//! 127.0.0.1.
//!
//! HTTP is hyper's; the file responses (content types, `Range`, `If-Modified-Since`, the
//! precompressed `.br` and `.gz` copies, the one the browser accepts) are tower-http's
//! `ServeFile`. What is ours is the policy:
//! - which file a path names: regular files under the site's folder only, no symbolic link, no
//!   hidden name, no way out of the folder;
//! - who may ask: a `Host` of localhost, 127.0.0.1 or `[::1]` only (a page on another name that
//!   resolves here, DNS rebinding, gets nothing);
//! - the headers: `ETag` (and `304` on `If-None-Match`), `Cache-Control: no-cache`, and the
//!   cross-origin isolation headers (COOP/COEP) that shared memory for wasm threads needs;
//! - the bounds: the header size, how long a request may take to arrive, how long a connection
//!   lives, and how many are open at once.

use std::convert::Infallible;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, UNIX_EPOCH};

use bytes::Bytes;
use http_body_util::{combinators::UnsyncBoxBody, BodyExt, Empty, Full};
use hyper::body::Incoming;
use hyper::header::{self, HeaderMap, HeaderValue};
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tower::ServiceExt;
use tower_http::services::ServeFile;

use crate::error::{Error, Result};
use crate::words::say_with;

/// The folder `attend serve` serves unless told otherwise.
pub const DEFAULT_ROOT: &str = "dist";
/// The largest request head (request line and headers) read; a longer one is answered 431.
/// Browsers send every cookie set for 127.0.0.1, from any port, so this is generous.
const MAX_HEAD_BYTES: usize = 64 << 10;
/// A request's head must arrive within this time (a slow or silent client is cut off).
const HEAD_TIMEOUT: Duration = Duration::from_secs(10);
/// A connection is closed (after its current response) when it is this old.
const MAX_CONNECTION_AGE: Duration = Duration::from_secs(120);
/// How long a response in flight may still take once a connection is being closed.
const CLOSE_GRACE: Duration = Duration::from_secs(30);
/// Connections open at once; more wait to be accepted.
const MAX_CONNECTIONS: usize = 1024;
/// Path components in a request (the site is a few folders deep).
const MAX_DEPTH: usize = 16;

type Body = UnsyncBoxBody<Bytes, std::io::Error>;

/// The site being served: its folder, as an absolute path.
struct Site {
    root: PathBuf,
}

/// Serves the site in `root` on `127.0.0.1:port` (0: any free port) until the process ends,
/// printing the address actually bound.
pub fn serve(root: &str, port: u16) -> Result<()> {
    let site = open_site(root)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| {
            Error::Input(say_with(
                "cli-serve-start",
                &[("reason", e.to_string().into())],
            ))
        })?;
    runtime.block_on(async move {
        let listener = TcpListener::bind(("127.0.0.1", port)).await.map_err(|e| {
            let args = [
                ("port", usize::from(port).into()),
                ("reason", e.to_string().into()),
            ];
            Error::Input(say_with("cli-serve-listen", &args))
        })?;
        let addr = listener.local_addr().map_err(|e| {
            Error::Input(say_with(
                "cli-serve-address",
                &[("reason", e.to_string().into())],
            ))
        })?;
        let serving = [
            ("folder", site.root.display().to_string().into()),
            ("address", format!("http://{addr}/").into()),
        ];
        println!("{}", say_with("cli-serve-serving", &serving));
        accept_loop(listener, Arc::new(site)).await;
        Ok(())
    })
}

/// Checks that `root` holds a site (an `index.html`) and makes its path absolute.
fn open_site(root: &str) -> Result<Site> {
    let root = std::fs::canonicalize(root).map_err(|e| {
        let args = [
            ("folder", root.into()),
            ("reason", e.to_string().into()),
            ("site", DEFAULT_ROOT.into()),
        ];
        Error::Input(say_with("cli-serve-cannot", &args))
    })?;
    if !root.join("index.html").is_file() {
        let args = [
            ("folder", root.display().to_string().into()),
            ("site", DEFAULT_ROOT.into()),
        ];
        return Err(Error::Input(say_with("cli-serve-no-index", &args)));
    }
    // The cores (www/pkg*/, one per build: scripts/build-web.sh).
    let has_core = std::fs::read_dir(root.join("www")).is_ok_and(|dir| {
        dir.flatten().any(|entry| {
            entry.file_name().to_string_lossy().starts_with("pkg")
                && entry.path().join("attend_bg.wasm").is_file()
        })
    });
    if !has_core {
        let folder = [("folder", root.display().to_string().into())];
        eprintln!("{}", say_with("cli-serve-no-core", &folder));
    }
    Ok(Site { root })
}

async fn accept_loop(listener: TcpListener, site: Arc<Site>) {
    let slots = Arc::new(Semaphore::new(MAX_CONNECTIONS));
    loop {
        // Wait for a free slot before accepting: extra clients queue in the kernel's backlog.
        let Ok(slot) = Arc::clone(&slots).acquire_owned().await else {
            return;
        };
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(e) => {
                // Out of file descriptors, or a connection reset before it was accepted: wait a
                // moment and carry on; the server itself is fine.
                let reason = [("reason", e.to_string().into())];
                eprintln!("{}", say_with("cli-serve-accept-failed", &reason));
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let site = Arc::clone(&site);
        tokio::spawn(async move {
            connection(stream, site).await;
            drop(slot);
        });
    }
}

/// One connection, HTTP/1.1 with keep-alive, closed at the latest `MAX_CONNECTION_AGE` (plus
/// `CLOSE_GRACE` for a response in flight) after it opened.
async fn connection(stream: tokio::net::TcpStream, site: Arc<Site>) {
    // A response goes out as its head and then its body's pieces, each a write of its own. With
    // Nagle's algorithm on, a write waits for the peer to acknowledge the one before, and a
    // client may hold its acknowledgement back for up to 40 ms. Failing to turn it off only
    // costs that time, so the connection is served either way.
    if let Err(e) = stream.set_nodelay(true) {
        let reason = [("reason", e.to_string().into())];
        eprintln!("{}", say_with("cli-serve-nodelay-failed", &reason));
    }
    let service = hyper::service::service_fn(move |request| {
        let site = Arc::clone(&site);
        async move { Ok::<_, Infallible>(respond(&site, request).await) }
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(HEAD_TIMEOUT)
        .max_buf_size(MAX_HEAD_BYTES);
    let conn = builder.serve_connection(TokioIo::new(stream), service);
    tokio::pin!(conn);
    tokio::select! {
        _ = conn.as_mut() => {}
        _ = tokio::time::sleep(MAX_CONNECTION_AGE) => {
            conn.as_mut().graceful_shutdown();
            let _ = tokio::time::timeout(CLOSE_GRACE, conn).await;
        }
    }
}

/// The headers of cross-origin isolation, sent with every file: shared memory for the page's
/// training threads needs them. The site's service worker (sw.js's `ISOLATION`, which
/// tests/page.rs holds to these) gives them again to the copies it serves from its cache.
pub const ISOLATION: [(&str, &str); 3] = [
    ("cross-origin-opener-policy", "same-origin"),
    ("cross-origin-embedder-policy", "require-corp"),
    ("cross-origin-resource-policy", "same-origin"),
];

/// The answer to one request.
async fn respond(site: &Site, request: Request<Incoming>) -> Response<Body> {
    let mut response = answer(site, request).await;
    let headers = response.headers_mut();
    let others = [
        ("x-content-type-options", "nosniff"),
        ("cache-control", "no-cache"),
    ];
    for (name, value) in ISOLATION.into_iter().chain(others) {
        headers.insert(name, HeaderValue::from_static(value));
    }
    response
}

async fn answer(site: &Site, request: Request<Incoming>) -> Response<Body> {
    if !loopback_host(request.headers()) {
        return plain(
            StatusCode::MISDIRECTED_REQUEST,
            "this server answers only to localhost, 127.0.0.1 and [::1]\n",
        );
    }
    if request.method() != Method::GET && request.method() != Method::HEAD {
        let mut r = plain(StatusCode::METHOD_NOT_ALLOWED, "GET or HEAD only\n");
        r.headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return r;
    }
    let Some(path) = resolve(&site.root, request.uri().path()) else {
        return plain(StatusCode::NOT_FOUND, "not found\n");
    };
    let if_none_match = request.headers().get(header::IF_NONE_MATCH).cloned();
    let request = request.map(|_| Empty::<Bytes>::new());
    let response = match ServeFile::new(&path)
        .precompressed_br()
        .precompressed_gzip()
        .oneshot(request)
        .await
    {
        Ok(r) => r.map(|body| body.boxed_unsync()),
        Err(e) => match e {},
    };
    with_etag(response, &path, if_none_match.as_ref())
}

/// A small text response.
fn plain(status: StatusCode, text: &'static str) -> Response<Body> {
    let mut r = Response::new(
        Full::new(Bytes::from_static(text.as_bytes()))
            .map_err(|e| match e {})
            .boxed_unsync(),
    );
    *r.status_mut() = status;
    r.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    r
}

/// True when the request names this machine by a loopback name (any port).
fn loopback_host(headers: &HeaderMap) -> bool {
    let Some(host) = headers.get(header::HOST).and_then(|h| h.to_str().ok()) else {
        return false;
    };
    let name = match host.strip_prefix('[') {
        Some(v6) => v6.split_once(']').map(|(name, _)| name),
        None => Some(host.split(':').next().unwrap_or("")),
    };
    matches!(name, Some(n) if n.eq_ignore_ascii_case("localhost") || n == "127.0.0.1" || n == "::1")
}

/// The regular file a request path names under `root`: `None` for anything that is not one,
/// that passes through a symbolic link or a hidden name (`.git`), or that leaves the root. A
/// folder names its `index.html`.
fn resolve(root: &Path, request_path: &str) -> Option<PathBuf> {
    let decoded = percent_encoding::percent_decode_str(request_path)
        .decode_utf8()
        .ok()?;
    if decoded.contains(['\\', '\0']) {
        return None;
    }
    let mut out = root.to_path_buf();
    let mut depth = 0;
    for part in Path::new(decoded.trim_start_matches('/')).components() {
        match part {
            Component::Normal(p) if !p.to_string_lossy().starts_with('.') => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return None;
                }
                out.push(p);
                if std::fs::symlink_metadata(&out)
                    .ok()?
                    .file_type()
                    .is_symlink()
                {
                    return None;
                }
            }
            Component::CurDir => {}
            _ => return None,
        }
    }
    if std::fs::symlink_metadata(&out).ok()?.is_dir() {
        out.push("index.html");
    }
    let meta = std::fs::symlink_metadata(&out).ok()?;
    meta.file_type().is_file().then_some(out)
}

/// Adds an `ETag` (the served file's length and modification time, and its encoding) to a
/// successful file response, and turns it into `304 Not Modified` when the client already has
/// that version.
fn with_etag(
    mut response: Response<Body>,
    path: &Path,
    if_none_match: Option<&HeaderValue>,
) -> Response<Body> {
    if response.status() != StatusCode::OK {
        return response;
    }
    // The copy sent: the file itself, or its `.br` or `.gz` copy.
    let copy = match response.headers().get(header::CONTENT_ENCODING) {
        Some(v) if v == "br" => "br",
        Some(v) if v == "gzip" => "gz",
        _ => "",
    };
    let served = if copy.is_empty() {
        path.to_path_buf()
    } else {
        let mut p = path.as_os_str().to_owned();
        p.push(".");
        p.push(copy);
        PathBuf::from(p)
    };
    let Some(tag) = etag(&served, copy) else {
        return response;
    };
    response
        .headers_mut()
        .insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    let matches = if_none_match
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(',')
                .map(|t| t.trim().trim_start_matches("W/"))
                .any(|t| t == "*" || t == tag)
        });
    if matches {
        let mut not_modified = Response::new(Empty::new().map_err(|e| match e {}).boxed_unsync());
        *not_modified.status_mut() = StatusCode::NOT_MODIFIED;
        for name in [header::CONTENT_TYPE, header::VARY, header::LAST_MODIFIED] {
            if let Some(v) = response.headers().get(&name) {
                not_modified.headers_mut().insert(name, v.clone());
            }
        }
        response = not_modified;
    }
    if let Ok(v) = HeaderValue::from_str(&tag) {
        response.headers_mut().insert(header::ETAG, v);
    }
    response
}

/// A file version's entity tag: `"<length>-<mtime ns>"` in hex, then `-br` or `-gz` for a
/// compressed copy (`copy`, empty for the file itself).
fn etag(path: &Path, copy: &str) -> Option<String> {
    let meta = std::fs::metadata(path).ok()?;
    let mtime = meta.modified().ok()?.duration_since(UNIX_EPOCH).ok()?;
    let suffix = if copy.is_empty() {
        String::new()
    } else {
        format!("-{copy}")
    };
    Some(format!(
        "\"{:x}-{:x}{suffix}\"",
        meta.len(),
        mtime.as_nanos()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("index.html"), "<p>hi</p>").unwrap();
        std::fs::create_dir(dir.path().join("www")).unwrap();
        std::fs::write(dir.path().join("www/a.js"), "1").unwrap();
        std::fs::create_dir(dir.path().join(".git")).unwrap();
        std::fs::write(dir.path().join(".git/config"), "secret").unwrap();
        dir
    }

    #[test]
    fn paths_stay_under_the_root_and_name_regular_files() {
        let dir = site();
        let root = dir.path();
        assert_eq!(resolve(root, "/www/a.js"), Some(root.join("www/a.js")));
        assert_eq!(resolve(root, "/www/%61.js"), Some(root.join("www/a.js")));
        assert_eq!(resolve(root, "/"), Some(root.join("index.html")));
        assert_eq!(resolve(root, "/../etc/passwd"), None);
        assert_eq!(resolve(root, "/www/../../etc/passwd"), None);
        assert_eq!(resolve(root, "/www/%2e%2e/%2e%2e/etc/passwd"), None);
        assert_eq!(resolve(root, "/.git/config"), None);
        assert_eq!(resolve(root, "/www"), None); // a folder without index.html
        assert_eq!(resolve(root, "/www\\a.js"), None);
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink("/etc", root.join("etc")).unwrap();
            std::os::unix::fs::symlink(root.join("www/a.js"), root.join("b.js")).unwrap();
            assert_eq!(resolve(root, "/etc/passwd"), None);
            assert_eq!(resolve(root, "/b.js"), None);
        }
    }

    #[test]
    fn only_loopback_names_are_answered() {
        let host = |h: &str| {
            let mut m = HeaderMap::new();
            m.insert(header::HOST, HeaderValue::from_str(h).unwrap());
            loopback_host(&m)
        };
        for ok in [
            "localhost",
            "localhost:8080",
            "127.0.0.1:1",
            "[::1]:8080",
            "[::1]",
            "LOCALHOST",
        ] {
            assert!(host(ok), "{ok}");
        }
        for bad in [
            "evil.example",
            "evil.example:8080",
            "127.0.0.2",
            "localhost.evil.example",
            "[::2]:80",
            "",
        ] {
            assert!(!host(bad), "{bad}");
        }
        assert!(!loopback_host(&HeaderMap::new()));
    }
}
