// biome-ignore-all lint/style/noRestrictedImports: build-time code that runs in Node; none of it reaches the browser bundle.
// The web app's production build (`npm run build -w web`, run by `npm start`): Vite writes into a
// fresh folder and web/dist becomes a link to it in one rename (scripts/lib/build-once.mjs), and
// only when the sources changed, so servers started from this checkout keep their assets.
import path from "node:path";
import { build } from "vite";
import { buildOnce } from "../../scripts/lib/build-once.mjs";

const webDir = path.resolve(import.meta.dirname, "..");
const repoDir = path.resolve(webDir, "..");

await buildOnce({
  dir: webDir,
  inputs: [
    path.join(webDir, "src"),
    path.join(webDir, "public"),
    path.join(webDir, "index.html"),
    path.join(webDir, "package.json"),
    path.join(webDir, "postcss.config.cjs"),
    path.join(webDir, "vite.config.ts"),
    path.join(webDir, "vite.build-plugins.ts"),
    path.join(webDir, "vite.signed-in-pages.ts"),
    path.join(webDir, "vite.prerender.ts"),
    path.join(webDir, "vite.pwa.ts"),
    path.join(repoDir, "domain/src"),
    path.join(repoDir, "package-lock.json"),
  ],
  build: (outDir) => build({ root: webDir, logLevel: "warn", build: { outDir, emptyOutDir: true } }),
});
