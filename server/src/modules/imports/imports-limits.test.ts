import { IMPORT_MAX_ROWS, importStopped, MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { newId } from "../../ids.ts";
import { finishedJob, importAndWait, sendImport } from "./import-test-helpers.ts";
import { removeExpiredRefusedFiles } from "./imports.plugin.ts";

// What an import refuses whole (docs/decisions.md, Imports): the file, its size and shape, the mapping.
const t = useTestApp();
const admin = useSignIn(t, "admin");
const accounting = useSignIn(t, "accounting");

const HEADER = "name,contact_person,email,phone,address";
const row = (n: number) => `Limit Vendor ${n},C ${n},l${n}@limits.example.com,555,${n} Limit St`;
const MAPPING = ["name", "contact_person", "email", "phone", "address"];
const preview = (bytes: Buffer | string, name = "f.csv", mapping?: (string | null)[] | string) =>
  sendImport(t, admin.token, "/api/imports/vendors/preview", { name, bytes }, mapping);

function expectRefused(
  response: { statusCode: number; json(): { message: string } },
  status: number,
  message: string,
) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect(response.json().message).toBe(message);
}

describe("the file", () => {
  it("must be there, not be empty, and name its columns", async () => {
    expectRefused(await preview(""), 400, MSG.importFileEmpty);
    expectRefused(await preview(`${HEADER}\n\n,,,\n`), 400, MSG.importFileEmpty);
    expectRefused(await preview(",,\nx,y"), 400, MSG.importNoHeader);
    expectRefused(
      await sendImport(t, admin.token, "/api/imports/vendors/preview", null, []),
      400,
      MSG.importFileMissing,
    );
    const json = await client(t.app, admin.token).post("/api/imports/vendors/preview", { file: "a,b" });
    expectRefused(json, 400, MSG.importFileMissing);
  });

  it("is CSV or XLSX by its bytes, whatever its name", async () => {
    expectRefused(await preview(Buffer.from("%PDF-1.4\n%%EOF\n"), "vendors.csv"), 415, MSG.importFileType);
    expectRefused(
      await preview(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
      415,
      MSG.importFileType,
    );
    expectRefused(await preview(Buffer.from([0x61, 0x00, 0x62]), "nul.csv"), 415, MSG.importFileType);
    expectRefused(
      await preview(Buffer.from("PK\x03\x04 not really a workbook", "latin1"), "v.xlsx"),
      400,
      MSG.importFileUnreadable,
    );
    // A CSV saved by older Excel (Windows Latin-1), separated by semicolons.
    const latin1 = Buffer.from(`${HEADER.replaceAll(",", ";")}\nCafé Noël;Zoë;z@c.com;1;2\n`, "latin1");
    const read = await preview(latin1, "semicolons.csv");
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ examples: ["Café Noël", "Zoë", "z@c.com", "1", "2"], valid: 1 });
  });

  it("holds at most 100 columns and 100,000 rows", async () => {
    const wide = `${Array.from({ length: 101 }, (_, n) => `c${n}`).join(",")}\n${"x,".repeat(100)}x`;
    expectRefused(await preview(wide), 400, MSG.importTooManyColumns);
    const lines = [HEADER];
    for (let n = 0; n <= IMPORT_MAX_ROWS; n++) lines.push(row(n));
    const tooMany = lines.join("\n");
    expectRefused(await preview(tooMany), 400, MSG.importTooManyRows);
    // A run counts the rows before it stores any: nothing of such a file is imported.
    const started = await sendImport(
      t,
      admin.token,
      "/api/imports/vendors",
      { name: "big.csv", bytes: tooMany },
      MAPPING,
    );
    expect(started.statusCode, started.body).toBe(202);
    const job = await finishedJob(t, admin.token, started.json().id);
    expect(job).toMatchObject({
      status: "failed",
      message: MSG.importTooManyRows,
      imported: 0,
      processed: 0,
    });
    const stored = await t.database.db
      .selectFrom("vendors")
      .select("id")
      .where("name", "like", "Limit Vendor %")
      .execute();
    expect(stored).toEqual([]);
  }, 120_000);

  it("is at most 20 MB, refused before it is read", async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, "a");
    expectRefused(await preview(big), 413, MSG.importFileTooLarge);
  });
});

describe("the mapping", () => {
  const file = `${HEADER}\n${row(1)}`;

  it("has one entry per column, known fields, each once", async () => {
    for (const mapping of [
      ["name"],
      ["name", "contact_person", "email", "phone", "size"],
      ["name", "name", "email", "phone", "address"],
    ]) {
      expectRefused(await preview(file, "f.csv", mapping), 400, MSG.importMappingInvalid);
    }
    expectRefused(await preview(file, "f.csv", "{oops"), 400, MSG.importMappingInvalid);
    const start = await sendImport(t, admin.token, "/api/imports/vendors", { name: "f.csv", bytes: file });
    expectRefused(start, 400, MSG.importMappingInvalid);
  });

  it("fills every required field before a run starts", async () => {
    const response = await sendImport(
      t,
      admin.token,
      "/api/imports/vendors",
      { name: "f.csv", bytes: file },
      ["name", null, "email", null, "address"],
    );
    expectRefused(response, 400, MSG.importFieldsMissing);
    expect(response.json()).toMatchObject({ details: { missing: ["contact_person", "phone"] } });
  });
});

describe("runs", () => {
  it("one at a time per person", async () => {
    const lines = [HEADER];
    for (let n = 0; n < 20_000; n++) lines.push(row(n));
    const first = await sendImport(
      t,
      admin.token,
      "/api/imports/vendors",
      { name: "a.csv", bytes: lines.join("\n") },
      MAPPING,
    );
    expect(first.statusCode).toBe(202);
    const second = await sendImport(
      t,
      admin.token,
      "/api/imports/vendors",
      { name: "b.csv", bytes: `${HEADER}\n${row(1)}` },
      MAPPING,
    );
    expectRefused(second, 429, MSG.importRunning);
    // Another person is not held up.
    const other = await importAndWait(
      t,
      accounting.token,
      "budgets",
      { name: "b.csv", bytes: "store,month,line,amount\n" + "X,2030-01,revenue,1" },
      ["store", "month", "line", "amount"],
    );
    expect(other.status).toBe("done");
    expect((await finishedJob(t, admin.token, first.json().id)).imported).toBe(20_000);
  }, 120_000);

  it("a run its process left behind ends failed, with its IMPORT entry", async () => {
    const id = newId();
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    await t.database.db
      .insertInto("import_jobs")
      .values({
        id,
        created_at: hourAgo,
        updated_at: hourAgo,
        table_name: "vendors",
        user_id: admin.user.id,
        file_name: "left.csv",
        format: "csv",
        language: "en",
        status: "running",
        total: 10,
        processed: 4,
        imported: 3,
        refused: 1,
      })
      .execute();
    const job = (await client(t.app, admin.token).get(`/api/imports/jobs/${id}`)).json();
    expect(job).toMatchObject({ status: "failed", message: importStopped(3), imported: 3 });
    const entry = await t.database.db
      .selectFrom("audit_logs")
      .select(["action", "description", "user_id"])
      .where("target_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: "IMPORT", user_id: admin.user.id });
    expect(entry.description).toBe(
      "Imported 3 of 4 rows of left.csv into vendors, 1 refused (stopped before its end)",
    );
  });

  it("keeps a refused rows file seven days", async () => {
    const job = await importAndWait(
      t,
      admin.token,
      "vendors",
      { name: "r.csv", bytes: `${HEADER}\nNo Email,C,,1,2` },
      MAPPING,
    );
    expect(job.refused_file).toBe(true);
    expect(await removeExpiredRefusedFiles(t.app, t.files, Date.now())).toBe(0);
    expect(
      await removeExpiredRefusedFiles(t.app, t.files, Date.now() + 8 * 86_400_000),
    ).toBeGreaterThanOrEqual(1);
    const gone = await client(t.app, admin.token).get(`/api/imports/jobs/${job.id}/refused`);
    expectRefused(gone, 404, MSG.importRefusedGone);
    expect((await client(t.app, admin.token).get(`/api/imports/jobs/${job.id}`)).json().refused_file).toBe(
      false,
    );
  });
});
