// Hugging Face model folders in the page: the files of one chosen together, a folder dropped on
// the page, or a repository downloaded from the Hub (or a mirror of it), with its progress and a
// way to cancel. What a folder holds, and the most bytes each file may have, is the core's
// (`folder_files` of the catalogue, src/hf/folder.rs); the core reads the files
// (`weightsOfFolder`, through the model's thread).
import { CATALOG } from './catalog.js';
import { t } from './i18n.js';

/** The files a model is read from: [{name, max_bytes, required}], the weights last. */
const FILES = CATALOG.folder_files;
/** The weights' files, the first preferred. */
const WEIGHTS = ['model.safetensors', 'pytorch_model.bin'];

/** The Hub's address; `hubbase` in the page's address replaces it (a mirror, or the tests'). */
export const HUB = 'https://huggingface.co';

/** A repository's name as the Hub writes it: organisation/name. */
const REPO = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,95}\/[A-Za-z0-9][A-Za-z0-9_.-]{0,95}$/;

/** Whether `repo` is a repository's name (organisation/name). */
export function isRepo(repo) {
  return REPO.test(repo);
}

/** The last part of a path: a file of a dropped folder is named with its folder. */
function baseName(path) {
  return path.split('/').pop();
}

/** Whether the files chosen (File objects) are a model folder: one of them is config.json. */
export function isFolder(files) {
  return files.some((f) => baseName(f.name) === 'config.json');
}

/** The files of a folder the core reads, as [{name, bytes (Uint8Array)}]; the others are left. */
export async function readFolder(files) {
  const known = new Set(FILES.map((f) => f.name));
  const wanted = files.filter((f) => known.has(baseName(f.name)));
  return Promise.all(wanted.map(async (f) => ({ name: baseName(f.name), bytes: new Uint8Array(await f.arrayBuffer()) })));
}

/** The files dropped on the page (a DataTransfer): a dropped folder's files, or the files. */
export async function droppedFiles(transfer) {
  const entries = [...transfer.items].map((item) => item.webkitGetAsEntry?.()).filter(Boolean);
  const folder = entries.find((e) => e.isDirectory);
  if (!folder) return [...transfer.files];
  const children = await new Promise((resolve, reject) => {
    const all = [];
    const reader = folder.createReader();
    // readEntries gives a folder's entries in batches, then an empty one.
    const next = () => reader.readEntries((batch) => (batch.length ? (all.push(...batch), next()) : resolve(all)), reject);
    next();
  });
  const files = children.filter((e) => e.isFile);
  return Promise.all(files.map((e) => new Promise((resolve, reject) => e.file(resolve, reject))));
}

/** How many bytes a model's weights have: attend's file (an ArrayBuffer), or a folder's files
 * [{name, bytes}]. */
export function weightsSize(weights) {
  return Array.isArray(weights) ? weights.reduce((sum, f) => sum + f.bytes.byteLength, 0) : weights.byteLength;
}

/** A size in bytes in words: "12.3 MB". */
export function megabytes(n) {
  return n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : `${Math.ceil(n / 1e3)} kB`;
}

/**
 * Downloads repository `repo` from `base` (the Hub's address, or a mirror's): every file a model
 * is read from that it has, the small ones first, then model.safetensors (pytorch_model.bin
 * where it has none). `progress({file, loaded, total, left})` follows the weights (`total`: null
 * when the server does not say; `left`: seconds, estimated from the rate so far); `signal`
 * cancels. Returns [{name, bytes}]; a failure is an Error whose message, in the page's language,
 * says why.
 */
export async function download(repo, base, progress, signal) {
  if (!isRepo(repo)) throw new Error(t('hub-bad-name', { repo }));
  const root = base.replace(/\/+$/, '');
  const url = (name) => `${root}/${repo}/resolve/main/${name}`;
  // The Hub lists a repository's files (its API, `siblings`): only those it has are asked for.
  // Where the list is not to be had (a mirror without the API), each file is asked for in turn.
  const listed = await listFiles(`${root}/api/models/${repo}`, signal);
  const has = (name) => !listed || listed.has(name);
  const out = [];
  for (const { name, max_bytes: max, required } of FILES.filter((f) => !WEIGHTS.includes(f.name))) {
    if (!has(name) && !required) continue;
    const bytes = await fetchFile(url(name), { repo, base, name, max, required, signal });
    if (bytes) out.push({ name, bytes });
  }
  for (const name of WEIGHTS.filter(has)) {
    const max = FILES.find((f) => f.name === name).max_bytes;
    const bytes = await fetchFile(url(name), { repo, base, name, max, required: false, signal, progress });
    if (bytes) return [...out, { name, bytes }];
  }
  throw new Error(t('hub-no-weights', { repo }));
}

/** The names of a repository's files as the Hub's API lists them, or null where it does not. */
async function listFiles(url, signal) {
  try {
    const response = await fetch(url, { signal, mode: 'cors' });
    if (!response.ok) return null;
    const siblings = (await response.json())?.siblings;
    return Array.isArray(siblings) ? new Set(siblings.map((s) => s?.rfilename)) : null;
  } catch {
    return null;
  }
}

/**
 * One file: its bytes, or null where the repository lacks it (`required`: an error instead,
 * which for config.json says the repository was not found). `progress` follows it as it comes.
 */
async function fetchFile(url, { repo, base, name, max, required, signal, progress }) {
  let response;
  try {
    response = await fetch(url, { signal, mode: 'cors' });
  } catch (e) {
    if (signal.aborted) throw new Error(t('hub-cancelled', { repo }));
    throw new Error(t('hub-unreachable', { base, reason: e.message }));
  }
  const status = String(response.status);
  // The Hub answers 401 for a repository that does not exist as for a private one.
  if ((response.status === 401 || response.status === 404) && name === 'config.json') throw new Error(t('hub-not-found', { repo, base, status }));
  if (response.status === 401 || response.status === 403) throw new Error(t('hub-private', { repo, status }));
  if (response.status === 404) {
    if (required) throw new Error(t('hub-http', { repo, file: name, status }));
    return null;
  }
  if (!response.ok) throw new Error(t('hub-http', { repo, file: name, status }));
  // A text file may come compressed, its Content-Length then the compressed size: the length
  // is trusted for the weights alone (the ones followed), which are served as they are.
  const total = progress ? Number(response.headers.get('content-length')) || null : null;
  const tooLarge = (size) => new Error(t('hub-too-large', { repo, file: name, size: megabytes(size), max: megabytes(max) }));
  if (total && total > max) throw tooLarge(total);
  const reader = response.body.getReader();
  const parts = [];
  let loaded = 0;
  const started = performance.now();
  progress?.({ file: name, loaded, total, left: null });
  for (;;) {
    let chunk;
    try {
      chunk = await reader.read();
    } catch (e) {
      if (signal.aborted) throw new Error(t('hub-cancelled', { repo }));
      throw new Error(t('hub-stopped', { file: name, reason: e.message }));
    }
    if (chunk.done) break;
    parts.push(chunk.value);
    loaded += chunk.value.length;
    if (loaded > max) {
      reader.cancel();
      throw tooLarge(loaded);
    }
    const seconds = (performance.now() - started) / 1000;
    const left = total && seconds > 0.5 ? ((total - loaded) * seconds) / loaded : null;
    progress?.({ file: name, loaded, total, left });
  }
  if (total && loaded < total) throw new Error(t('hub-stopped', { file: name, reason: t('hub-short', { loaded: megabytes(loaded), total: megabytes(total) }) }));
  const bytes = new Uint8Array(loaded);
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.length;
  }
  return bytes;
}
