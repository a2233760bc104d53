import { accessFor, can, cannotDeleteStatus, cannotEditStatus, type Role } from "@storeops/domain";
import type { TransactionTable } from "./records.api.ts";

interface Actor {
  id: string;
  role: Role;
}

interface RecordFacts {
  status: string;
  created_by?: string | null;
}

/** 'New Purchase' / 'Submit New Expense': admin and staff (PRODUCT.md permission matrix). */
export function canCreate(role: Role, table: TransactionTable): boolean {
  return can(role, table, "create");
}

/** Edit and Delete are offered to admin, and to staff on records they created. */
export function offersWrite(actor: Actor, table: TransactionTable, record: RecordFacts): boolean {
  const access = accessFor(actor.role, table, "update");
  if (access === "all") return true;
  return access === "own_pending" && record.created_by === actor.id;
}

/** The spec's refusal when staff try to edit a record that is no longer pending, else null. */
export function editRefusal(actor: Actor, table: TransactionTable, record: RecordFacts): string | null {
  if (accessFor(actor.role, table, "update") !== "own_pending" || record.status === "pending") return null;
  return cannotEditStatus(table, record.status);
}

export function deleteRefusal(actor: Actor, table: TransactionTable, record: RecordFacts): string | null {
  if (accessFor(actor.role, table, "delete") !== "own_pending" || record.status === "pending") return null;
  return cannotDeleteStatus(table, record.status);
}

/** Approve and Reject: admin, accounting and store managers, on pending records only. */
export function canReview(role: Role, table: TransactionTable, record: RecordFacts): boolean {
  const access = accessFor(role, table, "update");
  return record.status === "pending" && (access === "all" || access === "review");
}

/** 'Mark as Paid': admin and accounting record the payment of an approved purchase. */
export function canMarkPaid(role: Role, record: RecordFacts): boolean {
  return record.status === "approved" && (role === "admin" || role === "accounting");
}
