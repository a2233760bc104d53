import fs from "node:fs";
import { expect, test } from "@playwright/test";

// The lazy page chunk and its first queries can be slow on a busy machine.
test.setTimeout(120_000);

import { switchTo } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

const TITLES = [
  "Overview",
  "RBAC Guide",
  "API Reference",
  "Database Schema",
  "Deployment",
  "Technical Reference",
  "Known Issues",
  "Release Notes",
];

test("the documentation index opens each document and downloads one", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.admin);
  await page.goto("/documentation");
  const cards = page.locator('[data-testid="doc-card"][data-kind="developer"]');
  await expect(cards).toHaveCount(8, { timeout: 30_000 });
  await expect(page.getByTestId("doc-stats")).toContainText("8");
  await expect(page.getByTestId("doc-stats")).toContainText(/v\d+\.\d+\.\d+/);
  for (const title of TITLES) {
    await page.getByRole("button", { name: title, exact: true }).click();
    const view = page.getByTestId("doc-view");
    await expect(view.getByRole("heading", { level: 1 })).toHaveText(title);
    if (title === "Overview") await expect(view.getByRole("heading", { name: "Live totals" })).toBeVisible();
    if (title === "API Reference")
      await expect(view.getByRole("link", { name: "/api/docs" }).first()).toHaveAttribute(
        "href",
        "/api/docs",
      );
    await page.getByTestId("doc-back").click();
    await expect(cards).toHaveCount(8);
  }

  const download = page.waitForEvent("download");
  await page.locator('[data-doc="rbac-guide"]').getByTestId("doc-card-download").click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("StoreOps_Documentation_RBAC_Guide.txt");
  const body = fs.readFileSync(await file.path(), "utf8");
  expect(body.startsWith("# RBAC Guide")).toBe(true);

  await page.goto("/documentation?doc=completion-report");
  await expect(page.getByTestId("doc-error")).toHaveText("Documentation content not found.");
  await page.getByTestId("doc-back").click();
  await expect(cards).toHaveCount(8);
});

test("only the admin reads the developer documents", async ({ page }) => {
  await switchTo(page, DEMO_EMAILS.ceo);
  await page.goto("/documentation");
  await expect(page.getByTestId("guide-index").getByTestId("doc-card")).toHaveCount(2);
  await expect(page.locator('[data-kind="developer"]')).toHaveCount(0);
  expect((await page.request.get("/api/documentation/rbac-guide")).status()).toBe(403);
});
