import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { generalZone } from "./person-zone.ts";

// A person's time zone is one setting edited in two places (profile, General settings): saving
// either shows in the other, and the one the screens read (General) follows the profile's.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const generalOf = async (token: string) =>
  (await client(t.app, token).get("/api/settings")).json().general.timezone as string;
const profileOf = async (token: string) =>
  (await client(t.app, token).get("/api/auth/v1/user")).json().timezone as string;

describe("a person's time zone", () => {
  it("names the profile's zones as General does", () => {
    expect(generalZone("America/Chicago")).toBe("CST");
    expect(generalZone("PST")).toBe("PST");
    expect(generalZone("UTC")).toBe("UTC");
    expect(generalZone("Europe/Paris")).toBeUndefined();
  });

  it("saved in the profile is the General settings' zone too", async () => {
    const { token } = await signIn(t.app, "accounting");
    const saved = await client(t.app, token).patch("/api/auth/v1/user", { timezone: "America/Chicago" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await generalOf(token)).toBe("CST");
  });

  it("saved in General settings is the profile's zone too", async () => {
    const { token } = await signIn(t.app, "staff");
    const saved = await client(t.app, token).put("/api/settings/general", { timezone: "MST" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await profileOf(token)).toBe("MST");
    // The profile's own name of the same clock is kept (America/Denver is MST).
    await client(t.app, token).patch("/api/auth/v1/user", { timezone: "America/Denver" });
    await client(t.app, token).put("/api/settings/general", { timezone: "MST" });
    expect(await profileOf(token)).toBe("America/Denver");
  });

  it("set by the admin on the user form is the user's General zone", async () => {
    const admin = await signIn(t.app, "admin");
    const manager = await signIn(t.app, "store_manager");
    const saved = await client(t.app, admin.token).patch(`/api/rest/v1/users?eq=id.${manager.user.id}`, {
      timezone: "PST",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await generalOf(manager.token)).toBe("PST");
  });
});
