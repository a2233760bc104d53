import { appLanguage, type TNotifications } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import type { AuditContext } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { readAppSettings, readOwnSettings } from "../settings/settings-store.ts";
import { deviceName } from "./device.ts";
import { addNotification, listNotifications, markAllRead } from "./notifications.repository.ts";

/** GET /api/notifications: the caller's newest notifications and how many are unread. */
export async function myNotifications(db: Kysely<DB>, actor: Actor): Promise<TNotifications> {
  const { items, unread } = await listNotifications(db, actor.user.id);
  return {
    items: items.map(({ read_at, ...item }) => ({ ...item, read: read_at !== null })),
    unread,
  };
}

/** POST /api/notifications/read: marks every notification of the caller read. */
export async function readAllNotifications(db: Kysely<DB>, actor: Actor): Promise<{ marked: number }> {
  return { marked: await markAllRead(db, actor.user.id) };
}

/**
 * Whether the account signed in from this device and address before. Only sessions record devices,
 * and only while Settings → Security "Device tracking" is on; with it off nothing is recognised.
 */
async function knownDevice(db: Kysely<DB>, userId: string, context: AuditContext): Promise<boolean> {
  const seen = await db
    .selectFrom("sessions")
    .select("id")
    .where("user_id", "=", userId)
    .where("ip_address", "=", context.ip)
    .where("user_agent", "=", context.userAgent)
    .limit(1)
    .executeTakeFirst();
  return seen !== undefined;
}

/**
 * Settings → Security "Login alerts": a sign-in from a device and address the account has not used
 * before puts a "New sign-in" notice in the account's bell, unless the user switched off their own
 * Notifications → "Security alerts". Call it before the new session is stored.
 */
export async function alertNewSignIn(
  db: Kysely<DB>,
  user: { id: string; name: string },
  context: AuditContext,
): Promise<boolean> {
  const [app, own] = await Promise.all([readAppSettings(db), readOwnSettings(db, user.id)]);
  if (!app.security.login_alerts || !own.notifications.security_alerts) return false;
  if (app.security.device_tracking && (await knownDevice(db, user.id, context))) return false;
  const device = deviceName(context.userAgent);
  // In the language the user reads the app in (their General settings).
  const notice =
    appLanguage(own.general.language) === "es"
      ? {
          title: "Nuevo inicio de sesión en su cuenta",
          body: `${device === "Unknown device" ? "Dispositivo desconocido" : device} desde ${context.ip || "una dirección desconocida"}. Si no fue usted, cambie su contraseña y cierre sus otras sesiones.`,
        }
      : {
          title: "New sign-in to your account",
          body: `${device} from ${context.ip || "an unknown address"}. If this was not you, change your password and end your other sessions.`,
        };
  await addNotification(db, { userId: user.id, kind: "login_alert", ...notice });
  return true;
}
