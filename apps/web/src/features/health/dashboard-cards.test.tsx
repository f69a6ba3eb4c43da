// @vitest-environment happy-dom
import { beforeAll, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from '../../lib/i18n.ts';
import { setPreference } from '../../lib/preferences.ts';
import { fakeApi, renderWithApp } from '../../test/render-with-app.tsx';
import { LatestReadingsCard, NextDueCard, ReadingEmergencyCard } from './dashboard-cards.tsx';
import { loadHealthStrings } from './health-strings.ts';
import { loggedInTestHooks } from '../../test/logged-in-hooks.ts';

beforeAll(async () => {
  await loadHealthStrings();
});
loggedInTestHooks('MOTHER');

const ME = { provider: { registration_type: 'MOTHER' } };
const item = (id: string, status: string, dueDate: string) => ({
  _id: id,
  name: `Item ${id}`,
  required_status: 'required',
  type: 'checkup',
  status,
  dose: 'Visit',
  days: 1,
  info: '',
  dueDate,
  givenOn: null,
  confirmed: true,
});

test('next due: what is still to do, oldest first, given and missed items left out', async () => {
  fakeApi({
    'GET /provider/me': { body: ME },
    'GET /provider/mother-table': {
      body: {
        motherTables: [
          {
            _id: 'a',
            image: 'x.svg',
            fromDays: '0',
            week: 1,
            dateFrom: '2026-01-01',
            dateTo: '2026-02-01',
            vaccines: [item('given', 'given', '2026-01-01'), item('missed', 'missed', '2026-01-02')],
          },
          {
            _id: 'b',
            image: 'x.svg',
            fromDays: '91',
            week: 13,
            dateFrom: '2026-04-01',
            dateTo: '2026-05-01',
            vaccines: [item('later', 'upcoming', '2026-12-20'), item('late', 'overdue', '2026-11-01')],
          },
        ],
      },
    },
  });
  renderWithApp(<NextDueCard />);
  const list = await screen.findByTestId('next-due');
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Item lateSunday, 1 November 2026Overdue', 'Item laterSunday, 20 December 2026Upcoming']);
  expect(screen.getByRole('link', { name: 'All reminders' }).getAttribute('href')).toBe('/reminder');
});

/** A report with only `alerts` filled (the verdicts are the server's). */
const reportWith = (alerts: object[]) => ({
  body: {
    patientReportDetails: {
      normalMotherData: [],
      normalBMIData: [],
      normalFetalWeightData: [],
      normalBabyGrowthtData: [],
      patientReport: { motherProgressReport: [], babyWombProgressReport: [], babyBornProgressReport: [], alerts },
      provider: { height: null, babyGender: null },
      babyGender: null,
    },
  },
});

test('latest measurements show the server’s verdict: a note outside the range, an emergency in red, normal says so', async () => {
  fakeApi({
    'GET /provider/me': { body: ME },
    'GET /provider/provider-report': reportWith([
      { series: 'bloodPressure', level: 'see-health-worker', direction: 'high', value: [150, 95], date: '2026-11-22', babyId: null },
      { series: 'waterLevel', level: 'normal', direction: null, value: [15], date: '2026-11-22', babyId: null },
    ]),
  });
  renderWithApp(<LatestReadingsCard />);
  const bp = (await screen.findAllByTestId('reading'))[0]!;
  expect(bp.getAttribute('data-level')).toBe('see-health-worker');
  expect(within(bp).getByText('150/95 mmHg')).toBeTruthy();
  expect(within(bp).getByRole('note').textContent).toMatch(/^Your blood pressure was high \(140\/90 or more\)\. Please see a health worker today\./);
  const water = screen.getAllByTestId('reading')[1]!;
  expect(within(water).getByText('Within the normal range.')).toBeTruthy();
});

test('170/115: the red card says go to hospital now or call 102, with a call button, in English and Nepali', async () => {
  const alerts = [{ series: 'bloodPressure', level: 'emergency', direction: 'high', value: [170, 115], date: '2026-11-22', babyId: null }];
  fakeApi({ 'GET /provider/me': { body: ME }, 'GET /provider/provider-report': reportWith(alerts) });
  const { unmount } = renderWithApp(<ReadingEmergencyCard />);
  const card = await screen.findByTestId('reading-emergency');
  expect(within(card).getByRole('heading').textContent).toBe('Go to hospital now or call 102');
  expect(card.textContent).toContain('170/115 mmHg');
  expect(within(card).getByRole('link', { name: 'Call 102' }).getAttribute('href')).toBe('tel:102');
  unmount();

  setPreference('lang', 'ne');
  await i18n.changeLanguage('ne');
  fakeApi({ 'GET /provider/me': { body: ME }, 'GET /provider/provider-report': reportWith(alerts) });
  renderWithApp(<ReadingEmergencyCard />);
  const ne = await screen.findByTestId('reading-emergency');
  expect(within(ne).getByRole('heading').textContent).toBe('अहिल्यै अस्पताल जानुहोस् वा १०२ मा फोन गर्नुहोस्');
  expect(ne.textContent).toContain('१७०/११५');
  expect(within(ne).getByRole('link', { name: '१०२ मा फोन गर्नुहोस्' }).getAttribute('href')).toBe('tel:102');
  setPreference('lang', 'en');
  await i18n.changeLanguage('en');
});

test('no emergency, no red card', async () => {
  fakeApi({
    'GET /provider/me': { body: ME },
    'GET /provider/provider-report': reportWith([
      { series: 'bloodPressure', level: 'see-health-worker', direction: 'high', value: [142, 91], date: '2026-11-22', babyId: null },
    ]),
  });
  const { container } = renderWithApp(<ReadingEmergencyCard />);
  await screen.findByText((_, el) => el === container);
  expect(screen.queryByTestId('reading-emergency')).toBeNull();
});

test('no measurements yet: the dashboard says so instead of an empty card', async () => {
  fakeApi({
    'GET /provider/me': { body: ME },
    'GET /provider/provider-report': {
      body: {
        patientReportDetails: {
          normalMotherData: [],
          normalBMIData: [],
          normalFetalWeightData: [],
          normalBabyGrowthtData: [],
          patientReport: { motherProgressReport: [], babyWombProgressReport: [], babyBornProgressReport: [], alerts: [] },
          provider: { height: null, babyGender: null },
          babyGender: null,
        },
      },
    },
  });
  renderWithApp(<LatestReadingsCard />);
  expect(await screen.findByText('Your health post has not recorded any measurements yet.')).toBeTruthy();
});
