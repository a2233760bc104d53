import { canOpen } from "@storeops/domain";
import { lazy, Suspense, useDeferredValue, useMemo } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageLoader } from "../components/PageLoader.tsx";
import { useSavedLanguage } from "../features/auth/useSavedLanguage.ts";
import type { SessionUser } from "../lib/auth.api.ts";
import type { LoginState } from "../lib/session.tsx";
import { useSession } from "../lib/session.tsx";
import { DisplayPrefsProvider } from "./DisplayPrefsProvider.tsx";
import { SignedInProviders } from "./SignedInProviders.tsx";

// Once per account at most: their forms (and the form library) load only when shown.
const FirstSignInPage = lazy(() =>
  import("../features/auth/FirstSignInPage.tsx").then((module) => ({ default: module.FirstSignInPage })),
);
const TwoFactorRequiredPage = lazy(() =>
  import("../features/auth/TwoFactorRequiredPage.tsx").then((module) => ({
    default: module.TwoFactorRequiredPage,
  })),
);

/**
 * The user's saved language, applied as the back office loads: a component of its own, so that its
 * query's progress renders nothing but it (not the guard, the layout and the page each time).
 */
function SavedLanguage() {
  useSavedLanguage(true);
  return null;
}

const STILL_LOADING: { user: SessionUser | null; loading: boolean } = { user: null, loading: true };

/** Spec 1 §2.1 route guard, read from the domain route table; its own chunk, loaded once signed in. */
export default function RequireAuth() {
  // The app behind the guard renders in a transition, after a first render of the loader: React
  // yields to the browser between components instead of holding it for the whole layout and page
  // at once (the session's answer arrives as a synchronous update).
  const session = useSession();
  const shown = useMemo(
    () => ({ user: session.user, loading: session.loading }),
    [session.user, session.loading],
  );
  const deferred = useDeferredValue(shown, STILL_LOADING);
  // Signing out is never deferred: the screens behind the guard read the session's user themselves
  // (useUser), and one more render of them with the deferred user would find none.
  const { user, loading } = session.user === null ? shown : deferred;
  const location = useLocation();
  // The server answers nothing else until a one-time password is replaced, or until two-factor
  // sign-in is set up when the organisation requires it.
  const blocked = user !== null && (user.must_change_password || user.two_factor_required === true);

  if (loading) return <PageLoader />;
  if (!user) {
    // A page to come back to after signing in, unless the person signed out themselves.
    const state: LoginState | null = session.signedOut
      ? null
      : { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  if (!blocked && !canOpen(user.role, location.pathname)) {
    return <Navigate to="/dashboard" replace />;
  }
  return (
    <SignedInProviders>
      {user.must_change_password ? (
        <Suspense fallback={<PageLoader />}>
          <FirstSignInPage />
        </Suspense>
      ) : user.two_factor_required ? (
        <Suspense fallback={<PageLoader />}>
          <TwoFactorRequiredPage />
        </Suspense>
      ) : (
        <DisplayPrefsProvider>
          <SavedLanguage />
          <Outlet />
        </DisplayPrefsProvider>
      )}
    </SignedInProviders>
  );
}
