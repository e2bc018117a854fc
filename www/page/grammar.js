// The edits' text forms, read from the core's grammar (src/model/edits.rs, Grammar): each kind's
// form has slots in braces ({stack}, {layer}, {head}, ...), and its words the same slots. A slot
// the grammar names takes one of its values; any other is a whole number. This module writes,
// reads and describes edits; the core checks each one against the model.
import { CATALOG } from './catalog.js';
import { t } from './i18n.js';

const GRAMMAR = CATALOG.edits;

/** The values of the named slot `slot`, [name, words]. */
export const slotValues = (slot) => GRAMMAR.slots[slot];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `form` with `values` in its slots. */
function fill(form, values) {
  return form.replace(/\{(\w+)\}/g, (_, slot) => String(values[slot]));
}

/** The slots of `text` read by `form`, {slot: value}, or null where it does not match. */
function read(form, text) {
  const slots = [];
  const pattern = form.split(/\{(\w+)\}/).map((part, i) => {
    if (i % 2 === 0) return escape(part);
    slots.push(part);
    const named = GRAMMAR.slots[part];
    return named ? `(${named.map(([name]) => escape(name)).join('|')})` : '(\\d+)';
  });
  const found = new RegExp(`^${pattern.join('')}$`).exec(text);
  return found && Object.fromEntries(slots.map((slot, i) => [slot, found[i + 1]]));
}

/** The text of an edit of `kind` with `values` in its slots. */
export function edit(kind, values = {}) {
  return fill(GRAMMAR.forms.find((f) => f.kind === kind).text, values);
}

/** A sub-layer's trace path (`decoder.1.cross_attn`) as slots: {stack, layer, sub}. */
export function sublayerSlots(path) {
  return read(GRAMMAR.sublayer, path);
}

/** `text` read by the grammar: {form, values}, or null for a text it does not know. */
export function parse(text) {
  for (const form of GRAMMAR.forms) {
    const values = read(form.text, text);
    if (values) return { form, values };
  }
  return null;
}

/**
 * An edit in words, in the page's language, for the list (the text itself where the grammar does
 * not know it): message `edit-kind-<kind>`, its slots filled in, a named slot's value in words
 * (message `edit-slot-<slot>-<value>`; the grammar's own words are English).
 */
export function describe(text) {
  const found = parse(text);
  if (!found) return text;
  const words = Object.fromEntries(Object.entries(found.values).map(([slot, v]) => [slot, GRAMMAR.slots[slot] ? t(`edit-slot-${slot}-${v}`) : v]));
  return t(`edit-kind-${found.form.kind}`, words);
}

/** Whether edit `a` replaces `b`: the same kind, kept once per the values of some slots (one
 * pattern per head), with the same values there. */
export function replaces(a, b) {
  const [x, y] = [parse(a), parse(b)];
  return Boolean(x && y && x.form === y.form && x.form.one_per.length && x.form.one_per.every((slot) => x.values[slot] === y.values[slot]));
}

/** Whether `list` (the texts of edits) is one the address may carry: at most as many as one pass
 * takes, each in the grammar. */
export function knownEdits(list) {
  return list.length <= GRAMMAR.max && list.every((text) => parse(text));
}
