import type { z } from 'zod';
import type { MessageResponse } from '@mamata/core/errors';
import type { ChangePasswordBodySchema } from '@mamata/core/schemas/auth';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';

export type ChangeMyPasswordBody = z.input<typeof ChangePasswordBodySchema>;

/** `PATCH /staff/change-password`: changes my own password; my other sessions end, this one stays. */
export function changeMyPassword(body: ChangeMyPasswordBody) {
  return staffApi.patch<MessageResponse>('/staff/change-password', body);
}

/** Changing my password; nothing cached depends on it. */
export function useChangeMyPassword(config?: MutationConfig<MessageResponse, ChangeMyPasswordBody>) {
  return useWriteMutation(changeMyPassword, [], config);
}
