// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { type UserActions, UserRowActions } from "./UserRowActions.tsx";
import type { User } from "./users.api.ts";

const user = (totp_enabled: boolean) =>
  ({
    id: "u1",
    name: "Ada Clerk",
    email: "ada@example.com",
    role: "accounting",
    status: "active",
    totp_enabled,
  }) as User;

const actions = (): UserActions => ({
  profile: vi.fn(),
  edit: vi.fn(),
  reset: vi.fn(),
  resetTwoFactor: vi.fn(),
  toggle: vi.fn(),
  remove: vi.fn(),
});

afterEach(cleanup);

describe("the users screen's Reset two-factor action", () => {
  it("is offered only for an account with two-factor sign-in on, and asks the page to confirm it", () => {
    const handlers = actions();
    renderWithProviders(<UserRowActions user={user(true)} actions={handlers} />);
    fireEvent.click(screen.getByRole("button", { name: "Reset two-factor: Ada Clerk" }));
    expect(handlers.resetTwoFactor).toHaveBeenCalledWith(expect.objectContaining({ id: "u1" }));
    cleanup();
    renderWithProviders(<UserRowActions user={user(false)} actions={actions()} />);
    expect(screen.queryByRole("button", { name: "Reset two-factor: Ada Clerk" })).toBeNull();
    expect(screen.getByRole("button", { name: "Reset Password: Ada Clerk" })).toBeTruthy();
  });
});
