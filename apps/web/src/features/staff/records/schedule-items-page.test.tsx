// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render-with-app.tsx';
import { endStaffSession, startStaffSession } from '../staff-session.ts';
import { loadRecordsStrings } from './records-strings.ts';
import { ScheduleItemsPage } from './schedule-items-page.tsx';

const TOKHA = { id: 1, name: 'Tokha Health Post', name_ne: 'टोखा स्वास्थ्य चौकी' };
const NURSE = { staff: { id: 's1', full_name: 'Kamala Adhikari', role: 'health_post', healthPost: TOKHA, palika: null } };
const both = (en: string) => ({ en, ne: en });
const ITEMS = {
  items: [
    {
      key: 'anc-contact-2',
      schedule: 'mother',
      period: 'contact-2',
      name: both('Antenatal contact 2 (13-16 weeks)'),
      type: 'checkup',
      confirmed: true,
      days: 91,
      referenceDays: 91,
      dose: both('Visit 2 of 8'),
      info: both('Info'),
      changed: false,
      review: { en: 'The reference could not confirm this timing.', ne: 'सन्दर्भले पुष्टि गर्न सकेन।' },
    },
    {
      key: 'calcium-start',
      schedule: 'mother',
      period: 'contact-2',
      name: both('Calcium tablets (start)'),
      type: 'medicine',
      confirmed: false,
      days: 91,
      referenceDays: 91,
      dose: both('As given'),
      info: both('Info'),
      changed: false,
      review: null,
    },
  ],
};

beforeAll(async () => {
  await loadRecordsStrings();
});
beforeEach(() => startStaffSession('s'.repeat(43)));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  endStaffSession();
});

test('a nurse sees a plain "Provisional" badge with the reason in its details, no internal review notes, and is told nothing she cannot do', async () => {
  fakeApi({ 'GET /staff/me': { body: NURSE }, 'GET /staff/schedule-items': { body: ITEMS } });
  renderWithApp(<ScheduleItemsPage />);
  const badges = await screen.findAllByTestId('provisional');
  expect(badges).toHaveLength(2);
  expect(badges.map((b) => b.querySelector('summary')?.textContent)).toEqual(['Provisional', 'Provisional']);
  expect(badges[0]!.textContent).toContain('The reference could not confirm this timing.');
  expect(badges[1]!.textContent).toContain("the reference could not confirm this item's timing or dose for Nepal");
  const page = document.body.textContent ?? '';
  expect(page).not.toMatch(/Check before release|check with current guidance|To be confirmed|administrator can adjust/i);
  expect(screen.queryByRole('button', { name: /Change/ })).toBeNull();
});
