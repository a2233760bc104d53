import type {
  KioskAction,
  TKioskDevice,
  TKioskDeviceCreated,
  TKioskHome,
  TKioskPunchResult,
} from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";
import { sendOrQueue } from "../../lib/offline/queue.ts";
import { itemBase, newKey } from "../../lib/offline/queue-items.ts";
import { serverNow } from "../../lib/offline/server-clock.ts";

/** A registered kiosk (the domain's answer) and one just registered, with its token. */
export type KioskDevice = TKioskDevice;
export type KioskDeviceCreated = TKioskDeviceCreated;
export type KioskHome = TKioskHome;
export type KioskPerson = TKioskHome["people"][number];
export type KioskPunchResult = TKioskPunchResult;

/** Where this browser keeps the token of the kiosk it is (set up once by a manager). */
const TOKEN_KEY = "storeops.kiosk-token";

export const kioskToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const rememberKioskToken = (token: string) => localStorage.setItem(TOKEN_KEY, token.trim());
export const forgetKioskToken = () => localStorage.removeItem(TOKEN_KEY);

const withToken = (token: string) => ({ "X-Kiosk-Token": token });

/** What the kiosk shows, refreshed every 30 seconds (the clock, who is in). */
export function useKioskHome(token: string | null) {
  return useQuery({
    queryKey: ["kiosk", "home", token],
    queryFn: ({ signal }) => apiJson<KioskHome>("/kiosk/device", { signal, headers: withToken(token ?? "") }),
    enabled: token !== null,
    refetchInterval: 30_000,
    retry: false,
  });
}

/**
 * A punch: sent now, or kept on this tablet without a connection (lib/offline) and sent when it
 * returns, stamped with when it was made (`occurred_at`, by the server's clock as last seen).
 * Answers the server's result, or null while the punch waits to be sent.
 */
export async function kioskPunch(
  token: string,
  body: { pin: string; action: KioskAction; employee_id?: string },
  name: string,
): Promise<KioskPunchResult | null> {
  const outcome = await sendOrQueue({
    ...itemBase("kiosk"),
    kind: "kiosk_punch",
    name,
    token,
    key: newKey(),
    payload: { ...body, occurred_at: serverNow().toISOString() },
  });
  return outcome.queued ? null : (outcome.answer as KioskPunchResult);
}

export const DEVICES_KEY = ["kiosk", "devices"] as const;

/** The kiosks of the stores the caller manages. */
export function useKioskDevices(enabled: boolean) {
  return useQuery({
    queryKey: DEVICES_KEY,
    queryFn: ({ signal }) => apiJson<KioskDevice[]>("/kiosk/devices", { signal }),
    enabled,
  });
}

export const registerKiosk = (storeId: string, name: string) =>
  apiJson<KioskDeviceCreated>("/kiosk/devices", { method: "POST", body: { store_id: storeId, name } });

export const renameKiosk = (id: string, name: string) =>
  apiJson<KioskDevice>(`/kiosk/devices/${encodeURIComponent(id)}`, { method: "PATCH", body: { name } });

export const removeKiosk = (id: string) =>
  apiJson<KioskDevice>(`/kiosk/devices/${encodeURIComponent(id)}`, { method: "DELETE" });

/** One's own PIN, or (admin, manager) an employee's. */
export const setOwnPin = (pin: string) =>
  apiJson<{ message: string }>("/kiosk/pin", { method: "PUT", body: { pin } });
export const setStaffPin = (staffId: string, pin: string) =>
  apiJson<{ message: string }>(`/kiosk/staff/${encodeURIComponent(staffId)}/pin`, {
    method: "PUT",
    body: { pin },
  });
