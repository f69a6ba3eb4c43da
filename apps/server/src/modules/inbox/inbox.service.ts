import type { InboxCounts, InboxKind, InboxMessage } from '@mamata/core/schemas/staff-admin';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import type { Scope } from '../access/access.queries.ts';
import { audit } from '../../lib/audit.ts';
import { inScope, scopeOf, staffActor, type StaffAuth } from '../access/access.service.ts';
import * as q from './inbox.queries.ts';
import type { InboxQueryParsed } from '@mamata/core/schemas/staff-admin';

/**
 * The staff inbox: siren, review (the AI doctor's not-sure questions) and help messages go to a health post, so its staff read
 * them, a palika admin reads those of every health post of the palika, a system admin all.
 * Contact-form messages go to the system administrators, or to a palika's administrators when the
 * sender chose that palika; the newsletter export is the system administrators'.
 */

/** Administrators (palika or system) read what is addressed to the deployment. */
const isAdmin = (scope: Scope) => scope.kind !== 'healthPost';

/** The kinds a staff member may read, in the order of the inbox's tabs: urgent first, then "to review". */
function kindsOf(scope: Scope): InboxKind[] {
  return isAdmin(scope) ? ['siren', 'review', 'help', 'contact'] : ['siren', 'review', 'help'];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** One page of the inbox; reading a message of a person's account is audited. */
export async function listInbox(db: Db, auth: StaffAuth, query: InboxQueryParsed) {
  const scope = await scopeOf(db, auth.staffId);
  if (!kindsOf(scope).includes(query.kind)) throw new AppError('FORBIDDEN', 'errors.forbidden');
  const paging = { handled: query.status === 'handled', limit: query.limit, offset: (query.page - 1) * query.limit };
  const none = {
    pressedAt: null,
    aiFindings: null,
    recipient: null,
    healthPost: null,
    provider: null,
    senderRegistered: null,
    full_name: null,
    email: null,
    address: null,
    subject: null,
  };

  if (query.kind === 'contact') {
    // a contact message goes to the system administrators, or to the palika the sender chose
    const { rows, total } = await q.listContactMessages(db, { ...paging, palikaId: scope.kind === 'palika' ? scope.palikaId : undefined });
    // who read which messages of the public (names, numbers, addresses)
    await audit(db, staffActor(auth), { action: 'read', entity: 'contact_message', ip: auth.ip, details: { ids: rows.map((r) => r.id) } });
    const messages: InboxMessage[] = rows.map((r) => ({
      ...none,
      id: r.id,
      kind: 'contact',
      mobile_number: r.mobileNumber,
      message: r.message,
      createdAt: r.createdAt.toISOString(),
      handledAt: iso(r.handledAt),
      handledBy: r.handledBy,
      full_name: r.fullName,
      email: r.email,
      address: r.address,
      subject: r.subject,
    }));
    return { messages, total };
  }

  const { rows, total } = await q.listPostMessages(db, scope, { ...paging, kind: query.kind });
  await audit(
    db,
    staffActor(auth),
    // every message read, with or without an account behind it (a siren from an unregistered number too)
    { action: 'read', entity: 'health_post_message', ip: auth.ip, details: { kind: query.kind, ids: rows.map((r) => r.id) } },
    ...rows.flatMap((r) => (r.providerId ? [{ action: 'read', entity: 'health_post_message', entityId: r.id, providerId: r.providerId, ip: auth.ip }] : [])),
  );
  const messages: InboxMessage[] = rows.map((r) => ({
    ...none,
    id: r.id,
    kind: query.kind,
    mobile_number: r.mobileNumber,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    pressedAt: iso(r.pressedAt),
    handledAt: iso(r.handledAt),
    handledBy: r.handledBy,
    recipient: r.recipient,
    healthPost: { id: r.healthPostId, name: r.healthPostName, name_ne: r.healthPostNameNe },
    provider: r.providerId ? { id: r.providerId, full_name: `${r.providerFirstName ?? ''} ${r.providerLastName ?? ''}`.trim() } : null,
    senderRegistered: Boolean(r.senderRegistered),
    aiFindings: r.aiFindings,
  }));
  return { messages, total };
}

/** What the staff member may read, and how many of each kind are open (the badge). */
export async function inboxCounts(db: Db, auth: StaffAuth): Promise<InboxCounts> {
  const scope = await scopeOf(db, auth.staffId);
  const [posts, contact] = await Promise.all([
    q.countOpenPostMessages(db, scope),
    isAdmin(scope) ? q.countOpenContactMessages(db, scope.kind === 'palika' ? scope.palikaId : undefined) : 0,
  ]);
  return { kinds: kindsOf(scope), open: { siren: posts.siren ?? 0, help: posts.help ?? 0, contact, review: posts.review ?? 0 } };
}

/**
 * Marks a message handled or open again. The access check comes first: a message of another
 * health post, or a contact message for a health post's staff, is "not found".
 */
export async function setHandled(db: Db, auth: StaffAuth, kind: InboxKind, id: string, handled: boolean) {
  const scope = await scopeOf(db, auth.staffId);
  const by = handled ? auth.staffId : null;
  if (kind === 'contact') {
    if (!isAdmin(scope) || !(await q.contactMessageExists(db, id, scope.kind === 'palika' ? scope.palikaId : undefined)))
      throw new AppError('NOT_FOUND', 'errors.notFound');
    await q.setContactMessageHandled(db, id, by, staffActor(auth), {
      action: 'update',
      entity: 'contact_message',
      entityId: id,
      ip: auth.ip,
      details: { handled },
    });
    return;
  }
  const place = await q.findPostMessagePlace(db, id, kind);
  if (!place || !inScope(scope, place)) throw new AppError('NOT_FOUND', 'errors.notFound');
  await q.setPostMessageHandled(
    db,
    id,
    by,
    place.providerId
      ? {
          actor: staffActor(auth),
          entry: { action: 'update', entity: 'health_post_message', entityId: id, providerId: place.providerId, ip: auth.ip, details: { handled } },
        }
      : undefined,
  );
}

/** The newsletter subscribers as CSV (administrators only). */
export async function newsletterCsv(db: Db, auth: StaffAuth): Promise<string> {
  const scope = await scopeOf(db, auth.staffId);
  // every palika's subscribers: the deployment's, so system administrators only
  if (scope.kind !== 'all') throw new AppError('FORBIDDEN', 'errors.forbidden');
  const rows = await q.listSubscribers(db);
  // a bulk export of email addresses: who took it, and how many
  await audit(db, staffActor(auth), { action: 'export', entity: 'newsletter_subscribers', ip: auth.ip, details: { count: rows.length } });
  return toCsv(
    ['email', 'lang', 'subscribed_at'],
    rows.map((r) => [r.email, r.lang, r.createdAt.toISOString()]),
  );
}
