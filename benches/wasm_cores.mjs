// The page's wasm cores beside one another, in Node (its V8 is Chromium's; no browser needed):
// each opens the same weights file on the CPU and runs the page's run of one input (greedy, beam 4,
// then the traced pass over the output) RUNS times, after one untimed run. Prints each core's
// median and fastest run, in ms. A measurement, not a test: it asserts nothing.
//
//   node benches/wasm_cores.mjs --weights FILE --text TEXT [--runs 7] www/pkg-cpu-inference www/pkg-cpu
//
// The cores are those the build writes (scripts/build-web.sh); docs/performance.md gives the
// weights it was run with and its figures.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

const { values, positionals } = parseArgs({
  options: { weights: { type: 'string' }, text: { type: 'string' }, runs: { type: 'string', default: '7' } },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (!values.weights || !values.text || !positionals.length || !(runs >= 1)) {
  console.error('usage: node benches/wasm_cores.mjs --weights FILE --text TEXT [--runs N] CORE_DIR...');
  process.exit(2);
}
const weights = readFileSync(values.weights);
const decoding = { beam: 4, alpha: 0.6, maxout: 0 };

for (const dir of positionals) {
  const bindings = await import(pathToFileURL(resolve(dir, 'attend.js')));
  bindings.initSync({ module: readFileSync(resolve(dir, 'attend_bg.wasm')) });
  const session = await bindings.Session.open(new Uint8Array(weights), 'cpu');
  await session.run(values.text, 0, decoding, [], undefined);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await session.run(values.text, 0, decoding, [], undefined);
    times.push(performance.now() - t0);
  }
  session.free();
  times.sort((a, b) => a - b);
  const ms = (x) => x.toFixed(1);
  console.log(`${dir}: median ${ms(times[Math.floor(runs / 2)])} ms, fastest ${ms(times[0])} ms over ${runs} runs`);
}
