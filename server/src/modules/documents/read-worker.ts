/**
 * A reader thread (piscina, document-reader.ts): draws the page (page-image.ts) and reads its
 * lines with tesseract.js, whose core and English data load from node_modules, never from the
 * network. Each thread keeps one tesseract worker for the reads after its first.
 */
import { createRequire } from "node:module";
import path from "node:path";
import type { ReadLine } from "@storeops/domain";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";
import { PageRefused, pageImage } from "./page-image.ts";

export interface ReadTask {
  bytes: Uint8Array;
  mime: string;
}

export type ReadOutcome =
  | { ok: true; lines: ReadLine[]; pages: number }
  | { ok: false; reason: "too_large" | "not_readable" };

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

let tesseract: Promise<Worker> | undefined;

async function startReader(): Promise<Worker> {
  const worker = await createWorker("eng", OEM.LSTM_ONLY, {
    // The smaller "best_int" LSTM model: as accurate on print, a third of the size, quicker to load.
    langPath: path.join(packageDir("@tesseract.js-data/eng"), "4.0.0_best_int"),
    gzip: true,
    cacheMethod: "none",
    corePath: packageDir("tesseract.js-core"),
    workerPath: path.join(packageDir("tesseract.js"), "src/worker-script/node/index.js"),
    errorHandler: () => {},
  });
  // One uniform block of text: a receipt's label and its amount far apart stay one line.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
  return worker;
}

function reader(): Promise<Worker> {
  tesseract ??= startReader();
  return tesseract;
}

/** Reads the first page of a file: its text lines with the reader's confidence, or why it cannot be read. */
export default async function readDocument(task: ReadTask): Promise<ReadOutcome> {
  let page: { png: Buffer; pages: number };
  try {
    page = await pageImage(task.bytes, task.mime);
  } catch (error) {
    if (error instanceof PageRefused) return { ok: false, reason: error.reason };
    return { ok: false, reason: "not_readable" };
  }
  const worker = await reader();
  // rotateAuto straightens a photo taken at a slant, so a label and its amount stay on one line.
  const { data } = await worker.recognize(page.png, { rotateAuto: true }, { text: false, blocks: true });
  const lines = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({ text: line.text.trim(), confidence: line.confidence })),
    ),
  );
  return { ok: true, lines: lines.filter((line) => line.text.length > 0), pages: page.pages };
}
