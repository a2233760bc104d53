import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { client, signIn, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { multipart, PDF } from "../../../test/uploads.ts";

const t = useTestApp();
const staff = useSignIn(t, "staff");
const admin = useSignIn(t, "admin");

const receiptPng = async () => {
  const { createCanvas, loadImage } = await import("@napi-rs/canvas");
  const image = await loadImage(fs.readFileSync(path.resolve("server/test/receipts/r01-dairy.webp")));
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext("2d").drawImage(image, 0, 0);
  return canvas.encode("png");
};

async function upload(token: string, name: string, bytes: Buffer, table = "purchases"): Promise<string> {
  const body = multipart([{ name, bytes }]);
  const response = await t.app.inject({
    method: "POST",
    url: `/api/rest/v1/upload-temp/${table}`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().files[0].tempName;
}

const read = (token: string | undefined, body: unknown) =>
  token
    ? client(t.app, token).post("/api/documents/read", body)
    : t.app.inject({ method: "POST", url: "/api/documents/read", payload: body as object });

describe("POST /api/documents/read", () => {
  it("401 without a session", async () => {
    expect((await read(undefined, { table: "purchases", tempName: "x" })).statusCode).toBe(401);
  });
  it("403 for a role that may not create the records", async () => {
    const ceo = await signIn(t.app, "ceo");
    const response = await read(ceo.token, { table: "purchases", tempName: "x.png" });
    expect(response.statusCode, response.body).toBe(403);
  });
  it("404 for another user's upload, or one for another table", async () => {
    const theirs = await upload(admin.token, "r.pdf", PDF);
    expect((await read(staff.token, { table: "purchases", tempName: theirs })).statusCode).toBe(404);
    expect((await read(admin.token, { table: "expenses", tempName: theirs })).statusCode).toBe(404);
  });
  it("400 for a body without a file name", async () => {
    expect((await read(staff.token, { table: "purchases" })).statusCode).toBe(400);
  });
  it("422 with a message for a file that cannot be read", async () => {
    const name = await upload(staff.token, "broken.pdf", PDF);
    const response = await read(staff.token, { table: "purchases", tempName: name });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toMatch(/could not be read|Nothing could be read/);
  });
  it("422 for a picture declaring too many pixels (read from its header, never decoded)", async () => {
    const png = Buffer.from(await receiptPng());
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    const name = await upload(staff.token, "bomb.png", png);
    const response = await read(staff.token, { table: "purchases", tempName: name });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toMatch(/too large/);
  });
  it("200: proposes the receipt's fields, each with a confidence, and saves nothing", {
    timeout: 60_000,
  }, async () => {
    const name = await upload(staff.token, "receipt.png", Buffer.from(await receiptPng()), "expenses");
    const response = await read(staff.token, { table: "expenses", tempName: name });
    expect(response.statusCode, response.body).toBe(200);
    const { fields } = response.json();
    expect(fields).toMatchObject({
      date: { value: "2026-03-14" },
      total: { value: 30.08 },
      tax: { value: 2.23 },
      invoice_no: { value: "INV-20431" },
      payment_type: { value: "card" },
    });
    expect(fields.vendor.value).toMatch(/Cascade Dairy/i);
    expect(fields.total.confidence).toBeGreaterThan(0.5);
  });
});
