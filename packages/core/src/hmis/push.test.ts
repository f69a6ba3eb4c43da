import { describe, expect, test } from 'vitest';
import type { DataValueSet } from './dhis2.ts';
import { payloadText, readImportSummary, sendStatus } from './push.ts';

// DHIS2's answers read into one shape, and the text a month's payloads are hashed from (docs/decisions/029-hmis-push.md).
describe("DHIS2's import summary", () => {
  const summary = {
    responseType: 'ImportSummary',
    status: 'WARNING',
    importCount: { imported: 2, updated: 1, ignored: 1, deleted: 0 },
    conflicts: [{ object: 'DeHmis00001', value: 'Data element not found or not accessible' }],
  };
  test('inside the web message of DHIS2 2.38 and later, or bare as before', () => {
    const read = { status: 'WARNING', imported: 2, updated: 1, ignored: 1, deleted: 0, conflicts: summary.conflicts };
    expect(readImportSummary({ httpStatus: 'Conflict', httpStatusCode: 409, status: 'WARNING', response: summary })).toEqual(read);
    expect(readImportSummary(summary)).toEqual(read);
  });
  test('a login page, an error without a summary or nothing is not a summary', () => {
    expect(readImportSummary('<html>login</html>')).toBeNull();
    expect(readImportSummary({ httpStatus: 'Unauthorized', httpStatusCode: 401, status: 'ERROR', message: 'Unauthorized' })).toBeNull();
    expect(readImportSummary(null)).toBeNull();
  });
});

describe('the payload text', () => {
  const set = (values: [string, string, string][], completeDate = '2082-08-01'): DataValueSet => ({
    dataSet: 'nPhlpWb5Ekl',
    period: '208207',
    orgUnit: 'OuTokha0001',
    completeDate,
    dataValues: values.map(([dataElement, categoryOptionCombo, value]) => ({ dataElement, categoryOptionCombo, value })),
  });
  test('the same values in another order or on another day are the same month; another value or mapping is not', () => {
    const a = payloadText(
      [
        set([
          ['De1', 'Co1', '3'],
          ['De2', 'Co1', '0'],
        ]),
      ],
      'v1',
    );
    expect(
      payloadText(
        [
          set(
            [
              ['De2', 'Co1', '0'],
              ['De1', 'Co1', '3'],
            ],
            '2082-08-15',
          ),
        ],
        'v1',
      ),
    ).toBe(a);
    expect(
      payloadText(
        [
          set([
            ['De1', 'Co1', '4'],
            ['De2', 'Co1', '0'],
          ]),
        ],
        'v1',
      ),
    ).not.toBe(a);
    expect(
      payloadText(
        [
          set([
            ['De1', 'Co1', '3'],
            ['De2', 'Co1', '0'],
          ]),
        ],
        'v2',
      ),
    ).not.toBe(a);
  });
  test('sent, changed since sent, not sent', () => {
    expect(sendStatus('h1', null)).toBe('notSent');
    expect(sendStatus('h1', 'h1')).toBe('sent');
    expect(sendStatus('h2', 'h1')).toBe('changed');
  });
});
