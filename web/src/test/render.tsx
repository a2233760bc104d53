import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import i18n from "../i18n/index.ts";
import { signedInEnglish } from "../i18n/signed-in-resources.ts";
import { theme } from "../lib/theme.ts";

i18n.addResourceBundle("en", "translation", signedInEnglish, true, true);

/** Renders a component with the app's providers, at a given URL. */
export function renderWithProviders(ui: ReactElement, { url = "/" }: { url?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={client}>{ui}</QueryClientProvider>
      </MantineProvider>
    </MemoryRouter>,
  );
}
