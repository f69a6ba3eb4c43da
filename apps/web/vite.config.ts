import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
