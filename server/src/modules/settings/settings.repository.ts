/** The settings documents are read and written through settings-store.ts (one cached reader). */
export { invalidateSettings, readSetting, writeSetting } from "./settings-store.ts";
