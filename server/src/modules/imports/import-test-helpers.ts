import { expect } from "vitest";
import type { TestApp } from "../../../test/test-app.ts";

/** A multipart import form: the file in `file` (none when null), and `mapping` as JSON (or as the text given). */
export function importForm(
  file: { name: string; bytes: Buffer | string } | null,
  mapping?: (string | null)[] | string,
) {
  const boundary = "----storeops-import-boundary";
  const parts: Buffer[] = [];
  if (mapping)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${typeof mapping === "string" ? mapping : JSON.stringify(mapping)}\r\n`,
      ),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.isBuffer(file.bytes) ? file.bytes : Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends an import form to `url` as the token's user. */
export function sendImport(
  t: TestApp,
  token: string,
  url: string,
  file: { name: string; bytes: Buffer | string } | null,
  mapping?: (string | null)[] | string,
  language = "en",
) {
  const form = importForm(file, mapping);
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...form.headers, authorization: `Bearer ${token}`, "accept-language": language },
    payload: form.payload,
  });
}

/** Polls a job until it has ended; answers its last state. */
export async function finishedJob(t: TestApp, token: string, id: string, timeoutMs = 120_000) {
  const started = Date.now();
  for (;;) {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/imports/jobs/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const job = response.json();
    if (job.status !== "running") return job;
    if (Date.now() - started > timeoutMs) throw new Error(`import ${id} still running`);
    // Every call counts against the session's hourly API limit: a person's screen asks once a second.
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}

/** Starts an import and waits for its end. */
export async function importAndWait(
  t: TestApp,
  token: string,
  table: string,
  file: { name: string; bytes: Buffer | string },
  mapping: (string | null)[],
) {
  const started = await sendImport(t, token, `/api/imports/${table}`, file, mapping);
  expect(started.statusCode, started.body).toBe(202);
  return finishedJob(t, token, started.json().id);
}

/** Previews a file, then imports it with the preview's mapping and waits: the preview and the ended job. */
export async function previewThenImport(
  t: TestApp,
  token: string,
  table: string,
  file: { name: string; bytes: Buffer | string },
) {
  const preview = await sendImport(t, token, `/api/imports/${table}/preview`, file);
  expect(preview.statusCode, preview.body).toBe(200);
  return { preview: preview.json(), job: await importAndWait(t, token, table, file, preview.json().mapping) };
}

/** A CSV of rows (no quoting needed by the tests' values unless they hold commas). */
export const csv = (rows: readonly (readonly (string | number)[])[]) =>
  rows
    .map((row) =>
      row
        .map((cell) => (/[",\n]/.test(String(cell)) ? `"${String(cell).replaceAll('"', '""')}"` : cell))
        .join(","),
    )
    .join("\n");
