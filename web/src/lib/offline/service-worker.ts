/**
 * Registers the service worker the build writes (web/vite.pwa.ts: the app shell and its chunks
 * precached, so the app opens without a connection). A new version takes over at once; a page
 * still running the old one that then fails to load one of its chunks reloads, once a minute at
 * most (a chunk of an old build is gone from the server and the worker alike).
 */
const RELOADED_AT = "storeops.reloaded-for-update";

let registered = false;

export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  registered = true;
  void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  window.addEventListener("vite:preloadError", (event) => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (!navigator.onLine || Date.now() - last < 60_000) return;
    event.preventDefault();
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  });
}
