import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD, setOwnPassword } from "./support.ts";

/** The schedules journeys' API side (issue #33): a signed-in request context of its own, by bearer token. */
export interface Api {
  get: <T>(path: string) => Promise<T>;
  post: <T>(path: string, data: unknown, expected?: number) => Promise<T>;
  dispose: () => Promise<void>;
}

export async function apiAs(
  baseURL: string | undefined,
  email: string,
  password = DEMO_PASSWORD,
  storeCode?: string,
): Promise<Api> {
  const context: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  const signedIn = await context.post("/api/auth/v1/token", {
    data: { email, password, ...(storeCode ? { store_code: storeCode } : {}) },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { access_token: token } = (await signedIn.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string) => {
      const response = await context.get(path, { headers });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as T;
    },
    post: async <T>(path: string, data: unknown, expected = 201) => {
      const response = await context.post(path, { headers, data });
      expect(response.status(), await response.text()).toBe(expected);
      return (await response.json()) as T;
    },
    dispose: () => context.dispose(),
  };
}

/** YYYY-MM-DD `days` after a business date. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The store's id and the Monday `weeksAhead` weeks after this week, from the store's own date. */
export async function storeWeek(api: Api, code: string, weeksAhead: number) {
  const [store] = await api.get<{ id: string }[]>(`/api/rest/v1/stores?select=id,code&eq=code.${code}`);
  if (!store) throw new Error(`No store ${code}`);
  const { date } = await api.get<{ date: string }>(`/api/rest/v1/server-date?store_id=${store.id}`);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
  return { storeId: store.id, week: addDays(date, 1 - weekday + 7 * weeksAhead) };
}

/** An employee's staff record id by name, from the store's week (what a manager reads). */
export async function employeeId(api: Api, storeId: string, week: string, name: string): Promise<string> {
  const answer = await api.get<{ employees: { employee_id: string; name: string }[] }>(
    `/api/schedules/week?store_id=${storeId}&week_start=${week}`,
  );
  const row = answer.employees.find((entry) => entry.name === name);
  if (!row) throw new Error(`No employee ${name}`);
  return row.employee_id;
}

/** A colleague with a sign-in account and a staff record of the store in `position`; returns their email. */
export async function newColleague(
  baseURL: string | undefined,
  store: { id: string; code: string },
  position: string,
  tag: string,
) {
  const storeId = store.id;
  const admin = await apiAs(baseURL, DEMO_EMAILS.admin);
  const email = `swap.colleague.${tag}@example.com`;
  const name = `Casey Swap ${tag}`;
  const user = await admin.post<{ id: string; one_time_password: string }>("/api/rest/v1/users", {
    name,
    email,
    phone: "555-0177",
    role: "staff",
    assigned_stores: [storeId],
  });
  await admin.post("/api/rest/v1/staff", {
    name,
    email,
    phone: "555-0177",
    position,
    department: "Sales",
    hire_date: "2024-01-02",
    store_id: storeId,
    user_id: user.id,
  });
  await admin.dispose();
  await setOwnPassword(baseURL, email, user.one_time_password, store.code);
  return { email, name };
}
