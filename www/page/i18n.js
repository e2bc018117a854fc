// The page's words, in the reader's language. Every piece of text the page shows comes from one
// catalogue per language, www/i18n/<language>.ftl, in Project Fluent's format (its messages take
// arguments and choose plural forms per language); docs/i18n.md says how to add a language.
//
//   t('ffn-hidden', { dff: 256 })   -> "hidden (256)", "couche cachée (256)", "隐藏层（256）"
//
// The language is the address's `lang` where it names one of LANGUAGES, else the first of the
// browser's languages that one matches, else English. Numbers the page prints (draw.js's fmt,
// grouped below) take the language's decimal and grouping marks.
import { FluentBundle, FluentNumber, FluentResource } from '@fluent/bundle';
import { negotiateLanguages } from '@fluent/langneg';

/** The languages the page speaks, each named in itself (the picker lists them so). */
export const LANGUAGES = [
  { id: 'en', name: 'English' },
  { id: 'fr', name: 'Français' },
  { id: 'de', name: 'Deutsch' },
  { id: 'es', name: 'Español' },
  { id: 'zh-CN', name: '简体中文' },
];

export const DEFAULT_LANGUAGE = 'en';

let bundle = null;
let current = DEFAULT_LANGUAGE;

/** The decimal mark and the thousands separator of the page's language. */
export const marks = { decimal: '.', group: ',' };

/**
 * A number argument of a message. Fluent writes numbers with `Intl.NumberFormat`, whose first use
 * loads the browser's locale data: tens of milliseconds on the main thread, which held up the
 * first forward pass shown. In English, whose marks are known (see `useLanguage`), a whole number
 * is written here as `Intl.NumberFormat` writes it (its thousands grouped); plural forms still
 * choose by its value.
 */
class MessageNumber extends FluentNumber {
  toString(scope) {
    if (current !== DEFAULT_LANGUAGE || !Number.isInteger(this.value)) return super.toString(scope);
    return grouped(this.value);
  }
}

/** A whole number with its thousands grouped as the language groups them (44,238; 44 238;
 * 44.238). Not `toLocaleString`, which loads the browser's locale data (see MessageNumber). */
export function grouped(n) {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, marks.group);
}

// Every string t() gave, kept only when the tests ask for it (window.attendRecordText set before
// the page loads): a view's text that is not among them was not translated.
const recorded = globalThis.attendRecordText ? new Set() : null;

/** The language the page speaks now (one of LANGUAGES' ids). */
export function language() {
  return current;
}

/**
 * The language to speak: `wanted` (the address's choice) when the page has it, else the best
 * match for the browser's languages.
 */
export function chooseLanguage(wanted) {
  const ids = LANGUAGES.map((l) => l.id);
  if (ids.includes(wanted)) return wanted;
  const asked = wanted ? [wanted, ...navigator.languages] : [...navigator.languages];
  return negotiateLanguages(asked, ids, { defaultLocale: DEFAULT_LANGUAGE, strategy: 'lookup' })[0];
}

const fetched = new Map(); // language id -> Promise of its catalogue's text

/** The catalogue of language `id`, fetched once; a failed download is tried again next time. */
export function fetchCatalogue(id) {
  if (!fetched.has(id)) {
    const download = fetch(`www/i18n/${id}.ftl`).then((response) => {
      if (!response.ok) throw new Error(`could not fetch the ${id} catalogue (HTTP ${response.status})`);
      return response.text();
    });
    download.catch(() => fetched.delete(id));
    fetched.set(id, download);
  }
  return fetched.get(id);
}

/**
 * Speaks language `id` from now on: its catalogue is read, the document's language set, and the
 * number marks taken from the browser's locale data. Throws when the catalogue cannot be had or
 * has errors; the page then keeps the language it had.
 */
export async function useLanguage(id) {
  const text = await fetchCatalogue(id);
  const next = new FluentBundle(id, { useIsolating: false });
  const errors = next.addResource(new FluentResource(text));
  if (errors.length) throw new Error(`the ${id} catalogue has errors: ${errors.map((e) => e.message).join('; ')}`);
  bundle = next;
  current = id;
  document.documentElement.lang = id;
  // English's marks are known: the locale data (tens of milliseconds to load) is read only for
  // another language.
  if (id === DEFAULT_LANGUAGE) Object.assign(marks, { decimal: '.', group: ',' });
  else {
    const parts = new Intl.NumberFormat(id).formatToParts(12345.6);
    marks.decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
    marks.group = parts.find((p) => p.type === 'group')?.value ?? ',';
  }
}

/**
 * Message `id` of the catalogue, its arguments filled in. A message the catalogue lacks gives its
 * id (and a warning), so a missing word shows as itself and is found by the tests.
 */
export function t(id, args) {
  const message = bundle?.getMessage(id);
  if (!message?.value) {
    console.warn(`no message "${id}" in the ${current} catalogue`);
    return id;
  }
  const errors = [];
  const numbers = args && Object.fromEntries(Object.entries(args).map(([k, v]) => [k, typeof v === 'number' ? new MessageNumber(v) : v]));
  const text = bundle.formatPattern(message.value, numbers, errors);
  if (errors.length) console.warn(`message "${id}": ${errors.map((e) => e.message).join('; ')}`);
  recorded?.add(text);
  return text;
}

/**
 * Fills the document's fixed text from the catalogue: an element with `data-i18n="id"` gets
 * message id as its text, and one with `data-i18n-attrs="attr:id attr:id"` those attributes.
 */
export function translateDocument(root = document) {
  for (const node of root.querySelectorAll('[data-i18n]')) node.textContent = t(node.dataset.i18n);
  for (const node of root.querySelectorAll('[data-i18n-attrs]')) {
    for (const pair of node.dataset.i18nAttrs.split(/\s+/).filter(Boolean)) {
      const [attr, id] = pair.split(':');
      node.setAttribute(attr, t(id));
    }
  }
}

// For the tests and the curious: what the page speaks and, when asked for, every string it gave.
globalThis.attendText = { language, recorded };

/**
 * Why the core refused something (an input, a pairs file, a weights file), in the page's
 * language: from the error's code and arguments where it gives them (its `core-<code>` message),
 * else the core's own words.
 */
export function reasonOf(error) {
  if (!error.code) return String(error.message ?? error).replace(/^input: /, '');
  const words = t(`core-${error.code}`, error.args);
  // A message of one file of a folder names it first, as the command line does (src/words.rs).
  return error.args?.file ? `${error.args.file}: ${words}` : words;
}

/** What of a run's input the model's vocabulary lacks and read as <unk> (its `src.unseen`, each
 * said as the core's refusal would say it), as a note; '' when it lacks nothing. */
export function unseenNote(unseen = []) {
  return unseen.length ? t('input-unseen', { unk: '<unk>', what: unseen.map(reasonOf).join('; ') }) : '';
}
