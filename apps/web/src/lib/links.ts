/**
 * Store links (docs/spec/decisions.md: configurable). Set VITE_PLAY_STORE_URL / VITE_APP_STORE_URL at build
 * time; the QR code on the landing page is generated from the Play store address at build time.
 */
export const PLAY_STORE_URL: string =
  (import.meta.env.VITE_PLAY_STORE_URL as string | undefined) ?? 'https://play.google.com/store/apps/details?id=np.mamata.app';
export const APP_STORE_URL: string = (import.meta.env.VITE_APP_STORE_URL as string | undefined) ?? 'https://apps.apple.com/np/app/mamata/id0000000000';

/** Spec §2: the Android store on Android, the Apple store on Apple devices, '#' otherwise. */
export function storeLinkFor(userAgent: string): string {
  if (/android/i.test(userAgent)) return PLAY_STORE_URL;
  if (/iphone|ipad|ipod|macintosh.*mobile/i.test(userAgent)) return APP_STORE_URL;
  return '#';
}
