import { MSG as ENGLISH_MSG, VALIDATION } from "@storeops/domain";
import { afterAll, describe, expect, it } from "vitest";
import i18n, { addSignedInTexts } from "../i18n/index.ts";
import { signedInSpanish } from "../i18n/signed-in-resources.es.ts";
import { signedInEnglish } from "../i18n/signed-in-resources.ts";
import { showLanguage, shownLanguage } from "./language.ts";
import { localizeText, MSG, optionLabel } from "./messages.ts";

await addSignedInTexts(signedInEnglish, async () => signedInSpanish);

afterAll(async () => {
  await showLanguage("en");
});

describe("texts in the language the app is shown in", () => {
  it("are the domain's English while the app is in English", async () => {
    await showLanguage("en");
    expect(MSG.storesEmpty).toBe(ENGLISH_MSG.storesEmpty);
    expect(optionLabel("pending")).toBe("Pending");
    expect(localizeText(ENGLISH_MSG.clockedIn)).toBe(ENGLISH_MSG.clockedIn);
  });

  it("switch to Spanish at once, public and back-office texts loaded on the way", async () => {
    await showLanguage("es");
    expect(shownLanguage()).toBe("es");
    expect(document.documentElement.lang).toBe("es");
    expect(i18n.t("login.title")).toBe("Iniciar sesión");
    expect(i18n.t("nav.purchases")).toBe("Compras");
    expect(i18n.t("dailyIncome.title")).toBe("Ingresos diarios");
    expect(i18n.t("timeAttendance.quickClockIn")).toBe("Fichar entrada");
    expect(MSG.storesEmpty).toBe("No se encontraron tiendas");
    expect(optionLabel("pending")).toBe("Pendiente");
  });

  it("translate a text kept before it is shown: a domain message, a built one, an app text", async () => {
    await showLanguage("es");
    expect(localizeText(ENGLISH_MSG.clockedIn)).toBe("¡Entrada registrada!");
    expect(localizeText(VALIDATION.required("Amount"))).toBe("El campo «Monto» es obligatorio.");
    expect(localizeText("Purchase rejected successfully!")).toBe("¡Compra rechazada!");
    expect(localizeText("Acme Supplies")).toBe("Acme Supplies");
  });

  it("read a saved language the app does not speak as English", async () => {
    await showLanguage("fr");
    expect(shownLanguage()).toBe("en");
    expect(i18n.t("login.title")).toBe("Sign in");
  });
});
