// The page's catalogues (www/i18n/*.ftl, read by www/page/i18n.js): each parses without errors,
// has every message of the English one and no other, each with the same arguments and attributes;
// no long message is left in English; every message the page's code asks for exists, and every
// English message is asked for somewhere; French spaces its punctuation with no-break spaces.
// The browser check `untranslated` (tests/browser/run.mjs) then finds text a view shows that no
// message gave.
//
// Usage: node tests/i18n.mjs      (prints each catalogue's message count; exits 1 on a failure)

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, Visitor } from '@fluent/syntax';

const ROOT = new URL('..', import.meta.url).pathname;
const DIR = join(ROOT, 'www/i18n');
const failures = [];
const fail = (message) => failures.push(message);

/** The variables a pattern (or any part of a message) uses, by name. */
class Variables extends Visitor {
  constructor() {
    super();
    this.names = new Set();
  }
  visitVariableReference(node) {
    this.names.add(node.id.name);
  }
}
const variablesOf = (node) => {
  const v = new Variables();
  if (node) v.visit(node);
  return [...v.names].sort().join(',');
};
/** The plain text of a pattern, placeables left out. */
const textOf = (pattern) => (pattern?.elements ?? []).filter((e) => e.type === 'TextElement').map((e) => e.value).join(' ');

/** A catalogue's messages: id -> {variables, attributes, text}. */
function read(file) {
  const resource = parse(readFileSync(join(DIR, file), 'utf8'), { withSpans: true });
  const messages = new Map();
  for (const entry of resource.body) {
    if (entry.type === 'Junk') fail(`${file}: cannot parse "${entry.content.trim().slice(0, 80)}": ${entry.annotations.map((a) => a.message).join('; ')}`);
    if (entry.type !== 'Message') continue;
    if (messages.has(entry.id.name)) fail(`${file}: message ${entry.id.name} is written twice`);
    if (!entry.value) fail(`${file}: message ${entry.id.name} has no value`);
    messages.set(entry.id.name, {
      variables: variablesOf(entry),
      attributes: entry.attributes.map((a) => a.id.name).sort().join(','),
      text: textOf(entry.value),
    });
  }
  return messages;
}

const files = readdirSync(DIR).filter((f) => f.endsWith('.ftl')).sort();
const english = read('en.ftl');
// The languages i18n.js offers must be exactly the catalogues present.
const offered = [...readFileSync(join(ROOT, 'www/page/i18n.js'), 'utf8').matchAll(/\{ id: '([^']+)', name: /g)].map((m) => `${m[1]}.ftl`).sort();
if (offered.join() !== files.join()) fail(`i18n.js offers ${offered.join(', ')} but www/i18n/ holds ${files.join(', ')}`);
// Whether English words are left in a message: two or more words of four letters or more.
const words = (text) => (text.match(/[A-Za-z]{4,}/g) ?? []).length;
for (const file of files) {
  const messages = file === 'en.ftl' ? english : read(file);
  for (const [id, want] of english) {
    const got = messages.get(id);
    if (!got) {
      fail(`${file}: lacks message ${id}`);
      continue;
    }
    if (got.variables !== want.variables) fail(`${file}: ${id} takes { ${got.variables} }, English { ${want.variables} }`);
    if (got.attributes !== want.attributes) fail(`${file}: ${id} has attributes [${got.attributes}], English [${want.attributes}]`);
    if (file !== 'en.ftl' && words(want.text) >= 2 && got.text === want.text) fail(`${file}: ${id} is still in English: "${got.text}"`);
  }
  for (const id of messages.keys()) if (!english.has(id)) fail(`${file}: message ${id} is not in en.ftl`);
  console.log(`${file}: ${messages.size} messages`);
}

// French typography: a narrow no-break space (U+202F) before : ; ? ! and inside « », never an
// ordinary one, which a line may break at.
readFileSync(join(DIR, 'fr.ftl'), 'utf8')
  .split('\n')
  .forEach((line, i) => {
    if (line.trimStart().startsWith('#')) return;
    const bad = line.match(/\S [:;?!]|« | »/);
    if (bad) fail(`fr.ftl line ${i + 1}: an ordinary space in "${bad[0]}" (French sets a narrow no-break space, U+202F)`);
  });

// What the code asks for: t('id') in the page's modules, t(`prefix-${…}`) for a family of ids,
// and data-i18n / data-i18n-attrs in index.html.
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name.startsWith('pkg') || d.name === 'models' || d.name === 'i18n' ? [] : sources(path);
    return d.name.endsWith('.js') && d.name !== 'catalog.js' ? [path] : [];
  });
}
const asked = new Set();
const families = new Set();
for (const file of sources(join(ROOT, 'www'))) {
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(/\bt\(\s*'([a-z0-9-]+)'/g)) asked.add(m[1]);
  for (const m of code.matchAll(/\bt\(\s*`([a-z0-9-]+)\$\{/g)) families.add(m[1]);
  // Ids named in a table the code passes to t() later: written 'id' with a marker comment.
  for (const m of code.matchAll(/'([a-z0-9-]+)'\s*\/\*\s*message\s*\*\//g)) asked.add(m[1]);
}
const html = readFileSync(join(ROOT, 'index.html'), 'utf8');
for (const m of html.matchAll(/data-i18n="([^"]+)"/g)) asked.add(m[1]);
for (const m of html.matchAll(/data-i18n-attrs="([^"]+)"/g)) for (const pair of m[1].split(/\s+/)) asked.add(pair.split(':')[1]);
for (const id of asked) if (!english.has(id)) fail(`the page asks for message ${id}, which en.ftl lacks`);
for (const id of english.keys()) {
  if (!asked.has(id) && ![...families].some((prefix) => id.startsWith(prefix))) fail(`en.ftl: message ${id} is never asked for`);
}

for (const f of failures) console.error(`FAIL ${f}`);
console.log(`catalogues: ${files.length} languages, ${english.size} messages each; ${failures.length ? `${failures.length} failed` : 'all complete'}`);
process.exit(failures.length ? 1 : 0);
