/**
 * Local changes to the schedule items the reference marks as unconfirmed (`confirmed: false` in
 * schedule-templates.ts: the reference says to re-check them against the FWD "National Medical
 * Standard for Reproductive Health Vol. III" before release). "keep the item editable".
 * An administrator may change such an item's due day, dose line and description; items of the
 * national programme (`confirmed: true`) are not editable here.
 */
import {
  BABY_PERIODS,
  MOTHER_PERIODS,
  type BabyPeriodTemplate,
  type MotherPeriodTemplate,
  type ScheduleItemTemplate,
  type Text,
} from './schedule-templates.ts';

/** What an administrator changed of one item; absent fields keep the reference's value. */
export interface ItemOverride {
  key: string;
  days?: number | null;
  dose?: Partial<Text> | null;
  info?: Partial<Text> | null;
}

/** The templates in force. */
export interface ScheduleTemplates {
  mother: readonly MotherPeriodTemplate[];
  baby: readonly BabyPeriodTemplate[];
}

/** Every item of the reference, with where it sits. */
export function allTemplateItems(): { schedule: 'mother' | 'baby'; period: string; item: ScheduleItemTemplate }[] {
  return [
    ...MOTHER_PERIODS.flatMap((p) => p.items.map((item) => ({ schedule: 'mother' as const, period: p.key, item }))),
    ...BABY_PERIODS.flatMap((p) => p.items.map((item) => ({ schedule: 'baby' as const, period: p.key, item }))),
  ];
}

/** Whether an item may be changed locally: it exists and the reference marks it unconfirmed. */
export function isEditableItem(key: string): boolean {
  return allTemplateItems().some(({ item }) => item.key === key && !item.confirmed);
}

function apply(item: ScheduleItemTemplate, o: ItemOverride | undefined): ScheduleItemTemplate {
  if (!o || item.confirmed) return item;
  return {
    ...item,
    days: o.days ?? item.days,
    dose: { en: o.dose?.en || item.dose.en, ne: o.dose?.ne || item.dose.ne },
    info: { en: o.info?.en || item.info.en, ne: o.info?.ne || item.info.ne },
  };
}

/** The reference's templates with the local changes applied (confirmed items are never changed). */
export function applyItemOverrides(overrides: readonly ItemOverride[]): ScheduleTemplates {
  if (overrides.length === 0) return { mother: MOTHER_PERIODS, baby: BABY_PERIODS };
  const byKey = new Map(overrides.map((o) => [o.key, o]));
  return {
    mother: MOTHER_PERIODS.map((p) => ({ ...p, items: p.items.map((i) => apply(i, byKey.get(i.key))) })),
    baby: BABY_PERIODS.map((p) => ({ ...p, items: p.items.map((i) => apply(i, byKey.get(i.key))) })),
  };
}
