// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { MobileTabBar } from "./MobileTabBar.tsx";

afterEach(cleanup);

describe("MobileTabBar", () => {
  const tabs = ["Dashboard", "Income", "Expenses", "Purchases"];
  it.each([
    ["admin", [...tabs, "Reports"]],
    ["ceo", [...tabs, "Reports"]],
    ["accounting", [...tabs, "Reports"]],
    ["store_manager", tabs],
    // Staff clock in at the counter: Time in Purchases' place.
    ["staff", ["Dashboard", "Income", "Expenses", "Time"]],
  ] as const)("shows %s the tabs %j", (role, expected) => {
    renderWithProviders(<MobileTabBar userRole={role} />);
    expect(screen.getAllByTestId("tab-link").map((el) => el.textContent)).toEqual(expected);
  });
});
