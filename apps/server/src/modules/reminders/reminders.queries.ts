import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Calendar } from '@mamata/core/calendar/bikram-sambat';
import type { Lang } from '@mamata/core/preferences';
import type { Db } from '../../db/client.ts';
import { notifications, providers } from '../../db/schema/index.ts';

/**
 * A provider's notifications, newest first, with the total and the unread count. Reminders withdrawn after
 * a loss are not hers to see any more (modules/reminders/withdraw.ts), nor are login codes' texts.
 */
export async function listNotifications(db: Db, providerId: string, page: { offset: number; limit: number }) {
  // a login code's SMS is no news to her (the staff console shows its delivery)
  const hers = and(eq(notifications.providerId, providerId), isNull(notifications.withdrawnAt), ne(notifications.type, 'login_code'));
  const [rows, [total], [unread]] = await Promise.all([
    db.select().from(notifications).where(hers).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(notifications).where(hers),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(hers, isNull(notifications.readAt))),
  ]);
  return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
}

/** Her language and calendar as the app last reported them (providers.lang, providers.calendar). */
export async function storedPreferences(db: Db, providerId: string): Promise<{ lang: Lang; calendar: Calendar }> {
  const [her] = await db.select({ lang: providers.lang, calendar: providers.calendar }).from(providers).where(eq(providers.id, providerId));
  return { lang: her?.lang === 'ne' ? 'ne' : 'en', calendar: her?.calendar === 'bs' ? 'bs' : 'ad' };
}
