// The site's service worker: it keeps the whole built site (index.html, the bundles, every wasm
// core and its bindings, the shipped models, the styles and icons) in a cache, so that after a
// first visit the page, its cores and the shipped models open with no network. It sits beside
// index.html, so its scope is the whole site; the page registers it once the first forward pass
// is shown (www/page/offline.js).
//
// scripts/build-web.sh writes the line below into dist/sw.js (scripts/stamp-worker.sh): every file
// of dist/ but this one and the .gz and .br copies, and the build's version, a digest of their contents. A new build is a new
// worker, which the browser installs beside the old one: it fills a cache of its own version and
// waits until the old version's pages are gone (a visit, or a reload of the only tab open, then
// takes it over: see `answer`). Once active it deletes the caches of this site's other versions, and
// nothing else: the models trained in the page (IndexedDB, www/page/store.js) are never touched.
const BUILD = { version: 'unbuilt', files: [] };

// The site's address (where it is served from, maybe a folder of a larger site).
const SCOPE = new URL(self.registration.scope);
// Caches of this site are named "attend <scope> <version>"; those of other sites on the same
// origin, and this site's of other scopes, are left alone.
const PREFIX = `attend ${SCOPE.href} `;
const CACHE = PREFIX + BUILD.version;
const FILES = new Set(BUILD.files);

// What `attend serve` sends with every file for cross-origin isolation (src/serve.rs's `ISOLATION`,
// which tests/page.rs holds this to): shared memory for the training threads needs it. The cached copies are given them again when served, so the
// page is isolated from the cache whatever server it was first fetched from.
const ISOLATION = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
  'cross-origin-resource-policy': 'same-origin',
};

// The page a visit gets while a new version takes over: it loads the address again as soon as
// that version no longer waits (it is active), or after two seconds whatever happened. It asks
// for no icon, so nothing is fetched that the cache lacks.
const TAKING_OVER = `<!doctype html><meta charset="utf-8"><title>attend</title><link rel="icon" href="data:,">
<script>
  const started = Date.now();
  const poll = setInterval(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration?.waiting || Date.now() - started > 2000) {
      clearInterval(poll);
      location.reload();
    }
  }, 20);
</script>`;

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // The page that registered the first version is served from its cache from now on, so
      // its later requests (a training core, another model) work offline too.
      await self.clients.claim();
    })(),
  );
});

// The active version asks a waiting one to take over (see `answer`).
self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const file = event.request.method === 'GET' ? fileOf(event.request.url) : null;
  // Anything else (another origin, a file the build did not make) goes to the network as usual.
  if (file) event.respondWith(answer(event.request, file));
});

/**
 * Fetches every file of the build into this version's cache; the install fails (and the browser
 * tries again on a later visit) when one cannot be fetched. Each request revalidates what the
 * browser's HTTP cache holds (`no-cache`: an unchanged file costs a 304 on its ETag, and a stale
 * copy from a server that names no freshness never enters the new version).
 */
async function precache() {
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(
      BUILD.files.map(async (file) => {
        const url = new URL(file, SCOPE);
        const response = await fetch(url, { cache: 'no-cache' });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        await cache.put(url, response);
      }),
    );
  } catch (e) {
    await caches.delete(CACHE);
    throw e;
  }
}

/** The file of the build that `url` names ("" is index.html), or null. */
function fileOf(url) {
  const u = new URL(url);
  if (u.origin !== SCOPE.origin || !u.pathname.startsWith(SCOPE.pathname)) return null;
  let file;
  try {
    file = decodeURIComponent(u.pathname.slice(SCOPE.pathname.length)) || 'index.html';
  } catch {
    return null;
  }
  return FILES.has(file) ? file : null;
}

/**
 * The answer to a request for a file of the build: its cached copy (the network's if the cache
 * lost it), with the isolation headers. A visit while a newer version waits, with no other page
 * of the site open, lets that version take over and loads again from it: the page and every
 * file it asks for then come from one build. A reload counts: its page is still open as it asks,
 * and has the focus (a tab opened beside it would have taken it). A page that goes on in another
 * tab keeps its version until it closes.
 */
async function answer(request, file) {
  const waiting = self.registration.waiting;
  if (request.mode === 'navigate' && waiting) {
    const open = await self.clients.matchAll({ type: 'window' });
    if (open.length === 0 || (open.length === 1 && open[0].focused)) {
      waiting.postMessage('take-over');
      return new Response(TAKING_OVER, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    }
  }
  const cached = await caches.match(new URL(file, SCOPE), { cacheName: CACHE });
  return isolated(cached ?? (await fetch(request)));
}

/** `response` with the isolation headers (a redirect or another origin's answer as it is). */
function isolated(response) {
  if (response.type !== 'basic' && response.type !== 'default') return response;
  if (response.status < 200 || response.status > 299) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ISOLATION)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
