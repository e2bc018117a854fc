// Keeps the site for use with no network, and installable: registers its service worker (sw.js,
// beside index.html, which caches every file of the build; its comments say how a new build
// takes over). main.js calls this once the first forward pass is shown, so the worker's
// downloads never hold that up. Where there is no service worker to be had (a page opened as a
// file, a browser without them, a private window that refuses them) the page works as before,
// online, and says why only on the console, as information.

/** Registers the service worker; never throws, and never reports an error. */
export function keepOffline() {
  if (!('serviceWorker' in navigator)) {
    console.info('attend: this browser offers no service worker here, so the page is not kept for offline use');
    return;
  }
  navigator.serviceWorker.register('sw.js').catch((e) => {
    console.info(`attend: the page is not kept for offline use (${e.message})`);
  });
}
