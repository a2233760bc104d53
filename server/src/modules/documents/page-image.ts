/**
 * The picture OCR reads: a photo or scan scaled to a size tesseract reads well and quickly, turned
 * upright, or a PDF's first page drawn at that size. Runs in a reader thread (read-worker.ts).
 */
import { createRequire } from "node:module";
import path from "node:path";
import { type Canvas, createCanvas, Image } from "@napi-rs/canvas";
import { imageHeader } from "./image-header.ts";

/** Pictures declaring more pixels than this are refused before they are decoded (a 50 MP phone photo passes). */
const MAX_SOURCE_PIXELS = 60_000_000;
/** The long side of the picture read: text of a receipt photo stays legible, a page reads in about 2 s. */
const LONG_SIDE = 2000;
/** Small pictures are enlarged to this long side: tesseract misreads letters a few pixels high. */
const MIN_LONG_SIDE = 1200;

export class PageRefused extends Error {
  constructor(readonly reason: "too_large" | "not_readable") {
    super(reason);
  }
}

const require = createRequire(import.meta.url);
const pdfjsDir = path.dirname(require.resolve("pdfjs-dist/package.json"));

function scaleFor(width: number, height: number): number {
  const long = Math.max(width, height);
  if (long > LONG_SIDE) return LONG_SIDE / long;
  if (long < MIN_LONG_SIDE) return MIN_LONG_SIDE / long;
  return 1;
}

/** The photo or scan, scaled and turned upright, as PNG bytes. */
async function imagePage(bytes: Uint8Array): Promise<Buffer> {
  const header = imageHeader(bytes);
  if (!header || header.width === 0 || header.height === 0) throw new PageRefused("not_readable");
  if (header.width * header.height > MAX_SOURCE_PIXELS) throw new PageRefused("too_large");
  const image = new Image();
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new PageRefused("not_readable"));
  });
  image.src = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  await loaded;
  const scale = scaleFor(image.width, image.height);
  const [width, height] = [Math.round(image.width * scale), Math.round(image.height * scale)];
  const sideways = header.orientation >= 5;
  const canvas = createCanvas(sideways ? height : width, sideways ? width : height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  const turns: Record<number, number> = { 3: 180, 6: 90, 8: 270 };
  context.rotate(((turns[header.orientation] ?? 0) * Math.PI) / 180);
  context.drawImage(image, -width / 2, -height / 2, width, height);
  return canvas.encode("png");
}

/** A PDF's first page drawn as PNG bytes, and how many pages it has (only the first is read). */
async function pdfPage(bytes: Uint8Array): Promise<{ png: Buffer; pages: number }> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const loading = getDocument({
    data: bytes,
    standardFontDataUrl: `${path.join(pdfjsDir, "standard_fonts")}/`,
    cMapUrl: `${path.join(pdfjsDir, "cmaps")}/`,
    cMapPacked: true,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    const pdf = await loading.promise;
    const page = await pdf.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: Math.min(4, LONG_SIDE / Math.max(base.width, base.height)) });
    const canvas: Canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext("2d");
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: context as never, viewport, canvas: canvas as never }).promise;
    return { png: await canvas.encode("png"), pages: pdf.numPages };
  } catch (error) {
    if (error instanceof PageRefused) throw error;
    throw new PageRefused("not_readable");
  } finally {
    await loading.destroy();
  }
}

/** The page to read from an uploaded file's bytes and type (checked from its bytes at upload). */
export async function pageImage(bytes: Uint8Array, mime: string): Promise<{ png: Buffer; pages: number }> {
  if (mime === "application/pdf") return pdfPage(bytes);
  if (mime === "image/png" || mime === "image/jpeg") return { png: await imagePage(bytes), pages: 1 };
  throw new PageRefused("not_readable");
}
