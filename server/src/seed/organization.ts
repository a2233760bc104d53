import type { Row } from "../db/database.ts";
import { INDUSTRIES } from "./catalog.ts";
import { logEvent, type SeedContext } from "./context.ts";
import { addDays, instantAt } from "./time.ts";

/** Rows of the organisation itself: industries, stores, vendors and user accounts. */
const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

export function industryRows(ctx: SeedContext): Row[] {
  return INDUSTRIES.map((industry, index) => {
    const at = instantAt(ctx.setupDate, 15 * 60 + index * 4, "UTC");
    return {
      id: ctx.industryIds[industry.key],
      created_at: at,
      updated_at: at,
      name: industry.name,
      code: industry.code,
      description: industry.description,
      status: "active",
    };
  });
}

export function storeRows(ctx: SeedContext): Row[] {
  return ctx.stores.map((store, index) => {
    const { def } = store;
    const createdAt = instantAt(ctx.setupDate, 15 * 60 + 20 + index * 3, "UTC");
    let updatedAt = createdAt;
    if (def.status !== "active") {
      const since = addDays(store.tradingUntil, 1);
      updatedAt = instantAt(since, 8 * 60 + 5, def.timezone);
      logEvent(ctx, {
        at: updatedAt,
        userId: ctx.admin.id,
        action: "UPDATE",
        table: "stores",
        targetId: store.id,
        description: `Updated store ${def.name}: status set to ${def.status} for renovation`,
        changes: { before: { status: "active" }, after: { status: def.status } },
      });
    }
    const openingHours = Object.fromEntries(
      store.hours.map((hours, day) => [
        DAYS[day],
        hours
          ? { open: hours[0], close: hours[1], closed: false }
          : { open: null, close: null, closed: true },
      ]),
    );
    return {
      id: store.id,
      created_at: createdAt,
      updated_at: updatedAt,
      name: def.name,
      code: def.code,
      industry_id: store.industryId,
      address: def.address,
      city: def.city,
      state: def.state,
      postal_code: def.postalCode,
      country: "United States",
      phone: def.phone,
      email: def.email,
      manager_id: store.manager.id,
      status: def.status,
      timezone: def.timezone,
      monthly_target: def.monthlyTargetDollars * 100,
      opening_hours: JSON.stringify(openingHours),
      established: def.established,
      settings: null,
    };
  });
}

export function vendorRows(ctx: SeedContext): Row[] {
  return ctx.vendors.map(({ def, id }, index) => {
    const createdAt = instantAt(
      addDays(ctx.setupDate, 1 + Math.floor(index / 5)),
      16 * 60 + index * 7,
      "UTC",
    );
    return {
      id,
      created_at: createdAt,
      updated_at: createdAt,
      name: def.name,
      code: def.code,
      contact_person: def.contact,
      email: def.email,
      phone: def.phone,
      address: def.address,
      tax_id: def.taxId,
      payment_terms: def.terms,
      notes: def.notes,
      status: def.status,
      category: def.category,
    };
  });
}

/** User accounts; `lastLogins` comes from the generated audit trail. */
export function userRows(ctx: SeedContext, passwordHash: string, lastLogins: Map<string, string>): Row[] {
  const storeIds = (codes: readonly string[]): string =>
    JSON.stringify(codes.map((code) => ctx.stores.find((store) => store.def.code === code)?.id ?? code));
  return ctx.users.map(({ def, id }, index) => {
    const createdAt = instantAt(ctx.setupDate, 14 * 60 + index * 11, "UTC");
    const manages = def.role === "store_manager";
    const assigned = def.role === "accounting" || def.role === "staff";
    return {
      id,
      created_at: createdAt,
      updated_at: createdAt,
      name: def.name,
      email: def.email,
      phone: def.phone,
      role: def.role,
      department: def.department,
      job_title: def.jobTitle,
      location: def.location,
      bio: def.bio,
      notes: null,
      timezone: "UTC",
      profile_image_url: null,
      assigned_stores: storeIds(assigned ? def.stores : []),
      managed_stores: storeIds(manages ? def.stores : []),
      status: "active",
      password_hash: passwordHash,
      must_change_password: 0,
      totp_secret: null,
      totp_enabled: 0,
      last_login_at: lastLogins.get(id) ?? null,
    };
  });
}
