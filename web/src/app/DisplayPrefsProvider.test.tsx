// @vitest-environment happy-dom
import { DEFAULT_DISPLAY_PREFS } from "@storeops/domain";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatBusinessDate, formatInstant, formatTimeOfDay, setDisplayPrefs } from "../lib/format.ts";
import { stubFetchEach } from "../test/fetch-stub.ts";
import { renderWithProviders } from "../test/render.tsx";
import { sessionUser } from "../test/session-user.ts";
import { DisplayPrefsProvider } from "./DisplayPrefsProvider.tsx";

vi.mock("../lib/session.tsx", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../lib/session.tsx")>()),
  useUser: () => sessionUser(),
}));

let general: Record<string, string> = {};
stubFetchEach(
  (url) =>
    url.endsWith("/api/settings")
      ? Response.json({ general })
      : new Response(JSON.stringify({ message: "not here" }), { status: 404 }),
  () => localStorage.clear(),
);
afterEach(() => setDisplayPrefs(DEFAULT_DISPLAY_PREFS));

function Shown() {
  return (
    <p data-testid="shown">
      {formatBusinessDate("2026-11-19")} · {formatTimeOfDay("20:35")} ·{" "}
      {formatInstant("2026-11-20T04:35:00Z")}
    </p>
  );
}

describe("DisplayPrefsProvider", () => {
  it("renders the screens in the person's saved formats and zone once their settings arrive", async () => {
    general = { date_format: "DD/MM/YYYY", time_format: "24h", timezone: "PST", currency: "USD" };
    renderWithProviders(
      <DisplayPrefsProvider>
        <Shown />
      </DisplayPrefsProvider>,
    );
    expect(await screen.findByText("19/11/2026 · 20:35 · 19/11/2026 20:35")).toBeTruthy();
    // Kept for the next visit, so the screens open in them before the settings arrive.
    expect(localStorage.getItem("storeops-display-prefs")).toContain("DD/MM/YYYY");
  });

  it("falls back to the defaults for what the settings leave out", async () => {
    general = { time_format: "12h" };
    renderWithProviders(
      <DisplayPrefsProvider>
        <Shown />
      </DisplayPrefsProvider>,
    );
    expect(await screen.findByText("11/19/2026 · 8:35 PM · 11/20/2026 4:35 AM")).toBeTruthy();
  });
});
