import fs from "node:fs";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { pdfText } from "./pdf-text.ts";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

// The shared CI machine can be slow to render a lazily loaded screen: give this journey room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** "19/11/2026 20:35" on Los Angeles' clock, written independently of the app's formatter. */
function losAngeles(instant: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "America/Los_Angeles",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(new Date(instant))
    .replace(",", "");
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole("combobox", { name: text(`settings.fields.${field}`) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function download(page: Page, testId: string): Promise<Buffer> {
  const file = page.waitForEvent("download");
  await page.getByTestId(testId).click();
  return fs.readFileSync(await (await file).path());
}

test("date format, time format and time zone chosen in Settings show in a list, a PDF and a CSV", async ({
  page,
}) => {
  await signInAs(page, DEMO_EMAILS.admin);
  // A time entry clocked in at 21:15 on its store's clock, dated the store's today.
  const store = (await (await page.request.get("/api/rest/v1/stores?select=id,name&limit=1")).json())[0];
  const { date } = await (await page.request.get(`/api/rest/v1/server-date?store_id=${store.id}`)).json();
  const staff = (
    await (await page.request.get(`/api/rest/v1/staff?select=id,name&eq=store_id.${store.id}&limit=1`)).json()
  )[0];
  const note = `formats-${Date.now().toString(36)}`;
  const created = await page.request.post("/api/rest/v1/employee_time_entries", {
    data: {
      employee_id: staff.id,
      store_id: store.id,
      work_date: date,
      clock_in_time: "21:15",
      clock_out_time: "23:45",
      notes: note,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const entryId: string = (await created.json()).id;
  const [y, m, d] = date.split("-");
  const entryRow = async () => {
    await page.goto(`/time-attendance?q=${note}`);
    const rows = page.getByTestId("time-entry-row");
    // The Today tab has loaded when it shows a row or says it has none; only then look in History.
    await expect(rows.first().or(page.getByText(/No time entries/))).toBeVisible();
    if ((await rows.count()) === 0) await page.getByTestId("tab-history").click();
    await expect(rows.first()).toBeVisible();
    return rows.first();
  };

  try {
    // The defaults: MM/DD/YYYY and 12-hour, in lists as in Settings.
    let row = await entryRow();
    await expect(row).toContainText(`${m}/${d}/${y}`);
    await expect(row).toContainText("9:15 PM");
    await expect(row).toContainText("11:45 PM");

    await page.goto("/settings");
    await choose(page, "date_format", "DD/MM/YYYY");
    await choose(page, "time_format", text("settings.options.24h"));
    await choose(page, "timezone", "PST");
    await page.getByTestId("save-general").click();
    await expect(page.getByText("Settings saved successfully!").first()).toBeVisible();

    row = await entryRow();
    await expect(row).toContainText(`${d}/${m}/${y}`);
    await expect(row).toContainText("21:15");
    await expect(row).toContainText("23:45");
    await expect(row).not.toContainText("PM");

    // Date fields show and read dates the same way: a filter taken from the address, and a form's
    // date typed in ISO (as pasted), shown day first once the field is left.
    await page.goto(`/purchases?from=${date}`);
    await expect(page.getByTestId("filter-from")).toHaveValue(`${d}/${m}/${y}`);
    await page.getByTestId("new-purchase").click();
    const dialog = page.getByRole("dialog", { name: "Record New Purchase" });
    const due = dialog.getByTestId("field-due-date");
    await expect(due).toHaveAttribute("placeholder", "DD/MM/YYYY");
    await due.fill(date);
    await due.press("Tab");
    await expect(due).toHaveValue(`${d}/${m}/${y}`);
    await due.fill("05/01/2027");
    await due.press("Tab");
    await expect(due).toHaveValue("05/01/2027");
    await due.click();
    await expect(page.locator("[data-dates-dropdown]")).toContainText("January 2027");

    // The audit log's times are instants: on the chosen zone's clock, 24-hour.
    const [entry] = await (
      await page.request.get(
        "/api/rest/v1/audit_logs?select=id,created_at&eq=target_table.settings&order=created_at.desc&limit=1",
      )
    ).json();
    const when = losAngeles(entry.created_at);
    await page.goto("/audit");
    await expect(page.locator(`[data-testid="audit-row"][data-id="${entry.id}"]`)).toContainText(when);

    const pdf = pdfText(await download(page, "audit-export-pdf"));
    // On failure, the PDF's heading and first rows say what it held instead.
    expect(pdf.includes(`${when} PST`) || pdf.includes(`${when} PDT`), pdf.slice(0, 1500)).toBe(true);
    expect(pdf).not.toMatch(/\b[AP]M\b/);

    const csv = (await download(page, "audit-export-csv")).toString("utf8").replace(/^\uFEFF/, "");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]?.startsWith("Created At,")).toBe(true);
    expect(lines.find((line) => line.includes(`${when} P`))).toBeTruthy();
    for (const line of lines.slice(1, 20)) expect(line).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} P[SD]T,/);
  } finally {
    // A second try clocks the same hours in again: this entry must not be there to overlap them.
    await page.request.delete(`/api/rest/v1/employee_time_entries?eq=id.${entryId}`);
    await page.request.put("/api/settings/general", {
      data: { date_format: "MM/DD/YYYY", time_format: "12h", timezone: "UTC" },
    });
  }
});
