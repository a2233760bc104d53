import { ZNotifications } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { myNotifications, readAllNotifications } from "./notifications.service.ts";

const tags = ["notifications"];

/** `/api/notifications`: the signed-in user's own notifications (every role). */
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
}
