import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "../../test/test-databases.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { AUDIT_KEY_FILE, auditKeyOf, loadAuditKey } from "./audit-key.ts";

const root = tempDir("storeops-audit-key");
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

describe("the audit key", () => {
  it("is made on first start in the data folder's key file, owner-only, and read back on the next", () => {
    const dataDir = path.join(root, "data");
    const first = loadAuditKey({ dataDir });
    const file = path.join(dataDir, AUDIT_KEY_FILE);
    expect(fs.readFileSync(file, "utf8").trim()).toMatch(/^[0-9a-f]{64}$/);
    expect([mode(dataDir), mode(file)]).toEqual(["700", "600"]);
    expect(loadAuditKey({ dataDir }).id).toBe(first.id);
    // No temporary file is left behind.
    expect(fs.readdirSync(dataDir)).toEqual([AUDIT_KEY_FILE]);
  });

  it("comes from AUDIT_KEY when given (no file is made), which must be long enough", () => {
    const dataDir = path.join(root, "given");
    const text = "a-key-of-forty-characters-0123456789abcd";
    const config = loadConfig({ AUDIT_KEY: text, DATA_DIR: dataDir });
    expect(loadAuditKey(config).id).toBe(auditKeyOf(text).id);
    expect(fs.existsSync(path.join(dataDir, AUDIT_KEY_FILE))).toBe(false);
    expect(() => loadConfig({ AUDIT_KEY: "short" })).toThrow(ConfigError);
  });

  it("refuses a key file that holds no key rather than starting a new chain silently", () => {
    const dataDir = path.join(root, "emptied");
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, AUDIT_KEY_FILE), "\n");
    expect(() => loadAuditKey({ dataDir })).toThrow(/holds no audit key/);
  });
});
