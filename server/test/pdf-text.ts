import zlib from "node:zlib";

/** The text a PDF draws, page by page: pdfkit writes each page's content as a deflated stream of hex `TJ` strings. */
export function pageTexts(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      continue;
    }
    const runs = [...content.matchAll(/\[(.*?)\] TJ/g)].map((run) =>
      [...(run[1] ?? "").matchAll(/<([0-9a-f]*)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? "", "hex").toString("latin1"))
        .join(""),
    );
    if (runs.length > 0) texts.push(runs.join("\n"));
  }
  return texts;
}
