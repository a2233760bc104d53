import { MSG, SAVED_VIEWS_PER_USER } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { client, type SignedIn, useSignIn, useTestApp } from "../../../test/test-app.ts";

// Saved views (docs/decisions.md, Saved views): per person, optionally shared with the owner's role.
const t = useTestApp();
const admin = useSignIn(t, "admin");
const staff = useSignIn(t, "staff");
const staff2 = useSignIn(t, "staff2");
const manager = useSignIn(t, "store_manager");

const URL = "/api/rest/v1/saved_views";
let counter = 0;
const as = (who: SignedIn) => client(t.app, who.token);

async function save(who: SignedIn, fields: Record<string, unknown> = {}) {
  const response = await as(who).post(URL, {
    list: "purchases",
    name: `View ${++counter}`,
    state: { filters: { status: "pending" }, sort: { column: "amount", direction: "desc" }, page_size: 50 },
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string; is_default: boolean; user_id: string };
}

const names = async (who: SignedIn, query = "") =>
  ((await as(who).get(`${URL}?${query}`)).json() as { name: string }[]).map((view) => view.name);

describe("whose views a person reads", () => {
  it("their own and those shared with their role; never another's own", async () => {
    const mine = await save(staff);
    const sharedWithStaff = await save(staff, { shared_role: "staff" });
    const adminsOwn = await save(admin);

    const forStaff2 = await names(staff2);
    expect(forStaff2).toContain(sharedWithStaff.name);
    expect(forStaff2).not.toContain(mine.name);
    expect(forStaff2).not.toContain(adminsOwn.name);
    // The admin reaches every store, not every person's views.
    expect(await names(admin)).not.toContain(mine.name);
    expect(await names(manager)).not.toContain(sharedWithStaff.name);

    const read = await as(staff2).get(`${URL}/${sharedWithStaff.id}`);
    expect(read.json()).toMatchObject({
      user_id: staff.user.id,
      owner_name: expect.any(String),
      shared_role: "staff",
      is_default: false,
      state: { filters: { status: "pending" }, sort: { column: "amount", direction: "desc" }, page_size: 50 },
    });
    expect((await as(staff2).get(`${URL}/${mine.id}`)).statusCode).toBe(404);
  });

  it("a shared view is read-only for the role's other members: 403 on change or delete", async () => {
    const view = await save(staff, { shared_role: "staff" });
    for (const response of [
      await as(staff2).patch(`${URL}?eq=id.${view.id}`, { name: "Mine now" }),
      await as(staff2).patch(`${URL}?eq=id.${view.id}`, { is_default: true, shared_role: null }),
      await as(staff2).delete(`${URL}?eq=id.${view.id}`),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe(MSG.savedViewNotYours);
    }
    // Another's own view is not found at all.
    const own = await save(staff);
    expect((await as(staff2).patch(`${URL}?eq=id.${own.id}`, { name: "x" })).statusCode).toBe(404);
    expect((await as(staff2).delete(`${URL}?eq=id.${own.id}`)).statusCode).toBe(404);
    // The owner changes and deletes it.
    const renamed = await as(staff).patch(`${URL}?eq=id.${view.id}`, { name: "Renamed" });
    expect(renamed.json()[0].name).toBe("Renamed");
    expect((await as(staff).delete(`${URL}?eq=id.${view.id}`)).statusCode).toBe(200);
  });
});

describe("the default view", () => {
  it("is each person's own: one per list, and may be a view shared with them", async () => {
    const shared = await save(staff, { shared_role: "staff" });
    const own = await save(staff2, { is_default: true });
    expect(own.is_default).toBe(true);

    const made = await as(staff2).patch(`${URL}?eq=id.${shared.id}`, { is_default: true });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()[0].is_default).toBe(true);
    const defaults = await as(staff2).get(`${URL}?eq=list.purchases&eq1=is_default.true`);
    expect(defaults.json().map((view: { id: string }) => view.id)).toEqual([shared.id]);
    // The owner's own default is untouched by another's choice, and the view itself did not change.
    const ownersRead = (await as(staff).get(`${URL}/${shared.id}`)).json();
    expect(ownersRead.is_default).toBe(false);
    expect(ownersRead.updated_at).toBe((shared as unknown as { updated_at: string }).updated_at);

    // Another list keeps its own default.
    const expensesView = await save(staff2, { list: "expenses", is_default: true });
    expect((await as(staff2).get(`${URL}/${expensesView.id}`)).json().is_default).toBe(true);
    expect((await as(staff2).get(`${URL}/${shared.id}`)).json().is_default).toBe(true);

    const unmade = await as(staff2).patch(`${URL}?eq=id.${shared.id}`, { is_default: false });
    expect(unmade.json()[0].is_default).toBe(false);
  });

  it("goes when the owner stops sharing the view, or deletes it", async () => {
    const shared = await save(staff, { shared_role: "staff", list: "daily_income" });
    await as(staff2).patch(`${URL}?eq=id.${shared.id}`, { is_default: true });
    await as(staff).patch(`${URL}?eq=id.${shared.id}`, { shared_role: null });
    expect((await as(staff2).get(`${URL}/${shared.id}`)).statusCode).toBe(404);
    await as(staff).patch(`${URL}?eq=id.${shared.id}`, { shared_role: "staff" });
    expect((await as(staff2).get(`${URL}/${shared.id}`)).json().is_default).toBe(false);

    await as(staff2).patch(`${URL}?eq=id.${shared.id}`, { is_default: true });
    await as(staff).delete(`${URL}?eq=id.${shared.id}`);
    const left = await t.database.db
      .selectFrom("saved_view_defaults")
      .select("user_id")
      .where("view_id", "=", shared.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe("what a view may hold", () => {
  it("a name once per person and list, ignoring case", async () => {
    await save(manager, { name: "Big bills" });
    const again = await as(manager).post(URL, { list: "purchases", name: "BIG BILLS", state: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.savedViewNameTaken);
    await save(manager, { name: "Big bills", list: "expenses" });
    await save(staff, { name: "Big bills" });
    const other = await save(manager, { name: "Other" });
    const rename = await as(manager).patch(`${URL}?eq=id.${other.id}`, { name: "big bills" });
    expect(rename.statusCode).toBe(409);
  });

  it("shared only with the owner's own role; known lists; a state of at most 4 KB", async () => {
    const share = await as(staff).post(URL, {
      list: "purchases",
      name: "To managers",
      state: {},
      shared_role: "admin",
    });
    expect(share.statusCode).toBe(400);
    expect(share.json().message).toBe(MSG.savedViewShareInvalid);

    const list = await as(staff).post(URL, { list: "payroll_runs", name: "x", state: {} });
    expect(list.json()).toMatchObject({
      message: MSG.savedViewListUnknown,
      details: { fields: { list: expect.any(Array) } },
    });

    const filters = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`key_${i}`, "x".repeat(190)]));
    const large = await as(staff).post(URL, { list: "purchases", name: "Huge", state: { filters } });
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toBe(MSG.savedViewStateTooLarge);

    const owner = await as(staff).post(URL, {
      list: "purchases",
      name: "Forged",
      state: {},
      user_id: admin.user.id,
    });
    expect(owner.json().user_id).toBe(staff.user.id);
  });

  it(`at most ${SAVED_VIEWS_PER_USER} views per person, with a message saying what to do`, async () => {
    const existing = Number(
      (
        await t.database.db
          .selectFrom("saved_views")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("user_id", "=", manager.user.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const now = new Date().toISOString();
    const rows = Array.from({ length: SAVED_VIEWS_PER_USER - existing }, (_, i) => ({
      id: `cap-${i}-${Date.now()}`,
      created_at: now,
      updated_at: now,
      user_id: manager.user.id,
      list: "vendors",
      name: `Cap ${i}`,
      state: "{}",
      shared_role: null,
    }));
    await t.database.db.insertInto("saved_views").values(rows).execute();
    const refused = await as(manager).post(URL, { list: "vendors", name: "One more", state: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.savedViewLimitReached);
    // Others are not held back by it.
    await save(staff2, { list: "vendors" });
  });
});
