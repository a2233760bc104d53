import { MSG, VALIDATION } from "@storeops/domain";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS, useSignIn, useTestApp } from "../../test/test-app.ts";
import { invalidateSettings, writeSetting } from "../modules/settings/settings.repository.ts";

const t = useTestApp();
const admin = useSignIn(t, "admin");
const manager = useSignIn(t, "store_manager");

const SPANISH = { "accept-language": "es-US,es;q=0.9,en;q=0.8" };

afterAll(async () => {
  await t.database.db.deleteFrom("settings").execute();
  invalidateSettings();
});

describe("answers in the caller's language (Accept-Language)", () => {
  it("a refusal: Spanish for a Spanish reader, the spec's English otherwise", async () => {
    const payload = { email: DEMO_EMAILS.admin, password: "wrong-password" };
    const spanish = await t.app.inject({
      method: "POST",
      url: "/api/auth/v1/token",
      headers: SPANISH,
      payload,
    });
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json().message).toBe("Correo o contraseña no válidos");
    const english = await t.app.inject({ method: "POST", url: "/api/auth/v1/token", payload });
    expect(english.json().message).toBe(MSG.invalidLogin);
    const french = await t.app.inject({
      method: "POST",
      url: "/api/auth/v1/token",
      headers: { "accept-language": "fr-FR" },
      payload,
    });
    expect(french.json().message).toBe(MSG.invalidLogin);
  });

  it("a validation failure: the message and every field's message, fields named in Spanish", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/rest/v1/expenses",
      headers: { ...SPANISH, authorization: `Bearer ${admin.token}` },
      payload: { amount: -5 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    const messages: string[] = Object.values(body.details.fields as Record<string, string[]>).flat();
    expect(messages.length).toBeGreaterThan(0);
    expect(messages).toContain("El campo «Monto» no puede ser negativo.");
    for (const message of messages) expect(message, message).not.toMatch(/ is required| must | cannot /);
    expect(messages).toContain(body.message);
  });

  it("a route that does not exist, and a 403", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/api/nowhere", headers: SPANISH });
    expect(missing.json().message).toBe("No se encontró la ruta GET /api/nowhere");
    const refused = await t.app.inject({
      method: "PUT",
      url: "/api/settings/system",
      headers: { ...SPANISH, authorization: `Bearer ${manager.token}` },
      payload: { debug_mode: true },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("No tiene permiso para cambiar esta configuración.");
  });

  it("a CSV export: headings and statuses in Spanish", async () => {
    const csv = await t.app.inject({
      method: "GET",
      url: "/api/export/purchases.csv?select=purchase_date,vendor,amount,status&limit=5",
      headers: { ...SPANISH, authorization: `Bearer ${admin.token}` },
    });
    expect(csv.statusCode).toBe(200);
    const [heading, first] = csv.body.replace(/^\uFEFF/, "").split(/\r?\n/);
    expect(heading).toBe("Fecha,Proveedor,Monto,Estado");
    expect(first).toMatch(/,(Pendiente|Aprobado|Pagado|Rechazado|Vencido)$/);
    const english = await t.app.inject({
      method: "GET",
      url: "/api/export/purchases.csv?select=purchase_date,vendor,amount,status&limit=5",
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(english.body.replace(/^\uFEFF/, "").split(/\r?\n/)[0]).toBe("Purchase Date,Vendor,Amount,Status");
  });
});

describe("the language setting", () => {
  it("offers only the languages that exist, and refuses others in the caller's language", async () => {
    const headers = { ...SPANISH, authorization: `Bearer ${admin.token}` };
    const french = await t.app.inject({
      method: "PUT",
      url: "/api/settings/general",
      headers,
      payload: { language: "fr" },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toBe("El campo «Idioma» debe ser uno de: en, es.");
    const spanish = await t.app.inject({
      method: "PUT",
      url: "/api/settings/general",
      headers,
      payload: { language: "es" },
    });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.json().general.language).toBe("es");
  });

  it("reads a language saved before (fr, de) as English, and still saves the rest", async () => {
    await writeSetting(
      t.database.db,
      `user:${manager.user.id}`,
      { general: { language: "de", theme: "dark" } },
      null,
    );
    invalidateSettings();
    const headers = { authorization: `Bearer ${manager.token}` };
    const read = await t.app.inject({ method: "GET", url: "/api/settings", headers });
    expect(read.json().general).toMatchObject({ language: "en", theme: "dark" });
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/settings/general",
      headers,
      payload: { theme: "light" },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().general).toMatchObject({ language: "en", theme: "light" });
    expect(VALIDATION.oneOf("Language", ["en", "es"])).toBe("Language must be one of: en, es.");
  });
});
