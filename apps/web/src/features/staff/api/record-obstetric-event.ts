import type { ObstetricEventBody } from '@mamata/core/schemas/hmis';
import { staffApi } from '../staff-session.ts';

/** `POST /staff/people/:id/obstetric-events`: an obstetric complication or a maternal death (ObstetricEventBodySchema). */
export function recordObstetricEvent(personId: string, body: ObstetricEventBody) {
  return staffApi.post<{ message: string; id: string }>(`/staff/people/${personId}/obstetric-events`, body);
}

/** `POST /staff/people/:id/obstetric-events/:recordId/void`: one recorded by mistake, with the reason. */
export function voidObstetricEvent(personId: string, eventId: string, reason: string) {
  return staffApi.post<{ message: string }>(`/staff/people/${personId}/obstetric-events/${eventId}/void`, { reason });
}
