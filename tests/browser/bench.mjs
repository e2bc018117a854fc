// A measurement, not a test: training throughput in the tab (the CPU build on one thread and on
// every core, and WebGPU) beside the native build's, from `attend bench`'s training table (the
// same models, task and batch); the peak memory of each (the tab's wasm memory, which only
// grows; the native process's peak resident set); and the time a switch of models takes to show
// its pass. What a first visit costs is tests/browser/bench-load.mjs's.
// Needs the built site (dist/) and the release binary. What the page does not report (the wasm
// memory of its model's thread, the matrix product's speed) the bench measures itself: a few lines
// it puts before the model's thread's script, and a core of its own built with the `bench`
// feature (Cargo.toml), on a page of its own.
//
// Usage: node tests/browser/bench.mjs [cpu|webgpu ...] [--models tiny,small,...] [--pairs N] [--plain-simd]
//        (ATTEND_BIN: the binary; --pairs: how many times each training figure is measured in the tab and natively, in
//        turn, 3 unless given; --plain-simd: the page as a browser without wasm's relaxed SIMD
//        gets it, the CPU-only core without fused multiply-adds)

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { MODELS } from '../../www/page/state.js';
import { ATTEND, BASE_FLAGS, CHROMIUM, FIRST_HASH, MODES, modelThreadMiB, probeModelThread, ROOT, serveSite } from './lib.mjs';

const args = process.argv.slice(2);
const modes = args.filter((a) => MODES[a]);
const wanted = modes.length ? modes : Object.keys(MODES);
const only = args.includes('--models') ? ['--models', args[args.indexOf('--models') + 1]] : [];
const plainSimd = args.includes('--plain-simd');
// Each training figure is measured this many times in the tab and natively, in turn (tab, native,
// tab, native...), and the medians compared: on a shared machine one run moves by a fifth or
// more either way, and two runs in turn drift together.
const PAIRS = args.includes('--pairs') ? Number(args[args.indexOf('--pairs') + 1]) : 3;
if (!(Number.isInteger(PAIRS) && PAIRS >= 1)) {
  console.error('--pairs takes a whole number of at least 1');
  process.exit(2);
}
let rerouted = 0; // requests for the relaxed-SIMD core answered with the plain one

/** A fresh browser context whose model thread carries MEMORY_PROBE; with --plain-simd, the
 * relaxed-SIMD core's requests are answered with the plain one's files (the same bindings, the
 * other wasm). The service worker is blocked: every figure is the network's, and the routes see
 * every request. */
async function newContext(browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await probeModelThread(context);
  if (plainSimd) {
    await context.route('**/www/pkg-cpu-relaxed/**', (route) => {
      rerouted += 1;
      return route.continue({ url: route.request().url().replace('/pkg-cpu-relaxed/', '/pkg-cpu/') });
    });
  }
  return context;
}

// The models, their settings and the native figures: `attend bench`'s training rows (src/bench/training.rs).
console.log('measuring the native build (attend bench --only training)...');
const nativeRows = JSON.parse(execFileSync(ATTEND, ['bench', '--only', 'training', '--no-torch', '--json', ...only], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 }));
const threads = nativeRows[0]?.threads ?? 1;

/** One native figure measured now, as the table measures each (`attend bench --measure`, a
 * process of its own): {tokens_per_sec, peak_rss_mib}. */
function measureNative(model, n) {
  return JSON.parse(execFileSync(ATTEND, ['bench', '--measure', model, '--backend', 'cpu', '--threads', String(n)], { cwd: ROOT, encoding: 'utf8' }));
}

// Each shipped model opened this many times in turn, after the first model of a visit.
const SWITCH_ROUNDS = 2;

/**
 * Switching models, as the picker does: from the page as loaded, each shipped model with its
 * example input, `SWITCH_ROUNDS` times round; each switch timed from the request to its forward
 * pass shown (ms), sorted. On WebGPU the models share the thread's device and its compiled
 * kernels (src/wasm/mod.rs, `shared_gpu`).
 */
async function timeSwitches(page) {
  const times = [];
  for (let round = 0; round < SWITCH_ROUNDS; round++) {
    for (const { id, example } of MODELS) {
      const t0 = Date.now();
      await page.evaluate(({ id, example }) => window.attend.actions.set({ model: id, text: example }), { id, example });
      await page.waitForFunction(({ id, example }) => window.attend.model?.id === id && window.attend.run?.text === example && !window.attend.busy && document.body.dataset.status === 'ready', { id, example }, { timeout: 180000 });
      times.push(Date.now() - t0);
    }
  }
  return times.sort((a, b) => a - b);
}

// Time to accuracy: reverse trained from the panel's defaults (its recipe, every core), until
// the first scoring at 100% held-out exact match or for at most this long.
const ACCURACY_WAIT_S = 120;

/**
 * The panel's default run, as a user starts it: the wall time from Start to the first scoring
 * at each of 95%, 99% and 100% held-out exact match, with its step (`null` where not reached).
 */
async function timeToAccuracy(page) {
  await page.click('#stages button[data-stage="train"]');
  await page.waitForSelector('#train-start');
  await page.click('#train-start');
  const t0 = Date.now();
  const marks = [0.95, 0.99, 1];
  const reached = {};
  while (Date.now() - t0 < ACCURACY_WAIT_S * 1000 && reached[1] === undefined) {
    const s = await page.evaluate(() => ({ held: window.attend.training.state.held, status: window.attend.training.state.status }));
    for (const m of marks) {
      const hit = s.held.find(([, , e]) => e >= m);
      if (hit && reached[m] === undefined) reached[m] = { step: hit[0], seconds: (Date.now() - t0) / 1000 };
    }
    if (['done', 'failed'].includes(s.status)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const held = await page.evaluate(() => window.attend.training.state.held.map(([step, , e]) => `${step}: ${(100 * e).toFixed(1)}%`).join(', '));
  await page.click('#train-pause').catch(() => {});
  return { reached, held };
}

// Time to BLEU: the translation task trained from its recipe (every core), until the first
// scoring at a held-out BLEU of 90, scored every this many steps, or for at most this long.
const BLEU_TARGET = 90;
const BLEU_EVERY = 50;
const BLEU_WAIT_S = 180;

/**
 * fr-en from its recipe, as a user starts it from the panel (scored every BLEU_EVERY steps): the
 * wall time from Start to the first scoring at a held-out BLEU of BLEU_TARGET, with its step.
 */
async function timeToBleu(page) {
  await page.click('#stages button[data-stage="train"]');
  await page.waitForFunction(() => window.attend.training.state.recipes && document.querySelector('#train-start'), null, { timeout: 60000 });
  await page.selectOption('#train-form [name=task]', 'fr-en');
  await page.fill('#train-form [name=evalEvery]', String(BLEU_EVERY));
  await page.click('#train-start');
  const t0 = Date.now();
  let reached = null;
  while (Date.now() - t0 < BLEU_WAIT_S * 1000 && !reached) {
    const s = await page.evaluate(() => ({ held: window.attend.training.state.held, status: window.attend.training.state.status }));
    const hit = s.held.find((h) => h[4] >= BLEU_TARGET);
    if (hit) reached = { step: hit[0], seconds: (Date.now() - t0) / 1000 };
    if (['done', 'failed'].includes(s.status)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const held = await page.evaluate(() => window.attend.training.state.held.map((h) => `${h[0]}: ${h[4].toFixed(1)}`).join(', '));
  await page.click('#train-pause').catch(() => {});
  return { reached, held };
}

/** The short run before each timed one: two chunks, and a step of a third, or the timed run's
 * length where that is shorter (a larger model's steps warm the code up sooner). */
const WARM_UP_STEPS = 21;

/**
 * Training in the tab through the page's own worker: tokens/s over the chunks after the first
 * of a run that follows a short one of the same model (so that the browser has compiled the
 * wasm core's hot code with its optimising tier, as it has after a run's first seconds; the
 * first 10 steps of a fresh core run about three times slower, see the README), each chunk's
 * rate, the median time between chunks (the model's thread's turns, in which it answers the
 * page), and the wasm memory at the end.
 */
async function inTab(page, row, backend, threads) {
  return page.evaluate(
    async ({ task, settings, steps, backend, warmUp }) => {
      const client = window.attend.client;
      // One listener for both runs (the client keeps every listener it is given), feeding the
      // run under way.
      let current = null; // {chunks, resolve}
      client.onEvent(({ kind, data }) => {
        if (kind === 'progress') current?.chunks.push({ ...data, at: performance.now() });
        if (kind === 'done' || kind === 'failed') current?.resolve({ kind, data });
      });
      const trainRun = async (n) => {
        const chunks = [];
        const ended = new Promise((resolve) => {
          current = { chunks, resolve };
        });
        const [started] = await client.trainStart([{ task, ...settings, steps: n, seed: 0 }], backend, n);
        const end = await ended;
        if (end.kind === 'failed') throw new Error(end.data.message);
        await client.trainReset();
        return { started, chunks };
      };
      await trainRun(warmUp);
      const { started, chunks } = await trainRun(steps);
      const timed = chunks.length > 1 ? chunks.slice(1) : chunks;
      const tokens = timed.reduce((a, c) => a + c.tokens, 0);
      const ms = timed.reduce((a, c) => a + c.ms, 0);
      // The time between chunks, which the figure leaves out but a run in the page spends: from
      // one chunk's report arriving here to the next's, less that chunk's own time; the median.
      const gaps = chunks
        .slice(1)
        .map((c, i) => c.at - chunks[i].at - c.ms)
        .sort((a, b) => a - b);
      // Each chunk's own rate too, the first (left out of the figure) included: they show
      // whether the run was steady.
      return { rates: chunks.map((c) => Math.round((c.tokens / c.ms) * 1000)), tokensPerSec: tokens / (ms / 1000), gapMs: gaps.length ? gaps[gaps.length >> 1] : null, backend: started.backend, parameters: started.described.parameters };
    },
    { task: row.task, settings: { ...row.settings, batch_size: row.batch_size, threads }, steps: row.steps + 1, backend, warmUp: Math.min(WARM_UP_STEPS, row.steps + 1) },
  ).then(async (figures) => ({ ...figures, wasmMiB: await modelThreadMiB(page) }));
}

/**
 * The core of the matrix product's page: the CPU-only training core with the `bench` feature
 * (src/wasm/bench.rs, `productRate`), compiled as the page's is (with relaxed SIMD, unless
 * --plain-simd), its bindings and wasm written into `dir`.
 */
function buildBenchCore(dir) {
  console.log('building the bench core (cargo build --features bench)...');
  const build = 'cargo build --quiet --profile wasm --lib --target wasm32-unknown-unknown';
  const wasm = plainSimd ? '"${CARGO_TARGET_DIR:-target}"' : 'target/relaxed-simd';
  const script = plainSimd
    ? `${build} --no-default-features --features bench`
    : `source scripts/setup.sh >/dev/null && ${build} "\${relaxed_simd_core[@]}" --features bench`;
  execFileSync('bash', ['-c', `set -e; ${script}; wasm-bindgen --target web --out-dir ${JSON.stringify(dir)} ${wasm}/wasm32-unknown-unknown/wasm/attend.wasm`], { cwd: ROOT, stdio: 'inherit' });
}

/** The page of the matrix product, in `dir`: a thread that loads the bench core from `pkg/` and
 * answers each `{shape, seconds}` with the product's GFLOP/s (or `{error}`); `window.rate(shape,
 * seconds)` asks it. */
function writeProductPage(dir) {
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><title>product</title>
<script>
const thread = new Worker('worker.js', { type: 'module' });
window.rate = (shape, seconds) => new Promise((resolve, reject) => {
  thread.onmessage = ({ data }) => (data.error ? reject(new Error(data.error)) : resolve(data.rate));
  thread.postMessage({ shape, seconds });
});
</script></head><body></body></html>`,
  );
  writeFileSync(
    join(dir, 'worker.js'),
    `import init, { productRate } from './pkg/attend.js';
const ready = init({ module_or_path: './pkg/attend_bg.wasm' });
self.onmessage = async ({ data: { shape: [m, k, n], seconds } }) => {
  try {
    await ready;
    self.postMessage({ rate: productRate(m, k, n, seconds) });
  } catch (e) {
    self.postMessage({ error: String(e) });
  }
};
`,
  );
}

const { server, base } = await serveSite(ATTEND, ['serve', '--port', '0'], /http:\/\/127\.0\.0\.1:(\d+)/);
// The product page's folder, served beside the site.
const productDir = mkdtempSync(join(tmpdir(), 'attend-product-'));
writeFileSync(join(productDir, 'index.html'), '<!doctype html><title>bench</title><a href="product/">product</a>');
const measuresProducts = wanted.includes('cpu') && nativeRows.some((row) => row.product);
if (measuresProducts) {
  mkdirSync(join(productDir, 'product'));
  buildBenchCore(join(productDir, 'product/pkg'));
  writeProductPage(join(productDir, 'product'));
}
const productSite = await serveSite(ATTEND, ['serve', '--port', '0', '--root', productDir], /http:\/\/127\.0\.0\.1:(\d+)/);
const rows = [];
const products = []; // {model, shape, tab, native}: the matrix product's GFLOP/s
try {
  for (const mode of wanted) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...BASE_FLAGS, ...MODES[mode].flags], headless: true });
    try {
      const page = await (await newContext(browser)).newPage();
      await page.goto(`${base}/${FIRST_HASH}`);
      await page.waitForFunction(() => window.attend && window.attend.timings.firstShownMs !== null && !window.attend.busy, null, { timeout: 180000 });
      const switches = await timeSwitches(page);
      console.log(`${mode}: switching models (${MODELS.length} shipped, ${SWITCH_ROUNDS} rounds) on ${await page.$eval('#backend-name', (n) => n.textContent)}, median ${switches[switches.length >> 1]} ms (${switches[0]} to ${switches.at(-1)})`);
      if (mode === 'cpu') {
        const { reached, held } = await timeToAccuracy(page);
        const at = (m) => (reached[m] ? `step ${reached[m].step} after ${reached[m].seconds.toFixed(1)} s` : `not within ${ACCURACY_WAIT_S} s`);
        console.log(`${mode}: reverse from the panel's defaults, held-out exact match 95% at ${at(0.95)}, 99% at ${at(0.99)}, 100% at ${at(1)} (scorings: ${held})`);
        await page.goto(`${base}/${FIRST_HASH}`);
        await page.reload();
        await page.waitForFunction(() => window.attend && window.attend.timings.firstShownMs !== null && !window.attend.busy, null, { timeout: 180000 });
        const bleu = await timeToBleu(page);
        const when = bleu.reached ? `step ${bleu.reached.step} after ${bleu.reached.seconds.toFixed(1)} s` : `not within ${BLEU_WAIT_S} s`;
        console.log(`${mode}: fr-en from its recipe, held-out BLEU ${BLEU_TARGET} at ${when} (BLEU by step: ${bleu.held})`);
        await page.goto(`${base}/${FIRST_HASH}`);
        await page.reload();
        await page.waitForFunction(() => window.attend && window.attend.timings.firstShownMs !== null && !window.attend.busy, null, { timeout: 180000 });
      }
      for (const row of nativeRows) {
        const runs = mode === 'cpu' ? [[1, row.cpu_one], ...(threads > 1 ? [[threads, row.cpu_all]] : [])] : [[1, row.cpu_one]];
        for (const [n, first] of runs) {
          // The tab's run, then the native figure again straight after it, PAIRS times: each
          // ratio compares two runs near in time, as a shared machine's speed drifts over the
          // minutes between.
          const pairs = [];
          for (let i = 0; i < PAIRS; i++) {
            const tab = await inTab(page, row, mode === 'cpu' ? 'cpu' : 'gpu', n);
            const native = measureNative(row.model, n).tokens_per_sec;
            pairs.push({ tab, native });
            console.log(`${mode} ${row.model}, ${n} thread(s), pair ${i + 1} of ${PAIRS}: ${Math.round(tab.tokensPerSec)} tokens/s in the tab (${tab.backend}; each chunk's: ${tab.rates.join(', ')}; between chunks ${tab.gapMs === null ? 'none' : `${tab.gapMs.toFixed(1)} ms`}), ${Math.round(native)} native straight after, ratio ${(tab.tokensPerSec / native).toFixed(2)}`);
          }
          const median = (values) => values.sort((a, b) => a - b)[values.length >> 1];
          const tab = { ...pairs.at(-1).tab, tokensPerSec: median(pairs.map((p) => p.tab.tokensPerSec)) };
          const native = { ...first, tokens_per_sec: median(pairs.map((p) => p.native)) };
          rows.push({ model: row.model, parameters: row.parameters, mode, threads: n, tab, native, ratios: pairs.map((p) => p.tab.tokensPerSec / p.native).sort((a, b) => a - b) });
          console.log(`${mode} ${row.model}, ${n} thread(s): medians of ${PAIRS}: ${Math.round(tab.tokensPerSec)} tokens/s in the tab, ${Math.round(native.tokens_per_sec)} native (${Math.round(first.tokens_per_sec)} in the table first), ratio ${(tab.tokensPerSec / native.tokens_per_sec).toFixed(2)}`);
        }
      }
      if (mode === 'cpu' && measuresProducts) {
        const productPage = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
        await productPage.goto(`${productSite.base}/product/index.html`);
        for (const row of nativeRows) {
          if (!row.product) {
            console.log(`${mode} ${row.model}: no product figure (this attend bench prints none)`);
            continue;
          }
          const tab = await productPage.evaluate(({ shape, seconds }) => window.rate(shape, seconds), row.product);
          const [m, k, n] = row.product.shape;
          products.push({ model: row.model, shape: `[${m}, ${k}] · [${k}, ${n}]`, tab, native: row.product.gflops });
          console.log(`${mode} ${row.model}: the product [${m}, ${k}] · [${k}, ${n}] on one thread, ${tab.toFixed(1)} GFLOP/s in the tab, ${row.product.gflops.toFixed(1)} native, ratio ${(tab / row.product.gflops).toFixed(2)}`);
        }
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  server.kill();
  productSite.server.kill();
  rmSync(productDir, { recursive: true, force: true });
}

if (plainSimd) console.log(`--plain-simd: ${rerouted} requests for the relaxed-SIMD core answered with the plain one`);
const cell = (v, digits = 0) => (Number.isFinite(v) ? v.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '–');
if (products.length) {
  console.log(`\nthe matrix product on one thread (each model's feed-forward layer's first, over a piece of the batch), GFLOP/s`);
  console.log('| model | product | tab | native | tab / native |');
  console.log('|---|---|---|---|---|');
  for (const p of products) console.log(`| ${p.model} | ${p.shape} | ${cell(p.tab, 1)} | ${cell(p.native, 1)} | ${cell(p.tab / p.native, 2)} |`);
}
console.log(`\n${nativeRows[0]?.task}, batch ${nativeRows[0]?.batch_size}; tokens/s of the training steps; peak memory in MiB`);
console.log(`tokens/s: the medians of ${PAIRS} runs in the tab and ${PAIRS} native, in turn; tab / native: their ratio, and each pair's from lowest to highest`);
console.log('| model | parameters | backend | threads | tab tokens/s | native tokens/s | tab / native | each pair | tab wasm memory (the model\'s thread) | native peak RSS |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const where = r.mode === 'cpu' ? `CPU (wasm${plainSimd ? ', no relaxed SIMD' : ''}) vs native CPU` : 'WebGPU vs native CPU, 1 thread';
  console.log(`| ${r.model} | ${cell(r.parameters)} | ${where} | ${r.threads} | ${cell(r.tab.tokensPerSec)} | ${cell(r.native.tokens_per_sec)} | ${cell(r.tab.tokensPerSec / r.native.tokens_per_sec, 2)} | ${r.ratios.map((v) => cell(v, 2)).join(', ')} | ${cell(r.tab.wasmMiB, 1)} | ${cell(r.native.peak_rss_mib, 1)} |`);
}
