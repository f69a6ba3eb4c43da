import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint (48rem): from here the frame has the navbar instead of the bottom navigation. */
const WIDE = '(min-width: 48rem)';

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => typeof matchMedia !== 'function' || matchMedia(WIDE).matches;

/**
 * Whether the screen is `md` wide or wider, following rotation and resizing. The frame draws only
 * the navigation the screen shows: on a phone the navbar's links (hidden by CSS there) would be a
 * fifth of the frame's first render (a CPU profile of the report under a 4x slowdown).
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
