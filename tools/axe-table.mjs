// Prints the axe counts that e2e/accessibility.spec.ts wrote with AXE_REPORT=<folder> as the
// Markdown tables of docs/accessibility.md:
//   AXE_REPORT=/tmp/axe npx playwright test e2e/accessibility.spec.ts && node tools/axe-table.mjs /tmp/axe
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: node tools/axe-table.mjs <folder written with AXE_REPORT>');
  process.exit(2);
}

/** The spec's report names of each area (the mother's app runs as two tests). */
const AREAS = [
  [['public'], 'Public site and login pages'],
  [['app-main', 'app-more'], 'Mother’s app'],
  [['staff'], 'Staff console (palika administrator)'],
];
const VARIANTS = [
  ['light-en', 'light, English (1280 px)'],
  ['dark-en', 'dark, English (1280 px)'],
  ['light-ne', 'light, Nepali (320 px)'],
  ['dark-ne', 'dark, Nepali (320 px)'],
];
const files = new Set(readdirSync(folder));
const read = (areas, variant) => {
  const parts = areas.map((a) => `${a}-${variant}.json`).filter((name) => files.has(name));
  return parts.length ? Object.assign({}, ...parts.map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')))) : null;
};

/** critical / serious / moderate / minor, and the rules behind any count. */
const cell = (c) => (c ? `${c.critical} / ${c.serious} / ${c.moderate} / ${c.minor}${c.rules.length ? ` (${c.rules.join(', ')})` : ''}` : 'not run');

for (const [areas, title] of AREAS) {
  const byVariant = VARIANTS.map(([v]) => read(areas, v));
  const pages = [...new Set(byVariant.flatMap((r) => (r ? Object.keys(r) : [])))];
  if (pages.length === 0) continue;
  console.log(`### ${title}\n`);
  console.log(`| Page | ${VARIANTS.map(([, label]) => label).join(' | ')} |`);
  console.log(`|---|${VARIANTS.map(() => '---').join('|')}|`);
  for (const page of pages) console.log(`| \`${page}\` | ${byVariant.map((r) => cell(r?.[page])).join(' | ')} |`);
  console.log('');
}
