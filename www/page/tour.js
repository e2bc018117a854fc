// The guided tour: a sequence of short cards (tour-cards.js), each tied to one view and one live
// element of it, which the tour outlines. A card that asks a question waits for the learner's
// answer, a click in the figure (or one of the answers listed on the card, for the keyboard and
// small screens), then shows the answer the live run gives and a line on why.
//
// The address keeps the card (`tour=N`, 0: no tour), so a card can be shared and a reload comes
// back to it; the last card seen is also kept in this browser, and the header's button resumes
// there. The keyboard: Tab reaches the card's buttons, the arrow keys step the cards while the
// tour is on (as they step the views otherwise), Enter on a focused cell of the figure answers
// with it, Escape ends the tour.
import { $, app } from './app.js';
import { el } from './draw.js';
import { t } from './i18n.js';
import { CARDS } from './tour-cards.js';

const STORE = 'attend-tour';

// What the tour shows: the card on screen (1-based, 0: none), the state of its question, and the
// edits in force before a card's intervention (given back when the card is left).
let shown = 0;
let asking = false;
let working = false;
let revealed = null; // {chosen, value, right, text, why, data}
let editsBefore = null;
let drawnFor = null; // the run and language the card's text was written from
let applied = false; // whether the card's view has been shown (it waits for a run)
let scrolled = false;

/** What the cards read: the run on screen, its model and the page's state. */
function context() {
  return { run: app.run, info: app.run?.info, state: app.state, set: app.actions.set };
}

function card() {
  return CARDS[shown - 1];
}

function saved() {
  try {
    return Number(localStorage.getItem(STORE)) || 0;
  } catch {
    return 0;
  }
}

function remember(n) {
  try {
    if (n) localStorage.setItem(STORE, String(n));
    else localStorage.removeItem(STORE);
  } catch {
    // A browser that keeps nothing resumes from the address only.
  }
}

/** The header's button: "Tour", or "resume the tour" when one was left part way. */
function labelButton() {
  const button = $('tour-button');
  if (!button) return;
  const left = saved();
  const resume = !shown && left > 1 && left <= CARDS.length;
  button.dataset.i18n = resume ? 'tour-button-resume' : 'tour-button';
  button.textContent = resume ? t('tour-button-resume') : t('tour-button');
  button.setAttribute('aria-pressed', String(shown > 0));
}

/** Puts back the edits a card's intervention changed. */
async function restoreEdits() {
  if (editsBefore === null) return;
  const edits = editsBefore;
  editsBefore = null;
  if (app.state.edits !== edits) await app.actions.set({ edits });
}

/** Shows card `n` (1-based): its view, then the card itself. */
export async function go(n) {
  const next = Math.max(1, Math.min(CARDS.length, Math.round(n)));
  await restoreEdits();
  shown = next;
  asking = Boolean(card().ask);
  working = false;
  revealed = null;
  drawnFor = null;
  scrolled = false;
  remember(next);
  labelButton();
  applied = Boolean(app.run || card().needsRun === false);
  const patch = applied ? card().view(context()) : {};
  await app.actions.set({ ...patch, tour: next });
}

/** Ends the tour: the card goes, the view stays; the header's button can resume it. */
export async function end() {
  if (!shown) return;
  const last = shown;
  shown = 0;
  asking = false;
  revealed = null;
  panel()?.remove();
  for (const node of document.querySelectorAll('.tour-outline, .tour-concealed')) node.classList.remove('tour-outline', 'tour-concealed');
  remember(last < CARDS.length ? last : 0);
  labelButton();
  await restoreEdits();
  if (app.state.tour) await app.actions.set({ tour: 0 });
  $('tour-button')?.focus();
}

/** The learner's answer `chosen`: the card computes the true one from the run and shows both. */
async function answer(chosen) {
  const ask = card()?.ask;
  if (!ask || !asking || working) return;
  working = true;
  const at = shown;
  drawCard();
  let solved;
  try {
    solved = await ask.solve(context(), chosen, { keepEdits, now: context });
  } catch (e) {
    solved = { value: '', text: t('tour-failed', { reason: e.message }), why: '', data: '' };
  }
  if (shown !== at) return;
  working = false;
  asking = false;
  const right = ask.right ? ask.right(chosen, solved) : String(chosen) === String(solved.value);
  revealed = { chosen, right, ...solved };
  drawn();
  drawCard();
  panel()?.querySelector('.tour-answer')?.focus();
}

/** Notes the edits in force before a card's intervention, so leaving the card restores them. */
function keepEdits() {
  if (editsBefore === null) editsBefore = app.state.edits;
}

function panel() {
  return $('tour-card');
}

/** The card: where it is in the tour, its text, its question and answer, and the way on. */
function drawCard() {
  const c = card();
  if (!c) return;
  const ctx = context();
  if (!ctx.run && c.needsRun !== false) return;
  const focused = document.activeElement?.closest?.('#tour-card') ? document.activeElement.dataset.tourControl : null;
  const box = panel() ?? document.body.appendChild(el('aside', { id: 'tour-card', class: 'tour-card', 'aria-labelledby': 'tour-title' }));
  box.dataset.card = c.id;
  box.dataset.state = revealed ? 'revealed' : asking ? 'asking' : 'plain';
  const ask = c.ask;
  const choices = ask && ask.choices ? ask.choices(ctx) : [];
  const question = ask
    ? el(
        'div',
        { class: 'tour-question' },
        el('p', { class: 'tour-ask' }, el('strong', {}, t('tour-predict')), ' ', ask.question(ctx)),
        asking ? el('p', { class: 'tour-hint' }, ask.pick ? t('tour-hint-figure') : t('tour-hint-choose')) : null,
        choices.length
          ? el(
              'div',
              { class: 'tour-choices', role: 'group', 'aria-label': t('tour-choices') },
              choices.map((ch) =>
                el(
                  'button',
                  {
                    type: 'button',
                    class: `${revealed && String(revealed.chosen) === String(ch.value) ? 'chosen' : ''} ${revealed && String(revealed.value) === String(ch.value) ? 'true' : ''}`,
                    'data-choice': String(ch.value),
                    'data-tour-control': `choice-${ch.value}`,
                    'aria-pressed': String(Boolean(revealed && String(revealed.chosen) === String(ch.value))),
                    translate: ch.data ? 'no' : null,
                    disabled: !asking || working,
                    onclick: () => answer(ch.value),
                  },
                  ch.label,
                ),
              ),
            )
          : null,
        working ? el('p', { class: 'tour-working', role: 'status' }, t('tour-working')) : null,
        revealed
          ? el(
              'div',
              { class: `tour-answer ${revealed.right ? 'right' : 'wrong'}`, tabindex: -1, role: 'status', 'data-answer': String(revealed.data ?? revealed.value), 'data-right': String(revealed.right) },
              el('p', {}, el('strong', {}, revealed.right ? t('tour-right') : t('tour-wrong')), ' ', revealed.text),
              revealed.why ? el('p', { class: 'tour-why' }, revealed.why) : null,
            )
          : null,
      )
    : null;
  const last = shown === CARDS.length;
  box.replaceChildren(
    el('p', { class: 'tour-progress' }, t('tour-progress', { n: shown, total: CARDS.length })),
    el('h2', { id: 'tour-title', tabindex: -1 }, c.title()),
    el('p', { class: 'tour-text' }, c.text(ctx)),
    question,
    el(
      'div',
      { class: 'tour-nav' },
      el('button', { type: 'button', id: 'tour-back', 'data-tour-control': 'back', disabled: shown === 1, onclick: () => go(shown - 1) }, t('tour-back')),
      el('button', { type: 'button', id: 'tour-next', 'data-tour-control': 'next', onclick: () => (last ? finish() : go(shown + 1)) }, last ? t('tour-finish') : t('tour-next')),
      el('button', { type: 'button', id: 'tour-end', class: 'link', 'data-tour-control': 'end', onclick: () => end() }, t('tour-end')),
    ),
  );
  const again = focused && box.querySelector(`[data-tour-control="${focused}"]`);
  if (again && !again.disabled) again.focus();
}

/** The last card's button: the tour is done, nothing is left to resume. */
async function finish() {
  await end();
  remember(0);
  labelButton();
}

/**
 * Called after every drawing of the view: shows the card the state names (from the address, or
 * after the language changed), outlines its element and hides what would give its answer away.
 */
function drawn() {
  const wanted = app.state.tour;
  if (!wanted) {
    if (shown) end();
    return;
  }
  if (wanted !== shown) {
    if (wanted >= 1 && wanted <= CARDS.length) go(wanted);
    return;
  }
  const c = card();
  const ctx = context();
  if (!ctx.run && c.needsRun !== false) return;
  if (!applied) {
    applied = true;
    app.actions.set(c.view(ctx));
    return;
  }
  const view = $('view');
  for (const node of document.querySelectorAll('.tour-outline, .tour-concealed')) node.classList.remove('tour-outline', 'tour-concealed');
  const target = view.dataset.stage === c.view(ctx).stage ? c.target(view, ctx) : null;
  if (target) {
    target.classList.add('tour-outline');
    if (!scrolled) {
      scrolled = true;
      // On a phone the card covers the screen's lower part: the element goes to the top.
      target.scrollIntoView({ block: window.matchMedia('(max-width: 800px)').matches ? 'start' : 'nearest' });
    }
  }
  if (asking && c.ask.conceal) for (const node of c.ask.conceal(view, ctx)) node?.classList.add('tour-concealed');
  const key = `${app.state.lang} ${app.run?.ms} ${app.run?.text}`;
  if (drawnFor?.run !== app.run || drawnFor?.key !== key || !panel() || panel().dataset.card !== c.id) {
    const fresh = !panel() || panel().dataset.card !== c.id;
    drawnFor = { run: app.run, key };
    drawCard();
    if (fresh) $('tour-title')?.focus({ preventScroll: true });
  }
}

/** What a click or Enter on `node` in the view answers, while a question waits for one. */
function pickedFrom(node) {
  const ask = card()?.ask;
  if (!shown || !asking || working || !ask?.pick || !$('view').contains(node)) return undefined;
  return ask.pick(node, context());
}

/** Installs the header's button, the keyboard and the clicks in the figure; app.tour.drawn is
 * what view.js calls after each drawing. */
export function installTour() {
  app.tour = { drawn, go, end, cards: CARDS.length };
  labelButton();
  $('tour-button')?.addEventListener('click', () => {
    if (shown) return panel()?.querySelector('h2')?.focus();
    const left = saved();
    return go(left >= 1 && left <= CARDS.length ? left : 1);
  });
  // While a question waits, a click in the view answers it (where it lands on a candidate) and
  // does nothing else: the view's own buttons stay still until the answer is shown.
  document.addEventListener(
    'click',
    (event) => {
      if (!shown || !asking || !card()?.ask?.pick || !$('view').contains(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      const value = pickedFrom(event.target);
      if (value !== undefined) answer(value);
    },
    true,
  );
  window.addEventListener(
    'keydown',
    (event) => {
      if (!shown) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        end();
        return;
      }
      if (event.key === 'Enter' || event.key === ' ') {
        const value = pickedFrom(event.target);
        if (value !== undefined) {
          event.preventDefault();
          event.stopPropagation();
          answer(value);
        }
        return;
      }
      if (!['ArrowLeft', 'ArrowRight'].includes(event.key) || event.target.closest?.('input, select, textarea, .grid')) return;
      // The arrow keys step the cards, not the views, while the tour is on.
      event.preventDefault();
      event.stopImmediatePropagation();
      if (event.key === 'ArrowRight' && shown < CARDS.length) go(shown + 1);
      if (event.key === 'ArrowLeft' && shown > 1) go(shown - 1);
    },
    true,
  );
}
