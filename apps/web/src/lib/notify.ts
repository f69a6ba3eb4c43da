/**
 * Toasts without loading the toast library up front: the first call loads it (and its CSS) and
 * mounts its container; calls made meanwhile are queued. Spec §8: top-centre, 3 s, click,
 * hover-pause, drag (configured in components/toaster.tsx).
 */
type Kind = 'success' | 'error' | 'info';
type Show = (kind: Kind, message: string) => void;

let show: Show | undefined;
const queue: Array<[Kind, string]> = [];
let requestMount: (() => void) | undefined;

/** Called by the toaster once it is mounted. */
export function attachToaster(fn: Show): void {
  show = fn;
  for (const [kind, message] of queue.splice(0)) fn(kind, message);
}

/** Called by the root so the first toast can mount the toaster. */
export function onFirstToast(fn: () => void): void {
  requestMount = fn;
}

function notify(kind: Kind, message: string) {
  if (show) return show(kind, message);
  queue.push([kind, message]);
  requestMount?.();
}

export const toast = {
  success: (message: string) => notify('success', message),
  error: (message: string) => notify('error', message),
  info: (message: string) => notify('info', message),
};
