import { ZChangePassword, ZOk, ZResetPassword } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../access/actor.ts";
import { changePassword, resetPassword } from "./passwords.service.ts";

const tags = ["auth"];

/** Admin reset and self-service change (the first sign-in's too). */
export async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/reset-password",
    { schema: { tags, body: ZResetPassword, response: { 200: ZOk } } },
    async (request) => {
      await resetPassword(app.db, requireActor(request), request.body);
      return { ok: true, message: "Password reset successfully" };
    },
  );

  app.post(
    "/change-password",
    { schema: { tags, body: ZChangePassword, response: { 200: ZOk } } },
    async (request) => {
      await changePassword(app, requireActor(request), request.body);
      return { ok: true, message: "Password changed successfully" };
    },
  );
}
