import type { Nullable, WithDefault } from "./columns.ts";

export interface CareersTable {
  id: string;
  created_at: string;
  updated_at: string;
  job_title: string;
  department: Nullable<string>;
  location: Nullable<string>;
  employment_type: WithDefault<string>;
  experience_level: WithDefault<string>;
  salary_min: Nullable<number>;
  salary_max: Nullable<number>;
  salary: Nullable<string>;
  description: Nullable<string>;
  requirements: Nullable<string>;
  status: WithDefault<string>;
  posted_date: Nullable<string>;
  created_by: Nullable<string>;
}

export interface CareerApplicationsTable {
  id: string;
  created_at: string;
  updated_at: string;
  career_id: Nullable<string>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  position: Nullable<string>;
  location: Nullable<string>;
  cover_letter: Nullable<string>;
  resume: Nullable<string>;
  applied_at: string;
  status: WithDefault<string>;
  notes: Nullable<string>;
  staff_id: Nullable<string>;
  ip_address: Nullable<string>;
}

export interface AuditLogsTable {
  id: string;
  created_at: string;
  updated_at: string;
  user_id: Nullable<string>;
  user_name: Nullable<string>;
  action: string;
  target_table: Nullable<string>;
  target_id: Nullable<string>;
  description: Nullable<string>;
  changes: Nullable<string>;
  ip_address: Nullable<string>;
  user_agent: Nullable<string>;
  /** The hash chain (migration 012): position, the previous entry's hash, this entry's hash. */
  seq: Nullable<number>;
  prev_hash: Nullable<string>;
  hash: Nullable<string>;
}

/** The audit chain's head: one row (id 1), locked by every append (migration 012). */
export interface AuditChainTable {
  id: number;
  seq: number;
  hash: string;
  last_id: string | null;
  /** The key the chain is signed with, where keyed chaining begins, that position signed (migration 025). */
  key_id: string | null;
  keyed_from_seq: number | null;
  keyed_mac: string | null;
}

export interface ReportsTable {
  id: string;
  created_at: string;
  updated_at: string;
  name: string;
  type: WithDefault<string>;
  description: Nullable<string>;
  status: WithDefault<string>;
  config: Nullable<string>;
  created_by: Nullable<string>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  current_store_id: Nullable<string>;
  remember: WithDefault<number>;
  ip_address: Nullable<string>;
  user_agent: Nullable<string>;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: Nullable<string>;
}

/** One notice for one user's bell (migration 014): today, login alerts. */
export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: string;
  title: string;
  body: string;
  created_at: string;
  read_at: Nullable<string>;
}

/** One API client session's rate-limit window (migration 015). */
/** A write's first answer, kept for its Idempotency-Key (migration 034, plugins/idempotency.ts). */
export interface IdempotencyKeysTable {
  id: string;
  owner: string;
  idem_key: string;
  method: string;
  path: string;
  request_hash: string | null;
  /** Null while the first request is still running. */
  status_code: number | null;
  content_type: string | null;
  response: string | null;
  created_at: string;
  claimed_at: string;
}

export interface ApiRateWindowsTable {
  session_id: string;
  window_start: string;
  count: number;
}

export interface LoginAttemptsTable {
  id: string;
  email: string;
  ip_address: string;
  created_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: Nullable<string>;
}

export interface TempFilesTable {
  name: string;
  original_name: string;
  mime_type: string;
  size: number;
  target_table: string;
  uploaded_by: string;
  created_at: string;
  /** The file's SHA-256 (hex), computed while it was received. */
  sha256: Nullable<string>;
}
