// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { hydrateOnDemand } from './hydrate-on-demand.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function page(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
}

test('the first tap hydrates the page before the tapped button hears it, and only once', () => {
  const root = page('<button type="button">Menu</button>');
  const button = root.querySelector('button')!;
  const order: string[] = [];
  hydrateOnDemand(root, () => {
    order.push('hydrated');
    // what hydration does: the button gets its handler now
    button.addEventListener('click', () => order.push('menu opened'));
  });
  expect(order).toEqual([]);
  button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(order).toEqual(['hydrated', 'menu opened']);
  button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(order).toEqual(['hydrated', 'menu opened', 'menu opened']);
});

test('a key press or a focused field hydrates too; reading (no event) does not', () => {
  for (const event of [new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }), new FocusEvent('focusin', { bubbles: true })]) {
    const root = page('<input name="full_name" />');
    const hydrate = vi.fn();
    const now = hydrateOnDemand(root, hydrate);
    expect(hydrate).not.toHaveBeenCalled();
    root.querySelector('input')!.dispatchEvent(event);
    expect(hydrate).toHaveBeenCalledTimes(1);
    now(); // the returned function does nothing more once hydrated
    expect(hydrate).toHaveBeenCalledTimes(1);
  }
});

test('an element marked data-hydrate="visible" hydrates the page when it comes into view', () => {
  let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
  const observed: Element[] = [];
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        report = callback;
      }
      observe(el: Element) {
        observed.push(el);
      }
      disconnect = disconnect;
    },
  );
  const root = page('<p>Text</p><section data-hydrate="visible">Carousel</section>');
  const hydrate = vi.fn();
  hydrateOnDemand(root, hydrate);
  expect(observed).toEqual([root.querySelector('section')]);
  report?.([{ isIntersecting: false }]);
  expect(hydrate).not.toHaveBeenCalled();
  report?.([{ isIntersecting: true }]);
  expect(hydrate).toHaveBeenCalledTimes(1);
  expect(disconnect).toHaveBeenCalled();
  // and the interaction listeners are gone
  root.querySelector('p')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
  expect(hydrate).toHaveBeenCalledTimes(1);
});

test('the returned function hydrates at once, and later events do not hydrate again', () => {
  const root = page('<button type="button">Send</button>');
  const hydrate = vi.fn();
  const now = hydrateOnDemand(root, hydrate);
  now();
  expect(hydrate).toHaveBeenCalledTimes(1);
  root.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(hydrate).toHaveBeenCalledTimes(1);
});

test('a page marked data-hydrate="idle" is hydrated when the main thread is idle, without an interaction', async () => {
  const root = page('<div data-hydrate="idle"><input name="mobile_number" /></div>');
  const hydrate = vi.fn();
  hydrateOnDemand(root, hydrate);
  expect(hydrate).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  root.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(hydrate).toHaveBeenCalledTimes(1);
});
