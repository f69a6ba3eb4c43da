// @vitest-environment happy-dom
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import { setPreference } from '../../lib/preferences.ts';
import { LineChart } from './components/line-chart.tsx';
import { loadHealthStrings } from './health-strings.ts';
import { GESTATION_TICKS, type ChartData } from './report-charts.ts';

/** uPlot draws on a canvas, which happy-dom has not: a stand-in records what it was given. */
const plots: Array<{ opts: { series: Array<{ label?: string }> }; data: unknown[][] }> = [];
vi.mock('uplot', () => ({
  default: class {
    root = document.createElement('div');
    over = document.createElement('div');
    constructor(opts: { series: Array<{ label?: string }> }, data: unknown[][], el: HTMLElement) {
      el.appendChild(this.root);
      plots.push({ opts, data });
    }
    setSize() {}
    redraw() {}
    destroy() {}
    valToPos(v: number) {
      return v;
    }
  },
}));

beforeAll(async () => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  await loadHealthStrings();
});
afterEach(async () => {
  cleanup();
  plots.length = 0;
  setPreference('calendar', 'ad');
  setPreference('lang', 'en');
  await i18n.changeLanguage('en');
});

const SYSTOLIC: ChartData = {
  key: 'systolic',
  unit: 'mmHg',
  decimals: 0,
  axis: 'week',
  ticks: GESTATION_TICKS,
  client: [
    { x: 24, y: 112, date: '2026-10-25' },
    { x: 28, y: 114, date: '2026-11-22' },
  ],
  normal: GESTATION_TICKS.map((x) => ({ x, y: 117 })),
  limit: 140,
};

function renderChart(chart: ChartData = SYSTOLIC) {
  return render(
    <I18nextProvider i18n={i18n}>
      <LineChart chart={chart} title="Systolic blood pressure" clientLabel="Your readings" />
    </I18nextProvider>,
  );
}

test('legend with units and both lines; her latest reading is selected with its date; the data go to the chart', () => {
  renderChart();
  expect(screen.getByRole('heading', { name: 'Systolic blood pressure (mmHg)' })).toBeTruthy();
  const legend = screen.getByTestId('chart-legend');
  expect(legend.textContent).toContain('Your readings');
  expect(legend.textContent).toContain('Normal');
  expect(legend.textContent).toContain('Upper limit 140');
  const selection = screen.getByTestId('chart-selection');
  expect(selection.textContent).toBe('Week 28 · Sunday, 22 November 2026Your readings: 114 mmHg · Normal: 117 mmHg');

  const [plot] = plots;
  expect(plot!.opts.series.map((s) => s.label)).toEqual([undefined, 'normal', 'client', 'limit']);
  expect(plot!.data[0]).toEqual(GESTATION_TICKS);
  expect(plot!.data[2]).toEqual([112, null, 114, null, null, null, null, null, null]);
});

test('the arrow keys move between her readings; in BS and Nepali the date and digits follow', async () => {
  setPreference('calendar', 'bs');
  setPreference('lang', 'ne');
  await i18n.changeLanguage('ne');
  renderChart();
  fireEvent.keyDown(screen.getByRole('group'), { key: 'ArrowLeft' });
  // 2026-10-25 is Sunday 8 Kartik 2083
  expect(screen.getByTestId('chart-selection').textContent).toContain('हप्ता २४ · आइतबार, ८ कात्तिक २०८३');
  expect(screen.getByTestId('chart-selection').textContent).toContain('११२ मि.मि. पारो');
});

test('without readings of hers: the normal curve alone and "No Data Found!"; without any data, no chart', () => {
  renderChart({ ...SYSTOLIC, client: [] });
  expect(screen.getByTestId('chart-selection').textContent).toBe('No Data Found!');
  expect(plots).toHaveLength(1);
  cleanup();
  renderChart({ ...SYSTOLIC, client: [], normal: [] });
  expect(screen.getByText('No Data Found!')).toBeTruthy();
  expect(screen.queryByTestId('chart-selection')).toBeNull();
  expect(plots).toHaveLength(1);
});
