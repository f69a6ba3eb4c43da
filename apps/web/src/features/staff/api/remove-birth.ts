import type { z } from 'zod';
import type { MessageResponse } from '@mamata/core/errors';
import type { VoidBodySchema } from '@mamata/core/schemas/records';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** The reason an entry recorded by mistake is removed. */
export type VoidBody = z.input<typeof VoidBodySchema>;

/** `POST /staff/people/:id/births/:birthId/void`: removes a birth recorded by mistake, with a reason. */
export function removeBirth(personId: string, birthId: string, body: VoidBody) {
  return staffApi.post<MessageResponse>(`/staff/people/${personId}/births/${birthId}/void`, body);
}

/** Removing a birth; everything of the console is fetched again (the due and people lists change). */
export function useRemoveBirth(personId: string, birthId: string, config?: MutationConfig<MessageResponse, VoidBody>) {
  return useWriteMutation((body: VoidBody) => removeBirth(personId, birthId, body), [staffKeys.all], config);
}
