import { afterEach, expect, test, vi } from 'vitest';
import { getBsCalendarTable, resetBsCalendarTable, type BsCalendarTable } from '@mamata/core/calendar/bikram-sambat';
import { loadServerCalendarTable, sameJson } from './calendar-table.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  resetBsCalendarTable();
});

function serverSends(table: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(table), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

test('sameJson compares values, not key order', () => {
  expect(sameJson({ a: 1, b: [1, 2, { c: 'x' }] }, { b: [1, 2, { c: 'x' }], a: 1 })).toBe(true);
  expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  expect(sameJson([1, 2], [2, 1])).toBe(false);
  expect(sameJson({ a: [] }, { a: {} })).toBe(false);
  expect(sameJson(null, {})).toBe(false);
});

test('the server table equal to the bundled one changes nothing', async () => {
  const bundled = getBsCalendarTable();
  // the server writes the keys in another order: still the same table
  const { years, reference, lastConfirmedYear } = bundled;
  const fetch = serverSends({ years, reference, lastConfirmedYear });
  await loadServerCalendarTable();
  expect(fetch).toHaveBeenCalledWith('/api/v1/public/bs-calendar', expect.anything());
  expect(getBsCalendarTable()).toBe(bundled);
});

test('a server table with one more year replaces the bundled one; an invalid one is ignored', async () => {
  const bundled = getBsCalendarTable();
  const last = Math.max(...Object.keys(bundled.years).map(Number));
  const longer: BsCalendarTable = { ...bundled, years: { ...bundled.years, [last + 1]: [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30] } };
  serverSends(longer);
  await loadServerCalendarTable();
  expect(Object.keys(getBsCalendarTable().years)).toContain(String(last + 1));

  resetBsCalendarTable();
  serverSends({ ...bundled, years: { ...bundled.years, [last + 1]: [31, 31] } });
  await loadServerCalendarTable();
  expect(Object.keys(getBsCalendarTable().years)).not.toContain(String(last + 1));
});
