import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import {
  fetchSessionUser,
  type SessionUser,
  type SignInInput,
  signIn as signInRequest,
  signOut as signOutRequest,
  switchStore as switchStoreRequest,
} from "./auth.api.ts";
import { forgetAnswers } from "./offline/answer-cache.ts";
import { rememberSession, shouldRestoreSession } from "./session-hint.ts";

export const SESSION_QUERY_KEY = ["session"] as const;
/** The signed-in person's settings (GET /api/settings): the screens' display formats read them. */
export const SETTINGS_QUERY_KEY = ["settings"] as const;

interface SessionValue {
  user: SessionUser | null;
  /** True until the first answer of GET /api/auth/v1/user (never on a public page without a session). */
  loading: boolean;
  signIn: (input: SignInInput) => Promise<SessionUser>;
  signOut: () => Promise<void>;
  /** The person signed out here (not a lost or expired session): /login keeps no page to return to. */
  signedOut: boolean;
  switchStore: (storeId: string) => Promise<SessionUser>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Restores the session from the server on load; the cookie is the only credential the browser holds. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const restore = shouldRestoreSession(pathname);
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    staleTime: 5 * 60_000,
    retry: false,
    enabled: restore,
  });

  // Every way the session changes (restore, sign-in, sign-out, a 401 elsewhere) passes through here.
  useEffect(() => {
    if (query.data !== undefined) rememberSession(query.data !== null);
  }, [query.data]);

  const [signedOut, setSignedOut] = useState(false);

  const setUser = useCallback(
    (user: SessionUser | null) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
    [queryClient],
  );

  const signIn = useCallback(
    async (input: SignInInput) => {
      const user = await signInRequest(input);
      // Data cached for a previous user must never show for this one.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      await forgetAnswers();
      setSignedOut(false);
      setUser(user);
      return user;
    },
    [queryClient, setUser],
  );

  const signOut = useCallback(async () => {
    try {
      await signOutRequest();
    } finally {
      setSignedOut(true);
      setUser(null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      // The answers kept for opening offline go too: the next person on this device sees none.
      await forgetAnswers();
    }
  }, [queryClient, setUser]);

  const switchStore = useCallback(
    async (storeId: string) => {
      const user = await switchStoreRequest(storeId);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      setUser(user);
      return user;
    },
    [queryClient, setUser],
  );

  const value = useMemo<SessionValue>(
    () => ({
      // A failed restore (server unreachable) is treated as signed out.
      user: query.data ?? null,
      loading: restore && query.isPending,
      signIn,
      signOut,
      signedOut,
      switchStore,
    }),
    [query.data, query.isPending, restore, signIn, signOut, signedOut, switchStore],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error("useSession must be used inside SessionProvider");
  return value;
}

/** The signed-in user, or null when signed out or outside the session (a screen rendered alone). */
export function useOptionalUser(): SessionUser | null {
  return use(SessionContext)?.user ?? null;
}

/** The signed-in user inside guarded routes. */
export function useUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error("useUser needs a signed-in user");
  return user;
}

/** Where an unauthenticated visitor was going, kept in the /login location state. */
export interface LoginState {
  from?: string;
}
