import { expect, test } from "@playwright/test";
import { MSG } from "@storeops/domain";
import { switchTo, unique } from "./purchases.helpers.ts";
import { DEMO_EMAILS } from "./support.ts";

// The journeys load several lazy screens on a busy machine.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });

test("admin adds a vendor, sees 'Never' and $0.00 from no purchases, and a vendor with purchases cannot be deleted", async ({
  page,
}) => {
  await switchTo(page, DEMO_EMAILS.admin);
  const name = unique("Gull Supply");
  await page.goto("/vendors");
  await page.getByTestId("new-vendor").click();
  await page.getByTestId("field-name").fill(name);
  await page.getByTestId("field-contact").fill("Ana Gull");
  await page.getByTestId("field-email").fill("ana@gull.example");
  await page.getByTestId("field-phone").fill("555-0142");
  await page.getByTestId("field-address").fill("2 Dock St");
  await page.getByTestId("field-notes").fill("x".repeat(10));
  await expect(page.getByText("10/500 characters")).toBeVisible({ timeout: 30_000 });
  await page.getByTestId("vendor-save").click();
  await expect(page.getByText(MSG.vendorAdded)).toBeVisible({ timeout: 30_000 });
  await page.getByTestId("list-search").fill(name);
  const row = page.getByTestId("vendor-row").filter({ hasText: name });
  await expect(row).toContainText(MSG.vendorNeverPurchased, { timeout: 30_000 });
  await expect(row.getByTestId("row-total")).toHaveText("$0.00", { timeout: 30_000 });

  // A vendor with purchases: the refusal says why.
  const top = (await (
    await page.request.get("/api/rest/v1/vendors?select=name&order=total_purchases.desc&limit=1")
  ).json()) as { name: string }[];
  const topName = top[0]?.name ?? "";
  await page.getByTestId("list-search").fill(topName);
  await page.getByTestId("vendor-row").filter({ hasText: topName }).click();
  await expect(page.getByTestId("vendor-details")).toContainText(topName, { timeout: 30_000 });
  await page.getByTestId("delete-button").click();
  await page.getByTestId("confirm-button").click();
  await expect(page.getByText(MSG.vendorInUse)).toBeVisible({ timeout: 30_000 });
});

test("admin merges a vendor into another after confirming: its names become the other's aliases", async ({
  page,
}) => {
  await switchTo(page, DEMO_EMAILS.admin);
  const create = async (name: string) => {
    const response = await page.request.post("/api/rest/v1/vendors", {
      data: {
        name,
        contact_person: "Ana Gull",
        email: "ana@gull.example",
        phone: "555-0142",
        address: "2 Dock St",
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string; name: string };
  };
  const kept = await create(unique("Harbor Dairy"));
  const merged = await create(unique("Harbour Dairy Co"));

  await page.goto("/vendors");
  await page.getByTestId("list-search").fill(merged.name);
  await page.getByTestId("vendor-row").filter({ hasText: merged.name }).click();
  const details = page.getByTestId("vendor-details");
  await expect(details).toContainText(merged.name, { timeout: 30_000 });
  const merge = page.getByTestId("vendor-merge");
  await merge.getByTestId("vendor-merge-target").fill(kept.name);
  await page.getByRole("option", { name: kept.name }).click();
  await merge.getByRole("button", { name: "Merge" }).click();
  // Asked first; cancelling changes nothing.
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).last().click();
  await expect(page.getByTestId("confirm-button")).toHaveCount(0);
  expect((await page.request.get(`/api/rest/v1/vendors/${merged.id}`)).status()).toBe(200);
  await merge.getByRole("button", { name: "Merge" }).click();
  await page.getByTestId("confirm-button").click();
  await expect(page.getByText(MSG.vendorMerged)).toBeVisible({ timeout: 30_000 });

  expect((await page.request.get(`/api/rest/v1/vendors/${merged.id}`)).status()).toBe(404);
  const after = (await (await page.request.get(`/api/rest/v1/vendors/${kept.id}`)).json()) as {
    aliases: string[];
  };
  expect(after.aliases).toContain(merged.name);
  await page.getByTestId("list-search").fill(kept.name);
  await expect(page.getByTestId("vendor-row").filter({ hasText: kept.name })).toHaveCount(1);
});
