import { crc32 } from "node:zlib";
import { expect, type Page } from "@playwright/test";
import { DEMO_EMAILS, signInAs } from "./support.ts";

/** Helpers of the purchase and expense journeys (purchases*.spec.ts, expenses*.spec.ts). */

/**
 * A one-page PDF whose bytes no other test's file has: the same file attached twice is a
 * duplicate bill (docs/decisions.md, Duplicate bills), and saving would wait for "Save anyway".
 */
export function tinyPdf() {
  return {
    name: "invoice.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(
      `%PDF-1.4\n%${unique("file")}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    ),
  };
}

const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A one-pixel PNG whose bytes no other test's file has (a tEXt chunk after the header), as tinyPdf. */
export function tinyPng() {
  const headerEnd = 8 + 25; // the signature, then the IHDR chunk
  const text = pngChunk("tEXt", Buffer.from(`Comment\0${unique("file")}`, "latin1"));
  return {
    name: "receipt.png",
    mimeType: "image/png",
    buffer: Buffer.concat([ONE_PIXEL_PNG.subarray(0, headerEnd), text, ONE_PIXEL_PNG.subarray(headerEnd)]),
  };
}

/** A value no other test (or run) uses, so tests never depend on each other's rows. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

/** Signs the page out of one demo account and into another. */
export async function switchTo(page: Page, email: string) {
  await page.context().clearCookies();
  return signInAs(page, email);
}

export async function serverToday(page: Page): Promise<string> {
  const response = await page.request.get("/api/rest/v1/server-date");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { date: string }).date;
}

/** YYYY-MM-DD `days` after (or before, if negative) a business date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface StoreRef {
  id: string;
  code: string;
  name: string;
}

/** A store the signed-in user may read, by code. */
export async function storeByCode(page: Page, code: string): Promise<StoreRef> {
  const response = await page.request.get("/api/rest/v1/stores?select=id,code,name&limit=1000");
  const store = ((await response.json()) as StoreRef[]).find((s) => s.code === code);
  if (!store) throw new Error(`No store ${code}`);
  return store;
}

/** Creates a row through the data API as the signed-in user (test set-up, not the journey). */
export async function createRow(page: Page, table: "purchases" | "expenses", data: Record<string, unknown>) {
  const response = await page.request.post(`/api/rest/v1/${table}`, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string } & Record<string, unknown>;
}

/** Picks an option of a Mantine Select by its label. */
export async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole("option", { name: option }).click();
}

type RecordTable = "purchases" | "expenses";
const ROW_TEST_ID = { purchases: "purchase-row", expenses: "expense-row" } as const;
const DATE_COLUMN = { purchases: "purchase_date", expenses: "expense_date" } as const;

/** Record ids of the rows on screen, in order. */
export async function shownIds(page: Page, table: RecordTable): Promise<string[]> {
  return page
    .getByTestId(ROW_TEST_ID[table])
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-id") ?? ""));
}

/** The first page of the list as the API orders it (newest business date first), with its total. */
export async function apiPage(
  page: Page,
  table: RecordTable,
  query: string,
): Promise<{ ids: string[]; total: number }> {
  const response = await page.request.get(
    `/api/rest/v1/${table}?select=id&order=${DATE_COLUMN[table]}.desc&order1=created_at.desc&limit=25&count=exact&${query}`,
  );
  expect(response.ok(), await response.text()).toBe(true);
  const rows = (await response.json()) as { id: string }[];
  return { ids: rows.map((row) => row.id), total: Number(response.headers()["x-total-count"]) };
}

/**
 * A record of a store outside accounting's assignment (HB-CAFE): admin sees it; then, signed in
 * as accounting, the list of that store is empty and the record itself answers 404.
 */
export async function recordOutsideAccounting(page: Page, table: RecordTable) {
  await switchTo(page, DEMO_EMAILS.admin);
  const harbor = await storeByCode(page, "HB-CAFE");
  const outside = await apiPage(page, table, `eq=store_id.${harbor.id}`);
  expect(outside.total).toBeGreaterThan(0);
  await switchTo(page, DEMO_EMAILS.accounting);
  expect((await apiPage(page, table, `eq=store_id.${harbor.id}`)).total).toBe(0);
  expect((await page.request.get(`/api/rest/v1/${table}/${outside.ids[0]}`)).status()).toBe(404);
  return { harbor, outsideId: String(outside.ids[0]) };
}
