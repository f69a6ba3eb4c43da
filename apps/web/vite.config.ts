import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lazyUPlotIntl } from './vite-plugins/lazy-uplot-intl.ts';
import { compileHints } from './vite-plugins/compile-hints.ts';

const require = createRequire(import.meta.url);
// hb-subset (HarfBuzz's subsetter, compiled to WebAssembly); the package has no types of its own.
const subsetFont = require('subset-font') as (font: Buffer, text: string, options: { targetFormat: 'woff2' }) => Promise<Buffer>;

/**
 * An English page names the Nepali language in Devanagari (the language switch, `prefs.language.short`).
 * Rather than make every English page download Noto Sans Devanagari (~50 KB a weight) for those few
 * letters, this adds to styles.css a subset of the semibold weight with only them (about 1.3 KB, with the
 * shaping rules they need), inline, as the family 'Mamata Nepali Label' of `body.en .lang-name` (styles.css).
 */
function nepaliLabelFont(): Plugin {
  let css: Promise<string> | undefined;
  const build = async () => {
    const messages = JSON.parse(readFileSync(new URL('./src/i18n/en.json', import.meta.url), 'utf8')) as { prefs: { language: { short: string } } };
    const text = messages.prefs.language.short;
    const font = readFileSync(require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2'));
    const subset = await subsetFont(font, text, { targetFormat: 'woff2' });
    const range = [...new Set(text)].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(',');
    return `\n@font-face{font-family:'Mamata Nepali Label';font-style:normal;font-weight:600;font-display:swap;src:url(data:font/woff2;base64,${subset.toString('base64')}) format('woff2');unicode-range:${range}}\n`;
  };
  return {
    name: 'mamata-nepali-label-font',
    enforce: 'pre',
    async transform(code, id) {
      if (!id.endsWith('/src/styles.css')) return null;
      css ??= build();
      return { code: code + (await css), map: null };
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null };

const src = fileURLToPath(new URL('./src/', import.meta.url));
const core = fileURLToPath(new URL('../../packages/core/src/', import.meta.url));
/** Code only some screens need (zod and the schemas checked with it): a module that imports it stays with its screens. */
const HEAVY = /node_modules\/zod\/|packages\/core\/src\/schemas\//;

/** Every module `from` imports, itself included (static imports only). */
function reachable(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const todo = [from];
  while (todo.length) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

let plan: Map<string, string> | undefined;

/**
 * Which of the logged-in app's modules go into which of its shared chunks, worked out once per build:
 * - `query`: the query client with TanStack Query (the login page needs it too);
 * - `app-shell`: the layout with what it imports;
 * - `screens`: the app's and core's modules the mother's screens use (the screens app/routes.tsx
 *   loads, but the staff console's), taken only where two or more screens share them (the group's
 *   `minShareCount`); what imports zod or the schemas stays with its screens.
 * Split by the bundler by which screens use them, these were some thirty files of 0.1-3.7 KB, which
 * a phone on a slow network fetched six at a time after the screen's code. What the entry or a
 * public page needs stays out of all three (a public page must not download the app), and each
 * screen keeps its own code (route-level splitting).
 */
function chunkPlan(graph: ModuleGraph): Map<string, string> {
  if (plan) return plan;
  plan = new Map();
  const publicPages = ['main.tsx', 'features/public/static-page.tsx', 'features/public/home-page.tsx', 'features/public/contact-page.tsx'];
  const taken = new Set(publicPages.flatMap((root) => [...reachable(graph, src + root)]));
  for (const m of reachable(graph, `${src}app/query-provider.tsx`)) if (!taken.has(m)) plan.set(m, 'query');
  for (const m of reachable(graph, `${src}features/auth/login-page.tsx`)) taken.add(m);
  for (const m of reachable(graph, `${src}app/app-layout.tsx`)) if (!taken.has(m) && !plan.has(m)) plan.set(m, 'app-shell');
  const screens = (graph.getModuleInfo(`${src}app/routes.tsx`)?.dynamicallyImportedIds ?? []).filter((id) => !id.startsWith(`${src}features/staff/`));
  for (const screen of screens)
    for (const m of reachable(graph, screen))
      if (!taken.has(m) && !plan.has(m) && (m.startsWith(src) || m.startsWith(core)) && ![...reachable(graph, m)].some((d) => HEAVY.test(d)))
        plan.set(m, 'screens');
  return plan;
}

/** The groups of {@link chunkPlan}: only the modules it names (not also every module those import). */
const appChunks = [
  {
    name: (id: string, graph: ModuleGraph) => {
      const chunk = chunkPlan(graph).get(id);
      return chunk === 'query' || chunk === 'app-shell' ? chunk : null;
    },
    includeDependenciesRecursively: false,
  },
  {
    name: (id: string, graph: ModuleGraph) => (chunkPlan(graph).get(id) === 'screens' ? 'screens' : null),
    minShareCount: 2,
    includeDependenciesRecursively: false,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [nepaliLabelFont(), lazyUPlotIntl(), react(), tailwindcss(), isSsrBuild ? null : compileHints()],
  // docs/decisions/005: the browser build runs on Preact's React-compatible core (~58 KB less
  // JavaScript gzipped on a cheap phone). The build-time prerender and unit tests use React itself.
  resolve: isSsrBuild
    ? {}
    : {
        alias: {
          'react-dom/client': 'preact/compat/client',
          'react-dom/test-utils': 'preact/test-utils',
          'react-dom': 'preact/compat',
          'react/jsx-runtime': 'preact/jsx-runtime',
          'react/jsx-dev-runtime': 'preact/jsx-runtime',
          react: 'preact/compat',
          // React Router's package points every bundler at its development build (the same code
          // with its console warnings on, ENABLE_DEV_WARNINGS); the browser gets its production build.
          'react-router': join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs'),
        },
      },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2020',
    sourcemap: false,
    assetsInlineLimit: 2048,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: appChunks } } },
  },
}));
