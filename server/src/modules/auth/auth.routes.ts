import {
  MSG,
  selectableStores,
  ZChangePassword,
  ZResetPassword,
  ZSignIn,
  ZSwitchStore,
} from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { writeAudit } from "../../audit/audit.ts";
import { hashPassword, verifyPassword } from "../../auth/password.ts";
import {
  listUserSessions,
  revokeSession,
  revokeUserSessions,
  setSessionStore,
} from "../../auth/sessions.repository.ts";
import { findStoreRef, listActiveStoreRefs } from "../../auth/stores.lookup.ts";
import { presentSessionUser } from "../../auth/user.presenter.ts";
import { findUserById } from "../../auth/users.repository.ts";
import { badRequest, forbidden, notFound } from "../../errors.ts";
import { nowIso } from "../../ids.ts";
import { requestAuditContext, requireActor, SESSION_COOKIE } from "../../plugins/auth.ts";
import { DEMO_ACCOUNTS } from "../../seed/demo.ts";
import { assertPasswordPolicy } from "./password-policy.ts";
import { signIn } from "./sign-in.service.ts";

const ok = z.object({ ok: z.boolean(), message: z.string().optional() });

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["auth"];

  app.post("/token", { schema: { tags, body: ZSignIn } }, async (request, reply) => {
    const result = await signIn(app.db, request.body, requestAuditContext(request));
    reply.setCookie(SESSION_COOKIE, result.token, {
      path: "/",
      httpOnly: true,
      sameSite: "strict",
      secure: request.protocol === "https",
      ...(result.remember ? { maxAge: Math.floor(result.ttlMs / 1000) } : {}),
    });
    return result.body;
  });

  app.get("/user", { schema: { tags } }, async (request) => {
    const actor = requireActor(request);
    return presentSessionUser(actor.user, await findStoreRef(app.db, actor.currentStoreId));
  });

  app.post("/logout", { schema: { tags, response: { 200: ok } } }, async (request, reply) => {
    const actor = requireActor(request);
    await app.db.transaction().execute(async (trx) => {
      await revokeSession(trx, actor.session.id);
      await writeAudit(trx, actor.audit, {
        action: "LOGOUT",
        targetTable: "users",
        targetId: actor.user.id,
        description: `${actor.user.name} signed out`,
      });
    });
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { ok: true };
  });

  app.get("/stores", { schema: { tags } }, async () => listActiveStoreRefs(app.db));

  app.get("/demo-accounts", { schema: { tags } }, async () => {
    const enabled = app.config.demoData;
    return { enabled, accounts: enabled ? DEMO_ACCOUNTS : [] };
  });

  app.post(
    "/reset-password",
    { schema: { tags, body: ZResetPassword, response: { 200: ok } } },
    async (request) => {
      const actor = requireActor(request);
      if (actor.user.role !== "admin") throw forbidden();
      const target = await findUserById(app.db, request.body.user_id);
      if (!target) throw notFound("User not found");
      const hash = await hashPassword(request.body.new_password);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set({ password_hash: hash, must_change_password: 1, updated_at: nowIso() })
          .where("id", "=", target.id)
          .execute();
        await revokeUserSessions(trx, target.id);
        await writeAudit(trx, actor.audit, {
          action: "UPDATE",
          targetTable: "users",
          targetId: target.id,
          description: `Reset password for ${target.name}`,
          changes: { password: { before: "[hidden]", after: "[reset]" } },
        });
      });
      return { ok: true, message: "Password reset successfully" };
    },
  );

  app.post(
    "/change-password",
    { schema: { tags, body: ZChangePassword, response: { 200: ok } } },
    async (request) => {
      const actor = requireActor(request);
      const { current_password, new_password } = request.body;
      if (!(await verifyPassword(current_password, actor.user.password_hash))) {
        throw badRequest(MSG.currentPasswordWrong);
      }
      await assertPasswordPolicy(app.db, new_password);
      const hash = await hashPassword(new_password);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set({ password_hash: hash, must_change_password: 0, updated_at: nowIso() })
          .where("id", "=", actor.user.id)
          .execute();
        await revokeUserSessions(trx, actor.user.id, actor.session.id);
        await writeAudit(trx, actor.audit, {
          action: "UPDATE",
          targetTable: "users",
          targetId: actor.user.id,
          description: `${actor.user.name} changed their password`,
          changes: { password: { before: "[hidden]", after: "[changed]" } },
        });
      });
      return { ok: true, message: "Password changed successfully" };
    },
  );

  app.post("/switch-store", { schema: { tags, body: ZSwitchStore } }, async (request) => {
    const actor = requireActor(request);
    const reachable = selectableStores(actor.user);
    const store = await findStoreRef(app.db, request.body.store_id);
    if (!store || (reachable !== "all" && !reachable.includes(store.id)))
      throw forbidden(MSG.noStorePermission);
    await setSessionStore(app.db, actor.session.id, store.id);
    return presentSessionUser(actor.user, store);
  });

  app.get("/sessions", { schema: { tags } }, async (request) => {
    const actor = requireActor(request);
    const sessions = await listUserSessions(app.db, actor.user.id);
    return sessions.map((session) => ({
      id: session.id,
      created_at: session.created_at,
      last_seen_at: session.last_seen_at,
      expires_at: session.expires_at,
      ip_address: session.ip_address,
      user_agent: session.user_agent,
      remember: Boolean(session.remember),
      current: session.id === actor.session.id,
    }));
  });

  app.delete(
    "/sessions/:id",
    { schema: { tags, params: z.object({ id: z.string() }), response: { 200: ok } } },
    async (request) => {
      const actor = requireActor(request);
      const revoked = await revokeSession(app.db, request.params.id, actor.user.id);
      if (!revoked) throw notFound("Session not found");
      return { ok: true };
    },
  );
}
