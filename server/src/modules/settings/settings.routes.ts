import { ZSettingsAnswer } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { getSettings, putSettings } from "./settings.service.ts";

const tags = ["settings"];

const ZSection = z.object({
  section: z
    .string()
    .min(1)
    .max(40)
    .describe("general, notifications, privacy, security, integrations, system or user_policy"),
});

/** `/api/settings`: application and user-policy settings, read and saved on the server. */
export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get("/settings", { schema: { tags, response: { 200: ZSettingsAnswer } } }, async (request) =>
    getSettings(app.db, requireActor(request)),
  );

  app.put(
    "/settings/:section",
    {
      schema: {
        tags,
        params: ZSection,
        body: z.record(z.string(), z.unknown()).describe("the keys of the section to change (merged)"),
        response: { 200: ZSettingsAnswer },
      },
    },
    async (request) => putSettings(app.db, requireActor(request), request.params.section, request.body),
  );
}
