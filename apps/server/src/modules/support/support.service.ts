import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as q from './support.queries.ts';

/**
 * Support for a logged-in provider: numbers to call, messages to her health post, the health
 * posts of her palika. Every function starts from her own account (the session's providerId), so
 * she only ever sees her own health post and palika and writes only in her own name.
 */
async function placeOf(db: Db, providerId: string) {
  const place = await q.findProviderPlace(db, providerId);
  if (!place) throw new AppError('NOT_FOUND', 'errors.notFound');
  return place;
}

/** Spec §7 `support/provider/numbers`: her health post's ambulances and numbers, then her palika's. */
export async function getSupportNumbers(db: Db, providerId: string) {
  const place = await placeOf(db, providerId);
  const [ambulences, supportNumbers] = await Promise.all([q.listAmbulances(db, place), q.listSupportNumbers(db, place)]);
  return { ambulences, support_numbers: supportNumbers };
}

/**
 * Stores a message for her health post's inbox: `help` (spec §7 `post-help-message`) or `siren`
 * (the emergency button: the public siren's `for` = Health-Office, filled in from her session).
 */
export async function sendToHealthPost(db: Db, providerId: string, kind: 'help' | 'siren', message: string, pressedAt?: string) {
  const place = await placeOf(db, providerId);
  // pressed while offline: when, never later than now (a phone's clock may run ahead)
  const pressed = pressedAt ? new Date(Math.min(Date.parse(pressedAt), Date.now())) : null;
  return q.insertHealthPostMessage(db, {
    healthPostId: place.healthPostId,
    kind,
    recipient: 'Health-Office',
    mobileNumber: place.mobileNumber,
    message,
    providerId: place.providerId,
    pressedAt: pressed,
  });
}

/** `GET provider/health-posts`: the health posts of her palika, hers first. */
export async function listHealthPosts(db: Db, providerId: string) {
  const place = await placeOf(db, providerId);
  const healthPosts = await q.listHealthPostsOfPalika(db, place.palikaId, place.healthPostId);
  return { palika: { name: place.palikaName, name_ne: place.palikaNameNe }, healthPosts };
}
