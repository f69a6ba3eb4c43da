import type { NoticeBody } from '@mamata/core/schemas/reminders';
import { staffApi } from '../staff-session.ts';

/** `POST /staff/notices`: sends a notice to everyone of a health post or a group of them. */
export function sendNotice(body: NoticeBody) {
  return staffApi.post<{ message: string; recipients: number }>('/staff/notices', body);
}
