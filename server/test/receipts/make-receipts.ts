/**
 * Draws the sample receipts and invoices (samples.ts) into this folder as WebP (a third of PNG's size), with fonts of the
 * machine that runs it (DejaVu, Liberation): run once, the pictures are committed, so tests need
 * no fonts. `node --import tsx server/test/receipts/make-receipts.ts`
 */
import fs from "node:fs";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { printedLines, SAMPLES, type Sample } from "./samples.ts";

function draw(sample: Sample): Promise<Buffer> {
  const receipt = sample.layout === "receipt";
  const lines = printedLines(sample);
  const [width, size, font] = receipt ? [520, 22, "DejaVu Sans Mono"] : [900, 24, "Liberation Sans"];
  const height = 90 + lines.length * size * 1.7;
  const canvas = createCanvas(width, Math.round(height));
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.fillStyle = "#161616";
  lines.forEach((line, index) => {
    const y = 60 + index * size * 1.7;
    context.font = `${index === 0 ? "bold " : ""}${index === 0 ? size + 6 : size}px '${font}'`;
    const [left, right] = line.split("|");
    context.textAlign = receipt && index < 4 ? "center" : "left";
    context.fillText(left ?? "", receipt && index < 4 ? width / 2 : 36, y);
    if (right) {
      context.textAlign = "right";
      context.fillText(right, width - 36, y);
    }
  });
  return canvas.encode("webp", 90);
}

for (const sample of SAMPLES) {
  fs.writeFileSync(path.join(import.meta.dirname, `${sample.file}.webp`), await draw(sample));
}
