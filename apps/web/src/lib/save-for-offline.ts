import { api } from './api-client.ts';

/**
 * What the emergency screen needs offline (docs/decisions/024-offline-app.md): her profile (her health post's
 * number, her emergency contact), her palika's ambulances and support numbers, and its health posts. The
 * service worker (public/sw.js SAVED_CALLS) keeps the last answer of each; asking for them after each online
 * start saves them at login and refreshes them at every online visit, even if she never opens that screen.
 */
export const EMERGENCY_CALLS = ['/provider/me', '/support/provider/numbers', '/provider/health-posts'] as const;

/**
 * Asks for {@link EMERGENCY_CALLS} once the service worker controls the page (at her first login it takes
 * control only once it has installed: then, on `controllerchange`). Offline it does nothing: the saved copies stay.
 */
export function saveForOffline(): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const container = navigator.serviceWorker;
  const save = () => {
    if (!navigator.onLine || !container.controller) return;
    for (const path of EMERGENCY_CALLS) void api.get(path).catch(() => undefined);
  };
  if (container.controller) {
    save();
    return () => {};
  }
  container.addEventListener('controllerchange', save, { once: true });
  return () => container.removeEventListener('controllerchange', save);
}
