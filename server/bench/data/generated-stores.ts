/** The generated stores of the large business: each with its staff and their current wages. */
import { LEAVE_FIELDS } from "@storeops/domain";
import type { Row } from "../../src/db/database.ts";
import { rngFor, uuidFromKey } from "../../src/seed/random.ts";
import type { BusinessRefs, GeneratedStore } from "./large-business.ts";

export const STAFF_PER_STORE = 10;

const CITIES = ["Portland", "Denver", "Austin", "Phoenix", "Atlanta", "Raleigh", "Madison", "Tucson"];
const NAMES = ["Market", "Corner Café", "Outfitters", "Goods", "Roastery", "Supply", "Depot", "Pantry"];
const FIRST = ["Ava", "Ben", "Cara", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivan", "Jade", "Kai", "Lena"];
const LAST = ["Ortiz", "Kim", "Novak", "Reyes", "Singh", "Berg", "Lopez", "Ward", "Hale", "Quinn"];
const POSITIONS = ["Barista", "Cashier", "Sales Associate", "Shift Lead", "Stock Associate"];

export function storeCode(index: number): string {
  return `GEN-${String(index + 1).padStart(3, "0")}`;
}

export function storeRows(index: number, refs: BusinessRefs, createdAt: string) {
  const code = storeCode(index);
  const rng = rngFor(`bench-store:${code}`);
  const id = uuidFromKey(`bench-store:${code}`);
  const city = CITIES[index % CITIES.length] ?? "Portland";
  const store: Row = {
    id,
    created_at: createdAt,
    updated_at: createdAt,
    name: `${city} ${NAMES[index % NAMES.length]} ${Math.floor(index / NAMES.length) + 1}`,
    code,
    industry_id: refs.industryId,
    address: `${rng.int(10, 9999)} Main St`,
    city,
    state: "OR",
    postal_code: String(rng.int(10000, 99999)),
    country: "United States",
    phone: `(503) 555-${String(rng.int(1000, 9999))}`,
    email: `${code.toLowerCase()}@stores.example.com`,
    manager_id: null,
    status: "active",
    timezone: "America/Los_Angeles",
    monthly_target: rng.int(30, 120) * 1000_00,
    opening_hours: null,
    established: null,
    settings: null,
  };
  const staff: Row[] = [];
  const wages: Row[] = [];
  for (let n = 0; n < STAFF_PER_STORE; n++) {
    const staffId = uuidFromKey(`bench-staff:${code}:${n}`);
    const name = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
    const hourly = rng.int(1600, 2600);
    staff.push({
      id: staffId,
      created_at: createdAt,
      updated_at: createdAt,
      store_id: id,
      name,
      email: `${code.toLowerCase()}.${n}@staff.example.com`,
      phone: null,
      position: rng.pick(POSITIONS),
      department: "Sales",
      employment_type: n < 4 ? "full_time" : "part_time",
      hire_date: createdAt.slice(0, 10),
      salary_type: "hourly",
      hourly_rate: hourly,
      hours_per_week: n < 4 ? 40 : 20,
      monthly_salary: null,
      status: "active",
      emergency_contact: null,
      address: null,
      skills: "[]",
      performance: null,
      notes: null,
      ...Object.fromEntries(LEAVE_FIELDS.map((field) => [field, null])),
    });
    wages.push({
      id: uuidFromKey(`bench-wage:${code}:${n}`),
      created_at: createdAt,
      updated_at: createdAt,
      store_id: id,
      employee_id: staffId,
      payment_type: "hourly",
      hourly_rate: hourly,
      monthly_salary: null,
      effective_from: createdAt.slice(0, 10),
      is_current: 1,
      notes: null,
      created_by: refs.adminId,
    });
  }
  const generated: GeneratedStore = {
    id,
    code,
    name: String(store.name),
    managerId: refs.adminId,
    staffIds: staff.map((row) => String(row.id)),
  };
  return { store: generated, rows: { stores: [store], staff, employee_wages: wages } };
}

