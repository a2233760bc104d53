// biome-ignore-all lint/style/noRestrictedImports: build-time code that Vite runs in Node; none of it reaches the browser bundle.
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { withLinks } from "./vite.build-plugins.ts";

/** The signed-in app's shell: every page of the back office renders inside it. */
export const SHELL = [
  "src/lib/back-office-messages.ts",
  "src/i18n/signed-in-texts.ts",
  "src/app/RequireAuth.tsx",
  "src/app/layout/AppLayout.tsx",
] as const;

/**
 * The back office's pages in routes.tsx: each `<Route path="/x" element={<XPage …` whose XPage is
 * `lazy(() => import("…/XPage.tsx"))`, as path → source file (relative to web/).
 */
export function signedInPages(routesFile: string): Map<string, string> {
  const source = fs.readFileSync(routesFile, "utf8");
  const modules = new Map<string, string>();
  for (const [, name, file] of source.matchAll(
    /const (\w+) = lazy(?:Part)?\(\(\) => import\("([^"]+)"\)\);/g,
  ))
    if (name && file)
      modules.set(
        name,
        path.relative(path.resolve(routesFile, "../.."), path.resolve(routesFile, "..", file)),
      );
  const pages = new Map<string, string>();
  for (const [, route, name] of source.matchAll(/<Route\s+path="\/([\w-]+)"\s+element=\{\s*<(\w+)/g)) {
    const file = name && modules.get(name);
    if (route && file) pages.set(route, `src/${file}`);
  }
  return pages;
}

/**
 * Writes pages/<name>.html for every page of the back office: index.html (an empty #root) plus the
 * stylesheets and a modulepreload of the signed-in app's shell (`shell`: the route guard and the
 * layout) and of the page's own chunks. On a phone opening /dashboard, they download alongside
 * the entry, not after it has run, then after the guard and the layout have loaded and rendered:
 * two round trips less before the page paints. The server sends pages/<name>.html for /<name>
 * (server/src/plugins/web.ts), the service worker keeps it for the same address (vite.pwa.ts).
 */
export function signedInPageHtml(options: { routes: string; shell: readonly string[] }): Plugin {
  let root = "";
  return {
    name: "storeops:signed-in-page-html",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const html = bundle["index.html"];
      if (html?.type !== "asset") throw new Error("signed-in-page-html: index.html is not in the bundle");
      const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
      // The chunk a module starts (a lazy import's), else the one that holds it.
      const chunkOf = (file: string) => {
        const id = path.join(root, file);
        const chunk =
          chunks.find((item) => item.facadeModuleId === id) ??
          chunks.find((item) => item.moduleIds.includes(id));
        if (!chunk) throw new Error(`signed-in-page-html: no chunk holds ${file}`);
        return chunk.fileName;
      };
      const shell = options.shell.map(chunkOf);
      const pages = signedInPages(path.join(root, options.routes));
      if (pages.size === 0) throw new Error(`signed-in-page-html: no page found in ${options.routes}`);
      for (const [name, file] of pages) {
        if (bundle[`pages/${name}.html`]) continue;
        this.emitFile({
          type: "asset",
          fileName: `pages/${name}.html`,
          source: withLinks(String(html.source), bundle, [...shell, chunkOf(file)]),
        });
      }
    },
  };
}
