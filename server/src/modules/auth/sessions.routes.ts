import { ZOk, ZSessionId, ZSessionInfo, ZSessionUser, ZSwitchStore } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { endOtherSessions, endSession, listSessions, switchStore } from "./sessions.service.ts";

const tags = ["auth"];

/** The session's current store and the user's own sessions. */
export async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/switch-store",
    { schema: { tags, body: ZSwitchStore, response: { 200: ZSessionUser } } },
    async (request) => switchStore(app.db, requireActor(request), request.body.store_id),
  );

  app.get("/sessions", { schema: { tags, response: { 200: z.array(ZSessionInfo) } } }, async (request) =>
    listSessions(app.db, requireActor(request)),
  );

  app.delete("/sessions", { schema: { tags, response: { 200: ZOk } } }, async (request) => {
    const ended = await endOtherSessions(app.db, requireActor(request));
    return { ok: true, message: `Ended ${ended} other session(s)` };
  });

  app.delete(
    "/sessions/:id",
    { schema: { tags, params: ZSessionId, response: { 200: ZOk } } },
    async (request) => {
      await endSession(app.db, requireActor(request), request.params.id);
      return { ok: true };
    },
  );
}
