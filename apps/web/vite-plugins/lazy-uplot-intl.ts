import type { Plugin } from 'vite';

/** uPlot's code the plugin changes, and what it becomes (each must be found exactly once). */
const EDITS: readonly (readonly [string, string])[] = [
  [
    "const numFormatter = new Intl.NumberFormat(domEnv ? nav.language : 'en-US');\nconst fmtNum = val => numFormatter.format(val);",
    "let numFormatter;\nconst fmtNum = val => (numFormatter ??= new Intl.NumberFormat(domEnv ? nav.language : 'en-US')).format(val);",
  ],
  ['const localTz = new Intl.DateTimeFormat().resolvedOptions().timeZone;', 'let localTz;'],
  ['else if (tz == localTz)', 'else if (tz == (localTz ??= new Intl.DateTimeFormat().resolvedOptions().timeZone))'],
];

/** uPlot's ES module, as the bundler names it. */
export const UPLOT_ESM = /\/uplot\/dist\/uPlot\.esm\.js$/;

/** uPlot's module code with its two Intl formatters made on first use (see {@link lazyUPlotIntl}); throws if the code has changed. */
export function deferUPlotIntl(code: string): string {
  for (const [from, to] of EDITS) {
    if (code.split(from).length !== 2) throw new Error(`uPlot's code has changed: "${from}" is not found once (vite-plugins/lazy-uplot-intl.ts)`);
    code = code.replace(from, to);
  }
  return code;
}

/**
 * uPlot makes an `Intl.NumberFormat` and reads the time zone (`Intl.DateTimeFormat`) as its module is
 * evaluated, for default axis labels and time scales. The app's charts label their own axes and have
 * no time scale (features/health/components/line-chart.tsx), and a page's first NumberFormat is
 * costly: 13-20 ms in headless Chromium on the bench machine, ~60 ms of a phone's main thread under
 * Lighthouse's 4x slowdown, in the task that draws the report's first chart (bench/README.md). This
 * makes both when uPlot first needs them. The build fails if uPlot's code no longer reads as
 * expected (docs/decisions/016-dependency-edits-at-build.md).
 */
export function lazyUPlotIntl(): Plugin {
  return {
    name: 'mamata-lazy-uplot-intl',
    transform(code, id) {
      if (!UPLOT_ESM.test(id)) return null;
      try {
        // the edits keep every line where it was
        return { code: deferUPlotIntl(code), map: null };
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
