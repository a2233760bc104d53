import { localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { isApiError } from "../lib/api.ts";
import { SESSION_QUERY_KEY, SessionProvider } from "../lib/session.tsx";
import { cssVariablesResolver, theme } from "../lib/theme.ts";

const colorSchemeManager = localStorageColorSchemeManager({ key: "mantine-color-scheme-value" });

function makeQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // An expired or revoked session anywhere means the user is signed out (spec 1 §8).
        if (isApiError(error, 401) && query.queryKey[0] !== SESSION_QUERY_KEY[0]) {
          client.setQueryData(SESSION_QUERY_KEY, null);
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !isApiError(error) && count < 2,
        // Run even while the browser is offline: the API client answers a GET from the answers
        // kept on this device (lib/offline/answer-cache.ts), so the app opens without a connection.
        networkMode: "offlineFirst",
      },
    },
  });
  return client;
}

/** The app's one query client (main.tsx prefetches the page being opened with it). */
export const queryClient = makeQueryClient();

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      colorSchemeManager={colorSchemeManager}
    >
      <QueryClientProvider client={queryClient}>
        {/* Toasts and dialogs come with the signed-in app (SignedInProviders, under RequireAuth). */}
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
