import { Navigate, Outlet } from 'react-router';
import { useAccessToken } from '../lib/session.ts';
import { paths } from './paths.ts';

/** Spec §2: unauthenticated users are redirected to /home. */
export function RequireAuth() {
  return useAccessToken() ? <Outlet /> : <Navigate to={paths.home} replace />;
}

/** Spec §2: authenticated users visiting guest-only routes are redirected to /. */
export function GuestOnly() {
  return useAccessToken() ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
}
