// A measurement, not a test: trains a task in the page's training panel with the panel's own
// settings (the task's recipe, as `attend train --task T` uses) and prints the held-out exact
// match at every scoring, the tokens/s and the wall time. Needs the built site (dist/).
//
// Usage: node tests/browser/recipe.mjs [task] [cpu|webgpu] [seed]   (ATTEND_BIN: the attend binary)

import { chromium } from 'playwright-core';
import { ATTEND, BASE_FLAGS, CHROMIUM, MODES, serveSite } from './lib.mjs';

const [task = 'reverse', mode = 'cpu', seed = '0'] = process.argv.slice(2);

const { server, base } = await serveSite(ATTEND, ['serve', '--port', '0'], /http:\/\/127\.0\.0\.1:(\d+)/);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...BASE_FLAGS, ...MODES[mode].flags], headless: true });
try {
  const page = await browser.newPage();
  await page.goto(`${base}/#model=${task}&stage=train`);
  await page.waitForFunction(() => window.attend && window.attend.training && window.attend.training.state.recipes, null, { timeout: 120000 });
  await page.waitForSelector('#train-start');
  await page.selectOption('#train-form [name=task]', task);
  await page.fill('#train-form [name=seed]', seed);
  const settings = await page.evaluate(() => Object.fromEntries(new FormData(document.querySelector('#train-form'))));
  console.log(`training ${task} in the tab (${mode}), the panel's settings: ${JSON.stringify(settings)}`);
  const t0 = Date.now();
  await page.click('#train-start');
  await page.waitForFunction(() => ['done', 'failed'].includes(window.attend.training.state.status), null, { timeout: 3600000 });
  const s = await page.evaluate(() => {
    const t = window.attend.training.state;
    return { status: t.status, step: t.step, held: t.held, tps: t.tokens / (t.ms / 1000), backend: t.backend, message: t.message };
  });
  const curve = s.held.map(([step, , e]) => `${step}: ${(100 * e).toFixed(1)}%`).join(', ');
  console.log(`${s.status} at step ${s.step} on ${s.backend} after ${Math.round((Date.now() - t0) / 1000)} s, ${Math.round(s.tps)} tokens/s ${s.message}`);
  console.log(`held-out exact match by step: ${curve}`);
} finally {
  await browser.close();
  server.kill();
}
