import { expect, type Locator, type Page, test } from "@playwright/test";
import { MSG, shiftMonth } from "@storeops/domain";
import { DEMO_EMAILS, setOwnPassword, signInAs, signInByApi, text } from "./support.ts";

/** A store of its own (nobody else's staff or runs) with one hourly employee and a shift last month. */
async function storeWithLastMonthShift(page: Page) {
  const today = (await (await page.request.get("/api/rest/v1/server-date")).json()).date as string;
  const lastMonth = shiftMonth(today, -1);
  const industries = await (await page.request.get("/api/rest/v1/industries?limit=1")).json();
  const suffix = Date.now().toString(36);
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await page.request.post(path, { data });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  };
  const store = await post("/api/rest/v1/stores", {
    name: `Payroll Run ${suffix}`,
    industry_id: industries[0].id,
    address: "1 Pay Street",
    city: "Austin",
    state: "TX",
  });
  const employee = await post("/api/rest/v1/staff", {
    name: `Rita Run ${suffix}`,
    email: `rita-${suffix}@example.com`,
    phone: "555-0102",
    position: "Cashier",
    department: "Sales",
    hire_date: shiftMonth(today, -3).from,
    store_id: store.id,
  });
  await post("/api/rest/v1/employee_wages", {
    employee_id: employee.id,
    payment_type: "hourly",
    hourly_rate: 20,
    effective_from: shiftMonth(today, -3).from,
  });
  const entry = await post("/api/rest/v1/employee_time_entries", {
    employee_id: employee.id,
    store_id: store.id,
    work_date: lastMonth.from,
    clock_in_time: "09:00",
    clock_out_time: "17:00",
  });
  return { store, employee, entry, lastMonth };
}

/**
 * On the pay run panel with the store picked: last month (8 h at $20) is created and approved, its
 * period closed. Returns the employee's line.
 */
async function createAndApproveLastMonth(
  page: Page,
  panel: Locator,
  { store, employee, lastMonth }: Omit<Awaited<ReturnType<typeof storeWithLastMonthShift>>, "entry">,
) {
  await panel.getByTestId("run-previous").click();
  await expect(panel.getByTestId("payroll-run-period")).toContainText(
    String(Number(lastMonth.to.slice(8, 10))),
  );
  // The store picked just before stays picked: the period's move starts from the address as it is
  // (a run of every store made here instead would hold this period for every store).
  await expect(panel.getByTestId("payroll-run-store")).toHaveValue(store.name);
  const line = panel.getByTestId("payroll-run-lines-row").filter({ hasText: employee.name });
  await expect(line).toContainText("$160.00", { timeout: 20_000 });
  await panel.getByTestId("create-run").click();
  await expect(page.getByText(MSG.payrollRunCreated)).toBeVisible({ timeout: 20_000 });
  await panel.getByTestId("approve-run").click();
  await expect(page.getByText(MSG.payrollRunApproved)).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByTestId("payroll-run-closed")).toHaveText(MSG.payPeriodClosed);
  return line;
}

test("admin approves last month's pay run of a store; an edit in its period is refused", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO_EMAILS.admin);
  const { store, employee, entry, lastMonth } = await storeWithLastMonthShift(page);

  // The Payroll screen opens on the current period's run across all staff.
  await page.goto("/payroll");
  const panel = page.getByTestId("payroll-run");
  await expect(panel.getByTestId("payroll-run-store")).toHaveValue(text("kit.allStores"), {
    timeout: 45_000,
  });
  await expect(panel.getByTestId("payroll-run-lines-row").first()).toBeVisible({ timeout: 20_000 });

  // That store, last month: not started yet, 8 h at $20.
  await panel.getByTestId("payroll-run-store").click();
  await page.getByRole("option", { name: store.name }).click();
  const line = await createAndApproveLastMonth(page, panel, { store, employee, lastMonth });
  await expect(panel.getByTestId("status-badge")).toHaveText("Approved");
  await expect(panel.getByTestId("pay-run")).toBeVisible();

  // The payslip and the run's file download.
  const payslip = await page.request.get(
    (await line.getByRole("link", { name: text("payroll.runs.columns.pdf") }).getAttribute("href")) ?? "",
  );
  expect(payslip.status()).toBe(200);
  expect(payslip.headers()["content-type"]).toBe("application/pdf");

  // An edit dated in the closed period is refused, with the words the issue gives.
  const edit = await page.request.patch(`/api/rest/v1/employee_time_entries?eq=id.${entry.id}`, {
    data: { clock_out_time: "18:00" },
  });
  expect(edit.status()).toBe(409);
  expect((await edit.json()).message).toBe("This pay period is closed.");

  // The admin reopens the period with a reason; the edit then goes through.
  await panel.getByTestId("reopen-run").click();
  const modal = page.getByTestId("reopen-run-modal");
  await modal.getByTestId("field-reopen-reason").fill("Shift ended later");
  await modal.getByTestId("reopen-run-save").click();
  await expect(page.getByText(MSG.payrollRunReopened)).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByTestId("approve-run")).toBeVisible();
  const again = await page.request.patch(`/api/rest/v1/employee_time_entries?eq=id.${entry.id}`, {
    data: { clock_out_time: "18:00" },
  });
  expect(again.status()).toBe(200);
});

test("admin skips a pay period of an advance repaid in instalments, with a reason", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO_EMAILS.admin);
  const { employee } = await storeWithLastMonthShift(page);
  const today = (await (await page.request.get("/api/rest/v1/server-date")).json()).date as string;
  const advance = await page.request.post("/api/rest/v1/employee_withdrawals", {
    data: {
      employee_id: employee.id,
      withdrawal_date: today,
      amount: 100,
      payment_method: "cash",
      instalment_amount: 25,
    },
  });
  expect(advance.status(), await advance.text()).toBe(201);

  await page.goto(`/payroll?employee=${employee.id}`);
  const history = page.getByTestId("payroll-withdrawals");
  await expect(history).toContainText("$25.00 a pay period", { timeout: 30_000 });
  await history.getByTestId("skip-instalment").click();
  const modal = page.getByTestId("skip-instalment-modal");
  await modal.getByTestId("field-skip-period").click();
  const first = page.getByRole("listbox").getByRole("option").first();
  const period = (await first.textContent()) ?? "";
  await first.click();
  await modal.getByTestId("field-skip-reason").fill("Short week after the holiday");
  await modal.getByTestId("skip-instalment-save").click();
  await expect(page.getByText(MSG.instalmentSkipped)).toBeVisible({ timeout: 20_000 });
  await expect(history).toContainText(`Skipped ${period.split(" – ")[0]}: Short week after the holiday`);
});

test("accounting creates, approves and pays its store's pay run on Pay Runs, one store at a time", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO_EMAILS.admin);
  const { store, employee, lastMonth } = await storeWithLastMonthShift(page);
  // An accountant of that store only.
  const email = `pay.runs.${Date.now().toString(36)}@example.com`;
  const created = await page.request.post("/api/rest/v1/users", {
    data: { name: "Avery Books", email, phone: "555-0161", role: "accounting", assigned_stores: [store.id] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { one_time_password: oneTime } = (await created.json()) as { one_time_password: string };
  await setOwnPassword(baseURL, email, oneTime);
  await page.context().clearCookies();
  await signInByApi(page, email);

  await page.goto("/dashboard");
  await page
    .getByRole("link", { name: text("nav.payRuns") })
    .first()
    .click();
  await expect(page).toHaveURL(/\/payroll-runs$/);
  const panel = page.getByTestId("payroll-run");
  await expect(panel.getByTestId("payroll-run-store")).toHaveValue(store.name, { timeout: 30_000 });
  await panel.getByTestId("payroll-run-store").click();
  await expect(page.getByRole("option")).toHaveText([store.name]);
  await page.keyboard.press("Escape");
  await expect(panel.getByTestId("pay-period-settings")).toHaveCount(0);

  await createAndApproveLastMonth(page, panel, { store, employee, lastMonth });
  // Reopening is an admin's.
  await expect(panel.getByTestId("reopen-run")).toHaveCount(0);
  await panel.getByTestId("pay-run").click();
  await expect(page.getByText(MSG.payrollRunPaid)).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByTestId("status-badge")).toHaveText("Paid");
  const file = await page.request.get((await panel.getByTestId("run-export-csv").getAttribute("href")) ?? "");
  expect(file.status()).toBe(200);
  expect(await file.text()).toContain(employee.name);

  // The admin's Payroll screen (wages, withdrawals) stays closed to accounting.
  await page.goto("/payroll");
  await expect(page).not.toHaveURL(/\/payroll$/);
});
