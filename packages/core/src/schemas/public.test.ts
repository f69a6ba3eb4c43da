import { expect, test } from 'vitest';
import { translateMessage } from '../i18n/messages.ts';
import { CONTACT_FIELDS, ContactBodySchema, HealthPostSirenBodySchema, SubscribeBodySchema } from './public.ts';

const valid = { full_name: 'Sita', address: 'Tokha', mobile_number: '9812345678', email: 's@example.com', subject: 'Hi', message: 'Hello' };

/** The first failure of a payload, as the form shows it (spec §5: first failure only). */
function firstMessage(schema: typeof ContactBodySchema, payload: object, lang: 'en' | 'ne') {
  const result = schema.safeParse(payload);
  if (result.success) return null;
  return translateMessage(lang, result.error.issues[0]?.message ?? '');
}

test('the contact schema checks its fields in the spec order (the optional palika the sender chose comes after them)', () => {
  expect(Object.keys(ContactBodySchema.shape)).toEqual([...CONTACT_FIELDS, 'palikaId']);
});

test.each([
  [{}, 'Please enter your full name!', 'कृपया आफ्नो पूरा नाम लेख्नुहोस्।'],
  [{ full_name: 'Sita' }, 'Please enter your address!', 'कृपया आफ्नो ठेगाना लेख्नुहोस्।'],
  [{ full_name: 'Sita', address: 'Tokha' }, 'Please enter your mobile number!', 'कृपया आफ्नो मोबाइल नम्बर लेख्नुहोस्।'],
  [{ full_name: 'Sita', address: 'Tokha', mobile_number: '9812345678' }, 'Please enter your email address!', 'कृपया आफ्नो इमेल ठेगाना लेख्नुहोस्।'],
  [{ ...valid, subject: ' ' }, 'Please enter your subject!', 'कृपया विषय लेख्नुहोस्।'],
  [{ ...valid, message: '' }, 'Please enter your message!', 'कृपया आफ्नो सन्देश लेख्नुहोस्।'],
])('contact %j: first failure "%s" / "%s"', (payload, en, ne) => {
  expect(firstMessage(ContactBodySchema, payload, 'en')).toBe(en);
  expect(firstMessage(ContactBodySchema, payload, 'ne')).toBe(ne);
});

test('a complete contact message passes, trimmed, with the number normalised', () => {
  expect(ContactBodySchema.parse({ ...valid, full_name: '  Sita  ', mobile_number: '+977 ९८१२३४५६७८' })).toMatchObject({
    full_name: 'Sita',
    mobile_number: '9812345678',
  });
});

test('a ten-digit number that starts with 977 is a number, not a country code', () => {
  expect(ContactBodySchema.parse({ ...valid, mobile_number: '9770125301' })).toMatchObject({ mobile_number: '9770125301' });
  expect(ContactBodySchema.parse({ ...valid, mobile_number: '9779770125301' })).toMatchObject({ mobile_number: '9770125301' });
});

test.each([
  [{}, 'Health Post is required!', 'कृपया स्वास्थ्य चौकी छान्नुहोस्।'],
  [{ office_type: 1 }, 'Mobile Number is required!', 'कृपया मोबाइल नम्बर लेख्नुहोस्।'],
])('health-post form %j: "%s" / "%s"', (payload, en, ne) => {
  const issues = HealthPostSirenBodySchema.safeParse(payload).error?.issues ?? [];
  expect(translateMessage('en', issues[0]?.message ?? '')).toBe(en);
  expect(translateMessage('ne', issues[0]?.message ?? '')).toBe(ne);
});

test('the health-post form sends to the health office unless the Mayor box is ticked, message optional', () => {
  expect(HealthPostSirenBodySchema.parse({ office_type: '2', mobile_number: '9811111111' })).toEqual({
    office_type: 2,
    mobile_number: '9811111111',
    for: 'Health-Office',
    message: '',
  });
});

test.each([
  [{}, 'Please enter your email address!'],
  [{ email: 'x@' }, 'Please enter a valid email address.'],
])('newsletter %j: "%s"', (payload, en) => {
  expect(translateMessage('en', SubscribeBodySchema.safeParse(payload).error?.issues[0]?.message ?? '')).toBe(en);
});
