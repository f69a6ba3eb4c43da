// The DHIS2 dataValueSets payload (reference/sources/nepal-hmis-dhis2.md §1.3): every disaggregation its own
// category option combo, blanks not sent, zeros sent, Mamata's own cells never; the mapping refuses two cells
// on one element and combo (the pitfall of §1.3) and cells that do not exist.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { Dhis2MappingSchema, toDataValueSets } from './dhis2.ts';
import { tallyMonth } from './tally.ts';

const uid = (n: number) => `A${String(n).padStart(10, '0')}`;
const mapping = Dhis2MappingSchema.parse({
  version: 'test-1',
  source: 'synthetic identifiers of the tests',
  dataSets: { safeMotherhood: 'nPhlpWb5Ekl', immunization: 'padSuQDK1pQ' },
  cells: {
    'outcome.liveBirths.single.female': { dataSet: 'safeMotherhood', dataElement: uid(1), categoryOptionCombo: uid(2) },
    'outcome.liveBirths.single.male': { dataSet: 'safeMotherhood', dataElement: uid(1), categoryOptionCombo: uid(3) },
    'immunization.bcg': { dataSet: 'immunization', dataElement: uid(4), categoryOptionCombo: uid(5) },
  },
  orgUnits: { '1': uid(9) },
});

const month = tallyMonth(
  {
    mothers: [{ id: 'm1', dateOfBirth: null }],
    deliveries: [
      {
        id: 'd1',
        healthPostId: 1,
        motherId: 'm1',
        pregnancyId: 'p1',
        bornOn: '2025-11-20',
        bornAt: '10:00',
        attendant: 'sba',
        place: 'thisFacility',
        mode: 'spontaneous',
        presentation: 'cephalic',
        babies: [{ sex: 'female', outcome: 'live', weightGrams: 3000, asphyxia: false, defect: false }],
      },
    ],
    ancVisits: [{ id: 'v1', healthPostId: 1, motherId: 'm1', pregnancyId: 'p1', visitDate: '2025-11-18', gestationalWeek: 39, firstAnc: null }],
  },
  1,
  '208208',
);

test('female and male live births go to one element with two combos; blanks are not sent, zeros are', () => {
  const { payloads, unmapped, orgUnitMissing } = toDataValueSets(month, 1, mapping, '2082-09-01');
  expect(orgUnitMissing).toBe(false);
  // immunization is blank this month: no payload for its data set
  expect(payloads).toEqual([
    {
      dataSet: 'nPhlpWb5Ekl',
      period: '208208',
      orgUnit: uid(9),
      completeDate: '2082-09-01',
      dataValues: [
        { dataElement: uid(1), categoryOptionCombo: uid(2), value: '1' },
        { dataElement: uid(1), categoryOptionCombo: uid(3), value: '0' },
      ],
    },
  ]);
  // numbers without a mapping are named; the "age not recorded" cell is Mamata's own and never listed
  expect(unmapped).toContain('delivery.sba.facility');
  expect(unmapped).not.toContain('anc.firstAnyTime.notRecorded');
  expect(unmapped).not.toContain('immunization.bcg');
});

test('a post without an organisation unit sends nothing', () => {
  expect(toDataValueSets(month, 2, mapping, '2082-09-01')).toMatchObject({ payloads: [], orgUnitMissing: true });
});

test('the mapping refuses two cells on one element and combo, unknown cells, local cells and bad UIDs', () => {
  const base = { version: 'x', source: 'y', dataSets: { s: 'nPhlpWb5Ekl' }, orgUnits: {} };
  const same = { dataSet: 's', dataElement: uid(1), categoryOptionCombo: uid(2) };
  expect(Dhis2MappingSchema.safeParse({ ...base, cells: { 'outcome.liveBirths.single.female': same, 'outcome.liveBirths.single.male': same } }).success).toBe(
    false,
  );
  expect(Dhis2MappingSchema.safeParse({ ...base, cells: { 'no.such.cell': same } }).success).toBe(false);
  expect(Dhis2MappingSchema.safeParse({ ...base, cells: { 'anc.firstAnyTime.notRecorded': same } }).success).toBe(false);
  expect(Dhis2MappingSchema.safeParse({ ...base, cells: { 'td.td1': { ...same, dataElement: 'short' } } }).success).toBe(false);
  expect(Dhis2MappingSchema.safeParse({ ...base, cells: { 'td.td1': { ...same, dataSet: 'other' } } }).success).toBe(false);
});

test('the repository example mapping is valid (and names the 2020 data sets)', () => {
  const example = Dhis2MappingSchema.parse(JSON.parse(readFileSync(new URL('./dhis2-mapping.example.json', import.meta.url), 'utf8')));
  expect(example.dataSets).toEqual({ safeMotherhood: 'nPhlpWb5Ekl', immunization: 'padSuQDK1pQ' });
});
