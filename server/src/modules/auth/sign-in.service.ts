import { MSG, selectableStores, type TSignIn } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { AuditContext } from "../../audit/audit.ts";
import { writeAudit } from "../../audit/audit.ts";
import type { DB, Dialect } from "../../db/database.ts";
import { AppError, tooManyRequests } from "../../errors.ts";
import { alertNewSignIn } from "../notifications/notifications.service.ts";
import { writeActivity } from "../settings/activity-audit.ts";
import { ipAllowed, whitelistOf } from "../settings/ip-whitelist.ts";
import {
  readAppSettings,
  readUserPolicy,
  requiresTwoFactor,
  storeSecurity,
} from "../settings/settings-store.ts";
import { releaseAttempt, reserveAttempt } from "./login-attempts.repository.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { loadSessionPolicy } from "./session-policy.ts";
import { createSession, endSessionsBeyond } from "./sessions.repository.ts";
import { findStoreByCode, findStoreRef } from "./store-refs.repository.ts";
import { checkSignInCode } from "./two-factor.service.ts";
import { presentSessionUser } from "./user.presenter.ts";
import { applyPasswordAge, findUserByEmail, markSignedIn, type UserRecord } from "./users.repository.ts";

// Verifying against a throwaway hash when the email is unknown keeps response times alike.
let decoyHash: Promise<string> | undefined;

async function passwordMatches(user: UserRecord | undefined, password: string): Promise<boolean> {
  if (!user) {
    decoyHash ??= hashPassword("decoy-password");
    await verifyPassword(password, await decoyHash);
    return false;
  }
  return verifyPassword(password, user.password_hash);
}

function defaultStore(user: UserRecord): string | null {
  const stores = selectableStores(user);
  return stores === "all" ? null : (stores[0] ?? null);
}

export interface SignInDeps {
  db: Kysely<DB>;
  dialect: Dialect;
}

export async function signIn({ db, dialect }: SignInDeps, input: TSignIn, context: AuditContext) {
  const email = input.email.trim().toLowerCase();
  const staffTab = Boolean(input.store_code);
  const failMessage = staffTab ? MSG.invalidStaffLogin : MSG.invalidLogin;

  // Settings → Security "IP whitelist": refused before anything else, and not counted as an attempt.
  if (!ipAllowed(whitelistOf((await readAppSettings(db)).security.ip_whitelist), context.ip))
    throw new AppError(403, "ip_not_allowed", MSG.ipNotAllowed);
  // The chosen store's own whitelist (Store Settings → Security), likewise before the password.
  const chosen = input.store_code ? await findStoreByCode(db, input.store_code) : undefined;
  if (chosen && !ipAllowed(whitelistOf((await storeSecurity(db, chosen.id)).ip_whitelist), context.ip))
    throw new AppError(403, "ip_not_allowed", MSG.storeIpNotAllowed);

  // Counted before the password is checked, so simultaneous guesses cannot outrun the limit.
  const attemptId = await reserveAttempt(db, dialect, email, context.ip);
  if (!attemptId) throw tooManyRequests(MSG.tooManySignIns);

  const user = await findUserByEmail(db, email);
  const fail = async (
    reason: string,
    message: string = failMessage,
    code = "unauthorized",
  ): Promise<never> => {
    await writeAudit(
      db,
      { ...context, userId: user?.id ?? null, userName: user?.name ?? null },
      {
        action: "LOGIN_FAILED",
        targetTable: "users",
        targetId: user?.id,
        description: `Failed sign-in for ${email}: ${reason}`,
      },
    );
    throw new AppError(401, code, message);
  };

  if (!(await passwordMatches(user, input.password)) || !user) return fail("wrong email or password");
  if (user.status !== "active") return fail(`account ${user.status}`);

  let currentStoreId = defaultStore(user);
  if (input.store_code) {
    const store = chosen;
    const reachable = selectableStores(user);
    const allowed = store && (reachable === "all" || reachable.includes(store.id));
    if (!allowed) {
      if (user.role === "staff") return fail("not assigned to the selected store");
    } else {
      currentStoreId = store.id;
    }
  } else if (user.role === "staff") {
    // The password was right: tell staff that a store is missing, as the staff tab would (spec 1 §2).
    return fail("no store selected", MSG.invalidStaffLogin);
  }

  const [app, userPolicy] = await Promise.all([readAppSettings(db), readUserPolicy(db)]);
  if (app.system.maintenance_mode && user.role !== "admin") {
    await releaseAttempt(db, attemptId);
    throw new AppError(503, "maintenance", MSG.maintenanceMode);
  }
  if (user.totp_enabled) {
    if (!input.otp) {
      // The password was right: asking for the second step is not a failed attempt.
      await releaseAttempt(db, attemptId);
      throw new AppError(401, "otp_required", MSG.otpRequired);
    }
    if (!(await checkSignInCode(db, user, input.otp)))
      return fail("wrong two-factor code", MSG.invalidOtp, "invalid_otp");
  }

  const policy = await loadSessionPolicy(db);
  const ttlMs = input.remember ? policy.rememberMs : policy.durationMs;
  // Settings → Security "Device tracking": off, a session keeps neither its device nor its address.
  const tracked = app.security.device_tracking;
  const { token, session } = await db.transaction().execute(async (trx) => {
    await alertNewSignIn(trx, user, context);
    const created = await createSession(trx, {
      userId: user.id,
      currentStoreId,
      remember: Boolean(input.remember),
      ip: tracked ? context.ip : null,
      userAgent: tracked ? context.userAgent : null,
      ttlMs,
    });
    const ended = await endSessionsBeyond(trx, user.id, policy.maxConcurrent, policy.idleMs);
    await releaseAttempt(trx, attemptId);
    await markSignedIn(trx, user.id);
    if (await applyPasswordAge(trx, user, userPolicy.password_policy.expiry_days))
      user.must_change_password = true;
    await writeActivity(
      trx,
      { ...context, userId: user.id, userName: user.name },
      {
        action: "LOGIN",
        targetTable: "users",
        targetId: user.id,
        description:
          ended.length > 0
            ? `${user.name} signed in; ended ${ended.length} least recently used session(s) over the limit of ${policy.maxConcurrent}`
            : `${user.name} signed in`,
        ...(ended.length > 0 ? { changes: { ended_sessions: ended } } : {}),
      },
    );
    return created;
  });
  if (!token) throw new AppError(500, "internal_error", MSG.loginFailed);
  const store = await findStoreRef(db, session.current_store_id);
  return {
    token,
    ttlMs,
    remember: Boolean(input.remember),
    body: {
      access_token: token,
      token_type: "bearer" as const,
      expires_in: Math.floor(ttlMs / 1000),
      user: presentSessionUser(user, store, await requiresTwoFactor(db, session.current_store_id)),
    },
  };
}
