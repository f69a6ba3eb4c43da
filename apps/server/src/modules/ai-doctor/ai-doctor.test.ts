import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ChatHistoryResponseSchema, ChatQueriesResponseSchema, ChatQueryResponseSchema } from '@mamata/core/schemas/ai-doctor';
import { buildTestApp, loginAs } from '../../../test/build-test-app.ts';
import type { BuiltAnswer } from '@mamata/core/ai-doctor/answer';
import { InboxCountsSchema, InboxResponseSchema } from '@mamata/core/schemas/staff-admin';
import { aiDoctorQuestions, aiDoctorQuota, healthPostMessages, healthPosts, providers } from '../../db/schema/index.ts';
import { storeAnswer } from './ai-doctor.service.ts';
import { LLM_MAX_TOKENS } from './llm-rephraser.ts';
import { until } from '../../../test/until.ts';
import { warmAiDoctor } from '@mamata/core/ai-doctor/warm';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let sita: Record<string, string>; // demo mother, about 28 weeks, Tokha Health Post
let baby: Record<string, string>; // demo baby account, about 4 months, Tokha Health Post
let sitaId: string;
let tokhaId: number;
let jhorId: number;

async function staffHeaders(mobile: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { mobile_number: mobile, password: 'Mamata@2025' } });
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}

const ask = (prompt: unknown, headers: Record<string, string> = sita) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/provider/chatgpt/query', payload: prompt === undefined ? {} : { prompt }, headers });

beforeAll(async () => {
  // the models trained before the first question, as the server does at its start (server.ts): the first test measures an
  // answer, not the training (up to 30 s on Node 20 with the larger corpus)
  warmAiDoctor();
  ctx = await buildTestApp();
  sita = (await loginAs(ctx.app, '9800000001')).headers;
  baby = (await loginAs(ctx.app, '9800000002')).headers;
  const db = ctx.database.db;
  const [me] = await db.select({ id: providers.id, post: providers.healthPostId }).from(providers).where(eq(providers.mobileNumber, '9800000001'));
  sitaId = me?.id ?? '';
  tokhaId = me?.post ?? 0;
  const [jhor] = await db.select({ id: healthPosts.id }).from(healthPosts).where(eq(healthPosts.name, 'Jhor Mahankal Health Post'));
  jhorId = jhor?.id ?? 0;
});
afterAll(async () => ctx.close());

describe('GET /provider/chatgpt/queries', () => {
  test('6 to 8 suggestions for her stage, in her language', async () => {
    const en = await ctx.app.inject({ url: '/api/v1/provider/chatgpt/queries', headers: sita });
    expect(en.statusCode).toBe(200);
    const body = ChatQueriesResponseSchema.parse(en.json());
    expect(body.queries.length).toBeGreaterThanOrEqual(6);
    expect(body.queries.length).toBeLessThanOrEqual(8);
    // about 28 weeks: the last three months
    expect(body.queries).toContain('What are the signs that labour has started?');
    const ne = await ctx.app.inject({ url: '/api/v1/provider/chatgpt/queries', headers: { ...baby, 'accept-language': 'ne' } });
    const neBody = ChatQueriesResponseSchema.parse(ne.json());
    expect(neBody.queries.every((q) => /[\u0900-\u097F]/.test(q))).toBe(true);
    // a baby of about 4 months: vaccines and milk
    expect(neBody.queries).toContain('मेरो शिशुलाई अब कुन खोप लगाउनुपर्छ?');
  });
});

describe('POST /provider/chatgpt/query', () => {
  test('an ordinary question: the answer, not urgent, its source, her week, nothing in the inbox', async () => {
    const before = await ctx.database.db.select().from(healthPostMessages).where(eq(healthPostMessages.healthPostId, tokhaId));
    const res = await ask('When do I take iron tablets?');
    expect(res.statusCode).toBe(200);
    const body = ChatQueryResponseSchema.parse(res.json());
    expect(body.urgent).toBe(false);
    expect(body.sources[0]).toEqual({ id: 'nut-ifa', title: 'Iron-folic acid tablets' });
    expect(body.response.split('\n')[0]).toMatch(/^You are \d+ weeks pregnant\.$/);
    expect(body.response).toContain('This is information, not a diagnosis. Your health post: Tokha Health Post');
    const after = await ctx.database.db.select().from(healthPostMessages).where(eq(healthPostMessages.healthPostId, tokhaId));
    expect(after.length).toBe(before.length);
    const [row] = await ctx.database.db
      .select()
      .from(aiDoctorQuestions)
      .where(and(eq(aiDoctorQuestions.providerId, sitaId), eq(aiDoctorQuestions.prompt, 'When do I take iron tablets?')));
    expect(row).toMatchObject({ urgent: false, action: null, lang: 'en', sources: ['nut-ifa'], signs: [], healthPostMessageId: null, rephrased: false });
  });

  test('a danger sign in Nepali: urgent, "go now" first, numbers to call, and an urgent item in her own health post’s inbox only', async () => {
    const res = await ask('बच्चा चलेको छैन', { ...sita, 'accept-language': 'ne' });
    const body = ChatQueryResponseSchema.parse(res.json());
    expect(body.urgent).toBe(true);
    expect(body.lang).toBe('ne');
    expect(body.action).toBe('go_to_facility_now');
    expect(body.response.split('\n')[0]).toBe('अहिले नै स्वास्थ्य चौकी वा अस्पताल जानुहोस्।');
    expect(body.contacts.map((c) => c.kind)).toEqual(expect.arrayContaining(['health_post', 'ambulance_102', 'ambulance']));
    // her palika's ambulances named in Nepali: the driver's name and plate in Nepali where the health post gave them
    const ambulanceNames = body.contacts.filter((c) => c.kind === 'ambulance').map((c) => c.name);
    expect(ambulanceNames.every((n) => /^.+ \(एम्बुलेन्स नं\. .+\)$/.test(n))).toBe(true);
    expect(ambulanceNames).toContain('हरि बहादुर थापा (एम्बुलेन्स नं. बा १ झ २३४५)');

    const [stored] = await ctx.database.db
      .select()
      .from(healthPostMessages)
      .where(and(eq(healthPostMessages.providerId, sitaId), eq(healthPostMessages.kind, 'siren')));
    expect(stored?.healthPostId).toBe(tokhaId);
    expect(stored?.message).toContain('बच्चा चलेको छैन');
    expect(stored?.mobileNumber).toBe('9800000001');
    // the question and its inbox item are stored together, the question pointing at the item
    const [question] = await ctx.database.db
      .select()
      .from(aiDoctorQuestions)
      .where(and(eq(aiDoctorQuestions.providerId, sitaId), eq(aiDoctorQuestions.prompt, 'बच्चा चलेको छैन')));
    expect(question).toMatchObject({
      urgent: true,
      action: 'go_to_facility_now',
      lang: 'ne',
      signs: ['preg_reduced_movement'],
      healthPostMessageId: stored?.id,
    });

    const tokha = await ctx.app.inject({ url: '/api/v1/staff/inbox?kind=siren&status=open', headers: await staffHeaders('9800000010') });
    const tokhaMessages = tokha.json<{ messages: { message: string; provider: { full_name: string } | null; mobile_number: string }[] }>().messages;
    const item = tokhaMessages.find((m) => m.message.includes('बच्चा चलेको छैन'));
    expect(item?.message).toContain('AI doctor, urgent');
    expect(item?.provider?.full_name).toBeTruthy();
    expect(item?.mobile_number).toBe('9800000001');

    const jhor = await ctx.app.inject({ url: '/api/v1/staff/inbox?kind=siren&status=open', headers: await staffHeaders('9800000011') });
    expect(jhor.json<{ messages: { message: string }[] }>().messages.some((m) => m.message.includes('बच्चा चलेको छैन'))).toBe(false);
    const jhorRows = await ctx.database.db.select().from(healthPostMessages).where(eq(healthPostMessages.healthPostId, jhorId));
    expect(jhorRows.some((m) => m.message.includes('बच्चा चलेको छैन'))).toBe(false);
  });

  test('signs that need an ambulance put 102 first', async () => {
    const body = ChatQueryResponseSchema.parse((await ask('baby had convulsions', baby)).json());
    expect(body.urgent).toBe(true);
    expect(body.action).toBe('call_ambulance_now');
    expect(body.contacts[0]).toMatchObject({ kind: 'ambulance_102', phone: '102' });
    expect(body.response.startsWith('Call 102 now')).toBe(true);
  });

  test('"no bleeding" is not urgent', async () => {
    expect(ChatQueryResponseSchema.parse((await ask('no bleeding, what should I eat?')).json()).urgent).toBe(false);
  });

  test('an off-topic question gets the honest fallback with her health post’s number', async () => {
    const body = ChatQueryResponseSchema.parse((await ask('what is the capital of france')).json());
    expect(body.sources).toEqual([]);
    expect(body.response.split('\n')[0]).toBe('I can’t answer that question. Please ask your health post: Tokha Health Post, 014350010.');
    // the way out under an answer that is not urgent: 102 and her health post, smaller buttons on the screen
    expect(body.contacts).toEqual([
      { kind: 'ambulance_102', name: 'Ambulance', phone: '102' },
      { kind: 'health_post', name: 'Tokha Health Post', phone: '014350010' },
    ]);
  });

  test.each([
    ['romanized Nepali in the Nepali app (Accept-Language ne)', 'ragat dherai bagyo k garne', { 'accept-language': 'ne' }, 'ne'],
    ['romanized Nepali, no header: the language her app last reported', 'ragat dherai bagyo k garne', {}, 'ne'],
    ['Devanagari in the English app', 'रगत धेरै बग्यो', { 'accept-language': 'en' }, 'en'],
  ])('the answer is in the app’s language: %s', async (_name, prompt, header, lang) => {
    if (Object.keys(header).length === 0) await ctx.database.db.update(providers).set({ lang: 'ne' }).where(eq(providers.id, sitaId));
    try {
      const body = ChatQueryResponseSchema.parse((await ask(prompt, { ...sita, ...header })).json());
      expect(body.urgent).toBe(true);
      expect(body.lang).toBe(lang);
      const firstLine = body.response.split('\n')[0] ?? '';
      if (lang === 'ne') expect(firstLine).toMatch(/^[\u0900-\u097F\s\d०-९,।]+$/);
      else expect(firstLine).toMatch(/^Call 102 now/);
    } finally {
      await ctx.database.db.update(providers).set({ lang: 'en' }).where(eq(providers.id, sitaId));
    }
  });

  test('an urgent inbox item carries the signs, the words of her question that showed them and the numbers read', async () => {
    const prompt = 'my BP is 170/110 and severe headache';
    const body = ChatQueryResponseSchema.parse((await ask(prompt, { ...sita, 'accept-language': 'en' })).json());
    expect(body.urgent).toBe(true);
    const [item] = await ctx.database.db
      .select()
      .from(healthPostMessages)
      .where(
        and(
          eq(healthPostMessages.providerId, sitaId),
          eq(
            healthPostMessages.message,
            `AI doctor, urgent / एआई डाक्टर, जरुरी: Severe headache, blurred vision; Blood pressure in the severe range (160/110 or more) / कडा टाउको दुखाइ, आँखा धमिलो; धेरै उच्च रक्तचाप (१६०/११० वा बढी) (BP 170/110)\n${prompt}`,
          ),
        ),
      );
    expect(item?.kind).toBe('siren');
    const inbox = await ctx.app.inject({ url: '/api/v1/staff/inbox?kind=siren&status=open', headers: await staffHeaders('9800000010') });
    const listed = InboxResponseSchema.parse(inbox.json()).messages.find((m) => m.id === item?.id);
    expect(listed?.aiFindings).toEqual({
      signs: [
        { id: 'preg_headache_vision', label_en: 'Severe headache, blurred vision', label_ne: 'कडा टाउको दुखाइ, आँखा धमिलो', evidence: ['headache'] },
        {
          id: 'bp_severe',
          label_en: 'Blood pressure in the severe range (160/110 or more)',
          label_ne: 'धेरै उच्च रक्तचाप (१६०/११० वा बढी)',
          evidence: ['BP 170/110'],
        },
      ],
      readings: ['BP 170/110'],
    });
    // the question keeps the model's score for the record
    const [question] = await ctx.database.db
      .select()
      .from(aiDoctorQuestions)
      .where(eq(aiDoctorQuestions.healthPostMessageId, item?.id ?? ''));
    expect(question?.modelScore).toBeGreaterThan(0);
  });

  test('thoughts of self-harm in words no rule holds (the mind model): urgent, the helpline first, and in her health post’s inbox with no sign named', async () => {
    const prompt = 'who will feed my son when I am gone? I keep thinking about it at night';
    const body = ChatQueryResponseSchema.parse((await ask(prompt, { ...sita, 'accept-language': 'en' })).json());
    expect(body.urgent).toBe(true);
    expect(body.contacts.slice(0, 3).map((c) => c.kind)).toEqual(['helpline', 'health_post', 'ambulance_102']);
    expect(body.contacts[0]?.phone).toBe('1166');
    const sirens = await ctx.database.db
      .select()
      .from(healthPostMessages)
      .where(and(eq(healthPostMessages.providerId, sitaId), eq(healthPostMessages.kind, 'siren')));
    const item = sirens.find((m) => m.message.endsWith(`\n${prompt}`));
    expect(item?.message).toMatch(/^AI doctor, urgent/);
    const inbox = await ctx.app.inject({ url: '/api/v1/staff/inbox?kind=siren&status=open', headers: await staffHeaders('9800000010') });
    const listed = InboxResponseSchema.parse(inbox.json()).messages.find((m) => m.id === item?.id);
    expect(listed?.aiFindings?.signs).toEqual([
      {
        id: 'possible_mood',
        label_en: 'possible very low mood or thoughts of self-harm (to be checked by a health worker)',
        label_ne: 'धेरै उदास मन वा आफूलाई हानि गर्ने विचार हुन सक्छ (स्वास्थ्यकर्मीले हेर्नुपर्ने)',
        evidence: [],
      },
    ]);
  });

  test('a question the AI doctor was not sure of goes to her health post as "to review", apart from the urgent ones', async () => {
    // no question comes out "not sure" reliably while the evaluation corpus is empty (the model's middle
    // band moves with its training): the service stores a built answer marked review, as askQuestion does
    const db = ctx.database.db;
    const prompt = 'I feel strange today, not sure why';
    const answer: BuiltAnswer = {
      response: 'not sure',
      urgent: false,
      action: null,
      sources: [],
      contacts: [],
      lang: 'en',
      signs: [],
      readings: ['39.5 °C'],
      review: true,
      modelScore: 0.4,
      entries: [],
      unknown: true,
      selfHarm: false,
    };
    const stored = {
      providerId: sitaId,
      prompt,
      response: 'not sure',
      urgent: false,
      action: null,
      lang: 'en',
      sources: [],
      signs: [],
      rephrased: false,
      modelScore: 0.4,
    };
    await storeAnswer(db, { healthPostId: tokhaId, mobileNumber: '9800000001' }, stored, answer);

    const staff = await staffHeaders('9800000010');
    const review = InboxResponseSchema.parse((await ctx.app.inject({ url: '/api/v1/staff/inbox?kind=review&status=open', headers: staff })).json());
    const item = review.messages.find((m) => m.message.endsWith(prompt));
    expect(item).toMatchObject({ kind: 'review', mobile_number: '9800000001', aiFindings: { signs: [], readings: ['39.5 °C'] } });
    expect(item?.message).toBe(`AI doctor, to review / एआई डाक्टर, जाँच्नुपर्ने\n${prompt}`);
    expect(review.messages.every((m) => m.kind === 'review')).toBe(true);
    const urgent = InboxResponseSchema.parse((await ctx.app.inject({ url: '/api/v1/staff/inbox?kind=siren&status=open', headers: staff })).json());
    expect(urgent.messages.some((m) => m.message.endsWith(prompt))).toBe(false);
    const counts = InboxCountsSchema.parse((await ctx.app.inject({ url: '/api/v1/staff/inbox/counts', headers: staff })).json());
    expect(counts.kinds.slice(0, 2)).toEqual(['siren', 'review']);
    expect(counts.open.review).toBeGreaterThanOrEqual(1);
    // handled like the others, and not by another health post
    const other = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/staff/inbox/review/${item?.id}/handled`,
      payload: { handled: true },
      headers: await staffHeaders('9800000011'),
    });
    expect(other.statusCode).toBe(404);
    const done = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/staff/inbox/review/${item?.id}/handled`, payload: { handled: true }, headers: staff });
    expect(done.statusCode).toBe(200);
    const [question] = await db
      .select()
      .from(aiDoctorQuestions)
      .where(and(eq(aiDoctorQuestions.providerId, sitaId), eq(aiDoctorQuestions.prompt, prompt)));
    expect(question?.healthPostMessageId).toBe(item?.id);
  });

  test.each([
    [undefined, 'en', 'Please write your question.'],
    ['   ', 'en', 'Please write your question.'],
    ['', 'ne', 'कृपया आफ्नो प्रश्न लेख्नुहोस्।'],
    ['x'.repeat(1001), 'en', 'Your question is too long: at most 1,000 characters.'],
    ['x'.repeat(1001), 'ne', 'प्रश्न धेरै लामो भयो: बढीमा १,००० अक्षर।'],
    [42, 'en', 'Please write your question.'],
  ])('bad prompt %#: 400 with a clear message in her language', async (prompt, lang, message) => {
    const res = await ask(prompt, { ...sita, 'accept-language': lang });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  test('no session is a 401 before the body is looked at; a staff token is a 401 too', async () => {
    const none = await ctx.app.inject({ method: 'POST', url: '/api/v1/provider/chatgpt/query', payload: {} });
    expect(none.statusCode).toBe(401);
    const staff = await ask('hello', await staffHeaders('9800000010'));
    expect(staff.statusCode).toBe(401);
    for (const url of ['/api/v1/provider/chatgpt/queries', '/api/v1/provider/chatgpt/history']) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    }
  });
});

describe('GET /provider/chatgpt/history', () => {
  test('her own questions only, newest first', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/provider/chatgpt/history', headers: sita });
    const body = ChatHistoryResponseSchema.parse(res.json());
    expect(body.history.length).toBeGreaterThanOrEqual(4);
    expect(body.history.some((h) => h.prompt === 'baby had convulsions')).toBe(false);
    const times = body.history.map((h) => Date.parse(h.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const urgentEntry = body.history.find((h) => h.prompt === 'बच्चा चलेको छैन');
    expect(urgentEntry?.urgent).toBe(true);
    // today's numbers to call come with an urgent entry, in the answer's language
    expect(urgentEntry?.action).toBe('go_to_facility_now');
    expect(urgentEntry?.contacts.slice(0, 2)).toEqual([
      { kind: 'health_post', name: 'टोखा स्वास्थ्य चौकी', phone: '014350010' },
      { kind: 'ambulance_102', name: 'एम्बुलेन्स', phone: '102' },
    ]);
    // an ordinary entry: 102 and her health post, the way out
    expect(body.history.find((h) => h.prompt === 'When do I take iron tablets?')).toMatchObject({
      urgent: false,
      action: null,
      contacts: [
        { kind: 'ambulance_102', name: 'Ambulance', phone: '102' },
        { kind: 'health_post', name: 'Tokha Health Post', phone: '014350010' },
      ],
    });

    const babyHistory = ChatHistoryResponseSchema.parse((await ctx.app.inject({ url: '/api/v1/provider/chatgpt/history', headers: baby })).json());
    expect(babyHistory.history.map((h) => h.prompt)).toEqual(['baby had convulsions']);
  });
});

describe('the hourly limit', () => {
  /** The baby account with `asked` questions in an hour that started `startedAgoMs` ago. */
  async function babyHasAsked(asked: number, startedAgoMs = 0) {
    const db = ctx.database.db;
    const [other] = await db.select({ id: providers.id }).from(providers).where(eq(providers.mobileNumber, '9800000002'));
    const id = other?.id ?? '';
    await db.delete(aiDoctorQuota).where(eq(aiDoctorQuota.providerId, id));
    await db.insert(aiDoctorQuota).values({ providerId: id, asked, hourStartedAt: new Date(Date.now() - startedAgoMs) });
    return id;
  }

  test('the 61st ordinary question within an hour is a 429 with a clear message; a past hour does not count', async () => {
    await babyHasAsked(59);
    expect((await ask('teething', baby)).statusCode).toBe(200);
    const limited = await ask('teething', { ...baby, 'accept-language': 'ne' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('६० वटा प्रश्न') });
    // another account is not limited by hers
    expect((await ask('teething', sita)).statusCode).toBe(200);
    // an hour that ended two hours ago: a new hour starts
    await babyHasAsked(60, 2 * 60 * 60 * 1000);
    expect((await ask('teething', baby)).statusCode).toBe(200);
  });

  test('past the limit a danger sign is still answered in full and reaches her health post; an ordinary question is a 429', async () => {
    const id = await babyHasAsked(80);
    const prompt = 'baby ko saas rokiyo';
    const res = await ask(prompt, { ...baby, 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    const body = ChatQueryResponseSchema.parse(res.json());
    expect(body.urgent).toBe(true);
    expect(body.action).not.toBeNull();
    expect(body.contacts.map((c) => c.kind)).toEqual(expect.arrayContaining(['ambulance_102', 'health_post', 'ambulance']));
    const items = await ctx.database.db
      .select()
      .from(healthPostMessages)
      .where(and(eq(healthPostMessages.providerId, id), eq(healthPostMessages.kind, 'siren')));
    const item = items.find((m) => m.message.endsWith(`\n${prompt}`));
    expect(item).toBeDefined();
    expect(item?.aiFindings?.signs.length).toBeGreaterThan(0);
    const inbox = InboxResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/v1/staff/inbox?kind=siren&status=open', headers: await staffHeaders('9800000010') })).json(),
    );
    expect(inbox.messages.some((m) => m.id === item?.id)).toBe(true);

    const ordinary = await ask('iron tablet kahile khane', baby);
    expect(ordinary.statusCode).toBe(429);
    expect(
      await ctx.database.db
        .select()
        .from(aiDoctorQuestions)
        .where(and(eq(aiDoctorQuestions.providerId, id), eq(aiDoctorQuestions.prompt, 'iron tablet kahile khane'))),
    ).toEqual([]);
  });

  // on PostgreSQL (TEST_DATABASE_URL) this fails for a count of her rows checked before the insert (all 66
  // pass: checked 2026-11-28); PGlite runs one query at a time and lets such a count pass here
  test('66 simultaneous ordinary questions: exactly 60 are answered, the others are 429', async () => {
    const db = ctx.database.db;
    const id = await babyHasAsked(0);
    await db.delete(aiDoctorQuota).where(eq(aiDoctorQuota.providerId, id));
    await db.delete(aiDoctorQuestions).where(eq(aiDoctorQuestions.providerId, id));
    const codes = await Promise.all(Array.from({ length: 66 }, () => ask('teething', baby).then((r) => r.statusCode)));
    expect(codes.filter((c) => c === 200).length).toBe(60);
    expect(codes.filter((c) => c === 429).length).toBe(6);
  });

  test('80 at once, 10 of them a danger sign: every urgent one is answered in full and reaches the inbox, exactly 60 ordinary ones are answered', async () => {
    const db = ctx.database.db;
    const id = await babyHasAsked(0);
    await db.delete(aiDoctorQuota).where(eq(aiDoctorQuota.providerId, id));
    const urgentPrompt = 'baby ko saas rokiyo, 80 at once';
    const prompts = Array.from({ length: 80 }, (_, i) => (i % 8 === 3 ? urgentPrompt : 'teething'));
    const answers = await Promise.all(prompts.map((p) => ask(p, baby)));
    const urgent = answers.filter((_, i) => prompts[i] === urgentPrompt);
    expect(urgent.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(urgent.every((r) => ChatQueryResponseSchema.parse(r.json()).urgent)).toBe(true);
    const ordinary = answers.filter((_, i) => prompts[i] !== urgentPrompt).map((r) => r.statusCode);
    expect(ordinary.filter((c) => c === 200).length).toBe(60);
    expect(ordinary.filter((c) => c === 429).length).toBe(10);
    const items = await db
      .select()
      .from(healthPostMessages)
      .where(and(eq(healthPostMessages.providerId, id), eq(healthPostMessages.kind, 'siren')));
    expect(items.filter((m) => m.message.endsWith(`\n${urgentPrompt}`))).toHaveLength(10);
  });
});

/** What the fake model does: reply with `content` (REPHRASED by default), fail, stall, or send a reply of over a megabyte. */
type ModelMode = 'reply' | 'fail' | 'stall' | 'huge';

/** A local server speaking the OpenAI chat-completions protocol: replies, fails or stalls as told. */
function fakeModel(behaviour: { mode: ModelMode; content?: string }) {
  const requests: { auth: string | undefined; body: { model: string; max_tokens?: number; messages: { role: string; content: string }[] } }[] = [];
  /** How the last huge reply went: bytes written before the client stopped reading, and whether it was cut. */
  const huge = { written: 0, cut: false };
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      requests.push({ auth: req.headers.authorization, body: JSON.parse(raw) as (typeof requests)[number]['body'] });
      if (behaviour.mode === 'fail') {
        res.writeHead(500).end('{"error":"down"}');
      } else if (behaviour.mode === 'stall') {
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[{"message":{"content":"too late"}}]}'), 1500);
      } else if (behaviour.mode === 'huge') {
        // a reply that does not stop (up to 20 MB, more than the sockets between them hold, so only a client that
        // stops reading ends it early), written a piece at a time without a length
        Object.assign(huge, { written: 0, cut: false });
        res.on('close', () => (huge.cut = !res.writableFinished));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"choices":[{"message":{"role":"assistant","content":"');
        const piece = 'Take one iron-folic acid tablet every day. '.repeat(1500);
        const more = () => {
          if (res.destroyed) return;
          if (huge.written > 20_000_000) {
            res.end('"}}]}');
            return;
          }
          huge.written += piece.length;
          if (res.write(piece)) setImmediate(more);
          else res.once('drain', more);
        };
        more();
      } else {
        const content = behaviour.content ?? 'REPHRASED: take one tablet daily.';
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      }
    });
  });
  return { server, requests, huge };
}

describe('the optional language model (a local fake server speaking the protocol)', () => {
  const behaviour: { mode: ModelMode; content?: string } = { mode: 'reply' };
  const model = fakeModel(behaviour);
  let llmApp: Awaited<ReturnType<typeof buildTestApp>>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
    const { port } = model.server.address() as AddressInfo;
    llmApp = await buildTestApp({
      AI_DOCTOR_LLM_URL: `http://127.0.0.1:${port}/v1/chat/completions`,
      AI_DOCTOR_LLM_MODEL: 'test-model',
      AI_DOCTOR_LLM_KEY: 'test-key',
      AI_DOCTOR_LLM_TIMEOUT_MS: '300',
    });
    headers = (await loginAs(llmApp.app, '9800000001')).headers;
  });
  afterAll(async () => {
    await llmApp.close();
    await new Promise((resolve) => model.server.close(resolve));
  });

  const askLlm = (prompt: string) => llmApp.app.inject({ method: 'POST', url: '/api/v1/provider/chatgpt/query', payload: { prompt }, headers });

  test('rephrases the retrieved passage; the request carries the passage and the question, nothing else of hers', async () => {
    behaviour.mode = 'reply';
    const body = ChatQueryResponseSchema.parse((await askLlm('When do I take iron tablets?')).json());
    expect(body.response).toContain('REPHRASED: take one tablet daily.');
    expect(body.response).toContain('Source: Nepal Ministry of Health safe motherhood programme.');
    const sent = model.requests.at(-1);
    expect(sent?.auth).toBe('Bearer test-key');
    expect(sent?.body.model).toBe('test-model');
    const text = JSON.stringify(sent?.body.messages);
    expect(text).toContain('When do I take iron tablets?');
    expect(text).toContain('one iron-folic acid tablet every day');
    expect(text).not.toContain('9800000001');
    expect(text).not.toContain('Tokha');
  });

  test('an error or a timeout falls back to the offline answer', async () => {
    behaviour.mode = 'fail';
    const failed = ChatQueryResponseSchema.parse((await askLlm('When do I take iron tablets?')).json());
    expect(failed.response).toContain('Take one iron-folic acid tablet every day');
    behaviour.mode = 'stall';
    const started = Date.now();
    const slow = ChatQueryResponseSchema.parse((await askLlm('When do I take iron tablets?')).json());
    expect(slow.response).toContain('Take one iron-folic acid tablet every day');
    expect(Date.now() - started).toBeLessThan(1400);
  });

  test('urgent questions never go to the model', async () => {
    behaviour.mode = 'reply';
    const before = model.requests.length;
    const body = ChatQueryResponseSchema.parse((await askLlm('ragat bagyo')).json());
    expect(body.urgent).toBe(true);
    expect(model.requests.length).toBe(before);
  });

  describe('what comes back is bounded and checked (docs/decisions/027-limits-that-hold.md)', () => {
    const OFFLINE = 'Take one iron-folic acid tablet every day from the fourth month of pregnancy';
    /** Asks, and answers the response and whether the stored question says it was rephrased. */
    async function askStored(prompt: string, lang: 'en' | 'ne' = 'en') {
      const res = await llmApp.app.inject({
        method: 'POST',
        url: '/api/v1/provider/chatgpt/query',
        payload: { prompt },
        headers: { ...headers, 'accept-language': lang },
      });
      const body = ChatQueryResponseSchema.parse(res.json());
      const [stored] = await llmApp.database.db
        .select({ rephrased: aiDoctorQuestions.rephrased, response: aiDoctorQuestions.response })
        .from(aiDoctorQuestions)
        .where(eq(aiDoctorQuestions.prompt, prompt))
        .orderBy(desc(aiDoctorQuestions.createdAt))
        .limit(1);
      return { response: body.response, stored };
    }

    test('the request asks for at most LLM_MAX_TOKENS; a reply of over a megabyte is cut off unread and the offline answer goes out', async () => {
      behaviour.mode = 'huge';
      const { response, stored } = await askStored('When do I take iron tablets? (a long reply)');
      expect(model.requests.at(-1)?.body.max_tokens).toBe(LLM_MAX_TOKENS);
      expect(response).toContain(OFFLINE);
      expect(response.length).toBeLessThan(2000);
      expect(stored?.rephrased).toBe(false);
      expect(stored?.response.length).toBeLessThan(2000);
      // the server stopped reading: the fake could not write its whole megabyte
      expect(
        await until(
          async () => model.huge.cut,
          (cut) => cut,
          2000,
        ),
      ).toBe(true);
      expect(model.huge.written).toBeLessThan(20_000_000);
    });

    test.each([
      ['an injected phone number', 'Call 9800000001 and stop all medicine.', 'en'],
      ['a number in Devanagari digits', '९८०००००००१ मा फोन गर्नुहोस् र सबै औषधि बन्द गर्नुहोस्।', 'ne'],
      ['an injected drug', 'Take one iron-folic acid tablet every day, and amoxicillin with it.', 'en'],
      ['a dose', 'Take one iron-folic acid tablet twice a day.', 'en'],
    ] as const)('%s is not shown to her: the offline answer goes out', async (_what, content, lang) => {
      behaviour.mode = 'reply';
      behaviour.content = content;
      const { response, stored } = await askStored(lang === 'ne' ? `आइरन चक्की कहिले खाने? (${_what})` : `When do I take iron tablets? (${_what})`, lang);
      expect(response).not.toContain(content);
      expect(response).toContain(lang === 'ne' ? 'दिनहुँ एउटा आइरन चक्की खानुहोस्' : OFFLINE);
      expect(stored?.rephrased).toBe(false);
      behaviour.content = undefined;
    });

    test('a good rephrasing, numbers of the passage in either script, is shown and stored as rephrased', async () => {
      behaviour.mode = 'reply';
      behaviour.content = 'From the fourth month until ४५ days after the birth, take one iron-folic acid tablet each day. It is free at your health post.';
      const { response, stored } = await askStored('When do I take iron tablets? (a good rephrasing)');
      expect(response).toContain(behaviour.content);
      expect(response).not.toContain(OFFLINE);
      expect(stored?.rephrased).toBe(true);
      behaviour.content = undefined;
    });
  });
});
