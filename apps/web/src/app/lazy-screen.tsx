import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/page-state.tsx';
import { RouteError } from '../features/errors/route-error.tsx';
import { isCodeLoadError, ScreenUnavailable } from '../components/ui/screen-unavailable.tsx';

/**
 * A screen's code (and its strings), fetched once: on first visit, or before the first render by
 * {@link preloadScreens}. A failed fetch is tried again the next time it is asked for.
 */
class ScreenCode {
  loaded: ComponentType | undefined;
  private pending: Promise<ComponentType> | undefined;
  constructor(private readonly fetchCode: () => Promise<ComponentType>) {}
  load(): Promise<ComponentType> {
    this.pending ??= this.fetchCode().then(
      (screen) => (this.loaded = screen),
      (error: unknown) => {
        this.pending = undefined;
        throw error;
      },
    );
    return this.pending;
  }
}

/** The screen once its code is here; until then "Loading..." in its place. A failed fetch goes to the error screen. */
function LazyScreen({ code }: { code: ScreenCode }) {
  const [, setArrived] = useState(0);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const Screen = code.loaded;
  useEffect(() => {
    if (Screen) return;
    let live = true;
    code.load().then(
      () => live && setArrived((n) => n + 1),
      (error: unknown) => live && setFailed({ error }),
    );
    return () => {
      live = false;
    };
  }, [code, Screen]);
  if (failed) {
    // her screen's code did not come (offline, or a build newer than this page replaced it): said in her language
    // "Try again" loads the page afresh: a browser keeps a failed module import failed, and a newer build's page names its own files
    if (isCodeLoadError(failed.error)) return <ScreenUnavailable onRetry={() => window.location.reload()} />;
    throw failed.error;
  }
  return Screen ? <Screen /> : <LoadingState />;
}

/**
 * A route whose screen loads on first visit, so a phone downloads only the code of the screen it
 * shows (route-level splitting). React Router's own `lazy` needs its data router, about 16 KB more
 * compressed code before every screen; this is the part of it the app used (docs/decisions/015).
 */
export function lazyScreen(fetchCode: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  const code = new ScreenCode(fetchCode);
  return { element: <LazyScreen code={code} />, handle: { code } };
}

const lastMatch = new WeakMap<RouteObject[], { pathname: string; matches: RouteMatch[] | null }>();

/**
 * The routes that match an address (outermost first), worked out once per address: React Router
 * flattens and ranks all the app's routes again on every match, and a screen's first render matched
 * the same address several times (before the first render, on each render of AppRoutes, in the
 * preload after it).
 */
export function routeMatches(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const last = lastMatch.get(routes);
  if (last?.pathname === pathname) return last.matches;
  const matches = matchRoutes(routes, pathname);
  lastMatch.set(routes, { pathname, matches });
  return matches;
}

/**
 * Fetches the code of every screen the address shows (the layouts and the screen), all at once:
 * before the first render (main.tsx, the prerender), so a prerendered page stays as it is and a
 * screen is drawn once; and on each navigation (AppRoutes), so nested screens do not wait for each
 * other's code.
 */
export function preloadScreens(routes: RouteObject[], pathname: string): Promise<unknown> {
  const matches = routeMatches(routes, pathname) ?? [];
  const codes = matches.flatMap(({ route }) => {
    const code = (route.handle as { code?: ScreenCode } | undefined)?.code;
    return code ? [code.load()] : [];
  });
  return Promise.all(codes);
}

/**
 * Spec §8: an unexpected error while showing a screen shows "Unexpected Application Error!" with
 * its message instead of a blank page; moving to another address (`resetKey`) tries again.
 */
interface BoundaryState {
  /** What was thrown (any value, `undefined` included), while the address is the one it was thrown at. */
  failed: { error: unknown } | null;
  at: string | null;
}

export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: null, at: null };
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: { error } };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.at === null) return { at: props.resetKey };
    if (state.at !== props.resetKey) return { failed: null, at: props.resetKey };
    return null;
  }
  override render() {
    return this.state.failed ? <RouteError error={this.state.failed.error} /> : this.props.children;
  }
}
