/**
 * The sample set as the reading tests use it: each drawn sample as a clean PNG (a scan) and as a
 * photo-like JPEG (the page on a darker table, turned a few degrees, unevenly lit, grainy and a
 * little soft), the same every run (a seeded generator).
 */
import fs from "node:fs";
import path from "node:path";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { SAMPLES, type Sample } from "./samples.ts";

export interface SampleFile {
  name: string;
  sample: Sample;
  bytes: Buffer;
  mime: "image/png" | "image/jpeg" | "application/pdf";
}

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

async function photographed(image: Awaited<ReturnType<typeof loadImage>>, index: number): Promise<Buffer> {
  const random = seeded(index + 7);
  const margin = 60;
  const canvas = createCanvas(image.width + margin * 2, image.height + margin * 2);
  const context = canvas.getContext("2d");
  const light = context.createLinearGradient(0, 0, canvas.width, canvas.height);
  light.addColorStop(0, "#8a8378");
  light.addColorStop(1, "#5d574f");
  context.fillStyle = light;
  context.fillRect(0, 0, canvas.width, canvas.height);
  const angle = ((index % 2 === 0 ? 1 : -1) * (1.5 + random() * 2.5) * Math.PI) / 180;
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate(angle);
  context.filter = "blur(0.6px)";
  context.drawImage(image, -image.width / 2, -image.height / 2);
  context.filter = "none";
  context.setTransform(1, 0, 0, 1, 0, 0);
  const shade = context.createLinearGradient(0, 0, canvas.width, 0);
  shade.addColorStop(0, "rgba(0,0,0,0)");
  shade.addColorStop(1, "rgba(40,30,10,0.18)");
  context.fillStyle = shade;
  context.fillRect(0, 0, canvas.width, canvas.height);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  for (let offset = 0; offset < pixels.data.length; offset += 4) {
    const grain = (random() - 0.5) * 36;
    for (let channel = 0; channel < 3; channel++) {
      pixels.data[offset + channel] = Math.max(
        0,
        Math.min(255, (pixels.data[offset + channel] ?? 0) + grain),
      );
    }
  }
  context.putImageData(pixels, 0, 0);
  return canvas.encode("jpeg", 72);
}

/** Every sample twice: clean (PNG) and photographed (JPEG). */
export async function sampleFiles(): Promise<SampleFile[]> {
  const files: SampleFile[] = [];
  for (const [index, sample] of SAMPLES.entries()) {
    const image = await loadImage(fs.readFileSync(path.join(import.meta.dirname, `${sample.file}.webp`)));
    const clean = createCanvas(image.width, image.height);
    clean.getContext("2d").drawImage(image, 0, 0);
    files.push({ name: `${sample.file}.png`, sample, bytes: await clean.encode("png"), mime: "image/png" });
    files.push({
      name: `${sample.file}-photo.jpg`,
      sample,
      bytes: await photographed(image, index),
      mime: "image/jpeg",
    });
  }
  return files;
}
