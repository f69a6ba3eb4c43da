/**
 * The schedule templates in force: the reference's, with the local changes an administrator made to
 * the items the reference marks unconfirmed ("keep the item editable"; core
 * reference/schedule-overrides.ts). Schedules are read on hot paths, so the merged templates are
 * cached per database for a short while and refreshed at once after a change in this process.
 */
import { applyItemOverrides, allTemplateItems, isEditableItem, type ScheduleTemplates } from '@mamata/core/reference/schedule-overrides';
import type { ScheduleItemsResponse } from '@mamata/core/schemas/records';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { scopeOf, staffActor, type StaffAuth } from '../access/access.service.ts';
import * as q from './schedule-items.queries.ts';
import type { ScheduleItemBodyParsed } from '@mamata/core/schemas/records';

/** Other API processes see a change within this long. */
const CACHE_MS = 30_000;
const cache = new WeakMap<Db, { at: number; templates: Promise<ScheduleTemplates> }>();

async function load(db: Db): Promise<ScheduleTemplates> {
  const rows = await q.listOverrides(db);
  return applyItemOverrides(rows.map((r) => ({ key: r.itemKey, days: r.days, dose: { en: r.doseEn, ne: r.doseNe }, info: { en: r.infoEn, ne: r.infoNe } })));
}

/** The templates in force (cached). */
export function scheduleTemplates(db: Db): Promise<ScheduleTemplates> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.templates;
  const templates = load(db);
  cache.set(db, { at: Date.now(), templates });
  templates.catch(() => cache.delete(db));
  return templates;
}

/** Every item: the reference's values and those in force. */
export async function listScheduleItems(db: Db): Promise<ScheduleItemsResponse> {
  const templates = await scheduleTemplates(db);
  const inForce = new Map([...templates.mother, ...templates.baby].flatMap((p) => p.items).map((i) => [i.key, i]));
  return {
    items: allTemplateItems().map(({ schedule, period, item }) => {
      const now = inForce.get(item.key) ?? item;
      return {
        key: item.key,
        schedule,
        period,
        name: item.name,
        type: item.type,
        confirmed: item.confirmed,
        days: now.days,
        referenceDays: item.days,
        dose: now.dose,
        info: now.info,
        changed: now !== item,
        review: item.review ?? null,
      };
    }),
  };
}

/** Changes an unconfirmed item (system administrators: the schedule is national); audited with the values before. */
export async function saveScheduleItem(db: Db, auth: StaffAuth, key: string, body: ScheduleItemBodyParsed) {
  const scope = await scopeOf(db, auth.staffId);
  if (scope.kind !== 'all') throw new AppError('FORBIDDEN', 'errors.forbidden');
  if (!isEditableItem(key)) throw new AppError('VALIDATION_FAILED', 'errors.itemNotEditable');
  const before = (await listScheduleItems(db)).items.find((i) => i.key === key);
  await q.saveOverride(
    db,
    { itemKey: key, days: body.days ?? null, doseEn: body.dose_en, doseNe: body.dose_ne, infoEn: body.info_en, infoNe: body.info_ne, updatedBy: auth.staffId },
    staffActor(auth),
    { action: 'update', entity: 'schedule_item', entityId: key, ip: auth.ip, details: { new: body, old: before ?? null } },
  );
  cache.delete(db);
}
