// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { nepalToday } from '@mamata/core/calendar/nepal-time';
import { addMonths, periodOf } from '@mamata/core/hmis/period';
import { i18n } from '../../../lib/i18n.ts';
import { setPreference } from '../../../lib/preferences.ts';
import { fakeApi, renderWithApp } from '../../../test/render-with-app.tsx';
import { endStaffSession, startStaffSession } from '../staff-session.ts';
import { PostSendPanel } from './dhis2-panel.tsx';
import { HmisIndicatorsPage } from './hmis-indicators-page.tsx';
import { loadHmisStrings } from './hmis-strings.ts';

// The month sent to DHIS2 and the palika's indicators (docs/decisions/029-hmis-push.md), over a fake API.

/** uPlot draws on a canvas, which happy-dom has not: a stand-in records the series it was given. */
const plotted: unknown[][][] = [];
vi.mock('uplot', () => ({
  default: class {
    root = document.createElement('div');
    width = 320;
    constructor(_opts: unknown, data: unknown[][], el: HTMLElement) {
      el.appendChild(this.root);
      plotted.push(data);
    }
    setSize() {}
    destroy() {}
  },
}));

beforeAll(async () => {
  await loadHmisStrings();
});
beforeEach(() => {
  startStaffSession('s'.repeat(43));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  endStaffSession();
  setPreference('lang', 'en');
  await i18n.changeLanguage('en');
});

const PERIOD = addMonths(periodOf(nepalToday()), -1);
const BASE = `/staff/hmis/posts/1/months/${PERIOD}/dhis2`;
const HASH = 'a'.repeat(64);
const summary = (imported: number, conflicts: { object: string; value: string }[] = []) => ({
  status: conflicts.length ? 'WARNING' : 'SUCCESS',
  imported,
  updated: 0,
  ignored: conflicts.length,
  deleted: 0,
  conflicts,
});
const result = (step: 'dryRun' | 'sent', conflicts: { object: string; value: string }[] = []) => ({
  step,
  payloadHash: HASH,
  mappingVersion: 'v1',
  dataSets: [{ dataSet: 'nPhlpWb5Ekl', values: 3, summary: summary(3 - conflicts.length, conflicts) }],
  completed: step === 'sent' ? ['nPhlpWb5Ekl'] : [],
  unmapped: [],
  state: { status: step === 'sent' ? 'sent' : 'notSent', lastSent: step === 'sent' ? { at: new Date().toISOString(), by: 'Kamala', payloadHash: HASH } : null },
});

test('the in-charge runs the dry run, reads its conflicts, then sends exactly what it showed', async () => {
  const calls = fakeApi({
    [`GET ${BASE}/status`]: { body: { status: 'notSent', lastSent: null, configured: true, canSend: true, sendable: true, payloadHash: HASH } },
    [`POST ${BASE}/dry-run`]: { body: result('dryRun', [{ object: 'DeHmis00001', value: 'Data element not found or not accessible' }]) },
    [`POST ${BASE}/send`]: { body: result('sent') },
  });
  renderWithApp(<PostSendPanel postId={1} period={PERIOD} />, { path: '/staff/hmis' });
  expect((await screen.findByTestId('hmis-send-status')).textContent).toBe('Not sent');
  expect(screen.queryByRole('button', { name: 'Send to DHIS2' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Check with DHIS2 (dry run)' }));
  const dry = await screen.findByTestId('hmis-dry-run');
  expect(within(dry).getByText(/DHIS2 reports 1 problem/)).toBeTruthy();
  expect(within(dry).getByText('DeHmis00001')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Send to DHIS2' }));
  expect(await screen.findByText('The data sets are marked complete in DHIS2.')).toBeTruthy();
  expect(calls.find((c) => c.key === `POST ${BASE}/send`)?.body).toEqual({ payloadHash: HASH });
});

test('a staff member who is not the in-charge sees the status and no send; a month changed since sent says so', async () => {
  fakeApi({
    [`GET ${BASE}/status`]: {
      body: {
        status: 'changed',
        lastSent: { at: new Date().toISOString(), by: 'Kamala', payloadHash: HASH },
        configured: true,
        canSend: false,
        sendable: true,
        payloadHash: 'b'.repeat(64),
      },
    },
  });
  renderWithApp(<PostSendPanel postId={1} period={PERIOD} />, { path: '/staff/hmis' });
  expect((await screen.findByTestId('hmis-send-status')).textContent).toBe('Changed since sent');
  expect(screen.getByText(/was corrected after it was sent/)).toBeTruthy();
  expect(screen.getByText("The health post's in-charge sends the month. You can print it.")).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Check with DHIS2 (dry run)' })).toBeNull();
});

const ADMIN = {
  staff: {
    id: 'a1',
    full_name: 'Admin',
    role: 'palika_admin',
    inCharge: false,
    healthPost: null,
    palika: { id: 'p1', name: 'Tokha Municipality', name_ne: 'टोखा नगरपालिका' },
  },
};
const periods = Array.from({ length: 12 }, (_, i) => addMonths(PERIOD, i - 11));
const month = (p: string, firstAnc: number | null) => ({
  period: p,
  values: { firstAnc, ancOnProtocol: null, institutionalBirths: null, pncWithin24h: null, bcg: 4, penta1: 10, penta3: 9, mr2: 2 },
  pentaDropout: 10,
});
const INDICATORS = {
  palika: ADMIN.staff.palika,
  periods,
  indicators: [
    { id: 'firstAnc', label: { en: 'First ANC', ne: 'पहिलो गर्भ जाँच' }, cells: [] },
    { id: 'bcg', label: { en: 'BCG', ne: 'बीसीजी' }, cells: [] },
  ],
  palikaMonths: periods.map((p, i) => month(p, i)),
  posts: [{ id: 1, name: 'Tokha Health Post', name_ne: 'टोखा स्वास्थ्य चौकी', months: periods.map((p, i) => month(p, i)) }],
  noDose: [
    {
      id: 'b1',
      babyName: '',
      motherName: 'Sita Rai',
      healthPostId: 1,
      dateOfBirth: '2026-08-01',
      ageDays: 119,
      address: 'Tokha-3',
      mobileNumber: '9841000000',
    },
  ],
};

test("the palika admin reads each post's figures of the month, twelve months of one, and the children with no dose, in Nepali", async () => {
  setPreference('lang', 'ne');
  await i18n.changeLanguage('ne');
  fakeApi({ 'GET /staff/me': { body: ADMIN }, 'GET /staff/hmis/palikas/p1/indicators': { body: INDICATORS } });
  renderWithApp(<HmisIndicatorsPage />, { path: '/staff/hmis/indicators' });
  const table = await screen.findByTestId('indicators-month');
  const row = table.querySelector('tr[data-row="1"]');
  expect(row?.querySelector('[data-indicator="firstAnc"]')?.textContent).toBe('११');
  expect(row?.querySelector('[data-indicator="pentaDropout"]')?.textContent).toBe('१०.०%');
  expect(within(screen.getByTestId('indicator-months')).getAllByRole('cell')).toHaveLength(12);
  expect(screen.getByText('Sita Rai को शिशु')).toBeTruthy();
  // the chart drew the palika's twelve months of first ANC
  await vi.waitFor(() => expect(plotted.at(-1)?.[1]).toEqual(periods.map((_, i) => i)));
});

test('a failed load shows the error and a way to try again; nothing recorded shows the empty list', async () => {
  fakeApi({
    'GET /staff/me': { body: ADMIN },
    'GET /staff/hmis/palikas/p1/indicators': { status: 502, body: { code: 'BAD_GATEWAY', message: 'DHIS2 did not answer.' } },
  });
  renderWithApp(<HmisIndicatorsPage />, { path: '/staff/hmis/indicators' });
  expect(await screen.findByText('DHIS2 did not answer.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  cleanup();
  fakeApi({
    'GET /staff/me': { body: ADMIN },
    'GET /staff/hmis/palikas/p1/indicators': {
      body: { ...INDICATORS, noDose: [], palikaMonths: periods.map((p) => ({ period: p, values: { firstAnc: null }, pentaDropout: null })) },
    },
  });
  renderWithApp(<HmisIndicatorsPage />, { path: '/staff/hmis/indicators' });
  expect(await screen.findByText('No child is missing Penta 1.')).toBeTruthy();
  expect(screen.getByText(/Nothing was recorded in these twelve months/)).toBeTruthy();
});
