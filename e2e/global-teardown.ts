import fs from "node:fs";

/** Removes the run's database directory (see playwright.config.ts). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes(".data-")) fs.rmSync(dir, { recursive: true, force: true });
}
