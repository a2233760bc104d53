import { createServer, type ResolvedConfig } from "vite";

type Renderer = { renderPage: (url: string) => Promise<string> };

/**
 * Renders the given URLs with the app's server entry, loaded through a Vite server in middleware
 * mode (ssrLoadModule: TypeScript and JSX transformed, npm packages imported by Node as they are).
 * Nothing listens on a port and nothing is fetched: queries stay pending, as on a first visit.
 */
export async function prerenderPages(
  config: ResolvedConfig,
  entry: string,
  urls: readonly string[],
): Promise<Map<string, string>> {
  const server = await createServer({
    root: config.root,
    configFile: config.configFile,
    mode: config.mode,
    logLevel: "warn",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderPage } = (await server.ssrLoadModule(entry)) as Renderer;
    const markup = new Map<string, string>();
    // One after the other: the pages share the app's module state (i18n, the query client).
    for (const url of urls) markup.set(url, await renderPage(url));
    return markup;
  } finally {
    await server.close();
  }
}
