// @vitest-environment happy-dom
import { AppShell } from "@mantine/core";
import { menuFor, ROLES } from "@storeops/domain";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { english } from "../../i18n/all-resources.ts";
import type { SessionUser } from "../../lib/auth.api.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { sessionUser } from "../../test/session-user.ts";
import { Sidebar } from "./Sidebar.tsx";

/** Sidebar sections live inside the AppShell navbar. */
function renderSidebar(user: SessionUser) {
  return renderWithProviders(
    <AppShell navbar={{ width: 256, breakpoint: "sm" }}>
      <AppShell.Navbar>
        <Sidebar user={user} collapsed={false} isMobile={false} onSignOut={() => {}} />
      </AppShell.Navbar>
    </AppShell>,
  );
}

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

const base = sessionUser();

const label = (key: string) => (english.nav as Record<string, string>)[key.replace("nav.", "")];

describe("Sidebar", () => {
  it.each(ROLES)("lists exactly the routes %s may open", (role) => {
    renderSidebar({ ...base, role });
    const links = screen.getAllByTestId("nav-link");
    expect(links.map((el) => el.getAttribute("data-path"))).toEqual(menuFor(role).map((r) => r.path));
    expect(links.map((el) => el.textContent)).toEqual(menuFor(role).map((r) => label(r.label)));
  });

  it("shows the current store, the user's name and role", () => {
    renderSidebar({
      ...base,
      role: "staff",
      current_store: { id: "s1", code: "CS-01", name: "Main Street Coffee" },
    });
    expect(screen.getByTestId("current-store").textContent).toContain("Main Street Coffee");
    expect(screen.getByTestId("sidebar-user").textContent).toContain("Sam Someone");
    expect(screen.getByTestId("sidebar-user").textContent).toContain("Staff");
  });

  it.each(ROLES)("shows %s no server status and no database engine", async (role) => {
    renderSidebar({ ...base, role });
    await screen.findAllByTestId("nav-link");
    expect(screen.queryByTestId("status-box")).toBeNull();
    expect(document.body.textContent).not.toMatch(/sqlite|postgres|database/i);
  });
});
