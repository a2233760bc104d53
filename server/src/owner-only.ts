import fs from "node:fs";

/** Folders the server makes for data, backups and files: readable by the owner only. */
export const OWNER_ONLY_DIR = 0o700;
/** Files it writes there (the database, backups, stored files, the audit key and anchor). */
export const OWNER_ONLY_FILE = 0o600;

/**
 * Makes the folder (and any missing parent) owner-only, and narrows an existing one: a data folder
 * made by an earlier version with the default mode is closed on the next start. A folder that is
 * not ours to change (a mounted volume's root) is left as it is.
 */
export function ownerOnlyDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  try {
    fs.chmodSync(dir, OWNER_ONLY_DIR);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
  }
}

/** Writes a file only its owner can read, narrowing it when it existed already. */
export function ownerOnlyFile(file: string, content: string | Buffer, flag = "w"): void {
  fs.writeFileSync(file, content, { mode: OWNER_ONLY_FILE, flag });
  fs.chmodSync(file, OWNER_ONLY_FILE);
}

/** Makes the file if it is missing, owner-only, and narrows it (and its SQLite companions) if it exists. */
export function ownerOnlyExisting(file: string): void {
  fs.closeSync(fs.openSync(file, "a", OWNER_ONLY_FILE));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(name, OWNER_ONLY_FILE);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "ENOENT" && code !== "EPERM") throw error;
    }
  }
}
