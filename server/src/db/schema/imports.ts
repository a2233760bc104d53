import type { Nullable, WithDefault } from "./columns.ts";

/** One run of an import (migration 043): its counts move with each batch it commits. */
export interface ImportJobsTable {
  id: string;
  created_at: string;
  updated_at: string;
  table_name: string;
  user_id: string;
  file_name: string;
  format: string;
  /** The language its refusals are written in (the starter's). */
  language: string;
  /** running, done or failed. */
  status: string;
  /** Data rows, once counted. */
  total: Nullable<number>;
  processed: WithDefault<number>;
  imported: WithDefault<number>;
  refused: WithDefault<number>;
  message: Nullable<string>;
  /** The refused rows file's stored name (area `imports`), while it is kept. */
  refused_file: Nullable<string>;
  finished_at: Nullable<string>;
}

/** The mapping last used for a table and a file layout (migration 043); `headers` and `mapping` are JSON. */
export interface ImportMappingsTable {
  table_name: string;
  layout: string;
  headers: string;
  mapping: string;
  updated_by: Nullable<string>;
  updated_at: string;
}
