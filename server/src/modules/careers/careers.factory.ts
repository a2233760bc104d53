import { createAsAdmin } from "../../../test/demo-stores.ts";
import type { TestApp } from "../../../test/test-app.ts";

/** A careers row made by the admin from the factory payload, with overrides. */
export function makeCareer(
  t: TestApp,
  { storeId, ...overrides }: { storeId?: string } & Record<string, unknown> = {},
) {
  return createAsAdmin(t, "careers", overrides, storeId);
}

export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

export const APPLICANT = {
  first_name: "Rosa",
  last_name: "Quintero",
  email: "rosa.quintero@example.net",
  phone: "(206) 555-0123",
  cover_letter: "I would love to join the team.",
  agreed_to_terms: "true",
};

/** The apply form as a multipart body: text fields and an optional file `resume`. */
export function applyForm(
  fields: Record<string, string>,
  resume?: { name: string; bytes: Buffer; type?: string },
) {
  const boundary = "----storeops-apply-boundary";
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (resume) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="${resume.name}"\r\nContent-Type: ${resume.type ?? "application/pdf"}\r\n\r\n`,
      ),
      resume.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

let address = 0;
/** A fresh client address per call site, so the hourly limit of one test does not reach another. */
export const nextAddress = () => `203.0.113.${++address}`;

/** POST /api/careers/{id}/applications as a visitor from `remoteAddress`. */
export function apply(
  t: TestApp,
  careerId: string,
  fields: Record<string, string> = APPLICANT,
  resume?: { name: string; bytes: Buffer; type?: string },
  remoteAddress: string = nextAddress(),
) {
  const body = applyForm(fields, resume);
  return t.app.inject({
    method: "POST",
    url: `/api/careers/${careerId}/applications`,
    headers: body.headers,
    payload: body.payload,
    remoteAddress,
  });
}
