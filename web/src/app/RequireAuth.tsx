import { canOpen } from "@storeops/domain";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageLoader } from "../components/PageLoader.tsx";
import { FirstSignInPage } from "../features/auth/FirstSignInPage.tsx";
import { useSession } from "./session.tsx";

/** Where an unauthenticated visitor was going, kept in the /login location state. */
export interface LoginState {
  from?: string;
}

/** Spec 1 §2.1 route guard, read from the domain route table. */
export function RequireAuth() {
  const { user, loading } = useSession();
  const location = useLocation();

  if (loading) return <PageLoader />;
  if (!user) {
    const state: LoginState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  // The server answers nothing else until a one-time password is replaced.
  if (user.must_change_password) return <FirstSignInPage />;
  if (!canOpen(user.role, location.pathname)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
