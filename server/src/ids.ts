import { v7 } from "uuid";

/** Time-ordered UUID v7: index-friendly and unique across processes. */
export function newId(): string {
  return v7();
}

export function nowIso(): string {
  return new Date().toISOString();
}
