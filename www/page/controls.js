// The controls: the stage buttons, the input form, the model, backend and file pickers, and the
// keyboard and address-bar navigation.
import { diagram, layersOf } from './diagram.js';
import { el } from './draw.js';
import { chooseLanguage, DEFAULT_LANGUAGE, language, LANGUAGES, t, translateDocument, useLanguage } from './i18n.js';
import { $, app, showMessage } from './app.js';
import { OFFERED, readHash } from './state.js';
import { droppedFiles } from './folder.js';
import { cancelDownload, exampleFor, exportModel, loadFiles, openHub, set, showBackendName } from './session.js';
import { STAGES, stageIndex, syncControls } from './view.js';

/**
 * Speaks language `wanted` (an id of LANGUAGES; none: the browser's choice) from now on: its
 * catalogue is read and every fixed word of the page relabelled. A catalogue that cannot be read
 * leaves the language the page had (English at the start), with a message.
 */
export async function speak(wanted) {
  const id = chooseLanguage(wanted);
  try {
    await useLanguage(id);
  } catch (e) {
    // Without even English's catalogue, the page still runs, showing the messages' ids.
    if (!app.state.lang) await useLanguage(DEFAULT_LANGUAGE).catch(() => {});
    showMessage(t('error-catalogue', { language: id, reason: e.message }), 'note');
  }
  app.state.lang = language();
  translateDocument();
  if (app.diagram) {
    labelControls();
    showBackendName();
  }
}

/** Changes the language, then redraws the view in it. */
async function setLanguage(wanted) {
  await speak(wanted);
  syncControls();
  await set({ lang: app.state.lang });
}

function step(delta) {
  const i = Math.max(0, Math.min(STAGES.length - 1, stageIndex() + delta));
  set({ stage: STAGES[i].id });
}

/** True when `node` sits in something that scrolls sideways (a wide figure's scroll box). */
function scrollsSideways(node) {
  for (let n = node; n && n.id !== 'view'; n = n.parentElement) {
    if (n.scrollWidth > n.clientWidth + 1 && getComputedStyle(n).overflowX !== 'visible') return true;
  }
  return false;
}

/**
 * The controls' words in the page's language: the diagram and the stage list are drawn again
 * (buildControls, and again after the language changes).
 */
export function labelControls() {
  app.diagram = diagram((stage) => set({ stage }), layersOf(app.model?.info));
  $('diagram').replaceChildren(app.diagram);
  $('stages').replaceChildren(
    ...STAGES.map((s, i) => el('button', { 'data-stage': s.id, onclick: () => set({ stage: s.id }) }, `${i + 1}. ${s.title}`)),
  );
}

export function buildControls() {
  labelControls();
  $('pad').max = OFFERED.pad;
  $('lang').replaceChildren(...LANGUAGES.map((l) => el('option', { value: l.id, lang: l.id }, l.name)));
  $('lang').addEventListener('change', (event) => setLanguage(event.target.value));
  $('prev').addEventListener('click', () => step(-1));
  $('next').addEventListener('click', () => step(1));
  $('input-form').addEventListener('submit', (event) => {
    event.preventDefault();
    set({ text: $('text').value, pad: Number($('pad').value) || 0 });
  });
  $('model').addEventListener('change', (event) => {
    const id = event.target.value;
    const example = exampleFor(id);
    set({ model: id, snap: 0, ...(example ? { text: example } : {}) });
  });
  $('backend').addEventListener('change', (event) => set({ backend: event.target.value }));
  $('weights-file').addEventListener('change', (event) => {
    const files = [...event.target.files];
    event.target.value = '';
    if (files.length) loadFiles(files);
  });
  // A weights file, a model folder's files or the folder itself, dropped anywhere on the page.
  document.addEventListener('dragover', (event) => {
    if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
  });
  document.addEventListener('drop', async (event) => {
    if (!event.dataTransfer?.types.includes('Files')) return;
    event.preventDefault();
    const files = await droppedFiles(event.dataTransfer);
    if (files.length) loadFiles(files);
  });
  $('hub-open').addEventListener('click', () => openHub($('hub').value));
  $('hub').addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    openHub($('hub').value);
  });
  $('download-cancel').addEventListener('click', cancelDownload);
  $('export').addEventListener('click', exportModel);
  document.addEventListener('keydown', (event) => {
    if (event.target.closest('input, select, textarea, .grid')) return;
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  });
  // A horizontal swipe on the view steps, unless it scrolls a wide figure sideways.
  let touch = null;
  $('view').addEventListener('touchstart', (event) => {
    const t = event.changedTouches[0];
    touch = { x: t.clientX, y: t.clientY, inScroller: scrollsSideways(event.target) };
  }, { passive: true });
  $('view').addEventListener('touchend', (event) => {
    const t = event.changedTouches[0];
    if (!touch || touch.inScroller) return;
    const [dx, dy] = [t.clientX - touch.x, t.clientY - touch.y];
    if (Math.abs(dx) > 60 && Math.abs(dy) < 0.6 * Math.abs(dx)) step(dx < 0 ? 1 : -1);
    touch = null;
  }, { passive: true });
  // On a narrow screen the view comes first; the diagram and the step list fold away.
  if (window.matchMedia('(max-width: 800px)').matches) $('map-fold').open = false;
  // The address is the state, both ways: a link followed, the browser's back and forward, an
  // edit of the address each set every control to it, the input box included.
  window.addEventListener('hashchange', async () => {
    const next = readHash(location.hash);
    const patch = Object.fromEntries(Object.entries(next).filter(([k, v]) => app.state[k] !== v));
    if (!Object.keys(patch).length) return;
    if ('lang' in patch) await speak(patch.lang);
    const setting = set('lang' in patch ? { ...patch, lang: app.state.lang } : patch);
    syncControls(); // the state is the address's from here on, while the model runs on it
    await setting;
  });
}
