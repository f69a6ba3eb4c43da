/**
 * Runs `task` once the page has loaded and the main thread is idle: for work the first screen does
 * not need (registering the service worker, checking the calendar table), so that a phone spends
 * its first seconds on that screen. Returns a function that cancels it.
 */
export function afterLoad(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => !cancelled && task(), { timeout: 3000 });
    else idle = window.setTimeout(() => !cancelled && task(), 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
  };
}
