import type { LoginState } from "../../lib/session.tsx";

/** Where to go after signing in: the remembered page (same origin only), else the dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  const safe = typeof from === "string" && from.startsWith("/") && !from.startsWith("//");
  return safe && !from.startsWith("/login") ? from : "/dashboard";
}
