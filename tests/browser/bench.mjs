// A measurement, not a test: training throughput in the tab (the CPU build and WebGPU) beside the
// native `attend train` on the same task, model and batch, one thread each, with the ratio; the
// peak memory of each (the tab's wasm memory, which only grows; the native process's peak
// resident set); and the page's load figures (wasm size, time to the first forward pass shown).
// Needs the built site (dist/) and the release binary.
//
// Usage: node tests/browser/bench.mjs [cpu|webgpu ...] [--models tiny,small,...]
//        (ATTEND_BIN: the binary)

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ATTEND, BASE_FLAGS, CHROMIUM, MODES, ROOT, serveSite } from './lib.mjs';

// The models of the table, as `attend train` options (the page's training settings are the same
// names with underscores), and the steps each is timed for. "0.37M" is the size a public
// in-browser trainer reports 10,100 tokens/s for, on four wasm SIMD threads.
const MODELS = [
  { name: 'tiny', options: { preset: 'tiny' }, steps: 40 },
  { name: '0.37M', options: { d_model: 64, n_heads: 4, n_layers: 3, d_ff: 256 }, steps: 20 },
  { name: 'small', options: { preset: 'small' }, steps: 8 },
  { name: 'd256 6+6', options: { d_model: 256, n_heads: 8, n_layers: 6, d_ff: 1024 }, steps: 4 },
];
const TASK = 'reverse';
const BATCH = 64;

const args = process.argv.slice(2);
const modes = args.filter((a) => MODES[a]);
const wanted = modes.length ? modes : Object.keys(MODES);
const only = (args[args.indexOf('--models') + 1] || '').split(',').filter(Boolean);
const models = args.includes('--models') ? MODELS.filter((m) => only.includes(m.name)) : MODELS;

function flags(options) {
  return Object.entries(options).flatMap(([k, v]) => [`--${k.replaceAll('_', '-')}`, String(v)]);
}

/** Native training on one thread: {tokensPerSec, peakMiB, parameters}. */
function native(model) {
  const dir = mkdtempSync(join(tmpdir(), 'attend-bench-'));
  try {
    const train = [ATTEND, 'train', '--task', TASK, ...flags(model.options), '--batch-size', String(BATCH), '--steps', String(model.steps), '--eval-every', String(model.steps), '--threads', '1', '--seed', '0', '--out', join(dir, 'm.safetensors')];
    // GNU time gives the peak resident set where it is installed.
    const timed = existsSync('/usr/bin/time');
    const command = timed ? ['/usr/bin/time', '-f', 'peak %M KiB', ...train] : train;
    const run = spawnSync(command[0], command.slice(1), { cwd: ROOT, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`attend train failed: ${run.stderr}`);
    const tokens = run.stderr.match(/training (\d+) tokens\/s/);
    const peak = run.stderr.match(/peak (\d+) KiB/);
    const parameters = run.stderr.match(/training (\d+) parameters/);
    return { tokensPerSec: tokens ? Number(tokens[1]) : NaN, peakMiB: peak ? Number(peak[1]) / 1024 : NaN, parameters: parameters ? Number(parameters[1]) : NaN };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Training in the tab through the page's own worker: tokens/s over the chunks after the first
 * (the first compiles pipelines on WebGPU), and the wasm memory at the end.
 */
async function inTab(page, model, backend) {
  return page.evaluate(
    async ({ settings, steps, backend }) => {
      const client = window.attend.client;
      const chunks = [];
      const ended = new Promise((resolve) =>
        client.onEvent(({ kind, data }) => {
          if (kind === 'progress') chunks.push(data);
          if (kind === 'done' || kind === 'failed') resolve({ kind, data });
        }),
      );
      const [started] = await client.trainStart([{ task: 'reverse', ...settings, steps, seed: 0 }], backend, steps);
      const end = await ended;
      if (end.kind === 'failed') throw new Error(end.data.message);
      const timed = chunks.length > 1 ? chunks.slice(1) : chunks;
      const tokens = timed.reduce((a, c) => a + c.tokens, 0);
      const ms = timed.reduce((a, c) => a + c.ms, 0);
      await client.trainReset();
      return { tokensPerSec: tokens / (ms / 1000), wasmMiB: (await client.memory()) / 2 ** 20, backend: started.backend, parameters: started.described.parameters };
    },
    { settings: { ...model.options, batch_size: 64 }, steps: model.steps + 1, backend },
  );
}

const wasm = readFileSync(join(ROOT, 'dist/www/pkg/attend_bg.wasm'));
console.log(`wasm core: ${wasm.length.toLocaleString('en')} bytes, ${gzipSync(wasm, { level: 9 }).length.toLocaleString('en')} gzipped`);

const nativeRows = new Map();
for (const model of models) nativeRows.set(model.name, native(model));

const { server, base } = await serveSite(ATTEND, ['serve', '--port', '0'], /http:\/\/127\.0\.0\.1:(\d+)/);
const rows = [];
try {
  for (const mode of wanted) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...BASE_FLAGS, ...MODES[mode].flags], headless: true });
    try {
      const page = await browser.newPage();
      // Load: the first forward pass shown, from a fresh page (nothing cached).
      await page.goto(`${base}/#model=reverse&text=abcdefg`);
      await page.waitForFunction(() => window.attend && window.attend.timings.firstShownMs !== null, null, { timeout: 180000 });
      const firstShownMs = await page.evaluate(() => window.attend.timings.firstShownMs);
      console.log(`${mode}: page load to the first forward pass shown ${firstShownMs.toFixed(0)} ms`);
      for (const model of models) {
        const tab = await inTab(page, model, mode === 'cpu' ? 'cpu' : 'gpu');
        const n = nativeRows.get(model.name);
        rows.push({ model: model.name, parameters: tab.parameters, mode, tab, native: n });
        console.log(`${mode} ${model.name}: ${Math.round(tab.tokensPerSec)} tokens/s in the tab (${tab.backend}), ${Math.round(n.tokensPerSec)} native, ratio ${(tab.tokensPerSec / n.tokensPerSec).toFixed(2)}`);
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  server.kill();
}

const cell = (v, digits = 0) => (Number.isFinite(v) ? v.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '–');
console.log(`\nreverse, batch ${BATCH}, one thread; tokens/s of the training steps; peak memory in MiB`);
console.log('| model | parameters | backend | tab tokens/s | native tokens/s | tab / native | tab wasm memory | native peak RSS |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const where = r.mode === 'cpu' ? 'CPU (wasm) vs native CPU' : 'WebGPU vs native CPU';
  console.log(`| ${r.model} | ${cell(r.parameters)} | ${where} | ${cell(r.tab.tokensPerSec)} | ${cell(r.native.tokensPerSec)} | ${cell(r.tab.tokensPerSec / r.native.tokensPerSec, 2)} | ${cell(r.tab.wasmMiB, 1)} | ${cell(r.native.peakMiB, 1)} |`);
}
