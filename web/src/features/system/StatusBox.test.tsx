// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { StatusBox } from "./StatusBox.tsx";

const health = {
  status: "ok",
  database: "sqlite",
  uptime_seconds: 3720,
  server_time: "2026-01-01T00:00:00Z",
};

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () => new Response(JSON.stringify(health), { headers: { "Content-Type": "application/json" } }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("StatusBox (the admin dashboard's server status)", () => {
  it("shows the real server status from /api/health", async () => {
    renderWithProviders(<StatusBox />);
    expect(await screen.findByText("System Status: Online")).toBeTruthy();
    expect(screen.getByTestId("status-box").textContent).toContain("Database sqlite · up 1h 2m");
    expect(screen.getByTestId("status-box").textContent).not.toContain("Just now");
  });
});
