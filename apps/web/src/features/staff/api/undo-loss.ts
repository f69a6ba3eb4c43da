import type { z } from 'zod';
import type { MessageResponse } from '@mamata/core/errors';
import type { UndoLossBodySchema } from '@mamata/core/schemas/records';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

export type UndoLossBody = z.input<typeof UndoLossBodySchema>;

/** `POST /staff/people/:id/loss/void`: removes a loss recorded by mistake (the pregnancy's, or `babyId`'s), with a reason. */
export function undoLoss(personId: string, body: UndoLossBody) {
  return staffApi.post<MessageResponse>(`/staff/people/${personId}/loss/void`, body);
}

/** Removing a loss; everything of the console is fetched again (the due and people lists change). */
export function useUndoLoss(personId: string, config?: MutationConfig<MessageResponse, UndoLossBody>) {
  return useWriteMutation((body: UndoLossBody) => undoLoss(personId, body), [staffKeys.all], config);
}
