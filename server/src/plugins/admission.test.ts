import { describe, expect, it } from "vitest";
import { admissionQueue } from "./admission.ts";

describe("admission", () => {
  it("starts requests in the order they arrived, one per turn of the event loop", async () => {
    const queue = admissionQueue();
    const events: string[] = [];
    const requests = [1, 2, 3].map((i) => queue.admit().then(() => events.push(`request ${i}`)));
    // Each turn also runs what arrived from the network: here, an immediate queued per turn.
    const turns = (async () => {
      for (let turn = 1; turn <= 3; turn++) {
        await new Promise((resolve) => setImmediate(resolve));
        events.push(`turn ${turn}`);
      }
    })();
    await Promise.all([...requests, turns]);
    expect(events).toEqual(["request 1", "turn 1", "request 2", "turn 2", "request 3", "turn 3"]);
  });
});
