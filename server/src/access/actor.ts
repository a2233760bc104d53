import type { StoreScope } from "@storeops/domain";
import type { FastifyRequest } from "fastify";
import type { AuditContext } from "../audit/audit.ts";
import { unauthorized } from "../errors.ts";
import type { SessionRow } from "../modules/auth/sessions.repository.ts";
import type { UserRecord } from "../modules/auth/users.repository.ts";

export const SESSION_COOKIE = "session";

/** The signed-in user of a request, with the stores they reach. */
export interface Actor {
  user: UserRecord;
  session: SessionRow;
  token: string;
  currentStoreId: string | null;
  scope: StoreScope;
  audit: AuditContext;
}

declare module "fastify" {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export function requestAuditContext(
  request: FastifyRequest,
  user?: { id: string; name: string } | null,
): AuditContext {
  return {
    userId: user?.id ?? null,
    userName: user?.name ?? null,
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? ""),
  };
}

/** The actor of a request, or a 401. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
