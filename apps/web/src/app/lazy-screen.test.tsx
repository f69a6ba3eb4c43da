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

test('code that cannot be fetched (offline, her first visit) says in her language that she is offline, not "Unexpected Application Error!"; going elsewhere and back tries again', async () => {
  const report = controlledCode('Mother report');
  renderAt('/report', [
    { path: 'report', ...report.route },
    { index: true, element: <h1>Home</h1> },
  ]);
  report.code.fail(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/report-page-C__fIGIF.js'));
  expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toContain('This part of Mamata could not be opened without a connection.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(screen.queryByText('Unexpected Application Error!')).toBeNull();

  fireEvent.click(screen.getByRole('link', { name: 'Home' }));
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  fireEvent.click(screen.getByRole('link', { name: 'Report' }));
  expect((await screen.findByRole('status')).textContent).toContain('Loading...');
  expect(report.code.asked).toBe(2);
  report.code.arrive();
  expect(await screen.findByRole('heading', { name: 'Mother report' })).toBeTruthy();
});

test.each([
  ['Unable to preload CSS for /assets/toaster-IinUKwyS.css', 'en', 'You are offline'],
  ['Importing a module script failed.', 'ne', 'तपाईं अफलाइन हुनुहुन्छ'],
])('a style sheet or module that did not come (%s) says so in her language (%s)', async (message, lang, heading) => {
  await i18n.changeLanguage(lang);
  const report = controlledCode('Mother report');
  renderAt('/report', [{ path: 'report', ...report.route }]);
  report.code.fail(new Error(message));
  expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
});

test("any other failure of a screen's code is still the error screen with its message", async () => {
  const report = controlledCode('Mother report');
  renderAt('/report', [{ path: 'report', ...report.route }]);
  report.code.fail(new Error('screen module threw while evaluating'));
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
  expect(screen.getByText('screen module threw while evaluating')).toBeTruthy();
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
