import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { DateText } from '../../../components/date-text.tsx';
import { usePreferences } from '../../../lib/preferences.ts';
import { formatNumber } from '../format-number.ts';
import type { ReadingNormal } from '@mamata/core/domain/reading-normals';
import { alignSeries, axisTicks, type ChartData, type ClientPoint, verdictKey } from '../report-charts.ts';

/** Fixed colours per series (spec §9), one set per theme, contrast-checked against the card. */
const COLOURS = {
  light: { client: '#be185d', normal: '#0f766e', band: 'rgba(15,118,110,0.13)', limit: '#b91c1c', axis: '#475569', grid: '#e2e8f0' },
  dark: { client: '#f472b6', normal: '#5eead4', band: 'rgba(94,234,212,0.16)', limit: '#f87171', axis: '#cbd5e1', grid: '#334155' },
} as const;

const HEIGHT_PX = 220;
/**
 * The axes' font, as the page's (styles.css): in Nepali, Noto Sans Devanagari first (its digits); in
 * English the system's font, so an English report does not download the Devanagari font for the
 * spaces of its axis labels (the font's unicode-range includes the space).
 */
const FONT = { ne: '12px "Noto Sans Devanagari", system-ui, sans-serif', en: '12px system-ui, sans-serif' } as const;
let uPlotCode: Promise<typeof uPlot> | undefined;

/**
 * uPlot's code (about 20 KB compressed), fetched when a chart is first drawn rather than with the
 * report: the report's words and numbers are on screen without waiting for it, and the charts
 * follow. A failed fetch is tried again the next time.
 */
function loadUPlot(): Promise<typeof uPlot> {
  uPlotCode ??= import('uplot').then(
    (m) => m.default,
    (error: unknown) => {
      uPlotCode = undefined;
      throw error;
    },
  );
  return uPlotCode;
}

/** Charts waiting to be drawn, in the order they asked; see {@link drawInTurn}. */
const drawQueue: (() => void)[] = [];

/**
 * Runs `draw` in a task of its own, after the charts that asked before it. Evaluating uPlot's code
 * and drawing a chart each hold a phone's main thread for a while (the report under a 4x CPU
 * slowdown: ~70 ms to evaluate uPlot, 30-60 ms a chart); in one task they held it for ~220 ms, and
 * a tap then waited for all of it (bench/README.md). Returns what cancels the draw.
 */
function drawInTurn(draw: () => void): () => void {
  let cancelled = false;
  drawQueue.push(() => {
    if (!cancelled) draw();
  });
  if (drawQueue.length === 1) setTimeout(drawNext, 0);
  return () => {
    cancelled = true;
  };
}

function drawNext() {
  try {
    drawQueue.shift()?.();
  } finally {
    // also after a chart that failed to draw: the ones after it still get their turn
    if (drawQueue.length > 0) setTimeout(drawNext, 0);
  }
}

/** Closer than this to a point (CSS px), a tap selects it. */
const TAP_RADIUS_PX = 28;

/** Rings her selected reading on the canvas (a uPlot draw hook), so the chosen point is marked. */
function ringSelected(plot: uPlot, chart: ChartData, index: number, colour: string) {
  const p = chart.client[index];
  if (!p) return;
  const ctx = plot.ctx;
  ctx.save();
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.arc(plot.valToPos(p.x, 'x', true), plot.valToPos(p.y, 'y', true), 8 * devicePixelRatio, 0, 2 * Math.PI);
  ctx.strokeStyle = colour;
  ctx.lineWidth = 2 * devicePixelRatio;
  ctx.stroke();
  ctx.restore();
}

/** One legend entry: a short sample of the line as it is drawn. */
function Swatch({ kind, colour, edge }: { kind: 'client' | 'normal' | 'band' | 'limit'; colour: string; edge?: string }) {
  return (
    <svg width="28" height="12" aria-hidden="true" className="shrink-0">
      {kind === 'band' ? (
        <>
          <rect x="0" y="1" width="28" height="10" fill={colour} />
          <line x1="0" y1="1" x2="28" y2="1" stroke={edge} strokeWidth="1" />
          <line x1="0" y1="11" x2="28" y2="11" stroke={edge} strokeWidth="1" />
        </>
      ) : null}
      {kind === 'client' ? (
        <>
          <line x1="0" y1="6" x2="28" y2="6" stroke={colour} strokeWidth="2.5" />
          <circle cx="14" cy="6" r="3.5" fill={colour} />
        </>
      ) : null}
      {kind === 'normal' ? <line x1="0" y1="6" x2="28" y2="6" stroke={colour} strokeWidth="2" strokeDasharray="6 4" /> : null}
      {kind === 'limit' ? <line x1="0" y1="6" x2="28" y2="6" stroke={colour} strokeWidth="2" strokeDasharray="2 3" /> : null}
    </svg>
  );
}

/**
 * A line chart of one measurement against the normal curve (uPlot on a canvas; loaded with the
 * report only). Her readings are a solid line with dots, the normal a dashed line with its band
 * shaded, a fixed limit dotted. A tap (or the arrow keys) selects her nearest reading and shows its
 * date in her calendar, the normal value and range there and the verdict; the same words are in a
 * table for screen readers.
 */
export function LineChart({ chart, title, clientLabel }: { chart: ChartData; title: string; clientLabel: string }) {
  const { t } = useTranslation();
  const { theme, lang } = usePreferences();
  const box = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  const [selected, setSelected] = useState(chart.client.length - 1);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const colours = COLOURS[theme];
  const unit = t(`health.chart.units.${chart.unit}`);
  const xText = (x: number) =>
    t(chart.axis === 'week' ? 'health.chart.weekX' : 'health.chart.monthX', { count: chart.axis === 'week' ? x : Math.round(x * 10) / 10 });
  const hasBand = chart.normal.some((p) => p.low != null && p.high != null);
  // uPlot's code could not be fetched (offline before the report was ever opened): said, with a retry
  const [codeFailed, setCodeFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => setSelected(chart.client.length - 1), [chart]);

  useEffect(() => {
    /** Draws the chart into `el`; returns what undoes it. */
    function draw(UPlot: typeof uPlot, el: HTMLDivElement): () => void {
      const ticks = axisTicks(chart);
      const { xs, client, normal, low, high } = alignSeries(chart);
      const limit = chart.limit;
      const num = (v: number, d = 0) => formatNumber(v, d, lang);
      const all = [...client, ...normal, ...low, ...high, limit ?? null].filter((v): v is number => v != null);
      const [minY, maxY] = [Math.min(...all), Math.max(...all)];
      const pad = Math.max((maxY - minY) * 0.12, maxY * 0.02, 1);
      const series: uPlot.Series[] = [
        {},
        { label: 'normal', stroke: colours.normal, width: 2, dash: [6, 4], points: { show: false }, spanGaps: true },
        { label: 'client', stroke: colours.client, width: 2.5, points: { show: true, size: 9, fill: colours.client, stroke: colours.client }, spanGaps: true },
      ];
      const data: uPlot.AlignedData = [xs, normal, client];
      const bands: uPlot.Band[] = [];
      if (hasBand) {
        // the band's edges are thin solid lines in the normal's colour (5.5:1 light, 5.3:1 dark): the shading
        // alone is 1.2:1 against the card, too faint to see where the range runs (WCAG 1.4.11)
        series.push({ label: 'high', stroke: colours.normal, width: 1, points: { show: false }, spanGaps: true });
        series.push({ label: 'low', stroke: colours.normal, width: 1, points: { show: false }, spanGaps: true });
        data.push(high, low);
        bands.push({ series: [3, 4], fill: colours.band });
      }
      if (limit != null) {
        series.push({ label: 'limit', stroke: colours.limit, width: 1.5, dash: [2, 3], points: { show: false } });
        data.push(xs.map(() => limit));
      }
      const opts: uPlot.Options = {
        width: el.clientWidth || 320,
        height: HEIGHT_PX,
        legend: { show: false },
        // No hover cursor: a tap or the arrow keys select a reading, ringed by the draw hook.
        cursor: { show: false, drag: { x: false, y: false, setScale: false } },
        hooks: { draw: [(u) => ringSelected(u, chart, selectedRef.current, colours.client)] },
        scales: { x: { time: false, range: [ticks[0] ?? 0, ticks[ticks.length - 1] ?? 1] }, y: { range: [Math.max(0, minY - pad), maxY + pad] } },
        bands,
        axes: [
          {
            stroke: colours.axis,
            font: FONT[lang],
            labelFont: FONT[lang],
            grid: { stroke: colours.grid, width: 1 },
            ticks: { stroke: colours.grid, width: 1 },
            splits: () => ticks,
            // On a narrow phone, every other label, so the numbers never touch.
            values: (u, splits) => {
              const every = u.bbox.width / devicePixelRatio / splits.length < 26 ? 2 : 1;
              return splits.map((x, i) => (i % every === (splits.length - 1) % every ? num(x) : ''));
            },
            label: t(chart.axis === 'week' ? 'health.chart.weeksOfGestation' : 'health.chart.ageInMonths'),
            labelSize: 22,
          },
          {
            stroke: colours.axis,
            font: FONT[lang],
            grid: { stroke: colours.grid, width: 1 },
            ticks: { stroke: colours.grid, width: 1 },
            size: 52,
            values: (_u, splits) => splits.map((v) => num(v, chart.decimals > 0 && Math.abs(v) < 100 ? 1 : 0)),
          },
        ],
        series,
      };
      const plot = new UPlot(opts, data, el);
      plot.root.setAttribute('aria-hidden', 'true');
      plotRef.current = plot;

      // A tap selects her nearest reading (the chart's points are small for a finger).
      const onTap = (e: MouseEvent) => {
        const rect = plot.over.getBoundingClientRect();
        const [x, y] = [e.clientX - rect.left, e.clientY - rect.top];
        let best = -1;
        let bestDist = TAP_RADIUS_PX;
        chart.client.forEach((p, i) => {
          const d = Math.hypot(plot.valToPos(p.x, 'x') - x, plot.valToPos(p.y, 'y') - y);
          if (d < bestDist) [best, bestDist] = [i, d];
        });
        // Not near any: the nearest in x, so a tap anywhere above a reading still picks it.
        if (best < 0 && chart.client.length) {
          bestDist = Infinity;
          chart.client.forEach((p, i) => {
            const d = Math.abs(plot.valToPos(p.x, 'x') - x);
            if (d < bestDist) [best, bestDist] = [i, d];
          });
        }
        if (best >= 0) setSelected(best);
      };
      plot.over.addEventListener('click', onTap);
      // (a ResizeObserver reports every box once when first observed: drawn already at that width)
      const resize = new ResizeObserver(() => {
        if (el.clientWidth && el.clientWidth !== plot.width) plot.setSize({ width: el.clientWidth, height: HEIGHT_PX });
      });
      resize.observe(el);
      // Devanagari digits need the web font; redraw once it is there (English axes use none).
      if (lang === 'ne') void document.fonts?.ready.then(() => plot.redraw(false));
      return () => {
        plotRef.current = null;
        resize.disconnect();
        plot.over.removeEventListener('click', onTap);
        plot.destroy();
      };
    }
    const el = box.current;
    if (!el) return;
    let live = true;
    let teardown: (() => void) | undefined;
    let cancelTurn: (() => void) | undefined;
    loadUPlot().then(
      (UPlot) => {
        if (live) cancelTurn = drawInTurn(() => (teardown = draw(UPlot, el)));
      },
      () => {
        if (live) setCodeFailed(true);
      },
    );
    return () => {
      live = false;
      cancelTurn?.();
      teardown?.();
    };
  }, [chart, colours, lang, t, hasBand, attempt]);

  useEffect(() => plotRef.current?.redraw(false), [selected]);

  const point = chart.client[selected];
  const normalAt = point ? chart.normal.find((n) => n.x === point.x) : undefined;
  const value = (v: number) => `${formatNumber(v, chart.decimals, lang)} ${unit}`;
  const none = t('health.chart.none');
  /** The normal value at a reading: the one worked out for it, else the curve's at the same x. */
  const normalText = (p: ClientPoint) => {
    const n = p.reading ? p.reading.normal : chart.normal.find((c) => c.x === p.x)?.y;
    return n == null ? none : value(n);
  };
  const rangeText = (r: ReadingNormal) =>
    r.low != null && r.high != null
      ? t('health.chart.rangeBetween', { low: value(r.low), high: value(r.high) })
      : r.high != null
        ? t('health.chart.rangeBelow', { high: value(r.high) })
        : none;
  const verdictText = (r: ReadingNormal) => t(`health.chart.verdict.${verdictKey(r)}`);

  function onKeyDown(e: KeyboardEvent) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (!step || !chart.client.length) return;
    e.preventDefault();
    setSelected((i) => Math.min(chart.client.length - 1, Math.max(0, i + step)));
  }

  return (
    <figure
      className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4 dark:bg-slate-900 dark:ring-slate-800"
      data-testid="chart"
      data-chart={chart.key}
      data-client-points={chart.client.length}
      data-normal-points={chart.normal.length}
    >
      <figcaption>
        <h3 className="font-semibold">
          {title} <span className="font-normal text-slate-500 dark:text-slate-400">({unit})</span>
        </h3>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300" data-testid="chart-legend">
          <li className="flex items-center gap-1.5" data-series="client">
            <Swatch kind="client" colour={colours.client} />
            {clientLabel}
          </li>
          <li className="flex items-center gap-1.5" data-series="normal">
            <Swatch kind="normal" colour={colours.normal} />
            {t('health.chart.normal')}
          </li>
          {hasBand ? (
            <li className="flex items-center gap-1.5">
              <Swatch kind="band" colour={colours.band} edge={colours.normal} />
              {t('health.chart.normalRange')}
            </li>
          ) : null}
          {chart.limit != null ? (
            <li className="flex items-center gap-1.5">
              <Swatch kind="limit" colour={colours.limit} />
              {t('health.chart.limit')} {formatNumber(chart.limit, 0, lang)}
            </li>
          ) : null}
        </ul>
      </figcaption>
      {chart.client.length === 0 && chart.normal.length === 0 ? (
        <p className="my-6 text-center text-slate-600 dark:text-slate-300">{t('health.chart.noReadings')}</p>
      ) : (
        <>
          {codeFailed ? (
            <p role="alert" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              {t('errors.loadFailed')}{' '}
              <button
                type="button"
                className="min-h-11 font-semibold text-brand-700 underline dark:text-brand-300"
                onClick={() => {
                  setCodeFailed(false);
                  setAttempt((n) => n + 1);
                }}
              >
                {t('common.retry')}
              </button>
            </p>
          ) : null}
          <div
            ref={box}
            // the plot's height before it is drawn (after mount): the figure does not grow then
            style={{ minHeight: HEIGHT_PX }}
            className="mt-2 w-full cursor-pointer touch-manipulation focus-visible:rounded-lg"
            tabIndex={0}
            role="group"
            aria-label={`${title}. ${t('health.chart.keysHint')}`}
            onKeyDown={onKeyDown}
          />
          <p className="mt-2 min-h-12 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800" aria-live="polite" data-testid="chart-selection">
            {point ? (
              <>
                <span className="font-semibold">{xText(point.x)}</span>
                {' · '}
                <DateText date={point.date} />
                <br />
                <span style={{ color: colours.client }} className="font-semibold">
                  {clientLabel}: {value(point.y)}
                </span>
                {point.reading ? (
                  <>
                    <span className="text-slate-600 dark:text-slate-300">
                      {' · '}
                      {t('health.chart.normal')}: {normalText(point)}
                      {' · '}
                      {t('health.chart.normalRange')}: {rangeText(point.reading)}
                    </span>
                    <br />
                    <span className="font-semibold" data-testid="chart-verdict" data-verdict={verdictKey(point.reading)}>
                      {verdictText(point.reading)}
                    </span>
                  </>
                ) : normalAt ? (
                  <span className="text-slate-600 dark:text-slate-300">
                    {' · '}
                    {t('health.chart.normal')}: {value(normalAt.y)}
                  </span>
                ) : null}
              </>
            ) : chart.client.length === 0 ? (
              // nothing of hers measured yet: the normal curve alone, and the spec's words for empty
              <span className="font-semibold">{t('health.chart.noReadings')}</span>
            ) : (
              t('health.chart.tapHint')
            )}
          </p>
          <div className="sr-only">
            <table>
              <caption>{t('health.chart.tableCaption', { title })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('health.chart.date')}</th>
                  <th scope="col">{t(chart.axis === 'week' ? 'health.chart.weeksOfGestation' : 'health.chart.ageInMonths')}</th>
                  <th scope="col">{clientLabel}</th>
                  <th scope="col">{t('health.chart.normal')}</th>
                  <th scope="col">{t('health.chart.normalRange')}</th>
                  <th scope="col">{t('health.chart.compared')}</th>
                </tr>
              </thead>
              <tbody>
                {chart.client.map((p) => (
                  <tr key={`${p.date}-${p.x}`} data-verdict={p.reading ? verdictKey(p.reading) : undefined}>
                    <td>
                      <DateText date={p.date} />
                    </td>
                    <td>{xText(p.x)}</td>
                    <td>{value(p.y)}</td>
                    <td>{normalText(p)}</td>
                    <td>{p.reading ? rangeText(p.reading) : none}</td>
                    <td>{p.reading ? verdictText(p.reading) : none}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
