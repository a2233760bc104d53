import type { Row } from "../db/database.ts";
import { logEvent, type SeedContext } from "./context.ts";
import { FIRST_NAMES, LAST_NAMES, RELATIONS, STREETS } from "./names.ts";
import type { StaffSeed } from "./people.ts";
import { departmentFor } from "./profiles.ts";
import { rngFor, uuidFromKey } from "./random.ts";
import { addDays, instantAt, maxDate } from "./time.ts";

/** Staff records and their current wage rates. */
export function staffRows(ctx: SeedContext, staff: readonly StaffSeed[]): Row[] {
  return staff.map((member) => {
    const { def } = member.store;
    const rng = rngFor(`staff-row:${member.key}`);
    const createdAt = instantAt(
      maxDate(member.hireDate, ctx.setupDate),
      rng.int(9 * 60, 16 * 60),
      def.timezone,
    );
    const leave = member.leave;
    const leaveApprovedAt = leave
      ? instantAt(addDays(leave.start, -7), rng.int(10 * 60, 15 * 60), def.timezone)
      : null;
    logEvent(ctx, {
      at: createdAt,
      userId: ctx.admin.id,
      action: "CREATE",
      table: "staff",
      targetId: member.id,
      description: `Added new staff member: ${member.name}`,
      changes: { after: { name: member.name, position: member.position, store_id: member.store.id } },
    });
    if (leave && leaveApprovedAt) {
      logEvent(ctx, {
        at: leaveApprovedAt,
        userId: ctx.admin.id,
        action: "UPDATE",
        table: "staff",
        targetId: member.id,
        description: `Marked staff on ${leave.type} leave from ${leave.start} to ${leave.end}`,
        changes: { before: { status: "active" }, after: { status: "on_leave", leave_type: leave.type } },
      });
    }
    const lastName = member.name.split(" ").slice(1).join(" ");
    const contactName = `${rng.pick(FIRST_NAMES)} ${rng.chance(0.7) ? lastName : rng.pick(LAST_NAMES)}`;
    return {
      id: member.id,
      created_at: createdAt,
      updated_at: leaveApprovedAt ?? createdAt,
      store_id: member.store.id,
      // Managers and demo staff accounts are linked to their own records (docs/decisions.md, Staff).
      user_id: member.user?.id ?? null,
      name: member.name,
      email: member.email,
      phone: member.phone,
      position: member.position,
      department: departmentFor(member.position, def.kind),
      employment_type: member.employmentType,
      hire_date: member.hireDate,
      salary_type: member.salaryType,
      hourly_rate: member.hourlyRate,
      hours_per_week: member.hoursPerWeek,
      monthly_salary: member.monthlySalary,
      status: leave ? "on_leave" : "active",
      emergency_contact: `${contactName} (${rng.pick(RELATIONS)}) ${def.phone.slice(0, 5)} 555-01${rng.int(10, 99)}`,
      address: `${rng.int(100, 9899)} ${rng.pick(STREETS)}, ${def.city}, ${def.state} ${def.postalCode}`,
      skills: JSON.stringify(rng.sample(member.store.profile.skills, rng.int(2, 4))),
      performance: rng.weighted([
        ["excellent", 25],
        ["good", 45],
        ["average", 22],
        ["needs_improvement", 8],
      ]),
      notes: member.user?.def.role === "staff" ? "Demo staff account" : null,
      leave_type: leave?.type ?? null,
      leave_start_date: leave?.start ?? null,
      leave_end_date: leave?.end ?? null,
      leave_reason: leave?.reason ?? null,
      leave_approved_by: leave ? ctx.admin.def.name : null,
      leave_approved_at: leaveApprovedAt,
    };
  });
}

export function wageRows(ctx: SeedContext, staff: readonly StaffSeed[]): Row[] {
  return staff.map((member) => {
    const createdAt = instantAt(maxDate(member.hireDate, ctx.setupDate), 17 * 60, member.store.def.timezone);
    return {
      id: uuidFromKey(`wage:${member.key}`),
      created_at: createdAt,
      updated_at: createdAt,
      store_id: member.store.id,
      employee_id: member.id,
      payment_type: member.salaryType,
      hourly_rate: member.hourlyRate,
      monthly_salary: member.monthlySalary,
      effective_from: member.hireDate,
      is_current: 1,
      notes: "Starting rate",
      created_by: ctx.admin.id,
    };
  });
}
