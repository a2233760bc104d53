// Only the Mantine styles the public pages use; the signed-in app loads the rest with its chunk.
import "./app/styles/public.css";
// Before the app's modules: some add their texts to i18next as they load.
import "./i18n/index.ts";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { queryClient } from "./app/providers.tsx";
import { preloadRoute } from "./app/routes.tsx";
import i18n, { BASE_LANGUAGE, i18nReady } from "./i18n/index.ts";
import { shouldRestoreSession } from "./lib/session-hint.ts";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

// The page's chunks and data start loading now, while the first render runs.
preloadRoute(window.location, queryClient);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * A public page arrives prerendered (vite.prerender.ts) as a signed-out visitor sees it in English.
 * React takes that markup over when its first render here is the same; otherwise — another
 * language, or a session to restore (the sign-in page then waits for it) — it renders afresh,
 * replacing the markup, as on every signed-in page (whose #root comes empty).
 */
const matchesPrerender =
  root.firstElementChild !== null &&
  i18n.resolvedLanguage === BASE_LANGUAGE &&
  !shouldRestoreSession(window.location.pathname);

// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page: the page already shows, and a tap is handled sooner.
if (matchesPrerender) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // Another language's texts load before the first render, so no screen flashes in English.
  // Rendered as a transition too: the signed-in shell and page render in slices of a few
  // milliseconds, so the browser paints and answers taps between them on a slow phone.
  void i18nReady.finally(() => {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  });
}
