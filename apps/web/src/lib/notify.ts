/**
 * Toasts without loading the toast library up front: the first call loads it (and its CSS) and
 * mounts its container; calls made meanwhile are queued. Spec §8: top-centre, 3 s, click,
 * hover-pause, drag (configured in components/toaster.tsx).
 */
type Kind = 'success' | 'error' | 'info';
/**
 * `silent`: shown but not read out, for a message the screen already announces in its own alert (the
 * login error): a screen reader hears it once.
 */
export interface ToastOptions {
  silent?: boolean;
}
type Show = (kind: Kind, message: string, options?: ToastOptions) => void;

let show: Show | undefined;
const queue: Array<[Kind, string, ToastOptions | undefined]> = [];
let requestMount: (() => void) | undefined;

/** Called by the toaster once it is mounted. */
export function attachToaster(fn: Show): void {
  show = fn;
  for (const [kind, message, options] of queue.splice(0)) fn(kind, message, options);
}

/** Called by the root so the first toast can mount the toaster. */
export function onFirstToast(fn: () => void): void {
  requestMount = fn;
}

function notify(kind: Kind, message: string, options?: ToastOptions) {
  if (show) return show(kind, message, options);
  queue.push([kind, message, options]);
  requestMount?.();
}

export const toast = {
  success: (message: string, options?: ToastOptions) => notify('success', message, options),
  error: (message: string, options?: ToastOptions) => notify('error', message, options),
  info: (message: string, options?: ToastOptions) => notify('info', message, options),
};
