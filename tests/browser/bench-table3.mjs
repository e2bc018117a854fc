// A measurement, not a test: the paper's Table 3 run in the tab ("The paper's experiments",
// every row, the command's default seeds and steps, one run a training thread), its wall time
// from "Run every row" to the last run's scoring, and each row's BLEU beside `attend experiment
// table3`'s (run natively afterwards with as many runs at once, unless --no-native), with the
// runs whose numbers are not the command's exactly. Needs the
// built site (dist/) and the release binary.
//
// Usage: node tests/browser/bench-table3.mjs [--seeds N] [--steps N] [--no-native] [--keep DIR]
// (--keep: the native runs keep their models in DIR, as `attend experiment table3 --out DIR`,
// which then prints the table again by scoring them)

import { chromium } from 'playwright-core';
import { attend, BASE_FLAGS, CHROMIUM, MODES, serveSite, ATTEND } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : null);
const site = await serveSite(ATTEND, ['serve', '--port', '0'], /http:\/\/127\.0\.0\.1:(\d+)/);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...BASE_FLAGS, ...MODES.cpu.flags] });
try {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${site.base}/#stage=experiments`);
  await page.waitForSelector('#exp-table', { timeout: 120000 });
  for (const [id, value] of [['#exp-seeds', option('--seeds')], ['#exp-steps', option('--steps')]]) {
    if (value === null) continue;
    await page.fill(id, value);
    await page.dispatchEvent(id, 'change');
  }
  await page.waitForFunction(() => window.attend.experiments.state.rows && !window.attend.busy);
  const { steps, seeds } = await page.evaluate(() => window.attend.experiments.state);
  const threads = await page.evaluate(() => window.attend.experiments.threads());
  const t0 = performance.now();
  await page.click('#exp-run-all');
  await page.waitForFunction(() => window.attend.experiments.state.status === 'running');
  await page.waitForFunction(
    () => {
      const x = window.attend.experiments;
      const c = x.counts();
      return x.state.status !== 'running' || (c.have === c.need && !c.running && !c.queued);
    },
    null,
    { timeout: 3600000, polling: 1000 },
  );
  const seconds = (performance.now() - t0) / 1000;
  const { table, status, message } = await page.evaluate(() => window.attend.experiments.state);
  if (!table || status !== 'done') throw new Error(`the table did not finish (${status}): ${message}`);
  console.log(`the tab (CPU build, ${threads} training threads): Table 3, ${table.rows.length} rows, ${seeds} seed(s), base ${steps} steps, in ${seconds.toFixed(1)} s (${(seconds / 60).toFixed(1)} minutes; ${status})`);
  let native = null;
  if (!args.includes('--no-native')) {
    const t1 = performance.now();
    const keep = option('--keep') === null ? [] : ['--out', option('--keep')];
    native = JSON.parse(attend('experiment', 'table3', '--seeds', String(seeds), '--steps', String(steps), '--threads', String(threads), '--json', ...keep));
    console.log(`attend experiment table3 natively, ${threads} at once: ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  }
  console.log('row    tab BLEU (± sd)   native BLEU (± sd)   tab PPL   native PPL');
  for (const r of table.rows) {
    const n = native?.rows.find((x) => x.id === r.id);
    const both = (x) => (x ? `${x.bleu.toFixed(1).padStart(6)} ± ${x.bleu_sd.toFixed(1).padEnd(6)}` : '     –          ');
    console.log(`${r.id.padEnd(5)}  ${both(r)}   ${both(n)}     ${r.ppl.toFixed(3)}     ${n ? n.ppl.toFixed(3) : '–'}`);
  }
  if (native) {
    // Every run's numbers, compared exactly: the tab's runs are the command's bit for bit.
    const runs = (t) => t.rows.flatMap((r) => r.runs.map((x) => [`${r.id} seed ${x.seed}`, `${x.bleu} ${x.ppl}`]));
    const theirs = new Map(runs(native));
    const differ = runs(table).filter(([name, numbers]) => theirs.get(name) !== numbers).map(([name]) => name);
    console.log(differ.length ? `runs whose numbers differ from the command's: ${differ.join(', ')}` : `every run's BLEU and perplexity equal the command's exactly (${theirs.size} runs)`);
  }
} finally {
  await browser.close();
  site.server.kill();
}
