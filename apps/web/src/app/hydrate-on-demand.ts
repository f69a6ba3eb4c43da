/**
 * Events that mean someone is starting to use the page. They are heard in the capture phase at the
 * window, before any element sees them, so the page can be hydrated first and the same event then
 * reaches the handlers that hydration has just attached: the tap that opens a menu opens it.
 */
export const INTERACTION_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click', 'input', 'submit'] as const;

/** Marks an element that works by itself once on screen (the landing page's carousel). */
export const HYDRATE_WHEN_VISIBLE = '[data-hydrate="visible"]';

/** Marks a page that is all interaction (the login form, with its stored settings): hydrated once the main thread is idle. */
export const HYDRATE_WHEN_IDLE = '[data-hydrate="idle"]';

/**
 * A prerendered public page is text first: reading it needs no script. It is hydrated (its DOM
 * wired up to the app) only when that is needed, so a phone does not spend its first seconds on
 * code for controls nobody has touched yet: on the first interaction anywhere on the page, when
 * an element marked `data-hydrate="visible"` comes into view, or, on a page marked
 * `data-hydrate="idle"`, as soon as the main thread is idle. `hydrate` must be synchronous (it
 * runs inside the event). Returns a function that hydrates at once; each way hydrates only once.
 */
export function hydrateOnDemand(root: HTMLElement, hydrate: () => void): () => void {
  let done = false;
  let observer: IntersectionObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, run, true);
    observer?.disconnect();
    hydrate();
  };
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, run, { capture: true, passive: true });
  const watched = root.querySelectorAll(HYDRATE_WHEN_VISIBLE);
  if (watched.length && typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) run();
    });
    for (const el of watched) observer.observe(el);
  }
  if (root.querySelector(HYDRATE_WHEN_IDLE)) {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 1);
  }
  return run;
}
