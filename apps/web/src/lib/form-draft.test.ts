// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest';
import { clearAllDrafts, clearDraft, hasDraft, readDraft, saveDraft } from './form-draft.ts';

afterEach(() => sessionStorage.clear());

test('a draft is kept per key and read back', () => {
  saveDraft('visit:a', { systolicPressure: '118', notes: '' }, { notes: '' });
  // only what she changed
  expect(readDraft('visit:a')).toEqual({ systolicPressure: '118' });
  expect(hasDraft('visit:a')).toBe(true);
  expect(hasDraft('visit:b')).toBe(false);
  clearDraft('visit:a');
  expect(readDraft('visit:a')).toBeUndefined();
});

test('values that say no more than the defaults are no draft (empty fields and key order do not count)', () => {
  saveDraft('visit:a', { visitDate: '2026-11-27', notes: 'x' }, { visitDate: '2026-11-27', notes: '' });
  // the untouched date is not kept: drawn again tomorrow, the form says tomorrow's date
  expect(readDraft('visit:a')).toEqual({ notes: 'x' });
  // typed, then rubbed out again: the draft ends
  saveDraft('visit:a', { notes: '', systolicPressure: '', visitDate: '2026-11-27' }, { visitDate: '2026-11-27', notes: '' });
  expect(hasDraft('visit:a')).toBe(false);
  // a changed date is something typed
  saveDraft('visit:a', { visitDate: '2026-11-20' }, { visitDate: '2026-11-27' });
  expect(readDraft('visit:a')).toEqual({ visitDate: '2026-11-20' });
});

test("a correction keeps only the field she changed, and a number typed back to the record's value is no change", () => {
  const record = { systolicPressure: 118, diastolicPressure: 76, weight: 58.5, reason: '' };
  saveDraft('correct:visits:1', { systolicPressure: '118', diastolicPressure: '80', weight: '58.5', reason: 'misread' }, record);
  expect(readDraft('correct:visits:1')).toEqual({ diastolicPressure: '80', reason: 'misread' });
  saveDraft('correct:visits:1', { systolicPressure: '118', diastolicPressure: '76', weight: '58.5', reason: '' }, record);
  expect(hasDraft('correct:visits:1')).toBe(false);
  // a field cleared is a change, kept as empty
  saveDraft('correct:visits:1', { systolicPressure: '', diastolicPressure: '76', weight: '58.5', reason: '' }, record);
  expect(readDraft('correct:visits:1')).toEqual({ systolicPressure: '' });
});

test('a damaged draft counts as none, and no key means no draft', () => {
  sessionStorage.setItem('mamata.draft:visit:a', '{not json');
  expect(readDraft('visit:a')).toBeUndefined();
  sessionStorage.setItem('mamata.draft:visit:a', '[1,2]');
  expect(readDraft('visit:a')).toBeUndefined();
  expect(readDraft(undefined)).toBeUndefined();
});

test('clearing every draft leaves the rest of the tab storage alone', () => {
  saveDraft('visit:a', { notes: 'x' }, {});
  saveDraft('register:mother', { first_name: 'Maya' }, {});
  sessionStorage.setItem('mamataBannerDismissed', '1');
  clearAllDrafts();
  expect(hasDraft('visit:a')).toBe(false);
  expect(hasDraft('register:mother')).toBe(false);
  expect(sessionStorage.getItem('mamataBannerDismissed')).toBe('1');
});
