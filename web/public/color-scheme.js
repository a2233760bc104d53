// Applies the remembered colour scheme before the first paint (same key as Mantine's manager).
// A file, not an inline script, so that the server's Content-Security-Policy (script-src 'self') allows it.
(() => {
  let scheme = "light";
  try {
    const stored = localStorage.getItem("mantine-color-scheme-value");
    const prefersDark = window.matchMedia("(prefers-color-scheme: dark)").matches;
    if (stored === "dark" || (stored === "auto" && prefersDark)) scheme = "dark";
  } catch {
    // Storage can be blocked; light is the default.
  }
  document.documentElement.setAttribute("data-mantine-color-scheme", scheme);
})();
