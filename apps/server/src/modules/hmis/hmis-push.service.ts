/**
 * Sending the HMIS month to the palika's DHIS2, and the palika's indicators (docs/decisions/029-hmis-push.md).
 * - The palika admin (or a system admin) sets the palika's DHIS2: its address and a personal access token, kept
 *   on the server; reads say only whether a token is set.
 * - The post's in-charge, or the palika admin of its palika, sends a month: a dry run first (DHIS2's import
 *   summary and every conflict, nothing stored there), then the sending of exactly what the dry run showed
 *   (its payload hash; a month changed since is refused), with `CREATE_AND_UPDATE` so a resend after a correction
 *   replaces values rather than adding to them, then the data sets marked complete. A sending and its audit row
 *   are one transaction. Other staff of the post can read and print the sheet but not send (403); another
 *   post's staff are refused as for the sheet (404); a mother's session never reaches the staff routes (401).
 * - A month's status: sent (DHIS2 holds what the sheet shows: the hash of its payloads equals the last sending's),
 *   changed since sent (a correction changed a sent value), or not sent.
 */
import { createHash } from 'node:crypto';
import { addDays, daysBetween, nepalToday } from '@mamata/core/calendar/nepal-time';
import { toDataValueSets, type Dhis2Mapping } from '@mamata/core/hmis/dhis2';
import { HMIS_INDICATORS, indicatorsOf, NO_DOSE_FROM_DAYS } from '@mamata/core/hmis/indicators';
import { periodRange, type HmisPeriod } from '@mamata/core/hmis/period';
import { payloadText, sendStatus, type Dhis2ImportSummary } from '@mamata/core/hmis/push';
import { sumMonths } from '@mamata/core/hmis/tally';
import type { Dhis2ConnectionBody, HmisIndicatorsResponse, HmisPushResult } from '@mamata/core/schemas/hmis';
import type { Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { staffActor, type StaffAuth } from '../access/access.service.ts';
import { completeDataSets, dhis2UrlAllowed, importDataValueSet, type Dhis2ClientOptions } from './dhis2-client.ts';
import * as q from './hmis.queries.ts';
import * as pq from './hmis-push.queries.ts';
import { bsToday, requirePostAccess } from './hmis.service.ts';
import { monthsOf, twelveMonths, type KeptMonth, type MonthCache } from './hmis-tallies.ts';
import { keyIdOf, openToken, sealToken, type TokenKeys } from './token-crypto.ts';

export interface PushDeps {
  db: Db;
  mapping: Dhis2Mapping;
  /** http on loopback (the tests' fake DHIS2) is allowed only outside production. */
  allowLoopback: boolean;
  client: Dhis2ClientOptions;
  /** The posts' tallied months kept in memory (hmis-tallies.ts). */
  months: MonthCache;
  /** The keys that seal the palikas' DHIS2 tokens (token-crypto.ts). */
  tokenKeys: TokenKeys;
}

/** The palika admin of `palikaId`, or a system admin; anyone else is refused (404, audited). */
async function requirePalikaAdmin(db: Db, auth: StaffAuth, palikaId: string, entity: string) {
  const [me, palika] = await Promise.all([q.findStaff(db, auth.staffId), q.findPalika(db, palikaId)]);
  if (!me) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  if (!palika || !(me.role === 'system_admin' || (me.role === 'palika_admin' && me.palikaId === palikaId))) {
    await audit(db, staffActor(auth), { action: 'refused', entity, entityId: `palika:${palikaId}`, ip: auth.ip });
    throw new AppError('NOT_FOUND', 'errors.notFound');
  }
  return palika;
}

/** The palika's DHIS2 as the browser may see it: never the token, only whether one is set and its end. */
export async function getConnection(db: Db, auth: StaffAuth, palikaId: string) {
  await requirePalikaAdmin(db, auth, palikaId, 'dhis2_connection');
  const c = await pq.findConnection(db, palikaId);
  const tokenSet = !!c?.tokenSealed;
  return { baseUrl: c?.baseUrl ?? null, tokenSet, tokenEnd: tokenSet ? (c?.tokenEnd ?? null) : null, updatedAt: c?.updatedAt.toISOString() ?? null };
}

/** Sets the palika's DHIS2 (audited with the address and whether the token changed, never the token). */
export async function setConnection(deps: PushDeps, auth: StaffAuth, palikaId: string, body: { baseUrl: string; token?: string | undefined }) {
  const { db } = deps;
  await requirePalikaAdmin(db, auth, palikaId, 'dhis2_connection');
  if (!dhis2UrlAllowed(body.baseUrl, deps.allowLoopback))
    throw new AppError('VALIDATION_FAILED', 'validation.hmis.dhis2Url', {}, { baseUrl: 'validation.hmis.dhis2Url' });
  const existing = await pq.findConnection(db, palikaId);
  // a connection whose token was dropped (stored in the clear before it was sealed) needs one again
  if (!existing?.tokenSealed && body.token === undefined)
    throw new AppError('VALIDATION_FAILED', 'validation.hmis.dhis2Token', {}, { token: 'validation.hmis.dhis2Token' });
  // sealed before the transaction: without a key (production, HMIS_TOKEN_KEY unset) nothing is written (503)
  const sealed = body.token === undefined ? undefined : { token: sealToken(body.token, deps.tokenKeys), end: body.token.slice(-4) };
  await db.transaction(async (tx) => {
    await pq.saveConnection(tx, palikaId, body.baseUrl, sealed, auth.staffId);
    await audit(tx, staffActor(auth), {
      action: existing ? 'update' : 'create',
      entity: 'dhis2_connection',
      entityId: palikaId,
      ip: auth.ip,
      details: { baseUrl: body.baseUrl, oldBaseUrl: existing?.baseUrl ?? null, tokenChanged: body.token !== undefined },
    });
  });
}
export type { Dhis2ConnectionBody };

/** A month's payloads for a post and the hash of what they carry. */
function payloadsOf(month: KeptMonth, healthPostId: number, mapping: Dhis2Mapping) {
  const out = toDataValueSets(month, healthPostId, mapping, bsToday());
  const payloadHash = createHash('sha256').update(payloadText(out.payloads, mapping.version)).digest('hex');
  return { ...out, payloadHash };
}

async function monthOf(deps: PushDeps, healthPostId: number, period: HmisPeriod) {
  return (await monthsOf(deps.db, deps.months, [healthPostId], [period]))(healthPostId, period);
}

/** The state of a month given its payload hash. */
function stateOf(payloadHash: string, last: { at: string; by: string; payloadHash: string } | undefined) {
  return { status: sendStatus(payloadHash, last?.payloadHash), lastSent: last ?? null };
}

/** Whether this staff member may send the post's month: its in-charge, or the palika admin (post access already checked). */
async function maySend(db: Db, auth: StaffAuth) {
  const me = await q.findStaff(db, auth.staffId);
  return !!me && ((me.role === 'health_post' && me.inCharge) || me.role === 'palika_admin');
}

/** A post's month and its standing with DHIS2 (any staff member who may read the sheet). */
export async function postStatus(deps: PushDeps, auth: StaffAuth, healthPostId: number, period: HmisPeriod) {
  const { db } = deps;
  const post = await requirePostAccess(db, auth, healthPostId);
  const [month, conn, last, canSend] = await Promise.all([
    monthOf(deps, post.id, period),
    pq.findConnection(db, post.palikaId),
    pq.lastSubmissions(db, [post.id], period),
    maySend(db, auth),
  ]);
  const p = payloadsOf(month, post.id, deps.mapping);
  return {
    ...stateOf(p.payloadHash, last.get(post.id)),
    configured: !!conn?.tokenSealed,
    canSend,
    sendable: p.payloads.length > 0,
    payloadHash: p.payloadHash,
  };
}

/** The checks of a dry run or a sending: the post, the sender, the palika's DHIS2, something to send. */
async function prepare(deps: PushDeps, auth: StaffAuth, healthPostId: number, period: HmisPeriod) {
  const { db } = deps;
  const post = await requirePostAccess(db, auth, healthPostId);
  if (!(await maySend(db, auth))) {
    await audit(db, staffActor(auth), { action: 'refused', entity: 'hmis_submission', entityId: `post:${post.id}:${period}`, ip: auth.ip });
    throw new AppError('FORBIDDEN', 'errors.notInCharge');
  }
  const stored = await pq.findConnection(db, post.palikaId);
  if (!stored?.tokenSealed) throw new AppError('CONFLICT', 'errors.dhis2NotConfigured');
  const month = await monthOf(deps, post.id, period);
  const p = payloadsOf(month, post.id, deps.mapping);
  if (p.payloads.length === 0) throw new AppError('CONFLICT', 'errors.dhis2NothingToSend');
  const last = (await pq.lastSubmissions(db, [post.id], period)).get(post.id);
  // opened only now, for the requests to DHIS2; kept in no variable beyond them
  const conn = { baseUrl: stored.baseUrl, token: await openStoredToken(deps, post.palikaId, stored.tokenSealed) };
  return { post, conn, p, last };
}

/**
 * Opens the palika's sealed token; one sealed with a key the deployment has since replaced (`HMIS_TOKEN_KEYS_OLD`) is
 * sealed again with the current one, so the old key can be retired once every palika has pushed.
 */
async function openStoredToken(deps: PushDeps, palikaId: string, sealed: string) {
  const token = openToken(sealed, deps.tokenKeys);
  const current = deps.tokenKeys.current;
  if (current && keyIdOf(sealed) !== current.id) await pq.resealToken(deps.db, palikaId, sealed, sealToken(token, deps.tokenKeys));
  return token;
}

/** Asks DHIS2 what it would import (nothing is stored there); audited with the summaries. */
export async function dryRun(deps: PushDeps, auth: StaffAuth, healthPostId: number, period: HmisPeriod): Promise<HmisPushResult> {
  const { post, conn, p, last } = await prepare(deps, auth, healthPostId, period);
  const dataSets: HmisPushResult['dataSets'] = [];
  for (const payload of p.payloads) {
    const summary = await importDataValueSet(conn, payload, true, deps.client);
    dataSets.push({ dataSet: payload.dataSet, values: payload.dataValues.length, summary });
  }
  await audit(deps.db, staffActor(auth), {
    action: 'dry_run',
    entity: 'hmis_month',
    entityId: `post:${post.id}:${period}`,
    ip: auth.ip,
    details: { payloadHash: p.payloadHash, mappingVersion: deps.mapping.version, dataSets },
  });
  return {
    step: 'dryRun',
    payloadHash: p.payloadHash,
    mappingVersion: deps.mapping.version,
    dataSets,
    completed: [],
    unmapped: p.unmapped,
    state: stateOf(p.payloadHash, last),
  };
}

/**
 * Sends exactly what the dry run showed (`payloadHash`), marks the data sets complete, and records the sending
 * with its audit row in one transaction. A data set DHIS2 refused outright (status ERROR) is not marked complete
 * and the month is not recorded as sent (the refusal is audited).
 */
export async function send(deps: PushDeps, auth: StaffAuth, healthPostId: number, period: HmisPeriod, shownHash: string): Promise<HmisPushResult> {
  const { db } = deps;
  const { post, conn, p, last } = await prepare(deps, auth, healthPostId, period);
  if (p.payloadHash !== shownHash) throw new AppError('CONFLICT', 'errors.hmisChanged');
  const dataSets: HmisPushResult['dataSets'] = [];
  for (const payload of p.payloads) {
    const summary = await importDataValueSet(conn, payload, false, deps.client);
    dataSets.push({ dataSet: payload.dataSet, values: payload.dataValues.length, summary });
  }
  const accepted = p.payloads.filter((_, i) => dataSets[i]?.summary.status !== 'ERROR');
  let completion: Dhis2ImportSummary | null = null;
  if (accepted.length > 0) {
    completion = await completeDataSets(
      conn,
      accepted.map((x) => ({
        dataSet: x.dataSet,
        period: x.period,
        organisationUnit: x.orgUnit,
        ...(x.attributeOptionCombo ? { attributeOptionCombo: x.attributeOptionCombo } : {}),
      })),
      deps.client,
    );
  }
  const completed = completion && completion.status !== 'ERROR' ? accepted.map((x) => x.dataSet) : [];
  const ok = accepted.length === p.payloads.length && completed.length === accepted.length;
  const summary = { dataSets, completion };
  const entityId = `post:${post.id}:${period}`;
  if (!ok) {
    await audit(db, staffActor(auth), { action: 'send_failed', entity: 'hmis_month', entityId, ip: auth.ip, details: { payloadHash: p.payloadHash, summary } });
    return {
      step: 'sent',
      payloadHash: p.payloadHash,
      mappingVersion: deps.mapping.version,
      dataSets,
      completed,
      unmapped: p.unmapped,
      state: stateOf(p.payloadHash, last),
    };
  }
  const row = await db.transaction(async (tx) => {
    const inserted = await pq.insertSubmission(tx, {
      healthPostId: post.id,
      period,
      payloadHash: p.payloadHash,
      mappingVersion: deps.mapping.version,
      summary,
      sentBy: auth.staffId,
    });
    await audit(tx, staffActor(auth), {
      action: 'send',
      entity: 'hmis_month',
      entityId,
      ip: auth.ip,
      details: { submissionId: inserted.id, payloadHash: p.payloadHash, mappingVersion: deps.mapping.version, summary },
    });
    return inserted;
  });
  const me = await q.findStaffName(db, auth.staffId);
  return {
    step: 'sent',
    payloadHash: p.payloadHash,
    mappingVersion: deps.mapping.version,
    dataSets,
    completed,
    unmapped: p.unmapped,
    state: stateOf(p.payloadHash, { at: row.sentAt.toISOString(), by: me ?? '', payloadHash: p.payloadHash }),
  };
}

/** Every post's standing with DHIS2 for a month (the palika admin's, or a system admin's). */
export async function palikaStatus(deps: PushDeps, auth: StaffAuth, palikaId: string, period: HmisPeriod) {
  const { db } = deps;
  await requirePalikaAdmin(db, auth, palikaId, 'hmis_month');
  const posts = await q.listPalikaPosts(db, palikaId);
  const ids = posts.map((p) => p.id);
  const [month, last, conn] = await Promise.all([
    monthsOf(db, deps.months, ids, [period]),
    pq.lastSubmissions(db, ids, period),
    pq.findConnection(db, palikaId),
  ]);
  return {
    period,
    connection: { baseUrl: conn?.baseUrl ?? null, tokenSet: !!conn?.tokenSealed },
    posts: posts.map((post) => ({
      id: post.id,
      name: post.name,
      name_ne: post.nameNe,
      ...stateOf(payloadsOf(month(post.id, period), post.id, deps.mapping).payloadHash, last.get(post.id)),
    })),
  };
}

/**
 * The palika's indicators for the twelve months ending with `to`: per post and for the palika (the sum of its posts,
 * as the palika's sheet), each figure the sum of sheet cells (core hmis/indicators.ts); and the children with no dose
 * at the end of `to` (or today, when `to` is the current month). An audited read.
 */
export async function indicators(deps: PushDeps, auth: StaffAuth, palikaId: string, to: HmisPeriod): Promise<HmisIndicatorsResponse> {
  const { db } = deps;
  const palika = await requirePalikaAdmin(db, auth, palikaId, 'hmis_indicators');
  const posts = await q.listPalikaPosts(db, palikaId);
  const ids = posts.map((p) => p.id);
  const periods = twelveMonths(to);
  const today = nepalToday();
  const end = periodRange(to).end;
  const asOf = end < today ? end : today;
  const [month, children] = await Promise.all([
    monthsOf(db, deps.months, ids, periods),
    pq.childrenWithNoDose(db, ids, addDays(asOf, -NO_DOSE_FROM_DAYS), asOf),
  ]);
  const monthAt = (postIndex: number, periodIndex: number) => month(ids[postIndex] ?? 0, periods[periodIndex] as HmisPeriod);
  await audit(db, staffActor(auth), { action: 'read', entity: 'hmis_indicators', entityId: `palika:${palikaId}:${to}`, ip: auth.ip });
  return {
    palika: { id: palika.id, name: palika.name, name_ne: palika.nameNe },
    periods,
    indicators: HMIS_INDICATORS.map((i) => ({ id: i.id, label: i.label, cells: [...i.cells] })),
    palikaMonths: periods.map((period, j) => {
      const total = sumMonths(
        period,
        ids.map((_, i) => monthAt(i, j)),
      );
      return indicatorsOf(period, total.values);
    }),
    posts: posts.map((post, i) => ({
      id: post.id,
      name: post.name,
      name_ne: post.nameNe,
      months: periods.map((period, j) => indicatorsOf(period, monthAt(i, j).values)),
    })),
    noDose: children.map((c) => ({
      id: c.id,
      babyName: c.babyName,
      motherName: `${c.firstName} ${c.lastName}`.trim(),
      healthPostId: c.healthPostId,
      dateOfBirth: c.birthDate,
      ageDays: daysBetween(c.birthDate, asOf),
      address: c.address,
      mobileNumber: c.mobileNumber,
    })),
  };
}
