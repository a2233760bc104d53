import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressionPlugin } from "./compression.ts";
import { IMMUTABLE, REVALIDATE, webPlugin } from "./web.ts";

// A stand-in for web/dist: the plugin is tested on files it did not build, so nothing here depends
// on a web build having run. Each compressed copy has a marker of its own so the test can tell
// which file was sent, not just which header was set.
const SCRIPT = `console.log(${JSON.stringify("x".repeat(4000))});\n`;
const HTML = `<!doctype html><html lang="en"><head><title>StoreOps</title></head><body><div id="root"></div></body></html>\n`;

let root: string;
let app: FastifyInstance;

function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

function writeCompressed(file: string, content: string) {
  write(file, content);
  write(`${file}.br`, zlib.brotliCompressSync(`${content}/*br*/`));
  write(`${file}.gz`, zlib.gzipSync(`${content}/*gz*/`));
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "storeops-web-"));
  writeCompressed("index.html", HTML);
  writeCompressed("assets/index-Ab12Cd34.js", SCRIPT);
  write("assets/tiny-Ef56Gh78.js", "export {};\n"); // too small to have compressed copies
  write("color-scheme.js", "document.documentElement.dataset.x = '1';\n");
  writeCompressed(
    "pages/login.html",
    HTML.replace("<title>", '<link rel="modulepreload" href="/assets/LoginPage.js"><title>'),
  );
  writeCompressed(
    "pages/index.html",
    HTML.replace("<title>", '<link rel="modulepreload" href="/assets/LandingPage.js"><title>'),
  );
  write(".vite/manifest.json", '{"secret": "build details"}');
  // The installable app's files (web/vite.pwa.ts): the service worker, its Workbox runtime, the manifest.
  write("sw.js", "importScripts('./workbox-1a2b3c4d.js');\n");
  write("workbox-1a2b3c4d.js", "self.workbox = {};\n");
  write("manifest.webmanifest", '{"name":"StoreOps","start_url":"/dashboard","display":"standalone"}');
  app = Fastify({ logger: false });
  // As in the app: API answers are compressed on the fly, the build's copies are sent as they are.
  await app.register(compressionPlugin);
  await app.register(webPlugin, { root });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("web plugin: compressed, cached static files", () => {
  it("a hashed script goes out as the brotli file made at build time when the browser accepts br", async () => {
    const response = await get("/assets/index-Ab12Cd34.js", "gzip, deflate, br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(`${SCRIPT}/*br*/`);
  });

  it("gzip-only browsers get the .gz file; browsers accepting neither get the plain file", async () => {
    const gzip = await get("/assets/index-Ab12Cd34.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(`${SCRIPT}/*gz*/`);

    const plain = await get("/assets/index-Ab12Cd34.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("hashed assets are cached for a year as immutable, compressed copy or not", async () => {
    for (const encoding of ["br", "gzip", undefined]) {
      const response = await get("/assets/index-Ab12Cd34.js", encoding);
      expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    }
    const tiny = await get("/assets/tiny-Ef56Gh78.js", "br");
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.headers["cache-control"]).toBe(IMMUTABLE);
  });

  it("index.html, the client routes that fall back to it, and unhashed files are never cached", async () => {
    for (const url of ["/careers?x=1", "/purchases/123", "/index.html"]) {
      const response = await get(url, "br");
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.headers["cache-control"], url).toBe(REVALIDATE);
      expect(response.headers["content-encoding"], url).toBe("br");
      expect(zlib.brotliDecompressSync(response.rawPayload).toString(), url).toBe(`${HTML}/*br*/`);
    }
    const plain = await get("/careers");
    expect(plain.body).toBe(HTML);
    const script = await get("/color-scheme.js", "br");
    expect(script.headers["cache-control"]).toBe(REVALIDATE);
    expect(script.body).toContain("dataset.x");
  });

  it("a page the build wrote its own HTML for gets it (its chunks preloaded), compressed and never cached", async () => {
    const cases: [url: string, chunk: string][] = [
      ["/login", "LoginPage"],
      ["/login/?next=1", "LoginPage"],
      ["/", "LandingPage"],
    ];
    for (const [url, chunk] of cases) {
      const response = await get(url, "gzip");
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.headers["cache-control"], url).toBe(REVALIDATE);
      expect(response.headers["content-encoding"], url).toBe("gzip");
      expect(zlib.gunzipSync(response.rawPayload).toString(), url).toContain(`/assets/${chunk}.js`);
    }
    for (const url of ["/dashboard", "/pages/login.html", "/login/extra"]) {
      const response = await get(url);
      expect(response.body, url).toBe(HTML);
    }
  });

  it("API paths, missing assets and the compressed copies themselves are 404, never index.html", async () => {
    for (const url of [
      "/api",
      "/api/nothing-here",
      "/assets/index-OLDHASH.js",
      "/assets/index-Ab12Cd34.js.br",
    ]) {
      const response = await get(url, "br");
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
    }
  });

  it("the service worker, its runtime and the web manifest are served with their types and never cached", async () => {
    const worker = await get("/sw.js", "br");
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    // A long-cached worker would keep every browser on an old app for as long as it is kept.
    expect(worker.headers["cache-control"]).toBe(REVALIDATE);
    expect((await get("/workbox-1a2b3c4d.js")).headers["cache-control"]).toBe(REVALIDATE);
    const manifest = await get("/manifest.webmanifest");
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers["cache-control"]).toBe(REVALIDATE);
    expect(manifest.json()).toMatchObject({ start_url: "/dashboard", display: "standalone" });
  });

  it("the build's .vite folder is not served", async () => {
    const response = await get("/.vite/manifest.json");
    expect(response.body).not.toContain("build details");
  });
});
