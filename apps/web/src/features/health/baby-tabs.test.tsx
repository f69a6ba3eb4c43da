// @vitest-environment happy-dom
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BabyTableResponse, ScheduleItem } from '@mamata/core/schemas/health';
import { i18n } from '../../lib/i18n.ts';
import { setPreference } from '../../lib/preferences.ts';
import { loggedInTestHooks } from '../../test/logged-in-hooks.ts';
import { fakeApi, renderWithApp, type FakeRoutes } from '../../test/render-with-app.tsx';
import { loadHealthStrings } from './health-strings.ts';
import { ProfileViewPage } from './profile-view-page.tsx';
import { ReminderPage } from './reminder-page.tsx';
import { ReportPage } from './report-page.tsx';
import { SchedulePage } from './schedule-page.tsx';

// The chart library needs a canvas: a stand-in lists the chart's readings.
vi.mock('./components/line-chart.tsx', () => ({
  LineChart: ({ chart, title }: { chart: { client: Array<{ y: number }> }; title: string }) => (
    <p data-testid="chart">{`${title}: ${chart.client.map((p) => p.y).join(',')}`}</p>
  ),
}));

beforeAll(async () => {
  await loadHealthStrings();
});
// A baby account with twins keeps the baby tabs; a mother-and-baby account starts on the mother (below).
loggedInTestHooks('BABY');

function item(_id: string, name: string): ScheduleItem {
  return {
    _id,
    name,
    required_status: 'required',
    type: 'vaccine',
    status: 'due',
    dose: 'Dose 1',
    days: 0,
    info: 'Info.',
    dueDate: '2026-07-23',
    givenOn: null,
    confirmed: true,
  };
}

function period(id: string, birthDays: number, vaccines: ScheduleItem[]) {
  return { _id: id, imageBoy: `${id}-boy.svg`, imageGirl: `${id}-girl.svg`, birthDays: String(birthDays), atDate: '2026-07-23', vaccines };
}

// The shape of GET /provider/baby-table for twins (schemas/health.ts): the first baby's tables at the top, every baby in `babies`.
const GIRL_TABLES = [period('birth', 0, [item('bcg', 'BCG for the girl')])];
const BOY_TABLES = [period('birth', 0, [item('bcg', 'BCG for the boy')]), period('6-weeks', 42, [item('opv-1', 'OPV for the boy')])];
const TWINS: BabyTableResponse = {
  babyTables: GIRL_TABLES,
  provider: { babyGender: 'girl' },
  babyGender: 'female',
  babies: [
    { _id: 'b1', babyGender: 'female', babyBirthDate: '2026-07-23', babyTables: GIRL_TABLES },
    { _id: 'b2', babyGender: 'male', babyBirthDate: '2026-07-23', babyTables: BOY_TABLES },
  ],
};

function me(extra: Record<string, unknown> = {}) {
  return {
    provider: {
      _id: 'p1',
      mobile_number: '9800000001',
      active: true,
      registration_type: 'BABY',
      mustChangePassword: false,
      profile: { first_name: 'Sita', last_name: 'Shrestha', gender: 'female', address: 'Tokha-5' },
      healthPost: null,
      babyBirthDate: '2026-07-23',
      babyBirthWeight: 2500,
      babyBirthHeight: 18.5,
      babyGender: 'female',
      babyAgeDays: 10,
      report: null,
      ...extra,
    },
  };
}

function renderAt(ui: React.ReactNode, routes: FakeRoutes) {
  const calls = fakeApi({ 'GET /provider/me': { body: me() }, ...routes });
  renderWithApp(ui, { path: '/screen' });
  return calls;
}

const pictures = () => [...document.querySelectorAll('[data-testid=period] img')].map((i) => i.getAttribute('src'));

test('schedule of twins: a tab per baby, the first chosen; the second tab shows the second baby (click and arrow keys)', async () => {
  renderAt(<SchedulePage />, { 'GET /provider/baby-table': { body: TWINS } });
  const tablist = await screen.findByRole('tablist', { name: 'Which baby' });
  const tabs = within(tablist).getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['Baby 1 · girl', 'Baby 2 · boy']);
  expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false']);
  expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1]);
  const panel = screen.getByRole('tabpanel');
  expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
  expect(within(panel).getByText('BCG for the girl')).toBeTruthy();
  expect(screen.queryByText('BCG for the boy')).toBeNull();
  expect(pictures()).toEqual(['/images/birth-girl.svg']);

  fireEvent.click(tabs[1]!);
  expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
  expect(screen.getByText('BCG for the boy')).toBeTruthy();
  expect(screen.queryByText('BCG for the girl')).toBeNull();
  expect(pictures()).toEqual(['/images/birth-boy.svg', '/images/6-weeks-boy.svg']);

  fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
  expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
  expect(document.activeElement).toBe(tabs[0]);
  expect(screen.getByText('BCG for the girl')).toBeTruthy();
  fireEvent.keyDown(tabs[0]!, { key: 'End' });
  expect(screen.getByText('OPV for the boy')).toBeTruthy();
});

test('in Nepali the tabs read शिशु १ · छोरी and शिशु २ · छोरा', async () => {
  setPreference('lang', 'ne');
  await i18n.changeLanguage('ne');
  renderAt(<SchedulePage />, { 'GET /provider/baby-table': { body: TWINS } });
  const tablist = await screen.findByRole('tablist', { name: 'कुन शिशु' });
  expect(
    within(tablist)
      .getAllByRole('tab')
      .map((t) => t.textContent),
  ).toEqual(['शिशु १ · छोरी', 'शिशु २ · छोरा']);
});

test('one baby: no switcher, the schedule as before', async () => {
  renderAt(<SchedulePage />, { 'GET /provider/baby-table': { body: { babyTables: BOY_TABLES, provider: { babyGender: 'boy' }, babyGender: 'male' } } });
  expect(await screen.findByText('OPV for the boy')).toBeTruthy();
  expect(screen.queryByRole('tablist')).toBeNull();
});

test('reminders of twins: the Baby tab switches babies; a baby with nothing due says "No Data Found!"', async () => {
  const alerts: BabyTableResponse = {
    babyTables: [],
    provider: { babyGender: 'girl' },
    babyGender: 'female',
    babies: [
      { _id: 'b1', babyGender: 'female', babyBirthDate: '2026-07-23', babyTables: [] },
      { _id: 'b2', babyGender: 'male', babyBirthDate: '2026-07-23', babyTables: BOY_TABLES.slice(1) },
    ],
  };
  renderAt(<ReminderPage />, { 'GET /provider/baby-alert': { body: alerts } });
  expect(screen.getByRole('tab', { name: 'Baby' }).getAttribute('aria-selected')).toBe('true');
  const babyTabs = within(await screen.findByRole('tablist', { name: 'Which baby' })).getAllByRole('tab');
  expect(screen.getByText('No Data Found!')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'See the whole schedule' })).toBeTruthy();
  fireEvent.click(babyTabs[1]!);
  expect(screen.getByText('OPV for the boy')).toBeTruthy();
  expect(screen.queryByText('No Data Found!')).toBeNull();
});

test('reminders of twins with nothing due for either: one "No Data Found!", no switcher', async () => {
  const none: BabyTableResponse = {
    babyTables: [],
    provider: { babyGender: 'girl' },
    babyGender: 'female',
    babies: TWINS.babies!.map((b) => ({ ...b, babyTables: [] })),
  };
  renderAt(<ReminderPage />, { 'GET /provider/baby-alert': { body: none } });
  expect(await screen.findByText('No Data Found!')).toBeTruthy();
  expect(screen.queryByRole('tablist', { name: 'Which baby' })).toBeNull();
});

function twinsReport() {
  const baby = (id: string, gender: 'female' | 'male', birth: string, grams: number, fetal: number) => ({
    _id: id,
    babyGender: gender,
    babyBirthDate: birth,
    normalBabyGrowthtData: [],
    babyWombProgressReport: [{ date: '2026-06-01', week: 32, babyWeight: fetal }],
    babyBornProgressReport: [{ date: birth, ageDays: 0, ageMonths: 0, babyWeight: grams, babyHeight: null }],
  });
  const [first, second] = [baby('b1', 'female', '2026-07-23', 2500, 1700), baby('b2', 'male', '2026-07-24', 2700, 1800)];
  return {
    patientReportDetails: {
      normalMotherData: [],
      normalBMIData: [],
      normalFetalWeightData: [],
      normalBabyGrowthtData: [],
      patientReport: {
        motherProgressReport: [],
        babyWombProgressReport: first.babyWombProgressReport,
        babyBornProgressReport: first.babyBornProgressReport,
        alerts: [],
      },
      provider: { height: null, babyGender: 'girl' },
      babyGender: 'female',
      babies: [first, second],
    },
  };
}

test('report of twins: one switcher for the charts and the schedule, the first baby first', async () => {
  renderAt(<ReportPage />, { 'GET /provider/provider-report': { body: twinsReport() }, 'GET /provider/baby-table': { body: TWINS } });
  const tablist = await screen.findByRole('tablist', { name: 'Which baby' });
  expect(screen.getAllByRole('tablist')).toHaveLength(1);
  const charts = () => screen.getAllByTestId('chart').map((c) => c.textContent);
  // the charts below the first two come a task later (report-page.tsx)
  await waitFor(() => expect(charts()).toEqual(["Baby's weight in the womb: 1700", "Baby's weight after birth: 2500", "Baby's height after birth: "]));
  expect(await screen.findByText('BCG for the girl')).toBeTruthy();
  fireEvent.click(within(tablist).getByRole('tab', { name: 'Baby 2 · boy' }));
  expect(charts()).toEqual(["Baby's weight in the womb: 1800", "Baby's weight after birth: 2700", "Baby's height after birth: "]);
  expect(screen.getByText('BCG for the boy')).toBeTruthy();
  expect(screen.queryByText('BCG for the girl')).toBeNull();
});

const TWIN_BABIES = [
  {
    _id: 'b1',
    name: 'Asha',
    sex: 'female',
    birthDate: '2026-07-23',
    birthWeight: 2500,
    birthHeight: 18.5,
    latestWeight: { grams: 6450, date: '2026-11-20' },
    latestLength: null,
  },
  { _id: 'b2', name: '', sex: 'male', birthDate: '2026-07-24', birthWeight: 2700, birthHeight: null, latestWeight: null, latestLength: null },
];

test('profile of twins: each baby its birth date, its latest weight with the date, the weight at birth labelled', async () => {
  renderAt(<ProfileViewPage />, { 'GET /provider/me': { body: me({ babies: TWIN_BABIES }) } });
  const tabs = within(await screen.findByRole('tablist', { name: 'Which baby' })).getAllByRole('tab');
  expect(screen.getByText('Thursday, 23 July 2026')).toBeTruthy();
  expect(screen.getByTestId('profile-baby-weight').textContent).toBe('6450 g (on Friday, 20 November 2026)');
  expect(screen.getByTestId('profile-birth-weight').textContent).toBe('2500 g');
  fireEvent.click(tabs[1]!);
  expect(screen.getByText('Friday, 24 July 2026')).toBeTruthy();
  expect(screen.getByTestId('profile-birth-weight').textContent).toBe('2700 g');
  expect(screen.getByTestId('profile-baby-weight').textContent).toBe('Not recorded');
});

describe('a mother-and-baby account starts on the first baby (spec §2: a type containing BABY shows the baby), with a one-tap switch to each baby and to the mother', () => {
  const motherAndBaby = () =>
    me({
      registration_type: 'MOTHER_AND_BABY',
      babies: TWIN_BABIES,
      latestWeight: { kg: 61.5, date: '2026-07-10', heightInches: 60, bmi: 26.41 },
    });
  const motherReport = () => {
    const r = twinsReport();
    r.patientReportDetails.patientReport.motherProgressReport = [
      { date: '2026-07-10', week: 38, systolicPressure: 118, diastolicPressure: 76, waterLevel: 12, motherWeight: 61.5, currentBmi: 26.41 },
    ] as never;
    return r;
  };

  test('report: the first baby by name first, then the other, then her charts and her schedule', async () => {
    localStorage.setItem('reg', 'MOTHER_AND_BABY');
    renderAt(<ReportPage />, {
      'GET /provider/me': { body: motherAndBaby() },
      'GET /provider/provider-report': { body: motherReport() },
      'GET /provider/baby-table': { body: TWINS },
      'GET /provider/mother-table': { body: { motherTables: [] } },
    });
    const tablist = await screen.findByRole('tablist', { name: 'Whose records' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Asha', 'Baby of Sita (2)', 'Sita (mother)']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Baby report');
    fireEvent.click(tabs[2]!);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mother report');
    await waitFor(() => expect(screen.getAllByTestId('chart')).toHaveLength(4));
    fireEvent.click(tabs[1]!);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Baby report');
    expect(screen.getAllByTestId('chart').map((c) => c.textContent)).toEqual([
      "Baby's weight in the womb: 1800",
      "Baby's weight after birth: 2700",
      "Baby's height after birth: ",
    ]);
    expect(await screen.findByText('BCG for the boy')).toBeTruthy();
  });

  test('schedule: opens on the first baby\'s, the mother\'s is one tap away with her antenatal items "Not needed now"', async () => {
    localStorage.setItem('reg', 'MOTHER_AND_BABY');
    const closed = { ...item('td-2', 'Td vaccine'), status: 'closed' as const };
    renderAt(<SchedulePage />, {
      'GET /provider/me': { body: motherAndBaby() },
      'GET /provider/baby-table': { body: TWINS },
      'GET /provider/mother-table': {
        body: { motherTables: [{ _id: 'contact-7', image: '', fromDays: '252', week: 36, dateFrom: '2026-06-01', dateTo: '2026-07-01', vaccines: [closed] }] },
      },
    });
    const tabs = within(await screen.findByRole('tablist', { name: 'Whose records' })).getAllByRole('tab');
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Baby schedule');
    expect(await screen.findByText('BCG for the girl')).toBeTruthy();
    fireEvent.click(tabs[2]!);
    expect(await screen.findByText('Not needed now')).toBeTruthy();
    expect(screen.queryByText('Due now')).toBeNull();
    expect(screen.queryByText('Missed')).toBeNull();
  });

  test('profile: the baby by name with age in months and days first, then her latest weight with its date and the one BMI', async () => {
    localStorage.setItem('reg', 'MOTHER_AND_BABY');
    renderAt(<ProfileViewPage />, { 'GET /provider/me': { body: motherAndBaby() } });
    const tabs = within(await screen.findByRole('tablist', { name: 'Whose records' })).getAllByRole('tab');
    expect(screen.getByTestId('profile-baby-name').textContent).toBe('Asha');
    expect(screen.getByTestId('profile-age').textContent).toMatch(/^\d+ months? \d+ days?$/);
    expect(screen.getByTestId('profile-baby-weight').textContent).toBe('6450 g (on Friday, 20 November 2026)');
    fireEvent.click(tabs[2]!);
    expect(screen.getByTestId('profile-weight').textContent).toBe('61.5 kg (on Friday, 10 July 2026)');
    expect(screen.getByTestId('profile-bmi').textContent).toBe('26.41 kg/m²');
  });
});
