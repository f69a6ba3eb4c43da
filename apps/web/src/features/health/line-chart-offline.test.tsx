// @vitest-environment happy-dom
import { beforeAll, expect, test, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { LineChart } from './components/line-chart.tsx';
import { loadHealthStrings } from './health-strings.ts';
import { GESTATION_TICKS } from './report-charts.ts';

/** uPlot's code cannot be fetched (a phone offline that never opened the report before). */
let fetches = 0;
vi.mock('uplot', () => {
  fetches += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

beforeAll(async () => {
  await loadHealthStrings();
});

test('a chart whose code cannot be fetched says so and offers to try again; the readings are still in words', async () => {
  render(
    <LineChart
      chart={{
        key: 'systolic',
        unit: 'mmHg',
        decimals: 0,
        axis: 'week',
        ticks: GESTATION_TICKS,
        client: [{ x: 28, y: 114, date: '2026-11-22' }],
        normal: GESTATION_TICKS.map((x) => ({ x, y: 117 })),
      }}
      title="Systolic blood pressure"
      clientLabel="Your readings"
    />,
  );
  expect(screen.getByTestId('chart-selection').textContent).toContain('Your readings: 114 mmHg');
  expect((await screen.findByRole('alert')).textContent).toContain('We could not load this. Check your connection and try again.');
  const before = fetches;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(fetches).toBeGreaterThan(before);
});
