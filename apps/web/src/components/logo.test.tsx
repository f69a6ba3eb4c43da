// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { afterEach, expect, test } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { LogoMark } from './logo.tsx';

afterEach(cleanup);

const file = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');

/** The shapes of an SVG drawing, attribute by attribute, whatever its spacing or attribute spelling. */
function shapes(svgMarkup: string): string[] {
  const doc = new DOMParser().parseFromString(svgMarkup, 'image/svg+xml');
  const svg = doc.querySelector('svg');
  if (!svg) throw new Error('no <svg> in the markup');
  return [...svg.children].map((el) => {
    const attrs = [...el.attributes].map((a) => `${a.name}=${a.value.replace(/\s+/g, ' ').trim()}`).sort();
    return `${el.tagName.toLowerCase()} ${attrs.join(' ')}`;
  });
}

test('the mark drawn in the page, the splash of index.html and public/logo.svg are one drawing', () => {
  const published = shapes(file('../../public/logo.svg'));
  expect(published.length).toBeGreaterThanOrEqual(4);
  const html = file('../../index.html');
  const splash = /<div class="app-splash">(<svg[\s\S]*?<\/svg>)<\/div>/.exec(html)?.[1];
  expect(splash, 'index.html draws the splash logo inline').toBeDefined();
  expect(shapes(splash!.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" '))).toEqual(published);
  const { container } = render(<LogoMark size={36} />);
  expect(shapes(container.innerHTML.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" '))).toEqual(published);
});

test('with a label the mark is an image with that name; without one a screen reader skips it', () => {
  const named = render(<LogoMark size={72} label="Mamata logo" />).container.querySelector('svg')!;
  expect(named.getAttribute('role')).toBe('img');
  expect(named.getAttribute('aria-label')).toBe('Mamata logo');
  expect(named.hasAttribute('aria-hidden')).toBe(false);
  cleanup();
  const decoration = render(<LogoMark size={36} />).container.querySelector('svg')!;
  expect(decoration.getAttribute('aria-hidden')).toBe('true');
  expect(decoration.hasAttribute('role')).toBe(false);
  expect(decoration.getAttribute('width')).toBe('36');
});
