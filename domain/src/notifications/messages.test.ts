import { describe, expect, it } from "vitest";
import { isTranslatedMessage, localizeMessage } from "../messages.es.ts";
import {
  cashUpRejectedBody,
  cashUpVarianceBody,
  digestSubject,
  expenseRejectedBody,
  expenseWaitingBody,
  payrollReadyBody,
  purchaseRejectedBody,
  purchaseWaitingBody,
  takingsMissingBody,
} from "./messages.ts";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_EVENTS,
  ZNotificationPreferencesUpdate,
} from "./preferences.ts";

const SENTENCES = [
  purchaseWaitingBody("INV-1", "Acme", "Downtown Café", "$120.00"),
  expenseWaitingBody("Rent: March", "Downtown Café", "$900.00"),
  purchaseRejectedBody("INV-1", "$120.00", "Wrong vendor: call them"),
  expenseRejectedBody("Rent", "$900.00", "No receipt"),
  cashUpVarianceBody("Downtown Café", "2026-11-20", "-$12.50"),
  cashUpRejectedBody("Downtown Café", "2026-11-20", "Count again"),
  takingsMissingBody("Downtown Café", "2026-11-20", "21:00"),
  payrollReadyBody("Downtown Café", "2026-11-01 – 2026-11-15"),
  digestSubject("2026-11-20", 3),
];

describe("notification texts", () => {
  it("translate every sentence, keeping its arguments", () => {
    expect(SENTENCES.filter((sentence) => !isTranslatedMessage(sentence))).toEqual([]);
    expect(localizeMessage(purchaseRejectedBody("INV-1", "$120.00", "Wrong vendor: call them"), "es")).toBe(
      "Su compra INV-1 ($120.00) fue rechazada. Motivo: Wrong vendor: call them",
    );
  });

  it("default every event to the bell and accept a partial change only", () => {
    expect(Object.keys(DEFAULT_NOTIFICATION_PREFERENCES)).toEqual([...NOTIFICATION_EVENTS]);
    expect(new Set(Object.values(DEFAULT_NOTIFICATION_PREFERENCES))).toEqual(new Set(["bell"]));
    expect(ZNotificationPreferencesUpdate.safeParse({ record_rejected: "email" }).success).toBe(true);
    expect(ZNotificationPreferencesUpdate.safeParse({ record_rejected: "sms" }).success).toBe(false);
    expect(ZNotificationPreferencesUpdate.safeParse({ other: "bell" }).success).toBe(false);
  });
});
