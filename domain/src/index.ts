/** The domain package: rules and data shared by server and web, with no I/O. */

export * from "./auth/responses.ts";
export * from "./dashboard/response.ts";
export * from "./formulas.ts";
export * from "./limits.ts";
export * from "./messages.ts";
export * from "./money.ts";
export * from "./permissions.ts";
export * from "./roles.ts";
export * from "./routes.ts";
export * from "./schemas/index.ts";
export * from "./search/schema.ts";
export * from "./shared/counting.ts";
export * from "./stores-scope.ts";
export * from "./tables.ts";
