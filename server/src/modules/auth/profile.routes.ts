import {
  ZAccountActivity,
  ZOk,
  ZRecoveryCodes,
  ZSessionUser,
  ZTwoFactorCode,
  ZTwoFactorDisable,
  ZTwoFactorSetup,
  ZTwoFactorStart,
} from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { accountActivity, exportOwnData, updateOwnProfile } from "./profile.service.ts";
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from "./two-factor.service.ts";

const tags = ["auth"];

/** Profile Settings: one's own fields, activity, data download and two-factor sign-in. */
export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.patch(
    "/user",
    {
      schema: {
        tags,
        body: z
          .record(z.string(), z.unknown())
          .describe("name, phone, bio, job_title, department, location, timezone (email only unchanged)"),
        response: { 200: ZSessionUser },
      },
    },
    async (request) => updateOwnProfile(app.db, requireActor(request), request.body),
  );

  app.get("/user/activity", { schema: { tags, response: { 200: ZAccountActivity } } }, async (request) =>
    accountActivity(app.db, requireActor(request)),
  );

  app.get(
    "/user/export",
    {
      schema: {
        tags,
        description: "Download My Data: profile-data-{date}.json",
        response: {
          200: z.object({
            exported_at: z.string(),
            profile: z.record(z.string(), z.unknown()),
            settings: z.record(z.string(), z.unknown()),
            account: z.record(z.string(), z.unknown()),
          }),
        },
      },
    },
    async (request, reply) => {
      const data = await exportOwnData(app.db, requireActor(request));
      const date = data.exported_at.slice(0, 10);
      reply.header("content-disposition", `attachment; filename="profile-data-${date}.json"`);
      return data;
    },
  );

  app.post(
    "/2fa/setup",
    { schema: { tags, body: ZTwoFactorStart, response: { 200: ZTwoFactorSetup } } },
    async (request) => setupTwoFactor(app, requireActor(request), request.body.password),
  );

  app.post(
    "/2fa/enable",
    { schema: { tags, body: ZTwoFactorCode, response: { 200: ZRecoveryCodes } } },
    async (request) => enableTwoFactor(app.db, requireActor(request), request.body.code),
  );

  app.post(
    "/2fa/disable",
    { schema: { tags, body: ZTwoFactorDisable, response: { 200: ZOk } } },
    async (request) => {
      await disableTwoFactor(app, requireActor(request), request.body);
      return { ok: true, message: "Two-factor sign-in disabled" };
    },
  );
}
