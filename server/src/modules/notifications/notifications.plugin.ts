import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../../config.ts";
import { setDelivery } from "./deliver.ts";
import { Mailer } from "./mailer.ts";
import { checkMissingTakings, sendDailyDigests } from "./scheduled.ts";

/** How often the takings check and the digest look at the clock. */
const CHECK_EVERY_MS = 5 * 60_000;

/**
 * Notification delivery of the app (docs/decisions.md, Notifications): the mailer when SMTP_URL is
 * set, and, with `timers`, the periodic takings check and daily digest (unref'd; off under test,
 * where the tests call checkMissingTakings and sendDailyDigests with a fixed clock).
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig; timers: boolean }) => {
    const mailer = options.config.smtp ? new Mailer(options.config.smtp, app.log) : null;
    setDelivery(app.db, { mailer, log: app.log });
    app.addHook("onClose", async () => {
      await mailer?.close();
    });
    if (!options.timers) return;
    const run = async () => {
      if (!app.readiness.ready) return;
      await checkMissingTakings(app.db).catch((error: unknown) =>
        app.log.error({ err: error }, "takings check failed"),
      );
      await sendDailyDigests(app.db).catch((error: unknown) =>
        app.log.error({ err: error }, "daily digest failed"),
      );
    };
    const timer = setInterval(() => void run(), CHECK_EVERY_MS);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "notifications", dependencies: ["db", "readiness"] },
);
