// @vitest-environment happy-dom
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../lib/i18n.ts';
import { setPreference } from '../../lib/preferences.ts';
import { LineChart } from './components/line-chart.tsx';
import { loadHealthStrings } from './health-strings.ts';
import { babyWeightReading, systolicReading } from '@mamata/core/domain/reading-normals';
import { GESTATION_TICKS, MONTH_TICKS, type ChartData } from './report-charts.ts';

/** uPlot draws on a canvas, which happy-dom has not: a stand-in records what it was given. */
const plots: Array<{ opts: { series: Array<{ label?: string }> }; data: unknown[][] }> = [];
/** Charts drawn in the same task as the chart before them (a zero-delay timer set by each marks its task's end). */
const drawing = { inTask: false, sameTask: 0 };
vi.mock('uplot', () => ({
  default: class {
    root = document.createElement('div');
    over = document.createElement('div');
    constructor(opts: { series: Array<{ label?: string }> }, data: unknown[][], el: HTMLElement) {
      el.appendChild(this.root);
      plots.push({ opts, data });
      if (drawing.inTask) drawing.sameTask++;
      drawing.inTask = true;
      setTimeout(() => (drawing.inTask = false), 0);
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

function renderChart(chart: ChartData = SYSTOLIC, title = 'Systolic blood pressure') {
  return render(<LineChart chart={chart} title={title} clientLabel="Your readings" />);
}

test('legend with units and both lines; her latest reading is selected with its date; the data go to the chart', async () => {
  renderChart();
  expect(screen.getByRole('heading', { name: 'Systolic blood pressure (mmHg)' })).toBeTruthy();
  const legend = screen.getByTestId('chart-legend');
  expect(legend.textContent).toContain('Your readings');
  expect(legend.textContent).toContain('Normal');
  expect(legend.textContent).toContain('Upper limit 140');
  const selection = screen.getByTestId('chart-selection');
  expect(selection.textContent).toBe('Week 28 · Sunday, 22 November 2026Your readings: 114 mmHg · Normal: 117 mmHg');

  // the words are there at once; the chart follows its code (fetched on first use)
  await waitFor(() => expect(plots).toHaveLength(1));
  const [plot] = plots;
  expect(plot!.opts.series.map((s) => s.label)).toEqual([undefined, 'normal', 'client', 'limit']);
  expect(plot!.data[0]).toEqual(GESTATION_TICKS);
  expect(plot!.data[2]).toEqual([112, null, 114, null, null, null, null, null, null]);
});

test('several charts are drawn one per task, so a tap is not kept waiting for all of them', async () => {
  drawing.sameTask = 0;
  const charts = ['systolic', 'diastolic', 'weight'].map((key) => ({ ...SYSTOLIC, key }) as ChartData);
  render(
    <>
      {charts.map((chart) => (
        <LineChart key={chart.key} chart={chart} title={chart.key} clientLabel="Mother" />
      ))}
    </>,
  );
  await waitFor(() => expect(plots).toHaveLength(3));
  expect(drawing.sameTask).toBe(0);
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

test('without readings of hers: the normal curve alone and "No Data Found!"; without any data, no chart', async () => {
  renderChart({ ...SYSTOLIC, client: [] });
  expect(screen.getByTestId('chart-selection').textContent).toBe('No Data Found!');
  await waitFor(() => expect(plots).toHaveLength(1));
  cleanup();
  renderChart({ ...SYSTOLIC, client: [], normal: [] });
  expect(screen.getByText('No Data Found!')).toBeTruthy();
  expect(screen.queryByTestId('chart-selection')).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(plots).toHaveLength(1);
});

/** The same chart as report-charts.ts makes it: each reading with its normal, range and verdict (domain/reading-normals.ts). */
const SYSTOLIC_JUDGED: ChartData = {
  ...SYSTOLIC,
  client: [
    { x: 24, y: 112, date: '2026-10-25', reading: systolicReading(112, 168) },
    { x: 28, y: 145, date: '2026-11-22', reading: systolicReading(145, 196) },
  ],
};

test('the label names the arrow keys; the readout gives the normal value, range and verdict at each reading', () => {
  renderChart(SYSTOLIC_JUDGED);
  const group = screen.getByRole('group');
  expect(group.getAttribute('aria-label')).toMatch(/^Systolic blood pressure\. Use the left and right arrow keys/);
  const normal28 = systolicReading(145, 196).normal!.toFixed(0);
  expect(screen.getByTestId('chart-selection').textContent).toBe(
    `Week 28 · Sunday, 22 November 2026Your readings: 145 mmHg · Normal: ${normal28} mmHg · Normal range: below 140 mmHgAbove the normal range`,
  );
  fireEvent.keyDown(group, { key: 'ArrowLeft' });
  expect(screen.getByTestId('chart-selection').textContent).toContain('Your readings: 112 mmHg');
  expect(screen.getByTestId('chart-verdict').textContent).toBe('Within the normal range');
  expect(screen.getByTestId('chart-verdict').dataset.verdict).toBe('within');
});

test('the table for screen readers: date, week, reading, normal, range and verdict on every row, units on every number', () => {
  renderChart(SYSTOLIC_JUDGED);
  const table = screen.getByRole('table');
  expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
    'Date',
    'Weeks of Gestation',
    'Your readings',
    'Normal',
    'Normal range',
    'Compared with normal',
  ]);
  const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
  expect(rows[0]).toEqual([
    'Sunday, 25 October 2026',
    'Week 24',
    '112 mmHg',
    `${systolicReading(112, 168).normal!.toFixed(0)} mmHg`,
    'below 140 mmHg',
    'Within the normal range',
  ]);
  expect(rows[1]![5]).toBe('Above the normal range');
});

test('in Nepali and BS: the range, the verdict and the date in Nepali words and Devanagari digits', async () => {
  setPreference('calendar', 'bs');
  setPreference('lang', 'ne');
  await i18n.changeLanguage('ne');
  renderChart({ ...SYSTOLIC_JUDGED, client: [...SYSTOLIC_JUDGED.client, { x: 30, y: 165, date: '2026-12-06', reading: systolicReading(165, 210) }] });
  expect(screen.getByRole('group').getAttribute('aria-label')).toContain('एरो');
  expect(screen.getByTestId('chart-selection').textContent).toContain('सामान्य दायरा: १४० मि.मि. पारोभन्दा कम');
  expect(screen.getByTestId('chart-verdict').textContent).toBe('सामान्य दायराभन्दा धेरै बढी: अहिल्यै अस्पताल जानुहोस् वा १०२ मा फोन गर्नुहोस्');
  fireEvent.keyDown(screen.getByRole('group'), { key: 'ArrowLeft' });
  fireEvent.keyDown(screen.getByRole('group'), { key: 'ArrowLeft' });
  expect(screen.getByTestId('chart-selection').textContent).toContain('हप्ता २४ · आइतबार, ८ कात्तिक २०८३');
  expect(screen.getByTestId('chart-verdict').textContent).toBe('सामान्य दायराभित्र');
  const firstRow = screen.getByRole('table').querySelector('tbody tr')!;
  expect(firstRow.textContent).toContain('८ कात्तिक २०८३');
  expect(firstRow.textContent).toContain('सामान्य दायराभित्र');
  expect(firstRow.textContent).not.toMatch(/[0-9]/);
});

test('the baby’s weight after birth (ages between the curve’s months) still gives the normal value and range in words', () => {
  const reading = babyWeightReading(9500, 98, 'male');
  renderChart(
    {
      key: 'babyWeight',
      unit: 'g',
      decimals: 0,
      axis: 'month',
      ticks: MONTH_TICKS,
      client: [{ x: 3.22, y: 9500, date: '2026-10-29', reading }],
      normal: MONTH_TICKS.map((x) => ({ x, y: 5000 + x * 500, low: 4000, high: 7000 })),
    },
    'Baby’s weight after birth',
  );
  const text = screen.getByTestId('chart-selection').textContent;
  expect(text).toContain(`Normal: ${reading.normal!.toFixed(0)} g`);
  expect(text).toContain(`Normal range: ${reading.low!.toFixed(0)} g to ${reading.high!.toFixed(0)} g`);
  expect(screen.getByTestId('chart-verdict').textContent).toBe('Above the normal range');
});
