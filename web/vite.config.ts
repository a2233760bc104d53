import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chunkSources, pageHtml, precompress } from "./vite.build-plugins.ts";
import { pwa } from "./vite.pwa.ts";
import { SHELL, signedInPageHtml } from "./vite.signed-in-pages.ts";

// The domain package has no side effects: let unused rules (and zod schemas) drop out.
const treeshake = { moduleSideEffects: (id: string) => !id.includes("/domain/src/") };

export default defineConfig({
  plugins: [
    react(),
    chunkSources(),
    // The public pages, each with an index.html that preloads its chunks (server/src/plugins/web.ts)
    // and holds the page's prerendered markup (src/prerender.tsx).
    pageHtml(
      {
        index: "src/app/pages/LandingPage.tsx",
        login: "src/features/auth/LoginPage.tsx",
        careers: {
          entry: "src/features/careers/CareersPage.tsx",
          title: "Careers · StoreOps",
          description:
            "Open positions at our stores: browse the jobs, see the pay per hour and apply online in two minutes.",
        },
      },
      { prerender: "/src/prerender.tsx" },
    ),
    // The back office's pages, each with an index.html that preloads the shell's and the page's chunks.
    signedInPageHtml({ routes: "src/app/routes.tsx", shell: SHELL }),
    // The web manifest and the service worker: the app installs and opens offline (issue #30).
    pwa(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page needs (scripts/bundle-size.mjs reads it).
    manifest: true,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      treeshake,
      // Fewer files for a phone to fetch (issue #28 item 12): Rolldown's own split gave /dashboard
      // 136 files and /purchases 168, most of them a few KB shared by some pages; on a slow
      // connection each costs a round trip more than its bytes (Lighthouse's simulated phone:
      // first paint 7.0 s). Common chunks under 24 KB are copied into the chunks that import them
      // instead: 22 and 26 files, first paint 3.2–3.5 s, the largest paint 7.1 → 4.5 s.
      // Copying needs strict execution order (Rolldown turns it on): every module runs when its
      // importer first needs it, in source order, whichever chunk it lands in. That is what an
      // earlier regrouping by hand lacked (a chunk ran a module before the messages it read).
      // It costs bytes: /dashboard +8.7 KB gzipped, /purchases +16.6 (scripts/bundle-size.mjs).
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 24 * 1024 } } },
    },
  },
});
