// @vitest-environment happy-dom
import { beforeAll, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from '../../lib/i18n.ts';
import { fakeApi, renderWithApp } from '../../test/render-with-app.tsx';
import { LatestReadingsCard, NextDueCard } from './dashboard-cards.tsx';
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

test('latest measurements: a reading outside the normal band carries a plain note, one inside says so', async () => {
  const week = (w: number) => ({
    week: w,
    systolicPressure: 115,
    diastolicPressure: 72,
    systolicMax: 140,
    diastolicMax: 90,
    wombWaterLevel: 14,
    wombWaterLevelLow: 9,
    wombWaterLevelHigh: 22,
  });
  fakeApi({
    'GET /provider/me': { body: ME },
    'GET /provider/provider-report': {
      body: {
        patientReportDetails: {
          normalMotherData: [week(26), week(28)],
          normalBMIData: [],
          normalFetalWeightData: [],
          normalBabyGrowthtData: [],
          patientReport: {
            motherProgressReport: [
              { date: '2026-11-22', week: 28, systolicPressure: 150, diastolicPressure: 95, waterLevel: 15, motherWeight: null, currentBmi: null },
            ],
            babyWombProgressReport: [],
            babyBornProgressReport: [],
          },
          provider: { height: null, babyGender: null },
          babyGender: null,
        },
      },
    },
  });
  renderWithApp(<LatestReadingsCard />);
  const bp = (await screen.findAllByTestId('reading'))[0]!;
  expect(bp.getAttribute('data-verdict')).toBe('high');
  expect(within(bp).getByText('150/95 mmHg')).toBeTruthy();
  expect(within(bp).getByRole('note').textContent).toMatch(/^Your blood pressure was high \(140\/90 or more\)\./);
  const water = screen.getAllByTestId('reading')[1]!;
  expect(within(water).getByText('Within the normal range.')).toBeTruthy();
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
          patientReport: { motherProgressReport: [], babyWombProgressReport: [], babyBornProgressReport: [] },
          provider: { height: null, babyGender: null },
          babyGender: null,
        },
      },
    },
  });
  renderWithApp(<LatestReadingsCard />);
  expect(await screen.findByText('Your health post has not recorded any measurements yet.')).toBeTruthy();
});
