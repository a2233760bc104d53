export * from "./allowed-actions.ts";
export * from "./row-access.ts";
export * from "./status-actions.ts";
