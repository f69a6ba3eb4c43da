import { staffApi } from '../staff-session.ts';

/** `PUT /staff/schedule-items/:key`: changes an unconfirmed schedule item (ScheduleItemBodySchema; system administrators). */
export function changeScheduleItem(key: string, body: Record<string, unknown>) {
  return staffApi.put<{ message: string }>(`/staff/schedule-items/${key}`, body);
}
