import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
 * shaping rules they need), inline, as the family 'Mamata Nepali Label' that `body.en` lists first.
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
  build: { target: 'es2020', sourcemap: false, assetsInlineLimit: 2048 },
}));
