import { expect, type Page, test } from "@playwright/test";
import { choose, switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS, demoAccount, signInThroughPage, text } from "./support.ts";

// Saved views (issue #32, item 4; docs/decisions.md, Saved views), at 1280×800.

/** Deletes every view the signed-in person owns, so no list of a later test opens filtered. */
async function deleteOwnViews(page: Page) {
  const me = await (await page.request.get("/api/auth/v1/user")).json();
  const views = (await (await page.request.get("/api/rest/v1/saved_views?limit=1000")).json()) as {
    id: string;
    user_id: string;
  }[];
  for (const view of views.filter((v) => v.user_id === me.id)) {
    expect((await page.request.delete(`/api/rest/v1/saved_views?eq=id.${view.id}`)).status()).toBe(200);
  }
}

async function signOut(page: Page) {
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: text("layout.signOut") }).click();
  await page.getByTestId("sign-out-confirm").click();
  await expect(page).toHaveURL(/\/login$/);
}

test("a view saved as the default opens the list again after signing in again", async ({ page }) => {
  // Two sign-ins through the page (each waits for the prerendered page to hydrate): ~60 s on a busy machine.
  test.slow();
  const account = await demoAccount(page.request, DEMO_EMAILS.staff2);
  await page.goto("/login");
  await signInThroughPage(page, account);
  await expect(page).toHaveURL(/\/dashboard/);
  try {
    await page.goto("/expenses");
    await expect(page.getByTestId("views-button")).toHaveText(text("savedViews.views"));
    await page.getByTestId("filter-toggle").click();
    await choose(page, "filter-status", "Pending");
    await expect(page).toHaveURL(/status=pending/);

    await page.getByTestId("views-button").click();
    await page.getByTestId("views-save").click();
    const dialog = page.getByTestId("save-view-modal");
    await dialog.getByTestId("field-view-name").fill("My pending expenses");
    await dialog.getByTestId("field-view-default").check();
    await dialog.getByTestId("save-view-submit").click();
    await expect(page.getByText(text("savedViews.saved"))).toBeVisible();
    await expect(page.getByTestId("views-button")).toHaveText("My pending expenses");

    await signOut(page);
    await signInThroughPage(page, account);
    await expect(page).toHaveURL(/\/dashboard/);
    // From the menu, as a person opens the list: no filters in the address, the default view applies.
    await page.goto("/expenses");
    await expect(page).toHaveURL(/\/expenses\?status=pending$/);
    await expect(page.getByTestId("views-button")).toHaveText("My pending expenses");
    // The address changes first; the rows follow once the filtered page has loaded.
    await expect(page.getByTestId("status-badge").first()).toBeVisible();
    await expect(page.getByTestId("status-badge").filter({ hasNotText: "Pending" })).toHaveCount(0);

    // An address that says what to show wins over the default.
    await page.goto("/expenses?status=approved");
    await expect(page).toHaveURL(/status=approved/);
    await expect(page.getByTestId("views-button")).toHaveText(text("savedViews.views"));
  } finally {
    await deleteOwnViews(page);
  }
});

test("a view shared with a role is read-only for its other members", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.staff);
  const created = await page.request.post("/api/rest/v1/saved_views", {
    data: {
      list: "purchases",
      name: "Team: pending purchases",
      state: { filters: { status: "pending" }, sort: { column: "amount", direction: "desc" } },
      shared_role: "staff",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  try {
    await switchTo(page, DEMO_EMAILS.staff2);
    await page.goto("/purchases");
    await page.getByTestId("views-button").click();
    const menu = page.getByTestId("views-menu");
    await expect(menu).toContainText(text("savedViews.shared"));
    await menu.getByTestId("views-item").filter({ hasText: "Team: pending purchases" }).click();
    await expect(page).toHaveURL(/status=pending&sort=amount\.desc/);
    await expect(page.getByTestId("views-button")).toHaveText("Team: pending purchases");

    await page.getByTestId("views-button").click();
    await expect(menu.getByTestId("views-read-only")).toHaveText(text("savedViews.readOnly"));
    await expect(menu.getByTestId("views-edit")).toHaveCount(0);
    await expect(menu.getByTestId("views-delete")).toHaveCount(0);
    await expect(menu.getByTestId("views-default")).toBeVisible();
    await page.keyboard.press("Escape");
    // The server says the same.
    const view = (await created.json()) as { id: string };
    const refused = await page.request.patch(`/api/rest/v1/saved_views?eq=id.${view.id}`, {
      data: { name: "Mine" },
    });
    expect(refused.status()).toBe(403);
  } finally {
    await switchTo(page, DEMO_EMAILS.staff);
    await deleteOwnViews(page);
  }
});

test("a view keeps the rows per page and the columns shown", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  try {
    await page.goto("/expenses");
    const rows = page.getByTestId("expense-row");
    await expect(rows).toHaveCount(25);
    await page.getByTestId("list-page-size").selectOption("50");
    await expect(page).toHaveURL(/size=50/);
    await expect(rows).toHaveCount(50);
    const header = page.getByTestId("expense-table").locator("thead");
    await expect(header).toContainText("Category");
    await page.getByTestId("list-columns").click();
    await page.getByTestId("list-column-category").uncheck();
    await expect(page).toHaveURL(/hide=category/);
    await expect(header).not.toContainText("Category");
    await page.keyboard.press("Escape");

    await page.getByTestId("views-button").click();
    await page.getByTestId("views-save").click();
    const dialog = page.getByTestId("save-view-modal");
    await dialog.getByTestId("field-view-name").fill("Fifty, no category");
    await dialog.getByTestId("save-view-submit").click();
    await expect(page.getByText(text("savedViews.saved"))).toBeVisible();
    const views = (await (await page.request.get("/api/rest/v1/saved_views?eq=list.expenses")).json()) as {
      name: string;
      state: { page_size?: number; columns?: string[] };
    }[];
    const saved = views.find((view) => view.name === "Fifty, no category");
    expect(saved?.state.page_size).toBe(50);
    expect(saved?.state.columns).not.toContain("category");
    expect(saved?.state.columns).toContain("amount");

    // Back to the list as it comes, then the view again.
    await page.goto("/expenses");
    await expect(rows).toHaveCount(25);
    await expect(header).toContainText("Category");
    await page.getByTestId("views-button").click();
    await page.getByTestId("views-item").filter({ hasText: "Fifty, no category" }).click();
    await expect(page).toHaveURL(/size=50/);
    await expect(rows).toHaveCount(50);
    await expect(header).not.toContainText("Category");
  } finally {
    await deleteOwnViews(page);
  }
});
