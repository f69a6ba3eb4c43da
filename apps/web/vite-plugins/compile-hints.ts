import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its
 * functions compiled while it downloads, on a background thread, instead of each on the main
 * thread when it is first called. https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A chunk's code with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/** A source map of a chunk moved one line down, as {@link withCompileHint} moves its code. */
export function mapOneLineDown(map: string): string {
  const parsed = JSON.parse(map) as { mappings: string };
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

/**
 * Marks every JavaScript chunk of the browser build for eager compilation. The app is split so
 * that a chunk is downloaded when its code is about to run (a screen's chunk with its route, uPlot
 * with the first chart), so its functions are "called on load" in V8's sense. Without the hint,
 * V8 compiles each function on the main thread on its first call: on a slow phone that work sat
 * inside the start's long tasks (bench/README.md, docs/decisions/017-compile-hints.md). Browsers
 * without the feature read a comment. The hint is added after everything else has written the
 * chunk (its first line must be the comment), and each chunk's source map, when there is one, is
 * moved down with it.
 */
export function compileHints(): Plugin {
  return {
    name: 'mamata-compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir) return;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const path = join(options.dir, file.fileName);
        const code = readFileSync(path, 'utf8');
        const hinted = withCompileHint(code);
        if (hinted === code) continue; // already hinted: its map was moved then
        writeFileSync(path, hinted);
        if (existsSync(`${path}.map`)) writeFileSync(`${path}.map`, mapOneLineDown(readFileSync(`${path}.map`, 'utf8')));
      }
    },
  };
}
