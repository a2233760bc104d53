// The build's server-side entry (vite.prerender.ts loads it in Node): the public pages' markup,
// written into their pages/<name>.html so a phone paints them before the entry script has run.
// Set up before the app's modules, as in main.tsx.
import "./i18n/index.ts";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppContent } from "./app/App.tsx";
import i18n, { BASE_LANGUAGE } from "./i18n/index.ts";

/**
 * The markup of #root at `url`, in English, for a signed-out visitor with nothing fetched yet, in the same
 * tree main.tsx hydrates (its lazy page resolved, so the page itself is in the HTML).
 */
export async function renderPage(url: string): Promise<string> {
  await i18n.changeLanguage(BASE_LANGUAGE);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <AppContent />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
