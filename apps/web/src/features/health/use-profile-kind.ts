import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { isBabyProfile } from '@mamata/core/domain/registration';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage.ts';
import { meQuery } from '../../lib/me-query.ts';

/**
 * Spec §2: the stored registration type (`reg`) decides between the mother and the baby view (BABY,
 * or anything containing BABY, shows the baby's). The stored value is kept in step with the profile,
 * so a mother whose birth was recorded sees her baby's screens without logging in again.
 */
export function useIsBabyView(): boolean {
  const me = useQuery(meQuery());
  const type = me.data?.provider.registration_type;
  useEffect(() => {
    if (type && readStored(STORAGE_KEYS.reg) !== type) writeStored(STORAGE_KEYS.reg, type);
  }, [type]);
  return isBabyProfile(type ?? readStored(STORAGE_KEYS.reg));
}

/** One person the screens can show: the mother, or a baby (its index in the server's order, first baby first). */
export interface Subject {
  id: string;
  label: string;
  /** null for the mother. */
  babyIndex: number | null;
}

/** A baby's name as the screens say it: its name, else "Baby of <mother>" (numbered when there are several). */
export function useBabyName() {
  const { t } = useTranslation();
  return (name: string, motherName: string, index: number, count: number) =>
    name || (count > 1 ? `${t('health.subject.babyOf', { mother: motherName })} (${index + 1})` : t('health.subject.babyOf', { mother: motherName }));
}

/**
 * Who a mother-and-baby account's screens can show: each living baby first (spec §2: a registration type
 * containing BABY shows the baby's view, so the screens open on the first baby), then the mother (her own
 * postnatal items and her antenatal record as history): the one-tap switch of the report, schedule and
 * profile view. Empty for a MOTHER or BABY account (those keep their own view; a BABY account's twins
 * have the baby tabs).
 */
export function useMotherAndBabySubjects(): Subject[] {
  const { t } = useTranslation();
  const babyName = useBabyName();
  const me = useQuery(meQuery());
  const provider = me.data?.provider;
  if (provider?.registration_type !== 'MOTHER_AND_BABY') return [];
  const babies = provider.babies ?? [];
  return [
    ...babies.map((b, i) => ({ id: b._id, label: babyName(b.name, provider.profile.first_name, i, babies.length), babyIndex: i })),
    { id: 'mother', label: t('health.subject.mother', { name: provider.profile.first_name }), babyIndex: null },
  ];
}
