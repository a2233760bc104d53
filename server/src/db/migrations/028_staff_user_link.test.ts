import { describe, expect, it } from "vitest";
import { demoStores } from "../../../test/demo-stores.ts";
import { useTestApp } from "../../../test/test-app.ts";
import { linkAndDeduplicate } from "./028_staff_user_link.ts";

const t = useTestApp();

describe("migration 028: staff records linked to accounts, staff emails unique per store", () => {
  it("links a store's one record of an account's email, links none of several, and tags the later repeats", async () => {
    const db = t.database.db;
    const userOf = async (email: string) =>
      (await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
    const [staff, staff2] = [await userOf("staff@example.com"), await userOf("staff2@example.com")];
    const [doubled, single] = (await demoStores(t)).staff;
    // Back to before 028: no links, no unique indexes; staff2's email in another case, and a
    // later hire into one of staff's stores under staff's email.
    await db.schema.dropIndex("staff_store_email_lower").execute();
    await db.schema.dropIndex("staff_store_user").execute();
    await db.updateTable("staff").set({ user_id: null }).execute();
    await db
      .updateTable("staff")
      .set({ email: "STAFF2@example.com" })
      .where("email", "=", "staff2@example.com")
      .execute();
    const original = await db
      .selectFrom("staff")
      .selectAll()
      .where("email", "=", "staff@example.com")
      .where("store_id", "=", String(doubled))
      .executeTakeFirstOrThrow();
    const hireId = "0f0f0f0f-1111-2222-3333-444455556666";
    await db
      .insertInto("staff")
      .values({ ...original, id: hireId, email: "Staff@Example.com", created_at: "2099-01-01T00:00:00.000Z" })
      .execute();

    await linkAndDeduplicate(db);

    const rows = await db.selectFrom("staff").select(["id", "store_id", "email", "user_id"]).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const staff2Rows = rows.filter((row) => row.email === "STAFF2@example.com");
    expect(staff2Rows.map((row) => row.user_id)).toEqual([staff2]);
    // Two records of one store with staff's email: neither linked, the later one tagged.
    expect(byId.get(original.id)).toMatchObject({ user_id: null, email: "staff@example.com" });
    expect(byId.get(hireId)).toMatchObject({ user_id: null, email: "Staff+0f0f0f0f@Example.com" });
    // Staff's record of its other store is still the only one there: linked.
    const other = rows.filter((row) => row.store_id === single && row.email === "staff@example.com");
    expect(other.map((row) => row.user_id)).toEqual([staff]);
    // The indexes now hold: a third record of the email, or a second link, is refused.
    const again = db
      .insertInto("staff")
      .values({ ...original, id: "dup-third", email: "STAFF@example.com" })
      .execute();
    await expect(again).rejects.toThrow();
    const secondLink = db.updateTable("staff").set({ user_id: staff }).where("id", "=", hireId).execute();
    await expect(secondLink).resolves.toBeDefined();
    const thirdLink = db.updateTable("staff").set({ user_id: staff }).where("id", "=", original.id).execute();
    await expect(thirdLink).rejects.toThrow();
  });
});
