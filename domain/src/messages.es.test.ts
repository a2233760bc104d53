import { describe, expect, it } from "vitest";
import { hireEmailTaken } from "./career-applications/messages.ts";
import { resumeTooLarge } from "./careers/messages.ts";
import { incomeAlreadyRecorded, showingRecords } from "./daily-income/messages.ts";
import { exportedRecords, exportsInProgress } from "./export/messages.ts";
import { fileNotSupported, filesNotAttachable, fileTooLarge, tooManyFiles } from "./files/messages.ts";
import { isTranslatedMessage, localizeMessage, MSG_ES } from "./messages.es.ts";
import { MSG, noPermissionTo, resetPasswordError, unknownTable } from "./messages.ts";
import { optionLabelEs } from "./option-labels.es.ts";
import { defaultPurchaseDescription } from "./purchases/messages.ts";
import { ZAppSettings } from "./schemas/settings.ts";
import {
  apiRateLimitExceeded,
  ipWhitelistExcludesCaller,
  unknownSettingsSection,
} from "./settings/messages.ts";
import {
  errorDeletingRecord,
  errorLoadingRecords,
  errorSavingRecord,
  withReason,
} from "./shared/record-messages.ts";
import { requestMessages } from "./shared/request-messages.ts";
import { acceptedLanguage, appLanguage } from "./shared/translation.ts";
import { VALIDATION } from "./shared/validation-messages.ts";
import { staffConflicts, staffMessages } from "./staff/messages.ts";
import { alreadyClockedIn, entryOverlaps } from "./time-entries/messages.ts";
import {
  accountingCannotEdit,
  cannotDeleteStatus,
  cannotEditStatus,
  invalidTransition,
} from "./transactions/messages.ts";
import { adminOnlyProfileField, onlyOwnProfileFields } from "./users/messages.ts";

/** One sentence from every message function, each branch of its wording once. */
const SENTENCES = [
  resetPasswordError(MSG.userNotFound),
  noPermissionTo("update", "daily_income"),
  unknownTable("widgets"),
  hireEmailTaken("a@b.co", "staff record"),
  hireEmailTaken("a@b.co", "user account"),
  resumeTooLarge(10 * 1024 * 1024),
  incomeAlreadyRecorded("2026-11-20"),
  showingRecords(12),
  exportedRecords(3),
  exportsInProgress(2),
  fileTooLarge("big.pdf"),
  fileNotSupported("a.exe"),
  tooManyFiles(10),
  filesNotAttachable("vendors"),
  defaultPurchaseDescription("Acme"),
  unknownSettingsSection("nope"),
  apiRateLimitExceeded(1000),
  ipWhitelistExcludesCaller("10.0.0.1"),
  errorLoadingRecords(),
  errorLoadingRecords("timeout"),
  errorSavingRecord(MSG.recordNotFound),
  errorDeletingRecord("boom"),
  withReason(MSG.errorLoadingStaff, MSG.unauthorized),
  ...Object.values(requestMessages).map((message) => (message as (...args: unknown[]) => string)("x", 1, 5)),
  requestMessages.wholeNumber("limit", 1, Number.MAX_SAFE_INTEGER),
  ...Object.values(staffMessages).map((message) =>
    (message as (...args: string[]) => string)("vacation", "a", "b"),
  ),
  staffConflicts.emailTaken("a@b.co", "Ana"),
  staffConflicts.userLinked("Ana", "Bea"),
  alreadyClockedIn("09:00"),
  alreadyClockedIn(),
  entryOverlaps({ work_date: "2026-11-20", clock_in_time: "09:00:00", clock_out_time: null }),
  entryOverlaps({ work_date: "2026-11-20", clock_in_time: "09:00:00", clock_out_time: "17:00:00" }),
  ...(["purchases", "expenses"] as const).flatMap((table) => [
    cannotEditStatus(table, "approved"),
    cannotDeleteStatus(table, "paid"),
    accountingCannotEdit(table),
    invalidTransition(table, "paid", "approved"),
  ]),
  adminOnlyProfileField("job_title"),
  onlyOwnProfileFields(["role", "email"]),
  ...Object.entries(VALIDATION)
    .filter(
      ([name, message]) => typeof message === "function" && name !== "oneOf" && name !== "unknownFields",
    )
    .map(([, message]) => message)
    .map((message) => (message as (...args: unknown[]) => string)("Amount", 5, 10)),
  VALIDATION.maxItems("Requirements", 1),
  VALIDATION.minItems("Requirements", 1),
  VALIDATION.unknownFields(["a", "b"]),
  VALIDATION.unknownFields(["a"]),
  VALIDATION.oneOf("Language", ["en", "es"]),
];

describe("Spanish messages", () => {
  it("translate every fixed message, none empty", () => {
    const missing = Object.keys(MSG).filter((key) => !MSG_ES[key as keyof typeof MSG]?.trim());
    expect(missing).toEqual([]);
    const untranslated = Object.values(MSG).filter((english) => localizeMessage(english, "es") === english);
    expect(untranslated).toEqual([]);
  });

  it("translate every message function's sentences", () => {
    const untranslated = SENTENCES.filter((sentence) => !isTranslatedMessage(sentence));
    expect(untranslated).toEqual([]);
    for (const fixed of Object.values(VALIDATION).filter((value) => typeof value === "string"))
      expect(isTranslatedMessage(fixed), fixed).toBe(true);
  });

  it("carry the arguments into the translation and translate known words", () => {
    expect(localizeMessage(VALIDATION.required("Invoice number"), "es")).toBe(
      "El campo «Número de factura» es obligatorio.",
    );
    expect(localizeMessage(incomeAlreadyRecorded("2026-11-20"), "es")).toContain("2026-11-20");
    expect(localizeMessage(cannotEditStatus("purchases", "approved"), "es")).toBe(
      "No se pueden editar compras aprobadas. Solo se editan compras pendientes. Consulte a contabilidad si hacen falta cambios.",
    );
    expect(localizeMessage(withReason(MSG.errorLoadingStaff, MSG.unauthorized), "es")).toBe(
      "Error al cargar el personal: No autorizado",
    );
  });

  it("leave English and unknown text as written", () => {
    expect(localizeMessage(MSG.invalidLogin, "en")).toBe("Invalid email or password");
    expect(localizeMessage("Something else entirely", "es")).toBe("Something else entirely");
  });

  it("speak Spanish for zod's own checks of a schema", () => {
    const result = ZAppSettings.shape.general.safeParse({ language: "fr", theme: 3 });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => localizeMessage(issue.message, "es")) ?? [];
    expect(messages).toContain("El campo «Idioma» debe ser uno de: en, es.");
    for (const message of messages) expect(message).toMatch(/^El campo «/);
  });

  it("label options in Spanish", () => {
    expect(optionLabelEs("pending")).toBe("Pendiente");
    expect(optionLabelEs("on_leave")).toBe("De permiso");
  });
});

describe("the product's languages", () => {
  it("read a saved or asked-for language, English for any other", () => {
    expect(appLanguage("es")).toBe("es");
    expect(appLanguage("es-MX")).toBe("es");
    expect(appLanguage("fr")).toBe("en");
    expect(appLanguage("de")).toBe("en");
    expect(appLanguage(undefined)).toBe("en");
  });

  it("take the best language of Accept-Language that the product speaks", () => {
    expect(acceptedLanguage("es")).toBe("es");
    expect(acceptedLanguage("es-US,es;q=0.9,en;q=0.8")).toBe("es");
    expect(acceptedLanguage("fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4")).toBe("es");
    expect(acceptedLanguage("en-US,en;q=0.9")).toBe("en");
    expect(acceptedLanguage("de")).toBe("en");
    expect(acceptedLanguage("es;q=0")).toBe("en");
    expect(acceptedLanguage(undefined)).toBe("en");
  });
});
