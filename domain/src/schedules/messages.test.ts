import { describe, expect, it } from "vitest";
import { isTranslatedMessage, localizeMessage } from "../messages.es.ts";
import {
  SCHEDULE_MESSAGES,
  shiftAddedBody,
  shiftChangedBody,
  shiftRemovedBody,
  shiftsPublishedBody,
  swapAcceptedBody,
  swapApprovedBody,
  swapCancelledBody,
  swapDeclinedBody,
  swapOfferedBody,
  swapWaitingBody,
} from "./messages.ts";

describe("the schedule's words in Spanish", () => {
  it("translate every message and every sentence of a message function", () => {
    for (const message of Object.values(SCHEDULE_MESSAGES))
      expect(isTranslatedMessage(message), message).toBe(true);
    const shift = "2026-03-09 09:00–17:00";
    const sentences = [
      shiftsPublishedBody("Downtown", "2026-03-09", shift),
      shiftChangedBody("Downtown", shift, "2026-03-09 10:00–18:00"),
      shiftAddedBody("Downtown", shift),
      shiftRemovedBody("Downtown", shift),
      swapOfferedBody("Ana", "Downtown", shift),
      swapWaitingBody("Bo", "Ana", "Downtown", shift),
      swapAcceptedBody("Bo", shift),
      swapApprovedBody("Bo", shift),
      swapDeclinedBody(shift),
      swapCancelledBody("Ana", shift),
    ];
    for (const sentence of sentences) expect(isTranslatedMessage(sentence), sentence).toBe(true);
    expect(localizeMessage(swapApprovedBody("Bo", shift), "es")).toBe(
      `Se aprobó el cambio del turno del ${shift}: lo trabaja Bo.`,
    );
  });
});
