import { ZDemoAccounts, ZOk, ZSessionUser, ZSignIn, ZStoreRef, ZTokenAnswer } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestAuditContext, requireActor, SESSION_COOKIE } from "../../access/actor.ts";
import { passwordRoutes } from "./passwords.routes.ts";
import { profileRoutes } from "./profile.routes.ts";
import { sessionRoutes } from "./sessions.routes.ts";
import { currentUser, signOut } from "./sessions.service.ts";
import { signIn } from "./sign-in.service.ts";
import { listActiveStoreRefs } from "./store-refs.repository.ts";

const tags = ["auth"];
/** Calls made before signing in carry no token. */
const publicCall = { tags, security: [] };

/** `/api/auth/v1`: sign-in and out, the session user, the public store list, demo accounts. */
/** The demo accounts the sign-in page may list; the app passes the seed's (seed/ sits above modules). */
export interface AuthRouteOptions {
  demoAccounts: z.infer<typeof ZDemoAccounts>["accounts"];
}

export async function authRoutes(fastify: FastifyInstance, options: AuthRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/token",
    { schema: { ...publicCall, body: ZSignIn, response: { 200: ZTokenAnswer } } },
    async (request, reply) => {
      const result = await signIn(app, request.body, requestAuditContext(request));
      reply.setCookie(SESSION_COOKIE, result.token, {
        path: "/",
        httpOnly: true,
        sameSite: "strict",
        secure: request.protocol === "https",
        ...(result.remember ? { maxAge: Math.floor(result.ttlMs / 1000) } : {}),
      });
      return result.body;
    },
  );

  app.get("/user", { schema: { tags, response: { 200: ZSessionUser } } }, async (request) =>
    currentUser(app.db, requireActor(request)),
  );

  app.post("/logout", { schema: { tags, response: { 200: ZOk } } }, async (request, reply) => {
    await signOut(app.db, requireActor(request));
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { ok: true };
  });

  app.get("/stores", { schema: { ...publicCall, response: { 200: z.array(ZStoreRef) } } }, async () =>
    listActiveStoreRefs(app.db),
  );

  app.get("/demo-accounts", { schema: { ...publicCall, response: { 200: ZDemoAccounts } } }, async () => {
    const enabled = app.config.demoData;
    return { enabled, accounts: enabled ? [...options.demoAccounts] : [] };
  });

  await app.register(passwordRoutes);
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
}
