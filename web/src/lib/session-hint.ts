import { routeFor } from "@storeops/domain";

const HINT_KEY = "storeops-session-hint";

/**
 * The session cookie is httpOnly, so the page cannot see whether one exists. Asking the server on
 * every public page made each signed-out visit to /login fail a request (401) and log an error;
 * instead the browser remembers whether its last answer was a signed-in user.
 */
export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, "1");
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); public pages then show the signed-out header.
  }
}

function mayHaveSession(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === "1";
  } catch {
    return false;
  }
}

/** Back-office pages always restore the session; public pages only when one may exist. */
export function shouldRestoreSession(pathname: string): boolean {
  return routeFor(pathname) !== undefined || mayHaveSession();
}
