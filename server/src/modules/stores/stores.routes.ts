import { OVERVIEW_PERIODS, ZStoreSettings, ZStoreSettingsUpdate } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { readStoreSettings, storeOverview, storeSummary, updateStoreSettings } from "./stores.service.ts";

const tags = ["stores"];
const params = z.object({ id: z.string().min(1) });
const day = z.object({ date: z.string(), total: z.number() }).nullable();

const overview = z.object({
  store: z.object({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    status: z.string(),
    industry: z.string().nullable(),
    manager: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postal_code: z.string().nullable(),
    country: z.string().nullable(),
    timezone: z.string(),
  }),
  period: z.enum(OVERVIEW_PERIODS),
  from: z.string(),
  to: z.string(),
  revenue: z.number(),
  income_record_count: z.number(),
  purchases: z.number(),
  purchase_count: z.number(),
  expenses: z.number(),
  expense_count: z.number(),
  net_profit: z.number(),
  daily_income: z.object({ records: z.number(), average: z.number(), best: day, worst: day }),
  income_breakdown: z.object({ cash: z.number(), card: z.number(), other: z.number() }),
  team: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      position: z.string(),
      status: z.string(),
      is_manager: z.boolean(),
    }),
  ),
  recent_activity: z.array(
    z.object({
      type: z.enum(["purchase", "expense", "daily_income"]),
      date: z.string(),
      description: z.string(),
      amount: z.number(),
    }),
  ),
  audit: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      description: z.string().nullable(),
      user_name: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});

/** The store detail panel and the Store Settings modal (docs/decisions.md, Stores). */
export async function storeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/stores/summary",
    {
      schema: {
        tags,
        description:
          "Store Management's cards over the caller's stores: Total Stores, Active Stores, Total Staff, Total Revenue.",
        response: {
          200: z.object({ total: z.number(), active: z.number(), staff: z.number(), revenue: z.number() }),
        },
      },
    },
    (request) => storeSummary(app.db, requireActor(request)),
  );

  app.get(
    "/stores/:id/overview",
    {
      schema: {
        tags,
        description:
          "The store detail panel over a rolling period in the store's time zone (month = the last month up to today, quarter 3 months, year 12): counted sums (rejected left out), daily income, team, 10 recent activities, 5 audit entries.",
        params,
        querystring: z.object({ period: z.enum(OVERVIEW_PERIODS).default("month") }),
        response: { 200: overview },
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
