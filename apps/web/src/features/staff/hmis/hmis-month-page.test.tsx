// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { addMonths, parsePeriod, periodOf, periodRange } from '@mamata/core/hmis/period';
import { i18n } from '../../../lib/i18n.ts';
import { setPreference } from '../../../lib/preferences.ts';
import { fakeApi, renderWithApp } from '../../../test/render-with-app.tsx';
import { endStaffSession, startStaffSession } from '../staff-session.ts';
import { HmisMonthPage } from './hmis-month-page.tsx';
import { loadHmisStrings } from './hmis-strings.ts';

beforeAll(async () => {
  await loadHmisStrings();
});
beforeEach(() => startStaffSession('s'.repeat(43)));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  endStaffSession();
  setPreference('lang', 'en');
  await i18n.changeLanguage('en');
});

const TOKHA = { id: 1, name: 'Tokha Health Post', name_ne: 'टोखा स्वास्थ्य चौकी' };
const NURSE = { staff: { id: 's1', full_name: 'Kamala Adhikari', role: 'health_post', inCharge: true, healthPost: TOKHA, palika: null } };
// the screen opens on the month just ended
const PERIOD = addMonths(periodOf(nepalToday()), -1);
const MONTH = {
  period: PERIOD,
  bs: parsePeriod(PERIOD),
  range: periodRange(PERIOD),
  healthPost: { ...TOKHA, hmisCode: '27010' },
  palika: { id: 'p1', name: 'Tokha Municipality', name_ne: 'टोखा नगरपालिका' },
  groups: [
    { id: 'td', title: { en: 'Td to pregnant women', ne: 'गर्भवती महिलालाई टि.डी. खोप' } },
    { id: 'maternalDeaths', title: { en: 'Maternal deaths', ne: 'मातृ मृत्यु' } },
  ],
  cells: [
    {
      id: 'td.td1',
      section: 'td',
      group: 'td',
      element: { en: 'Td to pregnant women', ne: 'गर्भवती महिलालाई टि.डी.' },
      option: { en: 'Td 1', ne: 'टि.डी. पहिलो' },
      local: false,
      value: 12,
    },
    {
      id: 'td.td2',
      section: 'td',
      group: 'td',
      element: { en: 'Td to pregnant women', ne: 'गर्भवती महिलालाई टि.डी.' },
      option: { en: 'Td 2', ne: 'टि.डी. दोस्रो' },
      local: false,
      value: 0,
    },
    {
      id: 'maternalDeath.postpartum',
      section: 'maternalDeaths',
      group: 'maternalDeaths',
      element: { en: 'Maternal deaths', ne: 'मातृ मृत्यु' },
      option: { en: 'Postpartum', ne: 'प्रसवपश्चात्' },
      local: false,
      value: null,
    },
  ],
  missing: [{ source: 'deliveries', recordId: 'd1', date: periodRange(PERIOD).start, field: 'attendant' }],
};
const SHEET_URL = `GET /staff/hmis/posts/1/months/${PERIOD}`;

test("the in-charge sees her post's sheet of the month just ended: numbers, zeros, and blanks left blank", async () => {
  fakeApi({ 'GET /staff/me': { body: NURSE }, [SHEET_URL]: { body: MONTH } });
  renderWithApp(<HmisMonthPage />, { path: '/staff/hmis' });
  const sheet = await screen.findByTestId('hmis-sheet');
  expect(within(sheet).getByText('Tokha Health Post')).toBeTruthy();
  expect(within(sheet).getByText(/HMIS code: 27010/)).toBeTruthy();
  const td = within(sheet).getByRole('table', { name: 'Td to pregnant women' });
  const cellOf = (id: string) => sheet.querySelector(`tr[data-cell="${id}"] td:last-child`)?.textContent;
  expect(within(td).getAllByRole('row')).toHaveLength(3);
  expect(cellOf('td.td1')).toBe('12');
  expect(cellOf('td.td2')).toBe('0');
  expect(cellOf('maternalDeath.postpartum')).toBe('');
  expect(screen.getByText(/1 record of this month lacks something the sheet counts/)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
});

test('in Nepali the sheet reads in Nepali with Devanagari digits and the BS month', async () => {
  setPreference('lang', 'ne');
  await i18n.changeLanguage('ne');
  fakeApi({ 'GET /staff/me': { body: NURSE }, [SHEET_URL]: { body: MONTH } });
  renderWithApp(<HmisMonthPage />, { path: '/staff/hmis' });
  const sheet = await screen.findByTestId('hmis-sheet');
  expect(within(sheet).getByText('टोखा स्वास्थ्य चौकी')).toBeTruthy();
  expect(sheet.querySelector('tr[data-cell="td.td1"] td:last-child')?.textContent).toBe('१२');
  expect(within(sheet).getByRole('table', { name: 'गर्भवती महिलालाई टि.डी. खोप' })).toBeTruthy();
  expect(within(sheet).getByText(/[०-९]{4}/, { selector: 'span' })).toBeTruthy();
});

test('a refused or failed sheet shows the error and a way to try again', async () => {
  fakeApi({ 'GET /staff/me': { body: NURSE }, [SHEET_URL]: { status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } } });
  renderWithApp(<HmisMonthPage />, { path: '/staff/hmis' });
  expect(await screen.findByText('Not found.')).toBeTruthy();
  expect(screen.queryByTestId('hmis-sheet')).toBeNull();
});
