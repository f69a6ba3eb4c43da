// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, renderMatches, useLocation, type RouteObject } from 'react-router';
import { i18n } from '../lib/i18n.ts';
import { lazyScreen, preloadScreens, RouteErrorBoundary, routeMatches } from './lazy-screen.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  // the failed fetch's error is expected; keep React's report of it out of the test output
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A screen's code that arrives when the test says so; `asked` counts the fetches. */
function controlledCode(name: string, children = false) {
  const code = { asked: 0, arrive: () => {}, fail: (_error: Error) => {} };
  const Screen = () => (
    <section>
      <h1>{name}</h1>
      {children ? <Outlet /> : null}
    </section>
  );
  const route = lazyScreen(
    () =>
      new Promise((resolve, reject) => {
        code.asked++;
        code.arrive = () => resolve(Screen);
        code.fail = reject;
      }),
  );
  return { code, route };
}

/** The routes as AppRoutes draws them (routes.tsx), under links that stay when a screen fails. */
function App({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const element = renderMatches(routeMatches(routes, pathname));
  return (
    <>
      <nav>
        <Link to="/">Home</Link> <Link to="/report">Report</Link>
      </nav>
      <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>
    </>
  );
}

function renderAt(path: string, routes: RouteObject[]) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App routes={routes} />
    </MemoryRouter>,
  );
}

test('a screen not loaded yet says "Loading..." in its place, then shows itself once its code has come', async () => {
  const report = controlledCode('Mother report');
  renderAt('/report', [{ path: 'report', ...report.route }]);
  expect(screen.getByRole('status').textContent).toContain('Loading...');
  report.code.arrive();
  expect(await screen.findByRole('heading', { name: 'Mother report' })).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
  expect(report.code.asked).toBe(1);
});

test('preloading asks for the layout and the screen at once, and the first render is the screen itself', async () => {
  const layout = controlledCode('Mamata', true);
  const report = controlledCode('Mother report');
  const routes: RouteObject[] = [{ ...layout.route, children: [{ path: 'report', ...report.route }] }];
  const ready = preloadScreens(routes, '/report');
  // both fetched before either has arrived: the screen's code does not wait for the layout's
  expect([layout.code.asked, report.code.asked]).toEqual([1, 1]);
  report.code.arrive();
  layout.code.arrive();
  await ready;
  renderAt('/report', routes);
  expect(screen.getByRole('heading', { name: 'Mamata' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Mother report' })).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
  // already here: not asked for again
  await preloadScreens(routes, '/report');
  expect(report.code.asked).toBe(1);
});

test('an address is matched once: the same matches until the address changes', () => {
  const routes: RouteObject[] = [
    { path: 'report', element: <h1>Mother report</h1> },
    { index: true, element: <h1>Home</h1> },
  ];
  const report = routeMatches(routes, '/report');
  expect(report?.map((m) => m.route.path)).toEqual(['report']);
  expect(routeMatches(routes, '/report')).toBe(report);
  const home = routeMatches(routes, '/');
  expect(home?.map((m) => m.route.index)).toEqual([true]);
  // another address in between: matched afresh, to the same routes
  const again = routeMatches(routes, '/report');
  expect(again).not.toBe(report);
  expect(again?.map((m) => m.route)).toEqual(report?.map((m) => m.route));
  expect(routeMatches(routes, '/nowhere')).toBeNull();
});

test('code that cannot be fetched shows "Unexpected Application Error!"; going elsewhere and back tries again', async () => {
  const report = controlledCode('Mother report');
  renderAt('/report', [
    { path: 'report', ...report.route },
    { index: true, element: <h1>Home</h1> },
  ]);
  report.code.fail(new Error('Failed to fetch dynamically imported module'));
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
  expect(screen.getByText('Failed to fetch dynamically imported module')).toBeTruthy();

  fireEvent.click(screen.getByRole('link', { name: 'Home' }));
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  fireEvent.click(screen.getByRole('link', { name: 'Report' }));
  expect((await screen.findByRole('status')).textContent).toContain('Loading...');
  expect(report.code.asked).toBe(2);
  report.code.arrive();
  expect(await screen.findByRole('heading', { name: 'Mother report' })).toBeTruthy();
});

test('an error while drawing a screen shows the error screen until she goes to another address', async () => {
  let broken = true;
  const Chart = () => {
    if (broken) throw new Error('the chart data was malformed');
    return <h1>Mother report</h1>;
  };
  renderAt('/report', [
    { path: 'report', element: <Chart /> },
    { index: true, element: <h1>Home</h1> },
  ]);
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
  expect(screen.getByText('the chart data was malformed')).toBeTruthy();
  broken = false;
  fireEvent.click(screen.getByRole('link', { name: 'Home' }));
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  expect(screen.queryByText('the chart data was malformed')).toBeNull();
  fireEvent.click(screen.getByRole('link', { name: 'Report' }));
  expect(await screen.findByRole('heading', { name: 'Mother report' })).toBeTruthy();
});

test('the error screen in Nepali, for any value thrown', async () => {
  await i18n.changeLanguage('ne');
  const Broken = (): React.ReactNode => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- what a careless library may throw
    throw undefined;
  };
  renderAt('/report', [{ path: 'report', element: <Broken /> }]);
  expect(await screen.findByRole('heading', { name: 'एपमा केही गडबड भयो!' })).toBeTruthy();
});
