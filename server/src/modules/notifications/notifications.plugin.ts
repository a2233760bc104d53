import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { AppConfig } from "../../config.ts";
import type { DB } from "../../db/database.ts";
import { setDelivery } from "./deliver.ts";
import { Mailer } from "./mailer.ts";
import { checkMissingTakings, sendDailyDigests } from "./scheduled.ts";

/** How often the takings and payroll checks and the digest look at the clock. */
const CHECK_EVERY_MS = 5 * 60_000;

/**
 * Notification delivery of the app (docs/decisions.md, Notifications): the mailer when SMTP_URL is
 * set, and, with `timers`, the periodic takings and payroll-period checks and daily digest (unref'd; off under test,
 * where the tests call checkMissingTakings and sendDailyDigests with a fixed clock).
 */
export const notificationsPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      config: AppConfig;
      timers: boolean;
      /** Other modules' periodic notices (the payroll period ready), run beside the takings check. */
      checks?: ReadonlyArray<{ name: string; run: (db: Kysely<DB>) => Promise<unknown> }>;
    },
  ) => {
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
      for (const check of options.checks ?? [])
        await check
          .run(app.db)
          .catch((error: unknown) => app.log.error({ err: error }, `${check.name} failed`));
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
