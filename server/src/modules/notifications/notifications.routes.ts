import { ZNotificationPreferences, ZNotificationPreferencesUpdate, ZNotifications } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { myNotifications, readAllNotifications } from "./notifications.service.ts";
import { myPreferences, savePreferences } from "./preferences.service.ts";

const tags = ["notifications"];
const EVENTS =
  "Events: step_waiting (a purchase or expense to approve), record_rejected (your purchase or expense rejected), cash_up_variance (a cash-up over tolerance to approve), takings_missing (a store's takings not entered by its closing time), payroll_ready (a payroll period to approve), shifts_published (your shifts published or changed), shift_swap (a shift swap that concerns you). Channels: bell, email, digest (one email a day), off; the default is bell. Without SMTP_URL, email and digest ring the bell.";

/** `/api/notifications`: the signed-in user's own notifications and where they want them (every role). */
export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/notifications", { schema: { tags, response: { 200: ZNotifications } } }, async (request) =>
    myNotifications(app.db, requireActor(request)),
  );
  app.post(
    "/notifications/read",
    { schema: { tags, response: { 200: z.object({ marked: z.number().int() }) } } },
    async (request) => readAllNotifications(app.db, requireActor(request)),
  );
  app.get(
    "/notifications/preferences",
    {
      schema: {
        tags,
        description: `The caller's channel for each notification event. ${EVENTS}`,
        response: { 200: ZNotificationPreferences },
      },
    },
    async (request) => myPreferences(app.db, requireActor(request)),
  );
  app.put(
    "/notifications/preferences",
    {
      schema: {
        tags,
        description: `Changes the caller's channel for the events given; the others keep theirs. Audited as UPDATE when something changed. ${EVENTS}`,
        body: ZNotificationPreferencesUpdate,
        response: { 200: ZNotificationPreferences },
      },
    },
    async (request) => savePreferences(app.db, requireActor(request), request.body),
  );
}
