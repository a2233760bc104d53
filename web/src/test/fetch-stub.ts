import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/** Before each test: `fetch` answers through `reply` (after `setup`); after each: unmount and restore. */
export function stubFetchEach(
  reply: (url: string, init?: RequestInit) => Response | Promise<Response>,
  setup?: () => void,
) {
  beforeEach(() => {
    setup?.();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => reply(String(input), init)),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
