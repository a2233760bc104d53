import { describe, expect, it } from "vitest";
import { client, signIn, useTestApp } from "../../../test/test-app.ts";
import { makeReport } from "./reports.factory.ts";

const t = useTestApp();

describe("saved reports", () => {
  it("accounting reads only the definitions it created", async () => {
    const byAdmin = await makeReport(t);
    const accounting = await signIn(t.app, "accounting");
    const api = client(t.app, accounting.token);
    const own = await api.post("/api/rest/v1/reports", { name: "Mine", type: "monthly" });
    expect(own.statusCode, own.body).toBe(201);
    const ids = (await api.get("/api/rest/v1/reports?select=id&limit=1000"))
      .json()
      .map((row: { id: string }) => row.id);
    expect(ids).toContain(own.json().id);
    expect(ids).not.toContain(byAdmin.id);
  });
});
