// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { MobileTabBar } from "./MobileTabBar.tsx";

afterEach(cleanup);

describe("MobileTabBar", () => {
  it.each(["admin", "ceo", "accounting"] as const)("shows Reports for %s", (role) => {
    renderWithProviders(<MobileTabBar userRole={role} />);
    expect(screen.getAllByTestId("tab-link").map((el) => el.textContent)).toEqual([
      "Dashboard",
      "Income",
      "Expenses",
      "Purchases",
      "Reports",
    ]);
  });

  it.each(["store_manager", "staff"] as const)("hides Reports for %s", (role) => {
    renderWithProviders(<MobileTabBar userRole={role} />);
    expect(screen.getAllByTestId("tab-link").map((el) => el.textContent)).toEqual([
      "Dashboard",
      "Income",
      "Expenses",
      "Purchases",
    ]);
  });
});
