// biome-ignore-all lint/style/noRestrictedImports: build-time code that Vite runs in Node; none of it reaches the browser bundle.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin, ResolvedConfig, Rolldown } from "vite";
import { prerenderPages } from "./vite.prerender.ts";

type OutputBundle = Rolldown.OutputBundle;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; below this size a compressed copy saves nothing on the wire. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith(".") ? [] : files(full);
    return [full];
  });
}

/**
 * Writes name.br and name.gz next to every compressible file of the build, once, at build time;
 * the server sends them as they are (@fastify/static preCompressed). A copy that is not smaller
 * than the file is not kept.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "storeops:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const targets = files(outDir).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        targets.map(async (file) => {
          const source = await fs.promises.readFile(file);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await fs.promises.writeFile(`${file}.br`, br);
          if (gz.length < source.length) await fs.promises.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Emits .vite/chunk-sources.json: for every JavaScript chunk, the npm packages and app folders its
 * modules come from, with their (minified, uncompressed) bytes. scripts/bundle-size.mjs reads it to prove what a page loads and what it does not.
 */
export function chunkSources(): Plugin {
  const owner = (id: string): string | undefined => {
    const clean = id.split("?")[0] ?? id;
    const inPackage = clean.lastIndexOf("/node_modules/");
    if (inPackage >= 0) {
      const [scope, name, ...rest] = clean.slice(inPackage + "/node_modules/".length).split("/");
      // Mantine core by component (esm/components/Button/…), to see which ones a page pulls in.
      if (scope === "@mantine" && name === "core" && rest[1] === "components")
        return `@mantine/core/${rest[2]}`;
      return scope?.startsWith("@") ? `${scope}/${name}` : scope;
    }
    const inSource = clean.indexOf("/web/src/");
    if (inSource >= 0) return path.posix.dirname(clean.slice(inSource + "/web/".length));
    if (clean.includes("/domain/src/")) return "@storeops/domain";
    return undefined;
  };
  return {
    name: "storeops:chunk-sources",
    apply: "build",
    generateBundle(_options, bundle) {
      const sources: Record<string, Record<string, number>> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const bytes: Record<string, number> = {};
        for (const [id, module] of Object.entries(chunk.modules)) {
          const name = owner(id);
          if (name) bytes[name] = (bytes[name] ?? 0) + module.renderedLength;
        }
        sources[chunk.fileName] = bytes;
      }
      this.emitFile({
        type: "asset",
        fileName: ".vite/chunk-sources.json",
        source: `${JSON.stringify(sources, null, 1)}\n`,
      });
    },
  };
}

/** A page of its own: its entry, and optionally its own title and description for search engines and link previews. */
export type PageEntry = string | { entry: string; title: string; description: string };

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The page's own title, description and Open Graph tags in place of index.html's. */
function withMeta(source: string, entry: PageEntry): string {
  if (typeof entry === "string") return source;
  const title = escapeHtml(entry.title);
  const description = escapeHtml(entry.description);
  return source
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace(
      "</head>",
      `  <meta property="og:title" content="${title}" />\n    <meta property="og:description" content="${description}" />\n    <meta property="og:type" content="website" />\n  </head>`,
    );
}

/**
 * index.html with, before </head>, the stylesheets and a modulepreload of these chunks and of
 * everything they import statically (but those index.html loads already): the browser fetches
 * them alongside the entry instead of after it has run.
 */
export function withLinks(source: string, bundle: OutputBundle, chunkFiles: readonly string[]): string {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const item = bundle[fileName];
    if (item?.type !== "chunk") return;
    for (const file of item.viteMetadata?.importedCss ?? []) css.add(file);
    for (const imported of item.imports) visit(imported);
  };
  for (const file of chunkFiles) visit(file);
  const links = [
    ...[...css]
      .filter((file) => !source.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...files]
      .filter((file) => !source.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return source.replace("</head>", `  ${links.join("\n    ")}\n  </head>`);
}

/** The URL the server answers with pages/<name>.html (server/src/plugins/web.ts). */
const pageUrl = (name: string) => (name === "index" ? "/" : `/${name}`);

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * A prerendered page paints with its HTML and CSS alone: its scripts (the entry and the preloaded
 * chunks) are asked for at low priority, so on a slow connection they no longer compete with the
 * stylesheet for the first paint. A page with an empty #root keeps them at high priority.
 */
const scriptsAfterPaint = (html: string) =>
  html
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');

/**
 * Writes pages/<name>.html for the public pages: index.html plus a modulepreload of the page's own
 * chunks, so a phone fetches them alongside the entry instead of after it has run (one round trip
 * less before the first paint), and, given a server entry (`prerender`), the page's markup in
 * #root, which main.tsx hydrates: the page paints before any script has run. The server sends
 * pages/login.html for /login, pages/index.html for /, and plain index.html (an empty #root) for
 * every other client route.
 */
export function pageHtml(pages: Record<string, PageEntry>, options: { prerender?: string } = {}): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: "storeops:page-html",
    apply: "build",
    enforce: "post",
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const html = bundle["index.html"];
      if (html?.type !== "asset") throw new Error("page-html: index.html is not in the bundle");
      const source = String(html.source);
      if (!source.includes(EMPTY_ROOT)) throw new Error(`page-html: index.html has no ${EMPTY_ROOT}`);
      const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
      const markup =
        options.prerender && config
          ? await prerenderPages(config, options.prerender, Object.keys(pages).map(pageUrl))
          : new Map<string, string>();
      for (const [name, entry] of Object.entries(pages)) {
        const page = typeof entry === "string" ? entry : entry.entry;
        const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(`/web/${page}`));
        if (!chunk) throw new Error(`page-html: no chunk for ${page}`);
        const pageSource = withLinks(withMeta(source, entry), bundle, [chunk.fileName]);
        const prerendered = markup.get(pageUrl(name));
        this.emitFile({
          type: "asset",
          fileName: `pages/${name}.html`,
          source: prerendered
            ? scriptsAfterPaint(pageSource).replace(EMPTY_ROOT, `<div id="root">${prerendered}</div>`)
            : pageSource,
        });
      }
    },
  };
}
