import { expect, test } from 'vitest';
import { dhis2UrlAllowed } from './dhis2-client.ts';

// Where a palika's DHIS2 may be (docs/decisions/029-hmis-push.md): https to a public host; never this machine or an
// internal network in production; loopback for the tests' fake only outside production.
test('https to a public host only; internal addresses refused; loopback only for the tests', () => {
  expect(dhis2UrlAllowed('https://hmis.gov.np', false)).toBe(true);
  expect(dhis2UrlAllowed('http://hmis.gov.np', false)).toBe(false);
  for (const internal of [
    'https://127.0.0.1:8080',
    'https://localhost',
    'https://10.0.0.5',
    'https://172.20.1.1',
    'https://192.168.1.10',
    'https://169.254.169.254',
    'https://[::1]',
    'https://[fd00::1]',
    'https://[::ffff:10.0.0.1]',
  ]) {
    expect(dhis2UrlAllowed(internal, false), internal).toBe(false);
  }
  expect(dhis2UrlAllowed('https://172.32.0.1', false)).toBe(true);
  expect(dhis2UrlAllowed('http://127.0.0.1:41234', true)).toBe(true);
  expect(dhis2UrlAllowed('http://10.0.0.5', true)).toBe(false);
});
