// A measurement, not a test: what a first visit costs. For the CPU build and for WebGPU, a
// fresh page load (a new browser context, nothing cached, the service worker blocked so every
// byte is the network's) opening on the first shipped model and its example:
// - the bytes it downloads until the first forward pass is shown, each request's body as it came
//   over the wire (brotli or gzip where `attend serve` has a copy so compressed) and its headers, by kind: the
//   page's own files, the wasm core, the model;
// - the time to that pass, the median and range of LOADS loads, beside three bare pages, the
//   floor under it: one whose thread answers at once; one whose thread loads the core that runs
//   models, opens the model and runs the example, with none of the page's code; and one that asks
//   the page's own model thread for that first pass, with none of the page's other code. All four
//   are loaded in turn, round after round, and how much later the page's pass came than the bare
//   core page's is the median of the rounds' differences;
// - each build of the wasm core's size, gzipped, and in brotli.
// Needs the built site (dist/) and the release binary.
//
// Usage: node tests/browser/bench-load.mjs [cpu|webgpu ...] [--docs]
//        (LOADS: fresh loads timed, 7 unless set; --docs: the figures written into
//        docs/performance.md, between its `bench-load` markers, with the machine's CPU)

import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { DEFAULTS, readHash, runArgs } from '../../www/page/state.js';
import { ATTEND, BASE_FLAGS, CHROMIUM, FIRST, FIRST_HASH, MODES, ROOT, serveSite } from './lib.mjs';

const args = process.argv.slice(2);
const modes = args.filter((a) => MODES[a]);
const wanted = modes.length ? modes : Object.keys(MODES);
// Fresh loads timed (odd, so that the median is one of them).
const LOADS = Number(process.env.LOADS || 7);
// The pause after each load, so that the browser's teardown of one page does not share the
// machine with the next load (on two cores it moved the median by about a fifth).
const LOAD_PAUSE_MS = 1000;

/** What a request fetched, for the sums: the wasm core, the model, or the page's own files. */
function kind(url) {
  const path = new URL(url).pathname;
  if (/\/attend_bg\.wasm$/.test(path)) return 'core';
  if (/\.safetensors$/.test(path)) return 'model';
  return 'page';
}

/**
 * One fresh load of `url` (a new browser context, the service worker blocked): the time to
 * `window.attend.timings.firstShownMs`, and with `webGpu` to the first pass shown on WebGPU
 * (`webGpuShownMs`: the page shows its first pass from the CPU while WebGPU starts); with
 * `count`, the bytes of its requests finished by its first pass, by kind, and their number.
 */
async function timeLoad(browser, url, { webGpu = false, count = false } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const fresh = await context.newPage();
    const finished = [];
    if (count) fresh.on('requestfinished', (request) => finished.push(request));
    await fresh.goto(url);
    await fresh.waitForFunction(() => window.attend && window.attend.timings.firstShownMs !== null, null, { timeout: 180000 });
    const load = { ms: await fresh.evaluate(() => window.attend.timings.firstShownMs) };
    if (count) {
      const done = [...finished];
      load.bytes = { page: 0, core: 0, model: 0 };
      for (const request of done) {
        const sizes = await request.sizes();
        load.bytes[kind(request.url())] += sizes.responseBodySize + sizes.responseHeadersSize;
      }
      load.requests = done.length;
    }
    if (webGpu) {
      await fresh.waitForFunction(() => window.attend.timings.webGpuShownMs !== null, null, { timeout: 180000 });
      load.webGpuMs = await fresh.evaluate(() => window.attend.timings.webGpuShownMs);
    }
    return load;
  } finally {
    await context.close();
    await new Promise((r) => setTimeout(r, LOAD_PAUSE_MS));
  }
}

/**
 * `LOADS` rounds, each a fresh load of every page of `pages` ({name: [url, options of timeLoad]})
 * in turn, so that a machine whose speed wanders over the rounds slows every page alike: each
 * page's loads in round order ({name: [load, ...]}).
 */
async function timeRounds(browser, pages) {
  const loads = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  for (let i = 0; i < LOADS; i++) {
    for (const [name, [url, options]] of Object.entries(pages)) loads[name].push(await timeLoad(browser, url, { ...options, count: options?.count && i === 0 }));
  }
  return loads;
}

/**
 * The bare pages, in a folder of their own: `empty/`, whose thread (started as index.html starts
 * the model's) answers at once; `core/`, whose thread loads the wasm core that runs models, opens
 * the shipped model and runs it on the same input with the page's default settings (the `Session`
 * calls the page makes), with none of the page's code; and `thread/`, the page's own model thread
 * (the built www/model/worker.js, started as index.html starts it) asked for that model and that
 * run as the page's first steps ask it (www/page/boot.js), with none of the page's other code.
 * Each marks the time its answer arrives as the page marks its first forward pass. They fetch the
 * model as the page does (in brotli where the browser takes it).
 */
function writeFloorPages() {
  const dir = mkdtempSync(join(tmpdir(), 'attend-floor-'));
  const page = (main) => `<!doctype html><html><head><meta charset="utf-8"><title>floor</title>
<script>window.thread = new Worker('worker.js' + location.search, { type: 'module' });</script>
<script type="module">
window.attend = { timings: { firstShownMs: null } };
window.thread.onmessage = (event) => { ${main} window.attend.timings.firstShownMs = performance.now(); };
</script></head><body></body></html>`;
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>floor</title><a href="empty/">empty</a> <a href="core/">core</a> <a href="thread/">thread</a>');
  mkdirSync(join(dir, 'empty'));
  writeFileSync(join(dir, 'empty/index.html'), page('document.body.append(String(event.data));'));
  writeFileSync(join(dir, 'empty/worker.js'), "self.postMessage('ready');\n");
  mkdirSync(join(dir, 'core'));
  writeFileSync(join(dir, 'core/index.html'), page('document.body.append(event.data.meta.greedy ?? event.data.error);'));
  writeFileSync(
    join(dir, 'core/worker.js'),
    `const backend = new URLSearchParams(location.search).get('backend');
const where = backend === 'cpu' ? './pkg-cpu-inference/' : './pkg-inference/';
try {
  const wasm = fetch(where + 'attend_bg.wasm');
  const model = fetch('./${FIRST.model}.safetensors').then((r) => r.arrayBuffer());
  const core = await import(where + 'attend.js');
  await core.default({ module_or_path: wasm });
  const session = await core.Session.open(new Uint8Array(await model), backend);
  session.info();
  const { meta, data } = await session.run(${JSON.stringify(FIRST.text)}, ${DEFAULTS.pad}, { beam: ${DEFAULTS.beam}, alpha: ${DEFAULTS.alpha}, maxout: ${DEFAULTS.maxout} }, [], undefined);
  self.postMessage({ meta }, [data.buffer]);
} catch (e) {
  self.postMessage({ error: String(e), meta: {} });
}
`,
  );
  const cores = ['pkg-cpu-inference', 'pkg-inference'];
  const model = (to) => {
    for (const copy of ['', '.br', '.gz']) cpSync(join(ROOT, `dist/www/models/${FIRST.model}.safetensors${copy}`), `${to}${copy}`);
  };
  for (const core of cores) cpSync(join(ROOT, 'dist/www', core), join(dir, 'core', core), { recursive: true });
  model(join(dir, `core/${FIRST.model}.safetensors`));
  // The page's thread where the page has it (www/model/, beside the cores and the models).
  mkdirSync(join(dir, 'thread/www/models'), { recursive: true });
  for (const d of ['model', ...cores]) cpSync(join(ROOT, 'dist/www', d), join(dir, 'thread/www', d), { recursive: true });
  model(join(dir, `thread/www/models/${FIRST.model}.safetensors`));
  const state = readHash(FIRST_HASH);
  const asks = [
    { id: 1, op: 'open', shipped: state.model, backend: state.backend },
    { id: 2, op: 'run', ...runArgs(state) },
  ];
  writeFileSync(
    join(dir, 'thread/index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><title>floor</title>
<script>window.thread = new Worker('www/model/worker.js' + location.hash, { type: 'module' });</script>
<script type="module">
window.attend = { timings: { firstShownMs: null } };
window.thread.onmessage = ({ data }) => {
  if (data.id !== 2) return;
  document.body.append(data.ok ? data.value.meta.greedy : data.error.message);
  window.attend.timings.firstShownMs = performance.now();
};
for (const ask of ${JSON.stringify(asks)}) window.thread.postMessage(ask);
</script></head><body></body></html>`,
  );
  return dir;
}

/** How much later than the bare core page the page showed its first pass on the same backend
 * (on WebGPU, its first pass there: its very first comes from the CPU), in ms: the median over
 * the rounds of the two loads' difference. */
function after(mode, loads, bare) {
  const page = mode === 'webgpu' ? loads.map((l) => l.webGpuMs) : times(loads);
  return sorted(page.map((t, i) => t - bare[i].ms))[LOADS >> 1].toFixed(0);
}
const times = (loads) => loads.map((l) => l.ms);
const sorted = (values) => [...values].sort((a, b) => a - b);
const kb = (n) => `${Math.round(n / 1000).toLocaleString('en')} KB`;
/** The median and range of `values` (ms). */
function ms(values) {
  const v = sorted(values);
  return `${v[LOADS >> 1].toFixed(0)} ms (${v[0].toFixed(0)} to ${v[LOADS - 1].toFixed(0)})`;
}

// Every build of the wasm core (www/model/cores.js says which thread loads which).
const cores = readdirSync(join(ROOT, 'dist/www'))
  .filter((d) => d.startsWith('pkg'))
  .sort((a, b) => b.endsWith('-inference') - a.endsWith('-inference') || a.localeCompare(b))
  .map((dir) => {
    // Compressed as `attend serve` sends it: the build's gzip and brotli copies, where they are.
    const path = join(ROOT, `dist/www/${dir}/attend_bg.wasm`);
    const wasm = readFileSync(path);
    const size = (copy, compress) => (existsSync(`${path}.${copy}`) ? statSync(`${path}.${copy}`).size : compress(wasm).length);
    const gzipped = size('gz', (b) => gzipSync(b, { level: 9 }));
    const brotli = size('br', (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    return { dir, bytes: wasm.length, gzipped, brotli };
  });
const n = (bytes) => bytes.toLocaleString('en');
for (const c of cores) console.log(`wasm core www/${c.dir}/: ${n(c.bytes)} bytes, ${n(c.gzipped)} gzipped, ${n(c.brotli)} brotli`);

const { server, base } = await serveSite(ATTEND, ['serve', '--port', '0'], /http:\/\/127\.0\.0\.1:(\d+)/);
const floorDir = writeFloorPages();
const floor = await serveSite(ATTEND, ['serve', '--port', '0', '--root', floorDir], /http:\/\/127\.0\.0\.1:(\d+)/);
const rows = [];
try {
  for (const mode of wanted) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...BASE_FLAGS, ...MODES[mode].flags], headless: true });
    try {
      const floorBackend = mode === 'cpu' ? 'cpu' : 'gpu';
      const { empty, bare, thread, loads } = await timeRounds(browser, {
        empty: [`${floor.base}/empty/index.html`],
        bare: [`${floor.base}/core/index.html?backend=${floorBackend}`],
        thread: [`${floor.base}/thread/index.html${FIRST_HASH}`],
        loads: [`${base}/${FIRST_HASH}`, { webGpu: mode === 'webgpu', count: true }],
      });
      const { page, core, model } = loads[0].bytes;
      console.log(`${mode}: a bare page whose thread answers at once, median of ${LOADS} fresh loads ${ms(times(empty))}`);
      console.log(`${mode}: a bare page whose thread loads the core and runs the model (${floorBackend}), median of ${LOADS} fresh loads ${ms(times(bare))}`);
      console.log(`${mode}: a bare page that asks the page's model thread for the first pass, median of ${LOADS} fresh loads ${ms(times(thread))}`);
      console.log(`${mode}: page load to the first forward pass shown, median of ${LOADS} fresh loads ${ms(times(loads))}`);
      console.log(`${mode}: the first visit downloaded ${kb(page + core + model)} in ${loads[0].requests} requests by its first pass: the page's files ${kb(page)}, the wasm core ${kb(core)}, the model ${kb(model)}`);
      if (mode === 'webgpu') console.log(`${mode}: page load to the first forward pass shown on WebGPU (the first comes from the CPU while WebGPU starts), median ${ms(loads.map((l) => l.webGpuMs))}`);
      console.log(`${mode}: the page's first pass on the bare core page's backend came ${after(mode, loads, bare)} ms after the bare page's (the median of the rounds' differences)`);
      rows.push({ mode, empty, bare, thread, loads });
    } finally {
      await browser.close();
    }
  }
} finally {
  server.kill();
  floor.server.kill();
  rmSync(floorDir, { recursive: true, force: true });
}

if (args.includes('--docs')) {
  const cpu = cpus()[0]?.model.trim() ?? 'this machine';
  const lines = [
    `<!-- bench-load: written by \`LOADS=${LOADS} node tests/browser/bench-load.mjs ${wanted.join(' ')} --docs\`; not to be edited -->`,
    '',
    `${cpu}, ${cpus().length} cores, headless Chromium (WebGPU is SwiftShader's, on the CPU), \`LOADS=${LOADS} node tests/browser/bench-load.mjs ${wanted.join(' ')}\`. The page opens on \`${FIRST.model}\` with "${FIRST.text}"; times are the median and range of ${LOADS} fresh loads (a new browser context each, nothing cached) to the first forward pass shown, the four pages loaded in turn in each of ${LOADS} rounds; the last column is the median of the rounds' differences.`,
    '',
    '| build | first visit, to the first pass | the page | first pass on WebGPU | bare page, thread answers | bare page, core runs the model | bare page, the page\'s model thread | the page\'s first pass on that backend, after the bare core page\'s |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(({ mode, empty, bare, thread, loads }) => {
      const { page, core, model } = loads[0].bytes;
      const bytes = `${kb(page + core + model)}: page ${kb(page)}, core ${kb(core)}, model ${kb(model)}`;
      return `| ${mode === 'cpu' ? 'CPU' : 'WebGPU'} | ${bytes} | ${ms(times(loads))} | ${mode === 'webgpu' ? ms(loads.map((l) => l.webGpuMs)) : '–'} | ${ms(times(empty))} | ${ms(times(bare))} | ${ms(times(thread))} | ${after(mode, loads, bare)} ms |`;
    }),
    '',
    'The builds of the wasm core (`www/model/cores.js` says which thread loads which; the two that run models, `*-inference/`, are the ones a visit loads):',
    '',
    '| core | bytes | gzipped | brotli (as served to a browser that accepts it) |',
    '|---|---|---|---|',
    ...cores.map((c) => `| \`${c.dir}/\` | ${n(c.bytes)} | ${n(c.gzipped)} | ${n(c.brotli)} |`),
    '',
    '<!-- /bench-load -->',
  ];
  const path = join(ROOT, 'docs/performance.md');
  const doc = readFileSync(path, 'utf8');
  const start = doc.indexOf('<!-- bench-load');
  const end = doc.indexOf('<!-- /bench-load -->');
  if (start < 0 || end < 0) throw new Error('docs/performance.md has no bench-load markers');
  writeFileSync(path, doc.slice(0, start) + lines.join('\n') + doc.slice(end + '<!-- /bench-load -->'.length));
  console.log('wrote the figures into docs/performance.md');
}
