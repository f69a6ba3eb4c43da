import type { MessageResponse } from '@mamata/core/errors';
import type { ScheduleItemBody } from '@mamata/core/schemas/records';
import { useWriteMutation, type MutationConfig } from '../../../lib/mutation-config.ts';
import { staffApi } from '../staff-session.ts';
import { staffKeys } from './staff-keys.ts';

/** `PUT /staff/schedule-items/:key`: changes an unconfirmed schedule item (system administrators). */
export function changeScheduleItem(key: string, body: ScheduleItemBody) {
  return staffApi.put<MessageResponse>(`/staff/schedule-items/${key}`, body);
}

/** Changing a schedule item; the list of items is fetched again. */
export function useChangeScheduleItem(key: string, config?: MutationConfig<MessageResponse, ScheduleItemBody>) {
  return useWriteMutation((body: ScheduleItemBody) => changeScheduleItem(key, body), [staffKeys.scheduleItems()], config);
}
