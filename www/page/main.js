// The page: it takes over the model's thread, builds the controls and loads the first model.
// The rest lives by concern: app.js (state), session.js (the model's thread), view.js (drawing),
// controls.js (input).
// boot.js comes first: its work (the first model's download) starts before the other modules run.
import { fetchShipped, started } from './boot.js';
import { app, busy, showMessage } from './app.js';
import { buildControls, speak } from './controls.js';
import { installTooltip } from './draw.js';
import { installTerms } from './formula.js';
import { t } from './i18n.js';
import { keepOffline } from './offline.js';
import { addModel, alignFor, alignHeads, cancelScan, exportTrained, exportTrainedFolder, forget, loadModel, openTrained, scanFor, scanHeads, set, truthFor } from './session.js';
import { DEFAULTS, writeHash } from './state.js';
import { loadModels } from './store.js';
import { createExperiments } from './experiments.js';
import { createTraining } from './panel.js';
import { installTour } from './tour.js';
import { experimentsChanged, render, syncControls, trainingChanged } from './view.js';

app.actions = { set, openTrained, exportTrained, exportTrainedFolder, scanHeads, scanFor, cancelScan, alignHeads, alignFor, truthFor, forget };

async function start() {
  await speak(app.state.lang);
  installTooltip();
  installTerms();
  buildControls();
  installTour();
  if (!started.client) {
    showMessage(t('error-no-thread', { reason: started.error.message }));
    return;
  }
  app.client = started.client;
  // boot.js started the download of the model the address names; one named since is fetched now.
  const shipped = fetchShipped(app.state.model);
  shipped?.catch(() => {});
  app.training = createTraining(app, { onChange: trainingChanged, addModel });
  app.experiments = createExperiments({ onChange: experimentsChanged, addModel });
  // The models stored in this browser (IndexedDB, tens of milliseconds to read) are listed while
  // a shipped model opens; only a stored one waits for them.
  const stored = listStored();
  if (!shipped) await stored;
  syncControls();
  history.replaceState(null, '', writeHash(app.state));
  await busy(loadModel);
  keepOffline();
  await stored;
  if (!app.model && app.state.model !== DEFAULTS.model) {
    await set({ model: DEFAULTS.model, text: DEFAULTS.text });
  }
  if (app.state.stage === 'train' || app.state.stage === 'experiments') render();
}

/** Adds the models trained or opened earlier, stored in this browser, to the picker. */
async function listStored() {
  try {
    for (const record of await loadModels()) {
      addModel(record);
      app.experiments.restore(record);
    }
  } catch (e) {
    showMessage(t('error-storage-read', { reason: e.message }), 'note');
  }
}

window.addEventListener('error', (event) => showMessage(t('error-unexpected', { reason: event.message })));
window.addEventListener('unhandledrejection', (event) => showMessage(t('error-unexpected', { reason: event.reason?.message ?? String(event.reason) })));
start();
