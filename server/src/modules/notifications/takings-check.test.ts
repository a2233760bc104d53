import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { demoStores } from "../../../test/demo-stores.ts";
import { bell, choose, mailSettled, useMailingTestApp } from "../../../test/notification-app.ts";
import { DEMO_EMAILS, useSignIn } from "../../../test/test-app.ts";
import { dateInZone, timeInZone } from "../../db/store-time.ts";
import { checkMissingTakings } from "./scheduled.ts";

// "A store's takings not entered by its closing time" (docs/decisions.md, Notifications), on fixed clocks.
const { t, waitForMail } = useMailingTestApp();
const manager = useSignIn(t, "store_manager");

/** The instant a store's wall clock reads `time` on `date`. */
function atStoreTime(date: string, time: string, zone: string): Date {
  for (let minutes = -15 * 60; minutes <= 15 * 60; minutes += 15) {
    const instant = new Date(Date.parse(`${date}T${time}:00Z`) + minutes * 60_000);
    if (dateInZone(instant, zone) === date && timeInZone(instant, zone) === time) return instant;
  }
  throw new Error(`no instant reads ${date} ${time} in ${zone}`);
}

async function managedStore() {
  const id = (await demoStores(t)).manager[0] ?? "";
  const store = await t.database.db
    .selectFrom("stores")
    .select(["id", "name", "timezone"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return store;
}

describe("the takings check", () => {
  it("tells the store's managers once a day when its closing time passed with no takings", async () => {
    const store = await managedStore();
    // A day the demo has no takings for: a Wednesday years ahead, open until its closing time.
    const day = "2099-06-17";
    expect(await checkMissingTakings(t.app.db, atStoreTime(day, "06:00", store.timezone))).not.toContain(
      store.id,
    );
    const before = await bell(t, manager);

    const late = atStoreTime(day, "23:30", store.timezone);
    expect(await checkMissingTakings(t.app.db, late)).toContain(store.id);
    const notices = (await bell(t, manager)).filter((notice) => !before.includes(notice));
    expect(notices).toContain(
      `${MSG.notifyTakingsMissing}: No takings were entered for ${store.name} on ${day} by its closing time (${notices[0]?.match(/\((\d\d:\d\d)\)\.$/)?.[1]}).`,
    );
    // Remembered: the next run, or another process, does not repeat it.
    expect(await checkMissingTakings(t.app.db, new Date(late.getTime() + 20 * 60_000))).not.toContain(
      store.id,
    );
    expect((await bell(t, manager)).length).toBe(before.length + notices.length);
  });

  it("leaves a store whose takings were entered, and emails those who chose email", async () => {
    const store = await managedStore();
    const entered = await t.database.db
      .selectFrom("daily_income")
      .select("date")
      .where("store_id", "=", store.id)
      .orderBy("date", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(
      await checkMissingTakings(t.app.db, atStoreTime(entered.date, "23:45", store.timezone)),
    ).not.toContain(store.id);

    await choose(t, manager, { takings_missing: "email" });
    const day = "2099-06-18";
    expect(await checkMissingTakings(t.app.db, atStoreTime(day, "23:30", store.timezone))).toContain(
      store.id,
    );
    const email = await waitForMail(DEMO_EMAILS.store_manager, (mail) => mail.raw.includes(day));
    expect(email.subject).toBe(MSG.notifyTakingsMissing);
    await mailSettled(t);
  });
});
