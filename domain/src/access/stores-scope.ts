import type { Role } from "./roles.ts";

export interface ScopeSubject {
  role: Role;
  assigned_stores: readonly string[];
  managed_stores: readonly string[];
  current_store_id: string | null;
}

/** "all" or the exact list of store ids a user reaches (docs/decisions.md, Roles and the permission matrix). An empty list means none. */
export type StoreScope = "all" | readonly string[];

export function storeScope(subject: ScopeSubject): StoreScope {
  switch (subject.role) {
    case "admin":
    case "ceo":
      return "all";
    case "accounting":
      return subject.assigned_stores;
    case "store_manager":
      return subject.managed_stores;
    case "staff":
      return subject.current_store_id && subject.assigned_stores.includes(subject.current_store_id)
        ? [subject.current_store_id]
        : [];
  }
}

export function reachesStore(scope: StoreScope, storeId: string | null | undefined): boolean {
  if (scope === "all") return true;
  return storeId != null && scope.includes(storeId);
}

/** Stores a user may pick as current store: staff their assigned stores, managers their managed stores. */
export function selectableStores(subject: Omit<ScopeSubject, "current_store_id">): StoreScope {
  switch (subject.role) {
    case "admin":
    case "ceo":
      return "all";
    case "accounting":
    case "staff":
      return subject.assigned_stores;
    case "store_manager":
      return subject.managed_stores;
  }
}
