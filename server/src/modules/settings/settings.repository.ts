/** The settings documents are read and written through auth/settings-store.ts (one cached reader). */
export { deepMerge, invalidateSettings, readSetting, writeSetting } from "./settings-store.ts";
