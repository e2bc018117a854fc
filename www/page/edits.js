// Interventions: what the learner changes in the live pass. Each is its text form, as the core
// reads it (src/model/edits.rs) and the URL keeps it (state.edits, comma-separated); grammar.js
// writes, reads and describes those texts from the core's grammar. This module lists them in one
// place (the bar above every view) and makes the toggles the views put where each edit belongs.
import { el } from './draw.js';
import { describe, edit, replaces, slotValues, sublayerSlots } from './grammar.js';
import { marks, t } from './i18n.js';
import { editList } from './state.js';

// The text forms the views ask for (the core checks them against the model and says what is wrong).
export const ablate = (path, head) => edit('ablate', { ...sublayerSlots(path), head });
export const pattern = (path, head, name) => edit('pattern', { ...sublayerSlots(path), head, pattern: name });
export const bypass = (path) => edit('bypass', sublayerSlots(path));
export const noPositional = (side) => edit('no-pe', { side });
export const hideSource = (position) => edit('hide-source', { position });
export const SEE_FUTURE = edit('see-future');
export const NO_PADDING_MASK = edit('no-padding-mask');
/** The fixed patterns a head can be given, and the sides without positional encoding: [name, words]. */
export const PATTERNS = slotValues('pattern');
export const SIDES = slotValues('side');

/** `state.edits` with `text` added or, when it is there, removed. */
export function toggled(state, text) {
  const list = editList(state);
  if (list.includes(text)) return list.filter((e) => e !== text).join(',');
  // A head has one pattern at a time: a new one replaces the old.
  return [...list.filter((e) => !replaces(text, e)), text].join(',');
}

/** A toggle button for one edit: pressed while the edit is on. */
export function editToggle(ctx, text, label) {
  const on = editList(ctx.state).includes(text);
  return el(
    'button',
    { class: `edit-toggle ${on ? 'on' : ''}`, 'aria-pressed': String(on), 'data-edit': text, onclick: () => ctx.set({ edits: toggled(ctx.state, text) }) },
    label,
  );
}

/** A row of edit toggles with a lead-in: editRow(ctx, 'What if', [text, label], ...). */
export function editRow(ctx, lead, ...toggles) {
  return el('div', { class: 'edit-row', role: 'group', 'aria-label': lead }, el('span', { class: 'edit-lead' }, lead), toggles.map(([text, label]) => editToggle(ctx, text, label)));
}

/**
 * The list of edits in force, each removable, with "remove all" and the difference switch; and,
 * in difference mode, how much of the current view changed (`stats` from draw.js).
 */
export function editBar(ctx, stats) {
  const list = editList(ctx.state);
  if (!list.length) return null;
  const remove = (text) => ctx.set({ edits: list.filter((e) => e !== text).join(',') });
  const changed = stats.total
    ? t(stats.changed ? 'edits-changed' /* message */ : 'edits-unchanged' /* message */, { changed: stats.changed, total: stats.total, delta: stats.maxDelta.toPrecision(3).replace('.', marks.decimal) })
    : '';
  return el(
    'div',
    { class: 'edit-bar', id: 'edit-bar', role: 'region', 'aria-label': t('edits-region') },
    el('strong', {}, t('edits-lead'), ' '),
    el(
      'ul',
      { class: 'edit-list' },
      list.map((text) =>
        el('li', { 'data-edit': text }, describe(text), ' ', el('button', { class: 'link', 'aria-label': t('edits-remove', { edit: describe(text) }), onclick: () => remove(text) }, '×')),
      ),
    ),
    el('button', { type: 'button', onclick: () => ctx.set({ edits: '' }) }, t('edits-remove-all')),
    el(
      'label',
      { class: 'diff-switch' },
      el('input', { type: 'checkbox', id: 'diff-mode', checked: ctx.state.diff ? true : undefined, onchange: (event) => ctx.set({ diff: event.target.checked ? 1 : 0 }) }),
      ' ',
      t('edits-mark'),
    ),
    ctx.state.diff && changed ? el('p', { class: 'explain', id: 'diff-summary' }, changed) : null,
  );
}
