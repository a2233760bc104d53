import { MSG, reachesStore, selectableStores, storeScope } from "@storeops/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { requestAuditContext, SESSION_COOKIE } from "../../access/actor.ts";
import { AppError } from "../../errors.ts";
import { backgroundJob } from "../../plugins/readiness.ts";
import { ipAllowed, whitelistOf } from "../settings/ip-whitelist.ts";
import { readAppSettings, storeSecurity } from "../settings/settings-store.ts";
import { loadSessionPolicy } from "./session-policy.ts";
import { findLiveSession, touchSession } from "./sessions.repository.ts";
import { loadTotpKey, rememberTotpKey, sealPlainSecrets } from "./totp-key.ts";
import { findUserById } from "./users.repository.ts";

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith("bearer ")) return header.slice(7).trim() || undefined;
  const apikey = request.headers.apikey;
  if (typeof apikey === "string" && apikey) return apikey;
  return request.cookies[SESSION_COOKIE] || undefined;
}

const TOUCH_INTERVAL_MS = 60_000;

/** What a user who must replace a one-time password may still do. */
const ALLOWED_BEFORE_PASSWORD_CHANGE = [
  "/api/auth/v1/user",
  "/api/auth/v1/change-password",
  "/api/auth/v1/logout",
  "/api/auth/v1/sessions",
  "/api/health",
];

/** What a session refused by its current store's IP whitelist may still do: leave the store, or sign out. */
const ALLOWED_OUTSIDE_STORE_WHITELIST = [
  "/api/auth/v1/user",
  "/api/auth/v1/logout",
  "/api/auth/v1/switch-store",
];

/** What a user who must set up two-factor sign-in (Settings → Security) may still do. */
const ALLOWED_BEFORE_TWO_FACTOR = [
  ...ALLOWED_BEFORE_PASSWORD_CHANGE,
  "/api/auth/v1/2fa",
  "/api/notifications",
];

function allowedBy(list: readonly string[], url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return list.some((allowed) => path === allowed || path.startsWith(`${allowed}/`));
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("actor", null);
    rememberTotpKey(app.db, loadTotpKey(app.config.totpKey, app.config.dataDir));
    // Two-factor secrets stored before they were encrypted are encrypted once the database is ready.
    backgroundJob(app, 3_600_000, async () => {
      await sealPlainSecrets(app.db).catch((error: unknown) =>
        app.log.error({ err: error }, "encrypting stored two-factor secrets failed"),
      );
    });
    app.addHook("onRequest", async (request) => {
      if (!request.url.startsWith("/api/")) return;
      // While the database is being prepared only /api/health and /api/ready answer (plugins/readiness).
      if (!app.readiness.ready) return;
      const token = tokenOf(request);
      if (!token) return;
      const session = await findLiveSession(app.db, token);
      if (!session) return;
      const now = Date.now();
      const lastSeen = Date.parse(session.last_seen_at);
      if (!session.remember) {
        const policy = await loadSessionPolicy(app.db);
        if (now - lastSeen > policy.idleMs) return;
      }
      const user = await findUserById(app.db, session.user_id);
      if (user?.status !== "active") return;
      // The account's stores as they are now, not as they were at sign-in: a store taken away
      // since is no longer the session's current store (its sessions also end on that change).
      const currentStoreId = reachesStore(selectableStores(user), session.current_store_id)
        ? session.current_store_id
        : null;
      // A store's Store Settings → Security apply to the sessions working in it: a shorter idle
      // timeout (a shared device at the counter), an IP whitelist, two-factor sign-in.
      const store = currentStoreId ? await storeSecurity(app.db, currentStoreId) : null;
      if (!session.remember && store?.session_timeout && now - lastSeen > store.session_timeout * 60_000)
        return;
      if (now - lastSeen > TOUCH_INTERVAL_MS) await touchSession(app.db, session.id);
      const subject = { ...user, current_store_id: currentStoreId };
      request.actor = {
        user,
        session,
        token,
        currentStoreId,
        scope: storeScope(subject),
        audit: requestAuditContext(request, user),
      };
      const { security } = await readAppSettings(app.db);
      if (!ipAllowed(whitelistOf(security.ip_whitelist), request.ip)) {
        request.actor = null;
        throw new AppError(403, "ip_not_allowed", MSG.ipNotAllowed);
      }
      if (
        store &&
        !ipAllowed(whitelistOf(store.ip_whitelist), request.ip) &&
        !allowedBy(ALLOWED_OUTSIDE_STORE_WHITELIST, request.url)
      ) {
        throw new AppError(403, "ip_not_allowed", MSG.storeIpNotAllowed);
      }
      if (user.must_change_password && !allowedBy(ALLOWED_BEFORE_PASSWORD_CHANGE, request.url)) {
        throw new AppError(403, "password_change_required", MSG.mustChangePassword);
      }
      if (
        (security.two_factor_auth || store?.two_factor_auth) &&
        !user.totp_enabled &&
        !allowedBy(ALLOWED_BEFORE_TWO_FACTOR, request.url)
      ) {
        throw new AppError(403, "two_factor_required", MSG.twoFactorRequired);
      }
    });
  },
  { name: "auth", dependencies: ["db"] },
);
