import { MSG } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { resetTwoFactor } from "./users.service.ts";

/** `POST /api/users/{id}/reset-two-factor` (admin). */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/users/:id/reset-two-factor",
    {
      schema: {
        tags: ["users"],
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: z.object({ ok: z.boolean(), message: z.string() }) },
      },
    },
    async (request) => {
      await resetTwoFactor(app.db, requireActor(request), request.params.id);
      return { ok: true, message: MSG.twoFactorReset };
    },
  );
}
