import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';
import { ambulances, healthPosts, supportNumbers } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let tokha: Record<string, string>; // staff of Tokha Health Post
let jhor: Record<string, string>; // staff of Jhor Mahankal Health Post, same palika
let palikaAdmin: Record<string, string>;
let provider: Record<string, string>;
let tokhaPostId: number;
let jhorPostId: number;
const ids: Record<string, string> = {}; // seeded entries by ambulance number / support name

async function staffLogin(mobile: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: mobile, password: 'Mamata@2025' } });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token}` };
}

type Entry = { id: string; editable: boolean; active: boolean; healthPost: { id: number; name: string } | null } & Record<string, unknown>;
async function list(headers: Record<string, string>, path: 'ambulances' | 'support-numbers') {
  const res = await ctx.app.inject({ url: `/api/v1/staff/${path}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return (path === 'ambulances' ? body.ambulances : body.support_numbers) as Entry[];
}
const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, headers?: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/staff/${url}`, headers, payload });

beforeAll(async () => {
  ctx = await buildTestApp();
  [tokha, jhor, palikaAdmin] = await Promise.all([staffLogin('9800000010'), staffLogin('9800000011'), staffLogin('9800000020')]);
  provider = (await loginAs(ctx.app, '9800000002')).headers;
  const db = ctx.database.db;
  const posts = await db.select({ id: healthPosts.id, name: healthPosts.name }).from(healthPosts);
  tokhaPostId = posts.find((p) => p.name === 'Tokha Health Post')?.id ?? 0;
  jhorPostId = posts.find((p) => p.name.startsWith('Jhor Mahankal'))?.id ?? 0;
  for (const a of await db.select().from(ambulances)) ids[a.ambulanceNumber] = a.id;
  for (const s of await db.select().from(supportNumbers)) ids[s.name] = s.id;
});
afterAll(async () => ctx.close());

const newAmbulance = { driver_name: 'Gopal Shrestha', mobile_number: '9841 555 666', ambulance_number: 'BA 4 JHA 4444' };

describe('ambulances', () => {
  test('health-post staff see their own ambulances (editable) and the palika’s (read-only), never another post’s', async () => {
    const mine = await list(tokha, 'ambulances');
    expect(mine.map((a) => [a.ambulance_number, a.editable])).toEqual([
      ['BA 2 JHA 6789', false],
      ['BA 1 JHA 2345', true],
    ]);
    expect(mine.find((a) => a.ambulance_number === 'BA 1 JHA 2345')).toMatchObject({
      driver_name: 'Hari Bahadur Thapa',
      mobile_number: '9841000102',
      ambulance_status: 'Available',
      active: true,
      healthPost: { id: tokhaPostId, name: 'Tokha Health Post' },
    });
    expect((await list(jhor, 'ambulances')).map((a) => a.ambulance_number)).toEqual(['BA 2 JHA 6789', 'BA 3 JHA 1111']);
    const all = await list(palikaAdmin, 'ambulances');
    expect(all).toHaveLength(3);
    expect(all.every((a) => a.editable)).toBe(true);
  });

  test('staff add an ambulance to their own post; another post does not see it', async () => {
    const res = await call('POST', 'ambulances', tokha, newAmbulance);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Ambulance saved.');
    const [row] = await ctx.database.db.select().from(ambulances).where(eq(ambulances.id, res.json().id));
    expect(row).toMatchObject({ healthPostId: tokhaPostId, mobileNumber: '9841555666', ambulanceStatus: 'Available', active: true });
    expect((await list(tokha, 'ambulances')).map((a) => a.ambulance_number)).toContain('BA 4 JHA 4444');
    expect((await list(jhor, 'ambulances')).map((a) => a.ambulance_number)).not.toContain('BA 4 JHA 4444');
  });

  test('health-post staff cannot add to another post; the palika admin adds palika-wide or to any post of the palika', async () => {
    const refused = await call('POST', 'ambulances', tokha, { ...newAmbulance, healthPostId: jhorPostId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.healthPostId).toBe('Please choose a health post from the list.');
    const wide = await call('POST', 'ambulances', palikaAdmin, { ...newAmbulance, ambulance_number: 'BA 5 JHA 5555' });
    expect((await ctx.database.db.select().from(ambulances).where(eq(ambulances.id, wide.json().id)))[0]?.healthPostId).toBeNull();
    const toJhor = await call('POST', 'ambulances', palikaAdmin, { ...newAmbulance, ambulance_number: 'BA 6 JHA 6666', healthPostId: jhorPostId });
    expect((await ctx.database.db.select().from(ambulances).where(eq(ambulances.id, toJhor.json().id)))[0]?.healthPostId).toBe(jhorPostId);
    expect((await call('POST', 'ambulances', palikaAdmin, { ...newAmbulance, healthPostId: 999999 })).statusCode).toBe(400);
  });

  test('staff change their ambulance’s status and deactivate it; the fields not sent stay', async () => {
    const id = ids['BA 1 JHA 2345'] ?? '';
    expect((await call('PATCH', `ambulances/${id}`, tokha, { ambulance_status: 'On a call' })).statusCode).toBe(200);
    expect((await call('PATCH', `ambulances/${id}`, tokha, { active: false })).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(ambulances).where(eq(ambulances.id, id));
    expect(row).toMatchObject({ ambulanceStatus: 'On a call', active: false, driverName: 'Hari Bahadur Thapa', healthPostId: tokhaPostId });
    await call('PATCH', `ambulances/${id}`, tokha, { ambulance_status: 'Available', active: true });
  });

  test('another post’s ambulance is not found (404) and does not change', async () => {
    const id = ids['BA 1 JHA 2345'] ?? '';
    expect((await call('PATCH', `ambulances/${id}`, jhor, { ambulance_status: 'Out of service' })).statusCode).toBe(404);
    expect((await call('DELETE', `ambulances/${id}`, jhor)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(ambulances).where(eq(ambulances.id, id));
    expect(row?.ambulanceStatus).toBe('Available');
  });

  test('a palika-wide ambulance is read-only for health-post staff (403) and the palika admin’s to change', async () => {
    const id = ids['BA 2 JHA 6789'] ?? '';
    expect((await call('PATCH', `ambulances/${id}`, tokha, { ambulance_status: 'Available' })).statusCode).toBe(403);
    expect((await call('DELETE', `ambulances/${id}`, tokha)).statusCode).toBe(403);
    expect((await call('PATCH', `ambulances/${id}`, palikaAdmin, { ambulance_status: 'Available' })).statusCode).toBe(200);
    expect((await ctx.database.db.select().from(ambulances).where(eq(ambulances.id, id)))[0]?.ambulanceStatus).toBe('Available');
  });

  test('health-post staff cannot move their ambulance to another post', async () => {
    const id = ids['BA 1 JHA 2345'] ?? '';
    expect((await call('PATCH', `ambulances/${id}`, tokha, { healthPostId: jhorPostId })).statusCode).toBe(400);
    expect((await call('PATCH', `ambulances/${id}`, tokha, { healthPostId: null })).statusCode).toBe(400);
    expect((await ctx.database.db.select().from(ambulances).where(eq(ambulances.id, id)))[0]?.healthPostId).toBe(tokhaPostId);
  });

  test('staff delete an ambulance entered by mistake', async () => {
    const created = await call('POST', 'ambulances', tokha, { ...newAmbulance, ambulance_number: 'MISTAKE 1' });
    const res = await call('DELETE', `ambulances/${created.json().id}`, tokha);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Ambulance deleted.');
    expect(await ctx.database.db.select().from(ambulances).where(eq(ambulances.id, created.json().id))).toHaveLength(0);
  });

  test.each([
    [{ driver_name: ' ' }, 'driver_name', "Please enter the driver's name!"],
    [{ mobile_number: '12345' }, 'mobile_number', 'Enter a 10-digit mobile number starting with 9.'],
    [{ mobile_number: '' }, 'mobile_number', "Please enter the driver's mobile number!"],
    [{ ambulance_number: '' }, 'ambulance_number', 'Please enter the ambulance number!'],
    [{ ambulance_status: 'Flying' }, 'ambulance_status', 'Choose Available, On a call or Out of service.'],
    [{ driver_name: 'x'.repeat(81) }, 'driver_name', 'This is too long.'],
  ])('bad input %j is a 400 with a clear message', async (change, field, message) => {
    const res = await call('POST', 'ambulances', tokha, { ...newAmbulance, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  test('messages follow Accept-Language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/staff/ambulances',
      headers: { ...tokha, 'accept-language': 'ne' },
      payload: { ...newAmbulance, driver_name: '' },
    });
    expect(res.json().fieldErrors.driver_name).toBe('कृपया चालकको नाम लेख्नुहोस्।');
  });

  test('a malformed id is a 400, an unknown one a 404', async () => {
    expect((await call('PATCH', 'ambulances/not-a-uuid', tokha, { active: false })).statusCode).toBe(400);
    expect((await call('PATCH', 'ambulances/00000000-0000-4000-8000-000000000000', tokha, { active: false })).statusCode).toBe(404);
  });
});

describe('support numbers', () => {
  test('the same visibility as ambulances', async () => {
    const mine = await list(tokha, 'support-numbers');
    expect(mine.map((s) => [s.name, s.editable])).toEqual([
      ['Ambulance (national)', false],
      ['Women helpline (Khabar Garaun)', false],
      ['Tokha Health Post', true],
    ]);
    expect((await list(jhor, 'support-numbers')).map((s) => s.name)).not.toContain('Tokha Health Post');
    expect(await list(palikaAdmin, 'support-numbers')).toHaveLength(4);
  });

  test('short codes and landlines are accepted; Devanagari digits and dashes are normalised', async () => {
    const res = await call('POST', 'support-numbers', tokha, { name: 'Birthing centre', contact_number: '०१-४३५००३०' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Support number saved.');
    const [row] = await ctx.database.db.select().from(supportNumbers).where(eq(supportNumbers.id, res.json().id));
    expect(row).toMatchObject({ contactNumber: '014350030', healthPostId: tokhaPostId });
    expect((await call('PATCH', `support-numbers/${res.json().id}`, tokha, { contact_number: '1145' })).statusCode).toBe(200);
  });

  test('an ambulance may carry its driver’s name and plate in Nepali; an empty one clears it', async () => {
    const res = await call('POST', 'ambulances', tokha, {
      ...newAmbulance,
      ambulance_number: 'BA 7 JHA 7777',
      driver_name_ne: ' गोपाल श्रेष्ठ ',
      ambulance_number_ne: 'बा ७ झ ७७७७',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(tokha, 'ambulances')).find((a) => a.ambulance_number === 'BA 7 JHA 7777')).toMatchObject({
      driver_name_ne: 'गोपाल श्रेष्ठ',
      ambulance_number_ne: 'बा ७ झ ७७७७',
    });
    expect((await call('PATCH', `ambulances/${res.json().id}`, tokha, { driver_name_ne: '' })).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(ambulances).where(eq(ambulances.id, res.json().id));
    expect(row).toMatchObject({ driverNameNe: null, ambulanceNumberNe: 'बा ७ झ ७७७७' });
    expect((await call('POST', 'ambulances', tokha, { ...newAmbulance, driver_name_ne: 'x'.repeat(81) })).statusCode).toBe(400);
  });

  test('a support number may carry its name in Nepali; an empty one clears it', async () => {
    const res = await call('POST', 'support-numbers', tokha, { name: 'Birthing home', name_ne: ' बर्थिङ सेन्टर ', contact_number: '014350031' });
    expect(res.statusCode, res.body).toBe(200);
    const nepaliName = async () => (await ctx.database.db.select().from(supportNumbers).where(eq(supportNumbers.id, res.json().id)))[0]?.nameNe;
    expect(await nepaliName()).toBe('बर्थिङ सेन्टर');
    expect((await list(tokha, 'support-numbers')).find((s) => s.name === 'Birthing home')).toMatchObject({ name_ne: 'बर्थिङ सेन्टर' });
    expect((await call('PATCH', `support-numbers/${res.json().id}`, tokha, { name_ne: '' })).statusCode).toBe(200);
    expect(await nepaliName()).toBeNull();
  });

  test.each([
    [{ contact_number: '12' }, 'contact_number', 'Enter a phone number of 3 to 15 digits (short codes such as 102 are fine).'],
    [{ contact_number: 'call me' }, 'contact_number', 'Enter a phone number of 3 to 15 digits (short codes such as 102 are fine).'],
    [{ contact_number: '' }, 'contact_number', 'Please enter the contact number!'],
    [{ name: '' }, 'name', 'Please enter the name of the service!'],
  ])('bad input %j is a 400', async (change, field, message) => {
    const res = await call('POST', 'support-numbers', tokha, { name: 'Clinic', contact_number: '102', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  test('another post’s number is not found; the palika’s is read-only; their own is theirs', async () => {
    const tokhaNumber = ids['Tokha Health Post'] ?? '';
    expect((await call('PATCH', `support-numbers/${tokhaNumber}`, jhor, { name: 'Hacked' })).statusCode).toBe(404);
    expect((await call('DELETE', `support-numbers/${tokhaNumber}`, jhor)).statusCode).toBe(404);
    expect((await call('PATCH', `support-numbers/${ids['Ambulance (national)']}`, tokha, { active: false })).statusCode).toBe(403);
    expect((await call('PATCH', `support-numbers/${tokhaNumber}`, tokha, { active: false })).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(supportNumbers).where(eq(supportNumbers.id, tokhaNumber));
    expect(row).toMatchObject({ name: 'Tokha Health Post', active: false });
  });
});

// Every endpoint refuses a provider token and a missing token, and nothing changes.
test.each([
  { method: 'GET' as const, url: () => 'ambulances' },
  { method: 'POST' as const, url: () => 'ambulances', payload: newAmbulance },
  { method: 'PATCH' as const, url: () => `ambulances/${ids['BA 3 JHA 1111']}`, payload: { active: false } },
  { method: 'DELETE' as const, url: () => `ambulances/${ids['BA 3 JHA 1111']}` },
  { method: 'GET' as const, url: () => 'support-numbers' },
  { method: 'POST' as const, url: () => 'support-numbers', payload: { name: 'X', contact_number: '102' } },
  { method: 'PATCH' as const, url: () => `support-numbers/${ids['Jhor Mahankal Health Post']}`, payload: { active: false } },
  { method: 'DELETE' as const, url: () => `support-numbers/${ids['Jhor Mahankal Health Post']}` },
])('$method $url: a provider token and no token are refused (401)', async ({ method, url, payload }) => {
  const count = async () => (await ctx.database.db.select().from(ambulances)).length + (await ctx.database.db.select().from(supportNumbers)).length;
  const before = await count();
  expect((await ctx.app.inject({ method, url: `/api/v1/staff/${url()}`, headers: provider, payload })).statusCode).toBe(401);
  expect((await ctx.app.inject({ method, url: `/api/v1/staff/${url()}`, payload })).statusCode).toBe(401);
  expect(await count()).toBe(before);
  expect(
    (
      await ctx.database.db
        .select()
        .from(ambulances)
        .where(eq(ambulances.id, ids['BA 3 JHA 1111'] ?? ''))
    )[0]?.active,
  ).toBe(true);
  expect(
    (
      await ctx.database.db
        .select()
        .from(supportNumbers)
        .where(eq(supportNumbers.id, ids['Jhor Mahankal Health Post'] ?? ''))
    )[0]?.active,
  ).toBe(true);
});
