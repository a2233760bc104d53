import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, signIn, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { multipart, PDF, uploadPdf } from "../../../test/uploads.ts";
import { makePurchase } from "../purchases/purchases.factory.ts";

const t = useTestApp();
const staff = useSignIn(t, "staff");
const admin = useSignIn(t, "admin");
const app = () => t;

/** A purchase in staff's store with one attached file; returns the file's URL. */
async function attachedFile(): Promise<string> {
  const purchase = await makePurchase(t, { storeId: String(staff.user.current_store_id) });
  const name = await uploadPdf(t, admin.token, "purchases");
  const moved = await client(t.app, admin.token).post(
    `/api/rest/v1/move-temp-files/purchases/${purchase.id}`,
    {
      tempFiles: [name],
    },
  );
  expect(moved.statusCode, moved.body).toBe(200);
  return moved.json()[0].url;
}

describe("POST /api/rest/v1/upload-temp/{table}", () => {
  const send = async (token: string | undefined, table = "purchases"): Promise<LightMyRequestResponse> => {
    const body = multipart([{ name: "doc.pdf", bytes: PDF }]);
    return t.app.inject({
      method: "POST",
      url: `/api/rest/v1/upload-temp/${table}`,
      headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body.payload,
    });
  };
  // The ladder helper sends JSON; uploads are multipart, so the rungs are written out (no scoped
  // target: a file joins a record only when moved).
  it("401 without a session", async () => expect((await send(undefined)).statusCode).toBe(401));
  it("403 for ceo", async () =>
    expect((await send((await signIn(t.app, "ceo")).token)).statusCode).toBe(403));
  it("400 for a table that takes no files", async () =>
    expect((await send(staff.token, "vendors")).statusCode).toBe(400));
  it("200 for staff", async () => {
    const response = await send(staff.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().files[0]).toMatchObject({ originalName: "doc.pdf", type: "application/pdf" });
  });
});

const movePayload = { tempFiles: [] as string[] };
/** Each rung moves a fresh upload of the caller's onto a purchase. */
const moveUrl = (who: "staff" | "ceo", storeOf: () => Promise<string>) => async () => {
  const token = who === "staff" ? staff.token : admin.token;
  movePayload.tempFiles = [await uploadPdf(t, token, "purchases")];
  const purchase = await makePurchase(t, { storeId: await storeOf() });
  return `/api/rest/v1/move-temp-files/purchases/${purchase.id}`;
};
const staffStore = async () => String(staff.user.current_store_id);

describeLadder("/api/rest/v1/move-temp-files/{table}/{id}", app, {
  method: "POST",
  url: moveUrl("staff", staffStore),
  payload: movePayload,
  forbidden: { as: "ceo" },
  outOfScope: { as: "staff", url: moveUrl("staff", async () => (await demoStores(t)).foreign) },
  badRequest: { as: "staff", payload: { tempFiles: [] } },
  success: {
    as: "admin",
    url: moveUrl("ceo", staffStore),
    check: (response) =>
      expect(response.json()[0]).toMatchObject({ type: "application/pdf", originalName: "doc.pdf" }),
  },
});

describeLadder("/api/rest/v1/files/{table}/{name}", app, {
  method: "GET",
  url: attachedFile,
  // Anyone who may read the owning purchase may read its files.
  forbidden: null,
  outOfScope: { as: "staff2", url: attachedFile },
  badRequest: { as: "staff", url: "/api/rest/v1/files/vendors/x.pdf" },
  success: {
    as: "staff",
    check: (response) => {
      expect(response.headers["content-type"]).toContain("application/pdf");
      expect(response.rawPayload.equals(PDF)).toBe(true);
    },
  },
});

describeLadder("/api/rest/v1/temp-files/{name}", app, {
  method: "GET",
  url: async () => `/api/rest/v1/temp-files/${await uploadPdf(t, staff.token, "expenses")}`,
  forbidden: null,
  // Another user's temporary upload is not found.
  outOfScope: { as: "staff2" },
  badRequest: null,
  success: { as: "staff", check: (response) => expect(response.rawPayload.equals(PDF)).toBe(true) },
});
