// The page's catalogues (www/i18n/*.ftl, read by www/page/i18n.js): each parses without errors,
// has every message of the English one and no other, each with the same arguments and attributes;
// no long message is left in English; every message the page's code asks for exists, and every
// English message is asked for somewhere; French spaces its punctuation with no-break spaces;
// each language keeps one term per idea (docs/i18n.md, "The terms"): no rejected variant of a
// settled term, and the tasks named inside sentences by the picker's names for them.
// The browser check `untranslated` (tests/browser/run.mjs) then finds text a view shows that no
// message gave.
//
// Usage: node tests/i18n.mjs      (prints each catalogue's message count; exits 1 on a failure)

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FluentBundle, FluentResource } from '@fluent/bundle';
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
/** All the words a pattern can show: its text with each variable written { $name }, and every
 * variant of a selector, one after another (separated by " | "). */
const wordsOf = (pattern) => (pattern?.elements ?? []).map((e) => (e.type === 'TextElement' ? e.value : placeable(e.expression))).join('');
function placeable(x) {
  if (x.type === 'VariableReference') return `{ $${x.id.name} }`;
  if (x.type === 'StringLiteral') return x.value;
  if (x.type === 'FunctionReference') return x.arguments.positional.map(placeable).join('');
  if (x.type === 'SelectExpression') return x.variants.map((v) => wordsOf(v.value)).join(' | ');
  if (x.type === 'Placeable') return placeable(x.expression);
  return '';
}

/** A catalogue's messages: id -> {variables, attributes, text, words}. */
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
      words: [entry.value, ...entry.attributes.map((a) => a.value)].map(wordsOf).join(' | '),
    });
  }
  return messages;
}

const files = readdirSync(DIR).filter((f) => f.endsWith('.ftl')).sort();
const english = read('en.ftl');
const catalogues = new Map([['en.ftl', english]]);
// The languages i18n.js offers must be exactly the catalogues present.
const offered = [...readFileSync(join(ROOT, 'www/page/i18n.js'), 'utf8').matchAll(/\{ id: '([^']+)', name: /g)].map((m) => `${m[1]}.ftl`).sort();
if (offered.join() !== files.join()) fail(`i18n.js offers ${offered.join(', ')} but www/i18n/ holds ${files.join(', ')}`);
// Whether English words are left in a message: two or more words of four letters or more.
const words = (text) => (text.match(/[A-Za-z]{4,}/g) ?? []).length;
for (const file of files) {
  const messages = file === 'en.ftl' ? english : read(file);
  catalogues.set(file, messages);
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

// One term per idea (docs/i18n.md, "The terms"): the variants a language settled against, which
// must not come back. Each row: the catalogue, the rejected wording, the messages where it is
// right after all (null: none), the term to write instead, and why.
const TOUR = /^tour-/; // the guided tour's own messages: its cards, buttons and progress
const ADD_NORM = /^addnorm-title$/; // the view's title, which shows the paper's label in brackets
const REJECTED = [
  ['fr.ftl', /précision/i, null, 'exactitude', "accuracy (the share of tokens predicted right) is « exactitude »; « précision » is precision, another measure"],
  ['es.ftl', /precisión/i, null, 'exactitud', 'accuracy (the share of tokens predicted right) is «exactitud»; «precisión» is precision, another measure'],
  ['fr.ftl', /examen|examin|balayage des têtes/i, null, 'analyse des têtes, analyser', 'the head scan has one name'],
  ['es.ftl', /examen|examin|barrido/i, null, 'análisis de las cabezas, analizar', 'the head scan has one name'],
  ['de.ftl', /Scan/, null, 'Prüfung der Köpfe, prüfen', 'the head scan has one name'],
  ['fr.ftl', /éteign|éteind|éteint/i, null, 'désactiver', 'switching a head off is one verb'],
  ['es.ftl', /apag/i, null, 'desactivar', 'switching a head off is one verb'],
  ['fr.ftl', /visite/i, TOUR, 'parcours pas à pas', 'the step-by-step views are not the guided tour (« visite guidée », its tour-* messages)'],
  ['de.ftl', /Rundgang/, TOUR, 'Schritt-für-Schritt-Ansichten', 'the step-by-step views are not the guided tour („Rundgang“, its tour-* messages)'],
  ['es.ftl', /visita/i, TOUR, 'recorrido paso a paso', 'the step-by-step views are not the guided tour («visita guiada», its tour-* messages)'],
  ['zh-CN.ftl', /导览/, TOUR, '逐步讲解', 'the step-by-step views are not the guided tour (导览, its tour-* messages)'],
  ['fr.ftl', /Add & Norm/, ADD_NORM, 'addition et normalisation', "running text says the step in French; the paper's label only in the view's title"],
  ['de.ftl', /Add & Norm/, ADD_NORM, 'Addition und Normalisierung', "running text says the step in German; the paper's label only in the view's title"],
  ['es.ftl', /Add & Norm/, ADD_NORM, 'suma y normalización', "running text says the step in Spanish; the paper's label only in the view's title"],
  ['zh-CN.ftl', /Add & Norm/, ADD_NORM, '相加与归一化', "running text says the step in Chinese; the paper's label only in the view's title"],
  ['zh-CN.ftl', /您/, null, '你', 'plain written Mandarin addresses the reader as 你 throughout'],
  ['zh-CN.ftl', /堆栈/, null, '堆叠', 'the stack of layers is 堆叠 (堆栈 is the data structure)'],
  ['zh-CN.ftl', /第 ?(\{ \$\w+ \}|\d+) ?个头/, null, '头 N', 'a head is named by its number as 头 N, as positions are (位置 N)'],
  ['zh-CN.ftl', /第 ?(\{ \$\w+ \}|\d+) ?维|[哪何]一维/, null, '维度 N', 'a dimension is named by its number as 维度 N, as positions are (位置 N)'],
  ['fr.ftl', /feed-forward/i, null, 'réseau à propagation avant', 'the terms table'],
  ['es.ftl', /red feed-forward/i, null, 'red prealimentada', 'the terms table'],
  ['fr.ftl', /\b(une|la) softmax\b/i, null, 'le softmax', 'the softmax has one gender'],
  ['es.ftl', /\b(una|la) softmax\b/i, null, 'el softmax', 'the softmax has one gender'],
  ['de.ftl', /\bPaper/, null, 'der Artikel', 'the paper is „der Artikel“'],
  ['fr.ftl', /\bpièces?\b|fragment/i, null, 'sous-mot', 'a sub-word piece is « sous-mot »'],
  ['es.ftl', /\bpiezas?\b|fragmento/i, null, 'subpalabra', 'a sub-word piece is «subpalabra»'],
  ['de.ftl', /Teilstück/, null, 'Teilwort', 'a sub-word piece is „Teilwort“'],
  ['de.ftl', /Fülltoken/, null, 'Padding-Token', 'the padding token is named as the padding mask is'],
  ['zh-CN.ftl', /片段/, null, '子词', 'a sub-word piece is 子词'],
  ['fr.ftl', /passe normale/i, null, 'passe intacte', 'the plain pass has one name, as its label « Intact »'],
  ['es.ftl', /pasada normal/i, null, 'pasada sin cambios', 'the plain pass has one name, as its label «Sin cambios»'],
  ['zh-CN.ftl', /前向计算|原始传播|修改后/, null, '前向传播, 原始前向传播, 干预后的前向传播', 'a pass has one name'],
  ['zh-CN.ftl', /格子/, null, '单元格', 'a cell of a figure has one name'],
  ['fr.ftl', /cellule/i, null, 'case', 'a cell of a figure has one name'],
  ['es.ftl', /identificador/i, null, 'id', "a token's id has one name"],
  ['zh-CN.ftl', /编号/, null, 'id', "a token's id has one name"],
];
for (const [file, rejected, allowed, instead, why] of REJECTED) {
  for (const [id, { words }] of catalogues.get(file) ?? []) {
    const found = words.match(rejected);
    if (found && !allowed?.test(id)) fail(`${file}: ${id} says "${found[0]}", where the catalogue writes "${instead}" (${why})`);
  }
}

// The tasks inside sentences: a message that names a task calls it as the model picker does (its
// task-<id> message), so the sentence and the picker agree.
const TASKS_NAMED = {
  'scan-explain': ['task-reverse', 'task-dates', 'task-numbers'],
  'train-look-positional-encoding': ['task-reverse'],
  'train-attention-explain': ['task-reverse'],
};
for (const [file, messages] of catalogues) {
  if (file === 'en.ftl') continue; // English names them by their command-line ids
  for (const [id, tasks] of Object.entries(TASKS_NAMED)) {
    for (const task of tasks) {
      const name = messages.get(task)?.text;
      if (name && messages.has(id) && !messages.get(id).words.includes(name)) fail(`${file}: ${id} names a task otherwise than the picker ("${name}", ${task})`);
    }
  }
}

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

// The page writes a message's number arguments in English itself, not with Intl.NumberFormat
// (www/page/i18n.js, MessageNumber): as Intl writes them, plural forms chosen alike.
{
  globalThis.document = { documentElement: {} };
  globalThis.fetch = async (url) => ({ ok: true, text: async () => readFileSync(join(ROOT, url), 'utf8') });
  const page = await import('../www/page/i18n.js');
  await page.useLanguage('en');
  const intl = new FluentBundle('en', { useIsolating: false });
  intl.addResource(new FluentResource(readFileSync(join(ROOT, 'www/i18n/en.ftl'), 'utf8')));
  for (const count of [0, 1, 7, 999, 1000, 12345, 1234567, -4321, 2.5]) {
    const args = { piece: 'x', count };
    const ours = page.t('input-merges', args);
    const theirs = intl.formatPattern(intl.getMessage('input-merges').value, args);
    if (ours !== theirs) fail(`input-merges with count ${count}: the page writes "${ours}", Intl "${theirs}"`);
  }
}

for (const f of failures) console.error(`FAIL ${f}`);
console.log(`catalogues: ${files.length} languages, ${english.size} messages each; ${failures.length ? `${failures.length} failed` : 'all complete'}`);
process.exit(failures.length ? 1 : 0);
