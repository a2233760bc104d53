import { MSG, noPermissionTo } from "@storeops/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { bell } from "../../../test/notification-app.ts";
import { client, type SignedIn, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { addShift, freshStore, hire, mondayOf, plusDays, publish, staffMember } from "./schedules.factory.ts";

// Shift swaps and availability (docs/decisions.md, Schedules): the state machine, who takes each step, scope.
const t = useTestApp();
const manager = useSignIn(t, "store_manager");
const accounting = useSignIn(t, "accounting");
const ceo = useSignIn(t, "ceo");
const outsider = useSignIn(t, "staff");

type Member = SignedIn & { employeeId: string };
let store: { id: string; code: string };
let ana: Member;
let bo: Member;
let cy: Member;
let dee: Member;
// Shifts in the days after the seeded today: not started yet, by the store's clock.
let nextDay = 10;
const ownDate = () => {
  nextDay += 1;
  return plusDays(t.today, nextDay);
};

beforeAll(async () => {
  const id = (await demoStores(t)).manager[0] ?? "";
  const row = await t.database.db
    .selectFrom("stores")
    .select("code")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  store = { id, code: String(row.code) };
  ana = await staffMember(t, store);
  bo = await staffMember(t, store);
  cy = await staffMember(t, store);
  dee = await staffMember(t, store, "Sales Associate");
});

/** A published shift of `who`, on a day of its own. */
async function publishedShift(who: Member, date = ownDate(), start = "09:00", end = "17:00") {
  const shift = await addShift(t, {
    employee_id: who.employeeId,
    shift_date: date,
    start_time: start,
    end_time: end,
  });
  await publish(t, store.id, mondayOf(date));
  return shift;
}

const as = (who: { token: string }) => client(t.app, who.token);
const step = (who: { token: string }, id: string, action: string, body?: unknown) =>
  as(who).post(`/api/shift-swaps/${id}/${action}`, body);
const swapNotices = async (who: Member) =>
  (await bell(t, who)).filter((notice) => notice.startsWith(MSG.notifyShiftSwap));

function expectRefusal(
  response: { statusCode: number; json(): { message: string; code: string } },
  status: number,
  message: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toBe(message);
}

describe("a shift given away", () => {
  it("goes offered → accepted by a colleague of the position → approved by the store's manager, told at each step", async () => {
    const shift = await publishedShift(ana);
    const offered = await as(ana).post(`/api/shifts/${shift.id}/swap`, { note: "Family dinner" });
    expect(offered.statusCode, offered.body).toBe(201);
    const swap = offered.json();
    expect(swap).toMatchObject({
      status: "offered",
      to_employee_id: null,
      from_employee_id: ana.employeeId,
      allowed_actions: ["cancel"],
    });
    expect((await swapNotices(bo))[0]).toContain("offers their shift");
    expect(await swapNotices(dee)).toEqual([]);
    expectRefusal(await as(ana).post(`/api/shifts/${shift.id}/swap`, {}), 409, MSG.swapAlreadyOffered);

    expectRefusal(await step(dee, swap.id, "accept"), 403, MSG.swapColleaguesOnly);
    expectRefusal(await step(ana, swap.id, "accept"), 403, MSG.swapColleaguesOnly);
    expectRefusal(await step(bo, swap.id, "approve"), 403, MSG.swapManagersDecide);
    const early = await step(manager, swap.id, "approve");
    expectRefusal(early, 409, MSG.swapNotAccepted);
    expect(early.json().code).toBe("invalid_transition");

    const accepted = await step(bo, swap.id, "accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: "accepted",
      to_employee_id: bo.employeeId,
      allowed_actions: ["decline"],
    });
    expect((await swapNotices(ana))[0]).toContain("accepted your shift");
    expect((await bell(t, manager))[0]).toContain("is waiting for your approval");
    expectRefusal(await step(cy, swap.id, "accept"), 403, MSG.swapOfferedToSomeoneElse);
    expectRefusal(await step(ceo, swap.id, "approve"), 403, MSG.ceoReadOnly);
    const byAccounting = await step(accounting, swap.id, "approve");
    expect([403, 404]).toContain(byAccounting.statusCode);

    const approved = await step(manager, swap.id, "approve");
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", allowed_actions: [] });
    expect((await as(bo).get(`/api/rest/v1/shifts/${shift.id}`)).json().employee_id).toBe(bo.employeeId);
    for (const who of [ana, bo]) expect((await swapNotices(who))[0]).toContain("was approved");
    const again = await step(manager, swap.id, "approve");
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("invalid_transition");
    const week = (
      await as(manager).get(
        `/api/schedules/week?store_id=${store.id}&week_start=${mondayOf(String(shift.shift_date))}`,
      )
    ).json();
    expect(week.history[0]).toMatchObject({
      action: "swapped",
      shift_id: shift.id,
      changes: { employee_id: { from: ana.employeeId, to: bo.employeeId } },
    });
    const audit = (
      await (await asAdmin(t)).get(`/api/rest/v1/audit_logs?eq=target_id.${swap.id}&order=created_at.asc`)
    ).json();
    expect(audit.map((entry: { description: string }) => entry.description.split(" the ")[0])).toEqual([
      "Offered",
      "Accepted",
      "Approved",
    ]);
  });

  it("is offered by name, declined by that colleague; cancelled by its owner; only while open", async () => {
    const named = (
      await as(ana).post(`/api/shifts/${(await publishedShift(ana)).id}/swap`, {
        to_employee_id: cy.employeeId,
      })
    ).json();
    expect(named.to_employee_id).toBe(cy.employeeId);
    expectRefusal(await step(bo, named.id, "accept"), 403, MSG.swapOfferedToSomeoneElse);
    expectRefusal(await step(bo, named.id, "decline"), 403, MSG.swapDeclineRefused);
    const declined = await step(cy, named.id, "decline", { reason: "Exams" });
    expect(declined.json()).toMatchObject({ status: "declined", reason: "Exams" });
    expect((await swapNotices(ana))[0]).toContain("was declined");

    const open = (await as(ana).post(`/api/shifts/${(await publishedShift(ana)).id}/swap`, null)).json();
    expectRefusal(await step(bo, open.id, "cancel"), 403, MSG.swapCancelOwnOnly);
    expect((await step(ana, open.id, "cancel")).json().status).toBe("cancelled");
    const late = await step(bo, open.id, "accept");
    expectRefusal(late, 409, MSG.swapNotOpen);

    // A manager declines an accepted swap; the shift stays its owner's.
    const shift = await publishedShift(ana);
    const third = (await as(ana).post(`/api/shifts/${shift.id}/swap`, {})).json();
    await step(bo, third.id, "accept");
    expect((await step(manager, third.id, "decline")).json().status).toBe("declined");
    expect((await as(manager).get(`/api/rest/v1/shifts/${shift.id}`)).json().employee_id).toBe(
      ana.employeeId,
    );
  });

  it("takes only the owner's published shift before it starts, to a free colleague of the position", async () => {
    const draft = await addShift(t, {
      employee_id: ana.employeeId,
      shift_date: ownDate(),
      start_time: "09:00",
      end_time: "12:00",
    });
    expect((await as(ana).post(`/api/shifts/${draft.id}/swap`, {})).statusCode).toBe(404);
    const bos = await publishedShift(bo);
    expectRefusal(await as(ana).post(`/api/shifts/${bos.id}/swap`, {}), 403, MSG.swapOwnShiftOnly);
    const started = await publishedShift(ana, plusDays(t.today, -3));
    expectRefusal(await as(ana).post(`/api/shifts/${started.id}/swap`, {}), 409, MSG.swapShiftStarted);
    const shift = await publishedShift(ana);
    expectRefusal(
      await as(ana).post(`/api/shifts/${shift.id}/swap`, { to_employee_id: dee.employeeId }),
      400,
      MSG.swapColleagueRequired,
    );
    const swap = (await as(ana).post(`/api/shifts/${shift.id}/swap`, {})).json();
    await addShift(t, {
      employee_id: cy.employeeId,
      shift_date: shift.shift_date,
      start_time: "16:00",
      end_time: "20:00",
    });
    expectRefusal(await step(cy, swap.id, "accept"), 409, MSG.swapTakerBusy);
  });
});

describe("the swaps' store scope", () => {
  it("answers another store's swap and shift 404, and lists each caller's stores only", async () => {
    const swap = (await as(ana).post(`/api/shifts/${(await publishedShift(ana)).id}/swap`, {})).json();
    const stores = await demoStores(t);
    // Someone of another store, of the same position: the swap is not theirs to see.
    const eve = await staffMember(t, await freshStore(t));
    for (const action of ["accept", "approve", "decline", "cancel"]) {
      const response = await step(eve, swap.id, action);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MSG.swapNotFound);
    }
    expect((await as(eve).get(`/api/shift-swaps/${swap.id}`)).statusCode).toBe(404);
    expect((await as(eve).get("/api/shift-swaps")).json().swaps).toEqual([]);
    expect((await as(manager).get(`/api/shift-swaps?store_id=${stores.foreign}`)).statusCode).toBe(404);
    const listed = (await as(bo).get("/api/shift-swaps?status=offered")).json().swaps;
    expect(listed.map((entry: { id: string }) => entry.id)).toContain(swap.id);
    expect(listed.every((entry: { store_id: string }) => entry.store_id === store.id)).toBe(true);
    expect(listed.find((entry: { id: string }) => entry.id === swap.id).allowed_actions).toEqual(["accept"]);
  });
});

describe("availability", () => {
  it("is given by staff for themselves and by a manager for their stores' employees", async () => {
    const days = [
      { weekday: 1, available: true, from_time: "08:00", to_time: "14:00" },
      { weekday: 7, available: false },
    ];
    const own = await as(ana).put("/api/schedules/availability", { days });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().employees[0].days.slice(0, 2)).toEqual([
      { weekday: 1, available: true, from_time: "08:00", to_time: "14:00" },
      { weekday: 2, available: true, from_time: null, to_time: null },
    ]);
    expect((await as(ana).get("/api/schedules/availability")).json().employees).toHaveLength(1);
    expectRefusal(
      await as(ana).put("/api/schedules/availability", { employee_id: bo.employeeId, days }),
      403,
      MSG.availabilityOthersRefused,
    );
    expectRefusal(
      await as(accounting).put("/api/schedules/availability", { employee_id: bo.employeeId, days }),
      403,
      MSG.availabilityOthersRefused,
    );
    expectRefusal(
      await as(ceo).put("/api/schedules/availability", { employee_id: bo.employeeId, days }),
      403,
      MSG.ceoReadOnly,
    );
    expectRefusal(
      await as(ana).put("/api/schedules/availability", {
        days: [{ weekday: 2, available: true, from_time: "09:00" }],
      }),
      400,
      MSG.availabilityTimesBoth,
    );
    expect(
      (await as(manager).put("/api/schedules/availability", { employee_id: bo.employeeId, days })).statusCode,
    ).toBe(200);
    const stores = await demoStores(t);
    const stranger = await hire(t, stores.foreign);
    expect(
      (await as(manager).put("/api/schedules/availability", { employee_id: stranger, days })).statusCode,
    ).toBe(404);
    expect((await as(manager).get(`/api/schedules/availability?store_id=${stores.foreign}`)).statusCode).toBe(
      404,
    );
    const team = (await as(manager).get(`/api/schedules/availability?store_id=${store.id}`)).json().employees;
    expect(
      team.find((entry: { employee_id: string }) => entry.employee_id === bo.employeeId).days[6],
    ).toEqual({
      weekday: 7,
      available: false,
      from_time: null,
      to_time: null,
    });
    expect((await as(outsider).put("/api/schedules/availability", { days })).statusCode).toBe(200);
    const refused = await as(outsider).put("/api/schedules/templates", {
      store_id: store.id,
      weekday: 1,
      lines: [],
    });
    expect(refused.json().message).toBe(noPermissionTo("create", "shifts"));
  });
});
