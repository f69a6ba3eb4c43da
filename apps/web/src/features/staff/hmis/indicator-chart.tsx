import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { BS_MONTH_NAMES, localDigits } from '@mamata/core/calendar/bikram-sambat';
import { parsePeriod } from '@mamata/core/hmis/period';
import { usePreferences } from '../../../lib/preferences.ts';

const HEIGHT_PX = 200;
const COLOURS = {
  light: { line: '#be185d', axis: '#475569', grid: '#e2e8f0' },
  dark: { line: '#f472b6', axis: '#cbd5e1', grid: '#334155' },
} as const;
const FONT = { ne: '12px "Noto Sans Devanagari", system-ui, sans-serif', en: '12px system-ui, sans-serif' } as const;

/**
 * Twelve months of one indicator as a line (uPlot, the app's chart library, loaded with the chart). The figures are
 * also in the table beside it, which screen readers read: the canvas is hidden from them.
 */
export function IndicatorChart({ periods, values }: { periods: string[]; values: (number | null)[] }) {
  const { lang, theme } = usePreferences();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let cancelled = false;
    const colours = COLOURS[theme];
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const xs = periods.map((_, i) => i);
      const numbers = values.filter((v): v is number => v !== null);
      const max = Math.max(1, ...numbers);
      const label = (i: number) => {
        const p = periods[i];
        if (!p) return '';
        const { year, month } = parsePeriod(p);
        return `${BS_MONTH_NAMES[lang][month - 1]?.slice(0, lang === 'ne' ? 4 : 3) ?? ''}${month === 1 || i === 0 ? ` ${localDigits(year % 100, lang)}` : ''}`;
      };
      plot = new UPlot(
        {
          width: el.clientWidth || 320,
          height: HEIGHT_PX,
          legend: { show: false },
          cursor: { show: false, drag: { x: false, y: false, setScale: false } },
          scales: { x: { time: false, range: [-0.3, periods.length - 0.7] }, y: { range: [0, Math.ceil(max * 1.15)] } },
          axes: [
            {
              stroke: colours.axis,
              font: FONT[lang],
              grid: { show: false },
              ticks: { stroke: colours.grid, width: 1 },
              splits: () => xs,
              // on a narrow phone, every other month, so the names never touch
              values: (u, splits) => {
                const every = u.bbox.width / devicePixelRatio / splits.length < 34 ? 2 : 1;
                return splits.map((x, i) => (i % every === (splits.length - 1) % every ? label(x) : ''));
              },
            },
            {
              stroke: colours.axis,
              font: FONT[lang],
              grid: { stroke: colours.grid, width: 1 },
              ticks: { stroke: colours.grid, width: 1 },
              size: 44,
              values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? localDigits(v, lang) : '')),
            },
          ],
          series: [{}, { stroke: colours.line, width: 2.5, points: { show: true, size: 8, fill: colours.line, stroke: colours.line }, spanGaps: false }],
        },
        [xs, values],
        el,
      );
      plot.root.setAttribute('aria-hidden', 'true');
      resize = new ResizeObserver(() => {
        if (plot && el.clientWidth && el.clientWidth !== plot.width) plot.setSize({ width: el.clientWidth, height: HEIGHT_PX });
      });
      resize.observe(el);
    });
    return () => {
      cancelled = true;
      resize?.disconnect();
      plot?.destroy();
    };
  }, [periods, values, lang, theme]);
  return <div ref={box} data-testid="indicator-chart" className="mt-2 w-full" style={{ minHeight: HEIGHT_PX }} />;
}
