import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/test-app.ts";
import { fingerprint } from "./checksums.ts";

const t = useTestApp();

describe("a backup's fingerprint", () => {
  it("is the same read a few rows at a time as read in pages of ten thousand", async () => {
    const whole = await fingerprint(t.database.db, t.database.dialect);
    const paged = await fingerprint(t.database.db, t.database.dialect, 7);
    expect(paged).toEqual(whole);
    expect(Object.keys(whole.money).length).toBeGreaterThan(5);
    expect(whole.money["purchases.amount"]?.sum).toBeGreaterThan(0);
  });
});
