// A measurement, not a test: the CPU training core of two or more built sites side by side in
// headless Chromium, for telling whether a change made training in the tab faster on a machine
// whose speed wanders (a shared one: a single run of bench.mjs can move by a fifth either way).
// Each site's core trains the same run (reverse, batch 64, one thread, seed 0) in turn, ROUNDS
// times; every chunk of 10 steps keeps its fastest time over the rounds, and a core's figure is
// the chunks' tokens over the sum of those times. The runs draw the same batches, so the chunks
// compare one for one.
//
// Usage: node tests/browser/ab.mjs SITE... [--settings JSON] [--rounds N] [--steps N]
//        [--core pkg-cpu-relaxed]
//        SITE: a folder scripts/build-web.sh built (dist/, or a copy of an older commit's)
//        --settings: the model's size as the training panel names it, {"preset": "tiny"} unless
//        given (attend bench's rows, src/bench/training.rs, give each of its models')

import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { ATTEND, BASE_FLAGS, CHROMIUM, MODES, serveSite } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const sites = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
let settings;
try {
  settings = JSON.parse(option('--settings', '{"preset": "tiny"}'));
} catch (e) {
  console.error(`--settings is not JSON: ${e.message}`);
  process.exit(2);
}
const rounds = Number(option('--rounds', 5));
const steps = Number(option('--steps', 100));
const coreDir = option('--core', 'pkg-cpu-relaxed');
if (sites.length < 1 || !(rounds >= 1) || !(steps >= 10)) {
  console.error('usage: node tests/browser/ab.mjs SITE... [--settings JSON] [--rounds N] [--steps N] [--core DIR]');
  process.exit(2);
}

// One folder served to the page: each site's core in a folder of its own.
const root = mkdtempSync(join(tmpdir(), 'attend-ab-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>attend: cores side by side</title>');
const names = sites.map((site, i) => `${i}-${basename(resolve(site))}`);
// The bindings and the wasm only: a site's compressed copies are left behind, so that a core rebuilt
// in place of the one they were made from is the one served.
for (const [i, site] of sites.entries()) {
  mkdirSync(join(root, names[i]));
  for (const file of ['attend.js', 'attend_bg.wasm']) cpSync(join(site, 'www', coreDir, file), join(root, names[i], file));
}

const { server, base } = await serveSite(ATTEND, ['serve', '--port', '0', '--root', root], /http:\/\/127\.0\.0\.1:(\d+)/);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...BASE_FLAGS, ...MODES.cpu.flags], headless: true });
try {
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  const figures = await page.evaluate(
    async ({ names, settings, rounds, steps }) => {
      const cores = [];
      for (const name of names) {
        const bindings = await import(`/${name}/attend.js`);
        await bindings.default({ module_or_path: `/${name}/attend_bg.wasm` });
        cores.push(bindings);
      }
      const fastest = names.map(() => []);
      let tokens = [];
      for (let round = 0; round < rounds; round++) {
        for (const [k, core] of cores.entries()) {
          const run = await core.TrainSession.create('reverse', { ...settings, batch_size: 64, threads: 1, steps: steps + 20, eval_every: steps + 20, seed: 0 }, 'cpu');
          await run.step(10, false, undefined); // compiled and warm
          tokens = [];
          for (let chunk = 0; chunk < steps / 10; chunk++) {
            const t0 = performance.now();
            const done = await run.step(10, false, undefined);
            const ms = performance.now() - t0;
            tokens.push(done.tokens);
            fastest[k][chunk] = Math.min(fastest[k][chunk] ?? Infinity, ms);
          }
          run.free();
        }
      }
      const total = tokens.reduce((a, b) => a + b, 0);
      return fastest.map((times) => total / (times.reduce((a, b) => a + b, 0) / 1000));
    },
    { names, settings, rounds, steps },
  );
  console.log(`reverse, ${JSON.stringify(settings)}, batch 64, one thread, ${coreDir}/: tokens/s from each chunk's fastest of ${rounds} rounds (${steps} steps)`);
  figures.forEach((f, i) => console.log(`${sites[i]}: ${Math.round(f).toLocaleString('en')} tokens/s${i ? `, ${(f / figures[0]).toFixed(3)}x the first` : ''}`));
} finally {
  await browser.close();
  server.kill();
  rmSync(root, { recursive: true, force: true });
}
