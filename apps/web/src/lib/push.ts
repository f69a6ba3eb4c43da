/**
 * The service worker and Web Push on this phone (spec §7: the push service is contacted at start-up when
 * service workers are supported; the subscription is refreshed after 7 days; docs/spec/decisions.md "FCM -> Web Push").
 * `PATCH /provider/fcm-token` stores this browser's subscription for her account.
 */
import { api } from './api-client.ts';

const SENT_KEY = 'pushSentAt';
/** Spec §9: refresh the push subscription after 7 days. */
export const PUSH_REFRESH_MS = 7 * 24 * 3600_000;

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window
  );
}

/** Registers the service worker (offline reading and push); resolves with its registration, or null without support. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    return await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    return null;
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function send(subscription: PushSubscription): Promise<void> {
  await api.patch('/provider/fcm-token', subscription.toJSON());
  localStorage.setItem(SENT_KEY, String(Date.now()));
}

/** Whether push is on for this phone (permission given and subscribed). */
export async function pushIsOn(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const reg = await navigator.serviceWorker.getRegistration('/');
  return Boolean(await reg?.pushManager.getSubscription());
}

/** Turns push on for this phone: asks permission (from her tap), subscribes with the server's key, stores it. */
export async function turnPushOn(): Promise<boolean> {
  if (!pushSupported()) return false;
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const reg = (await registerServiceWorker()) ?? (await navigator.serviceWorker.ready);
  const { publicKey } = await api.get<{ publicKey: string }>('/provider/push-key');
  const subscription =
    (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await send(subscription);
  return true;
}

/** Turns push off for this phone: the server forgets it and the browser unsubscribes. */
export async function turnPushOff(): Promise<void> {
  const reg = pushSupported() ? await navigator.serviceWorker.getRegistration('/') : undefined;
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) return;
  await api.delete('/provider/fcm-token', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
  localStorage.removeItem(SENT_KEY);
}

/**
 * At start-up of the logged-in app: registers the service worker and, when push is already allowed, sends
 * the subscription again if it was never sent or more than 7 days ago (it may have changed or been removed).
 */
export async function refreshPush(): Promise<void> {
  const reg = await registerServiceWorker();
  if (!reg || !pushSupported() || Notification.permission !== 'granted') return;
  const subscription = await reg.pushManager.getSubscription();
  if (!subscription) return;
  const sentAt = Number(localStorage.getItem(SENT_KEY) ?? 0);
  if (Date.now() - sentAt >= PUSH_REFRESH_MS) await send(subscription);
}
