// A measurement, not a test: a translation model of the Opus-MT base shape (`attend bench
// --write-marian`: d_model 512, 6 + 6 layers, 58,101 pieces, 296 MB of f32, seeded random weights,
// a SentencePiece tokenizer) opened in the page from its folder's files, as a person chooses them
// in "load weights": the time from choosing them to the first pass shown; a ten-word sentence's
// pass with greedy decoding of at most 15 tokens (the page's `maxout`; a random model never ends
// a sentence by itself), as the page times it and from the input's submission to the view; the
// head scan over its 144 heads; and the wasm memory of the model's thread beside the f32 weights. Needs the built site (dist/) and
// the release binary.
//
// Usage: node tests/browser/bench-marian.mjs [cpu|webgpu] [--runs N] [--no-scan]
//        (ATTEND_BIN: the binary; --runs: how many times the sentence is translated, 3 unless given;
//        --no-scan: without the head scan)

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ATTEND, BASE_FLAGS, CHROMIUM, MODES, modelThreadMiB, probeModelThread, ROOT, serveSite } from './lib.mjs';

const args = process.argv.slice(2);
const mode = args.find((a) => MODES[a]) ?? 'cpu';
const RUNS = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 3;
const SCAN = !args.includes('--no-scan');
const TEXT = 'Die Regierung schenkte dieser Bedrohung in diesem Jahr wenig Beachtung.';
const MAX_OUT = 15;

const dir = mkdtempSync(join(tmpdir(), 'attend-marian-'));
execFileSync(ATTEND, ['bench', '--write-marian', dir], { cwd: ROOT, stdio: 'inherit' });
const files = readdirSync(dir).map((f) => join(dir, f));
const weightsMiB = statSync(join(dir, 'model.safetensors')).size / 2 ** 20;
const site = await serveSite(ATTEND, ['serve', '--port', '0'], /http:\/\/127\.0\.0\.1:(\d+)/);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...BASE_FLAGS, ...MODES[mode].flags] });
try {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1400, height: 1000 } });
  await probeModelThread(context);
  const page = await context.newPage();
  const ready = () => page.waitForFunction(() => window.attend?.run && document.body.dataset.status === 'ready' && !window.attend.busy, null, { timeout: 600000 });
  await page.goto(`${site.base}/#beam=1&maxout=${MAX_OUT}&backend=${mode === 'cpu' ? 'cpu' : 'auto'}`);
  await ready();
  const chosen = performance.now();
  await page.setInputFiles('#weights-file', files);
  await page.waitForFunction(() => window.attend.model?.id.startsWith('file-') && window.attend.run && document.body.dataset.status === 'ready' && !window.attend.busy, null, { timeout: 600000 });
  const firstShown = performance.now() - chosen;
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const text = i % 2 ? TEXT : `${TEXT} `; // a change of input each time: the page runs again
    const submitted = performance.now();
    await page.fill('#text', text);
    await page.press('#text', 'Enter');
    await page.waitForFunction((t) => window.attend.run?.text === t && document.body.dataset.status === 'ready' && !window.attend.busy, text, { timeout: 600000 });
    const shown = performance.now() - submitted;
    const r = await page.evaluate(() => ({ ms: window.attend.run.ms, tokens: window.attend.run.greedy.steps.length, src: window.attend.run.src.ids.length, backend: window.attend.model.backend }));
    runs.push({ shown, ...r });
  }
  // The head scan over all 144 heads, each ablation decoding at most MAX_OUT tokens too.
  let [scanSeconds, heads] = [null, 0];
  if (SCAN) {
    await page.evaluate(() => window.attend.actions.set({ stage: 'scan' }));
    await page.waitForSelector('#scan-button');
    const scanned = performance.now();
    await page.click('#scan-button');
    await page.waitForSelector('#scan-grid .scan-cell', { timeout: 1200000 });
    scanSeconds = (performance.now() - scanned) / 1000;
    heads = await page.$$eval('#scan-grid .scan-cell', (n) => n.length);
  }
  const memory = await modelThreadMiB(page);
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`\nthe Opus-MT base shape in the tab (${mode}; ${runs[0].backend}): ${weightsMiB.toFixed(0)} MiB of f32 weights`);
  console.log(`first pass shown, from choosing the folder's files: ${(firstShown / 1000).toFixed(2)} s`);
  console.log(`"${TEXT}" (${runs[0].src} source ids), greedy, ${runs[0].tokens} tokens out, beam off, median of ${RUNS}:`);
  console.log(`  the model's thread (pass, decoding, trace): ${(median(runs.map((r) => r.ms)) / 1000).toFixed(2)} s; submitted to shown: ${(median(runs.map((r) => r.shown)) / 1000).toFixed(2)} s`);
  if (SCAN) console.log(`the head scan, ${heads} heads: ${scanSeconds.toFixed(1)} s`);
  console.log(`wasm memory of the model's thread: ${memory.toFixed(0)} MiB, ${(memory / weightsMiB).toFixed(2)}x the f32 weights`);
} finally {
  await browser.close();
  site.server.kill();
  rmSync(dir, { recursive: true, force: true });
}
