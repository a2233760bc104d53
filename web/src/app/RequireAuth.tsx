import { canOpen } from "@storeops/domain";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageLoader } from "../components/PageLoader.tsx";
import { FirstSignInPage } from "../features/auth/FirstSignInPage.tsx";
import { TwoFactorRequiredPage } from "../features/auth/TwoFactorRequiredPage.tsx";
import { useSavedLanguage } from "../features/auth/useSavedLanguage.ts";
import type { LoginState } from "../lib/session.tsx";
import { useSession } from "../lib/session.tsx";
import { DisplayPrefsProvider } from "./DisplayPrefsProvider.tsx";
import { SignedInProviders } from "./SignedInProviders.tsx";

/** Spec 1 §2.1 route guard, read from the domain route table; its own chunk, loaded once signed in. */
export default function RequireAuth() {
  const { user, loading } = useSession();
  const location = useLocation();
  // The server answers nothing else until a one-time password is replaced, or until two-factor
  // sign-in is set up when the organisation requires it.
  const blocked = user !== null && (user.must_change_password || user.two_factor_required === true);
  useSavedLanguage(user !== null && !blocked);

  if (loading) return <PageLoader />;
  if (!user) {
    const state: LoginState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  if (!blocked && !canOpen(user.role, location.pathname)) {
    return <Navigate to="/dashboard" replace />;
  }
  return (
    <SignedInProviders>
      {user.must_change_password ? (
        <FirstSignInPage />
      ) : user.two_factor_required ? (
        <TwoFactorRequiredPage />
      ) : (
        <DisplayPrefsProvider>
          <Outlet />
        </DisplayPrefsProvider>
      )}
    </SignedInProviders>
  );
}
