import type { TNotificationPreferences } from "@storeops/domain";
import { afterAll, beforeAll, expect } from "vitest";
import type { AppConfig } from "../src/config.ts";
import { deliveryOf } from "../src/modules/notifications/deliver.ts";
import { type ArrivedEmail, startSmtpSink } from "./smtp-sink.ts";
import { client, type SignedIn, type TestApp, useTestApp } from "./test-app.ts";

/**
 * A test app whose SMTP_URL points at a real SMTP server the file starts (smtp-sink.ts), so what
 * the app emails can be read back.
 */
export function useMailingTestApp() {
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  const options: { config: Partial<AppConfig> } = { config: {} };
  beforeAll(async () => {
    sink = await startSmtpSink();
    options.config.smtp = { url: sink.url, from: "StoreOps <no-reply@storeops.test>" };
  });
  const t = useTestApp(options);
  afterAll(() => sink?.close());
  const current = () => {
    if (!sink) throw new Error("the SMTP server starts in beforeAll");
    return sink;
  };
  return {
    t,
    /** The emails that arrived for an address so far. */
    mailTo: (address: string) => current().to(address),
    /** Waits until an email matching `match` arrived for the address (5 s at most). */
    async waitForMail(address: string, match: (email: ArrivedEmail) => boolean): Promise<ArrivedEmail> {
      for (let tries = 0; tries < 100; tries++) {
        const found = current()
          .to(address)
          .find((email) => match(email));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no matching email arrived for ${address}`);
    },
  };
}

/** Sets the signed-in user's channels. */
export async function choose(t: TestApp, who: SignedIn, preferences: Partial<TNotificationPreferences>) {
  const saved = await client(t.app, who.token).put("/api/notifications/preferences", preferences);
  expect(saved.statusCode, saved.body).toBe(200);
}

/** "title: body" of each notice in the signed-in user's bell, newest first. */
export async function bell(t: TestApp, who: SignedIn): Promise<string[]> {
  const answer = await client(t.app, who.token).get("/api/notifications");
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().items as Array<{ title: string; body: string }>).map(
    (item) => `${item.title}: ${item.body}`,
  );
}

/** Resolves once every email the app queued was handed to the SMTP server. */
export const mailSettled = async (t: TestApp) => {
  await deliveryOf(t.app.db)?.mailer?.idle();
};
