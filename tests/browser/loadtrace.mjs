// A measurement, not a test: where the machine's time goes during a fresh load of the page.
// Each load (a new browser context, nothing cached, a pause before and after; the context's tab
// is first opened on the site, so that its renderer is up before the trace starts) is traced with
// Chromium's own task events, and every thread of every browser process gets the time its
// top-level tasks spent between the navigation's start and the first forward pass shown. The
// sum over threads against the load's length says how busy the machine's cores were: on two
// cores, a sum of more than twice the load means threads waited for a core, and work moved
// from one thread to another cannot end the load sooner. The page's renderer main thread's time
// is also given by kind of event (script, layout, style, ...), nested events counted within their
// parents, so the kinds overlap.
//
// Usage: node tests/browser/loadtrace.mjs [cpu|webgpu] [--loads N]
//        (ATTEND_BIN: the binary that serves dist/; 5 loads unless given)

import { chromium } from 'playwright-core';
import { ATTEND, BASE_FLAGS, CHROMIUM, FIRST_HASH, MODES, serveSite } from './lib.mjs';

const args = process.argv.slice(2);
const mode = args.find((a) => MODES[a]) ?? 'cpu';
const loads = args.includes('--loads') ? Number(args[args.indexOf('--loads') + 1]) : 5;
if (!(loads >= 1)) {
  console.error('usage: node tests/browser/loadtrace.mjs [cpu|webgpu] [--loads N]');
  process.exit(2);
}
const PAUSE_MS = 800;
const CATEGORIES = ['toplevel', 'v8', 'devtools.timeline', 'blink.user_timing', 'loading', 'navigation', '__metadata'];
const pause = () => new Promise((r) => setTimeout(r, PAUSE_MS));

/** Milliseconds of the page's renderer main thread within [t0, t1] (µs) by event name, nested
 * events included (so the names overlap), from trace events. */
function mainThreadEvents(events, t0, t1) {
  const page = new Set(events.filter((e) => e.name === 'navigationStart').map((e) => e.pid));
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && page.has(e.pid)).map((e) => `${e.pid}:${e.tid}`));
  const time = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || !main.has(`${e.pid}:${e.tid}`)) continue;
    const ms = (Math.min(e.ts + e.dur, t1) - Math.max(e.ts, t0)) / 1000;
    if (ms > 0) time.set(e.name, (time.get(e.name) ?? 0) + ms);
  }
  return time;
}

/** Milliseconds of top-level task time per `process/thread` within [t0, t1] (µs), from trace
 * events: on each thread, complete events not nested in an earlier one. */
function taskTime(events, t0, t1) {
  const threadNames = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const processNames = new Map(events.filter((e) => e.name === 'process_name').map((e) => [e.pid, e.args.name]));
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  const time = new Map();
  for (const [key, list] of byThread) {
    list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    // Thread pools number their threads; their time is summed under one name.
    const name = `${processNames.get(Number(key.split(':')[0])) ?? 'process'}/${threadNames.get(key) ?? 'thread'}`.replace(/\d+$/, '');
    let end = -Infinity;
    for (const e of list) {
      if (e.ts < end) continue; // nested in the task before
      end = e.ts + e.dur;
      const ms = (Math.min(end, t1) - Math.max(e.ts, t0)) / 1000;
      if (ms > 0) time.set(name, (time.get(name) ?? 0) + ms);
    }
  }
  return time;
}

const { server, base } = await serveSite(ATTEND, ['serve', '--port', '0'], /http:\/\/127\.0\.0\.1:(\d+)/);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...BASE_FLAGS, ...MODES[mode].flags], headless: true });
const mean = new Map();
const meanEvents = new Map();
try {
  for (let i = 0; i < loads; i++) {
    // A first visit, as the network serves it (the service worker blocked).
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${base}/favicon.ico`).catch(() => {}); // the renderer up, the page not yet asked for
    await pause();
    await browser.startTracing(undefined, { categories: CATEGORIES });
    await page.goto(`${base}/${FIRST_HASH}`);
    await page.waitForFunction(() => window.attend && window.attend.timings.firstShownMs !== null, null, { timeout: 180000 });
    const shown = await page.evaluate(() => window.attend.timings.firstShownMs);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const start = events.filter((e) => e.name === 'navigationStart').sort((a, b) => b.ts - a.ts)[0];
    if (!start) throw new Error('the trace has no navigationStart event');
    const time = taskTime(events, start.ts, start.ts + shown * 1000);
    const total = [...time.values()].reduce((a, b) => a + b, 0);
    console.log(`load ${i + 1}: first forward pass shown at ${shown.toFixed(0)} ms; task time of all threads within it ${total.toFixed(0)} ms (${(total / shown).toFixed(1)} cores' worth)`);
    for (const [name, ms] of time) mean.set(name, (mean.get(name) ?? 0) + ms / loads);
    for (const [name, ms] of mainThreadEvents(events, start.ts, start.ts + shown * 1000)) meanEvents.set(name, (meanEvents.get(name) ?? 0) + ms / loads);
    await context.close();
    await pause();
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(`\nmean task time per thread over ${loads} loads (${mode}), ms:`);
for (const [name, ms] of [...mean].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${ms.toFixed(1).padStart(8)}  ${name}`);
console.log(`\nthe page's renderer main thread by event, nested events included, mean over ${loads} loads, ms:`);
for (const [name, ms] of [...meanEvents].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${ms.toFixed(1).padStart(8)}  ${name}`);
