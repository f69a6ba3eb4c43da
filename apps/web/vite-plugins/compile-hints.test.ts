import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, withCompileHint } from './compile-hints.ts';

const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('puts the hint once, as the first line', () => {
  expect(withCompileHint('let a = 1;')).toBe(`${COMPILE_HINT}\nlet a = 1;`);
  expect(withCompileHint(withCompileHint('let a = 1;'))).toBe(`${COMPILE_HINT}\nlet a = 1;`);
});

it('a real build: every chunk starts with the hint, and its source map still points at the source', async () => {
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>');
  writeFileSync(
    join(dir, 'main.js'),
    "document.body.onclick = async () => {\n  const { shout } = await import('./later.js');\n  document.title = shout('hello');\n};\n",
  );
  writeFileSync(join(dir, 'later.js'), "// a line before\nexport function shout(text) {\n  return text.toUpperCase() + '!';\n}\n");
  const outDir = join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHints()],
    build: { outDir, assetsDir: '', sourcemap: true, minify: false },
  });
  const chunks = readdirSync(outDir).filter((f) => f.endsWith('.js'));
  expect(chunks.length).toBeGreaterThanOrEqual(2);
  for (const chunk of chunks) expect(readFileSync(join(outDir, chunk), 'utf8').split('\n')[0]).toBe(COMPILE_HINT);

  // `toUpperCase` in the built later chunk maps back to line 3 of later.js
  const later = chunks.find((c) => readFileSync(join(outDir, c), 'utf8').includes('toUpperCase'));
  expect(later).toBeDefined();
  const lines = readFileSync(join(outDir, later ?? ''), 'utf8').split('\n');
  const line = lines.findIndex((l) => l.includes('toUpperCase'));
  const map = new TraceMap(readFileSync(join(outDir, `${later}.map`), 'utf8'));
  const found = originalPositionFor(map, { line: line + 1, column: lines[line]?.indexOf('toUpperCase') ?? 0 });
  expect(found.source).toMatch(/later\.js$/);
  expect(found.line).toBe(3);
});
