import type { z } from 'zod';
import type { NoticeBody, NoticeResponseSchema } from '@mamata/core/schemas/reminders';
import type { MessageResponse } from '@mamata/core/errors';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';

type NoticeAnswer = z.infer<typeof NoticeResponseSchema> & MessageResponse;

/** `POST /staff/notices`: sends a notice to everyone of a health post or a group of them. */
export function sendNotice(body: NoticeBody) {
  return staffApi.post<NoticeAnswer>('/staff/notices', body);
}

/** Sending a notice; nothing cached lists the notices sent. */
export function useSendNotice(config?: MutationConfig<NoticeAnswer, NoticeBody>) {
  return useWriteMutation(sendNotice, [], config);
}
