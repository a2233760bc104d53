import { PassThrough } from "node:stream";
import { MSG } from "@storeops/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { client, signIn, useTestApp } from "../../../test/test-app.ts";
import { PUBLIC_UPLOADS_AT_ONCE, REFUSED_APPLICATIONS_PER_HOUR } from "./apply-gate.ts";
import { APPLICANT, apply, applyForm, nextAddress, PDF } from "./careers.factory.ts";

// Issue 27, items 1 and 14: the public apply form is limited before its body is read, and its
// hourly limit holds under concurrency on both databases.
const t = useTestApp();
let openId: string;

beforeAll(async () => {
  openId = (await t.app.inject({ method: "GET", url: "/api/careers" })).json()[0].id;
});

const tally = (responses: Array<{ statusCode: number }>) => {
  const count: Record<number, number> = {};
  for (const { statusCode } of responses) count[statusCode] = (count[statusCode] ?? 0) + 1;
  return count;
};

/**
 * An application whose body stalls: its fields and the first bytes of its résumé, then nothing
 * until `finish`. A server that reads the body before answering does not answer it meanwhile.
 */
function stalledApplication(remoteAddress: string) {
  const body = applyForm(APPLICANT, { name: "cv.pdf", bytes: PDF });
  const stream = new PassThrough();
  stream.write(body.payload.subarray(0, body.payload.length - 40));
  const response = t.app.inject({
    method: "POST",
    url: `/api/careers/${openId}/applications`,
    headers: body.headers,
    payload: stream,
    remoteAddress,
  });
  return { response, finish: () => stream.end(body.payload.subarray(body.payload.length - 40)) };
}

describe("the public apply form under abuse", () => {
  it("60 simultaneous applications from one address: exactly 5 accepted", async () => {
    const address = nextAddress();
    const responses = await Promise.all(
      Array.from({ length: 60 }, () => apply(t, openId, APPLICANT, undefined, address)),
    );
    const count = tally(responses);
    expect(count[201], JSON.stringify(count)).toBe(5);
    expect(Object.keys(count).sort(), JSON.stringify(count)).toEqual(expect.arrayContaining(["201", "429"]));
    for (const status of Object.keys(count)) expect(["201", "429", "503"]).toContain(status);
    const stored = await t.database.db
      .selectFrom("career_applications")
      .select("id")
      .where("ip_address", "=", address)
      .execute();
    expect(stored).toHaveLength(5);
  }, 60_000);

  it("an address at its limit is refused before its body is read", async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i++)
      expect((await apply(t, openId, APPLICANT, undefined, address)).statusCode).toBe(201);
    const stalled = stalledApplication(address);
    const answer = await stalled.response;
    stalled.finish();
    expect(answer.statusCode).toBe(429);
    expect(answer.json().message).toBe(MSG.tooManyApplications);
    expect(answer.headers.connection).toBe("close");
  });

  it("refused submissions count toward their own limit: past it, even a valid one is refused", async () => {
    const address = nextAddress();
    for (let i = 0; i < REFUSED_APPLICATIONS_PER_HOUR; i++) {
      expect((await apply(t, openId, { ...APPLICANT, first_name: "" }, undefined, address)).statusCode).toBe(
        400,
      );
    }
    const next = await apply(t, openId, APPLICANT, undefined, address);
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toBe(MSG.tooManyRefusedApplications);
    // Another address is not affected.
    expect((await apply(t, openId, APPLICANT, undefined, nextAddress())).statusCode).toBe(201);
  });

  it("past the applications being received at once, the next is 503 with Retry-After", async () => {
    const held = Array.from({ length: PUBLIC_UPLOADS_AT_ONCE }, () => stalledApplication(nextAddress()));
    // Let each held request reach its handler and take its place.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const busy = await apply(t, openId, APPLICANT, undefined, nextAddress());
    expect(busy.statusCode).toBe(503);
    expect(busy.headers["retry-after"]).toMatch(/^\d+$/);
    expect(busy.json().message).toBe(MSG.applyBusy);
    for (const request of held) request.finish();
    await Promise.allSettled(held.map((request) => request.response));
    // The places are given back once those requests end.
    expect((await apply(t, openId, APPLICANT, undefined, nextAddress())).statusCode).toBe(201);
  });

  it("a résumé over the settings' maximum file size is refused with 413", async () => {
    const admin = await signIn(t.app, "admin");
    const saved = await client(t.app, admin.token).put("/api/settings/system", { max_file_size_mb: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 32)]);
      const response = await apply(t, openId, APPLICANT, { name: "cv.pdf", bytes: big });
      expect(response.statusCode).toBe(413);
      // The refusal names the configured limit, not the default 10MB.
      expect(response.json().message).toBe("File size must be less than 1MB");
      const small = await apply(t, openId, APPLICANT, { name: "cv.pdf", bytes: PDF });
      expect(small.statusCode, small.body).toBe(201);
    } finally {
      await client(t.app, admin.token).put("/api/settings/system", { max_file_size_mb: 10 });
    }
  });
});
