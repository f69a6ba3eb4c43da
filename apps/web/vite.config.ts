import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * The logged-in app's shell as two chunks: the query client with TanStack Query (which the login
 * page needs too) and the layout with what it imports. Split by the bundler into some twenty files
 * of 1-3 KB, they cost a phone on a slow network several round trips (six connections at a time)
 * before the first screen. What the entry or a public page needs stays out of them (a public page
 * must not download the app), and the screens keep their own chunks (route-level splitting).
 */
function appShellChunks() {
  const reachable = (graph: ModuleGraph, from: string) => {
    const seen = new Set<string>();
    const todo = [from];
    while (todo.length) {
      const id = todo.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      todo.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const src = fileURLToPath(new URL('./src/', import.meta.url));
  const core = fileURLToPath(new URL('../../packages/core/src/', import.meta.url));
  let chunkOf: Map<string, string> | undefined;
  return {
    // only what the name below picks: not also every module those import (the entry's among them)
    includeDependenciesRecursively: false,
    name(id: string, graph: ModuleGraph) {
      if (!chunkOf) {
        chunkOf = new Map();
        // what the public pages load stays where the bundler puts it (they must not load the app's shell)
        const publicPages = ['main.tsx', 'features/public/static-page.tsx', 'features/public/home-page.tsx', 'features/public/contact-page.tsx'];
        const taken = new Set(publicPages.flatMap((root) => [...reachable(graph, src + root)]));
        for (const m of reachable(graph, `${src}app/query-provider.tsx`)) if (!taken.has(m)) chunkOf.set(m, 'query');
        for (const m of reachable(graph, `${src}features/auth/login-page.tsx`)) taken.add(m);
        for (const m of reachable(graph, `${src}app/app-layout.tsx`)) if (!taken.has(m) && !chunkOf.has(m)) chunkOf.set(m, 'app-shell');
        // what the mother's screens share: one chunk (see screensChunk)
        for (const screen of MOTHER_SCREENS)
          for (const m of reachable(graph, src + screen))
            if (!taken.has(m) && !chunkOf.has(m) && (m.startsWith(src) || m.startsWith(core)) && ![...reachable(graph, m)].some((d) => HEAVY.test(d)))
              screenParts.add(m);
      }
      return chunkOf.get(id) ?? null;
    },
  };
}

/** The mother's screens (app/routes.tsx): the code two or more of them share goes into one chunk (screensChunk). */
const MOTHER_SCREENS = [
  'features/dashboard/dashboard-page.tsx',
  'features/health/dashboard-cards.tsx',
  'features/health/schedule-page.tsx',
  'features/health/report-page.tsx',
  'features/health/reminder-page.tsx',
  'features/health/profile-view-page.tsx',
  'features/profile/profile-page.tsx',
  'features/support/support-modals.tsx',
  'features/support/emergency-page.tsx',
  'features/support/health-posts-page.tsx',
  'features/ai-doctor/ai-doctor-page.tsx',
  'features/ai-doctor/ai-doctor-history-page.tsx',
  'features/notifications/notification-list-page.tsx',
];
const screenParts = new Set<string>();
/** Code only some screens need (zod and the schemas checked with it): a module that imports it stays with its screens. */
const HEAVY = /node_modules\/zod\/|packages\/core\/src\/schemas\//;

/**
 * The app's own modules that two or more of the mother's screens use, as one chunk: split by the
 * bundler by which screens use them, they were a dozen files of 0.1-1.5 KB, and a phone on a slow
 * network asked for them after the screen's code, six at a time.
 */
function screensChunk() {
  return { name: (id: string) => (screenParts.has(id) ? 'screens' : null), minShareCount: 2, includeDependenciesRecursively: false };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [nepaliLabelFont(), react(), tailwindcss()],
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
        },
      },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2020',
    sourcemap: false,
    assetsInlineLimit: 2048,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [appShellChunks(), screensChunk()] } } },
  },
}));
