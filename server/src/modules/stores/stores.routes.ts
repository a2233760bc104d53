import {
  DEFAULT_FIGURE_PERIOD,
  OVERVIEW_PERIODS,
  ZFigurePeriodQuery,
  ZStoreOverview,
  ZStoreSettings,
  ZStoreSettingsUpdate,
  ZStoreSummary,
} from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { readStoreSettings, storeOverview, storeSummary, updateStoreSettings } from "./stores.service.ts";

const tags = ["stores"];
const params = z.object({ id: z.string().min(1) });
/** The store detail panel and the Store Settings modal (docs/decisions.md, Stores). */
export async function storeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/stores/summary",
    {
      schema: {
        tags,
        description:
          "Store Management's cards over the caller's stores: Total Stores, Active Stores, Total Staff, and the revenue of `period` (this_month by default, last_month, this_quarter, this_year, last_12_months, from the current store's today, as GET /api/dashboard) in total and per store; the answer names the period (`period: {key, from, to}`).",
        querystring: z.object({ period: ZFigurePeriodQuery }),
        response: { 200: ZStoreSummary },
      },
    },
    (request) => storeSummary(app.db, app.dialect, requireActor(request), request.query.period),
  );

  app.get(
    "/stores/:id/overview",
    {
      schema: {
        tags,
        description:
          "The store detail panel over a period: a figure period as GET /api/dashboard's (this_month by default, last_month, this_quarter, this_year, last_12_months, from the caller's current store's today) or a rolling one in the store's time zone (month = the last month up to today, quarter 3 months, year 12): counted sums (rejected left out), daily income, team, 10 recent activities, 5 audit entries.",
        params,
        querystring: z.object({ period: z.enum(OVERVIEW_PERIODS).default(DEFAULT_FIGURE_PERIOD) }),
        response: { 200: ZStoreOverview },
      },
    },
    (request) => storeOverview(app.db, requireActor(request), request.params.id, request.query.period),
  );

  app.get(
    "/stores/:id/settings",
    {
      schema: {
        tags,
        description: "The store's settings; the defaults when it never saved any.",
        params,
        response: { 200: ZStoreSettings },
      },
    },
    (request) => readStoreSettings(app.db, requireActor(request), request.params.id),
  );

  app.put(
    "/stores/:id/settings",
    {
      schema: {
        tags,
        description:
          "Merges the sections and keys given into the store's settings (admin and the store's managers; ceo read-only).",
        params,
        body: ZStoreSettingsUpdate,
        response: { 200: ZStoreSettings },
      },
    },
    (request) => updateStoreSettings(app.db, requireActor(request), request.params.id, request.body),
  );
}
