import { Navigate, Outlet } from 'react-router';
import { getSessionEndReason, useAccessToken } from '../lib/session.ts';
import { paths } from '../lib/paths.ts';

/** Spec §2: unauthenticated users are redirected to /home. */
export function RequireAuth() {
  // docs/spec/decisions.md 401 flow: a session the server ended goes to the login page, not the public site.
  if (useAccessToken()) return <Outlet />;
  return <Navigate to={getSessionEndReason() === 'expired' ? paths.login : paths.home} replace />;
}

/** Spec §2: authenticated users visiting guest-only routes are redirected to /. */
export function GuestOnly() {
  return useAccessToken() ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
}
