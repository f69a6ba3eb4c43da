import { expect, test } from 'vitest';
import { motherSchedule } from '../domain/schedule.ts';
import { allTemplateItems, applyItemOverrides, isEditableItem } from './schedule-overrides.ts';
import { MOTHER_PERIODS } from './schedule-templates.ts';

const calcium = () => allTemplateItems().find(({ item }) => item.key === 'calcium-start')!.item;

test('only items the reference marks unconfirmed are editable', () => {
  expect(isEditableItem('calcium-start')).toBe(true);
  expect(isEditableItem('anc-contact-1')).toBe(false); // the national eHMIS's contacts are not changed locally
  expect(isEditableItem('anc-early')).toBe(false); // the item of the old 4-visit schedule is gone
  expect(isEditableItem('td-1')).toBe(false);
  expect(isEditableItem('bcg-1')).toBe(false);
  expect(isEditableItem('no-such-item')).toBe(false);
});

test('an override changes the due day and texts of an unconfirmed item, and leaves the rest as the reference has it', () => {
  const templates = applyItemOverrides([{ key: 'calcium-start', days: 20 * 7, dose: { en: '1 g daily' }, info: null }]);
  const item = templates.mother.flatMap((p) => p.items).find((i) => i.key === 'calcium-start')!;
  expect(item.days).toBe(140);
  expect(item.dose).toEqual({ en: '1 g daily', ne: calcium().dose.ne });
  expect(item.info).toEqual(calcium().info);
  // the schedule follows the template it is given
  const lmp = '2026-01-01';
  const due = motherSchedule(lmp, '2026-03-01', [], templates.mother)
    .flatMap((p) => p.items)
    .find((i) => i.key === 'calcium-start');
  expect(due?.dueDate).toBe('2026-05-21');
});

test('an override of a confirmed item is ignored; no overrides give the reference itself', () => {
  const templates = applyItemOverrides([{ key: 'td-1', days: 1 }]);
  expect(templates.mother.flatMap((p) => p.items).find((i) => i.key === 'td-1')?.days).not.toBe(1);
  expect(applyItemOverrides([]).mother).toBe(MOTHER_PERIODS);
});
