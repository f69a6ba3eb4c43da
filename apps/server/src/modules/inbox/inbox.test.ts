import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';
import { auditLog, contactMessages, healthPostMessages, newsletterSubscribers, palikas, providers, staffUsers } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/crypto.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let tokha: Record<string, string>; // staff of Tokha Health Post
let jhor: Record<string, string>; // staff of Jhor Mahankal Health Post, same palika
let palikaAdmin: Record<string, string>;
let systemAdmin: Record<string, string>;
let provider: Record<string, string>; // the demo baby's account
let sirenId: string; // Tokha's seeded siren message
let helpId: string; // the demo mother's help message to Tokha
let contactId: string;
let motherId: string;

const SIREN = 'My sister has strong pains, please send someone.';
const HELP = 'Can I come on Sunday for my check-up?';
const JHOR_SIREN = 'The road to the health post is blocked.';

async function staffLogin(mobile: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: mobile, password: 'Mamata@2025' } });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token}` };
}

type Message = { id: string; message: string; handledBy: string | null; provider: { full_name: string } | null; healthPost: { name: string } | null };
async function inbox(headers: Record<string, string>, query: string) {
  const res = await ctx.app.inject({ url: `/api/v1/staff/inbox?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ messages: Message[]; total: number }>();
}
const texts = (list: { messages: Message[] }) => list.messages.map((m) => m.message);

beforeAll(async () => {
  ctx = await buildTestApp();
  [tokha, jhor, palikaAdmin, systemAdmin] = await Promise.all([
    staffLogin('9800000010'),
    staffLogin('9800000011'),
    staffLogin('9800000020'),
    staffLogin('9800000030'),
  ]);
  provider = (await loginAs(ctx.app, '9800000002')).headers;
  const db = ctx.database.db;
  const id = async (text: string) =>
    (await db.select({ id: healthPostMessages.id }).from(healthPostMessages).where(eq(healthPostMessages.message, text)))[0]?.id ?? '';
  [sirenId, helpId] = await Promise.all([id(SIREN), id(HELP)]);
  contactId = (await db.select({ id: contactMessages.id }).from(contactMessages))[0]?.id ?? '';
  motherId = (await db.select({ id: providers.id }).from(providers).where(eq(providers.mobileNumber, '9800000001')))[0]?.id ?? '';
});
afterAll(async () => ctx.close());

describe('GET /staff/inbox', () => {
  test('health-post staff read the siren and help messages of their own health post only', async () => {
    const sirens = await inbox(tokha, 'kind=siren');
    expect(texts(sirens)).toEqual([SIREN]);
    expect(sirens.messages[0]).toMatchObject({
      kind: 'siren',
      mobile_number: '9812345678',
      recipient: 'Health-Office',
      handledAt: null,
      healthPost: { name: 'Tokha Health Post' },
    });
    const help = await inbox(tokha, 'kind=help&status=open');
    expect(texts(help)).toEqual([HELP]);
    expect(help.messages[0]?.provider).toEqual({ id: motherId, full_name: expect.stringMatching(/\S/) });

    expect(texts(await inbox(jhor, 'kind=siren'))).toEqual([JHOR_SIREN]);
    expect((await inbox(jhor, 'kind=help')).total).toBe(0);
  });

  test('the palika admin reads every health post of the palika; contact messages go to the system admin', async () => {
    expect(texts(await inbox(palikaAdmin, 'kind=siren'))).toEqual(expect.arrayContaining([SIREN, JHOR_SIREN]));
    // the demo contact message names no palika: not the palika admin's to read
    expect((await inbox(palikaAdmin, 'kind=contact')).total).toBe(0);
    const contact = await inbox(systemAdmin, 'kind=contact');
    expect(contact.messages[0]).toMatchObject({
      kind: 'contact',
      full_name: 'Maya Karki',
      email: 'maya@example.com',
      subject: 'Registration',
      healthPost: null,
    });
  });

  test('contact messages are for administrators: health-post staff are refused (403)', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/staff/inbox?kind=contact', headers: tokha });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You are not allowed to do this.');
  });

  test('reading a message a person sent is audited; an anonymous siren is not', async () => {
    const before = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, helpId), eq(auditLog.action, 'read')));
    await inbox(tokha, 'kind=help');
    const after = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, helpId), eq(auditLog.action, 'read')));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ providerId: motherId, entity: 'health_post_message' });
    await inbox(tokha, 'kind=siren');
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, sirenId))).toHaveLength(0);
  });

  test.each([
    ['kind=letters', 'Choose siren, to review, help or contact messages.'],
    ['status=closed', 'Choose open or handled messages.'],
    ['limit=0', 'The page size must be between 1 and 100000.'],
    ['page=abc', 'The page must be a whole number from 1 to 1000000.'],
  ])('?%s is a 400 with a clear message', async (query, message) => {
    const res = await ctx.app.inject({ url: `/api/v1/staff/inbox?${query}`, headers: tokha });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  test('paging: the total stays, the page holds at most `limit`', async () => {
    const page = await inbox(palikaAdmin, 'kind=siren&limit=1&page=2');
    expect(page.total).toBe(2);
    expect(page.messages).toHaveLength(1);
  });
});

describe('GET /staff/inbox/counts', () => {
  test('open counts per kind, contact only for administrators', async () => {
    const mine = (await ctx.app.inject({ url: '/api/v1/staff/inbox/counts', headers: jhor })).json();
    // urgent first, then the AI doctor's "to review" questions
    expect(mine).toEqual({ kinds: ['siren', 'review', 'help'], open: { siren: 1, help: 0, contact: 0, review: 0 } });
    const admin = (await ctx.app.inject({ url: '/api/v1/staff/inbox/counts', headers: palikaAdmin })).json();
    expect(admin.kinds).toEqual(['siren', 'review', 'help', 'contact']);
    expect(admin.open.contact).toBe(0);
    const system = (await ctx.app.inject({ url: '/api/v1/staff/inbox/counts', headers: systemAdmin })).json();
    expect(system.open.contact).toBeGreaterThanOrEqual(1);
  });

  test('a contact message addressed to a palika reaches its admin, and no other palika', async () => {
    const [tokhaPalika] = await ctx.database.db.select({ id: palikas.id }).from(palikas);
    const [other] = await ctx.database.db
      .insert(palikas)
      .values({ name: 'Budhanilkantha Municipality', nameNe: 'बुढानीलकण्ठ नगरपालिका', district: 'Kathmandu' })
      .returning();
    const [otherAdminRow] = await ctx.database.db
      .insert(staffUsers)
      .values({
        mobileNumber: '9800000021',
        passwordHash: await hashPassword('Mamata@2025'),
        fullName: 'Other Admin',
        role: 'palika_admin',
        palikaId: other!.id,
      })
      .returning();
    void otherAdminRow;
    const otherAdmin = await staffLogin('9800000021');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/provider/contact-us',
      payload: {
        full_name: 'Gita Thapa',
        address: 'Tokha-3',
        mobile_number: '9812300000',
        email: 'gita@example.com',
        subject: 'Clinic hours',
        message: 'When is it open?',
        palikaId: tokhaPalika!.id,
      },
      remoteAddress: '10.8.0.1',
    });
    expect(sent.statusCode).toBe(200);
    expect((await inbox(palikaAdmin, 'kind=contact')).messages.map((m) => m.message)).toEqual(['When is it open?']);
    expect((await inbox(otherAdmin, 'kind=contact')).total).toBe(0);
    expect((await inbox(systemAdmin, 'kind=contact')).messages.map((m) => m.message)).toContain('When is it open?');
  });
});

describe('PATCH /staff/inbox/:kind/:id/handled', () => {
  const patch = (headers: Record<string, string> | undefined, kind: string, id: string, payload: unknown) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/v1/staff/inbox/${kind}/${id}/handled`, headers, payload: payload as object });
  const handledAt = async (id: string) => (await ctx.database.db.select().from(healthPostMessages).where(eq(healthPostMessages.id, id)))[0]?.handledAt;

  test('staff of another health post cannot mark Tokha’s siren handled (404, nothing changes)', async () => {
    expect((await patch(jhor, 'siren', sirenId, { handled: true })).statusCode).toBe(404);
    expect(await handledAt(sirenId)).toBeNull();
  });

  test('the health post marks its siren handled, sees who did, and reopens it', async () => {
    const res = await patch(tokha, 'siren', sirenId, { handled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Marked as handled.');
    expect(texts(await inbox(tokha, 'kind=siren'))).not.toContain(SIREN);
    const handled = await inbox(tokha, 'kind=siren&status=handled');
    expect(handled.messages[0]).toMatchObject({ message: SIREN, handledBy: 'Kamala Adhikari', handledAt: expect.any(String) });
    expect((await ctx.app.inject({ url: '/api/v1/staff/inbox/counts', headers: tokha })).json().open.siren).toBe(0);

    const reopen = await patch(tokha, 'siren', sirenId, { handled: false });
    expect(reopen.json().message).toBe('Message reopened.');
    expect(await handledAt(sirenId)).toBeNull();
  });

  test('marking a person’s help message is audited', async () => {
    expect((await patch(tokha, 'help', helpId, { handled: true })).statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, helpId), eq(auditLog.action, 'update')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ providerId: motherId, details: { handled: true } });
    await patch(tokha, 'help', helpId, { handled: false });
  });

  test('the kind must match: a siren id under help is not found', async () => {
    expect((await patch(tokha, 'help', sirenId, { handled: true })).statusCode).toBe(404);
  });

  test('contact messages: health-post staff and another palika get 404, the system admin marks them', async () => {
    expect((await patch(tokha, 'contact', contactId, { handled: true })).statusCode).toBe(404);
    expect((await patch(palikaAdmin, 'contact', contactId, { handled: true })).statusCode).toBe(404);
    expect((await patch(systemAdmin, 'contact', contactId, { handled: true })).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, contactId));
    expect(row?.handledAt).toBeInstanceOf(Date);
    expect((await patch(systemAdmin, 'contact', contactId, { handled: false })).statusCode).toBe(200);
  });

  test.each([
    ['siren', 'SIREN_ID', { handled: 'yes' }, 'Say whether the message is handled (true or false).'],
    ['siren', 'SIREN_ID', {}, 'Say whether the message is handled (true or false).'],
    ['letters', 'SIREN_ID', { handled: true }, 'Choose siren, to review, help or contact messages.'],
    ['siren', 'not-a-uuid', { handled: true }, 'This value is not valid.'],
  ])('bad input (%s/%s %j) is a 400', async (kind, id, payload, message) => {
    const res = await patch(tokha, kind, id === 'SIREN_ID' ? sirenId : id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  test('the message is in Nepali when asked', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/staff/inbox/siren/${sirenId}/handled`,
      headers: { ...tokha, 'accept-language': 'ne' },
      payload: { handled: 'yes' },
    });
    expect(res.json().message).toContain('सन्देश सम्बोधन भयो कि भएन');
  });

  test('an unknown id is not found', async () => {
    expect((await patch(tokha, 'siren', '00000000-0000-4000-8000-000000000000', { handled: true })).statusCode).toBe(404);
  });
});

describe('GET /staff/newsletter.csv', () => {
  test('the system admin downloads every subscriber, escaped against formulas and commas', async () => {
    await ctx.database.db.insert(newsletterSubscribers).values([
      { email: 'sita@example.com', lang: 'ne' },
      { email: '=HYPERLINK("http://evil.example","x")@example.com', lang: 'en' },
      { email: '-2+3@example.com', lang: 'en' },
      { email: 'a,b@example.com', lang: 'en' },
    ]);
    const res = await ctx.app.inject({ url: '/api/v1/staff/newsletter.csv', headers: systemAdmin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mamata-newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('email,lang,subscribed_at');
    expect(lines).toContainEqual(expect.stringMatching(/^sita@example\.com,ne,\d{4}-\d{2}-\d{2}T/));
    expect(lines).toContainEqual(expect.stringMatching(/^"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)@example\.com",en,/));
    expect(lines).toContainEqual(expect.stringMatching(/^'-2\+3@example\.com,en,/));
    expect(lines).toContainEqual(expect.stringMatching(/^"a,b@example\.com",en,/));
    expect(lines.at(-1)).toBe('');
    const exports = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'export'));
    expect(exports).toMatchObject([{ entity: 'newsletter_subscribers', details: { count: 4 } }]);
  });

  test('health-post staff and a palika admin may not export it (403): the subscribers are every palika’s', async () => {
    for (const headers of [tokha, palikaAdmin]) {
      const res = await ctx.app.inject({ url: '/api/v1/staff/newsletter.csv', headers });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('sita@example.com');
    }
  });
});

// Every endpoint refuses a provider token and a missing token.
test.each([
  { method: 'GET' as const, url: () => '/api/v1/staff/inbox?kind=siren' },
  { method: 'GET' as const, url: () => '/api/v1/staff/inbox/counts' },
  { method: 'PATCH' as const, url: () => `/api/v1/staff/inbox/siren/${sirenId}/handled`, payload: { handled: true } },
  { method: 'GET' as const, url: () => '/api/v1/staff/newsletter.csv' },
])('$method $url: a provider token and no token are refused (401)', async ({ method, url, payload }) => {
  expect((await ctx.app.inject({ method, url: url(), headers: provider, payload })).statusCode).toBe(401);
  const res = await ctx.app.inject({ method, url: url(), payload });
  expect(res.statusCode).toBe(401);
  expect(res.json().message).toBe('Please log in to the staff console.');
  expect(await ctx.database.db.select().from(healthPostMessages).where(eq(healthPostMessages.id, sirenId))).toMatchObject([{ handledAt: null }]);
});
