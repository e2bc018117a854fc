// What the browser tests share: the paths, the native command, the comparison of numbers, the
// checks' tally and the site's server.

import { execFileSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODELS } from '../../www/page/state.js';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ATTEND = process.env.ATTEND_BIN || join(ROOT, 'target/release/attend');
export const OUT = join(ROOT, 'test-output');
// The tolerance for page-vs-native numbers: |page - native| <= TOL * max(1, |native|).
export const TOL = 1e-4;

/** Headless Chromium (Debian's), and the flags of each backend the page is run on. */
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
export const BASE_FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const MODES = {
  webgpu: { flags: ['--enable-unsafe-webgpu'], backend: /^WebGPU/ },
  cpu: { flags: ['--disable-features=WebGPU'], backend: /^CPU/ },
};
// The first forward pass the load measurements ask for (bench.mjs, loadtrace.mjs): the model the
// page opens on, on its example input, and the page's address for it.
export const FIRST = { model: MODELS[0].id, text: MODELS[0].example };
export const FIRST_HASH = `#model=${FIRST.model}&text=${encodeURIComponent(FIRST.text)}`;
// The views of the walkthrough, in order (the training panel comes after them).
export const STAGES = ['input', 'embed', 'positional', 'attention', 'multihead', 'addnorm', 'ffn', 'encoder', 'decoder', 'output', 'maps', 'scan', 'align'];
/** The views past the walkthrough: training in the tab, and the paper's experiments. */
export const PANELS = ['train', 'experiments'];

let failed = 0;

/** Prints one check's outcome and counts the failures. */
export function check(ok, what) {
  if (ok) {
    console.log(`  ok   ${what}`);
  } else {
    failed++;
    console.log(`  FAIL ${what}`);
  }
}

/** How many checks have failed so far. */
export function failures() {
  return failed;
}

/** Runs the native `attend` command and returns what it printed. */
export function attend(...args) {
  return execFileSync(ATTEND, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 << 20 });
}

/** The largest |a - b| / max(1, |b|) over two flat arrays (Infinity when lengths differ). */
export function worst(a, b) {
  if (a.length !== b.length) return Infinity;
  let w = 0;
  for (let i = 0; i < a.length; i++) w = Math.max(w, Math.abs(a[i] - b[i]) / Math.max(1, Math.abs(b[i])));
  return w;
}

/**
 * Starts a server for the built site (dist/) on a free port: `attend serve`, or any static server
 * given as a command whose output names its port. Resolves to {server, base} once it answers.
 */
export async function serveSite(command, args, portPattern) {
  const server = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const port = await new Promise((resolve, reject) => {
    let seen = '';
    const look = (chunk) => {
      seen += chunk;
      const m = seen.match(portPattern);
      if (m) resolve(Number(m[1]));
    };
    server.stdout.on('data', look);
    server.stderr.on('data', look);
    server.on('exit', (code) => reject(new Error(`${command} exited (${code}): ${seen}`)));
    setTimeout(() => reject(new Error(`${command} named no port: ${seen}`)), 20000);
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`${base}/index.html`);
      if (r.ok) return { server, base };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`${command} did not answer on ${base}`);
}

// Put before the script of the page's model thread: it keeps every wasm memory the thread
// starts, and `self.wasmMemoryBytes()` gives their bytes (their peak, as a wasm memory only grows).
const MEMORY_PROBE = `const benchMemories = [];
for (const name of ['instantiate', 'instantiateStreaming']) {
  const original = WebAssembly[name];
  WebAssembly[name] = async (...args) => {
    const made = await original(...args);
    const memory = (made.instance ?? made).exports.memory;
    if (memory) benchMemories.push(memory);
    return made;
  };
}
self.wasmMemoryBytes = () => benchMemories.reduce((sum, m) => sum + m.buffer.byteLength, 0);
`;

/** The wasm memory of `page`'s model thread, in MiB (see MEMORY_PROBE). */
export async function modelThreadMiB(page) {
  const thread = page.workers().find((w) => new URL(w.url()).pathname.endsWith('/www/model/worker.js'));
  return thread ? (await thread.evaluate(() => self.wasmMemoryBytes())) / 2 ** 20 : NaN;
}

/** Puts MEMORY_PROBE before the script of the model's thread of every page of `context`. */
export async function probeModelThread(context) {
  await context.route(
    (url) => url.pathname.endsWith('/www/model/worker.js'),
    async (route) => {
      const response = await route.fetch();
      // The body comes decoded: it goes back without its encoding's headers.
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([k]) => !['content-encoding', 'content-length'].includes(k.toLowerCase())));
      await route.fulfill({ status: response.status(), headers, body: MEMORY_PROBE + (await response.text()) });
    },
  );
}
