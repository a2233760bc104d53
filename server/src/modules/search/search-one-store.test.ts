import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { factoryContext, makePayload } from "../../../test/factories.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { ONE_STORE_WALK } from "./search.repository.ts";

// Issue #15: a caller of one store has a common term's newest matches read from the store's newest
// documents (SQLite); the answer must be the one FTS5 gives, whatever the walk finds.
const t = useTestApp();
const staff = useSignIn(t, "staff");
const admin = useSignIn(t, "admin");
const TERM = "walkabout";

beforeAll(async () => {
  const store = String(staff.user.current_store_id ?? staff.user.assigned_stores[0]);
  const ctx = await factoryContext(t, store);
  // 70 matches in the staff's store, with other purchases of the store in between.
  for (let n = 0; n < 140; n++) {
    const vendor = n % 2 === 0 ? `Walkabout Dairy ${n}` : `Corner Bakery ${n}`;
    const response = await client(t.app, admin.token).post(
      "/api/rest/v1/purchases",
      makePayload("purchases", ctx, { vendor, store_id: store }),
    );
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterEach(() => {
  ONE_STORE_WALK.documents = 1500;
});

const ids = async (token: string, q: string) => {
  const response = await client(t.app, token).get(`/api/search?q=${encodeURIComponent(q)}&type=purchases`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().results as { id: string }[]).map((result) => result.id);
};

describe("global search of one store's common term", () => {
  it("answers the newest matches FTS5 answers, whether the walk finds 50 or gives way", async () => {
    for (const q of [TERM, "Walkabout Dairy 1", "bakery", "zzz-none"]) {
      ONE_STORE_WALK.documents = 0;
      const byFts = await ids(staff.token, q);
      for (const documents of [1500, 100, 60]) {
        ONE_STORE_WALK.documents = documents;
        expect(await ids(staff.token, q), `${q} reading ${documents} documents`).toEqual(byFts);
      }
    }
    ONE_STORE_WALK.documents = 0;
    expect((await ids(staff.token, TERM)).length).toBe(50);
  });
});
