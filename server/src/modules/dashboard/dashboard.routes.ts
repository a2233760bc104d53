import { ZDashboard, ZFigurePeriodQuery, ZStoreToday } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { sendPrepared } from "../../plugins/prepared-answer.ts";
import { cachedDashboard } from "./dashboard.service.ts";
import { storeTodayList } from "./store-today.ts";

const params = z.object({ id: z.string().min(1).max(100) });

export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/dashboard",
    {
      schema: {
        tags: ["dashboard"],
        description:
          "Everything the signed-in role's dashboard shows, over its stores: figures from the aggregates and its lists (latest audit entries, purchases and expenses; pending ones with allowed_actions; recent transactions; the current store), one call. `period` (this_month by default, last_month, this_quarter, this_year, last_12_months, computed from the current store's today) is the period of every money figure; the answer names it (`period: {key, from, to}`).",
        querystring: z.object({ period: ZFigurePeriodQuery }),
        response: { 200: ZDashboard },
      },
    },
    async (request, reply) =>
      sendPrepared(
        request,
        reply,
        await cachedDashboard(app.db, app.dialect, requireActor(request), request.query.period),
      ),
  );

  // A store's today list (issue #30): on the staff and manager dashboards.
  app.get(
    "/stores/:id/today",
    {
      schema: {
        tags: ["dashboard"],
        description:
          "The store's today list, in its time zone: whether today's takings are entered and which of the 7 days before have none, who is on shift (as GET /api/time/on-shift), entries clocked in before today and still open, the status of the cash-ups of today and yesterday (`none` until counted, with the cash-up's id and variance in dollars), and the store's purchases, expenses and cash-ups (submitted) whose current approval step waits for the caller (0 for a role that does not approve them; counted to 100 at most). A store outside the caller's stores is 404 `Store not found`.",
        params,
        response: { 200: ZStoreToday },
      },
    },
    (request) => storeTodayList(app.db, requireActor(request), request.params.id),
  );
}
