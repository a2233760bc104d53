import zlib from "node:zlib";

/** The text a PDF draws: pdfkit writes each page as a deflated stream of hex `TJ` strings. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const runs: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = "";
    try {
      content = zlib.inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const run of content.matchAll(/\[(.*?)\] TJ/g))
      runs.push(
        [...(run[1] ?? "").matchAll(/<([0-9a-f]*)>/g)]
          .map((hex) => Buffer.from(hex[1] ?? "", "hex").toString("latin1"))
          .join(""),
      );
  }
  return runs.join("\n");
}
