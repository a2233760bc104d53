import type { TestApp } from "./test-app.ts";

export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** A multipart body with files in the field `files`. */
export function multipart(files: Array<{ name: string; bytes: Buffer; type?: string }>) {
  const boundary = "----storeops-test-boundary";
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads one PDF to temporary storage as the token's user; returns its temporary name. */
export async function uploadPdf(t: TestApp, token: string, table: string): Promise<string> {
  const body = multipart([{ name: "doc.pdf", bytes: PDF }]);
  const response = await t.app.inject({
    method: "POST",
    url: `/api/rest/v1/upload-temp/${table}`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().files[0].tempName;
}
