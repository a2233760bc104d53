import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { multipart, PDF } from "../../../test/uploads.ts";
import { makePurchase } from "../purchases/purchases.factory.ts";
import { fileKey } from "./file-store.ts";

// Issue #8: attachments are served by their bytes, never the client's label; uploads leave no orphans;
// multipart oddities answer 4xx.
const t = useTestApp();
const admin = useSignIn(t, "admin");

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const HTML = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>");

function expectShape(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(Object.keys(body).every((key) => ["message", "code", "details"].includes(key))).toBe(true);
  expect(typeof body.message).toBe("string");
  expect(typeof body.code).toBe("string");
}

function sendUpload(payload: Buffer | string, contentType: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/rest/v1/upload-temp/purchases",
    headers: { authorization: `Bearer ${admin.token}`, "content-type": contentType },
    payload,
  });
}

/** Uploads and attaches `bytes` to a new purchase, then makes its stored row say what a client once claimed. */
async function storedFile(bytes: Buffer, claimed: { type?: string; original_name?: string }) {
  const body = multipart([{ name: "file.png", bytes }]);
  const uploaded = await sendUpload(body.payload, body.headers["content-type"]);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const [file] = uploaded.json().files;
  const purchase = await makePurchase(t);
  const moved = await client(t.app, admin.token).post(
    `/api/rest/v1/move-temp-files/purchases/${purchase.id}`,
    { tempFiles: [file.tempName] },
  );
  expect(moved.statusCode, moved.body).toBe(200);
  // Older rows (migration 002) kept the client's type and name as they came.
  await t.database.db
    .updateTable("attachments")
    .set(claimed)
    .where("stored_name", "=", file.tempName)
    .execute();
  return { url: moved.json()[0].url as string, name: file.tempName as string };
}

const download = (url: string) => client(t.app, admin.token).get(url);

describe("serving attachments", () => {
  it("a PNG followed by HTML, relabelled text/html, is served as image/png with nosniff, never as HTML", async () => {
    const { url } = await storedFile(Buffer.concat([PNG, HTML]), {
      type: "text/html",
      original_name: "x.html",
    });
    const served = await download(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(served.headers["content-disposition"])).toMatch(/^inline;/);
  });

  it("bytes that are no image or PDF are served as an application/octet-stream attachment", async () => {
    const { url, name } = await storedFile(PNG, { type: "text/html", original_name: "page.html" });
    // A file whose bytes are HTML (as an older upload could have stored).
    await t.files.remove(fileKey("purchases", name));
    await t.files.write(fileKey("purchases", name), HTML);
    const served = await download(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/octet-stream");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(served.headers["content-disposition"])).toMatch(/^attachment;/);
  });

  it("a PDF is served inline as application/pdf; ?download asks for an attachment", async () => {
    const { url } = await storedFile(PDF, { type: "text/html" });
    const inline = await download(url);
    expect(inline.headers["content-type"]).toBe("application/pdf");
    expect(String(inline.headers["content-disposition"])).toMatch(/^inline;/);
    const attached = await download(`${url}?download=1`);
    expect(String(attached.headers["content-disposition"])).toMatch(/^attachment;/);
  });

  it('a stored name with non-Latin characters ("收据.pdf") is served with filename*=UTF-8 and an ASCII fallback', async () => {
    const { url } = await storedFile(PDF, { original_name: "收据.pdf" });
    const served = await download(url);
    expect(served.statusCode, served.body).toBe(200);
    const disposition = String(served.headers["content-disposition"]);
    expect(disposition).toContain("filename*=UTF-8''%E6%94%B6%E6%8D%AE.pdf");
    expect(disposition).toMatch(/filename="[\x20-\x7e]+\.pdf"/);
  });

  it("a CR/LF, control character or quote in a stored name does not answer 500 or reach the header raw", async () => {
    for (const name of [
      "a\r\nSet-Cookie: x=1.pdf",
      "b\u0001\u007f.pdf",
      'c"; filename="evil.html',
      "d\\e.pdf",
    ]) {
      const { url } = await storedFile(PDF, { original_name: name });
      const served = await download(url);
      expect(served.statusCode, served.body).toBe(200);
      expect(served.headers["set-cookie"]).toBeUndefined();
      const disposition = String(served.headers["content-disposition"]);
      expect([...disposition].every((char) => char >= " " && char !== "\u007f")).toBe(true);
      expect(disposition.match(/"/g)).toHaveLength(2);
    }
  });

  it("temporary files are served with nosniff too", async () => {
    const body = multipart([{ name: "a.pdf", bytes: PDF }]);
    const uploaded = await sendUpload(body.payload, body.headers["content-type"]);
    const served = await download(uploaded.json().files[0].url);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("uploads", () => {
  const tempFiles = async () => (await t.files.list("tmp/")).map((file) => file.key).sort();

  it("an 11-file upload answers 413 and leaves no file on disk and no row", async () => {
    const before = await tempFiles();
    const rowsBefore = await t.database.db.selectFrom("temp_files").select("name").execute();
    const body = multipart(Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.png`, bytes: PNG })));
    const response = await sendUpload(body.payload, body.headers["content-type"]);
    expectShape(response, 413);
    expect(await tempFiles()).toEqual(before);
    const rowsAfter = await t.database.db.selectFrom("temp_files").select("name").execute();
    expect(rowsAfter).toHaveLength(rowsBefore.length);
  });

  it("a multipart part without a file name answers 400", async () => {
    const empty = multipart([{ name: "", bytes: PDF }]);
    expectShape(await sendUpload(empty.payload, empty.headers["content-type"]), 400);
    const boundary = "----b";
    const noName = `--${boundary}\r\nContent-Disposition: form-data; name="files"\r\nContent-Type: application/pdf\r\n\r\n${PDF}\r\n--${boundary}--\r\n`;
    expectShape(await sendUpload(noName, `multipart/form-data; boundary=${boundary}`), 400);
  });

  it("a truncated multipart body or one without a boundary answers 400, not 500", async () => {
    const truncated = '--XX\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF';
    expectShape(await sendUpload(truncated, "multipart/form-data; boundary=XX"), 400);
    expectShape(await sendUpload("x", "multipart/form-data"), 400);
  });
});
