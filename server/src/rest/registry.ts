import type { TableName } from "@storeops/domain";
import type { TableModule } from "./table-module.ts";

/**
 * The table modules of the generic front, handed over by the app at start-up
 * (`modules/table-modules.ts`): modules build on rest/, so rest/ never imports them.
 */
let registered: Readonly<Record<TableName, TableModule>> | undefined;

export function registerTableModules(modules: { readonly [T in TableName]: TableModule<T> }): void {
  registered = modules as Readonly<Record<TableName, TableModule>>;
}

export function tableModule(table: TableName): TableModule {
  if (!registered) throw new Error("Table modules are not registered: build the app with buildApp().");
  return registered[table];
}
