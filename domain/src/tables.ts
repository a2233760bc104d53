/**
 * The data model as data: every table the generic API serves, its columns and their kinds.
 * The server derives SQL mapping, filter parsing and presenters from it; nothing outside
 * this list ever reaches SQL.
 */
export type ColumnKind =
  | "id" // server-generated string id
  | "ref" // foreign key (string id) or null
  | "text"
  | "enum"
  | "money" // integer cents in the database, dollars in the API
  | "int"
  | "number" // decimal, e.g. hours
  | "bool"
  | "json" // object or list stored as JSON text
  | "date" // YYYY-MM-DD business date
  | "time" // HH:MM
  | "instant"; // ISO 8601 UTC

export interface ColumnDef {
  kind: ColumnKind;
  /** Derived by the server (join or formula); readable, never written. */
  computed?: boolean;
  /** Never leaves the server (password and token hashes, secrets). */
  hidden?: boolean;
  /** Set by the server only (ids, timestamps, created_by, audit fields). */
  system?: boolean;
}

export interface TableDef {
  columns: Record<string, ColumnDef>;
  /** Rows belong to one store through `store_id` (or, for stores, their own id). */
  storeBound: boolean;
  /** Columns matched case-insensitively by `q=`. */
  searchable: readonly string[];
  defaultOrder: readonly [column: string, direction: "asc" | "desc"];
}

const c = (kind: ColumnKind, extra: Omit<ColumnDef, "kind"> = {}): ColumnDef => ({ kind, ...extra });
const system = (kind: ColumnKind): ColumnDef => c(kind, { system: true });
const computed = (kind: ColumnKind): ColumnDef => c(kind, { computed: true });

const base = {
  id: system("id"),
  created_at: system("instant"),
  updated_at: system("instant"),
};

export const TABLES = {
  users: {
    columns: {
      ...base,
      name: c("text"),
      email: c("text"),
      phone: c("text"),
      role: c("enum"),
      department: c("text"),
      job_title: c("text"),
      location: c("text"),
      bio: c("text"),
      notes: c("text"),
      timezone: c("text"),
      profile_image_url: c("text"),
      assigned_stores: c("json"),
      managed_stores: c("json"),
      status: c("enum"),
      must_change_password: system("bool"),
      totp_enabled: system("bool"),
      last_login_at: system("instant"),
      password_hash: c("text", { hidden: true, system: true }),
      totp_secret: c("text", { hidden: true, system: true }),
    },
    storeBound: false,
    searchable: ["name", "email", "phone", "role", "department", "job_title"],
    defaultOrder: ["name", "asc"],
  },
  industries: {
    columns: {
      ...base,
      name: c("text"),
      code: c("text"),
      description: c("text"),
      status: c("enum"),
      store_count: computed("int"),
    },
    storeBound: false,
    searchable: ["name", "code", "description"],
    defaultOrder: ["name", "asc"],
  },
  stores: {
    columns: {
      ...base,
      name: c("text"),
      code: c("text"),
      industry_id: c("ref"),
      industry: computed("text"),
      address: c("text"),
      city: c("text"),
      state: c("text"),
      postal_code: c("text"),
      country: c("text"),
      phone: c("text"),
      email: c("text"),
      manager_id: c("ref"),
      manager: computed("text"),
      status: c("enum"),
      timezone: c("text"),
      monthly_target: c("money"),
      opening_hours: c("json"),
      established: c("date"),
      settings: c("json"),
      staff_count: computed("int"),
    },
    storeBound: true,
    searchable: ["name", "code", "address", "city", "phone", "email"],
    defaultOrder: ["name", "asc"],
  },
  vendors: {
    columns: {
      ...base,
      name: c("text"),
      code: c("text"),
      contact_person: c("text"),
      email: c("text"),
      phone: c("text"),
      address: c("text"),
      tax_id: c("text"),
      payment_terms: c("text"),
      notes: c("text"),
      status: c("enum"),
      category: c("text"),
      total_purchases: computed("money"),
      last_purchase: computed("date"),
    },
    storeBound: false,
    searchable: ["name", "code", "contact_person", "email", "phone", "address", "tax_id"],
    defaultOrder: ["name", "asc"],
  },
  staff: {
    columns: {
      ...base,
      name: c("text"),
      email: c("text"),
      phone: c("text"),
      position: c("text"),
      department: c("text"),
      employment_type: c("text"),
      hire_date: c("date"),
      salary_type: c("enum"),
      hourly_rate: c("money"),
      hours_per_week: c("number"),
      monthly_salary: c("money"),
      status: c("enum"),
      store_id: c("ref"),
      store_name: computed("text"),
      emergency_contact: c("text"),
      address: c("text"),
      skills: c("json"),
      performance: c("enum"),
      notes: c("text"),
      leave_type: c("enum"),
      leave_start_date: c("date"),
      leave_end_date: c("date"),
      leave_reason: c("text"),
      leave_approved_by: c("text"),
      leave_approved_at: c("instant"),
    },
    storeBound: true,
    searchable: ["name", "position", "department", "email", "phone"],
    defaultOrder: ["name", "asc"],
  },
  purchases: {
    columns: {
      ...base,
      store_id: c("ref"),
      store_name: computed("text"),
      invoice_no: c("text"),
      vendor: c("text"),
      vendor_id: c("ref"),
      description: c("text"),
      amount: c("money"),
      payment_type: c("enum"),
      due_date: c("date"),
      check_no: c("text"),
      check_due_date: c("date"),
      purchase_date: c("date"),
      status: c("enum"),
      notes: c("text"),
      rejection_reason: c("text"),
      attachments: c("json"),
      approved_by: system("ref"),
      approved_at: system("instant"),
      paid_at: system("instant"),
      created_by: system("ref"),
      /** Approved, unpaid and due before the store's today; derived, never stored. */
      overdue: computed("bool"),
    },
    storeBound: true,
    searchable: [
      "invoice_no",
      "vendor",
      "payment_type",
      "check_no",
      "description",
      "notes",
      "store_name",
      "amount",
    ],
    defaultOrder: ["purchase_date", "desc"],
  },
  expenses: {
    columns: {
      ...base,
      store_id: c("ref"),
      store_name: computed("text"),
      description: c("text"),
      category: c("text"),
      amount: c("money"),
      payment_type: c("enum"),
      check_no: c("text"),
      check_due_date: c("date"),
      expense_date: c("date"),
      status: c("enum"),
      notes: c("text"),
      rejection_reason: c("text"),
      has_receipt: c("bool"),
      attachments: c("json"),
      approved_by: system("ref"),
      approved_at: system("instant"),
      created_by: system("ref"),
    },
    storeBound: true,
    searchable: ["description", "category", "payment_type", "check_no", "notes", "store_name", "amount"],
    defaultOrder: ["expense_date", "desc"],
  },
  daily_income: {
    columns: {
      ...base,
      store_id: c("ref"),
      store_code: computed("text"),
      store_name: computed("text"),
      date: c("date"),
      work_start_time: c("time"),
      work_end_time: c("time"),
      income_cash: c("money"),
      income_card: c("money"),
      income_other: c("money"),
      total_income: system("money"),
      notes: c("text"),
      attachments: c("json"),
      created_by: system("ref"),
    },
    storeBound: true,
    searchable: ["notes", "date"],
    defaultOrder: ["date", "desc"],
  },
  employee_time_entries: {
    columns: {
      ...base,
      employee_id: c("ref"),
      employee_name: computed("text"),
      store_id: c("ref"),
      store_name: computed("text"),
      work_date: c("date"),
      clock_in_time: c("time"),
      clock_out_time: c("time"),
      total_hours: system("number"),
      break_hours: c("number"),
      status: c("enum"),
      notes: c("text"),
      created_by: system("ref"),
    },
    storeBound: true,
    searchable: ["notes", "work_date"],
    defaultOrder: ["work_date", "desc"],
  },
  employee_wages: {
    columns: {
      ...base,
      employee_id: c("ref"),
      employee_name: computed("text"),
      store_id: c("ref"),
      payment_type: c("enum"),
      hourly_rate: c("money"),
      monthly_salary: c("money"),
      effective_from: c("date"),
      is_current: c("bool"),
      notes: c("text"),
      created_by: system("ref"),
    },
    storeBound: true,
    searchable: ["notes"],
    defaultOrder: ["effective_from", "desc"],
  },
  employee_withdrawals: {
    columns: {
      ...base,
      employee_id: c("ref"),
      employee_name: computed("text"),
      store_id: c("ref"),
      withdrawal_date: c("date"),
      amount: c("money"),
      payment_method: c("enum"),
      check_number: c("text"),
      notes: c("text"),
      created_by: system("ref"),
    },
    storeBound: true,
    searchable: ["notes", "check_number"],
    defaultOrder: ["withdrawal_date", "desc"],
  },
  careers: {
    columns: {
      ...base,
      job_title: c("text"),
      department: c("text"),
      location: c("text"),
      employment_type: c("enum"),
      experience_level: c("text"),
      salary_min: c("money"),
      salary_max: c("money"),
      salary: c("text"),
      description: c("text"),
      requirements: c("text"),
      status: c("enum"),
      posted_date: c("date"),
      created_by: system("ref"),
    },
    storeBound: false,
    searchable: ["job_title", "department", "location", "description"],
    defaultOrder: ["posted_date", "desc"],
  },
  career_applications: {
    columns: {
      ...base,
      career_id: c("ref"),
      first_name: c("text"),
      last_name: c("text"),
      email: c("text"),
      phone: c("text"),
      position: c("text"),
      location: c("text"),
      cover_letter: c("text"),
      resume: c("json"),
      applied_at: c("instant"),
    },
    storeBound: false,
    searchable: ["first_name", "last_name", "email", "position", "location"],
    defaultOrder: ["applied_at", "desc"],
  },
  audit_logs: {
    columns: {
      ...base,
      user_id: c("ref"),
      user_name: c("text"),
      action: c("enum"),
      target_table: c("text"),
      target_id: c("text"),
      description: c("text"),
      changes: c("json"),
      ip_address: c("text"),
      user_agent: c("text"),
    },
    storeBound: false,
    searchable: ["user_name", "action", "target_table", "description", "ip_address", "user_id"],
    defaultOrder: ["created_at", "desc"],
  },
  reports: {
    columns: {
      ...base,
      name: c("text"),
      type: c("enum"),
      description: c("text"),
      status: c("enum"),
      config: c("json"),
      created_by: system("ref"),
    },
    storeBound: false,
    searchable: ["name", "type", "description"],
    defaultOrder: ["created_at", "desc"],
  },
} as const satisfies Record<string, TableDef>;

export type TableName = keyof typeof TABLES;
export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

export function isTableName(value: string): value is TableName {
  return Object.hasOwn(TABLES, value);
}

export function tableDef(table: TableName): TableDef {
  return TABLES[table];
}
