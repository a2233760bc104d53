import { readFile } from "node:fs/promises";
import { expect as baseExpect, test } from "@playwright/test";
import { DEMO_EMAILS, signInAs, text } from "./support.ts";

// The shared CI machine can be slow to render a lazily loaded screen: give these journeys room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test("profile: edit and save personal information, Cancel restores, sessions listed, data downloaded", async ({
  page,
}) => {
  await signInAs(page, DEMO_EMAILS.accounting);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: text("profile.title") })).toBeVisible();
  await expect(page.getByTestId("activity-records")).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByTestId("activity-member-since")).not.toBeEmpty();

  const location = page.getByTestId("profile-location");
  await expect(location).toHaveAttribute("readonly", "");
  await page.getByTestId("profile-edit").click();
  const before = await location.inputValue();
  await location.fill("Somewhere else");
  await page.getByRole("button", { name: text("profile.cancel") }).click();
  await expect(location).toHaveValue(before);

  await page.getByTestId("profile-edit").click();
  await location.fill("Austin, TX");
  await page.getByTestId("profile-save").click();
  await expect(page.getByText(text("profile.saved"))).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("profile-location")).toHaveValue("Austin, TX");

  await page.getByRole("button", { name: text("profile.viewSessions") }).click();
  const sessions = page.getByTestId("sessions-list");
  await expect(sessions.getByText(text("profile.thisDevice"))).toBeVisible();
  await page.keyboard.press("Escape");

  const download = page.waitForEvent("download");
  await page.getByTestId("download-my-data").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^profile-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await file.path(), "utf8"));
  expect(data.profile.email).toBe(DEMO_EMAILS.accounting);
  expect(data.profile.location).toBe("Austin, TX");

  // A preference toggle is saved on the server.
  const toggle = page.getByTestId("pref-daily_reports");
  const was = await toggle.isChecked();
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked({ checked: !was });
  await page.reload();
  await expect(page.getByTestId("pref-daily_reports")).toBeChecked({ checked: !was });
});
