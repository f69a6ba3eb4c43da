// @vitest-environment happy-dom
import { beforeEach, expect, test, vi } from 'vitest';
import { loggedInTestHooks } from '../../test/logged-in-hooks.ts';
import { fakeApi } from '../../test/render-with-app.tsx';

loggedInTestHooks();

/** The module afresh (it keeps the list in memory once read). */
async function outbox() {
  vi.resetModules();
  return import('./urgent-outbox.ts');
}

beforeEach(() => localStorage.setItem('mob', '9800000001'));

const SIREN = 'POST /help/provider/health-post-siren';

test('an urgent message pressed offline is kept with the time of the tap, and sent with it once the network is back', async () => {
  const { keepUrgent, sendPendingUrgent } = await outbox();
  const pressed = new Date('2026-11-28T05:10:00.000Z');
  keepUrgent('Strong pains', pressed);
  // still offline: the send fails on the network, and the message stays
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  await sendPendingUrgent();
  expect(JSON.parse(localStorage.getItem('urgentOutbox') ?? '[]')).toHaveLength(1);

  const calls = fakeApi({ [SIREN]: { body: { message: 'Your health post has been alerted.' } } });
  await sendPendingUrgent();
  expect(calls.filter((c) => c.key === SIREN).map((c) => c.body)).toEqual([{ message: 'Strong pains', pressed_at: pressed.toISOString() }]);
  expect(localStorage.getItem('urgentOutbox')).toBeNull();
  // nothing left: nothing sent again
  await sendPendingUrgent();
  expect(calls.filter((c) => c.key === SIREN)).toHaveLength(1);
});

test('on a shared phone only her own session sends her kept message, in her name', async () => {
  const { keepUrgent, sendPendingUrgent } = await outbox();
  keepUrgent('Bleeding');
  localStorage.setItem('mob', '9800000002');
  const calls = fakeApi({ [SIREN]: { body: { message: 'ok' } } });
  await sendPendingUrgent();
  expect(calls.filter((c) => c.key === SIREN)).toHaveLength(0);
  localStorage.setItem('mob', '9800000001');
  await sendPendingUrgent();
  expect(calls.filter((c) => c.key === SIREN)).toHaveLength(1);
});

test('started offline it waits; the online event sends what was kept', async () => {
  const { keepUrgent, watchUrgentOutbox } = await outbox();
  keepUrgent('Fever');
  const calls = fakeApi({ [SIREN]: { body: { message: 'ok' } } });
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const stop = watchUrgentOutbox();
  await new Promise((r) => setTimeout(r, 20));
  expect(calls.filter((c) => c.key === SIREN)).toHaveLength(0);
  onLine.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
  await vi.waitFor(() => expect(calls.filter((c) => c.key === SIREN)).toHaveLength(1));
  stop();
});
