// Models trained in the page and models downloaded from the Hub, kept in IndexedDB so that a
// reload does not lose them and a downloaded one opens offline.

const DB = 'attend';
const STORE = 'models';

function open() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run(mode, work) {
  return open().then(
    (db) =>
      new Promise((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const request = work(tx.objectStore(STORE));
        tx.oncomplete = () => {
          db.close();
          resolve(request.result);
        };
        tx.onerror = () => {
          db.close();
          reject(tx.error);
        };
      }),
  );
}

/** Saves {id, name, task, bytes (ArrayBuffer), snapshots ([{step, bytes}]), saved (ms since 1970)}
 * (a Hub model: {id, name, hub: true, bytes, saved}, `bytes` its files [{name, bytes}]). */
export function saveModel(record) {
  return run('readwrite', (store) => store.put(record));
}

/** Every saved model, oldest first. */
export async function loadModels() {
  const all = await run('readonly', (store) => store.getAll());
  return all.sort((a, b) => a.saved - b.saved);
}

export function deleteModel(id) {
  return run('readwrite', (store) => store.delete(id));
}
