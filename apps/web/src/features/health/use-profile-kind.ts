import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isBabyProfile } from '@mamata/core/domain/registration';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage.ts';
import { meQuery } from '../auth/api/auth-calls.ts';

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
