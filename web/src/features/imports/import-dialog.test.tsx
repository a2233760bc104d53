// @vitest-environment happy-dom
import type { TImportJob, TImportPreview } from "@storeops/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetchEach } from "../../test/fetch-stub.ts";
import { renderWithProviders } from "../../test/render.tsx";
import ImportDialog from "./ImportDialog.tsx";

const PREVIEW: TImportPreview = {
  table: "vendors",
  file_name: "vendors.csv",
  format: "csv",
  headers: ["Vendor name", "Contact", "E-mail", "Phone", "Address", "Shoe size"],
  examples: ["Acme", "Ann", "ann@example.com", "555", "1 Main St", "9"],
  mapping: ["name", "contact_person", "email", "phone", "address", null],
  remembered: true,
  missing: [],
  rows: 4,
  valid: 3,
  refused: 1,
  problems: [{ row: 3, field: "email", message: "Please enter a valid email address." }],
  problems_total: 1,
};

const job = (status: TImportJob["status"]): TImportJob => ({
  id: "j1",
  table: "vendors",
  file_name: "vendors.csv",
  status,
  total: 4,
  processed: status === "running" ? 2 : 4,
  imported: status === "running" ? 2 : 3,
  refused: status === "running" ? 0 : 1,
  message: null,
  refused_file: status !== "running",
  created_at: "2026-11-28T10:00:00.000Z",
  finished_at: status === "running" ? null : "2026-11-28T10:00:02.000Z",
});

let preview: TImportPreview = PREVIEW;
const calls: string[] = [];
let polls = 0;
stubFetchEach(
  (url) => {
    calls.push(url);
    if (url.endsWith("/preview")) return Response.json(preview);
    if (url === "/api/imports/vendors") return Response.json(job("running"), { status: 202 });
    polls++;
    return Response.json(job(polls === 1 ? "running" : "done"));
  },
  () => {
    preview = PREVIEW;
    calls.length = 0;
    polls = 0;
  },
);

function chooseFile() {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File(["Vendor name\nAcme"], "vendors.csv", { type: "text/csv" });
  fireEvent.change(input, { target: { files: [file] } });
}

describe("the import dialog", () => {
  it("checks the chosen file at once: its columns, the counts and each problem", async () => {
    renderWithProviders(<ImportDialog table="vendors" onClose={() => {}} />);
    chooseFile();
    expect((await screen.findByTestId("import-summary")).textContent).toBe(
      "4 rows: 3 ready to import, 1 with problems.",
    );
    expect(screen.getByText("Columns matched as last time for files laid out like this one.")).toBeTruthy();
    expect(screen.getByTestId("import-problem").textContent).toBe(
      "Row 3 · Email: Please enter a valid email address.",
    );
    expect(document.querySelectorAll('input[data-testid^="import-column-"]')).toHaveLength(6);
    expect(screen.getByTestId("import-start").textContent).toBe("Import 3 rows");
    expect(screen.getByTestId("import-start").hasAttribute("disabled")).toBe(false);
  });

  it("asks for a column for each required field before importing", async () => {
    preview = {
      ...PREVIEW,
      missing: ["email", "address"],
      mapping: ["name", "contact_person", null, "phone", null, null],
    };
    renderWithProviders(<ImportDialog table="vendors" onClose={() => {}} />);
    chooseFile();
    expect((await screen.findByTestId("import-missing")).textContent).toBe(
      "Choose a column for: Email, Address",
    );
    expect(screen.getByTestId("import-start").hasAttribute("disabled")).toBe(true);
  });

  it("follows the run to its end and offers the refused rows", async () => {
    renderWithProviders(<ImportDialog table="vendors" onClose={() => {}} />);
    chooseFile();
    fireEvent.click(await screen.findByTestId("import-start"));
    expect((await screen.findByTestId("import-progress")).textContent).toContain("2 of 4 rows");
    await waitFor(
      () => expect(screen.getByTestId("import-counts").textContent).toBe("3 imported, 1 refused."),
      {
        timeout: 3000,
      },
    );
    expect(screen.getByTestId("import-download-refused").getAttribute("href")).toBe(
      "/api/imports/jobs/j1/refused",
    );
    expect(calls).toContain("/api/imports/vendors");
  });
});
