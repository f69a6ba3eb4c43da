// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BabyTablePeriod, MotherTablePeriod, ScheduleItem } from '@mamata/core/schemas/health';
import { i18n } from '../../lib/i18n.ts';
import { setPreference } from '../../lib/preferences.ts';
import { fakeApi, renderWithApp, type FakeRoutes } from '../../test/render-with-app.tsx';
import { loadHealthStrings } from './health-strings.ts';
import { ProfileViewPage } from './profile-view-page.tsx';
import { ReminderPage } from './reminder-page.tsx';
import { SchedulePage } from './schedule-page.tsx';
import { loggedInTestHooks } from '../../test/logged-in-hooks.ts';
import { providerFixture } from '../../test/provider-fixture.ts';
import type { Provider } from '@mamata/core/schemas/auth';

beforeAll(async () => {
  await loadHealthStrings();
});
loggedInTestHooks();

function item(overrides: Partial<ScheduleItem> = {}): ScheduleItem {
  return {
    _id: 'td-1',
    name: 'Td vaccine (tetanus-diphtheria)',
    required_status: 'required',
    type: 'vaccine',
    status: 'given',
    dose: 'Dose 1 of 2 · 0.5 mL intramuscular, upper arm',
    days: 91,
    info: 'Protects mother and newborn against tetanus.',
    dueDate: '2026-08-09',
    givenOn: '2026-08-09',
    confirmed: true,
    ...overrides,
  };
}

const MOTHER_TABLES: MotherTablePeriod[] = [
  {
    _id: 'contact-1',
    image: 'mother-period-1.svg',
    fromDays: '0',
    week: 1,
    dateFrom: '2026-05-10',
    dateTo: '2026-08-02',
    vaccines: [item({ _id: 'anc-contact-1', name: 'Antenatal contact 1 (up to 12 weeks)', type: 'checkup', dose: 'Visit 1 of 8', days: 0 })],
  },
  {
    _id: 'contact-2',
    image: 'mother-period-2.svg',
    fromDays: '91',
    week: 13,
    dateFrom: '2026-08-09',
    dateTo: '2026-09-06',
    vaccines: [item(), item({ _id: 'td-2', dose: 'Dose 2 of 2 · 0.5 mL', status: 'due', givenOn: null, dueDate: '2026-09-06', confirmed: false })],
  },
];

const BABY_TABLES: BabyTablePeriod[] = [
  {
    _id: 'birth',
    imageBoy: 'baby-birth-boy.svg',
    imageGirl: 'baby-birth-girl.svg',
    birthDays: '0',
    atDate: '2026-07-23',
    vaccines: [item({ _id: 'bcg', name: 'BCG' })],
  },
  {
    _id: '6-weeks',
    imageBoy: 'baby-6-weeks-boy.svg',
    imageGirl: 'baby-6-weeks-girl.svg',
    birthDays: '42',
    atDate: '2026-09-03',
    vaccines: [item({ _id: 'opv-1', name: 'OPV' })],
  },
];

function me(registrationType: 'MOTHER' | 'BABY', extra: Partial<Provider> = {}) {
  return { provider: providerFixture({ registration_type: registrationType, ...extra }) };
}

function renderAt(ui: React.ReactNode, routes: FakeRoutes, search = '') {
  const calls = fakeApi(routes);
  renderWithApp(ui, { path: '/screen', at: `/screen${search}` });
  return calls;
}

test('mother schedule: week labels from fromDays ("0" is week 1), dates, every period open at start', async () => {
  renderAt(<SchedulePage />, { 'GET /provider/me': { body: me('MOTHER') }, 'GET /provider/mother-table': { body: { motherTables: MOTHER_TABLES } } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Mother schedule' })).toBeTruthy();
  const labels = await screen.findAllByTestId('period-label');
  expect(labels.map((l) => l.textContent)).toEqual(['Week 1', 'Week 13']);
  expect(screen.getAllByText('Td vaccine (tetanus-diphtheria)')).toHaveLength(2);
  expect(screen.getByText('Dose 2 of 2')).toBeTruthy();
  const periodButtons = screen.getAllByTestId('period').map((p) => within(p).getAllByRole('button')[0]!);
  expect(periodButtons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'true']);
  expect(document.querySelector('[data-testid=period] img')?.getAttribute('src')).toBe('/images/mother-period-1.svg');
});

test('after a stillbirth: her own care after the birth is named in words, without a picture', async () => {
  const own: MotherTablePeriod = {
    _id: 'after-birth',
    image: '',
    fromDays: '266',
    week: 38,
    dateFrom: '2026-09-27',
    dateTo: '2026-11-11',
    vaccines: [item({ _id: 'mother-pnc-1', name: 'Check-up after the birth (1 of 3)', type: 'checkup', status: 'due', givenOn: null, dueDate: '2026-09-27' })],
  };
  renderAt(<SchedulePage />, {
    'GET /provider/me': { body: me('MOTHER', { loss: { kind: 'stillbirth', date: '2026-09-27', ownCareFrom: '2026-09-27' } }) },
    'GET /provider/mother-table': { body: { motherTables: [...MOTHER_TABLES, own] } },
  });
  const labels = await screen.findAllByTestId('period-label');
  expect(labels.map((l) => l.textContent)).toEqual(['Week 1', 'Week 13', 'Your care after the birth']);
  const ownPeriod = screen.getAllByTestId('period')[2]!;
  expect(ownPeriod.querySelector('img')).toBeNull();
  expect(within(ownPeriod).getByText('Check-up after the birth (1 of 3)')).toBeTruthy();
});

test('a period collapses and opens again; each item opens its details on its own', async () => {
  renderAt(<SchedulePage />, { 'GET /provider/me': { body: me('MOTHER') }, 'GET /provider/mother-table': { body: { motherTables: MOTHER_TABLES } } });
  const [, second] = await screen.findAllByTestId('period');
  const header = within(second!).getAllByRole('button')[0]!;
  const [first, other] = within(second!).getAllByRole('button', { name: /Td vaccine/ });
  expect(first!.getAttribute('aria-expanded')).toBe('false');

  fireEvent.click(first!);
  expect(first!.getAttribute('aria-expanded')).toBe('true');
  expect(other!.getAttribute('aria-expanded')).toBe('false');
  const details = within(second!).getByTestId('item-details');
  for (const text of [
    'Required',
    'Vaccine',
    'Given',
    'Dose 1 of 2 · 0.5 mL intramuscular, upper arm',
    '91 days after the last period',
    'Protects mother and newborn against tetanus.',
  ])
    expect(within(details).getAllByText(text).length).toBeGreaterThan(0);

  fireEvent.click(other!);
  expect(within(second!).getAllByTestId('item-details')).toHaveLength(2);
  expect(within(second!).getByText('Please check this with your health post.')).toBeTruthy();

  fireEvent.click(header);
  expect(header.getAttribute('aria-expanded')).toBe('false');
  expect(within(second!).queryByText('Td vaccine (tetanus-diphtheria)')).toBeNull();
  fireEvent.click(header);
  expect(within(second!).getAllByText('Td vaccine (tetanus-diphtheria)')).toHaveLength(2);
});

test('baby schedule: "At Birth" for birthDays 0, "Week 6" for 42, girl pictures for a girl', async () => {
  localStorage.setItem('reg', 'BABY');
  renderAt(<SchedulePage />, {
    'GET /provider/me': { body: me('BABY') },
    'GET /provider/baby-table': { body: { babyTables: BABY_TABLES, provider: { babyGender: 'girl' }, babyGender: 'female' } },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Baby schedule' })).toBeTruthy();
  const labels = await screen.findAllByTestId('period-label');
  expect(labels.map((l) => l.textContent)).toEqual(['At Birth', 'Week 6']);
  const pictures = [...document.querySelectorAll('[data-testid=period] img')].map((i) => i.getAttribute('src'));
  expect(pictures).toEqual(['/images/baby-birth-girl.svg', '/images/baby-6-weeks-girl.svg']);
});

test('in Nepali with BS: Nepali labels and digits, dates in Bikram Sambat', async () => {
  setPreference('lang', 'ne');
  setPreference('calendar', 'bs');
  await i18n.changeLanguage('ne');
  renderAt(<SchedulePage />, { 'GET /provider/me': { body: me('MOTHER') }, 'GET /provider/mother-table': { body: { motherTables: MOTHER_TABLES } } });
  expect(await screen.findByRole('heading', { level: 1, name: 'आमाको तालिका' })).toBeTruthy();
  const labels = await screen.findAllByTestId('period-label');
  expect(labels.map((l) => l.textContent)).toEqual(['हप्ता १', 'हप्ता १३']);
  // beside the week, which of the national eHMIS's 8 antenatal check-ups the period is the window of
  expect(screen.getAllByTestId('period-age').map((a) => a.textContent)).toEqual([' · ८ मध्ये पहिलो जाँच', ' · ८ मध्ये दोस्रो जाँच']);
  // 2026-05-10 is 27 Baisakh 2083
  expect(screen.getByText('आइतबार, २७ वैशाख २०८३')).toBeTruthy();
});

test('an empty table says "No Data Found!"', async () => {
  renderAt(<SchedulePage />, { 'GET /provider/me': { body: me('MOTHER') }, 'GET /provider/mother-table': { body: { motherTables: [] } } });
  expect(await screen.findByText('No Data Found!')).toBeTruthy();
});

test('a failed load shows the server message and "Try again" loads again', async () => {
  let fail = true;
  const calls = renderAt(<SchedulePage />, {
    'GET /provider/me': { body: me('MOTHER') },
    'GET /provider/mother-table': () =>
      fail ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong.' } } : { body: { motherTables: MOTHER_TABLES } },
  });
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(screen.getByText('Something went wrong.')).toBeTruthy();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findAllByTestId('period')).toHaveLength(2);
  expect(calls.filter((c) => c.key === 'GET /provider/mother-table')).toHaveLength(2);
});

test('the server gets the language: a Nepali reader asks with Accept-Language ne', async () => {
  setPreference('lang', 'ne');
  await i18n.changeLanguage('ne');
  const calls = renderAt(<SchedulePage />, {
    'GET /provider/me': { body: me('MOTHER') },
    'GET /provider/mother-table': { body: { motherTables: MOTHER_TABLES } },
  });
  await screen.findAllByTestId('period');
  expect(calls.find((c) => c.key === 'GET /provider/mother-table')?.headers['accept-language']).toBe('ne');
});

test('reminder: the navbar title, Mother and Baby tabs; the baby tab loads the baby alerts', async () => {
  const calls = renderAt(<ReminderPage />, {
    'GET /provider/me': { body: me('MOTHER') },
    'GET /provider/mother-alert': { body: { motherTables: [MOTHER_TABLES[1]] } },
    'GET /provider/baby-alert': { body: { babyTables: [], provider: { babyGender: null }, babyGender: null } },
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Reminder' })).toBeTruthy();
  const motherTab = screen.getByRole('tab', { name: 'Mother' });
  expect(motherTab.getAttribute('aria-selected')).toBe('true');
  expect(await screen.findAllByTestId('period')).toHaveLength(1);
  expect(within(screen.getByTestId('period')).getAllByRole('button')[0]!.getAttribute('aria-expanded')).toBe('true');

  fireEvent.keyDown(motherTab, { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'Baby' }).getAttribute('aria-selected')).toBe('true');
  expect(await screen.findByText('No Data Found!')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'See the whole schedule' }).getAttribute('href')).toBe('/schedule');
  expect(calls.some((c) => c.key === 'GET /provider/baby-alert')).toBe(true);
});

test('mother profile view: fields, one latest weight and its BMI with their date, tap-to-call emergency number', async () => {
  renderAt(<ProfileViewPage />, {
    'GET /provider/me': {
      body: me('MOTHER', {
        report: {
          deliveryDueDate: '2027-02-14',
          lastMensurationDate: '2026-05-10',
          babyInDays: 196,
          height: 60,
          weight: 58.5,
          bmi: 25.19,
          emergency_phone_number: '9800000091',
        },
        latestWeight: { kg: 58.5, date: '2026-11-01', heightInches: 60, bmi: 25.19 },
      }),
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Mother profile' })).toBeTruthy();
  for (const text of ['Sita Shrestha', 'Female', 'Tokha-5', 'Sunday, 14 February 2027', 'Sunday, 10 May 2026', '196 days', '60 inches'])
    expect(screen.getByText(text)).toBeTruthy();
  // the latest weight says when it was taken; the BMI is that weight with her height (one definition)
  expect(screen.getByTestId('profile-weight').textContent).toBe('58.5 kg (on Sunday, 1 November 2026)');
  // 58.5 / (60 x 0.0254)^2 = 25.187...: that weight's BMI, with the weight's date, named once in words she reads
  expect(screen.getByTestId('profile-bmi').textContent).toBe('25.19 kg/m²');
  expect(screen.getByTestId('profile-bmi-date').textContent).toBe('(on Sunday, 1 November 2026)');
  expect(screen.getAllByText('Body mass index (BMI)')).toHaveLength(1);
  expect(screen.queryByText(/^BMI\b/)).toBeNull();
  expect(screen.getByText('Worked out from your latest weight and your height.')).toBeTruthy();
  expect(document.body.textContent).not.toMatch(/\bher height\b/);
  expect(screen.getByRole('link', { name: 'Call 9800000091' }).getAttribute('href')).toBe('tel:9800000091');
});

test('baby profile view: name, birth date, age in months and days, weight at birth labelled; "Not recorded" when missing', async () => {
  localStorage.setItem('reg', 'BABY');
  renderAt(<ProfileViewPage />, {
    'GET /provider/me': {
      body: me('BABY', {
        profile: { first_name: 'Aarav', last_name: 'Shrestha', gender: 'male', address: '' },
        babyBirthDate: '2026-07-23',
        babyBirthWeight: 3100,
        babyBirthHeight: null,
      }),
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Baby profile' })).toBeTruthy();
  expect(screen.getByText('Thursday, 23 July 2026')).toBeTruthy();
  expect(screen.getByTestId('profile-baby-name').textContent).toBe('Aarav Shrestha');
  expect(screen.getByTestId('profile-birth-weight').textContent).toBe('3100 g');
  // latest weight, latest length, length at birth, address
  expect(screen.getAllByText('Not recorded')).toHaveLength(4);
  await waitFor(() => expect(screen.getByTestId('profile-age').textContent).toMatch(/^\d+ months? \d+ days?$/));
});

describe('a reminder opens its item', () => {
  const scrolled: Element[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
  });
  const twinTables = (name: string): BabyTablePeriod[] =>
    BABY_TABLES.map((p) => ({ ...p, vaccines: p.vaccines.map((v) => ({ ...v, name: `${v.name} (${name})` })) }));
  const TWINS = {
    babyTables: twinTables('first'),
    provider: { babyGender: 'boy' },
    babyGender: 'male',
    babies: [
      { _id: 'b1', babyGender: 'male', babyBirthDate: '2026-07-23', babyTables: twinTables('first') },
      { _id: 'b2', babyGender: 'female', babyBirthDate: '2026-07-23', babyTables: twinTables('second') },
    ],
  };

  test("the mother's item: scrolled to, its details open, marked and focused", async () => {
    renderAt(
      <SchedulePage />,
      { 'GET /provider/me': { body: me('MOTHER') }, 'GET /provider/mother-table': { body: { motherTables: MOTHER_TABLES } } },
      '?item=td-2',
    );
    const marked = await waitFor(() => {
      const el = document.querySelector('[data-highlighted=true]');
      if (!el) throw new Error('no item marked');
      return el as HTMLElement;
    });
    expect(marked.getAttribute('aria-current')).toBe('true');
    expect(
      within(marked)
        .getByRole('button', { name: /Td vaccine/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(within(marked).getByText('Dose 2 of 2 · 0.5 mL')).toBeTruthy();
    expect(scrolled).toEqual([marked]);
    expect(document.activeElement).toBe(within(marked).getByRole('button', { name: /Td vaccine/ }));
    // only that item: the other Td dose stays closed
    expect(document.querySelectorAll('[data-highlighted=true]')).toHaveLength(1);
  });

  test("twins: the reminder's baby's tab is chosen and its item marked; the other twin's is not", async () => {
    localStorage.setItem('reg', 'BABY');
    renderAt(<SchedulePage />, { 'GET /provider/me': { body: me('BABY') }, 'GET /provider/baby-table': { body: TWINS } }, '?item=opv-1&baby=b2');
    const tab = await screen.findByRole('tab', { name: 'Baby 2 · girl' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const marked = await waitFor(() => {
      const el = document.querySelector('[data-highlighted=true]');
      if (!el) throw new Error('no item marked');
      return el as HTMLElement;
    });
    expect(marked.textContent).toContain('OPV (second)');
    fireEvent.click(screen.getByRole('tab', { name: 'Baby 1 · boy' }));
    expect(await screen.findByText('OPV (first)')).toBeTruthy();
    expect(document.querySelector('[data-highlighted=true]')).toBeNull();
  });

  test("a mother-and-baby account: the baby's reminder opens on the baby's tab", async () => {
    renderAt(
      <SchedulePage />,
      {
        'GET /provider/me': {
          body: me('MOTHER', {
            registration_type: 'MOTHER_AND_BABY',
            babies: [
              { _id: 'b9', name: 'Aarav', sex: 'male', birthDate: '2026-07-23', birthWeight: 3100, birthHeight: null, latestWeight: null, latestLength: null },
            ],
          }),
        },
        'GET /provider/mother-table': { body: { motherTables: MOTHER_TABLES } },
        'GET /provider/baby-table': { body: { babyTables: BABY_TABLES, provider: { babyGender: 'boy' }, babyGender: 'male' } },
      },
      '?item=bcg&baby=b9',
    );
    const tab = await screen.findByRole('tab', { name: 'Aarav' });
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Baby schedule' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-highlighted=true]')?.textContent).toContain('BCG'));
  });
});
