import { VitePWA } from "vite-plugin-pwa";

/** The brand blue of the app's theme (Mantine's blue.8, lib/theme.ts primaryShade 8). */
const THEME_COLOR = "#1971c2";

/**
 * The address each page the build writes as pages/<name>.html answers (server/src/plugins/web.ts):
 * pages/index.html is /, pages/login.html /login, pages/dashboard.html /dashboard.
 */
const pageUrl = (file: string) => {
  const page = /^pages\/([\w-]+)\.html$/.exec(file)?.[1];
  return page === undefined ? file : page === "index" ? "/" : `/${page}`;
};

/**
 * The installable app (issue #30): the web manifest and a service worker (Workbox's generateSW).
 * The worker precaches the app shell, every chunk, the public pages (each under its own address,
 * with its prerendered markup) and the icons, so the app opens without a connection; any other
 * page of the app opens on index.html. It never answers /api: the last answers of the API are kept
 * by the page itself (src/lib/offline/answer-cache.ts), and writes made offline wait in the queue
 * (src/lib/offline/). A new worker takes over at once; the page registers it (src/lib/offline/service-worker.ts).
 */
export function pwa() {
  return VitePWA({
    strategies: "generateSW",
    registerType: "autoUpdate",
    injectRegister: false,
    manifestFilename: "manifest.webmanifest",
    manifest: {
      name: "StoreOps",
      short_name: "StoreOps",
      description: "StoreOps back office for multi-store businesses",
      id: "/dashboard",
      start_url: "/dashboard",
      scope: "/",
      display: "standalone",
      orientation: "any",
      theme_color: THEME_COLOR,
      background_color: "#ffffff",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    workbox: {
      globPatterns: ["**/*.{js,css,html,png,svg,woff2}"],
      // The compressed copies are the server's to choose; the landing page's screenshots are large and not needed offline.
      globIgnores: ["**/*.br", "**/*.gz", "landing/**"],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) => ({ ...entry, url: pageUrl(entry.url) })),
          warnings: [],
        }),
      ],
      navigateFallback: "index.html",
      // The API (and its /api/docs page) and the files it serves are never the app's shell.
      navigateFallbackDenylist: [/^\/api(\/|$)/],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });
}
